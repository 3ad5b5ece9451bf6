-- How the bot reaches a game's channel (issue 36): 'channel' where it is a member (it posts and
-- edits the channel's messages), 'interactions' where only users installed the app (a group DM,
-- a DM, a server that did not invite the bot): it then speaks only through interaction tokens.
ALTER TABLE games ADD COLUMN reach TEXT NOT NULL DEFAULT 'channel';

-- The freshest live interaction tokens of an 'interactions' game, so that bot turns, clocks
-- and a restarted bot can still update its table (a token lives 15 minutes after its click).
-- role 'table': a token that may edit the table message (message_id: its own reply or the
-- message whose button it answered); role 'call': a token whose follow-ups are new messages
-- (pings, a table posted anew, the results), with the follow-ups it sent (Discord allows 5 to
-- a user-installed app); role 'ping': the token that sent the last call to act (message_id),
-- the only one that may delete it. One row per role. Secrets: never logged.
CREATE TABLE game_tokens (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    role       TEXT    NOT NULL,
    token      TEXT    NOT NULL,
    expires    REAL    NOT NULL,                     -- Unix seconds, the bot's clock
    message_id INTEGER,
    followups  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, role)
);
