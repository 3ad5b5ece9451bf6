## Leçons (/apprendre) : ce que dit la leçon à chaque décision de l'élève.

lesson-other-choice = Ça marche aussi — voici ce que ça t'a donné :
lesson-off-script = Après ton choix précédent, la suggestion de la leçon pour ce moment n'est plus possible : choisis librement. Le bouton 📖 Règles explique cette décision.
lesson-free-play = À toi de choisir : la leçon n'a rien à ajouter ici. Le bouton 📖 Règles explique cette décision.

## Le panneau et la commande de la leçon

cmd-learn = apprendre
cmd-learn-desc = Une leçon privée : apprends un jeu en y jouant, en dix minutes environ
cmd-learn-game = jeu
cmd-learn-game-desc = Quel jeu
lesson-title = Leçon : { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Jouer une vraie partie

## Gardiens du Mausolée

lesson-mausoleum-set = Bienvenue au Mausolée ! Tu bâtis des ensembles de quatre constructions : Base, Colonnes, Pyramide et Statues. À chaque tour, tu pioches une carte, puis tu joues une carte ou tu passes. Ta zone a déjà une Base, des Colonnes et une Pyramide ({ $points } points pour l'instant) : joue tes **Statues** pour compléter un ensemble, qui vaut 8 points.
lesson-mausoleum-set-why = Vois d'abord un ensemble complété : joue les **Statues**. Tes autres cartes auront leur tour ensuite.
lesson-mausoleum-defend = Ton ensemble vaut { $points } points. Le Bot joue maintenant un Vol contre toi : il prendrait une carte au hasard dans ta main. Tes **Sculpteurs** gardent ta main : révèle-les pour annuler le Vol (ils sont défaussés).
lesson-mausoleum-protection = Une Invasion pourrait prendre une construction de ta zone et défaire ton ensemble. Joue la **Protection** : elle reste dans ta zone et annule la prochaine attaque de n'importe quel type qui te vise.
lesson-mausoleum-earthquake = À toi d'attaquer : la zone du Bot vaut { $rival } points. Un **Tremblement de terre** fait défausser à un adversaire une construction de sa zone, et c'est toi qui choisis laquelle. Joue-le.
lesson-mausoleum-construction = Choisis la construction que le Bot défausse : c'est toi qui choisis, pas lui. Sa zone vaut { $rival } points maintenant ; un ensemble qui perd une carte ne compte plus.
lesson-mausoleum-artemisia = **Artémise II** fait piocher 2 cartes de plus tout de suite. Tu as { $hand } cartes en main, et à la fin de ton tour la limite est de 5. Joue-la pour voir.
lesson-mausoleum-limit = Tu as { $hand } cartes, plus de 5 : défausse jusqu'à 5, une carte à la fois, au choix. Tu as deux Bases et un ensemble n'en demande qu'une : défausse une **Base**. Garde la Découverte archéologique pour la suite.
lesson-mausoleum-discovery = La défausse garde, face visible, toutes les cartes jouées ou défaussées jusqu'ici. Une **Découverte archéologique** en prend une, au choix, dans ta main : joue-la.
lesson-mausoleum-recover = Prends le **Mausole** : avec un Mausole dans ta zone, un de tes ensembles complets vaut 16 au lieu de 8.
lesson-mausoleum-limit-again = De nouveau au-dessus de la limite. Garde le Mausole et les quatre constructions de ton deuxième ensemble, et défausse l'**Échange**.
lesson-mausoleum-mausolus = Joue le **Mausole**. { $sets ->
        [0] Quand tu auras complété un ensemble, il vaudra 16 au lieu de 8.
       *[other] Ton ensemble vaudra 16 au lieu de 8.
    } La pioche contient { $draw } { $draw ->
        [one] carte
       *[other] cartes
    }.
lesson-mausoleum-build = Bâtis un deuxième ensemble avec les cartes de ta main, une construction par tour. Ensembles complets : { $sets } ; points : { $points }. Deux ensembles ou plus valent 4 points de plus, une seule fois.
lesson-mausoleum-pass = Une fois la pioche vide (elle contient { $draw } { $draw ->
        [one] carte
       *[other] cartes
    } maintenant), on ne pioche plus, et la partie se termine quand chaque joueur a passé une fois à la suite. Passe pour rapprocher la fin ; tu as { $points } points.
lesson-mausoleum-end = La partie est finie : tu as { $points } points, le Bot { $rival }. C'était la partie entière. Envie d'une vraie ? **Jouer une vraie partie** ouvre une table contre un bot facile dans ce salon.
