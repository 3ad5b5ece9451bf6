# /stats, /leaderboard, /history, /privacy

cmd-stats = statistiques
cmd-stats-desc = Parties, victoires, scores et classement d'un joueur
cmd-stats-player = joueur
cmd-stats-player-desc = De qui (toi, si vide)
cmd-stats-game = jeu
cmd-stats-game-desc = Seulement ce jeu
cmd-stats-share = partager
cmd-stats-share-desc = Les publier dans le salon pour tous plutôt que pour toi seul
cmd-leaderboard = classement
cmd-leaderboard-desc = Les meilleurs joueurs d'un jeu selon leur cote
cmd-leaderboard-game = jeu
cmd-leaderboard-game-desc = Quel jeu
cmd-leaderboard-scope = portee
cmd-leaderboard-scope-desc = Les joueurs d'ici (ce serveur ou cette conversation), ou tout le monde partout
scope-server = ici : ce serveur ou cette conversation
scope-everywhere = partout
cmd-history = historique
cmd-history-desc = Les dernières parties terminées ici (sur ce serveur ou dans cette conversation)
cmd-history-player = joueur
cmd-history-player-desc = Seulement les parties de ce joueur
cmd-privacy = confidentialite
cmd-privacy-desc = Si tu apparais dans les classements de tout le monde partout
cmd-privacy-everywhere = partout
cmd-privacy-everywhere-desc = Te montrer ou te cacher dans les classements « partout »
privacy-show = me montrer
privacy-hide = me cacher
privacy-shown = Tu apparais dans les classements « partout » (cote, parties et victoires seulement).
privacy-hidden = Tu es caché des classements « partout ». Les serveurs et les conversations où tu as joué te montrent toujours à leurs membres.

stats-title = Statistiques de { $name }
stats-scope-everywhere = Toutes les parties, où qu'elles aient été jouées.
stats-scope-server = Parties sur ce serveur.
stats-scope-channel = Parties dans cette conversation.
stats-summary = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} · { $rate } % gagnées
stats-favourite = Jeu préféré : { $game }
stats-game-heading = { $game } · cote { $rating }{ $provisional } { $trend }
stats-provisional = {" "}(provisoire)
stats-trend-up = ▲ { $change }
stats-trend-down = ▼ { $change }
stats-game-results = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} · { $rate } % gagnées
stats-game-scores = Score moyen { $average } · meilleur { $best }
stats-image-rating = La cote au fil du temps
stats-image-last = { $count } derniers résultats
stats-image-game = L'image : { $game }
stats-no-games-self = Tu n'as pas encore terminé de partie. Lance-en une avec { $play } !
stats-no-games-player = { $name } n'a pas encore terminé de partie sur ce serveur.
stats-no-games-player-channel = { $name } n'a pas encore terminé de partie dans cette conversation.
stats-no-games-game = { $name } n'a pas encore terminé de partie de { $game }.
stats-not-a-player = { $name } est un bot : seules les personnes ont des statistiques.

leaderboard-title-server = { $game } : classement de ce serveur
leaderboard-title-channel = { $game } : classement de cette conversation
leaderboard-title-everywhere = { $game } : classement de partout
leaderboard-row = { $rank }. { $name } : { $rating }{ $provisional } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
leaderboard-empty = Personne n'a encore terminé { $min } parties de { $game } : joue avec { $play } !
leaderboard-you-title = Toi
leaderboard-you = Rang { $rank } sur { $total }, cote { $rating }.
leaderboard-you-absent = Tu apparaîtras ici après { $min } parties terminées de { $game }.
leaderboard-you-hidden = Tu es caché de ce classement (voir { $privacy }).
leaderboard-footer = Page { $page } sur { $pages } · ? = cote provisoire (moins de { $provisional } parties)
leaderboard-previous = Précédente
leaderboard-next = Suivante
leaderboard-outdated = Ce classement est périmé : utilise { $leaderboard } à nouveau.

history-title = Dernières parties terminées sur ce serveur
history-title-player = Dernières parties terminées de { $name } sur ce serveur
history-title-channel = Dernières parties terminées dans cette conversation
history-title-player-channel = Dernières parties terminées de { $name } dans cette conversation
history-heading = { $game } · { $date }
history-seat = { $rank }. { $name } : { $score }
history-seat-left = { $rank }. { $name } (a laissé la partie à un bot) : { $score }
history-winners = { $count ->
    [one] Gagnant : { $names }
   *[other] Gagnants : { $names }
}
history-link = [Aller à la partie]({ $link })
history-empty = Aucune partie n'est encore terminée sur ce serveur. Lance-en une avec { $play } !
history-empty-player = { $name } n'a pas encore terminé de partie sur ce serveur.
history-empty-channel = Aucune partie n'est encore terminée dans cette conversation. Lance-en une avec { $play } !
history-empty-player-channel = { $name } n'a pas encore terminé de partie dans cette conversation.
history-replay-button = Rejouer #{ $id }
