# /stats, /leaderboard, /history, /privacy

cmd-stats = stats
cmd-stats-desc = Games, wins, scores and ratings of a player
cmd-stats-player = player
cmd-stats-player-desc = Whose statistics (yours if empty)
cmd-stats-game = game
cmd-stats-game-desc = Only this game
cmd-stats-share = share
cmd-stats-share-desc = Post them in the channel for everyone instead of only to you
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = The best players of a game by rating
cmd-leaderboard-game = game
cmd-leaderboard-game-desc = Which game
cmd-leaderboard-scope = scope
cmd-leaderboard-scope-desc = Players here (this server or conversation), or everyone everywhere
scope-server = here: this server or conversation
scope-everywhere = everywhere
cmd-history = history
cmd-history-desc = The last finished games here (this server or conversation)
cmd-history-player = player
cmd-history-player-desc = Only the games of this player
cmd-privacy = privacy
cmd-privacy-desc = Whether you appear on the leaderboards of everyone everywhere
cmd-privacy-everywhere = everywhere
cmd-privacy-everywhere-desc = Show or hide yourself on the "everywhere" leaderboards
privacy-show = show me
privacy-hide = hide me
privacy-shown = You appear on the "everywhere" leaderboards (rating, games and wins only).
privacy-hidden = You are hidden from the "everywhere" leaderboards. Servers and conversations where you played still show you to their members.

stats-title = Statistics of { $name }
stats-scope-everywhere = All games, wherever they were played.
stats-scope-server = Games in this server.
stats-scope-channel = Games in this conversation.
stats-summary = { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $rate } % won
stats-favourite = Favourite game: { $game }
stats-game-heading = { $game } · rating { $rating }{ $provisional } { $trend }
stats-provisional = {" "}(provisional)
stats-trend-up = ▲ { $change }
stats-trend-down = ▼ { $change }
stats-game-results = { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $rate } % won
stats-game-scores = Average score { $average } · best { $best }
stats-image-rating = Rating over time
stats-image-last = Last { $count } results
stats-image-game = The picture: { $game }
stats-no-games-self = You have not finished a game yet. Start one with { $play }!
stats-no-games-player = { $name } has not finished a game in this server yet.
stats-no-games-player-channel = { $name } has not finished a game in this conversation yet.
stats-no-games-game = { $name } has not finished a game of { $game } yet.
stats-not-a-player = { $name } is a bot: only people have statistics.

leaderboard-title-server = { $game }: leaderboard of this server
leaderboard-title-channel = { $game }: leaderboard of this conversation
leaderboard-title-everywhere = { $game }: leaderboard, everywhere
leaderboard-row = { $rank }. { $name }: { $rating }{ $provisional } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
leaderboard-empty = Nobody has finished { $min } games of { $game } yet: play some with { $play }!
leaderboard-you-title = You
leaderboard-you = Rank { $rank } of { $total }, rating { $rating }.
leaderboard-you-absent = You appear here after { $min } finished games of { $game }.
leaderboard-you-hidden = You are hidden from this board (see { $privacy }).
leaderboard-footer = Page { $page } of { $pages } · ? = provisional rating (fewer than { $provisional } games)
leaderboard-previous = Previous
leaderboard-next = Next
leaderboard-outdated = That leaderboard is outdated: use { $leaderboard } again.

history-title = Last finished games in this server
history-title-player = Last finished games of { $name } in this server
history-title-channel = Last finished games in this conversation
history-title-player-channel = Last finished games of { $name } in this conversation
history-heading = { $game } · { $date }
history-seat = { $rank }. { $name }: { $score }
history-seat-left = { $rank }. { $name } (left the game to a bot): { $score }
history-winners = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
history-link = [Go to the game]({ $link })
history-empty = No game has finished in this server yet. Start one with { $play }!
history-empty-player = { $name } has not finished a game in this server yet.
history-empty-channel = No game has finished in this conversation yet. Start one with { $play }!
history-empty-player-channel = { $name } has not finished a game in this conversation yet.
history-replay-button = Replay #{ $id }
