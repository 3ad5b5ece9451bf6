# Texts of the Discord bot itself (commands, lobby, table, private messages, errors).

## Slash commands (names: lowercase, no spaces)
cmd-play = play
cmd-play-desc = Open a table for a board game in this channel
cmd-play-game = game
cmd-play-game-desc = Which game to play
cmd-hand = hand
cmd-hand-desc = Show your private hand and your current choice
cmd-game = game
cmd-game-desc = Manage the game running in this channel
cmd-game-status = status
cmd-game-status-desc = Post the table again at the bottom of the channel
cmd-game-abandon = abandon
cmd-game-abandon-desc = Stop the game in this channel (host or moderators)
cmd-rules = rules
cmd-rules-desc = A short summary of a game's rules
cmd-rules-game = game
cmd-rules-game-desc = Which game
cmd-settings = settings
cmd-settings-desc = Bot settings for this server
cmd-settings-language = language
cmd-settings-language-desc = The language of the bot's public messages and images in this server
cmd-settings-language-option = language
cmd-settings-language-option-desc = Pick a language, or follow the server's own setting

## Languages (each in its own language)
language-en-US = English
language-pt-BR = Português (Brasil)
language-es-ES = Español
language-fr = Français
language-server = Server default
settings-language-set = Public messages and images in this server are now in { $language }.

## AI players
seat-ai-name = Bot { $number } ({ $level })
ai-level-easy = Easy
ai-level-easy-description = Plays a random legal move
ai-level-normal = Normal
ai-level-normal-description = Plays sensible moves quickly
ai-level-hard = Hard
ai-level-hard-description = Thinks ahead; takes a moment
ai-level-expert = Expert
ai-level-expert-description = Weighs each move over many possible deals; thinks a few seconds

## Lobby
lobby-title = { $game } — new table
lobby-description = Host: { $host } · { $min }–{ $max } players
lobby-seats = Seats ({ $count }/{ $max })
lobby-hint = Join to take a seat. The host adds bots (Leave removes the last one) and starts the game.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-add-bot = Add a bot…
lobby-cancelled = This table was cancelled.

## Table
table-title = { $game } · table #{ $id }
table-to-play = To play
table-recent = Last moves
table-button-hand = My hand / My turn
table-finished = { $count ->
    [one] Game over: { $winners } wins!
   *[other] Game over: { $winners } share the win!
}
table-rank-line = { $rank }. { $name }: { $score } points
table-category-points = { $category }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
table-abandoned = This game was abandoned by { $user }.
ping-your-turn = { $mentions }: your move in { $game } (table #{ $id }). Click “My hand / My turn” on the table.
status-reposted = The table is now at the bottom of the channel.

## Private messages
hand-title = { $name } · { $game }
hand-waiting = Waiting for { $names }.
hand-done = Done!
hand-game-over = The game is over.
hand-choose = Choose ({ $first }–{ $last })…

## Abandon
abandon-confirm = Really stop this game for everyone? This cannot be undone.
abandon-confirm-button = Yes, abandon the game
abandon-done = The game was abandoned.

## Errors and refusals
error-internal = Sorry, something went wrong (error id { $id }). The game is unchanged.
error-missing-permissions = I cannot run a game here: I need these permissions in this channel: { $permissions }.
error-table-answers-private = I can't open a table here: this server lets apps like me answer only privately, so nobody else would see the game. Ask its admins to allow external apps, or play in a group DM or a server I can speak in.
error-channel-busy = This channel already has a game: { $link }
error-lobby-closed = This table is no longer open.
error-unknown-choice = That choice is not available. Pick one of the options shown.
error-database-busy = The game database is busy right now. Nothing was changed: please try again in a moment.
error-database-unavailable = The game database is not answering right now. Please try again in a moment: a move that went through is saved.
error-discord-fault = Discord did not answer in time, so this reply may be incomplete. Press “My hand / My turn” on the table to see where the game is: a move that went through is saved.
error-discord-fault-opening = Discord did not answer in time, so the table may not have opened. If no new table appears in a moment, try again.
error-restarting = The bot is restarting: click again in a few seconds. Nothing was changed, and every move made before is saved.
error-lobby-full = This table is full.
error-already-seated = You already have a seat at this table.
error-not-in-lobby = You are not seated at this table.
error-host-cannot-leave = As the host, cancel the table instead of leaving it.
error-host-only-start = Only the host can start the game.
error-host-only-bots = Only the host can add bots.
error-player-count = { $game } needs { $min }–{ $max } players.
error-cancel-not-allowed = Only the host or a moderator can cancel this table.
error-abandon-not-allowed = Only the host or a moderator can abandon this game.
error-not-seated = You are not in this game.
error-not-your-turn = It is not your turn: waiting for { $names }.
error-outdated = That button is outdated. Here is your current choice.
error-unknown-button = This button is no longer valid.
error-not-running = This game is no longer running.
error-settings-not-allowed = Only members who can manage the server can change its settings.
error-no-game-here = There is no game running in this channel. Start one with { $play }.
error-game-in-thread = There is no game in this channel itself: its tables are in threads. Use the command in the thread of the table: { $threads }
error-seat-in-thread = You are not in this channel's game: your table is in a thread of it. Use the command there: { $threads }

## Permission names
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-read-message-history = Read Message History

## Issue 18: the turn panel, take-backs, hints, alt text
lobby-button-hints-on = 💡 Hints: on
lobby-button-hints-off = 💡 Hints: off
error-host-only-hints = Only the host can switch hints on or off.
hand-preview-line = **{ $option }**: { $preview }
hand-button-back = ↩ Back
hand-button-hint = 💡 Hint
hand-only-choice = Only one choice: { $option } — done.
hand-took-back = Taken back: choose again.
hand-hint = 💡 Hint: **{ $option }** — { $reason }
error-cannot-take-back = That step is final now: it can no longer be taken back. Here is your current choice.
error-hints-off = Hints are off at this table.
alt-results = Final results of { $game }:
alt-replay = Animated replay of { $game } #{ $id }, { $every ->
        [yes] { $frames } frames: the start, then one per turn
       *[no] { $frames } moments of the game's { $turns } turns
    }. The final table:
alt-replay-step = Replay, step { $step } of { $steps }.
alt-stats = Chart: { $name }'s rating in { $game } over { $games } games, from { $first } to { $last } (lowest { $low }, highest { $high }); below it the last { $count } results, { $wins } of them won.
