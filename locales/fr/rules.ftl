## La règle derrière chaque décision : le bouton Règles du panneau de tour et /règles règle:

rules-button = 📖 Règles
rules-panel-title = { $game } : les règles derrière ce choix
cmd-rules-rule = règle
cmd-rules-rule-desc = Une section des règles (vide : le résumé entier)
error-unknown-rule = { $game } n'a pas cette règle. Ses sections : { $sections }.

## Luxor

luxor-rule-hand-title = Ta main
luxor-rule-hand = Ta main est une rangée de 5 cartes : tu ne peux jouer que celle tout à gauche ou tout à droite. Une carte gagnée (piochée, ou une carte Horus) se place au milieu ; sinon, l'ordre ne change jamais.
luxor-rule-turn-title = Un tour
luxor-rule-turn = Joue une carte d'un bout et déplace avec elle un de tes aventuriers actifs, effectue l'action de la tuile où il s'arrête, puis pioche une carte au milieu de ta main (pas si tu as gagné une carte Horus ce tour-ci). Si aucune des deux cartes des bouts ne permet un déplacement légal, défausse-en une sans bouger, puis pioche.
luxor-rule-movement-title = Déplacement
luxor-rule-movement = Chaque pas mène à la prochaine case qui porte une tuile : les cases vides ne comptent pas. Plusieurs aventuriers peuvent partager une case. La carte ±1 avance ou recule d'un pas ; la carte dé lance le dé et avance d'autant.
luxor-rule-anubis-title = Statues d'Anubis
luxor-rule-anubis = Quand un de tes aventuriers dépasse en avançant une statue où l'un des tiens est couché, celui-ci se relève et repart de l'escalier. Il peut bouger à partir de ton prochain tour.
luxor-rule-osiris-title = Tuiles Osiris
luxor-rule-osiris = Un aventurier ne s'arrête jamais sur une tuile Osiris : il avance encore du nombre de la tuile (à nouveau s'il tombe sur une autre) et effectue l'action de la tuile où il finit. Une poussée d'Osiris n'entre jamais dans la chambre funéraire : elle s'arrête sur la dernière tuile.
luxor-rule-horus-cards-title = Cartes Horus
luxor-rule-horus-cards = 1–X : avance de 1 à X, au choix. 1–dé : lance le dé, puis avance de 1 au résultat. Tous avancent de N : chacun de tes aventuriers actifs avance de N, le plus proche de la chambre d'abord ; tu choisis l'un d'eux pour effectuer l'action de sa tuile. Dernier jusqu'à l'avant-dernier : ton aventurier le plus en arrière rejoint le plus en arrière des autres qui sont devant lui. 1 aventurier de moins N : avance de N exactement, et le trésor atteint demande un aventurier de moins.
luxor-rule-treasure-title = Trésors
luxor-rule-treasure = Tu prends une tuile Trésor quand assez de tes aventuriers s'y trouvent : 1 pour un trésor de 1 ou 3, 2 pour 4 ou 5, 3 pour 6. Ses points comptent tout de suite. Si une icône de temple est imprimée dessous, une tuile Temple y est retournée face visible ; elle récompense les visiteurs à partir du suivant.
luxor-rule-horus-tile-title = Tuiles Horus
luxor-rule-horus-tile = Une tuile Horus reste sur le plateau. En t'y arrêtant, prends une clé ou la carte du dessus de la pile Horus du niveau de la tuile, au milieu de ta main (tu ne pioches alors pas ce tour-ci). Ce qui est épuisé n'est pas proposé.
luxor-rule-temple-title = Tuiles Temple
luxor-rule-temple = Les tuiles Temple restent et récompensent chaque visiteur : scarabée (face cachée, toi seul en connais les points), trésor joker, scarabée ou joker (au choix), faveur d'Horus (une carte Horus de l'un de deux niveaux, sans pioche ce tour-ci), tunnel (jusqu'au prochain tunnel révélé devant, sans autre action).
luxor-rule-tomb-title = La chambre funéraire
luxor-rule-tomb = La chambre funéraire est un pas après la dernière tuile. Y entrer exige le nombre exact et coûte une clé ; les aventuriers dans la chambre ne bougent plus. Le premier à y entrer prend le sarcophage de 5 PV, le deuxième celui de 3 PV.
luxor-rule-end-title = Fin de la partie
luxor-rule-end = Quand le deuxième aventurier entre dans la chambre funéraire, le tour de jeu est joué jusqu'au bout, puis vient le décompte final. Si pendant tout un tour de jeu personne ne peut faire de déplacement légal, la partie s'arrête aussitôt.
luxor-rule-scoring-title = Décompte final
luxor-rule-scoring = Les trésors marqués pendant la partie, plus la valeur du mur pour chaque aventurier (chambre 15, escalier et statues 0), les sarcophages, 1 PV par clé, les séries de trésors (vase + bijou + statue, au plus 2 jokers par série : 3/7/12/18/25/33/42/52 PV) et les scarabées. En cas d'égalité, le sarcophage le plus précieux l'emporte.

## Capital Lux

capital-lux-rule-draft-title = Draft
capital-lux-rule-draft = Chacun reçoit 6 cartes (5 à 4 joueurs), en choisit 2 et passe le reste à gauche, en choisit encore 2 et passe le reste à gauche, puis garde les dernières cartes reçues. Les cartes choisies et gardées forment ta main de la manche.
capital-lux-rule-play-title = Jouer une carte
capital-lux-rule-play = En commençant par le premier joueur, dans le sens horaire, chaque tour joue une carte face visible : dans ta ville natale (elle compte, sans effet) ou dans la colonne de sa couleur dans la Capitale, et tu dois alors appliquer son pouvoir.
capital-lux-rule-powers-title = Pouvoirs
capital-lux-rule-powers = Scientifique (vert) : pioche une carte et ajoute-la à ta main. Marchand (jaune) : prends 1 pièce d'or. Agent (bleu) : pioche un modificateur et place-le face cachée sur n'importe quelle colonne de la Capitale. Clerc (rose) : choisis le bleu, le jaune ou le vert, et déplace la carte la plus faible de cette couleur de la Capitale dans ta ville natale ; le rose ne peut jamais être pris. Un pouvoir ne fait rien quand ce qu'il donne est épuisé.
capital-lux-rule-modifiers-title = Modificateurs
capital-lux-rule-modifiers = Les modificateurs sont +4, +2, −1 et −3. Qui joue un Agent regarde le modificateur pioché et le place face cachée sur n'importe quelle colonne de la Capitale (une colonne peut en avoir plusieurs) : lui seul en connaît la valeur jusqu'à la fin de la manche, où tous sont révélés et ajoutés à leurs colonnes.
capital-lux-rule-round-end-title = Fin de manche
capital-lux-rule-round-end = Quand un joueur termine son tour la main vide, chacun des autres joue encore un tour (un joueur sans cartes passe le sien). Un Scientifique joué dans la Capitale comme dernière carte fait piocher une carte : ta main n'est donc pas vide. Les cartes restées en main vont ensuite dans la ville natale de leur propriétaire.
capital-lux-rule-limits-title = Limites
capital-lux-rule-limits = En fin de manche, le total de la Capitale d'une couleur est la somme de ses cartes et de ses modificateurs. Si ton total de cette couleur dans ta ville natale le dépasse, tu défausses toutes tes cartes de cette couleur de ta ville natale, sauf si tu paies toute la différence en or pour les garder cette manche. L'égalité est permise.
capital-lux-rule-bonus-title = Cartes bonus et manche suivante
capital-lux-rule-bonus = Pour chaque couleur, le plus haut total en ville natale (au-dessus de 0) prend face cachée la plus forte carte de cette couleur dans la Capitale ; elle ne compte qu'à la fin. En cas d'égalité, les cartes sont prises dans l'ordre du tour. Puis les modificateurs sont remélangés, et le plus haut total en ville natale, toutes couleurs confondues, commence la manche suivante.
capital-lux-rule-scoring-title = Décompte final
capital-lux-rule-scoring = Après 3 manches : cartes de la ville natale + cartes bonus + 1 par pièce d'or. Égalité : le plus de 6, puis de 5, 4, 3 et 2 ; sinon, victoire partagée.

## Gardiens du Mausolée

mausoleum-rule-turn-title = Ton tour
mausoleum-rule-turn = Pioche 1 carte (aucune une fois la pioche vide), joue au plus une carte ou passe, puis défausse jusqu'à 5 cartes, au choix.
mausoleum-rule-cards-title = Tes cartes
mausoleum-rule-cards = Les Constructions, le Mausole et la Protection vont dans ta zone. Artémise II : pioche 2 cartes de plus tout de suite. Des Architectes ou des Sculpteurs joués pendant ton tour montent la garde dans ta zone, annulent la prochaine attaque correspondante qui te vise, puis sont défaussés ; la Protection annule la prochaine attaque de n'importe quel type, puis est défaussée.
mausoleum-rule-attacks-title = Attaques
mausoleum-rule-attacks = Tremblement de terre : un adversaire défausse une construction de sa zone, que tu choisis. Invasion : déplace une construction de ton choix de la zone d'un adversaire vers la tienne. Échange : donne à un adversaire une carte de ton choix et prends une carte au hasard dans sa main (il te faut une autre carte en main). Vol : prends une carte au hasard dans la main d'un adversaire. La cible doit avoir une construction (Tremblement de terre, Invasion) ou des cartes en main (Échange, Vol).
mausoleum-rule-defence-title = Défense
mausoleum-rule-defence = Une garde correspondante dans la zone de la cible annule l'attaque automatiquement, sinon une Protection. Sinon, la cible peut révéler de sa main des Architectes (contre Tremblement de terre ou Invasion) ou des Sculpteurs (contre Échange ou Vol) : ils sont défaussés et l'attaque est annulée ; sans réponse à temps, la défense est utilisée. La carte d'attaque est défaussée dans tous les cas.
mausoleum-rule-discovery-title = Découverte archéologique
mausoleum-rule-discovery = Prends une carte de ton choix dans la défausse et ajoute-la à ta main. Elle ne peut pas être jouée si la défausse est vide et, une fois la pioche vide, elle ne peut pas reprendre une autre Découverte.
mausoleum-rule-end-title = Fin de la partie
mausoleum-rule-end = Une fois la pioche vide, on ne pioche plus, et un joueur sans cartes passe automatiquement. La partie se termine quand chaque joueur a passé une fois à la suite, ou quand toutes les mains sont vides.
mausoleum-rule-scoring-title = Score
mausoleum-rule-scoring = Un ensemble complet (Base, Colonnes, Pyramide et Statues dans ta zone) vaut 8 ; +4 une fois avec 2 ensembles ou plus. Un Mausole dans ta zone fait valoir 16 à un ensemble (un seul compte). Égalité : le plus d'ensembles, puis le plus de personnages différents utilisés (joués ou révélés en défense), sinon victoire partagée.
