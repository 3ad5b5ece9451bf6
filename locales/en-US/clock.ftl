# Turn clocks, absent players, leaving and replacing (issue 15).

cmd-game-leave = leave
cmd-game-leave-desc = Hand your seat in this game to a bot for the rest of the game
cmd-game-replace = replace
cmd-game-replace-desc = Let a bot play an away player's seat for good (host or moderators)
cmd-game-replace-player = player
cmd-game-replace-player-desc = The away player whose seat a bot takes over

table-to-play-until = { $player } (time runs out { $deadline })
table-stand-ins = Bots standing in
table-stand-in-away = { $name } is away — a bot plays for them until they are back.
table-stand-in-left = { $name } left — a bot plays their seat to the end.
table-button-back = I'm back

back-welcome = Welcome back: your seat is yours again.
leave-confirm = Really leave? A bot plays your seat to the end of the game and it counts as a loss for you.
leave-confirm-button = Yes, a bot takes my seat
leave-done = You left the game: a bot plays your seat now.
replace-done = A bot now plays { $name }'s seat to the end of the game.

error-you-left = You left this game: a bot plays your seat.
error-leave-not-running = Only a running game can be left; in a lobby, use its Leave button.
error-replace-not-allowed = Only the host or members who can manage messages may replace a player.
error-replace-not-a-player = That person has no seat in the game running here.
error-replace-not-away = Only a player who is away (their clock ran out) can be replaced.
