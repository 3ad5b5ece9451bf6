# Luxor: todos los textos que emite el motor de Luxor (claves luxor-*).
# Vocabulario del reglamento oficial en español: aventurero, loseta, casilla, escaleras,
# cámara funeraria, sarcófago, llave, escarabajo, tesoro comodín, vasija/joya/estatua,
# carta de Horus, Favor de Horus, losetas de Osiris, estatua de Anubis, túnel, PV.
# Los nombres de carta ({ $card }) van entre comillas «» en las frases, como en el reglamento.

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
