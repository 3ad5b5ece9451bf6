-- Games, their seats, the append-only action log and final results.

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    game             TEXT    NOT NULL,              -- engine game id, e.g. 'luxor'
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    host_id          INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'running', 'finished', 'abandoned', 'cancelled')),
    seed             INTEGER NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}', -- JSON given to engine.setup
    version          INTEGER NOT NULL DEFAULT 0,    -- number of actions applied
    state            TEXT,                          -- snapshot JSON, NULL while in the lobby
    message_id       INTEGER,                       -- the lobby, then table message
    created_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One open lobby or running game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,                              -- NULL for an AI seat
    ai_level  TEXT,                                 -- NULL for a human seat
    name      TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    CHECK ((user_id IS NULL) <> (ai_level IS NULL))
);

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,                    -- the state version the action was applied to
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,                    -- JSON
    events     TEXT    NOT NULL DEFAULT '[]',       -- JSON list of {label, to}
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, version)
);

CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    result      TEXT    NOT NULL,                   -- JSON: scores, breakdown, ranks
    finished_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE guild_settings (
    guild_id  INTEGER PRIMARY KEY,
    language  TEXT
);
