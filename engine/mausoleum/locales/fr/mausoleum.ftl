# Gardiens du Mausolée (engine/mausoleum). Les joueurs arrivent en étiquettes seat-name
# imbriquées, les cartes en étiquettes mausoleum-card-* imbriquées.

game-mausoleum = Gardiens du Mausolée

## Cartes

mausoleum-card-base = Base
mausoleum-card-columns = Colonnes
mausoleum-card-pyramid = Pyramide
mausoleum-card-statues = Statues
mausoleum-card-mausolus = Mausole
mausoleum-card-artemisia = Artémise II
mausoleum-card-architects = Architectes
mausoleum-card-sculptors = Sculpteurs
mausoleum-card-earthquake = Tremblement de terre
mausoleum-card-invasion = Invasion
mausoleum-card-discovery = Découverte archéologique
mausoleum-card-exchange = Échange
mausoleum-card-theft = Vol
mausoleum-card-protection = Protection

## Questions

mausoleum-prompt-play = Joue une carte de ta main, ou passe.
mausoleum-prompt-play-final = La pioche est vide : joue une carte ou passe. La partie se termine quand tout le monde passe à la suite ({ $passes } sur { $players } pour l'instant).
mausoleum-prompt-target = Qui attaques-tu avec { $card } ?
mausoleum-prompt-defend = { $player } t'attaque avec { $card }. Révéler une défense de ta main ?
mausoleum-prompt-construction = { $card } : choisis une carte Construction chez { $target }.
mausoleum-prompt-give = Échange : choisis la carte que tu donnes à { $target }.
mausoleum-prompt-recover = Découverte archéologique : choisis une carte à reprendre dans la défausse.
mausoleum-prompt-discard = Ta main dépasse la limite de 5 : défausse { $count ->
        [one] une carte
       *[other] { $count } cartes, une à la fois
    }.

## Options

mausoleum-opt-play = Jouer { $card }
mausoleum-opt-pass = Passer
mausoleum-opt-target = Attaquer { $player }
mausoleum-opt-defend = Révéler { $card }
mausoleum-opt-allow = Laisser passer l'attaque
mausoleum-opt-construction = { $card }
mausoleum-opt-give = Donner { $card }
mausoleum-opt-recover = Prendre { $card }
mausoleum-opt-discard = Défausser { $card }

## Aperçus des options (ce que fera une option, d'après ce que tu peux voir)

mausoleum-preview-set = Complète un ensemble : ton score { $before } → { $after }
mausoleum-preview-toward = Ensemble { $set } : { $have } → { $after } des 4 types dans ta zone
mausoleum-preview-spare = Une carte { $card } en trop (tu en as { $count }) : ton prochain ensemble n'avance pas
mausoleum-preview-mausolus = Double l'un de tes ensembles : ton score { $before } → { $after }
mausoleum-preview-mausolus-again = Tu as déjà un Mausole : un seul compte, aucun point
mausoleum-preview-mausolus-later = Pas encore d'ensemble complet : +{ $points } quand tu en compléteras un
mausoleum-preview-artemisia = { $count ->
        [0] La pioche est vide : aucune carte à piocher
        [one] Tu pioches { $count } carte de plus (la dernière de la pioche)
       *[other] Tu pioches { $count } cartes de plus ({ $draw } dans la pioche)
    }
mausoleum-preview-architects = Monte la garde dans ta zone : annule le prochain Tremblement de terre ou la prochaine Invasion contre toi
mausoleum-preview-sculptors = Monte la garde dans ta zone : annule le prochain Échange ou le prochain Vol contre toi
mausoleum-preview-protection = Reste dans ta zone : annule la prochaine attaque de tout type contre toi
mausoleum-preview-discovery = Prends la carte de ton choix dans la défausse ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } au choix)
mausoleum-preview-attack = { $count } cibles possibles : tu choisis ensuite
mausoleum-preview-blocked = bloquée aussitôt par { $guard } dans sa zone
mausoleum-preview-defence-unknown = { $guard } en main ? inconnu
mausoleum-preview-defence-none = plus aucun { $guard } hors de vue : pas de défense possible
mausoleum-preview-target-hand = { $card } sur { $target } ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main ; { $defence })
mausoleum-preview-target-area = { $card } sur { $target } (score { $points }, { $sets ->
        [one] { $sets } ensemble
       *[other] { $sets } ensembles
    } ; { $defence })
mausoleum-preview-earthquake = { $target } perd { $card } : son score { $before } → { $after }
mausoleum-preview-invasion = { $card } passe dans ta zone : score de { $target } { $before } → { $after }, le tien { $mine } → { $mine_after }
mausoleum-preview-give = { $target } la reçoit ; tu prends au hasard 1 de ses { $cards } cartes
mausoleum-preview-recover = { $card } va dans ta main
mausoleum-preview-recover-then = { $card } va dans ta main ; jouée plus tard : { $then }
mausoleum-preview-defend = Annule { $card } ; sinon : { $stake }
mausoleum-preview-stake-theft = { $player } prend au hasard 1 de tes { $cards } cartes
mausoleum-preview-stake-exchange = { $player } prend au hasard 1 de tes { $cards } cartes et t'en donne une
mausoleum-preview-stake-earthquake = { $player } choisit une de tes constructions à défausser (ton score actuel : { $points })
mausoleum-preview-stake-invasion = { $player } choisit une de tes constructions à prendre (ton score actuel : { $points })
mausoleum-preview-discard = { $card } à la défausse ({ $left ->
        [0] plus aucune en main
       *[other] encore { $left } en main
    })
mausoleum-preview-pass = Termine ton tour sans jouer
mausoleum-preview-pass-final = Passes d'affilée : { $passes } sur { $players }{ $ends ->
        [yes] {" "}— la partie se termine
       *[no] {""}
    }

## Conseils (la raison de l'IA normale, d'après son propre calcul)

mausoleum-hint-pass = Rien dans ta main ne vaut d'être joué maintenant : garder tes cartes vaut plus (meilleur coup : environ { $best })
mausoleum-hint-play = { $card } vaut le plus maintenant : environ { $worth } selon les valeurs de l'IA
mausoleum-hint-target = { $target } : { $chance } % de chances que l'attaque passe, environ { $worth }
mausoleum-hint-defend = Environ { $stake } en jeu : plus que ce que vaut garder tes { $card } ({ $keep })
mausoleum-hint-allow = Seulement environ { $stake } en jeu : tes { $card } valent plus en main ({ $keep })
mausoleum-hint-hit = { $card } fait le plus de tort à { $target } : environ { $worth }
mausoleum-hint-least = { $card } te coûte le moins : environ { $worth }
mausoleum-hint-recover = { $card } vaut le plus pour toi : environ { $worth }
mausoleum-hint-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

## Descriptions des images (texte alternatif)

mausoleum-alt-discard = Défausse : { $count } cartes, au-dessus : { $top }.
mausoleum-alt-attack = { $player } vise { $target } avec { $card }.
mausoleum-alt-in-play = { $player } joue { $card }.
mausoleum-alt-passes = La pioche est vide : { $passes } sur { $players } ont passé d'affilée.
mausoleum-alt-count = { $card } ×{ $count }
mausoleum-alt-player = { $player } : { $final ->
        [yes] score final { $points }
       *[no] { $points } points
    }, { $sets ->
        [one] { $sets } ensemble complet
       *[other] { $sets } ensembles complets
    } ; Base { $base }, Colonnes { $columns }, Pyramide { $pyramid }, Statues { $statues } ; aussi : { $extras } ; { $hand } en main.
mausoleum-alt-hand = Ta main, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } : { $cards }.
mausoleum-alt-chosen = Tu joues { $card }.
mausoleum-alt-waiting = On attend { $player }.

## Événements

mausoleum-ev-drew = { $player } pioche { $count ->
        [one] une carte
       *[other] { $count } cartes
    }.
mausoleum-ev-drew-card = Tu as pioché { $card }.
mausoleum-ev-draw-pile-empty = La pioche est vide : on ne pioche plus. La partie se termine quand tout le monde passe à la suite.
mausoleum-ev-no-cards = { $player } n'a plus de cartes et passe.
mausoleum-ev-passed = { $player } passe.
mausoleum-ev-discarded = { $player } défausse { $card }.
mausoleum-ev-played = { $player } joue { $card }.
mausoleum-ev-recovered = { $player } reprend { $card } dans la défausse.
mausoleum-ev-attack = { $player } vise { $target } avec { $card }.
mausoleum-ev-blocked = Chez { $target }, la garde ({ $guard }) annule l'attaque { $card }.
mausoleum-ev-defended = { $target } révèle { $guard } et annule l'attaque { $card }.
mausoleum-ev-let-through = { $target } laisse passer l'attaque.
mausoleum-ev-earthquake = Tremblement de terre ! { $target } défausse { $construction }.
mausoleum-ev-invasion = { $player } prend { $construction } chez { $target }.
mausoleum-ev-exchange = { $player } échange une carte avec { $target }.
mausoleum-ev-exchange-attacker = Tu as donné { $gave } à { $target } et reçu { $got }.
mausoleum-ev-exchange-target = { $player } a pris ta carte { $gave } et t'a donné { $got }.
mausoleum-ev-theft = { $player } vole une carte à { $target }.
mausoleum-ev-theft-attacker = Tu as volé { $card } à { $target }.
mausoleum-ev-theft-target = { $player } t'a volé ta carte { $card }.
mausoleum-ev-game-over = La partie est terminée.

## Résumé de la table

mausoleum-summary-turn = À { $player } de jouer. Pioche : { $draw }.
mausoleum-summary-defend = { $target } choisit de se défendre ou non contre { $card }.
mausoleum-summary-over = La partie est terminée.

## Catégories du résultat

mausoleum-cat-sets = Ensembles (8 chacun)
mausoleum-cat-bonus = 2 ensembles ou plus
mausoleum-cat-mausolus = Mausole

## Règles (/règles)

mausoleum-rules =
    Gardiens du Mausolée, 2 à 4 joueurs. 52 cartes ; chacun commence avec 5 cartes, un joueur tiré au sort commence.
    But : compléter des ensembles Base + Colonnes + Pyramide + Statues dans ta zone.
    Ton tour : pioche 1 carte (aucune une fois la pioche vide), joue au plus une carte ou passe, puis défausse jusqu'à 5 cartes, une à la fois, au choix.
    • Les Constructions, le Mausole et la Protection vont dans ta zone.
    • Artémise II : pioche 2 cartes de plus tout de suite ; elle reste dans ta zone comme personnage utilisé. Ces cartes comptent dans la limite de 5 en fin de tour ; si la pioche est trop courte, tu pioches ce qui reste.
    • Architectes / Sculpteurs joués pendant ton tour restent dans ta zone comme garde : ils annulent le prochain Tremblement de terre/Invasion (Architectes) ou Échange/Vol (Sculpteurs) qui te vise, puis sont défaussés.
    • Protection annule la prochaine attaque de n'importe quel type qui te vise, puis est défaussée.
    • Tremblement de terre : un adversaire défausse une construction de sa zone, que tu choisis. Invasion : déplace une construction de ton choix de la zone d'un adversaire vers la tienne.
    • Échange : donne à un adversaire une carte de ton choix et prends une carte au hasard dans sa main, tirée avant que la tienne n'arrive (exactement une carte passe dans chaque sens). Il te faut une autre carte en main pour la jouer.
    • Vol : prends une carte au hasard dans la main d'un adversaire.
    • Découverte archéologique : prends une carte de ton choix dans la défausse (jouable seulement s'il y en a une à prendre). Une fois la pioche vide, elle ne peut pas reprendre une autre Découverte.
    Une attaque (Tremblement de terre, Invasion, Échange, Vol) demande un adversaire qui a une construction (Tremblement de terre, Invasion) ou des cartes en main (Échange, Vol).
    Défense : tu désignes d'abord la cible. Une garde correspondante dans sa zone annule l'attaque automatiquement, sinon une Protection ; sinon, si la cible a des Architectes (contre Tremblement de terre/Invasion) ou des Sculpteurs (contre Échange/Vol) en main, elle peut les révéler : ils sont défaussés et l'attaque est annulée ; sans réponse à temps, la défense est utilisée. La carte d'attaque est défaussée dans tous les cas. Seule une attaque qui passe demande quelle construction ou quelle carte donner.
    Personnages utilisés = joués ou révélés en défense (Mausole, Artémise II, Architectes, Sculpteurs).
    Fin : une fois la pioche vide, on ne pioche plus ; un joueur sans cartes passe automatiquement ; la partie se termine quand chaque joueur a passé une fois à la suite, ou quand toutes les mains sont vides. La défausse n'est jamais remélangée.
    Score : 8 par ensemble complet ; +4 une fois avec 2 ensembles ou plus ; un Mausole dans ta zone fait valoir 16 à un ensemble (un seul Mausole compte).
    Égalité : le plus d'ensembles complets, puis le plus de personnages différents utilisés, sinon victoire partagée.

## La règle derrière chaque décision : le bouton Règles du panneau de tour et /règles règle:

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

## Images

mausoleum-img-turn = À { $player } de jouer
mausoleum-img-over = Partie terminée
mausoleum-img-step-play = Joue une carte ou passe.
mausoleum-img-step-last = La partie finit quand tous passent d'affilée : déjà { $passes } sur { $players }.
mausoleum-img-step-target = Joue { $card } et choisit une cible.
mausoleum-img-step-defend = { $card } vise { $target }, qui peut se défendre.
mausoleum-img-step-construction = Choisit une construction chez { $target } ({ $card }).
mausoleum-img-step-give = Échange avec { $target } : choisit une carte à donner.
mausoleum-img-step-recover = Choisit une carte dans la défausse.
mausoleum-img-step-discard = Défausse jusqu'à 5 cartes.
mausoleum-img-draw-pile = Pioche
mausoleum-img-discard-pile = Défausse
mausoleum-img-area = Personnages et défenses
mausoleum-img-score = { $sets ->
        [one] { $sets } ensemble
       *[other] { $sets } ensembles
    } · { $points } pts
mausoleum-img-legend-hand = Cartes en main
mausoleum-img-legend-used = Personnages utilisés
mausoleum-img-your-hand = Ta main
mausoleum-img-hand-count = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
mausoleum-img-empty-hand = Aucune carte en main.
mausoleum-img-in-area = Dans ta zone : { $count }
mausoleum-img-playing = En jeu : choisis son effet
mausoleum-img-hint-mausolus = Double un ensemble complet
mausoleum-img-hint-artemisia = Pioche 2 cartes de plus
mausoleum-img-hint-architects = Bloque un Tremblement de terre ou une Invasion
mausoleum-img-hint-sculptors = Bloque un Échange ou un Vol
mausoleum-img-hint-earthquake = Détruit une construction
mausoleum-img-hint-invasion = Prends une construction adverse
mausoleum-img-hint-discovery = Prends dans la défausse
mausoleum-img-hint-exchange = Échange une carte avec un adversaire
mausoleum-img-hint-theft = Vole une carte au hasard
mausoleum-img-hint-protection = Bloque la prochaine attaque

## Critères de départage (moteur)

mausoleum-tie-sets = ensembles complets
mausoleum-tie-characters = personnages différents utilisés

## La leçon (/apprendre) : ce qu'elle dit à chaque décision de l'élève, selon les étapes
## de lesson.py. Les chiffres viennent de la vue de l'élève à ce moment-là.

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
