## The game tells its story: tie-breaks, round summaries, the log, private news, replays.

## Round summaries
story-summary-footer = { $game } · table #{ $id }

## Results
result-ties = Ties
result-tie-decided = { $names }: { $score } points each — decided by { $criterion }: { $values }.
result-tie-shared = { $names }: { $score } points each, and no tie-break separates them: they share the place.
result-tie-value = { $name } { $value }
result-replay = Replay: the animation below. Step through it with { $replay } (table number { $id }).

## The log
table-button-log = Log
log-title = { $game } · table #{ $id } · log
log-footer = Lines { $first }–{ $last } of { $total }
log-empty = Nothing has happened yet.
log-private = 🔒 { $line }
log-button-first = ⏮
log-button-previous = ◀
log-button-next = ▶
log-button-last = ⏭
table-recent-more = Earlier moves
table-recent-cut = … { $count ->
    [one] 1 earlier line
   *[other] { $count } earlier lines
} in the Log.

## Private news
news-title = **New for you since you last looked:**
news-line = 🆕 { $line }

## Replays
cmd-game-replay = replay
cmd-game-replay-desc = Step through a finished game of this channel, or any of this server by its number
cmd-game-replay-number = number
cmd-game-replay-number-desc = The table number (#) of a finished game
replay-title = { $game } · table #{ $id } · replay
replay-title-abandoned = { $game } · table #{ $id } · replay of an abandoned game
replay-step = Step { $step } of { $steps } · { $summary }
replay-error-unknown = There is no table #{ $id }.
replay-error-running = Table #{ $id } is still being played: its replay opens when it ends.
replay-error-not-played = Table #{ $id } was never played.
replay-error-other-server = Table #{ $id } was played on another server.
replay-error-elsewhere = Table #{ $id } was played elsewhere: its replay and log open only in the server or conversation where it was played.
replay-error-none-here = No finished game in this channel: give a table number.
