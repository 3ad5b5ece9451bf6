-- Ratings, statistics and history. The results table stays the source of truth: every table
-- below but user_privacy is derived from it and rebuilt by `python -m tools.ratings --rebuild`.

-- Every stored result in insertion order: the order ratings are updated in. A trigger adds the
-- row in the very transaction that stores the result, so a crash between that commit and the
-- rating update leaves the game here with rated = 0, rated at the next start-up.
CREATE TABLE result_log (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id   INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    guild_id  INTEGER,
    rated     INTEGER NOT NULL DEFAULT 0             -- 1 once ratings and stats include it
);

INSERT INTO result_log (game_id, guild_id)
    SELECT results.game_id, games.guild_id FROM results JOIN games ON games.id = results.game_id
    ORDER BY results.finished_at, results.game_id;

-- [sqlite]
CREATE TRIGGER results_into_log AFTER INSERT ON results
BEGIN
    INSERT INTO result_log (game_id, guild_id)
        SELECT NEW.game_id, guild_id FROM games WHERE id = NEW.game_id;
END;
-- [postgresql]
CREATE FUNCTION results_into_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO result_log (game_id, guild_id)
        SELECT NEW.game_id, guild_id FROM games WHERE id = NEW.game_id;
    RETURN NEW;
END $$;
CREATE TRIGGER results_into_log AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION results_into_log();
-- [both]

CREATE INDEX result_log_unrated ON result_log (seq) WHERE rated = 0;
CREATE INDEX result_log_by_guild ON result_log (guild_id, seq);

-- One rating per player per game (openskill Plackett-Luce μ, σ; ordinal = μ - 3σ).
CREATE TABLE ratings (
    game      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    ordinal   REAL    NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    name      TEXT    NOT NULL,                      -- the seat name of their latest game
    last_seq  INTEGER NOT NULL,
    PRIMARY KEY (game, user_id)
);

-- Covering for the boards: order, eligibility and the counts of who ranks above whom.
CREATE INDEX ratings_board ON ratings (game, ordinal DESC, user_id, games);

-- One row per human seat of every rated result: what the player did and their rating after.
CREATE TABLE player_results (
    seq       INTEGER NOT NULL,                      -- result_log.seq
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    guild_id  INTEGER,
    seat      INTEGER NOT NULL,
    players   INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    rank      INTEGER NOT NULL,                      -- 1 = won; a seat left to a bot is last
    won       INTEGER NOT NULL,
    left_game INTEGER NOT NULL,                      -- the player left the seat to a bot
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    before    INTEGER NOT NULL,                      -- display rating before and after
    after     INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX player_results_by_user ON player_results (user_id, seq);
CREATE INDEX player_results_by_user_guild ON player_results (user_id, guild_id, seq);

-- Games and wins of a player in one server, for that server's leaderboard.
CREATE TABLE guild_players (
    guild_id  INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);

-- A player's own choices (not derived: kept by a rebuild).
CREATE TABLE user_privacy (
    user_id     INTEGER PRIMARY KEY,
    hide_global INTEGER NOT NULL DEFAULT 0           -- 1: not shown on "everywhere" boards
);
