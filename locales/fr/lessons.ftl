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

## Capital Lux

lesson-capital-lux-pick-limits = La dernière manche de Capital Lux ! D'abord le draft : choisis 2 de tes 6 cartes, une à la fois, et passe le reste au Bot ; puis choisis 2 des cartes que le Bot te passe ; les 2 dernières sont à toi. Attention aux limites : en fin de manche, une couleur qui vaut plus dans ta ville natale que dans la Capitale est perdue. Rose : { $pink_home } dans ta ville natale, { $pink_capital } dans les cartes de la Capitale, donc un **6 rose** passe. Choisis-le.
lesson-capital-lux-pick-agent = Maintenant le **4 bleu** : jouée dans la Capitale, une carte bleue est un Agent, qui place un modificateur secret (+4, +2, −1 ou −3) sur n'importe quelle colonne de la Capitale. Choisis-le.
lesson-capital-lux-pick-received = Ces cartes viennent du Bot. Prends le **6 vert** : jouée dans la Capitale, une carte verte est un Scientifique, qui te fait piocher une carte.
lesson-capital-lux-pick-merchant = Et le **2 jaune** : jouée dans la Capitale, une carte jaune est un Marchand, qui te rapporte une pièce d'or. Les 2 cartes restantes de ton premier paquet te reviennent ensuite.
lesson-capital-lux-scientist = Ta main pour la manche. À chaque tour, choisis une carte, puis où elle va : ta ville natale (elle compte) ou la Capitale (son pouvoir). Joue le **6 vert** dans la Capitale : sa colonne grandit, et le Scientifique te fait piocher une carte.
lesson-capital-lux-agent = Maintenant le **4 bleu** dans la Capitale : l'Agent pioche un modificateur que toi seul vois.
lesson-capital-lux-place = Place-le face cachée sur une colonne : en fin de manche, il compte dans le total de la Capitale de cette couleur. Un plus relève une limite (bien sous tes couleurs), un moins en abaisse une (bien sous celles du Bot).
lesson-capital-lux-home = Maintenant quelque chose pour ta ville natale : le **6 rose**. Ton rose y fait { $pink_home } ; avec le 6, il reste dans les cartes roses de la Capitale ({ $pink_capital }). Les cartes de ta ville natale sont tes points : avec ton or, { $points } pour l'instant.
lesson-capital-lux-merchant = Le **2 jaune** dans la Capitale : le Marchand te rapporte une pièce d'or (tu en as { $coins } pour l'instant). Une pièce vaut 1 point à la fin, ou paie pour une couleur au-dessus de sa limite.
lesson-capital-lux-cleric = Le **3 rose** dans la Capitale : un Clerc ramène dans ta ville natale la plus faible carte de la Capitale en bleu, en jaune ou en vert, au choix.
lesson-capital-lux-cleric-colour = Choisis la couleur : la plus faible carte de cette colonne passe dans ta ville natale, où elle compte, et pèse sur la limite de cette couleur.
lesson-capital-lux-last-cards = Tes dernières cartes : joue-les comme tu veux. Quand une main est vide, les autres jouent un dernier tour ; puis les modificateurs sont révélés, les limites réglées, et le plus haut total de chaque couleur en ville natale prend la plus forte carte de cette couleur dans la Capitale, en carte bonus face cachée. Le score final additionne ville natale, cartes bonus et or : tu as { $points } sans les cartes bonus, le Bot { $rival }.
lesson-capital-lux-end = La partie est finie : tu as { $points } points, le Bot { $rival } (ville natale, cartes bonus et or). Envie d'une partie entière ? **Jouer une vraie partie** ouvre une table contre un bot facile dans ce salon.
