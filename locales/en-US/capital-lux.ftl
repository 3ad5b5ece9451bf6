# Capital Lux: every text the engine emits (engine/capital_lux).

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
capital-lux-img-none = none
