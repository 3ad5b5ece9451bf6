# Luxor: todos los textos que emite el motor de Luxor (claves luxor-*, game-luxor y lesson-luxor-*).
# Vocabulario del reglamento oficial en español: aventurero, loseta, casilla, escaleras,
# cámara funeraria, sarcófago, llave, escarabajo, tesoro comodín, vasija/joya/estatua,
# carta de Horus, Favor de Horus, losetas de Osiris, estatua de Anubis, túnel, PV.
# Los nombres de carta ({ $card }) van entre comillas «» en las frases, como en el reglamento.

game-luxor = Luxor

## Línea de resumen

luxor-summary = Ronda { $round } — juega { $player }
luxor-summary-over = { $round ->
    [one] Fin de la partida tras 1 ronda
   *[other] Fin de la partida tras { $round } rondas
}

## Lugares y componentes

luxor-place-stairs = las escaleras
luxor-place-space = la casilla { $space }
luxor-place-tomb = la cámara funeraria

luxor-card-step = { $n }
luxor-card-plus-minus = ±{ $n }
luxor-card-die = dado
luxor-card-range = 1–{ $n }
luxor-card-range-die = 1–dado
luxor-card-move-all = todos avanzan { $n }
luxor-card-one-fewer = { $n }, 1 aventurero menos
luxor-card-last-to-second-last = último hasta el anteúltimo

luxor-treasure-vase = vasija
luxor-treasure-jewel = joya
luxor-treasure-statue = estatua

luxor-front-tunnel = túnel
luxor-front-wild = tesoro comodín
luxor-front-scarab = escarabajo
luxor-front-scarab-or-wild = escarabajo o tesoro comodín
luxor-front-favour = Favor de Horus (nivel { $a } o { $b })

## Preguntas

luxor-prompt-card = Juega la carta de uno de los extremos de tu mano.
luxor-prompt-discard = Ninguna carta de los extremos te deja mover: descarta una de ellas.
luxor-prompt-adventurer = ¿Qué aventurero mueves con la carta «{ $card }»?
luxor-prompt-distance = ¿Cuánto mueves el aventurero de { $place } con la carta «{ $card }»?
luxor-prompt-resolve = «{ $card }»: ¿qué aventurero movido realiza la acción de su loseta?
luxor-prompt-reward = ¿Qué coges en { $place }?

luxor-opt-card-left = Jugar «{ $card }» (izquierda)
luxor-opt-card-right = Jugar «{ $card }» (derecha)
luxor-opt-discard-left = Descartar «{ $card }» (izquierda)
luxor-opt-discard-right = Descartar «{ $card }» (derecha)
luxor-opt-adventurer = Aventurero en { $place }
luxor-opt-resolve = Aventurero en { $place }
luxor-opt-forward = { $n ->
    [one] Avanzar 1 loseta
   *[other] Avanzar { $n } losetas
}
luxor-opt-back = { $n ->
    [one] Retroceder 1 loseta
   *[other] Retroceder { $n } losetas
}
luxor-opt-key = Una llave
luxor-opt-scarab = Un escarabajo
luxor-opt-wild = Un tesoro comodín
luxor-opt-horus-card = Carta de Horus «{ $card }» (nivel { $level })

## Registro de la partida

luxor-ev-played = { $player } juega la carta «{ $card }».
luxor-ev-rolled = { $player } lanza el dado y saca un { $roll }.
luxor-ev-discarded = { $player } no puede mover y descarta la carta «{ $card }».
luxor-ev-no-move = { $player } no tiene ningún movimiento legal con esa tirada.
luxor-ev-moved = { $player } mueve un aventurero de { $start } a { $end }.
luxor-ev-osiris = Osiris hace avanzar al aventurero de { $player } { $steps ->
    [one] 1 loseta
   *[other] { $steps } losetas
}, de { $start } a { $end }.
luxor-ev-woke = El aventurero de { $player } tumbado en la estatua de Anubis { $statue } despierta y se coloca en las escaleras.
luxor-ev-tomb = { $sarcophagus ->
    [0] { $player } entra en la cámara funeraria con una llave.
   *[other] { $player } entra en la cámara funeraria con una llave y coge el sarcófago de { $sarcophagus } PV.
}
luxor-ev-final-round = Un segundo aventurero está en la cámara funeraria: esta ronda es la última.
luxor-ev-too-few = { $player } necesita { $needed } aventureros ahí para coger el tesoro (tiene { $present }).
luxor-ev-treasure = { $player } coge una { $treasure } de { $vp } PV.
luxor-ev-temple = Aparece una loseta de templo en { $place }: { $front }.
luxor-ev-tunnel = El aventurero de { $player } toma el túnel.
luxor-ev-dead-end = No hay ningún túnel por delante del aventurero de { $player }.
luxor-ev-key = { $player } coge una llave.
luxor-ev-scarab = { $player } coge un escarabajo.
luxor-ev-scarab-value = Tu nuevo escarabajo vale { $value } PV.
luxor-ev-wild = { $player } coge un tesoro comodín.
luxor-ev-horus-card = { $player } coge la carta de Horus «{ $card }» (nivel { $level }).
luxor-ev-nothing-left = Ahí ya no queda nada que coger para { $player }.
luxor-ev-drew = Robas la carta «{ $card }».
luxor-ev-reshuffled = Se baraja la pila de descarte ({ $cards } cartas) para formar un nuevo mazo.
luxor-ev-stuck = Nadie ha podido mover durante una ronda entera: la partida termina.
luxor-ev-game-over = La partida ha terminado.

## Puntuación final

luxor-cat-treasures = Tesoros
luxor-cat-adventurers = Aventureros
luxor-cat-sarcophagi = Sarcófagos
luxor-cat-keys = Llaves
luxor-cat-sets = Conjuntos de tesoros
luxor-cat-scarabs = Escarabajos

## /reglas

luxor-rules =
    Luxor: haz avanzar a tus 5 aventureros por el templo hasta la cámara funeraria del faraón.
    • Tu mano es una fila de 5 cartas: juega solo la de más a la izquierda o la de más a la derecha y mueve un aventurero ese número de losetas (las casillas vacías se saltan). Las cartas nuevas van al centro de la mano.
    • Después realiza la acción de la loseta donde terminó el movimiento: un tesoro (si tienes suficientes aventureros en ella), una llave o una carta de Horus en una loseta de Horus, o la recompensa de una loseta de templo. Las losetas de Osiris te hacen seguir avanzando; los túneles llevan al siguiente túnel.
    • Al pasar por una estatua de Anubis despiertas a tu aventurero tumbado allí, que vuelve a empezar desde las escaleras.
    • Cartas de Horus: 1–X (avanza de 1 a X, a tu elección), 1–dado (tira y avanza de 1 a lo que saques), todos avanzan N (cada uno de tus aventureros avanza N; uno de ellos realiza la acción de su loseta), último hasta el anteúltimo, y 1 aventurero menos N: avanza exactamente N, y el tesoro alcanzado pide un aventurero menos.
    • Para entrar en la cámara funeraria necesitas el número exacto y gastar una llave. Los dos primeros en entrar cogen los sarcófagos de 5 y 3 PV; la ronda en la que entra el segundo es la última.
    • Puntuación final: tesoros conseguidos, el valor de la pared junto a cada aventurero, sarcófagos, 1 PV por llave, conjuntos de tesoros (vasija + joya + estatua, como máximo 2 comodines por conjunto: 3/7/12/18/25/33/42/52 PV) y escarabajos. En caso de empate, gana quien tenga el sarcófago de más valor.

## La regla detrás de cada decisión: el botón Reglas del panel de turno y /reglas regla:

luxor-rule-hand-title = Tu mano
luxor-rule-hand = Tu mano es una fila de 5 cartas: solo puedes jugar la de más a la izquierda o la de más a la derecha. Una carta que ganes (robada, o una carta de Horus) va al centro; por lo demás, el orden nunca cambia.
luxor-rule-turn-title = Un turno
luxor-rule-turn = Juega una carta de un extremo y mueve con ella a uno de tus aventureros activos, realiza la acción de la loseta donde se detuvo y luego roba una carta al centro de la mano (no si has ganado una carta de Horus este turno). Si ninguna de las dos cartas de los extremos permite un movimiento válido, descarta una de ellas sin moverte y roba.
luxor-rule-movement-title = Movimiento
luxor-rule-movement = Cada paso va a la siguiente casilla que tenga una loseta: las casillas vacías se saltan. Varios aventureros pueden compartir casilla. La carta ±1 mueve un paso adelante o atrás; la carta de dado tira el dado y mueve eso.
luxor-rule-anubis-title = Estatuas de Anubis
luxor-rule-anubis = Cuando uno de tus aventureros avanza más allá de una estatua donde está tumbado uno de los tuyos, este despierta y vuelve a empezar desde las escaleras. Puede moverse a partir de tu siguiente turno.
luxor-rule-osiris-title = Losetas de Osiris
luxor-rule-osiris = Un aventurero nunca se detiene en una loseta de Osiris: avanza el número de la loseta (otra vez si cae en otra) y realiza la acción de la loseta donde termina. Un empujón de Osiris nunca entra en la cámara funeraria: se detiene en la última loseta.
luxor-rule-horus-cards-title = Cartas de Horus
luxor-rule-horus-cards = 1–X: avanza de 1 a X, a tu elección. 1–dado: tira y avanza de 1 a lo que saques. Todos avanzan N: cada uno de tus aventureros activos avanza N, primero el más cercano a la cámara; eliges uno de ellos para realizar la acción de su loseta. Último hasta el anteúltimo: tu aventurero más retrasado se une al más retrasado de los demás que van por delante. 1 aventurero menos N: avanza exactamente N, y el tesoro alcanzado pide un aventurero menos.
luxor-rule-treasure-title = Tesoros
luxor-rule-treasure = Te llevas una loseta de tesoro cuando tienes suficientes aventureros en ella: 1 para un tesoro de 1 o 3, 2 para 4 o 5, 3 para 6. Sus puntos cuentan en el acto. Si debajo hay impreso un icono de templo, allí se revela una loseta de templo, que recompensa a los visitantes a partir del siguiente.
luxor-rule-horus-tile-title = Losetas de Horus
luxor-rule-horus-tile = Una loseta de Horus se queda en el tablero. Al detenerte en ella, coge una llave o la carta superior del mazo de Horus del nivel de la loseta, al centro de tu mano (y entonces no robas este turno). Lo que se ha agotado no se ofrece.
luxor-rule-temple-title = Losetas de templo
luxor-rule-temple = Las losetas de templo se quedan y recompensan a cada visitante: escarabajo (boca abajo, solo tú sabes cuánto vale), tesoro comodín, escarabajo o comodín (a tu elección), favor de Horus (una carta de Horus de uno de dos niveles, sin robar este turno), túnel (hasta el siguiente túnel revelado por delante, sin otra acción).
luxor-rule-tomb-title = La cámara funeraria
luxor-rule-tomb = La cámara funeraria está un paso más allá de la última loseta. Para entrar necesitas el número exacto y gastar una llave; los aventureros de la cámara ya no se mueven. El primero en entrar coge el sarcófago de 5 PV; el segundo, el de 3 PV.
luxor-rule-end-title = Fin de la partida
luxor-rule-end = Cuando el segundo aventurero entra en la cámara funeraria, la ronda se juega hasta el final y llega la puntuación final. Si en una ronda entera nadie puede hacer un movimiento válido, la partida termina en el acto.
luxor-rule-scoring-title = Puntuación final
luxor-rule-scoring = Los tesoros puntuados durante la partida, más el valor de la pared junto a cada aventurero (cámara 15, escaleras y estatuas 0), sarcófagos, 1 PV por llave, conjuntos de tesoros (vasija + joya + estatua, como máximo 2 comodines por conjunto: 3/7/12/18/25/33/42/52 PV) y escarabajos. En caso de empate, gana el sarcófago de más valor.

## Imágenes

luxor-img-tomb = Cámara funeraria
luxor-img-final-round = Última ronda
luxor-img-vp = { $vp } PV
luxor-img-your-hand = Tu mano
luxor-img-end-left = Izquierda
luxor-img-end-right = Derecha
luxor-img-played = Jugada
luxor-img-does-step = Avanza { $n }
luxor-img-does-plus-minus = Avanza { $n } o retrocede { $n }
luxor-img-does-die = Tira el dado y avanza lo que saques
luxor-img-does-range = Avanza de 1 a { $n }
luxor-img-does-range-die = Tira el dado y avanza de 1 a lo que saques
luxor-img-does-move-all = Todos tus aventureros avanzan { $n }
luxor-img-does-one-fewer = Avanza exactamente { $n }; el tesoro pide 1 menos
luxor-img-does-last-to-second-last = Tu último aventurero se une al anteúltimo
luxor-img-no-scarabs = Aún sin escarabajos
luxor-img-scarab-total = Escarabajos: { $vp } PV

## Avances: lo que hará una opción (se muestra a su lado)

luxor-pv-stairs = escalera
luxor-pv-space = { $space }
luxor-pv-tomb-place = tumba
luxor-pv-and = { $a }, { $b }
luxor-pv-or = { $a } o { $b }
luxor-pv-path = { $start } → { $end }
luxor-pv-osiris = { $path } Osiris +{ $steps } → { $end }
luxor-pv-move = { $path }: { $what }
luxor-pv-wakes = { $what }; despierta { $count ->
    [one] 1 aventurero
   *[other] { $count } aventureros
}
luxor-pv-wakes-only = despierta { $count ->
    [one] 1 aventurero
   *[other] { $count } aventureros
}
luxor-pv-treasure-taken = { $treasure } de { $vp } PV, lo coges (necesita { $needs }, tendrías { $present })
luxor-pv-treasure-short = { $treasure } de { $vp } PV, no lo coges (necesita { $needs }, tendrías { $present })
luxor-pv-temple-revealed = { $what }; aparece una loseta de templo
luxor-pv-osiris-stays = Osiris, no pasa nada
luxor-pv-tunnel = túnel → { $end }
luxor-pv-tunnel-none = túnel, ninguno delante: no pasa nada
luxor-pv-horus = Horus { $level }: { $rewards }
luxor-pv-temple = templo: { $rewards }
luxor-pv-nothing-left = no queda nada
luxor-pv-r-key = llave
luxor-pv-r-scarab = escarabajo
luxor-pv-r-wild = tesoro comodín
luxor-pv-r-horus-card = carta { $card } (nivel { $level })
luxor-pv-tomb = tumba (usa una llave, { $sarcophagus ->
    [0] no quedan sarcófagos
   *[other] sarcófago de { $sarcophagus } PV
})
luxor-pv-tomb-last = tumba (usa una llave, { $sarcophagus ->
    [0] no quedan sarcófagos
   *[other] sarcófago de { $sarcophagus } PV
}); empieza la última ronda
luxor-pv-die = primero se tira el dado: resultado desconocido
luxor-pv-reach = { $start } → { $ends }
luxor-pv-move-all = todos avanzan: { $paths }; luego se resuelve una loseta
luxor-pv-get-key = llaves { $before } → { $after }
luxor-pv-get-scarab = boca abajo, vale { $low }–{ $high } PV (solo tú lo verás)
luxor-pv-get-wild = tesoros comodín { $before } → { $after }
luxor-pv-get-card = al centro de tu mano; no robas este turno

## Pistas (la estimación del bot normal, en puntos)

luxor-hint-card = El mejor movimiento de esta carta vale { $gain } en la estimación del bot de tu puntuación final (el otro extremo: { $other }).
luxor-hint-discard = Deja los mejores extremos para tu próximo turno ({ $gain } en la estimación del bot, el otro: { $other }).
luxor-hint-move = Vale { $gain } en la estimación del bot de tu puntuación final (siguiente mejor opción: { $other }).
luxor-hint-reward = Vale { $gain } en la estimación del bot de tu puntuación final (siguiente mejor: { $other }).

## Descripciones de las imágenes (texto alternativo)

luxor-alt-final-round = Última ronda.
luxor-alt-playing = En juego: { $card }.
luxor-alt-playing-roll = En juego: { $card }, dado { $roll }.
luxor-alt-player = { $player }: { $final ->
        [yes] puntuación final { $score }
       *[no] { $score ->
            [one] { $score } punto visible
           *[other] { $score } puntos visibles
        }
    }; aventureros en { $positions }; { $keys ->
    [one] 1 llave
   *[other] { $keys } llaves
}, { $treasures ->
    [one] 1 tesoro
   *[other] { $treasures } tesoros
}, { $wilds ->
    [one] 1 comodín
   *[other] { $wilds } comodines
}, { $scarabs ->
    [one] 1 escarabajo
   *[other] { $scarabs } escarabajos
}; { $asleep } tumbados en las estatuas.
luxor-alt-nobody = ningún sitio
luxor-alt-several = { $place } (×{ $count })
luxor-alt-and = { $a }; { $b }
luxor-alt-sarcophagus = El sarcófago de { $vp } PV: { $player }.
luxor-alt-hand = Tu mano, de izquierda a derecha: { $cards }.
luxor-alt-ends = Jugables: { $left } (izquierda) o { $right } (derecha).
luxor-alt-chosen = Has jugado { $card } ({ $end ->
    [left] del extremo izquierdo
    [right] del extremo derecho
   *[other] de tu mano
}); las demás cartas esperan.
luxor-alt-pending-card = Ahora: elige la carta que juegas.
luxor-alt-pending-discard = Ahora: no hay movimiento posible, descarta una carta de un extremo.
luxor-alt-pending-adventurer = Ahora: elige el aventurero que se mueve.
luxor-alt-pending-distance = Ahora: elige cuánto avanza.
luxor-alt-pending-resolve = Ahora: elige qué aventurero movido hace la acción de su loseta.
luxor-alt-pending-reward = Ahora: elige tu recompensa.
luxor-alt-scarabs = { $count ->
    [0] No tienes escarabajos.
    [one] Tu escarabajo vale { $vp } PV.
   *[other] Tus { $count } escarabajos valen { $vp } PV.
}

## Criterios de desempate (motor)

luxor-tie-sarcophagus = sarcófago más alto

## La lección (/aprender): lo que dice en cada decisión de quien aprende, según los pasos
## de lesson.py. Las cifras salen de la vista de quien aprende en ese momento.

lesson-luxor-hand = ¡Te damos la bienvenida a Luxor! Tus aventureros recorren el camino del templo hacia la cámara funeraria y cogen tesoros por el camino. Tu mano es una fila de 5 cartas, y solo puedes jugar la carta de uno de los **extremos**. Cada turno: juega una carta de un extremo, mueve con ella a uno de tus aventureros, realiza la acción de la loseta donde se detenga y luego roba una carta al centro de la mano. Tienes { $points } puntos por ahora, el Bot { $rival }. Juega el **2** de la derecha.
lesson-luxor-hand-why = Guarda el **1** de la izquierda para tu próximo turno: allí tiene una tarea. Juega ahora el **2** de la derecha.
lesson-luxor-treasure = Ahora elige quién se mueve. Cada paso va a la siguiente casilla que tenga una loseta: las casillas vacías se saltan. Tu aventurero en la loseta de Horus de nivel 2 alcanza una joya de 3 en 2 pasos. Un tesoro de 1 o 3 pide uno de tus aventureros encima, y sus puntos cuentan en el acto: mueve ese.
lesson-luxor-osiris = Una carta nueva ha entrado en el centro de tu mano. Ahora el **1** de la izquierda: un paso puede llevarte lejos, con la ayuda de Osiris.
lesson-luxor-osiris-move = Un paso lleva a tu aventurero que está justo antes de la loseta de Osiris hasta ella. Un aventurero nunca se detiene en una loseta de Osiris: avanza el número de la loseta, pasa la estatua de Anubis y realiza la acción de la loseta donde termina, una loseta de Horus. Mueve ese.
lesson-luxor-horus-tile = Mira: al pasar la estatua de Anubis has despertado a tu aventurero que estaba tumbado allí; vuelve a empezar desde las escaleras. Ahora la loseta de Horus: coge una llave (el precio de la cámara funeraria) o la carta superior del mazo de Horus de su nivel. Coge la **carta de Horus**: va al centro de tu mano, y este turno no robas carta.
lesson-luxor-plus-minus = Tu carta de Horus está en el centro de la mano: juega el **±1** de la izquierda, un paso adelante o atrás.
lesson-luxor-temple-move = Mueve al aventurero que está en la loseta de Horus de nivel 2: un paso adelante está la loseta de templo, porque la casilla vacía no cuenta.
lesson-luxor-temple-step = Un paso **adelante**.
lesson-luxor-temple = Ha aparecido una loseta de templo donde se cogió un tesoro, y se queda para recompensar a cada visitante. Esta da un escarabajo (boca abajo: solo tú sabes cuánto vale) o un tesoro comodín, que sustituye a una vasija, una joya o una estatua en un conjunto. Coge el **tesoro comodín**.
lesson-luxor-middle = Tu carta de Horus es la segunda por la izquierda. Juega el **2** de la izquierda: así la carta de Horus queda en el extremo, lista para tu próximo turno.
lesson-luxor-middle-why = Juega la carta de la **izquierda**: así es como tu carta de Horus llega al extremo de la mano.
lesson-luxor-two = La estatua de 4 que hay después de la loseta de Osiris pide 2 de tus aventureros encima, y uno de ellos ya está allí. Trae al que está en la loseta de templo: 2 pasos, saltando la casilla vacía.
lesson-luxor-horus-card = Tu carta de Horus está en el extremo izquierdo: juega el **1–5**. Avanzas de 1 a 5 pasos, a tu elección.
lesson-luxor-horus-move = Mueve a uno de tus dos aventureros de la casilla de la estatua que acabas de coger: la última loseta de Horus está 4 pasos más adelante.
lesson-luxor-horus-distance = Elige **4**: las casillas vacías se saltan, y caes en la última loseta de Horus, de nivel 3, cerca de la cámara funeraria.
lesson-luxor-key = Tienes { $keys } { $keys ->
        [one] llave
       *[other] llaves
    }. Entrar en la cámara funeraria cuesta una llave: coge la **llave**.
lesson-luxor-tomb-card = Con { $keys } { $keys ->
        [one] llave
       *[other] llaves
    }, tu aventurero de la casilla { $front } puede entrar en la cámara funeraria, un paso más allá de la última loseta. Para entrar hace falta el número exacto: { $steps } pasos. Juega el **3** de la izquierda.
lesson-luxor-tomb = Mueve al aventurero de la casilla { $front } a la cámara funeraria. El Bot ya está allí con el sarcófago de 5 PV; tú coges el de 3 PV. Con un segundo aventurero dentro, esta ronda es la última. Después llega la puntuación final: cada aventurero puntúa el valor de su pared (la cámara, 15), más tesoros, sarcófagos, llaves, conjuntos de vasija, joya y estatua, y escarabajos. Ahora tienes { $points } puntos.
lesson-luxor-end = La partida ha terminado: tienes { $points } puntos, y el Bot, { $rival }. Eso era Luxor. ¿Qué tal una partida entera? **Jugar una partida de verdad** abre una mesa contra un bot fácil en este canal.
