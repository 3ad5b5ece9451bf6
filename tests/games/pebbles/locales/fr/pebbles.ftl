game-pebbles = Cailloux

pebbles-rules =
    Cailloux, 2 à 4 joueurs. Deux tas de 5 cailloux plus 2 par joueur.
    À tour de rôle, chaque joueur choisit un tas et y prend 1 ou 2 cailloux. Chaque caillou rapporte 1 point ; le dernier caillou d'un tas en rapporte 2 de plus.
    La partie se termine quand les deux tas sont vides.
pebbles-rule-turn-title = Un tour
pebbles-rule-turn = Choisis un tas qui n'est pas vide, puis prends-y 1 ou 2 cailloux (pas plus qu'il n'en reste). Chaque caillou rapporte 1 point.
pebbles-rule-end-title = La fin
pebbles-rule-end = Qui prend le dernier caillou d'un tas marque 2 points de plus. La partie se termine quand les deux tas sont vides.

pebbles-prompt-pile = Dans quel tas prends-tu ?
pebbles-opt-pile = Tas { $pile } ({ $n })
pebbles-prompt-take = Le tas { $pile } contient { $n } { $n ->
        [one] caillou
       *[other] cailloux
    } : combien en prends-tu ?
pebbles-opt-take = En prendre { $n }
pebbles-preview = il en restera { $n }
pebbles-ev-took = { $player } prend { $n } { $n ->
        [one] caillou
       *[other] cailloux
    } dans le tas { $pile }.
pebbles-ev-last = { $player } prend le dernier caillou du tas { $pile } : 2 points de plus.
pebbles-summary = { $n ->
        [one] Il reste { $n } caillou
       *[other] Il reste { $n } cailloux
    }
pebbles-summary-over = Partie terminée
pebbles-alt-player = { $player } : { $n } { $n ->
        [one] caillou
       *[other] cailloux
    }, { $score } { $score ->
        [one] point
       *[other] points
    }
pebbles-alt-hand = Tu as pris { $n } { $n ->
        [one] caillou
       *[other] cailloux
    }.
pebbles-cat-pebbles = Cailloux pris
pebbles-cat-last = Derniers cailloux

pebbles-img-pile = Tas { $pile } : { $n }
pebbles-img-over = Partie terminée
pebbles-img-points = { $n } { $n ->
        [one] point
       *[other] points
    }
pebbles-img-yours = Tes cailloux : { $n }
