## Lecciones (/aprender): lo que dice la lección en cada decisión de quien aprende.

lesson-other-choice = Eso también vale. Esto es lo que te ha dado:
lesson-off-script = Después de tu elección anterior, la sugerencia de la lección para este momento ya no es posible: elige libremente. El botón 📖 Reglas explica esta decisión, y 💡 Pista te sugiere una opción.
lesson-free-play = Tú eliges: la lección no tiene nada que añadir aquí. El botón 📖 Reglas explica esta decisión, y 💡 Pista te sugiere una opción.
lesson-suggested = es lo que sugiere la lección; su texto, justo debajo, explica por qué.

## El panel y el comando de la lección

cmd-learn = aprender
cmd-learn-desc = Una lección privada: aprende un juego jugando, en unos diez minutos
cmd-learn-game = juego
cmd-learn-game-desc = Qué juego
lesson-title = Lección: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Jugar una partida de verdad
lesson-resume = Has dejado esta lección en el paso { $step }. ¿Quieres seguir por donde ibas o empezar de nuevo desde el principio?
lesson-continue = ▶️ Continuar
lesson-start-again = 🔄 Empezar de nuevo

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

## Capital Lux

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

## Luxor

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
