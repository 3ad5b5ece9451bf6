## Leçons (/apprendre) : les textes communs à toutes les leçons. Ce que dit une leçon à chaque
## décision de l'élève est dans le catalogue de son jeu.

lesson-other-choice = Ça marche aussi — voici ce que ça t'a donné :
lesson-off-script = Après ton choix précédent, la suggestion de la leçon pour ce moment n'est plus possible : choisis librement. Le bouton 📖 Règles explique cette décision, et 💡 Conseil te propose un choix.
lesson-free-play = À toi de choisir : la leçon n'a rien à ajouter ici. Le bouton 📖 Règles explique cette décision, et 💡 Conseil te propose un choix.
lesson-suggested = c'est ce que suggère la leçon ; son texte, juste en dessous, explique pourquoi.

## Le panneau et la commande de la leçon

cmd-learn = apprendre
cmd-learn-desc = Une leçon privée : apprends un jeu en y jouant, en dix minutes environ
cmd-learn-game = jeu
cmd-learn-game-desc = Quel jeu
lesson-title = Leçon : { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Jouer une vraie partie
lesson-resume = Tu as quitté cette leçon à l'étape { $step }. Tu veux reprendre là où tu en étais, ou recommencer depuis le début ?
lesson-continue = ▶️ Continuer
lesson-start-again = 🔄 Recommencer
