## Leçons (/apprendre) : ce que dit la leçon à chaque décision de l'élève.

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

## Luxor

lesson-luxor-hand = Bienvenue à Luxor ! Tes aventuriers parcourent le chemin du temple vers la chambre funéraire et prennent des trésors en route. Ta main est une rangée de 5 cartes, et tu ne peux jouer que la carte de l'un des deux **bouts**. À chaque tour : joue une carte d'un bout, déplace avec elle un de tes aventuriers, effectue l'action de la tuile où il s'arrête, puis pioche une carte au milieu de ta main. Tu as { $points } points pour l'instant, le Bot { $rival }. Joue le **2** de droite.
lesson-luxor-hand-why = Garde le **1** de gauche pour ton prochain tour : il aura un rôle à y jouer. Joue maintenant le **2** de droite.
lesson-luxor-treasure = Choisis maintenant qui avance. Chaque pas mène à la prochaine case qui porte une tuile : les cases vides ne comptent pas. Ton aventurier sur la tuile Horus de niveau 2 atteint un bijou de 3 en 2 pas. Un trésor de 1 ou 3 demande un de tes aventuriers dessus, et ses points comptent tout de suite : déplace celui-là.
lesson-luxor-osiris = Une nouvelle carte est arrivée au milieu de ta main. Maintenant le **1** de gauche : un seul pas peut te mener loin, avec l'aide d'Osiris.
lesson-luxor-osiris-move = Un pas amène ton aventurier placé juste avant la tuile Osiris sur celle-ci. Un aventurier ne s'arrête jamais sur une tuile Osiris : il avance encore du nombre de la tuile, dépasse la statue d'Anubis et effectue l'action de la tuile où il finit, une tuile Horus. Déplace celui-là.
lesson-luxor-horus-tile = Regarde : en dépassant la statue d'Anubis, tu as réveillé ton aventurier qui y était couché ; il repart de l'escalier. Maintenant la tuile Horus : prends une clé (le prix de la chambre funéraire) ou la carte du dessus de la pile Horus de son niveau. Prends la **carte Horus** : elle va au milieu de ta main, et tu ne pioches pas ce tour-ci.
lesson-luxor-plus-minus = Ta carte Horus est au milieu de ta main : joue le **±1** de gauche, un pas en avant ou en arrière.
lesson-luxor-temple-move = Déplace l'aventurier qui est sur la tuile Horus de niveau 2 : un pas en avant, c'est la tuile Temple, car la case vide ne compte pas.
lesson-luxor-temple-step = Un pas **en avant**.
lesson-luxor-temple = Une tuile Temple est apparue là où un trésor a été pris, et elle reste pour récompenser chaque visiteur. Celle-ci donne un scarabée (face cachée : toi seul en connais les points) ou un trésor joker, qui remplace un vase, un bijou ou une statue dans une série. Prends le **trésor joker**.
lesson-luxor-middle = Ta carte Horus est la deuxième en partant de la gauche. Joue le **2** de gauche : la carte Horus sera alors au bout, prête pour ton prochain tour.
lesson-luxor-middle-why = Joue la carte de **gauche** : c'est ainsi que ta carte Horus arrive au bout de ta main.
lesson-luxor-two = La statue de 4 après la tuile Osiris demande 2 de tes aventuriers dessus, et l'un d'eux s'y trouve déjà. Amène celui qui est sur la tuile Temple : 2 pas, la case vide ne compte pas.
lesson-luxor-horus-card = Ta carte Horus est au bout gauche : joue le **1–5**. Tu avances de 1 à 5 pas, au choix.
lesson-luxor-horus-move = Déplace l'un de tes deux aventuriers sur la case de la statue que tu viens de prendre : la dernière tuile Horus est 4 pas plus loin.
lesson-luxor-horus-distance = Choisis **4** : les cases vides ne comptent pas, et tu arrives sur la dernière tuile Horus, de niveau 3, près de la chambre funéraire.
lesson-luxor-key = Tu as { $keys } { $keys ->
        [one] clé
       *[other] clés
    }. Entrer dans la chambre funéraire coûte une clé : prends la **clé**.
lesson-luxor-tomb-card = Avec { $keys } { $keys ->
        [one] clé
       *[other] clés
    }, ton aventurier de la case { $front } peut entrer dans la chambre funéraire, un pas après la dernière tuile. Il faut le nombre exact : { $steps } pas. Joue le **3** de gauche.
lesson-luxor-tomb = Fais entrer l'aventurier de la case { $front } dans la chambre funéraire. Le Bot y est déjà avec le sarcophage de 5 PV ; tu prends celui de 3 PV. Avec un deuxième aventurier à l'intérieur, ce tour de jeu est le dernier. Vient ensuite le décompte final : chaque aventurier marque la valeur de son mur (la chambre, 15), plus les trésors, les sarcophages, les clés, les séries vase, bijou et statue, et les scarabées. Tu as { $points } points maintenant.
lesson-luxor-end = La partie est finie : tu as { $points } points, le Bot { $rival }. C'était Luxor. Envie d'une partie entière ? **Jouer une vraie partie** ouvre une table contre un bot facile dans ce salon.
