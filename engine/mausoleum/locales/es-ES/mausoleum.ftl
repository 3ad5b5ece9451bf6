# Guardianes del Mausoleo (engine/mausoleum). Los asientos llegan como etiquetas seat-name anidadas
# y las cartas como etiquetas mausoleum-card-* anidadas. Los nombres de carta se usan como nombres
# propios, sin artículo («juega Terremoto», «revela Escultores»).

game-mausoleum = Guardianes del Mausoleo

## Cartas

mausoleum-card-base = Base
mausoleum-card-columns = Columnas
mausoleum-card-pyramid = Pirámide
mausoleum-card-statues = Estatuas
mausoleum-card-mausolus = Mausolo
mausoleum-card-artemisia = Artemisia II
mausoleum-card-architects = Arquitectos
mausoleum-card-sculptors = Escultores
mausoleum-card-earthquake = Terremoto
mausoleum-card-invasion = Invasión
mausoleum-card-discovery = Descubrimiento arqueológico
mausoleum-card-exchange = Intercambio
mausoleum-card-theft = Robo
mausoleum-card-protection = Protección

## Preguntas

mausoleum-prompt-play = Juega una carta de tu mano o pasa.
mausoleum-prompt-play-final = El mazo está vacío: juega una carta o pasa. La partida termina cuando todos pasan seguidos ({ $passes } de { $players } por ahora).
mausoleum-prompt-target = ¿A quién atacas con { $card }?
mausoleum-prompt-defend = { $player } te ataca con { $card }. ¿Revelas una defensa de tu mano?
mausoleum-prompt-construction = { $card }: elige una carta de construcción de la zona de { $target }.
mausoleum-prompt-give = Intercambio: elige la carta que le das a { $target }.
mausoleum-prompt-recover = Descubrimiento arqueológico: elige qué carta coges de la pila de descarte.
mausoleum-prompt-discard = Tu mano supera el límite de 5: descarta { $count ->
        [one] una carta
       *[other] { $count } cartas, de una en una
    }.

## Opciones

mausoleum-opt-play = Jugar { $card }
mausoleum-opt-pass = Pasar
mausoleum-opt-target = Atacar a { $player }
mausoleum-opt-defend = Revelar { $card }
mausoleum-opt-allow = Dejar pasar el ataque
mausoleum-opt-construction = { $card }
mausoleum-opt-give = Dar { $card }
mausoleum-opt-recover = Coger { $card }
mausoleum-opt-discard = Descartar { $card }

## Avances de las opciones (qué hará una opción, según lo que puedes ver)

mausoleum-preview-set = Completa un conjunto: tu puntuación { $before } → { $after }
mausoleum-preview-toward = Conjunto { $set }: { $have } → { $after } de los 4 tipos en tu zona
mausoleum-preview-spare = Una carta { $card } de más (tienes { $count }): tu siguiente conjunto no avanza
mausoleum-preview-mausolus = Duplica uno de tus conjuntos: tu puntuación { $before } → { $after }
mausoleum-preview-mausolus-again = Ya tienes un Mausolo: solo cuenta uno, ningún punto
mausoleum-preview-mausolus-later = Aún no tienes un conjunto completo: +{ $points } cuando completes uno
mausoleum-preview-artemisia = { $count ->
        [0] El mazo de robo está vacío: no hay carta que robar
        [one] Robas { $count } carta más (la última del mazo)
       *[other] Robas { $count } cartas más ({ $draw } en el mazo de robo)
    }
mausoleum-preview-architects = Monta guardia en tu zona: anula el próximo Terremoto o Invasión contra ti
mausoleum-preview-sculptors = Monta guardia en tu zona: anula el próximo Intercambio o Robo contra ti
mausoleum-preview-protection = Se queda en tu zona: anula el próximo ataque de cualquier tipo contra ti
mausoleum-preview-discovery = Coge la carta que quieras de la pila de descartes ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para elegir)
mausoleum-preview-attack = { $count } objetivos posibles: eliges a continuación
mausoleum-preview-blocked = bloqueado al instante por { $guard } en su zona
mausoleum-preview-defence-unknown = ¿{ $guard } en su mano? desconocido
mausoleum-preview-defence-none = no queda ningún { $guard } sin ver: no puede defenderse
mausoleum-preview-target-hand = { $card } contra { $target } ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano; { $defence })
mausoleum-preview-target-area = { $card } contra { $target } (puntuación { $points }, { $sets ->
        [one] { $sets } conjunto
       *[other] { $sets } conjuntos
    }; { $defence })
mausoleum-preview-earthquake = { $target } pierde { $card }: su puntuación { $before } → { $after }
mausoleum-preview-invasion = { $card } pasa a tu zona: puntuación de { $target } { $before } → { $after }, la tuya { $mine } → { $mine_after }
mausoleum-preview-give = { $target } la recibe; coges al azar 1 de sus { $cards } cartas
mausoleum-preview-recover = { $card } va a tu mano
mausoleum-preview-recover-then = { $card } va a tu mano; jugada después: { $then }
mausoleum-preview-defend = Anula { $card }; si no: { $stake }
mausoleum-preview-stake-theft = { $player } coge al azar 1 de tus { $cards } cartas
mausoleum-preview-stake-exchange = { $player } coge al azar 1 de tus { $cards } cartas y te da una
mausoleum-preview-stake-earthquake = { $player } elige una de tus construcciones para descartar (tu puntuación ahora: { $points })
mausoleum-preview-stake-invasion = { $player } elige una de tus construcciones para llevársela (tu puntuación ahora: { $points })
mausoleum-preview-discard = { $card } a la pila de descartes ({ $left ->
        [0] no te queda ninguna en la mano
        [one] te queda { $left } en la mano
       *[other] te quedan { $left } en la mano
    })
mausoleum-preview-pass = Termina tu turno sin jugar
mausoleum-preview-pass-final = Pases seguidos: { $passes } de { $players }{ $ends ->
        [yes] {" "}— la partida termina
       *[no] {""}
    }

## Pistas (el motivo de la IA normal, según su propia puntuación)

mausoleum-hint-pass = No vale la pena jugar nada ahora: guardar tus cartas vale más (mejor jugada: unos { $best })
mausoleum-hint-play = { $card } es lo que más vale ahora: unos { $worth } según los valores de la IA
mausoleum-hint-target = { $target }: { $chance } % de probabilidad de que el ataque pase, vale unos { $worth }
mausoleum-hint-defend = Unos { $stake } en juego: más de lo que vale guardar tus { $card } ({ $keep })
mausoleum-hint-allow = Solo unos { $stake } en juego: tus { $card } valen más guardados ({ $keep })
mausoleum-hint-hit = { $card } es lo que más daño hace a { $target }: unos { $worth }
mausoleum-hint-least = { $card } es lo que menos te cuesta: unos { $worth }
mausoleum-hint-recover = { $card } es lo que más vale para ti: unos { $worth }
mausoleum-hint-points = { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }

## Descripciones de las imágenes (texto alternativo)

mausoleum-alt-discard = Pila de descartes: { $count } cartas, arriba: { $top }.
mausoleum-alt-attack = { $player } apunta { $card } contra { $target }.
mausoleum-alt-in-play = { $player } está jugando { $card }.
mausoleum-alt-passes = El mazo de robo está vacío: { $passes } de { $players } han pasado seguidos.
mausoleum-alt-count = { $card } ×{ $count }
mausoleum-alt-player = { $player }: { $final ->
        [yes] puntuación final { $points }
       *[no] { $points } puntos
    }, { $sets ->
        [one] { $sets } conjunto completo
       *[other] { $sets } conjuntos completos
    }; Base { $base }, Columnas { $columns }, Pirámide { $pyramid }, Estatuas { $statues }; además: { $extras }; { $hand } en la mano.
mausoleum-alt-hand = Tu mano, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
mausoleum-alt-chosen = Estás jugando { $card }.
mausoleum-alt-waiting = Esperando a { $player }.

## Sucesos

mausoleum-ev-drew = { $player } roba { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.
mausoleum-ev-drew-card = Has robado { $card }.
mausoleum-ev-draw-pile-empty = El mazo se ha agotado: ya no se roba más. La partida termina cuando todos pasan seguidos.
mausoleum-ev-no-cards = { $player } no tiene cartas y pasa.
mausoleum-ev-passed = { $player } pasa.
mausoleum-ev-discarded = { $player } descarta { $card }.
mausoleum-ev-played = { $player } juega { $card }.
mausoleum-ev-recovered = { $player } coge { $card } de la pila de descarte.
mausoleum-ev-attack = { $player } lanza { $card } contra { $target }.
mausoleum-ev-blocked = { $guard }, en la zona de { $target }, anula { $card }.
mausoleum-ev-defended = { $target } revela { $guard } y anula { $card }.
mausoleum-ev-let-through = { $target } deja pasar el ataque.
mausoleum-ev-earthquake = ¡Terremoto! { $target } descarta { $construction }.
mausoleum-ev-invasion = { $player } se lleva { $construction } de la zona de { $target }.
mausoleum-ev-exchange = { $player } intercambia una carta con { $target }.
mausoleum-ev-exchange-attacker = Has dado { $gave } a { $target } y has recibido { $got }.
mausoleum-ev-exchange-target = { $player } se ha llevado tu { $gave } y te ha dado { $got }.
mausoleum-ev-theft = { $player } le roba una carta a { $target }.
mausoleum-ev-theft-attacker = Le has robado { $card } a { $target }.
mausoleum-ev-theft-target = { $player } te ha robado { $card }.
mausoleum-ev-game-over = La partida ha terminado.

## Resumen de la mesa

mausoleum-summary-turn = Turno de { $player }. Mazo: { $draw }.
mausoleum-summary-defend = { $target } está decidiendo si se defiende de { $card }.
mausoleum-summary-over = La partida ha terminado.

## Categorías del resultado

mausoleum-cat-sets = Conjuntos (8 cada uno)
mausoleum-cat-bonus = Dos o más conjuntos
mausoleum-cat-mausolus = Mausolo

## Reglas (/reglas)

mausoleum-rules =
    Guardianes del Mausoleo, 2–4 jugadores. 52 cartas; cada jugador empieza con 5 y empieza la partida un jugador al azar.
    Objetivo: completar conjuntos de Base + Columnas + Pirámide + Estatuas en tu zona.
    Tu turno: roba 1 carta (ninguna cuando el mazo se ha agotado), juega como máximo una carta o pasa, y luego descarta hasta quedarte con 5 cartas, de una en una, a tu elección.
    • Las construcciones, Mausolo y Protección van a tu zona.
    • Artemisia II: roba 2 cartas más en ese momento; se queda en tu zona como personaje usado. Esas cartas cuentan para el límite de 5 al final del turno; si quedan pocas en el mazo, robas las que haya.
    • Arquitectos / Escultores jugados en tu turno se quedan en tu zona como guardia que anula el siguiente Terremoto/Invasión (Arquitectos) o Intercambio/Robo (Escultores) dirigido contra ti, y después se descartan.
    • Protección anula el siguiente ataque de cualquier tipo dirigido contra ti, y después se descarta.
    • Terremoto: un rival descarta de su zona la construcción que tú elijas. Invasión: pasa la construcción que elijas de la zona de un rival a la tuya.
    • Intercambio: da a un rival la carta que elijas y coge una carta al azar de su mano, sacada antes de que llegue la tuya (se mueve exactamente una carta en cada sentido). Para jugarlo necesitas otra carta en la mano.
    • Robo: coge una carta al azar de la mano de un rival.
    • Descubrimiento arqueológico: coge la carta que elijas de la pila de descarte (solo se puede jugar si hay alguna que coger). Cuando el mazo se ha agotado, no puede coger otro Descubrimiento.
    Un ataque (Terremoto, Invasión, Intercambio, Robo) necesita un rival con alguna construcción (Terremoto, Invasión) o con cartas en la mano (Intercambio, Robo).
    Defensa: primero eliges el objetivo. Una guardia adecuada en su zona anula el ataque automáticamente; si no, una Protección; si no, si tiene en la mano Arquitectos (contra Terremoto/Invasión) o Escultores (contra Intercambio/Robo), puede revelarlos: se descartan y el ataque se anula; si no responde a tiempo, se usa la defensa. La carta de ataque se descarta en cualquier caso. Solo si el ataque prospera se pregunta qué construcción o qué carta dar.
    Personajes usados = jugados o revelados como defensa (Mausolo, Artemisia II, Arquitectos, Escultores).
    Fin: cuando el mazo se ha agotado ya no se roba; un jugador sin cartas pasa automáticamente; la partida termina cuando todos los jugadores han pasado una vez seguidos, o cuando todas las manos están vacías. La pila de descarte nunca se vuelve a barajar.
    Puntuación: 8 por conjunto completo; +4 una sola vez con 2 o más conjuntos; un Mausolo en tu zona hace que un conjunto valga 16 (solo cuenta un Mausolo).
    Desempate: más conjuntos completos, luego más personajes distintos usados; si persiste, victoria compartida.

## La regla detrás de cada decisión: el botón Reglas del panel de turno y /reglas regla:

mausoleum-rule-turn-title = Tu turno
mausoleum-rule-turn = Roba 1 carta (ninguna cuando el mazo se ha agotado), juega como máximo una carta o pasa, y luego descarta hasta quedarte con 5 cartas, a tu elección.
mausoleum-rule-cards-title = Tus cartas
mausoleum-rule-cards = Las construcciones, Mausolo y Protección van a tu zona. Artemisia II: roba 2 cartas más en ese momento. Arquitectos o Escultores jugados en tu turno hacen guardia en tu zona, anulan el siguiente ataque que les corresponda contra ti y después se descartan; Protección anula el siguiente ataque de cualquier tipo y después se descarta.
mausoleum-rule-attacks-title = Ataques
mausoleum-rule-attacks = Terremoto: un rival descarta de su zona la construcción que tú elijas. Invasión: pasa la construcción que elijas de la zona de un rival a la tuya. Intercambio: da a un rival la carta que elijas y coge una carta al azar de su mano (necesitas otra carta en la mano). Robo: coge una carta al azar de la mano de un rival. El objetivo necesita alguna construcción (Terremoto, Invasión) o cartas en la mano (Intercambio, Robo).
mausoleum-rule-defence-title = Defensa
mausoleum-rule-defence = Una guardia adecuada en la zona del objetivo anula el ataque automáticamente; si no, una Protección. Si no, el objetivo puede revelar de su mano Arquitectos (contra Terremoto o Invasión) o Escultores (contra Intercambio o Robo): se descartan y el ataque se anula; si no responde a tiempo, se usa la defensa. La carta de ataque se descarta en cualquier caso.
mausoleum-rule-discovery-title = Descubrimiento arqueológico
mausoleum-rule-discovery = Coge la carta que elijas de la pila de descarte a tu mano. No se puede jugar con la pila de descarte vacía y, cuando el mazo se ha agotado, no puede coger otro Descubrimiento.
mausoleum-rule-end-title = Fin de la partida
mausoleum-rule-end = Cuando el mazo se ha agotado ya no se roba, y un jugador sin cartas pasa automáticamente. La partida termina cuando todos los jugadores han pasado una vez seguidos, o cuando todas las manos están vacías.
mausoleum-rule-scoring-title = Puntuación
mausoleum-rule-scoring = Un conjunto completo (Base, Columnas, Pirámide y Estatuas en tu zona) vale 8; +4 una sola vez con 2 o más conjuntos. Un Mausolo en tu zona hace que un conjunto valga 16 (solo cuenta uno). Desempate: más conjuntos, luego más personajes distintos usados (jugados o revelados como defensa); si persiste, victoria compartida.

## Imágenes

mausoleum-img-turn = Turno de { $player }
mausoleum-img-over = Fin de la partida
mausoleum-img-step-play = Juega una carta o pasa.
mausoleum-img-step-last = Acaba si todos pasan seguidos: { $passes } de { $players } hasta ahora.
mausoleum-img-step-target = Juega { $card } y elige un objetivo.
mausoleum-img-step-defend = { $card } contra { $target }, que puede revelar una defensa.
mausoleum-img-step-construction = { $card } contra { $target }: elige una construcción.
mausoleum-img-step-give = Intercambio con { $target }: elige qué carta dar.
mausoleum-img-step-recover = Elige una carta de la pila de descarte.
mausoleum-img-step-discard = Descarta hasta quedarse con 5 cartas.
mausoleum-img-draw-pile = Mazo
mausoleum-img-discard-pile = Descarte
mausoleum-img-area = Personajes y defensas
mausoleum-img-score = { $sets ->
        [one] { $sets } conjunto
       *[other] { $sets } conjuntos
    } · { $points } pts
mausoleum-img-legend-hand = Cartas en mano
mausoleum-img-legend-used = Personajes usados
mausoleum-img-your-hand = Tu mano
mausoleum-img-hand-count = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
mausoleum-img-empty-hand = No tienes cartas en la mano.
mausoleum-img-in-area = En tu zona: { $count }
mausoleum-img-playing = Jugando ahora: elige su efecto
mausoleum-img-hint-mausolus = Duplica un conjunto completo
mausoleum-img-hint-artemisia = Roba 2 cartas más
mausoleum-img-hint-architects = Detiene un Terremoto o una Invasión
mausoleum-img-hint-sculptors = Detiene un Intercambio o un Robo
mausoleum-img-hint-earthquake = Un rival pierde una construcción
mausoleum-img-hint-invasion = Quita una construcción a un rival
mausoleum-img-hint-discovery = Coge una del descarte
mausoleum-img-hint-exchange = Cambia una carta con un rival
mausoleum-img-hint-theft = Roba una carta al azar
mausoleum-img-hint-protection = Detiene el siguiente ataque

## Criterios de desempate (motor)

mausoleum-tie-sets = conjuntos completos
mausoleum-tie-characters = personajes distintos usados

## La lección (/aprender): lo que dice en cada decisión de quien aprende, según los pasos
## de lesson.py. Las cifras salen de la vista de quien aprende en ese momento.

lesson-mausoleum-set = ¡Te damos la bienvenida al Mausoleo! Construyes conjuntos de cuatro construcciones: Base, Columnas, Pirámide y Estatuas. En cada turno robas una carta y luego juegas una carta o pasas. Tu zona ya tiene una Base, Columnas y una Pirámide ({ $points } puntos por ahora): juega tus **Estatuas** para completar un conjunto, que vale 8 puntos.
lesson-mausoleum-set-why = Primero mira cómo se completa un conjunto: juega las **Estatuas**. Tus otras cartas tendrán su momento después.
lesson-mausoleum-defend = Tu conjunto vale { $points } puntos. Ahora el Bot juega un Robo contra ti: se llevaría una carta al azar de tu mano. Tus **Escultores** protegen tu mano: revélalos para anular el Robo (se descartan).
lesson-mausoleum-protection = Una Invasión podría quitarte una construcción de tu zona y deshacer tu conjunto. Juega la **Protección**: se queda en tu zona y anula el siguiente ataque de cualquier tipo dirigido contra ti.
lesson-mausoleum-earthquake = Te toca atacar: la zona del Bot vale { $rival } puntos. Un **Terremoto** hace que un rival descarte una construcción de su zona, y tú eliges cuál. Juégalo.
lesson-mausoleum-construction = Elige la construcción que descarta el Bot: eliges tú, no él. Su zona vale { $rival } puntos ahora; un conjunto al que le falta una carta deja de contar.
lesson-mausoleum-artemisia = **Artemisia II** roba 2 cartas más en ese momento. Tienes { $hand } cartas en la mano, y al final de tu turno el límite es 5. Juégala y verás.
lesson-mausoleum-limit = Tienes { $hand } cartas, más de 5: descarta hasta quedarte con 5, de una en una, a tu elección. Tienes dos Bases y un conjunto solo necesita una: descarta una **Base**. Guarda el Descubrimiento arqueológico para lo que viene.
lesson-mausoleum-discovery = La pila de descarte guarda, boca arriba, todas las cartas jugadas o descartadas hasta ahora. Un **Descubrimiento arqueológico** coge cualquiera de ellas a tu mano: juégalo.
lesson-mausoleum-recover = Coge el **Mausolo**: con un Mausolo en tu zona, uno de tus conjuntos completos vale 16 en lugar de 8.
lesson-mausoleum-limit-again = Otra vez por encima del límite. Guarda el Mausolo y las cuatro construcciones de tu segundo conjunto, y descarta el **Intercambio**.
lesson-mausoleum-mausolus = Juega el **Mausolo**. { $sets ->
        [0] Cuando completes un conjunto, valdrá 16 en lugar de 8.
       *[other] Tu conjunto valdrá 16 en lugar de 8.
    } En el mazo { $draw ->
        [one] queda { $draw } carta
       *[other] quedan { $draw } cartas
    }.
lesson-mausoleum-build = Construye un segundo conjunto con las cartas de tu mano, una construcción por turno. Conjuntos completos: { $sets }; puntos: { $points }. Dos conjuntos o más valen 4 puntos más, una sola vez.
lesson-mausoleum-pass = Cuando el mazo se agota (ahora tiene { $draw }), ya no se roba, y la partida termina cuando todos los jugadores han pasado una vez seguidos. Pasa para acercar el final; tienes { $points } puntos.
lesson-mausoleum-end = La partida ha terminado: tienes { $points } puntos, y el Bot, { $rival }. Esa ha sido la partida entera. ¿Qué tal una de verdad? **Jugar una partida de verdad** abre una mesa contra un bot fácil en este canal.
