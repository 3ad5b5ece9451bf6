-- A post is claimed before it is made (issue 32): the process that set `posting` and when, so
-- that of two processes sharing the database only one posts a game's message (its results
-- above all), and a claim left by a process that died is taken over once its lease lapsed.

-- The claiming process's token (NULL: a claim made before this column, or by /play's lobby).
ALTER TABLE games ADD COLUMN posting_owner TEXT;

-- When it was claimed (Unix seconds, the bot's clock).
ALTER TABLE games ADD COLUMN posting_since REAL;
