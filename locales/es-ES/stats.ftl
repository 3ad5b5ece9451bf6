# /stats, /leaderboard, /history, /privacy

cmd-stats = estadisticas
cmd-stats-desc = Partidas, victorias, puntos y puntuación de un jugador
cmd-stats-player = jugador
cmd-stats-player-desc = De quién (tú, si está vacío)
cmd-stats-game = juego
cmd-stats-game-desc = Solo este juego
cmd-stats-share = compartir
cmd-stats-share-desc = Publicarlas en el canal para todos en vez de solo para ti
cmd-leaderboard = clasificacion
cmd-leaderboard-desc = Los mejores jugadores de un juego por puntuación
cmd-leaderboard-game = juego
cmd-leaderboard-game-desc = Qué juego
cmd-leaderboard-scope = alcance
cmd-leaderboard-scope-desc = Jugadores de aquí (este servidor o conversación), o todos en todas partes
scope-server = aquí: este servidor o conversación
scope-everywhere = todas partes
cmd-history = historial
cmd-history-desc = Las últimas partidas terminadas aquí (en este servidor o conversación)
cmd-history-player = jugador
cmd-history-player-desc = Solo las partidas de este jugador
cmd-privacy = privacidad
cmd-privacy-desc = Si apareces en las clasificaciones de todos en todas partes
cmd-privacy-everywhere = todas-partes
cmd-privacy-everywhere-desc = Mostrarte u ocultarte en las clasificaciones "todas partes"
privacy-show = mostrarme
privacy-hide = ocultarme
privacy-shown = Apareces en las clasificaciones "todas partes" (solo puntuación, partidas y victorias).
privacy-hidden = Estás oculto en las clasificaciones "todas partes". Los servidores y las conversaciones donde jugaste aún te muestran a sus miembros.

stats-title = Estadísticas de { $name }
stats-scope-everywhere = Todas las partidas, dondequiera que se jugaran.
stats-scope-server = Partidas en este servidor.
stats-scope-channel = Partidas en esta conversación.
stats-summary = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} · { $rate } % ganadas
stats-favourite = Juego favorito: { $game }
stats-game-heading = { $game } · puntuación { $rating }{ $provisional } { $trend }
stats-provisional = {" "}(provisional)
stats-trend-up = ▲ { $change }
stats-trend-down = ▼ { $change }
stats-game-results = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} · { $rate } % ganadas
stats-game-scores = Puntos de media { $average } · mejor { $best }
stats-image-rating = Puntuación a lo largo del tiempo
stats-image-last = Últimos { $count } resultados
stats-image-game = La imagen: { $game }
stats-no-games-self = Aún no has terminado ninguna partida. ¡Empieza una con { $play }!
stats-no-games-player = { $name } aún no ha terminado ninguna partida en este servidor.
stats-no-games-player-channel = { $name } aún no ha terminado ninguna partida en esta conversación.
stats-no-games-game = { $name } aún no ha terminado ninguna partida de { $game }.
stats-not-a-player = { $name } es un bot: solo las personas tienen estadísticas.

leaderboard-title-server = { $game }: clasificación de este servidor
leaderboard-title-channel = { $game }: clasificación de esta conversación
leaderboard-title-everywhere = { $game }: clasificación de todas partes
leaderboard-row = { $rank }. { $name }: { $rating }{ $provisional } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
leaderboard-empty = Nadie ha terminado aún { $min } partidas de { $game }: ¡juega con { $play }!
leaderboard-you-title = Tú
leaderboard-you = Puesto { $rank } de { $total }, puntuación { $rating }.
leaderboard-you-absent = Apareces aquí tras { $min } partidas terminadas de { $game }.
leaderboard-you-hidden = Estás oculto en esta clasificación (ver { $privacy }).
leaderboard-footer = Página { $page } de { $pages } · ? = puntuación provisional (menos de { $provisional } partidas)
leaderboard-previous = Anterior
leaderboard-next = Siguiente
leaderboard-outdated = Esta clasificación está desfasada: usa { $leaderboard } otra vez.

history-title = Últimas partidas terminadas en este servidor
history-title-player = Últimas partidas terminadas de { $name } en este servidor
history-title-channel = Últimas partidas terminadas en esta conversación
history-title-player-channel = Últimas partidas terminadas de { $name } en esta conversación
history-heading = { $game } · { $date }
history-seat = { $rank }. { $name }: { $score }
history-seat-left = { $rank }. { $name } (dejó la partida a un bot): { $score }
history-winners = { $count ->
    [one] Ganador: { $names }
   *[other] Ganadores: { $names }
}
history-link = [Ir a la partida]({ $link })
history-empty = Aún no ha terminado ninguna partida en este servidor. ¡Empieza una con { $play }!
history-empty-player = { $name } aún no ha terminado ninguna partida en este servidor.
history-empty-channel = Aún no ha terminado ninguna partida en esta conversación. ¡Empieza una con { $play }!
history-empty-player-channel = { $name } aún no ha terminado ninguna partida en esta conversación.
history-replay-button = Repetición #{ $id }
