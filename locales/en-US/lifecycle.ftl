# Issue 15 "Tables that never stall" (part B): pings, lobby clock and seats, threads, rematch.

ping-decision = { $mentions }: your move in { $game } (table #{ $id }) — { $link }
ping-button = My turn
end-announcement = { $result } (table #{ $id }) { $mentions }
table-moved = Table #{ $id } continues here: { $link }
table-waiting-title = Waiting for a click
table-waiting = Discord lets me update this table only when someone clicks one of its buttons. Press Refresh to see where the game is: nothing is lost meanwhile.
table-button-refresh = Refresh

lobby-clock = Clock
lobby-clock-choose = Clock per decision…
lobby-expires = Closes unless started
lobby-remove-seat = Remove a seat…
lobby-expired = This table closed: nobody started it in time.
clock-0 = No clock
clock-120 = 2 minutes per decision
clock-600 = 10 minutes per decision
clock-3600 = 1 hour per decision
clock-86400 = 24 hours per decision

error-lobby-expired = This table expired: nobody started it in time. Use { $play } to open a new one.
error-host-only-clock = Only the host can set the clock.
error-host-only-remove = Only the host can remove a seat.
error-seat-changed = The seats changed meanwhile: look at the table again and choose anew.

final-button-rematch = Rematch
rematch-invite = { $mentions }: { $host } opened a rematch of { $game } (table #{ $old }). Click Join to take your seat: { $link }
rematch-opened = Rematch opened: { $link }
rematch-exists = This game already has a rematch: { $link }
rematch-not-finished = Only a finished game can be played again.
rematch-not-player = Only the players of this game can start a rematch.

thread-name = { $game } #{ $id }
thread-link = { $host } opened a { $game } table (#{ $id }): { $thread }
thread-never-opened = Table #{ $id } never opened: its setup was cut short. Use { $play } to open a new one.

cmd-settings-clock = clock
cmd-settings-clock-desc = The clock new tables get by default (the host can change it in the lobby)
cmd-settings-clock-option = clock
cmd-settings-clock-option-desc = Time per decision; when it runs out, a bot plays for the absent player
cmd-settings-threads = threads
cmd-settings-threads-desc = Whether /play opens each table in its own thread
cmd-settings-threads-option = enabled
cmd-settings-threads-option-desc = On: one thread per table; off: tables in the channel itself
settings-choice-on = On
settings-choice-off = Off
settings-clock-set = New tables in this server get: { $clock }.
settings-threads-on = New tables open in a thread of their own (where the bot may create threads).
settings-threads-off = New tables open in the channel itself (one game per channel).
