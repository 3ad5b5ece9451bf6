-- Tables that never stall: clocks, absent players, threads, rematches, lobby expiry.

-- Seconds a player has for each decision (NULL: no clock).
ALTER TABLE games ADD COLUMN clock_seconds INTEGER;

-- A lobby that nobody starts is closed at this time (Unix seconds).
ALTER TABLE games ADD COLUMN lobby_expires REAL;

-- Where /play was used when the game lives in a thread of that channel (channel_id is then the
-- thread), and the short line in that channel that links to the thread.
ALTER TABLE games ADD COLUMN parent_channel_id INTEGER;
ALTER TABLE games ADD COLUMN link_message_id INTEGER;

-- The lobby opened by this game's "Rematch" button (one rematch per game).
ALTER TABLE games ADD COLUMN rematch_id INTEGER;

-- Who plays a human seat when its owner does not: NULL (the owner), 'away' (the clock ran out:
-- a normal-level AI plays until the owner presses a button of the game), 'left' (the owner left
-- or was replaced: the AI plays to the end; the game counts as a loss for that owner).
ALTER TABLE seats ADD COLUMN stand_in TEXT CHECK (stand_in IN ('away', 'left'));

-- When this seat's current decision times out (Unix seconds; NULL: not waited for, or no
-- clock), and 1 once its half-time reminder was sent.
ALTER TABLE seats ADD COLUMN deadline REAL;
ALTER TABLE seats ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;

-- A server's defaults for new tables: the clock, and whether tables open in threads.
ALTER TABLE guild_settings ADD COLUMN clock_seconds INTEGER;
ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 1;

CREATE INDEX seats_by_deadline ON seats (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_lobby_expiry ON games (lobby_expires) WHERE status = 'lobby';
