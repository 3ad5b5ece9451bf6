## La regla detrás de cada decisión: el botón Reglas del panel de turno y /reglas regla:

rules-button = 📖 Reglas
rules-panel-title = { $game }: las reglas detrás de esta elección
cmd-rules-rule = regla
cmd-rules-rule-desc = Una sección de las reglas (vacío: el resumen entero)
error-unknown-rule = { $game } no tiene esa regla. Sus secciones: { $sections }.

## Luxor

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

## Capital Lux

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

## Guardianes del Mausoleo

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
