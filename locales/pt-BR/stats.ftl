# /stats, /leaderboard, /history, /privacy

cmd-stats = estatisticas
cmd-stats-desc = Partidas, vitórias, pontos e classificação de um jogador
cmd-stats-player = jogador
cmd-stats-player-desc = De quem (você, se vazio)
cmd-stats-game = jogo
cmd-stats-game-desc = Só este jogo
cmd-stats-share = compartilhar
cmd-stats-share-desc = Publicar no canal para todos em vez de só para você
cmd-leaderboard = ranking
cmd-leaderboard-desc = Os melhores jogadores de um jogo pela classificação
cmd-leaderboard-game = jogo
cmd-leaderboard-game-desc = Qual jogo
cmd-leaderboard-scope = alcance
cmd-leaderboard-scope-desc = Jogadores daqui (este servidor ou conversa), ou todos em toda parte
scope-server = aqui: este servidor ou conversa
scope-everywhere = toda parte
cmd-history = historico
cmd-history-desc = As últimas partidas terminadas aqui (neste servidor ou conversa)
cmd-history-player = jogador
cmd-history-player-desc = Só as partidas deste jogador
cmd-privacy = privacidade
cmd-privacy-desc = Se você aparece nos rankings de todos em toda parte
cmd-privacy-everywhere = toda-parte
cmd-privacy-everywhere-desc = Mostrar ou esconder você nos rankings "toda parte"
privacy-show = mostrar
privacy-hide = esconder
privacy-shown = Você aparece nos rankings "toda parte" (só classificação, partidas e vitórias).
privacy-hidden = Você está escondido dos rankings "toda parte". Os servidores e as conversas onde você jogou ainda mostram você aos membros deles.

stats-title = Estatísticas de { $name }
stats-scope-everywhere = Todas as partidas, onde quer que tenham sido jogadas.
stats-scope-server = Partidas neste servidor.
stats-scope-channel = Partidas nesta conversa.
stats-summary = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} · { $rate } % ganhas
stats-favourite = Jogo favorito: { $game }
stats-game-heading = { $game } · classificação { $rating }{ $provisional } { $trend }
stats-provisional = {" "}(provisória)
stats-trend-up = ▲ { $change }
stats-trend-down = ▼ { $change }
stats-game-results = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} · { $rate } % ganhas
stats-game-scores = Pontuação média { $average } · melhor { $best }
stats-image-rating = Classificação ao longo do tempo
stats-image-last = Últimos { $count } resultados
stats-image-game = A imagem: { $game }
stats-no-games-self = Você ainda não terminou nenhuma partida. Comece uma com { $play }!
stats-no-games-player = { $name } ainda não terminou nenhuma partida neste servidor.
stats-no-games-player-channel = { $name } ainda não terminou nenhuma partida nesta conversa.
stats-no-games-game = { $name } ainda não terminou nenhuma partida de { $game }.
stats-not-a-player = { $name } é um bot: só pessoas têm estatísticas.

leaderboard-title-server = { $game }: ranking deste servidor
leaderboard-title-channel = { $game }: ranking desta conversa
leaderboard-title-everywhere = { $game }: ranking de toda parte
leaderboard-row = { $rank }. { $name }: { $rating }{ $provisional } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
leaderboard-empty = Ninguém terminou { $min } partidas de { $game } ainda: jogue com { $play }!
leaderboard-you-title = Você
leaderboard-you = Posição { $rank } de { $total }, classificação { $rating }.
leaderboard-you-absent = Você aparece aqui depois de { $min } partidas terminadas de { $game }.
leaderboard-you-hidden = Você está escondido deste ranking (veja { $privacy }).
leaderboard-footer = Página { $page } de { $pages } · ? = classificação provisória (menos de { $provisional } partidas)
leaderboard-previous = Anterior
leaderboard-next = Próxima
leaderboard-outdated = Este ranking está desatualizado: use { $leaderboard } de novo.

history-title = Últimas partidas terminadas neste servidor
history-title-player = Últimas partidas terminadas de { $name } neste servidor
history-title-channel = Últimas partidas terminadas nesta conversa
history-title-player-channel = Últimas partidas terminadas de { $name } nesta conversa
history-heading = { $game } · { $date }
history-seat = { $rank }. { $name }: { $score }
history-seat-left = { $rank }. { $name } (deixou a partida para um bot): { $score }
history-winners = { $count ->
    [one] Vencedor: { $names }
   *[other] Vencedores: { $names }
}
history-link = [Ir para a partida]({ $link })
history-empty = Nenhuma partida terminou neste servidor ainda. Comece uma com { $play }!
history-empty-player = { $name } ainda não terminou nenhuma partida neste servidor.
history-empty-channel = Nenhuma partida terminou nesta conversa ainda. Comece uma com { $play }!
history-empty-player-channel = { $name } ainda não terminou nenhuma partida nesta conversa.
history-replay-button = Replay da mesa #{ $id }
