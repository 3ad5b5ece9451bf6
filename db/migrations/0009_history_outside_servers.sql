-- Games outside servers (issue 36): a group DM or a DM with the bot has its own history and
-- leaderboard, its finished games found by their channel (they have no server). The index
-- holds those games only; a server's are found by guild_id in result_log and player_results.
CREATE INDEX games_outside_servers ON games (channel_id, id) WHERE guild_id IS NULL;
