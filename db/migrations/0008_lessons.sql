-- A lesson left mid-way (issue 37): each learner's choices so far in a game's lesson, so that
-- /learn offers to go on after the private panel is gone (dismissed, or a reloaded client).
-- The choices are the option numbers of the panel's buttons (cogs.lesson_items), replayed from
-- the lesson's starting position; a finished lesson, or one started again, has no row.
CREATE TABLE lesson_progress (
    user_id    INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    moves      TEXT    NOT NULL,
    updated_at REAL    NOT NULL,                     -- Unix seconds, the bot's clock
    PRIMARY KEY (user_id, game)
);
