# Luxor : tous les textes du moteur Luxor (clés luxor-*). Vocabulaire de la règle française.

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
