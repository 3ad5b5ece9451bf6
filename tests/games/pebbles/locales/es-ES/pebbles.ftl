game-pebbles = Piedrecitas

pebbles-rules =
    Piedrecitas, 2–4 jugadores. Dos montones de 5 piedrecitas más 2 por jugador.
    Por turnos, cada jugador elige un montón y coge 1 o 2 piedrecitas de él. Cada piedrecita vale 1 punto; la última piedrecita de un montón vale 2 más.
    La partida termina cuando los dos montones se acaban.
pebbles-rule-turn-title = Un turno
pebbles-rule-turn = Elige un montón que no esté vacío y coge 1 o 2 piedrecitas de él (no más de las que tiene). Cada piedrecita vale 1 punto.
pebbles-rule-end-title = El final
pebbles-rule-end = Quien coge la última piedrecita de un montón gana 2 puntos más. La partida termina cuando los dos montones se acaban.

pebbles-prompt-pile = ¿De qué montón coges?
pebbles-opt-pile = Montón { $pile } ({ $n })
pebbles-prompt-take = El montón { $pile } tiene { $n } { $n ->
        [one] piedrecita
       *[other] piedrecitas
    }: ¿cuántas coges?
pebbles-opt-take = Coger { $n }
pebbles-preview = { $n ->
        [one] queda { $n }
       *[other] quedan { $n }
    }
pebbles-ev-took = { $player } coge { $n } { $n ->
        [one] piedrecita
       *[other] piedrecitas
    } del montón { $pile }.
pebbles-ev-last = { $player } coge la última piedrecita del montón { $pile }: 2 puntos más.
pebbles-summary = { $n ->
        [one] Queda { $n } piedrecita
       *[other] Quedan { $n } piedrecitas
    }
pebbles-summary-over = Fin de la partida
pebbles-alt-player = { $player }: { $n } { $n ->
        [one] piedrecita
       *[other] piedrecitas
    }, { $score } { $score ->
        [one] punto
       *[other] puntos
    }
pebbles-alt-hand = Has cogido { $n } { $n ->
        [one] piedrecita
       *[other] piedrecitas
    }.
pebbles-cat-pebbles = Piedrecitas cogidas
pebbles-cat-last = Últimas piedrecitas

pebbles-img-pile = Montón { $pile }: { $n }
pebbles-img-over = Fin de la partida
pebbles-img-points = { $n } { $n ->
        [one] punto
       *[other] puntos
    }
pebbles-img-yours = Tus piedrecitas: { $n }
