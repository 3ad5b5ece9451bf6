# Capital Lux : tous les textes du moteur (engine/capital_lux).
# Les couleurs ($colour) arrivent déjà traduites (vert, jaune, bleu, rose) ; devant « carte »
# ou « colonne », une expression de sélection les accorde au féminin.

game-capital-lux = Capital Lux

## Matériel

capital-lux-colour-green = vert
capital-lux-colour-yellow = jaune
capital-lux-colour-blue = bleu
capital-lux-colour-pink = rose
capital-lux-power-scientist = Scientifique : piocher une carte
capital-lux-power-merchant = Marchand : prendre une pièce d'or
capital-lux-power-agent = Agent : placer un modificateur
capital-lux-power-cleric = Clerc : ramener une carte dans ta ville natale
capital-lux-card = { $value } { $colour }

## Questions et options

capital-lux-prompt-pick = { $count ->
    [one] Choisis 1 carte à garder ; le reste part chez ton voisin de gauche.
   *[other] Choisis { $count } cartes à garder, une à la fois ; le reste part chez ton voisin de gauche.
}
capital-lux-prompt-play = Choisis une carte à jouer.
capital-lux-prompt-destination = Où joues-tu ton { $card } ?
capital-lux-opt-home = Ville natale
capital-lux-opt-capital = Capitale ({ $power })
capital-lux-prompt-agent = Tu as pioché le modificateur { $value }. Place-le face cachée sur une colonne de la Capitale.
capital-lux-opt-column = Colonne { $colour ->
    [vert] verte
    [bleu] bleue
   *[other] { $colour }
}
capital-lux-prompt-cleric = Clerc : de quelle couleur prends-tu la carte la plus faible de la Capitale pour ta ville natale ?
capital-lux-opt-take = { $card }
capital-lux-prompt-limit = Ton total en { $colour } dans ta ville natale est de { $home }, au-dessus de la limite de la Capitale ({ $limit }). Payer { $cost ->
    [one] { $cost } pièce d'or
   *[other] { $cost } pièces d'or
} (tu en as { $coins }) pour garder ces cartes cette manche, ou les défausser ?
capital-lux-opt-pay = { $coins ->
    [one] Payer { $coins } pièce d'or
   *[other] Payer { $coins } pièces d'or
}
capital-lux-opt-discard = { $cards ->
    [one] Défausser 1 carte { $colour ->
        [vert] verte
        [bleu] bleue
       *[other] { $colour }
    }
   *[other] Défausser { $cards } cartes { $colour ->
        [vert] vertes
        [jaune] jaunes
        [bleu] bleues
        [rose] roses
       *[other] { $colour }
    }
}

## Aperçus des options (ce que fera une option, d'après ce que tu peux voir)

capital-lux-preview-hidden = { $count ->
        [0] {""}
        [one] {" "}+ { $count } modificateur caché
       *[other] {" "}+ { $count } modificateurs cachés
    }
capital-lux-preview-margin = { $status ->
        [over] dépassement de { $gap }
        [equal] pile à la limite
       *[under] { $gap } de marge
    }
capital-lux-preview-pick = Ton { $colour } : ville natale { $home }, choisies { $picked } → { $after } ; Capitale { $colour } { $limit }{ $hidden }
capital-lux-preview-choose = Ville natale : ton { $colour } { $home } → { $home_after } · Capitale { $colour } { $limit } → { $limit_after }{ $hidden }
capital-lux-preview-home = Ville natale : ton { $colour } { $before } → { $after } (Capitale { $colour } { $limit }{ $hidden } : { $margin })
capital-lux-preview-capital = Capitale : { $colour } { $before } → { $after }{ $hidden } (ton { $colour } en ville natale { $home } : { $margin }) ; { $power }
capital-lux-preview-column = Capitale { $colour } { $before } → { $after }{ $hidden } (ton { $colour } en ville natale { $home } : { $margin })
capital-lux-preview-take = Ton { $colour } en ville natale { $home_before } → { $home } ; Capitale { $colour } { $before } → { $after }{ $hidden } : { $margin }
capital-lux-preview-pay = Tu gardes { $points } points de { $colour } cette manche ; ton or { $coins } → { $after }
capital-lux-preview-discard = Tu perds { $points } points de { $colour } ; tu gardes ton or ({ $coins })
capital-lux-preview-scientist = { $deck ->
        [0] la pioche est vide : aucune carte à piocher
       *[other] tu pioches une carte (inconnue avant d'être piochée)
    }
capital-lux-preview-merchant = tu prends 1 pièce d'or ({ $coins } → { $after })
capital-lux-preview-merchant-none = la réserve n'a plus d'or : aucune pièce
capital-lux-preview-agent = { $pile ->
        [0] la pile de modificateurs est vide : aucun modificateur
       *[other] tu pioches un modificateur (inconnu avant d'être pioché) et tu le places
    }
capital-lux-preview-cleric-none = le Clerc ne trouve rien à prendre
capital-lux-preview-cleric-1 = le Clerc ramène { $a } chez toi
capital-lux-preview-cleric-2 = le Clerc ramène { $a } ou { $b } chez toi
capital-lux-preview-cleric-3 = le Clerc ramène { $a }, { $b } ou { $c } chez toi

## Conseils (la raison de l'IA normale, d'après son propre calcul)

capital-lux-hint-colour = Limite attendue en { $colour } en fin de manche : environ { $limit } (à { $spread } près) ; { $gain ->
        [0] à peu près aussi bon que le choix suivant
        [one] environ { $gain } point de mieux que le choix suivant
       *[other] environ { $gain } points de mieux que le choix suivant
    }
capital-lux-hint-pay = Payer { $cost } or garde { $home } points de { $colour } : ça vaut le coup cette manche
capital-lux-hint-discard = { $cost } or, c'est trop pour garder { $home } points de { $colour } exposés aux manches suivantes

## Descriptions des images (texte alternatif)

capital-lux-alt-draft = Tout le monde choisit en même temps (passe { $step } sur 2).
capital-lux-alt-turn = Au tour de { $player }.
capital-lux-alt-deciding = Au-dessus d'une limite, en train de décider : { $players }.
capital-lux-alt-column = { $total }{ $hidden ->
        [0] {""}
        [one] {" "}+ { $hidden } modificateur face cachée
       *[other] {" "}+ { $hidden } modificateurs face cachée
    }
capital-lux-alt-capital = Capitale : vert { $green }, jaune { $yellow }, bleu { $blue }, rose { $pink }.
capital-lux-alt-limits = Limites de la manche { $round } : vert { $green }, jaune { $yellow }, bleu { $blue }, rose { $pink }.
capital-lux-alt-player = { $player }{ $start ->
        [yes] {" "}(premier joueur)
       *[no] {""}
    } : ville natale vert { $green }, jaune { $yellow }, bleu { $blue }, rose { $pink } ; { $coins } or ; { $hand } en main ; { $bonus } { $bonus ->
        [one] carte bonus
       *[other] cartes bonus
    } ; { $final ->
        [yes] score final { $score }
       *[no] { $score ->
            [one] { $score } point pour l'instant
           *[other] { $score } points pour l'instant
        }
    }.
capital-lux-alt-piles = Pioche : { $deck } cartes. Pile de modificateurs : { $pile }.
capital-lux-alt-hand = Ta main, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } : { $cards }.
capital-lux-alt-draft-cards = À choisir, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } : { $cards }.
capital-lux-alt-picks = Tes choix : { $cards }.
capital-lux-alt-waiting = Rien à décider : on attend les autres.
capital-lux-alt-over = Ton { $colour } dépasse sa limite : paie la différence ou défausse.
capital-lux-alt-modifier = { $value } sur { $colour }
capital-lux-alt-extras = Tes modificateurs : { $modifiers }. Tes cartes bonus : { $bonus }.
capital-lux-alt-no-modifiers = aucun
capital-lux-alt-passed = Tu as passé à { $player } (pas encore jouées) : { $cards }.

## Journal de la partie

capital-lux-ev-round = Manche { $round } : { $player } commence ; { $cards ->
    [one] 1 carte distribuée
   *[other] { $cards } cartes distribuées
} à chaque joueur pour le draft.
capital-lux-ev-picked = { $player } a choisi une carte.
capital-lux-ev-you-picked = Tu as choisi le { $card }.
capital-lux-ev-passed = Les cartes restantes sont passées à gauche (choix { $step }).
capital-lux-ev-home = { $player } a joué le { $card } dans sa ville natale.
capital-lux-ev-capital = { $player } a joué le { $card } dans la Capitale.
capital-lux-ev-drew = { $player } a pioché une carte (Scientifique).
capital-lux-ev-you-drew = Tu as pioché le { $card }.
capital-lux-ev-deck-empty = La pioche est vide : pas de carte à piocher.
capital-lux-ev-coin = { $player } a pris une pièce d'or (Marchand).
capital-lux-ev-supply-empty = La réserve n'a plus d'or : pas de pièce à prendre.
capital-lux-ev-drew-mod = { $player } a pioché un modificateur (Agent).
capital-lux-ev-you-drew-mod = Ton modificateur est { $value }.
capital-lux-ev-no-modifier = La pile de modificateurs est vide : pas de modificateur à placer.
capital-lux-ev-placed = { $player } a placé un modificateur face cachée sur la colonne { $colour ->
    [vert] verte
    [bleu] bleue
   *[other] { $colour }
}.
capital-lux-ev-cleric = { $player } a ramené le { $card } de la Capitale dans sa ville natale (Clerc).
capital-lux-ev-cleric-nothing = La Capitale n'a aucune carte bleue, jaune ou verte : le Clerc ne prend rien.
capital-lux-ev-last-turns = { $player } n'a plus de cartes : tous les autres jouent un dernier tour.
capital-lux-ev-skipped = { $player } n'a plus de cartes et passe son dernier tour.
capital-lux-ev-hand-home = { $player } a placé { $cards ->
    [one] 1 carte restée
   *[other] { $cards } cartes restées
} en main dans sa ville natale.
capital-lux-ev-revealed = { $player } révèle son modificateur sur la colonne { $colour ->
    [vert] verte
    [bleu] bleue
   *[other] { $colour }
} : { $value }.
capital-lux-ev-paid = { $player } a payé { $coins ->
    [one] { $coins } pièce d'or
   *[other] { $coins } pièces d'or
} pour garder ses cartes { $colour ->
    [vert] vertes
    [jaune] jaunes
    [bleu] bleues
    [rose] roses
   *[other] { $colour }
} cette manche.
capital-lux-ev-discarded = { $player } a défaussé { $cards ->
    [one] 1 carte { $colour ->
        [vert] verte
        [bleu] bleue
       *[other] { $colour }
    }
   *[other] { $cards } cartes { $colour ->
        [vert] vertes
        [jaune] jaunes
        [bleu] bleues
        [rose] roses
       *[other] { $colour }
    }
} ({ $points } points) : au-dessus de la limite de la Capitale.
capital-lux-ev-bonus = { $player } a pris la carte bonus { $colour ->
    [vert] verte
    [bleu] bleue
   *[other] { $colour }
}.
capital-lux-ev-you-bonus = Ta carte bonus est le { $card }.
capital-lux-ev-start-player = { $player } commence la manche suivante.
capital-lux-ev-game-over = La troisième manche est terminée : décompte final.

## Résumé de la table

capital-lux-summary-draft = Manche { $round } · Draft
capital-lux-summary-play = Manche { $round } · Jeu
capital-lux-summary-final = Manche { $round } · Derniers tours
capital-lux-summary-limits = Manche { $round } · Limites
capital-lux-summary-over = Partie terminée

## Décompte final

capital-lux-cat-home = Ville natale
capital-lux-cat-bonus = Cartes bonus
capital-lux-cat-coins = Or

## Résumé des règles (/règles)

capital-lux-rules =
    Capital Lux, 2 à 4 joueurs, 3 manches. 72 cartes de quatre couleurs (valeurs 2 à 6) : Scientifique vert, Marchand jaune, Agent bleu, Clerc rose.
    Draft : chacun reçoit 6 cartes (5 à 4 joueurs), en choisit 2 et passe le reste à gauche, en choisit encore 2 et passe le reste à gauche, puis garde les dernières cartes reçues.
    Jeu : en commençant par le premier joueur, dans le sens horaire, joue une carte soit dans ta ville natale (points), soit dans la colonne de sa couleur dans la Capitale, en appliquant son pouvoir :
    • Scientifique : pioche une carte et ajoute-la à ta main.
    • Marchand : prends 1 pièce d'or.
    • Agent : pioche un modificateur (+4, +2, −1, −3), regarde-le et place-le face cachée sur n'importe quelle colonne de la Capitale.
    • Clerc : choisis le bleu, le jaune ou le vert, et déplace la carte la plus faible de cette couleur de la Capitale dans ta ville natale.
    Quand quelqu'un termine son tour la main vide, tous les autres jouent un dernier tour ; les cartes restées en main vont dans la ville natale.
    Fin de manche : les modificateurs sont révélés. Pour chaque couleur, si ton total dans ta ville natale dépasse celui de la Capitale (cartes + modificateurs), défausse toutes tes cartes de cette couleur, ou paie la différence en or pour les garder cette manche. Le plus haut total de chaque couleur en ville natale prend la plus forte carte de cette couleur dans la Capitale, en carte bonus face cachée (égalité : ordre du tour). Le plus haut total en ville natale commence la manche suivante.
    Score : cartes de la ville natale + cartes bonus + 1 par pièce d'or. Égalité : le plus de 6, puis de 5, 4, 3, 2.

## La règle derrière chaque décision : le bouton Règles du panneau de tour et /règles règle:

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

## Images

capital-lux-img-colour-green = Vert
capital-lux-img-colour-yellow = Jaune
capital-lux-img-colour-blue = Bleu
capital-lux-img-colour-pink = Rose
capital-lux-img-power-scientist = Scientifique
capital-lux-img-power-merchant = Marchand
capital-lux-img-power-agent = Agent
capital-lux-img-power-cleric = Clerc
capital-lux-img-round = Manche { $round } sur { $rounds }
capital-lux-img-turn = À { $player } de jouer
capital-lux-img-title-draft = Draft
capital-lux-img-title-limits = Fin de la manche { $round }
capital-lux-img-title-over = Partie terminée
capital-lux-img-status-draft = Tous choisissent, puis passent le reste à gauche (passe { $step } sur 2).
capital-lux-img-status-play = Joue une carte dans sa ville natale ou dans la Capitale.
capital-lux-img-status-agent = Agent : place un modificateur face cachée sur une colonne.
capital-lux-img-status-cleric = Clerc : prend la plus faible carte d'une couleur pour sa ville natale.
capital-lux-img-status-last = { $count ->
        [0] Dernier tour de la manche.
        [one] Derniers tours : encore 1 joueur après celui-ci.
       *[other] Derniers tours : encore { $count } joueurs après celui-ci.
    }
capital-lux-img-status-limits = Limite dépassée : payer la différence en or ou défausser.
capital-lux-img-status-over = Scores finaux : villes natales, cartes bonus et or.
capital-lux-img-capital = La Capitale
capital-lux-img-report = Fin de la manche { $round }
capital-lux-img-limit = Limite { $limit }
capital-lux-img-legend-gold = Or
capital-lux-img-legend-hand = Cartes en main
capital-lux-img-legend-bonus = Cartes bonus
capital-lux-img-legend-start = Premier joueur
capital-lux-img-legend-opening = Modificateur de départ (le plus fort commence)
capital-lux-img-legend-picked = A choisi
capital-lux-img-legend-modifier = Modificateur (face cachée)
capital-lux-img-legend-deck = Pioche
capital-lux-img-legend-paid = Or payé pour garder
capital-lux-img-legend-discarded = Cartes défaussées
capital-lux-img-legend-over = Dépassement de limite
capital-lux-img-your-hand = Ta main
capital-lux-img-your-draft = Ton draft
capital-lux-img-hand-count = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
capital-lux-img-to-pick = { $count ->
        [0] en attente des autres
        [one] choisis 1 carte
       *[other] choisis { $count } cartes
    }
capital-lux-img-draft-cards = Choisis parmi celles-ci
capital-lux-img-picks = Tes choix
capital-lux-img-empty-hand = Aucune carte en main.
capital-lux-img-chosen = Jouée
capital-lux-img-your-modifiers = Tes modificateurs
capital-lux-img-to-place = À placer
capital-lux-img-your-bonus = Tes cartes bonus
capital-lux-img-passed-to = Passées à
capital-lux-img-none = rien

## Critères de départage (moteur)

capital-lux-tie-value = nombre de { $value }

## Résumé de manche de Capital Lux (moteur)

capital-lux-sum-title = Fin de la manche { $round }
capital-lux-sum-limit = **{ $colour }** : la Capitale autorise { $limit } { $modifiers ->
    [0] (aucun modificateur)
    [one] (1 modificateur)
   *[other] ({ $modifiers } modificateurs)
}
capital-lux-sum-modifier = ↳ modificateur de { $player } : { $value }
capital-lux-sum-paid = { $player } dépassait la limite { $colour } et a payé { $coins } or pour garder ces cartes.
capital-lux-sum-discarded = { $player } dépassait la limite { $colour } et a défaussé { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
} valant { $points } points.
capital-lux-sum-all-within = Personne ne dépassait une limite.
capital-lux-sum-bonus = { $player } a pris la carte bonus { $colour }.
capital-lux-sum-home = { $player } — cité natale : vert { $c0 }, jaune { $c1 }, bleu { $c2 }, rose { $c3 } · or { $coins }
capital-lux-sum-next = { $player } commence la manche suivante.
capital-lux-sum-last = C'était la dernière manche : voici les résultats.
capital-lux-ev-you-dealt = Tu as reçu : { $cards }.
capital-lux-list = { $first }{ $separator }{ $rest }

## La leçon (/apprendre) : ce qu'elle dit à chaque décision de l'élève, selon les étapes
## de lesson.py. Les chiffres viennent de la vue de l'élève à ce moment-là.

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
