# Textos compartidos por todos los juegos. Los textos de cada juego, su nombre incluido, están
# en su paquete (engine/<juego>/locales/<locale>/<id del juego>.ftl).

seat-name = Jugador { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } deshizo su último paso.
hint-only-choice = Es la única opción.
hint-generic = El bot de nivel normal elegiría esto.
hint-equal = Vale { $gain } en la estimación del bot, lo mismo que la siguiente mejor opción: cualquiera de las dos sirve.
