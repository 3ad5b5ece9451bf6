## El juego cuenta su historia: desempates, resúmenes de ronda, el registro, novedades privadas, repeticiones.

## Resúmenes de ronda
story-summary-footer = { $game } · mesa #{ $id }

## Resultados
result-ties = Empates
result-tie-decided = { $names }: { $score } puntos cada uno — decide { $criterion }: { $values }.
result-tie-shared = { $names }: { $score } puntos cada uno, y ningún desempate los separa: comparten el puesto.
result-tie-value = { $name } { $value }
result-replay = Repetición: la animación de abajo. Recórrela paso a paso con { $replay } (mesa número { $id }).

## El registro
table-button-log = Registro
log-title = { $game } · mesa #{ $id } · registro
log-footer = Líneas { $first }–{ $last } de { $total }
log-empty = Todavía no ha pasado nada.
log-private = 🔒 { $line }
log-button-first = ⏮
log-button-previous = ◀
log-button-next = ▶
log-button-last = ⏭
table-recent-more = Jugadas anteriores
table-recent-cut = … { $count ->
    [one] 1 línea anterior
   *[other] { $count } líneas anteriores
} en el Registro.

## Novedades privadas
news-title = **Novedades para ti desde la última vez:**
news-line = 🆕 { $line }

## Repeticiones
cmd-game-replay = repeticion
cmd-game-replay-desc = Recorre paso a paso una partida terminada de este canal, o de este servidor por su número
cmd-game-replay-number = numero
cmd-game-replay-number-desc = El número de mesa (#) de una partida terminada
replay-title = { $game } · mesa #{ $id } · repetición
replay-title-abandoned = { $game } · mesa #{ $id } · repetición de una partida abandonada
replay-step = Paso { $step } de { $steps } · { $summary }
replay-error-unknown = No existe la mesa #{ $id }.
replay-error-running = La mesa #{ $id } todavía se está jugando: su repetición se abre cuando termine.
replay-error-not-played = La mesa #{ $id } nunca se jugó.
replay-error-other-server = La mesa #{ $id } se jugó en otro servidor.
replay-error-elsewhere = La mesa #{ $id } se jugó en otro sitio: su repetición y su registro solo se abren en el servidor o la conversación donde se jugó.
replay-error-none-here = No hay ninguna partida terminada en este canal: indica un número de mesa.
