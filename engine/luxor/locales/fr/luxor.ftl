# Luxor : tous les textes du moteur Luxor (clés luxor-*, game-luxor et lesson-luxor-*). Vocabulaire de la règle française.

game-luxor = Luxor

## Ligne de résumé

luxor-summary = Tour { $round } — { $player } joue
luxor-summary-over = { $round ->
    [one] Partie terminée après { $round } tour
   *[other] Partie terminée après { $round } tours
}

## Cases et matériel

luxor-place-stairs = l'escalier
luxor-place-space = la case { $space }
luxor-place-tomb = la chambre funéraire

luxor-card-step = { $n }
luxor-card-plus-minus = ±{ $n }
luxor-card-die = dé
luxor-card-range = 1–{ $n }
luxor-card-range-die = 1–dé
luxor-card-move-all = tous avancent de { $n }
luxor-card-one-fewer = { $n }, 1 aventurier de moins
luxor-card-last-to-second-last = dernier jusqu'à l'avant-dernier

luxor-treasure-vase = vase
luxor-treasure-jewel = bijou
luxor-treasure-statue = statue

luxor-front-tunnel = tunnel
luxor-front-wild = trésor joker
luxor-front-scarab = scarabée
luxor-front-scarab-or-wild = scarabée ou trésor joker
luxor-front-favour = faveur d'Horus (niveau { $a } ou { $b })

## Questions

luxor-prompt-card = Joue la carte d'une des extrémités de ta main.
luxor-prompt-discard = Aucune carte aux extrémités ne permet de se déplacer : défausses-en une.
luxor-prompt-adventurer = Quel aventurier se déplace avec « { $card } » ?
luxor-prompt-distance = De combien se déplace l'aventurier de { $place } avec « { $card } » ?
luxor-prompt-resolve = « { $card } » : quel aventurier déplacé effectue l'action de sa tuile ?
luxor-prompt-reward = Que prends-tu sur { $place } ?

luxor-opt-card-left = Jouer « { $card } » (gauche)
luxor-opt-card-right = Jouer « { $card } » (droite)
luxor-opt-discard-left = Défausser « { $card } » (gauche)
luxor-opt-discard-right = Défausser « { $card } » (droite)
luxor-opt-adventurer = Aventurier sur { $place }
luxor-opt-resolve = Aventurier sur { $place }
luxor-opt-forward = { $n ->
    [one] Avancer d'une case
   *[other] Avancer de { $n } cases
}
luxor-opt-back = { $n ->
    [one] Reculer d'une case
   *[other] Reculer de { $n } cases
}
luxor-opt-key = Une clé
luxor-opt-scarab = Un scarabée
luxor-opt-wild = Un trésor joker
luxor-opt-horus-card = Carte Horus « { $card } » (niveau { $level })

## Journal de la partie

luxor-ev-played = { $player } joue la carte « { $card } ».
luxor-ev-rolled = { $player } lance le dé : { $roll }.
luxor-ev-discarded = { $player } ne peut pas se déplacer et défausse la carte « { $card } ».
luxor-ev-no-move = { $player } n'a aucun déplacement possible avec ce résultat.
luxor-ev-moved = { $player } déplace un aventurier de { $start } à { $end }.
luxor-ev-osiris = { $player } : Osiris fait avancer son aventurier de { $steps ->
    [one] 1 tuile
   *[other] { $steps } tuiles
}, de { $start } à { $end }.
luxor-ev-woke = { $player } relève son aventurier couché devant la statue d'Anubis { $statue } et le place debout sur l'escalier.
luxor-ev-tomb = { $sarcophagus ->
    [0] { $player } entre dans la chambre funéraire avec une clé.
   *[other] { $player } entre dans la chambre funéraire avec une clé et prend le sarcophage de { $sarcophagus } PV.
}
luxor-ev-final-round = Un deuxième aventurier est dans la chambre funéraire : ce tour de jeu est le dernier.
luxor-ev-too-few = { $player } doit avoir { $needed } aventuriers sur la tuile pour prendre le trésor ({ $present ->
    [one] { $present } présent
   *[other] { $present } présents
}).
luxor-ev-treasure = { $player } prend un trésor ({ $treasure }, { $vp } PV).
luxor-ev-temple = Une tuile Temple apparaît sur { $place } : { $front }.
luxor-ev-tunnel = { $player } fait passer son aventurier par le tunnel.
luxor-ev-dead-end = { $player } : aucun tunnel plus loin devant son aventurier.
luxor-ev-key = { $player } prend une clé.
luxor-ev-scarab = { $player } prend un scarabée.
luxor-ev-scarab-value = Ton nouveau scarabée vaut { $value } PV.
luxor-ev-wild = { $player } prend un trésor joker.
luxor-ev-horus-card = { $player } prend la carte Horus « { $card } » (niveau { $level }).
luxor-ev-nothing-left = Il ne reste rien à prendre ici pour { $player }.
luxor-ev-drew = Tu pioches la carte « { $card } ».
luxor-ev-reshuffled = La défausse ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}) est mélangée pour former une nouvelle pioche.
luxor-ev-stuck = Personne n'a pu se déplacer pendant tout un tour de jeu : la partie s'arrête.
luxor-ev-game-over = La partie est terminée.

## Décompte final

luxor-cat-treasures = Trésors
luxor-cat-adventurers = Aventuriers
luxor-cat-sarcophagi = Sarcophages
luxor-cat-keys = Clés
luxor-cat-sets = Séries de trésors
luxor-cat-scarabs = Scarabées

## /règles

luxor-rules =
    Luxor — fais avancer tes 5 aventuriers à travers le temple jusqu'à la chambre funéraire du pharaon.
    • Ta main est une rangée de 5 cartes : tu ne peux jouer que celle tout à gauche ou tout à droite, et tu déplaces un aventurier d'autant de tuiles (les cases vides ne comptent pas). Les nouvelles cartes se placent au milieu.
    • Effectue ensuite l'action de la tuile où le déplacement s'arrête : un trésor (si assez de tes aventuriers s'y trouvent), une clé ou une carte Horus sur une tuile Horus, ou la récompense d'une tuile Temple. Les tuiles Osiris te font avancer encore ; les tunnels mènent au tunnel suivant.
    • Dépasser une statue d'Anubis relève ton aventurier couché devant elle ; il repart de l'escalier.
    • Cartes Horus : 1–X (avance de 1 à X, au choix), 1–dé (lance le dé, puis avance de 1 au résultat), tous avancent de N (chacun de tes aventuriers avance de N ; l'un d'eux effectue l'action de sa tuile), dernier jusqu'à l'avant-dernier, et 1 aventurier de moins N : avance de N exactement, et le trésor atteint demande un aventurier de moins.
    • Entrer dans la chambre funéraire exige le nombre exact et coûte une clé. Les deux premiers à y entrer prennent les sarcophages de 5 et 3 PV ; le tour de jeu où le deuxième entre est le dernier.
    • Décompte final : trésors pris, valeur du mur pour chaque aventurier, sarcophages, 1 PV par clé, séries de trésors (vase + bijou + statue, au plus 2 trésors jokers par série : 3/7/12/18/25/33/42/52 PV) et scarabées. En cas d'égalité, le sarcophage le plus précieux l'emporte.

## La règle derrière chaque décision : le bouton Règles du panneau de tour et /règles règle:

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

## Images

luxor-img-tomb = Chambre funéraire
luxor-img-final-round = Dernier tour
luxor-img-vp = { $vp } PV
luxor-img-your-hand = Ta main
luxor-img-end-left = Gauche
luxor-img-end-right = Droite
luxor-img-played = Jouée
luxor-img-does-step = Avance de { $n }
luxor-img-does-plus-minus = Avance ou recule de { $n }
luxor-img-does-die = Lance le dé et avance d'autant
luxor-img-does-range = Avance de 1 à { $n }
luxor-img-does-range-die = Lance le dé, puis avance de 1 au résultat
luxor-img-does-move-all = Chaque aventurier avance de { $n }
luxor-img-does-one-fewer = Avance de { $n } exactement ; trésor : 1 de moins
luxor-img-does-last-to-second-last = Ton dernier aventurier rejoint le suivant
luxor-img-no-scarabs = Pas encore de scarabée
luxor-img-scarab-total = Scarabées : { $vp } PV

## Aperçus : ce que fera une option (affiché à côté)

luxor-pv-stairs = escalier
luxor-pv-space = { $space }
luxor-pv-tomb-place = chambre funéraire
luxor-pv-and = { $a }, { $b }
luxor-pv-or = { $a } ou { $b }
luxor-pv-path = { $start } → { $end }
luxor-pv-osiris = { $path } Osiris +{ $steps } → { $end }
luxor-pv-move = { $path } : { $what }
luxor-pv-wakes = { $what } ; réveille { $count ->
    [one] 1 aventurier
   *[other] { $count } aventuriers
}
luxor-pv-wakes-only = réveille { $count ->
    [one] 1 aventurier
   *[other] { $count } aventuriers
}
luxor-pv-treasure-taken = { $treasure } de { $vp } PV, pris (il en faut { $needs }, tu en aurais { $present })
luxor-pv-treasure-short = { $treasure } de { $vp } PV, pas pris (il en faut { $needs }, tu en aurais { $present })
luxor-pv-temple-revealed = { $what } ; une tuile de temple apparaît
luxor-pv-osiris-stays = Osiris, rien ne se passe
luxor-pv-tunnel = tunnel → { $end }
luxor-pv-tunnel-none = tunnel, aucun plus loin : rien ne se passe
luxor-pv-horus = Horus { $level } : { $rewards }
luxor-pv-temple = temple : { $rewards }
luxor-pv-nothing-left = plus rien
luxor-pv-r-key = clé
luxor-pv-r-scarab = scarabée
luxor-pv-r-wild = trésor joker
luxor-pv-r-horus-card = carte { $card } (niveau { $level })
luxor-pv-tomb = chambre funéraire (une clé utilisée, { $sarcophagus ->
    [0] plus de sarcophage
   *[other] sarcophage de { $sarcophagus } PV
})
luxor-pv-tomb-last = chambre funéraire (une clé utilisée, { $sarcophagus ->
    [0] plus de sarcophage
   *[other] sarcophage de { $sarcophagus } PV
}) ; le dernier tour commence
luxor-pv-die = le dé d'abord : résultat inconnu
luxor-pv-reach = { $start } → { $ends }
luxor-pv-move-all = tous avancent : { $paths } ; puis une tuile est résolue
luxor-pv-get-key = clés { $before } → { $after }
luxor-pv-get-scarab = face cachée, vaut { $low }–{ $high } PV (toi seul le verras)
luxor-pv-get-wild = trésors jokers { $before } → { $after }
luxor-pv-get-card = au milieu de ta main ; pas de pioche ce tour

## Conseils (l'estimation du bot normal, en points)

luxor-hint-card = Le meilleur mouvement de cette carte vaut { $gain } selon l'estimation du bot de ton score final (l'autre bout : { $other }).
luxor-hint-discard = Garde les meilleurs bouts pour ton prochain tour ({ $gain } selon l'estimation du bot, l'autre : { $other }).
luxor-hint-move = Vaut { $gain } selon l'estimation du bot de ton score final (choix suivant : { $other }).
luxor-hint-reward = Vaut { $gain } selon l'estimation du bot de ton score final (suivant : { $other }).

## Descriptions des images (texte alternatif)

luxor-alt-final-round = Dernier tour.
luxor-alt-playing = En jeu : { $card }.
luxor-alt-playing-roll = En jeu : { $card }, dé { $roll }.
luxor-alt-player = { $player } : { $final ->
        [yes] score final { $score }
       *[no] { $score ->
            [one] { $score } point visible
           *[other] { $score } points visibles
        }
    } ; aventuriers sur { $positions } ; { $keys ->
    [one] 1 clé
   *[other] { $keys } clés
}, { $treasures ->
    [one] 1 trésor
   *[other] { $treasures } trésors
}, { $wilds ->
    [one] 1 joker
   *[other] { $wilds } jokers
}, { $scarabs ->
    [one] 1 scarabée
   *[other] { $scarabs } scarabées
} ; { $asleep } couchés aux statues.
luxor-alt-nobody = nulle part
luxor-alt-several = { $place } (×{ $count })
luxor-alt-and = { $a } ; { $b }
luxor-alt-sarcophagus = Le sarcophage de { $vp } PV : { $player }.
luxor-alt-hand = Ta main, de gauche à droite : { $cards }.
luxor-alt-ends = Jouables : { $left } (gauche) ou { $right } (droite).
luxor-alt-chosen = Tu as joué { $card } ({ $end ->
    [left] du bout gauche
    [right] du bout droit
   *[other] de ta main
}) ; les autres cartes attendent.
luxor-alt-pending-card = Maintenant : choisis la carte à jouer.
luxor-alt-pending-discard = Maintenant : aucun mouvement possible, défausse une carte d'un bout.
luxor-alt-pending-adventurer = Maintenant : choisis l'aventurier qui avance.
luxor-alt-pending-distance = Maintenant : choisis de combien il avance.
luxor-alt-pending-resolve = Maintenant : choisis quel aventurier déplacé fait l'action de sa tuile.
luxor-alt-pending-reward = Maintenant : choisis ta récompense.
luxor-alt-scarabs = { $count ->
    [0] Tu n'as pas de scarabée.
    [one] Ton scarabée vaut { $vp } PV.
   *[other] Tes { $count } scarabées valent { $vp } PV.
}

## Critères de départage (moteur)

luxor-tie-sarcophagus = sarcophage le plus haut

## La leçon (/apprendre) : ce qu'elle dit à chaque décision de l'élève, selon les étapes
## de lesson.py. Les chiffres viennent de la vue de l'élève à ce moment-là.

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
