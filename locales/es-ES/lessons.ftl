## Lecciones (/aprender): los textos comunes a todas las lecciones. Lo que dice una lección en
## cada decisión de quien aprende está en el catálogo de su juego.

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
