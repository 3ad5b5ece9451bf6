## O jogo conta sua história: desempates, resumos de rodada, o registro, novidades privadas, replays.

## Resumos de rodada
story-summary-footer = { $game } · mesa #{ $id }

## Resultados
result-ties = Empates
result-tie-decided = { $names }: { $score } pontos cada — decidido por { $criterion }: { $values }.
result-tie-shared = { $names }: { $score } pontos cada, e nenhum desempate os separa: dividem a posição.
result-tie-value = { $name } { $value }
result-replay = Replay: a animação abaixo. Veja passo a passo com { $replay } (mesa número { $id }).

## O registro
table-button-log = Registro
log-title = { $game } · mesa #{ $id } · registro
log-footer = Linhas { $first }–{ $last } de { $total }
log-empty = Nada aconteceu ainda.
log-private = 🔒 { $line }
log-button-first = ⏮
log-button-previous = ◀
log-button-next = ▶
log-button-last = ⏭
table-recent-more = Jogadas anteriores
table-recent-cut = … { $count ->
    [one] 1 linha anterior
   *[other] { $count } linhas anteriores
} no Registro.

## Novidades privadas
news-title = **Novidades para você desde a última vez:**
news-line = 🆕 { $line }

## Replays
cmd-game-replay = replay
cmd-game-replay-desc = Veja passo a passo uma partida terminada deste canal, ou deste servidor pelo número
cmd-game-replay-number = numero
cmd-game-replay-number-desc = O número da mesa (#) de uma partida terminada
replay-title = { $game } · mesa #{ $id } · replay
replay-title-abandoned = { $game } · mesa #{ $id } · replay de uma partida abandonada
replay-step = Passo { $step } de { $steps } · { $summary }
replay-error-unknown = Não existe a mesa #{ $id }.
replay-error-running = A mesa #{ $id } ainda está em jogo: o replay abre quando ela terminar.
replay-error-not-played = A mesa #{ $id } nunca foi jogada.
replay-error-other-server = A mesa #{ $id } foi jogada em outro servidor.
replay-error-elsewhere = A mesa #{ $id } foi jogada em outro lugar: o replay e o registro dela só abrem no servidor ou na conversa onde ela foi jogada.
replay-error-none-here = Nenhuma partida terminada neste canal: informe o número de uma mesa.
