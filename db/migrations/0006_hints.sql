-- Hints at a table (issue 18): the host switches the "Hint" button on or off in the lobby.
-- NULL: the default, on when the table has a computer player; 1: on; 0: off.
ALTER TABLE games ADD COLUMN hints INTEGER;
