# Capital Lux: todos los textos que emite el motor (engine/capital_lux).
# Términos de la edición española: Capital, ciudad natal, Científico, Mercader, Agente, Clérigo,
# modificadores, monedas de oro, cartas de bonificación.
#
# { $colour } llega ya traducido (capital-lux-colour-*: verde, amarillo, azul, rosa). Para que el
# adjetivo concuerde con «carta» o «columna» (femenino) se selecciona sobre ese texto:
#   femenino singular: { $colour -> [amarillo] amarilla *[other] { $colour } }
#   femenino plural:   { $colour -> [verde] verdes [amarillo] amarillas [azul] azules *[other] { $colour } }
# («rosa» es invariable). Si se cambian los nombres de los colores, hay que cambiar también estas claves.

game-capital-lux = Capital Lux

## Componentes

capital-lux-colour-green = verde
capital-lux-colour-yellow = amarillo
capital-lux-colour-blue = azul
capital-lux-colour-pink = rosa
capital-lux-power-scientist = Científico: roba una carta
capital-lux-power-merchant = Mercader: coge una moneda
capital-lux-power-agent = Agente: coloca un modificador
capital-lux-power-cleric = Clérigo: lleva una carta a tu ciudad natal
capital-lux-card = { $colour ->
    [amarillo] amarilla
   *[other] { $colour }
} { $value }

## Preguntas y opciones

capital-lux-prompt-pick = { $count ->
    [one] Elige 1 carta para quedártela; el resto pasa a tu vecino de la izquierda.
   *[other] Elige { $count } cartas para quedártelas, de una en una; el resto pasa a tu vecino de la izquierda.
}
capital-lux-prompt-play = Elige una carta para jugar.
capital-lux-prompt-destination = ¿Dónde juegas la carta { $card }?
capital-lux-opt-home = Ciudad natal
capital-lux-opt-capital = Capital ({ $power })
capital-lux-prompt-agent = Has robado el modificador { $value }. Colócalo boca abajo en una columna de la Capital.
capital-lux-opt-column = Columna { $colour ->
    [amarillo] amarilla
   *[other] { $colour }
}
capital-lux-prompt-cleric = Clérigo: ¿de qué color te llevas la carta más baja de la Capital a tu ciudad natal?
capital-lux-opt-take = { $card }
capital-lux-prompt-limit = Tu total de { $colour } en tu ciudad natal es { $home }, por encima del límite de la Capital ({ $limit }). ¿Pagas { $cost ->
    [one] 1 moneda de oro
   *[other] { $cost } monedas de oro
} (tienes { $coins }) para conservar esas cartas esta ronda, o las descartas?
capital-lux-opt-pay = { $coins ->
    [one] Pagar 1 moneda de oro
   *[other] Pagar { $coins } monedas de oro
}
capital-lux-opt-discard = { $cards ->
    [one] Descartar 1 carta { $colour ->
        [amarillo] amarilla
       *[other] { $colour }
    }
   *[other] Descartar { $cards } cartas { $colour ->
        [verde] verdes
        [amarillo] amarillas
        [azul] azules
       *[other] { $colour }
    }
}

## Avances de las opciones (qué hará una opción, según lo que puedes ver)

capital-lux-preview-hidden = { $count ->
        [0] {""}
        [one] {" "}+ { $count } modificador oculto
       *[other] {" "}+ { $count } modificadores ocultos
    }
capital-lux-preview-margin = { $status ->
        [over] te pasas por { $gap }
        [equal] justo en el límite
       *[under] { $gap } de margen
    }
capital-lux-preview-pick = Tu { $colour }: ciudad natal { $home }, elegidas { $picked } → { $after }; Capital { $colour } { $limit }{ $hidden }
capital-lux-preview-choose = Ciudad natal: tu { $colour } { $home } → { $home_after } · Capital { $colour } { $limit } → { $limit_after }{ $hidden }
capital-lux-preview-home = Ciudad natal: tu { $colour } { $before } → { $after } (Capital { $colour } { $limit }{ $hidden }: { $margin })
capital-lux-preview-capital = Capital: { $colour } { $before } → { $after }{ $hidden } (tu { $colour } en la ciudad natal { $home }: { $margin }); { $power }
capital-lux-preview-column = Capital { $colour } { $before } → { $after }{ $hidden } (tu { $colour } en la ciudad natal { $home }: { $margin })
capital-lux-preview-take = Tu { $colour } en la ciudad natal { $home_before } → { $home }; Capital { $colour } { $before } → { $after }{ $hidden }: { $margin }
capital-lux-preview-pay = Conservas { $points } puntos de { $colour } esta ronda; tu oro { $coins } → { $after }
capital-lux-preview-discard = Pierdes { $points } puntos de { $colour }; conservas tu oro ({ $coins })
capital-lux-preview-scientist = { $deck ->
        [0] el mazo está vacío: no hay carta que robar
       *[other] robas una carta (desconocida hasta robarla)
    }
capital-lux-preview-merchant = coges 1 moneda de oro ({ $coins } → { $after })
capital-lux-preview-merchant-none = la reserva no tiene oro: ninguna moneda
capital-lux-preview-agent = { $pile ->
        [0] la pila de modificadores está vacía: ningún modificador
       *[other] robas un modificador (desconocido hasta robarlo) y lo colocas
    }
capital-lux-preview-cleric-none = el Clérigo no encuentra nada que llevarse
capital-lux-preview-cleric-1 = el Clérigo lleva { $a } a tu ciudad natal
capital-lux-preview-cleric-2 = el Clérigo lleva { $a } o { $b } a tu ciudad natal
capital-lux-preview-cleric-3 = el Clérigo lleva { $a }, { $b } o { $c } a tu ciudad natal

## Pistas (el motivo de la IA normal, según su propia puntuación)

capital-lux-hint-colour = Límite esperado de { $colour } al final de la ronda: unos { $limit } (más o menos { $spread }); { $gain ->
        [0] casi tan bueno como la siguiente opción
        [one] aproximadamente { $gain } punto mejor que la siguiente opción
       *[other] aproximadamente { $gain } puntos mejor que la siguiente opción
    }
capital-lux-hint-pay = Pagar { $cost } de oro conserva { $home } puntos de { $colour }: vale la pena esta ronda
capital-lux-hint-discard = { $cost } de oro es demasiado para mantener { $home } puntos de { $colour } en riesgo en las próximas rondas

## Descripciones de las imágenes (texto alternativo)

capital-lux-alt-draft = Todos eligen a la vez (pase { $step } de 2).
capital-lux-alt-turn = Turno de { $player }.
capital-lux-alt-deciding = Por encima de un límite, decidiendo: { $players }.
capital-lux-alt-column = { $total }{ $hidden ->
        [0] {""}
        [one] {" "}+ { $hidden } modificador boca abajo
       *[other] {" "}+ { $hidden } modificadores boca abajo
    }
capital-lux-alt-capital = Capital: verde { $green }, amarilla { $yellow }, azul { $blue }, rosa { $pink }.
capital-lux-alt-limits = Límites de la ronda { $round }: verde { $green }, amarilla { $yellow }, azul { $blue }, rosa { $pink }.
capital-lux-alt-player = { $player }{ $start ->
        [yes] {" "}(jugador inicial)
       *[no] {""}
    }: ciudad natal verde { $green }, amarilla { $yellow }, azul { $blue }, rosa { $pink }; { $coins } de oro; { $hand } en la mano; { $bonus } { $bonus ->
        [one] bonificación
       *[other] bonificaciones
    }; { $final ->
        [yes] puntuación final { $score }
       *[no] { $score ->
            [one] { $score } punto por ahora
           *[other] { $score } puntos por ahora
        }
    }.
capital-lux-alt-piles = Mazo: { $deck } cartas. Pila de modificadores: { $pile }.
capital-lux-alt-hand = Tu mano, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
capital-lux-alt-draft-cards = Para elegir, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
capital-lux-alt-picks = Tus elecciones: { $cards }.
capital-lux-alt-waiting = Nada que decidir: esperando a los demás.
capital-lux-alt-over = Tu { $colour } supera su límite: paga la diferencia o descarta.
capital-lux-alt-modifier = { $value } en { $colour }
capital-lux-alt-extras = Tus modificadores: { $modifiers }. Tus bonificaciones: { $bonus }.
capital-lux-alt-no-modifiers = ninguno
capital-lux-alt-passed = Has pasado a { $player } (aún sin jugar): { $cards }.

## Registro de la partida

capital-lux-ev-round = Ronda { $round }: empieza { $player }; { $cards ->
    [one] se reparte 1 carta
   *[other] se reparten { $cards } cartas
} a cada jugador para la selección.
capital-lux-ev-picked = { $player } ha elegido una carta.
capital-lux-ev-you-picked = Has elegido la carta { $card }.
capital-lux-ev-passed = Las cartas restantes pasan a la izquierda (pase { $step }).
capital-lux-ev-home = { $player } ha jugado la carta { $card } en su ciudad natal.
capital-lux-ev-capital = { $player } ha jugado la carta { $card } en la Capital.
capital-lux-ev-drew = { $player } ha robado una carta (Científico).
capital-lux-ev-you-drew = Has robado la carta { $card }.
capital-lux-ev-deck-empty = El mazo está vacío: no hay carta que robar.
capital-lux-ev-coin = { $player } ha cogido una moneda de oro (Mercader).
capital-lux-ev-supply-empty = No queda oro en la reserva: no hay moneda que coger.
capital-lux-ev-drew-mod = { $player } ha robado un modificador (Agente).
capital-lux-ev-you-drew-mod = Tu modificador es { $value }.
capital-lux-ev-no-modifier = La pila de modificadores está vacía: no hay modificador que colocar.
capital-lux-ev-placed = { $player } ha colocado un modificador boca abajo en la columna { $colour ->
    [amarillo] amarilla
   *[other] { $colour }
}.
capital-lux-ev-cleric = { $player } se ha llevado la carta { $card } de la Capital a su ciudad natal (Clérigo).
capital-lux-ev-cleric-nothing = La Capital no tiene cartas azules, amarillas ni verdes: el Clérigo no se lleva nada.
capital-lux-ev-last-turns = { $player } se ha quedado sin cartas: los demás juegan un último turno.
capital-lux-ev-skipped = { $player } no tiene cartas y se salta el último turno.
capital-lux-ev-hand-home = { $player } ha puesto en su ciudad natal { $cards ->
    [one] la carta que le quedaba en la mano
   *[other] las { $cards } cartas que le quedaban en la mano
}.
capital-lux-ev-revealed = El modificador de { $player } en la columna { $colour ->
    [amarillo] amarilla
   *[other] { $colour }
} es { $value }.
capital-lux-ev-paid = { $player } ha pagado { $coins ->
    [one] 1 moneda de oro
   *[other] { $coins } monedas de oro
} para conservar sus cartas { $colour ->
    [verde] verdes
    [amarillo] amarillas
    [azul] azules
   *[other] { $colour }
} esta ronda.
capital-lux-ev-discarded = { $player } ha descartado { $cards ->
    [one] 1 carta { $colour ->
        [amarillo] amarilla
       *[other] { $colour }
    }
   *[other] { $cards } cartas { $colour ->
        [verde] verdes
        [amarillo] amarillas
        [azul] azules
       *[other] { $colour }
    }
} ({ $points ->
    [one] 1 punto
   *[other] { $points } puntos
}): superaba el límite de la Capital.
capital-lux-ev-bonus = { $player } se ha llevado la carta de bonificación { $colour ->
    [amarillo] amarilla
   *[other] { $colour }
}.
capital-lux-ev-you-bonus = Tu carta de bonificación es la { $card }.
capital-lux-ev-start-player = { $player } empieza la siguiente ronda.
capital-lux-ev-game-over = Ha terminado la tercera ronda: puntuación final.

## Resumen de la mesa

capital-lux-summary-draft = Ronda { $round } · Selección
capital-lux-summary-play = Ronda { $round } · Juego
capital-lux-summary-final = Ronda { $round } · Últimos turnos
capital-lux-summary-limits = Ronda { $round } · Límites
capital-lux-summary-over = Fin de la partida

## Puntuación final

capital-lux-cat-home = Ciudad natal
capital-lux-cat-bonus = Bonificaciones
capital-lux-cat-coins = Oro

## Resumen de reglas (/reglas)

capital-lux-rules =
    Capital Lux, 2–4 jugadores, 3 rondas. 72 cartas de cuatro colores (valores 2–6): Científico verde, Mercader amarillo, Agente azul, Clérigo rosa.
    Selección (draft): todos reciben 6 cartas (5 con 4 jugadores), eligen 2 y pasan el resto a la izquierda, vuelven a elegir 2 y a pasar a la izquierda, y se quedan las últimas cartas recibidas.
    Juego: desde el jugador inicial, en el sentido de las agujas del reloj, juega una carta en tu ciudad natal (puntos) o en la columna de su color de la Capital, aplicando su poder:
    • Científico: roba una carta a tu mano.
    • Mercader: coge 1 moneda de oro.
    • Agente: roba un modificador (+4, +2, −1, −3), míralo y colócalo boca abajo en cualquier columna de la Capital.
    • Clérigo: elige azul, amarillo o verde y lleva la carta más baja de ese color de la Capital a tu ciudad natal.
    Cuando alguien termina un turno con la mano vacía, los demás juegan un último turno; las cartas que queden en la mano van a la ciudad natal.
    Fin de ronda: se revelan los modificadores. Para cada color, si el total de tu ciudad natal supera el total de la Capital (cartas + modificadores), descarta todas tus cartas de ese color o paga la diferencia en oro para conservarlas esta ronda. Quien tenga el total más alto de cada color en su ciudad natal se lleva la carta más alta de ese color de la Capital como bonificación boca abajo (los empates, por orden de turno). Quien tenga el total más alto en su ciudad natal empieza la siguiente ronda.
    Puntuación: cartas de la ciudad natal + cartas de bonificación + 1 por moneda de oro. Desempate: más seises, luego cincos, cuatros, treses y doses.

## La regla detrás de cada decisión: el botón Reglas del panel de turno y /reglas regla:

capital-lux-rule-draft-title = Selección (draft)
capital-lux-rule-draft = Todos reciben 6 cartas (5 con 4 jugadores), eligen 2 y pasan el resto a la izquierda, vuelven a elegir 2 y a pasar el resto a la izquierda, y se quedan las últimas cartas recibidas. Las cartas elegidas y las que te quedan son tu mano de la ronda.
capital-lux-rule-play-title = Jugar una carta
capital-lux-rule-play = Desde el jugador inicial, en el sentido de las agujas del reloj, cada turno juega una carta boca arriba: en tu ciudad natal (puntúa, sin efecto) o en la columna de su color de la Capital, y entonces debes aplicar su poder.
capital-lux-rule-powers-title = Poderes
capital-lux-rule-powers = Científico (verde): roba una carta a tu mano. Mercader (amarillo): coge 1 moneda de oro. Agente (azul): roba un modificador y colócalo boca abajo en cualquier columna de la Capital. Clérigo (rosa): elige azul, amarillo o verde y lleva la carta más baja de ese color de la Capital a tu ciudad natal; el rosa nunca se puede coger. Un poder no hace nada cuando lo que da se ha agotado.
capital-lux-rule-modifiers-title = Modificadores
capital-lux-rule-modifiers = Los modificadores son +4, +2, −1 y −3. Quien juega un Agente mira el modificador robado y lo coloca boca abajo en cualquier columna de la Capital (una columna puede tener varios): solo esa persona conoce su valor hasta el fin de la ronda, cuando todos se revelan y se suman a sus columnas.
capital-lux-rule-round-end-title = Fin de ronda
capital-lux-rule-round-end = Cuando alguien termina un turno con la mano vacía, cada uno de los demás juega un turno más (quien no tiene cartas se lo salta). Un Científico jugado en la Capital como tu última carta roba una carta, así que tu mano no queda vacía. Las cartas que queden en la mano van a la ciudad natal de su dueño.
capital-lux-rule-limits-title = Límites
capital-lux-rule-limits = Al final de la ronda, el total de la Capital de un color es la suma de sus cartas y sus modificadores. Si el total de ese color en tu ciudad natal lo supera, descartas todas tus cartas de ese color de tu ciudad natal, salvo que pagues la diferencia entera en oro para conservarlas esta ronda. Igualarlo está permitido.
capital-lux-rule-bonus-title = Bonificaciones y siguiente ronda
capital-lux-rule-bonus = Para cada color, el total más alto en la ciudad natal (mayor que 0) se lleva boca abajo la carta más alta de ese color de la Capital; solo puntúa al final. Los empates cogen cartas por orden de turno. Después se vuelven a barajar los modificadores, y quien tenga el total más alto en su ciudad natal, sumando todos los colores, empieza la siguiente ronda.
capital-lux-rule-scoring-title = Puntuación final
capital-lux-rule-scoring = Tras 3 rondas: cartas de la ciudad natal + cartas de bonificación + 1 por moneda de oro. Desempate: más seises, luego cincos, cuatros, treses y doses; si persiste, victoria compartida.

## Imágenes

capital-lux-img-colour-green = Verde
capital-lux-img-colour-yellow = Amarilla
capital-lux-img-colour-blue = Azul
capital-lux-img-colour-pink = Rosa
capital-lux-img-power-scientist = Científico
capital-lux-img-power-merchant = Mercader
capital-lux-img-power-agent = Agente
capital-lux-img-power-cleric = Clérigo
capital-lux-img-round = Ronda { $round } de { $rounds }
capital-lux-img-turn = Turno de { $player }
capital-lux-img-title-draft = Selección
capital-lux-img-title-limits = Fin de la ronda { $round }
capital-lux-img-title-over = Fin de la partida
capital-lux-img-status-draft = Todos eligen a la vez y pasan el resto a la izquierda (pase { $step } de 2).
capital-lux-img-status-play = Juega una carta en su ciudad natal o en la Capital.
capital-lux-img-status-agent = Agente: coloca un modificador boca abajo en una columna.
capital-lux-img-status-cleric = Clérigo: se lleva a su ciudad la carta más baja de un color.
capital-lux-img-status-last = { $count ->
        [0] Último turno de la ronda.
        [one] Últimos turnos: queda 1 jugador más después de este.
       *[other] Últimos turnos: quedan { $count } jugadores más después de este.
    }
capital-lux-img-status-limits = Límite superado en una columna: paga la diferencia en oro o descarta.
capital-lux-img-status-over = Puntuación final: ciudades natales, cartas de bonificación y oro.
capital-lux-img-capital = La Capital
capital-lux-img-report = Fin de la ronda { $round }
capital-lux-img-limit = Límite { $limit }
capital-lux-img-legend-gold = Oro
capital-lux-img-legend-hand = Cartas en mano
capital-lux-img-legend-bonus = Cartas de bonificación
capital-lux-img-legend-start = Jugador inicial
capital-lux-img-legend-opening = Modificador inicial (empieza el mayor)
capital-lux-img-legend-picked = Ya eligió
capital-lux-img-legend-modifier = Modificador (boca abajo)
capital-lux-img-legend-deck = Mazo
capital-lux-img-legend-paid = Oro pagado para conservar
capital-lux-img-legend-discarded = Cartas descartadas
capital-lux-img-legend-over = Exceso sobre el límite
capital-lux-img-your-hand = Tu mano
capital-lux-img-your-draft = Tu selección
capital-lux-img-hand-count = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
capital-lux-img-to-pick = { $count ->
        [0] esperando a los demás
        [one] elige 1 carta
       *[other] elige { $count } cartas
    }
capital-lux-img-draft-cards = Elige entre estas
capital-lux-img-picks = Tus elecciones
capital-lux-img-empty-hand = No tienes cartas en la mano.
capital-lux-img-chosen = Jugando
capital-lux-img-your-modifiers = Tus modificadores
capital-lux-img-to-place = Por colocar
capital-lux-img-your-bonus = Tus bonificaciones
capital-lux-img-passed-to = Pasadas a
capital-lux-img-none = nada

## Criterios de desempate (motor)

capital-lux-tie-value = número de cartas de { $value }

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

## La lección (/aprender): lo que dice en cada decisión de quien aprende, según los pasos
## de lesson.py. Las cifras salen de la vista de quien aprende en ese momento.

lesson-capital-lux-pick-limits = ¡La última ronda de Capital Lux! Primero la selección: elige 2 de tus 6 cartas, de una en una, y pasa el resto al Bot; luego elige 2 de las cartas que te pase el Bot; las 2 últimas son tuyas. Ojo con los límites: al final de la ronda, un color que vale más en tu ciudad natal que en la Capital se pierde. Rosa: { $pink_home } en tu ciudad natal, { $pink_capital } en las cartas de la Capital, así que una **rosa 6** cabe. Elígela.
lesson-capital-lux-pick-agent = Ahora la **azul 4**: jugada en la Capital, una carta azul es un Agente, que coloca un modificador secreto (+4, +2, −1 o −3) en cualquier columna de la Capital. Elígela.
lesson-capital-lux-pick-received = Estas cartas vienen del Bot. Coge la **verde 6**: jugada en la Capital, una carta verde es un Científico, que te roba una carta.
lesson-capital-lux-pick-merchant = Y la **amarilla 2**: jugada en la Capital, una carta amarilla es un Mercader, que te da una moneda de oro. Las 2 cartas que quedan de tu primer paquete vuelven a ti.
lesson-capital-lux-scientist = Tu mano de la ronda. En cada turno, elige una carta y luego adónde va: tu ciudad natal (puntúa) o la Capital (su poder). Juega la **verde 6** en la Capital: su columna crece, y el Científico te roba una carta.
lesson-capital-lux-agent = Ahora la **azul 4** a la Capital: el Agente roba un modificador que solo ves tú.
lesson-capital-lux-place = Colócalo boca abajo en una columna: al final de la ronda cuenta en el total de la Capital de ese color. Un más sube un límite (bueno bajo tus colores), un menos lo baja (bueno bajo los del Bot).
lesson-capital-lux-home = Ahora algo para tu ciudad natal: la **rosa 6**. Tu rosa allí suma { $pink_home }; con el 6 sigue dentro de las cartas rosas de la Capital ({ $pink_capital }). Las cartas de tu ciudad natal son tus puntos: con tu oro, { $points } por ahora.
lesson-capital-lux-merchant = La **amarilla 2** a la Capital: el Mercader te da una moneda de oro (tienes { $coins } por ahora). Una moneda vale 1 punto al final, o paga un color por encima de su límite.
lesson-capital-lux-cleric = La **rosa 3** a la Capital: un Clérigo lleva a tu ciudad natal la carta más baja de la Capital en azul, amarillo o verde, a tu elección.
lesson-capital-lux-cleric-colour = Elige el color: la carta más baja de esa columna pasa a tu ciudad natal, donde puntúa y cuenta para el límite de ese color.
lesson-capital-lux-last-cards = Tus últimas cartas: juégalas como quieras. Cuando una mano se vacía, los demás juegan un último turno; luego se revelan los modificadores, se resuelven los límites, y el total más alto de cada color en la ciudad natal se lleva la carta más alta de ese color de la Capital como bonificación boca abajo. La puntuación final suma ciudad natal, bonificaciones y oro: tienes { $points } sin bonificaciones, el Bot { $rival }.
lesson-capital-lux-end = La partida ha terminado: tienes { $points } puntos, y el Bot, { $rival } (ciudad natal, bonificaciones y oro). ¿Qué tal una partida entera? **Jugar una partida de verdad** abre una mesa contra un bot fácil en este canal.
