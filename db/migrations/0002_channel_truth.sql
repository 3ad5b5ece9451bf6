-- What the channel shows of each game, so that a restart can bring it up to date cheaply.

-- 'status:version' that the game's message (lobby, then table) last showed; NULL: never drawn.
ALTER TABLE games ADD COLUMN shown TEXT;

-- Set while a new lobby/table/ping/result message is being posted and its id is not saved yet:
-- after a crash the channel's recent history is searched for it ('lobby', 'table', 'ping', 'end').
ALTER TABLE games ADD COLUMN posting TEXT;

-- The current "your move" message, whom it mentions (JSON list) and the version it was sent at.
ALTER TABLE games ADD COLUMN ping_message_id INTEGER;
ALTER TABLE games ADD COLUMN ping_users TEXT;
ALTER TABLE games ADD COLUMN ping_version INTEGER;

-- 1 once the result of a finished game was announced in the channel.
ALTER TABLE games ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;

-- Who cancelled or abandoned the game (shown on its closed message).
ALTER TABLE games ADD COLUMN closed_by INTEGER;

CREATE INDEX games_by_message ON games (message_id);
CREATE INDEX games_to_reconcile ON games (status, announced);
