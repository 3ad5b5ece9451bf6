## Lecciones (/aprender): lo que dice la lección en cada decisión de quien aprende.

lesson-other-choice = Eso también vale. Esto es lo que te ha dado:
lesson-off-script = Después de tu elección anterior, la sugerencia de la lección para este momento ya no es posible: elige libremente. El botón 📖 Reglas explica esta decisión.
lesson-free-play = Tú eliges: la lección no tiene nada que añadir aquí. El botón 📖 Reglas explica esta decisión.

## El panel y el comando de la lección

cmd-learn = aprender
cmd-learn-desc = Una lección privada: aprende un juego jugando, en unos diez minutos
cmd-learn-game = juego
cmd-learn-game-desc = Qué juego
lesson-title = Lección: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Jugar una partida de verdad

## Guardianes del Mausoleo

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
