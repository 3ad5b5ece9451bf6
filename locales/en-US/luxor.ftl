# Luxor: every text the Luxor engine emits (keys luxor-*).

## Summary line

luxor-summary = Round { $round } — { $player } to play
luxor-summary-over = Game over after { $round } rounds

## Places and components

luxor-place-stairs = the stairs
luxor-place-space = space { $space }
luxor-place-tomb = the tomb

luxor-card-step = { $n }
luxor-card-plus-minus = ±{ $n }
luxor-card-die = die card
luxor-card-range = 1–{ $n }
luxor-card-range-die = 1–die
luxor-card-move-all = all forward { $n }
luxor-card-one-fewer = { $n }, one adventurer fewer
luxor-card-last-to-second-last = last to second-last

luxor-treasure-vase = vase
luxor-treasure-jewel = jewel
luxor-treasure-statue = statue

luxor-front-tunnel = tunnel
luxor-front-wild = wild treasure
luxor-front-scarab = scarab
luxor-front-scarab-or-wild = scarab or wild treasure
luxor-front-favour = Horus favour (level { $a } or { $b })

## Prompts

luxor-prompt-card = Play the card at one end of your hand.
luxor-prompt-discard = Neither end card allows a move: discard one of them.
luxor-prompt-adventurer = Which adventurer moves with { $card }?
luxor-prompt-distance = How far does the adventurer on { $place } move with { $card }?
luxor-prompt-resolve = { $card }: which moved adventurer takes the action of its tile?
luxor-prompt-reward = What do you take on { $place }?

luxor-opt-card-left = Play { $card } (left)
luxor-opt-card-right = Play { $card } (right)
luxor-opt-discard-left = Discard { $card } (left)
luxor-opt-discard-right = Discard { $card } (right)
luxor-opt-adventurer = Adventurer on { $place }
luxor-opt-resolve = Adventurer on { $place }
luxor-opt-forward = { $n ->
    [one] 1 step forward
   *[other] { $n } steps forward
}
luxor-opt-back = { $n ->
    [one] 1 step back
   *[other] { $n } steps back
}
luxor-opt-key = A key
luxor-opt-scarab = A scarab
luxor-opt-wild = A wild treasure
luxor-opt-horus-card = Horus card { $card } (level { $level })

## Game log

luxor-ev-played = { $player } plays { $card }.
luxor-ev-rolled = { $player } rolls { $roll }.
luxor-ev-discarded = { $player } cannot move and discards { $card }.
luxor-ev-no-move = { $player } has no legal move with that roll.
luxor-ev-moved = { $player } moves an adventurer from { $start } to { $end }.
luxor-ev-osiris = Osiris pushes { $player }'s adventurer { $steps ->
    [one] 1 tile
   *[other] { $steps } tiles
} on, from { $start } to { $end }.
luxor-ev-woke = { $player }'s adventurer at Anubis statue { $statue } wakes up and stands on the stairs.
luxor-ev-tomb = { $sarcophagus ->
    [0] { $player } enters the tomb with a key.
   *[other] { $player } enters the tomb with a key and takes the { $sarcophagus } VP sarcophagus.
}
luxor-ev-final-round = A second adventurer is in the tomb: this round is the last.
luxor-ev-too-few = { $player } needs { $needed } adventurers there to take the treasure (has { $present }).
luxor-ev-treasure = { $player } takes a { $treasure } worth { $vp } VP.
luxor-ev-temple = A temple tile appears on { $place }: { $front }.
luxor-ev-tunnel = { $player }'s adventurer takes the tunnel.
luxor-ev-dead-end = No tunnel lies ahead of { $player }'s adventurer.
luxor-ev-key = { $player } takes a key.
luxor-ev-scarab = { $player } takes a scarab.
luxor-ev-scarab-value = Your new scarab is worth { $value } VP.
luxor-ev-wild = { $player } takes a wild treasure.
luxor-ev-horus-card = { $player } takes the Horus card { $card } (level { $level }).
luxor-ev-nothing-left = Nothing is left to take there for { $player }.
luxor-ev-drew = You draw: { $card }.
luxor-ev-reshuffled = The discard pile ({ $cards } cards) is shuffled into a new deck.
luxor-ev-stuck = Nobody could move for a whole round: the game ends.
luxor-ev-game-over = The game is over.

## Final scoring

luxor-cat-treasures = Treasures
luxor-cat-adventurers = Adventurers
luxor-cat-sarcophagi = Sarcophagi
luxor-cat-keys = Keys
luxor-cat-sets = Treasure sets
luxor-cat-scarabs = Scarabs

## /rules

luxor-rules =
    Luxor — race your 5 adventurers through the temple to the pharaoh's tomb.
    • Your hand is a row of 5 cards: play only the leftmost or the rightmost one and move one adventurer that many tiles (empty spaces are skipped). New cards go into the middle.
    • Then take the action of the tile where the move ended: a treasure (if enough of your adventurers stand on it), a key or a Horus card on a Horus tile, or a temple tile's reward. Osiris tiles push you on; tunnels lead to the next tunnel.
    • Passing an Anubis statue wakes your adventurer lying there; it starts again from the stairs.
    • Horus cards: 1–X (move 1 to X, your choice), 1–die (roll, then move 1 up to the roll), all forward N (each of your adventurers moves N; one of them takes its tile's action), last to second-last, and one adventurer fewer N: move exactly N, and a treasure reached needs one adventurer fewer.
    • Entering the tomb needs the exact count and costs a key. The first two in take the 5 and 3 VP sarcophagi; the round in which the second enters is the last.
    • Final scoring: treasures taken, each adventurer's wall value, sarcophagi, 1 VP per key, treasure sets (vase + jewel + statue, at most 2 wilds per set: 3/7/12/18/25/33/42/52 VP) and scarabs. Ties go to the higher sarcophagus.

## Images

luxor-img-tomb = Tomb
luxor-img-final-round = Final round
luxor-img-vp = { $vp } VP
luxor-img-your-hand = Your hand
luxor-img-end-left = Left
luxor-img-end-right = Right
luxor-img-does-step = Move { $n } forward
luxor-img-does-plus-minus = Move { $n } forward or { $n } back
luxor-img-does-die = Roll the die and move that far
luxor-img-does-range = Move 1 to { $n } forward
luxor-img-does-range-die = Roll, then move 1 up to the roll
luxor-img-does-move-all = All your adventurers move { $n }
luxor-img-does-one-fewer = Move exactly { $n }; treasures need 1 fewer
luxor-img-does-last-to-second-last = Your last adventurer joins the one ahead
luxor-img-no-scarabs = No scarabs yet
luxor-img-scarab-total = Scarabs: { $vp } VP
