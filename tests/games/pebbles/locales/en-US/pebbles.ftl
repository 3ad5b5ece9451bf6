game-pebbles = Pebbles

pebbles-rules =
    Pebbles, 2–4 players. Two piles of 5 pebbles plus 2 per player.
    In turn, each player chooses a pile and takes 1 or 2 pebbles from it. Each pebble scores 1 point; the last pebble of a pile scores 2 more.
    The game ends when both piles are empty.
pebbles-rule-turn-title = A turn
pebbles-rule-turn = Choose a pile that is not empty, then take 1 or 2 pebbles from it (no more than it holds). Each pebble scores 1 point.
pebbles-rule-end-title = The end
pebbles-rule-end = Whoever takes the last pebble of a pile scores 2 more points. The game ends when both piles are empty.

pebbles-prompt-pile = Which pile do you take from?
pebbles-opt-pile = Pile { $pile } ({ $n })
pebbles-prompt-take = Pile { $pile } holds { $n } { $n ->
        [one] pebble
       *[other] pebbles
    }: how many do you take?
pebbles-opt-take = Take { $n }
pebbles-preview = { $n } left
pebbles-ev-took = { $player } takes { $n } { $n ->
        [one] pebble
       *[other] pebbles
    } from pile { $pile }.
pebbles-ev-last = { $player } takes the last pebble of pile { $pile }: 2 more points.
pebbles-summary = { $n } { $n ->
        [one] pebble
       *[other] pebbles
    } left
pebbles-summary-over = Game over
pebbles-alt-player = { $player }: { $n } { $n ->
        [one] pebble
       *[other] pebbles
    }, { $score } { $score ->
        [one] point
       *[other] points
    }
pebbles-alt-hand = You took { $n } { $n ->
        [one] pebble
       *[other] pebbles
    }.
pebbles-cat-pebbles = Pebbles taken
pebbles-cat-last = Last pebbles

pebbles-img-pile = Pile { $pile }: { $n }
pebbles-img-over = Game over
pebbles-img-points = { $n } { $n ->
        [one] point
       *[other] points
    }
pebbles-img-yours = Your pebbles: { $n }
