# Capital Lux: every text the engine emits (engine/capital_lux).

game-capital-lux = Capital Lux

## Components

capital-lux-colour-green = green
capital-lux-colour-yellow = yellow
capital-lux-colour-blue = blue
capital-lux-colour-pink = pink
capital-lux-power-scientist = Scientist: draw a card
capital-lux-power-merchant = Merchant: take a coin
capital-lux-power-agent = Agent: place a modifier
capital-lux-power-cleric = Cleric: take a card home
capital-lux-card = { $colour } { $value }

## Prompts and options

capital-lux-prompt-pick = { $count ->
    [one] Pick 1 card to keep; the rest go to your left neighbour.
   *[other] Pick { $count } cards to keep, one at a time; the rest go to your left neighbour.
}
capital-lux-prompt-play = Choose a card to play.
capital-lux-prompt-destination = Where does your { $card } go?
capital-lux-opt-home = Home city
capital-lux-opt-capital = Capital ({ $power })
capital-lux-prompt-agent = You drew the { $value } modifier. Place it face down on a Capital column.
capital-lux-opt-column = { $colour } column
capital-lux-prompt-cleric = Cleric: take the lowest card of which colour from the Capital to your home city?
capital-lux-opt-take = { $card }
capital-lux-prompt-limit = Your { $colour } total at home is { $home }, above the Capital's { $limit }. Pay { $cost } gold (you have { $coins }) to keep those cards this round, or discard them?
capital-lux-opt-pay = Pay { $coins } gold
capital-lux-opt-discard = Discard { $cards ->
    [one] 1 { $colour } card
   *[other] { $cards } { $colour } cards
}

## Option previews (what an option will do, from what you may see)

capital-lux-preview-hidden = { $count ->
        [0] {""}
        [one] {" "}+ { $count } hidden modifier
       *[other] {" "}+ { $count } hidden modifiers
    }
capital-lux-preview-margin = { $status ->
        [over] over by { $gap }
        [equal] exactly at the limit
       *[under] { $gap } to spare
    }
capital-lux-preview-pick = Your { $colour }: home { $home }, picked { $picked } → { $after }; Capital { $colour } { $limit }{ $hidden }
capital-lux-preview-choose = Home: your { $colour } { $home } → { $home_after } · Capital { $colour } { $limit } → { $limit_after }{ $hidden }
capital-lux-preview-home = Home: your { $colour } { $before } → { $after } (Capital { $colour } { $limit }{ $hidden }: { $margin })
capital-lux-preview-capital = Capital: { $colour } { $before } → { $after }{ $hidden } (your { $colour } at home { $home }: { $margin }); { $power }
capital-lux-preview-column = Capital { $colour } { $before } → { $after }{ $hidden } (your { $colour } at home { $home }: { $margin })
capital-lux-preview-take = Your { $colour } at home { $home_before } → { $home }; Capital { $colour } { $before } → { $after }{ $hidden }: { $margin }
capital-lux-preview-pay = You keep { $points } points of { $colour } this round; your gold { $coins } → { $after }
capital-lux-preview-discard = You lose { $points } points of { $colour }; you keep your { $coins } gold
capital-lux-preview-scientist = { $deck ->
        [0] the deck is empty: no card to draw
       *[other] you draw a card (unknown until drawn)
    }
capital-lux-preview-merchant = you take 1 gold ({ $coins } → { $after })
capital-lux-preview-merchant-none = the supply is empty: no gold
capital-lux-preview-agent = { $pile ->
        [0] the modifier pile is empty: no modifier
       *[other] you draw a modifier (unknown until drawn) and place it
    }
capital-lux-preview-cleric-none = the Cleric finds nothing to take
capital-lux-preview-cleric-1 = the Cleric takes { $a } home
capital-lux-preview-cleric-2 = the Cleric takes { $a } or { $b } home
capital-lux-preview-cleric-3 = the Cleric takes { $a }, { $b } or { $c } home

## Hints (the normal AI's reason, from its own scoring)

capital-lux-hint-colour = Expected { $colour } limit at the round end: about { $limit } (give or take { $spread }); { $gain ->
        [0] about as good as the next choice
        [one] about { $gain } point better than the next choice
       *[other] about { $gain } points better than the next choice
    }
capital-lux-hint-pay = Paying { $cost } gold keeps { $home } points of { $colour }: worth it this round
capital-lux-hint-discard = { $cost } gold is too much to keep { $home } points of { $colour } at risk in later rounds

## Image descriptions (alt text)

capital-lux-alt-draft = Everyone picks at the same time (pass { $step } of 2).
capital-lux-alt-turn = { $player }'s turn.
capital-lux-alt-deciding = Over a limit, deciding: { $players }.
capital-lux-alt-column = { $total }{ $hidden ->
        [0] {""}
        [one] {" "}+ { $hidden } face-down modifier
       *[other] {" "}+ { $hidden } face-down modifiers
    }
capital-lux-alt-capital = Capital: green { $green }, yellow { $yellow }, blue { $blue }, pink { $pink }.
capital-lux-alt-limits = Limits of round { $round }: green { $green }, yellow { $yellow }, blue { $blue }, pink { $pink }.
capital-lux-alt-player = { $player }{ $start ->
        [yes] {" "}(start player)
       *[no] {""}
    }: home green { $green }, yellow { $yellow }, blue { $blue }, pink { $pink }; { $coins } gold; { $hand } in hand; { $bonus } bonus { $bonus ->
        [one] card
       *[other] cards
    }; { $final ->
        [yes] final score { $score }
       *[no] { $score ->
            [one] { $score } point so far
           *[other] { $score } points so far
        }
    }.
capital-lux-alt-piles = Deck: { $deck } cards. Modifier pile: { $pile }.
capital-lux-alt-hand = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
capital-lux-alt-draft-cards = To pick from, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
capital-lux-alt-picks = Your picks: { $cards }.
capital-lux-alt-waiting = Nothing to decide: waiting for the others.
capital-lux-alt-over = Your { $colour } is over its limit: pay the difference or discard.
capital-lux-alt-modifier = { $value } on { $colour }
capital-lux-alt-extras = Your modifiers: { $modifiers }. Your bonus cards: { $bonus }.
capital-lux-alt-no-modifiers = none
capital-lux-alt-passed = You passed to { $player } (not played yet): { $cards }.

## Game log

capital-lux-ev-round = Round { $round }: { $player } starts; { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} dealt to each player for the draft.
capital-lux-ev-picked = { $player } picked a card.
capital-lux-ev-you-picked = You picked { $card }.
capital-lux-ev-passed = The remaining cards were passed left (pick { $step }).
capital-lux-ev-home = { $player } played { $card } to their home city.
capital-lux-ev-capital = { $player } played { $card } to the Capital.
capital-lux-ev-drew = { $player } drew a card (Scientist).
capital-lux-ev-you-drew = You drew { $card }.
capital-lux-ev-deck-empty = The deck is empty: no card to draw.
capital-lux-ev-coin = { $player } took a gold coin (Merchant).
capital-lux-ev-supply-empty = The supply has no gold left: no coin to take.
capital-lux-ev-drew-mod = { $player } drew a modifier (Agent).
capital-lux-ev-you-drew-mod = Your modifier is { $value }.
capital-lux-ev-no-modifier = The modifier pile is empty: no modifier to place.
capital-lux-ev-placed = { $player } placed a modifier face down on the { $colour } column.
capital-lux-ev-cleric = { $player } took { $card } from the Capital home (Cleric).
capital-lux-ev-cleric-nothing = The Capital has no blue, yellow or green card: the Cleric takes nothing.
capital-lux-ev-last-turns = { $player } has no cards left: everyone else takes one last turn.
capital-lux-ev-skipped = { $player } has no cards and skips the last turn.
capital-lux-ev-hand-home = { $player } put { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} left in hand into their home city.
capital-lux-ev-revealed = { $player }'s modifier on the { $colour } column is { $value }.
capital-lux-ev-paid = { $player } paid { $coins } gold to keep their { $colour } cards this round.
capital-lux-ev-discarded = { $player } discarded { $cards ->
    [one] 1 { $colour } card
   *[other] { $cards } { $colour } cards
} ({ $points } points): above the Capital's limit.
capital-lux-ev-bonus = { $player } took the { $colour } bonus card.
capital-lux-ev-you-bonus = Your bonus card is { $card }.
capital-lux-ev-start-player = { $player } starts the next round.
capital-lux-ev-game-over = The third round is over: final scoring.

## Table summary

capital-lux-summary-draft = Round { $round } · Draft
capital-lux-summary-play = Round { $round } · Play
capital-lux-summary-final = Round { $round } · Last turns
capital-lux-summary-limits = Round { $round } · Limits
capital-lux-summary-over = Game over

## Final scoring

capital-lux-cat-home = Home city
capital-lux-cat-bonus = Bonus cards
capital-lux-cat-coins = Gold

## Rules summary (/rules)

capital-lux-rules =
    Capital Lux, 2–4 players, 3 rounds. 72 cards in four colours (values 2–6): green Scientist, yellow Merchant, blue Agent, pink Cleric.
    Draft: everyone gets 6 cards (5 with 4 players), picks 2 and passes the rest left, picks 2 again and passes left, and keeps the cards received last.
    Play: from the start player, clockwise, play one card either to your home city (points) or to the Capital column of its colour, carrying out its power:
    • Scientist: draw a card into your hand.
    • Merchant: take 1 gold.
    • Agent: draw a modifier (+4, +2, −1, −3), look at it and place it face down on any Capital column.
    • Cleric: choose blue, yellow or green, and move the lowest card of that colour from the Capital into your home city.
    When someone ends a turn with an empty hand, everyone else takes one last turn; cards left in hand go home.
    Round end: modifiers are revealed. For each colour, if your home total is above the Capital total (cards + modifiers), discard all your cards of that colour, or pay the difference in gold to keep them this round. The highest home total of each colour takes the Capital's highest card of it as a face-down bonus (ties in turn order). The highest home total starts the next round.
    Score: home cards + bonus cards + 1 per gold. Ties: most 6s, then 5s, 4s, 3s, 2s.

## The rule behind each decision: the Rules button of the turn panel and /rules rule:

capital-lux-rule-draft-title = Draft
capital-lux-rule-draft = Everyone gets 6 cards (5 with 4 players), picks 2 and passes the rest to the left, picks 2 again and passes the rest left, then keeps the cards received last. Picked and kept cards are your hand for the round.
capital-lux-rule-play-title = Playing a card
capital-lux-rule-play = From the start player, clockwise, each turn play one card face up: to your home city (it scores, no effect), or to the Capital column of its colour, and then you must carry out its power.
capital-lux-rule-powers-title = Powers
capital-lux-rule-powers = Scientist (green): draw a card into your hand. Merchant (yellow): take 1 gold. Agent (blue): draw a modifier and place it face down on any Capital column. Cleric (pink): choose blue, yellow or green and move the lowest card of that colour from the Capital into your home city; pink can never be taken. A power does nothing once its supply has run out.
capital-lux-rule-modifiers-title = Modifiers
capital-lux-rule-modifiers = The modifiers are +4, +2, −1 and −3. The player of an Agent looks at the one drawn and places it face down on any Capital column (a column may hold several): only they know its value until the round end, when all are revealed and added to their columns.
capital-lux-rule-round-end-title = End of the round
capital-lux-rule-round-end = When a player ends a turn with an empty hand, every other player takes one more turn (a player without cards skips it). A Scientist played to the Capital as your last card draws a card, so your hand is not empty. Cards left in hand then go to their owners' home cities.
capital-lux-rule-limits-title = Limits
capital-lux-rule-limits = At the round end, a colour's Capital total is its cards plus its modifiers. If your home total of that colour is above it, you discard all your home cards of that colour, unless you pay the whole difference in gold to keep them this round. Equal is allowed.
capital-lux-rule-bonus-title = Bonus cards and the next round
capital-lux-rule-bonus = For each colour, the highest home total (above 0) takes that colour's highest Capital card face down; it scores only at the end. Ties take cards in turn order. Then the modifiers are reshuffled, and the highest home total over all colours starts the next round.
capital-lux-rule-scoring-title = Final scoring
capital-lux-rule-scoring = After 3 rounds: home cards + bonus cards + 1 per gold. Ties: most 6s, then 5s, 4s, 3s and 2s; still tied, a shared win.

## Images

capital-lux-img-colour-green = Green
capital-lux-img-colour-yellow = Yellow
capital-lux-img-colour-blue = Blue
capital-lux-img-colour-pink = Pink
capital-lux-img-power-scientist = Scientist
capital-lux-img-power-merchant = Merchant
capital-lux-img-power-agent = Agent
capital-lux-img-power-cleric = Cleric
capital-lux-img-round = Round { $round } of { $rounds }
capital-lux-img-turn = { $player }'s turn
capital-lux-img-title-draft = Draft
capital-lux-img-title-limits = End of round { $round }
capital-lux-img-title-over = Game over
capital-lux-img-status-draft = All pick at the same time, then pass the rest left (pass { $step } of 2).
capital-lux-img-status-play = Plays a card to their home city or to the Capital.
capital-lux-img-status-agent = Agent: places a modifier face down on a column.
capital-lux-img-status-cleric = Cleric: takes the lowest card of a colour home.
capital-lux-img-status-last = { $count ->
        [0] Last turn of the round.
        [one] Last turns: 1 more player after this one.
       *[other] Last turns: { $count } more players after this one.
    }
capital-lux-img-status-limits = Above a column's limit: pay the difference in gold or discard.
capital-lux-img-status-over = Final scores: home cities, bonus cards and gold.
capital-lux-img-capital = The Capital
capital-lux-img-report = End of round { $round }
capital-lux-img-limit = Limit { $limit }
capital-lux-img-legend-gold = Gold
capital-lux-img-legend-hand = Cards in hand
capital-lux-img-legend-bonus = Bonus cards
capital-lux-img-legend-start = Start player
capital-lux-img-legend-opening = Opening modifier (highest starts)
capital-lux-img-legend-picked = Picked
capital-lux-img-legend-modifier = Modifier (face down)
capital-lux-img-legend-deck = Deck
capital-lux-img-legend-paid = Gold paid to keep
capital-lux-img-legend-discarded = Cards discarded
capital-lux-img-legend-over = Over the limit by
capital-lux-img-your-hand = Your hand
capital-lux-img-your-draft = Your draft
capital-lux-img-hand-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
capital-lux-img-to-pick = { $count ->
        [0] waiting for the others
        [one] pick 1 card
       *[other] pick { $count } cards
    }
capital-lux-img-draft-cards = Pick from these
capital-lux-img-picks = Your picks
capital-lux-img-empty-hand = No cards in hand.
capital-lux-img-chosen = Playing
capital-lux-img-your-modifiers = Your modifiers
capital-lux-img-to-place = To place
capital-lux-img-your-bonus = Your bonus cards
capital-lux-img-passed-to = Passed to
capital-lux-img-none = none

## Tie-break criteria (engine)

capital-lux-tie-value = number of { $value }s

## Capital Lux round summary (engine)

capital-lux-sum-title = Round { $round } is over
capital-lux-sum-limit = **{ $colour }**: the Capital allows { $limit } { $modifiers ->
    [0] (no modifier)
    [one] (1 modifier)
   *[other] ({ $modifiers } modifiers)
}
capital-lux-sum-modifier = ↳ { $player }'s modifier: { $value }
capital-lux-sum-paid = { $player } was over the { $colour } limit and paid { $coins } gold to keep those cards.
capital-lux-sum-discarded = { $player } was over the { $colour } limit and discarded { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} worth { $points } points.
capital-lux-sum-all-within = Nobody was over a limit.
capital-lux-sum-bonus = { $player } took the { $colour } bonus card.
capital-lux-sum-home = { $player } — home city: green { $c0 }, yellow { $c1 }, blue { $c2 }, pink { $c3 } · gold { $coins }
capital-lux-sum-next = { $player } starts the next round.
capital-lux-sum-last = That was the last round: the results follow.
capital-lux-ev-you-dealt = You were dealt: { $cards }.
capital-lux-list = { $first }{ $separator }{ $rest }

## The lesson (/learn): what it says at each of the learner's decisions, keyed to the
## steps of lesson.py. Figures come from the learner's own view at that moment.

lesson-capital-lux-pick-limits = The last round of Capital Lux! First the draft: pick 2 of your 6 cards, one at a time, and pass the rest to the Bot; then pick 2 of the cards the Bot passes you; the last 2 are yours. Mind the limits: at the round end, a colour worth more in your home city than in the Capital is lost. Pink: { $pink_home } in your home city, { $pink_capital } in the Capital's cards, so a **pink 6** fits. Pick it.
lesson-capital-lux-pick-agent = Now the **blue 4**: played to the Capital, a blue card is an Agent, who places a secret modifier (+4, +2, −1 or −3) on any column of the Capital. Pick it.
lesson-capital-lux-pick-received = These cards came from the Bot. Take the **green 6**: played to the Capital, a green card is a Scientist, who draws you a card.
lesson-capital-lux-pick-merchant = And the **yellow 2**: played to the Capital, a yellow card is a Merchant, who takes you a gold coin. The 2 cards left of your first packet then come back to you.
lesson-capital-lux-scientist = Your hand for the round. Each turn, choose a card, then where it goes: your home city (it scores) or the Capital (its power). Play the **green 6** to the Capital: its column grows, and the Scientist draws you a card.
lesson-capital-lux-agent = Now the **blue 4** to the Capital: the Agent draws a modifier that only you see.
lesson-capital-lux-place = Place it face down on a column: at the round end it counts in that colour's Capital total. A plus raises a limit (good under your colours), a minus lowers one (good under the Bot's).
lesson-capital-lux-home = Now something for your home city: the **pink 6**. Your pink there is { $pink_home }; with the 6 it stays within the Capital's pink cards ({ $pink_capital }). Home cards are your points: with your gold, { $points } so far.
lesson-capital-lux-merchant = The **yellow 2** to the Capital: the Merchant takes you a gold coin (you have { $coins } so far). A coin is 1 point at the end, or pays for a colour over its limit.
lesson-capital-lux-cleric = The **pink 3** to the Capital: a Cleric brings home the lowest Capital card of blue, yellow or green, your choice.
lesson-capital-lux-cleric-colour = Choose the colour: that column's lowest card moves to your home city, where it scores, and counts against that colour's limit.
lesson-capital-lux-last-cards = Your last cards: play them as you like. When a hand is empty, the others take one last turn; then the modifiers are revealed, the limits settled, and each colour's highest home total takes that colour's highest Capital card as a face-down bonus. The final score is home cities, bonus cards and gold: you have { $points } without bonus cards, the Bot { $rival }.
lesson-capital-lux-end = The game is over: you have { $points } points, the Bot { $rival } (home cities, bonus cards and gold). Ready for a whole game? **Play a real game** opens a table against an easy bot in this channel.
