-- The game tells its story: what each seat has already seen of its private news.
-- (Numbered after 0004, which another change adds.)

-- The game version up to which this seat was shown the private lines that other players'
-- moves addressed to it (a card taken by Theft, one received by Exchange, cards dealt): lines
-- of later versions are marked as new in its next private view.
ALTER TABLE seats ADD COLUMN seen_version INTEGER NOT NULL DEFAULT 0;

-- The last round whose summary was posted in the game's channel (0: none yet).
ALTER TABLE games ADD COLUMN told_round INTEGER NOT NULL DEFAULT 0;

-- Games over before this migration already showed what they showed: no summaries for them.
-- (A running game posts the summaries of its past rounds once, at its next update.)
UPDATE games SET told_round = 1000 WHERE status IN ('finished', 'abandoned', 'cancelled');
