## El juego cuenta su historia: desempates, resúmenes de ronda, el registro, novedades privadas, repeticiones.

## Criterios de desempate (motor)
capital-lux-tie-value = número de cartas de { $value }
luxor-tie-sarcophagus = sarcófago más alto
mausoleum-tie-sets = conjuntos completos
mausoleum-tie-characters = personajes distintos usados

## Resumen de ronda de Capital Lux (motor)
capital-lux-sum-title = Fin de la ronda { $round }
capital-lux-sum-limit = **{ $colour ->
        [amarillo] amarilla
       *[other] { $colour }
    }**: la Capital permite { $limit } { $modifiers ->
    [0] (sin modificador)
    [one] (1 modificador)
   *[other] ({ $modifiers } modificadores)
}
capital-lux-sum-modifier = ↳ modificador de { $player }: { $value }
capital-lux-sum-paid = { $player } superó el límite de las cartas { $colour ->
        [verde] verdes
        [amarillo] amarillas
        [azul] azules
       *[other] { $colour }
    } y pagó { $coins } de oro para conservar esas cartas.
capital-lux-sum-discarded = { $player } superó el límite de las cartas { $colour ->
        [verde] verdes
        [amarillo] amarillas
        [azul] azules
       *[other] { $colour }
    } y descartó { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} por valor de { $points } puntos.
capital-lux-sum-all-within = Nadie superó un límite.
capital-lux-sum-bonus = { $player } se llevó la carta de bonificación { $colour ->
        [amarillo] amarilla
       *[other] { $colour }
    }.
capital-lux-sum-home = { $player } — ciudad natal: verde { $c0 }, amarilla { $c1 }, azul { $c2 }, rosa { $c3 } · oro { $coins }
capital-lux-sum-next = { $player } empieza la siguiente ronda.
capital-lux-sum-last = Era la última ronda: siguen los resultados.
capital-lux-ev-you-dealt = Te han repartido: { $cards }.
capital-lux-list = { $first }{ $separator }{ $rest }
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
