# Luxor: every text the Luxor engine emits (keys luxor-*, game-luxor and lesson-luxor-*).

game-luxor = Luxor

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

## Previews: what an option will do (shown beside it)

luxor-pv-stairs = stairs
luxor-pv-space = { $space }
luxor-pv-tomb-place = tomb
luxor-pv-and = { $a }, { $b }
luxor-pv-or = { $a } or { $b }
luxor-pv-path = { $start } → { $end }
luxor-pv-osiris = { $path } Osiris +{ $steps } → { $end }
luxor-pv-move = { $path }: { $what }
luxor-pv-wakes = { $what }; wakes { $count ->
    [one] 1 sleeper
   *[other] { $count } sleepers
}
luxor-pv-wakes-only = wakes { $count ->
    [one] 1 sleeper
   *[other] { $count } sleepers
}
luxor-pv-treasure-taken = { $treasure } { $vp } VP, taken (needs { $needs }, you'd have { $present })
luxor-pv-treasure-short = { $treasure } { $vp } VP, not taken (needs { $needs }, you'd have { $present })
luxor-pv-temple-revealed = { $what }; a temple tile turns up
luxor-pv-osiris-stays = Osiris, nothing happens
luxor-pv-tunnel = tunnel → { $end }
luxor-pv-tunnel-none = tunnel, none ahead: nothing happens
luxor-pv-horus = Horus { $level }: { $rewards }
luxor-pv-temple = temple: { $rewards }
luxor-pv-nothing-left = nothing left
luxor-pv-r-key = key
luxor-pv-r-scarab = scarab
luxor-pv-r-wild = wild treasure
luxor-pv-r-horus-card = card { $card } (level { $level })
luxor-pv-tomb = tomb (key used, { $sarcophagus ->
    [0] no sarcophagus left
   *[other] { $sarcophagus } VP sarcophagus
})
luxor-pv-tomb-last = tomb (key used, { $sarcophagus ->
    [0] no sarcophagus left
   *[other] { $sarcophagus } VP sarcophagus
}); the final round begins
luxor-pv-die = roll first: the outcome is unknown
luxor-pv-reach = { $start } → { $ends }
luxor-pv-move-all = all move: { $paths }; then one tile is resolved
luxor-pv-get-key = keys { $before } → { $after }
luxor-pv-get-scarab = face down, worth { $low }–{ $high } VP (only you will see it)
luxor-pv-get-wild = wild treasures { $before } → { $after }
luxor-pv-get-card = into the middle of your hand; no draw this turn

## Hints (the normal bot's estimate, in points)

luxor-hint-card = This card's best move is worth { $gain } on the bot's estimate of your final score (the other end: { $other }).
luxor-hint-discard = It keeps the better ends for your next turn ({ $gain } on the bot's estimate, the other: { $other }).
luxor-hint-move = Worth { $gain } on the bot's estimate of your final score (next best choice: { $other }).
luxor-hint-reward = Worth { $gain } on the bot's estimate of your final score (next best: { $other }).

## Image descriptions (alt text)

luxor-alt-final-round = Final round.
luxor-alt-playing = Playing now: { $card }.
luxor-alt-playing-roll = Playing now: { $card }, rolled { $roll }.
luxor-alt-player = { $player }: { $final ->
        [yes] final score { $score }
       *[no] { $score ->
            [one] { $score } point shown
           *[other] { $score } points shown
        }
    }; adventurers on { $positions }; { $keys ->
    [one] 1 key
   *[other] { $keys } keys
}, { $treasures ->
    [one] 1 treasure
   *[other] { $treasures } treasures
}, { $wilds ->
    [one] 1 wild
   *[other] { $wilds } wilds
}, { $scarabs ->
    [one] 1 scarab
   *[other] { $scarabs } scarabs
}; { $asleep } asleep at statues.
luxor-alt-nobody = nowhere
luxor-alt-several = { $place } (×{ $count })
luxor-alt-and = { $a }; { $b }
luxor-alt-sarcophagus = The { $vp } VP sarcophagus: { $player }.
luxor-alt-hand = Your hand, left to right: { $cards }.
luxor-alt-ends = Playable: { $left } (left) or { $right } (right).
luxor-alt-chosen = You played { $card } ({ $end ->
    [left] from the left end
    [right] from the right end
   *[other] from your hand
}); the other cards wait.
luxor-alt-pending-card = Now: choose the card to play.
luxor-alt-pending-discard = Now: no move is possible, discard an end card.
luxor-alt-pending-adventurer = Now: choose the adventurer to move.
luxor-alt-pending-distance = Now: choose how far it moves.
luxor-alt-pending-resolve = Now: choose which moved adventurer takes its tile's action.
luxor-alt-pending-reward = Now: choose your reward.
luxor-alt-scarabs = { $count ->
    [0] You have no scarabs.
    [one] Your scarab is worth { $vp } VP.
   *[other] Your { $count } scarabs are worth { $vp } VP.
}

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

## The rule behind each decision: the Rules button of the turn panel and /rules rule:

luxor-rule-hand-title = Your hand
luxor-rule-hand = Your hand is a row of 5 cards: you may play only the leftmost or the rightmost one. A card you gain (drawn, or a Horus card) goes into the middle; the order never changes otherwise.
luxor-rule-turn-title = A turn
luxor-rule-turn = Play an end card and move one of your active adventurers by it, take the action of the tile where it stopped, then draw a card into the middle (not if you gained a Horus card this turn). If neither end card allows a legal move, discard one of the two without moving, then draw.
luxor-rule-movement-title = Movement
luxor-rule-movement = Each step goes to the next space that holds a tile: empty spaces are skipped. Any number of adventurers may share a space. ±1 moves one step forward or back; the die card rolls and moves that far.
luxor-rule-anubis-title = Anubis statues
luxor-rule-anubis = When one of your adventurers moves forward past a statue where one of yours lies, that one wakes up and starts again from the stairs. It may move from your next turn on.
luxor-rule-osiris-title = Osiris tiles
luxor-rule-osiris = An adventurer never stops on an Osiris tile: it moves on by the tile's number (again if it lands on another one) and takes the action of the tile where it ends. An Osiris push never enters the tomb: it stops on the last tile.
luxor-rule-horus-cards-title = Horus cards
luxor-rule-horus-cards = 1–X: move 1 to X, your choice. 1–die: roll, then move 1 up to the roll. All forward N: each of your active adventurers moves N, nearest to the tomb first; you choose one of them to take its tile's action. Last to second-last: your rearmost adventurer joins the rearmost of the others ahead. One fewer N: move exactly N, and a treasure reached needs one adventurer fewer.
luxor-rule-treasure-title = Treasures
luxor-rule-treasure = You take a treasure tile when enough of your adventurers stand on it: 1 for a treasure worth 1 or 3, 2 for 4 or 5, 3 for 6. Its points score at once. If a temple icon is printed under it, a temple tile is turned face up there; it rewards visitors from the next one on.
luxor-rule-horus-tile-title = Horus tiles
luxor-rule-horus-tile = A Horus tile stays on the board. Stopping there, take a key or the top card of the Horus stack of the tile's level, into the middle of your hand (then no draw this turn). What has run out is not offered.
luxor-rule-temple-title = Temple tiles
luxor-rule-temple = Temple tiles stay and reward every visitor: scarab (face down, only you know its points), wild treasure, scarab or wild (your choice), Horus favour (a Horus card of one of two levels, no draw this turn), tunnel (on to the next revealed tunnel ahead, with no further action).
luxor-rule-tomb-title = The tomb
luxor-rule-tomb = The tomb is one step beyond the last tile. Entering it needs the exact count and costs a key; adventurers in the tomb never move again. The first to enter takes the 5 VP sarcophagus, the second the 3 VP one.
luxor-rule-end-title = End of the game
luxor-rule-end = When the second adventurer enters the tomb, the round is played to its end, then comes the final scoring. If in one whole round nobody could make a legal move, the game ends at once.
luxor-rule-scoring-title = Final scoring
luxor-rule-scoring = Treasures scored during play, plus each adventurer's wall value (tomb 15, stairs and statues 0), sarcophagi, 1 VP per key, treasure sets (vase + jewel + statue, at most 2 wilds per set: 3/7/12/18/25/33/42/52 VP) and scarabs. A tie goes to the higher sarcophagus.

## Images

luxor-img-tomb = Tomb
luxor-img-final-round = Final round
luxor-img-vp = { $vp } VP
luxor-img-your-hand = Your hand
luxor-img-end-left = Left
luxor-img-end-right = Right
luxor-img-played = Played
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

## Tie-break criteria (engine)

luxor-tie-sarcophagus = highest sarcophagus

## The lesson (/learn): what it says at each of the learner's decisions, keyed to the
## steps of lesson.py. Figures come from the learner's own view at that moment.

lesson-luxor-hand = Welcome to Luxor! Your adventurers walk the temple's path towards the tomb, taking treasures on the way. Your hand is a row of 5 cards, and you may play only the card at either **end**. Each turn: play an end card, move one of your adventurers by it, take the action of the tile where it stops, then draw a card into the middle of your hand. You have { $points } points so far, the Bot { $rival }. Play the **2** on the right.
lesson-luxor-hand-why = Keep the **1** on the left for your next turn: it has a job there. Play the **2** on the right now.
lesson-luxor-treasure = Now choose who moves. Each step goes to the next space that holds a tile: empty spaces are skipped. Your adventurer on the Horus tile of level 2 reaches a jewel worth 3 in 2 steps. A treasure worth 1 or 3 needs one of your adventurers on it, and its points score at once: move that one.
lesson-luxor-osiris = A new card came into the middle of your hand. Now the **1** on the left: one step can take you far, with Osiris's help.
lesson-luxor-osiris-move = One step takes your adventurer just before the Osiris tile onto it. An adventurer never stops on an Osiris tile: it moves on by the tile's number, past the Anubis statue, and takes the action of the tile where it ends, a Horus tile. Move that one.
lesson-luxor-horus-tile = Look: passing the Anubis statue woke your adventurer lying there; it starts again from the stairs. Now the Horus tile: take a key (the tomb's price) or the top card of the Horus stack of its level. Take the **Horus card**: it goes into the middle of your hand, and you draw no card this turn.
lesson-luxor-plus-minus = Your Horus card sits in the middle of your hand: play the **±1** on the left, one step forward or back.
lesson-luxor-temple-move = Move the adventurer on the Horus tile of level 2: one step forward is the temple tile, since the empty space does not count.
lesson-luxor-temple-step = One step **forward**.
lesson-luxor-temple = A temple tile appeared where a treasure was taken, and it stays to reward every visitor. This one gives a scarab (face down: only you know its points) or a wild treasure, which stands in for a vase, a jewel or a statue in a set. Take the **wild treasure**.
lesson-luxor-middle = Your Horus card is second from the left. Play the **2** on the left: then the Horus card is at the end, ready for your next turn.
lesson-luxor-middle-why = Play the card on the **left**: that is how your Horus card reaches the end of your hand.
lesson-luxor-two = The statue worth 4 beyond the Osiris tile needs 2 of your adventurers on it, and one of yours already stands there. Bring the one on the temple tile: 2 steps, the empty space skipped.
lesson-luxor-horus-card = Your Horus card is at the left end: play the **1–5**. You move 1 to 5 steps, your choice.
lesson-luxor-horus-move = Move one of your two adventurers on the space of the statue you just took: the last Horus tile lies 4 steps ahead.
lesson-luxor-horus-distance = Choose **4**: the empty spaces are skipped, and you land on the last Horus tile, of level 3, close to the tomb.
lesson-luxor-key = You have { $keys } { $keys ->
        [one] key
       *[other] keys
    }. Entering the tomb costs a key: take the **key**.
lesson-luxor-tomb-card = With { $keys } { $keys ->
        [one] key
       *[other] keys
    }, your adventurer on space { $front } may enter the tomb, one step beyond the last tile. Entering takes the exact count: { $steps } steps. Play the **3** on the left.
lesson-luxor-tomb = Move the adventurer on space { $front } into the tomb. The Bot is already there with the 5 VP sarcophagus; you take the 3 VP one. With a second adventurer in, this round is the last. Then the final scoring: each adventurer scores the value of its wall (the tomb 15), plus treasures, sarcophagi, keys, sets of vase, jewel and statue, and scarabs. You have { $points } points now.
lesson-luxor-end = The game is over: you have { $points } points, the Bot { $rival }. That was Luxor. Ready for a whole game? **Play a real game** opens a table against an easy bot in this channel.
