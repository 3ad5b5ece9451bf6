# Relógios de turno, jogadores ausentes, sair e substituir (issue 15).

cmd-game-leave = sair
cmd-game-leave-desc = Passe o seu lugar nesta partida para um bot até o fim
cmd-game-replace = substituir
cmd-game-replace-desc = Deixe um bot jogar de vez no lugar de um jogador ausente (anfitrião ou moderadores)
cmd-game-replace-player = jogador
cmd-game-replace-player-desc = O jogador ausente cujo lugar um bot assume

table-to-play-until = { $player } (o tempo acaba { $deadline })
table-stand-ins = Bots substitutos
table-stand-in-away = { $name } está ausente — um bot joga no lugar até a pessoa voltar.
table-stand-in-left = { $name } saiu — um bot joga o lugar até o fim.
table-button-back = Voltei

back-welcome = Bem-vindo de volta: o seu lugar é seu de novo.
leave-confirm = Sair mesmo? Um bot joga no seu lugar até o fim da partida e ela conta como derrota para você.
leave-confirm-button = Sim, um bot fica com o meu lugar
leave-done = Você saiu da partida: agora um bot joga no seu lugar.
replace-done = Agora um bot joga no lugar de { $name } até o fim da partida.

error-you-left = Você saiu desta partida: um bot joga no seu lugar.
error-leave-not-running = Só dá para sair de uma partida em andamento; no saguão, use o botão Sair.
error-replace-not-allowed = Só o anfitrião ou quem pode gerenciar mensagens pode substituir um jogador.
error-replace-not-a-player = Essa pessoa não tem lugar na partida em andamento aqui.
error-replace-not-away = Só um jogador ausente (cujo tempo acabou) pode ser substituído.
