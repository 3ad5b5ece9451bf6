# Textos do próprio bot do Discord (comandos, lobby, mesa, mensagens privadas, erros).

## Comandos de barra (nomes: minúsculas, sem espaços)
cmd-play = jogar
cmd-play-desc = Abre uma mesa de jogo de tabuleiro neste canal
cmd-play-game = jogo
cmd-play-game-desc = Qual jogo jogar
cmd-hand = mão
cmd-hand-desc = Mostra a sua mão privada e a sua escolha atual
cmd-game = partida
cmd-game-desc = Gerencia a partida em andamento neste canal
cmd-game-status = status
cmd-game-status-desc = Publica a mesa de novo no fim do canal
cmd-game-abandon = abandonar
cmd-game-abandon-desc = Encerra a partida deste canal (anfitrião ou moderadores)
cmd-rules = regras
cmd-rules-desc = Um resumo curto das regras de um jogo
cmd-rules-game = jogo
cmd-rules-game-desc = Qual jogo
cmd-settings = configurações
cmd-settings-desc = Configurações do bot neste servidor
cmd-settings-language = idioma
cmd-settings-language-desc = O idioma das mensagens públicas e imagens do bot neste servidor
cmd-settings-language-option = idioma
cmd-settings-language-option-desc = Escolha um idioma ou siga a configuração do próprio servidor

## Idiomas (cada um no seu próprio idioma)
language-en-US = English
language-pt-BR = Português (Brasil)
language-es-ES = Español
language-fr = Français
language-server = Padrão do servidor
settings-language-set = As mensagens públicas e imagens deste servidor agora estão em { $language }.

## Jogadores controlados pelo bot
seat-ai-name = Bot { $number } ({ $level })
ai-level-easy = Fácil
ai-level-easy-description = Faz uma jogada válida qualquer, ao acaso
ai-level-normal = Normal
ai-level-normal-description = Faz jogadas sensatas, rapidinho
ai-level-hard = Difícil
ai-level-hard-description = Pensa à frente; demora um pouco
ai-level-expert = Especialista
ai-level-expert-description = Pesa cada jogada em muitas distribuições possíveis; pensa alguns segundos

## Lobby
lobby-title = { $game } — nova mesa
lobby-description = Anfitrião: { $host } · { $min }–{ $max } jogadores
lobby-seats = Lugares ({ $count }/{ $max })
lobby-hint = Clique em Entrar para ocupar um lugar. O anfitrião adiciona bots (Sair remove o último) e inicia a partida.
lobby-button-join = Entrar
lobby-button-leave = Sair
lobby-button-start = Iniciar
lobby-button-cancel = Cancelar
lobby-add-bot = Adicionar um bot…
lobby-cancelled = Esta mesa foi cancelada.

## Mesa
table-title = { $game } · mesa #{ $id }
table-to-play = Na vez
table-recent = Últimas jogadas
table-button-hand = Minha mão / Minha vez
table-finished = { $count ->
    [one] Fim de jogo: { $winners } venceu!
   *[other] Fim de jogo: { $winners } dividem a vitória!
}
table-rank-line = { $rank }. { $name }: { $score ->
    [0] { $score } pontos
    [one] { $score } ponto
   *[other] { $score } pontos
}
table-category-points = { $category }: { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
table-abandoned = Esta partida foi abandonada por { $user }.
ping-your-turn = { $mentions }: sua vez em { $game } (mesa #{ $id }). Clique em “Minha mão / Minha vez” na mesa.
status-reposted = A mesa agora está no fim do canal.

## Mensagens privadas
hand-title = { $name } · { $game }
hand-waiting = Aguardando { $names }.
hand-done = Pronto!
hand-game-over = A partida terminou.
hand-choose = Escolha ({ $first }–{ $last })…

## Abandonar
abandon-confirm = Encerrar mesmo esta partida para todo mundo? Não dá para desfazer.
abandon-confirm-button = Sim, abandonar a partida
abandon-done = A partida foi abandonada.

## Erros e recusas
error-internal = Desculpe, algo deu errado (código do erro { $id }). A partida não foi alterada.
error-missing-permissions = Não consigo rodar uma partida aqui: preciso destas permissões neste canal: { $permissions }.
error-table-answers-private = Não consigo abrir uma mesa aqui: este servidor só deixa apps como eu responderem em particular, então ninguém mais veria a partida. Peça aos admins que permitam apps externos, ou jogue numa DM em grupo ou num servidor onde eu possa falar.
error-channel-busy = Este canal já tem uma partida: { $link }
error-lobby-closed = Esta mesa não está mais aberta.
error-unknown-choice = Essa opção não está disponível. Escolha uma das opções mostradas.
error-database-busy = O banco de dados das partidas está ocupado agora. Nada foi alterado: tente de novo em instantes.
error-database-unavailable = O banco de dados das partidas não está respondendo agora. Tente de novo em instantes: uma jogada que passou está salva.
error-discord-fault = O Discord não respondeu a tempo, então esta resposta pode estar incompleta. Clique em “Minha mão / Minha vez” na mesa para ver onde está a partida: uma jogada que passou está salva.
error-discord-fault-opening = O Discord não respondeu a tempo, então a mesa pode não ter sido aberta. Se nenhuma mesa nova aparecer em instantes, tente de novo.
error-restarting = O bot está reiniciando: clique de novo em alguns segundos. Nada foi alterado, e todas as jogadas feitas antes estão salvas.
error-lobby-full = Esta mesa está cheia.
error-already-seated = Você já tem um lugar nesta mesa.
error-not-in-lobby = Você não tem lugar nesta mesa.
error-host-cannot-leave = Como anfitrião, cancele a mesa em vez de sair dela.
error-host-only-start = Só o anfitrião pode iniciar a partida.
error-host-only-bots = Só o anfitrião pode adicionar bots.
error-player-count = { $game } precisa de { $min } a { $max } jogadores.
error-cancel-not-allowed = Só o anfitrião ou um moderador pode cancelar esta mesa.
error-abandon-not-allowed = Só o anfitrião ou um moderador pode abandonar esta partida.
error-not-seated = Você não está nesta partida.
error-not-your-turn = Não é a sua vez: aguardando { $names }.
error-outdated = Esse botão está desatualizado. Aqui está a sua escolha atual.
error-unknown-button = Este botão não é mais válido.
error-not-running = Esta partida não está mais em andamento.
error-settings-not-allowed = Só membros que podem gerenciar o servidor podem mudar as configurações dele.
error-no-game-here = Não há nenhuma partida em andamento neste canal. Comece uma com { $play }.
error-game-in-thread = Não há nenhuma partida neste canal: as mesas dele ficam em tópicos. Use o comando no tópico da mesa: { $threads }
error-seat-in-thread = Você não está na partida deste canal: a sua mesa está em um tópico dele. Use o comando lá: { $threads }

## Nomes das permissões (como aparecem no Discord em português)
permission-view-channel = Ver canal
permission-send-messages = Enviar mensagens
permission-embed-links = Inserir links
permission-attach-files = Anexar arquivos
permission-read-message-history = Ver histórico de mensagens

## Issue 18: the turn panel, take-backs, hints, alt text
lobby-button-hints-on = 💡 Dicas: ligadas
lobby-button-hints-off = 💡 Dicas: desligadas
error-host-only-hints = Só o anfitrião pode ligar ou desligar as dicas.
hand-preview-line = **{ $option }**: { $preview }
hand-button-back = ↩ Voltar
hand-button-hint = 💡 Dica
hand-only-choice = Só havia uma escolha: { $option } — feito.
hand-took-back = Jogada desfeita: escolha de novo.
hand-hint = 💡 Dica: **{ $option }** — { $reason }
error-cannot-take-back = Essa jogada já é definitiva: não dá mais para desfazer. Aqui está a sua escolha atual.
error-hints-off = As dicas estão desligadas nesta mesa.
alt-results = Resultado final de { $game }:
alt-replay = Replay animado de { $game } nº { $id }, { $every ->
        [yes] { $frames } quadros: o início e depois um por turno
       *[no] { $frames } momentos dos { $turns } turnos da partida
    }. A mesa final:
alt-replay-step = Replay, passo { $step } de { $steps }.
alt-stats = Gráfico: a classificação de { $name } em { $game } ao longo de { $games } partidas, de { $first } a { $last } (mínima { $low }, máxima { $high }); abaixo, os últimos { $count } resultados, { $wins } deles vitórias.
