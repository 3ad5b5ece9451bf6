# Guardians of the Mausoleum (engine/mausoleum). Seats arrive as nested seat-name labels,
# cards as nested mausoleum-card-* labels.

game-mausoleum = Guardians of the Mausoleum

## Cards

mausoleum-card-base = Base
mausoleum-card-columns = Columns
mausoleum-card-pyramid = Pyramid
mausoleum-card-statues = Statues
mausoleum-card-mausolus = Mausolus
mausoleum-card-artemisia = Artemisia II
mausoleum-card-architects = Architects
mausoleum-card-sculptors = Sculptors
mausoleum-card-earthquake = Earthquake
mausoleum-card-invasion = Invasion
mausoleum-card-discovery = Archaeological Discovery
mausoleum-card-exchange = Exchange
mausoleum-card-theft = Theft
mausoleum-card-protection = Protection

## Prompts

mausoleum-prompt-play = Play one card from your hand, or pass.
mausoleum-prompt-play-final = The draw pile is empty: play a card or pass. The game ends when everyone passes in a row ({ $passes } of { $players } so far).
mausoleum-prompt-target = Whom do you attack with { $card }?
mausoleum-prompt-defend = { $player } attacks you with { $card }. Reveal a defence from your hand?
mausoleum-prompt-construction = { $card }: choose a construction card in { $target }'s area.
mausoleum-prompt-give = Exchange: choose the card you give to { $target }.
mausoleum-prompt-recover = Archaeological Discovery: choose a card to take from the discard pile.
mausoleum-prompt-discard = Your hand is over the limit of 5: discard { $count ->
        [one] one card
       *[other] { $count } cards, one at a time
    }.

## Options

mausoleum-opt-play = Play { $card }
mausoleum-opt-pass = Pass
mausoleum-opt-target = Attack { $player }
mausoleum-opt-defend = Reveal { $card }
mausoleum-opt-allow = Let the attack through
mausoleum-opt-construction = { $card }
mausoleum-opt-give = Give { $card }
mausoleum-opt-recover = Take { $card }
mausoleum-opt-discard = Discard { $card }

## Option previews (what an option will do, from what you may see)

mausoleum-preview-set = Completes a set: your score { $before } → { $after }
mausoleum-preview-toward = Set { $set }: { $have } → { $after } of the 4 kinds in your area
mausoleum-preview-spare = A spare { $card } (you have { $count }): no progress on your next set
mausoleum-preview-mausolus = Doubles one of your sets: your score { $before } → { $after }
mausoleum-preview-mausolus-again = You already have a Mausolus: only one counts, no points
mausoleum-preview-mausolus-later = No complete set yet: +{ $points } once you complete one
mausoleum-preview-artemisia = { $count ->
        [0] The draw pile is empty: no card to draw
        [one] You draw { $count } more card (the last of the draw pile)
       *[other] You draw { $count } more cards ({ $draw } in the draw pile)
    }
mausoleum-preview-architects = Stands guard in your area: cancels the next Earthquake or Invasion on you
mausoleum-preview-sculptors = Stands guard in your area: cancels the next Exchange or Theft on you
mausoleum-preview-protection = Stands in your area: cancels the next attack of any kind on you
mausoleum-preview-discovery = Take a card of your choice from the discard pile ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to choose from)
mausoleum-preview-attack = { $count } possible targets: you choose next
mausoleum-preview-blocked = blocked at once by the { $guard } in their area
mausoleum-preview-defence-unknown = { $guard } in their hand? unknown
mausoleum-preview-defence-none = no { $guard } left unseen: they cannot defend
mausoleum-preview-target-hand = { $card } on { $target } ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand; { $defence })
mausoleum-preview-target-area = { $card } on { $target } (score { $points }, { $sets ->
        [one] { $sets } set
       *[other] { $sets } sets
    }; { $defence })
mausoleum-preview-earthquake = { $target } loses { $card }: their score { $before } → { $after }
mausoleum-preview-invasion = { $card } moves to your area: { $target }'s score { $before } → { $after }, yours { $mine } → { $mine_after }
mausoleum-preview-give = { $target } receives it; you take 1 of their { $cards } cards at random
mausoleum-preview-recover = { $card } goes to your hand
mausoleum-preview-recover-then = { $card } goes to your hand; played later: { $then }
mausoleum-preview-defend = Cancels the { $card }; otherwise: { $stake }
mausoleum-preview-stake-theft = { $player } takes 1 of your { $cards } cards at random
mausoleum-preview-stake-exchange = { $player } takes 1 of your { $cards } cards at random and gives you one
mausoleum-preview-stake-earthquake = { $player } picks one of your constructions to discard (your score now { $points })
mausoleum-preview-stake-invasion = { $player } picks one of your constructions to take (your score now { $points })
mausoleum-preview-discard = { $card } to the discard pile ({ $left ->
        [0] none left in your hand
       *[other] { $left } left in your hand
    })
mausoleum-preview-pass = Ends your turn without playing
mausoleum-preview-pass-final = Passes in a row: { $passes } of { $players }{ $ends ->
        [yes] {" "}— the game ends
       *[no] {""}
    }

## Hints (the normal AI's reason, from its own scoring)

mausoleum-hint-pass = Nothing in your hand is worth playing now: keeping your cards is worth more (best play: about { $best })
mausoleum-hint-play = { $card } is worth most now: about { $worth } by the AI's card values
mausoleum-hint-target = { $target }: { $chance }% chance the attack goes through, worth about { $worth }
mausoleum-hint-defend = About { $stake } at stake: more than keeping your { $card } is worth ({ $keep })
mausoleum-hint-allow = Only about { $stake } at stake: your { $card } is worth more kept ({ $keep })
mausoleum-hint-hit = { $card } hurts { $target } most: about { $worth }
mausoleum-hint-least = { $card } costs you least: about { $worth }
mausoleum-hint-recover = { $card } is worth most to you: about { $worth }
mausoleum-hint-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

## Image descriptions (alt text)

mausoleum-alt-discard = Discard pile: { $count } cards, top: { $top }.
mausoleum-alt-attack = { $player } aims { $card } at { $target }.
mausoleum-alt-in-play = { $player } is playing { $card }.
mausoleum-alt-passes = The draw pile is empty: { $passes } of { $players } passed in a row.
mausoleum-alt-count = { $card } ×{ $count }
mausoleum-alt-player = { $player }: { $final ->
        [yes] final score { $points }
       *[no] { $points } points
    }, { $sets ->
        [one] { $sets } complete set
       *[other] { $sets } complete sets
    }; Base { $base }, Columns { $columns }, Pyramid { $pyramid }, Statues { $statues }; also: { $extras }; { $hand } in hand.
mausoleum-alt-hand = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
mausoleum-alt-chosen = You are playing { $card }.
mausoleum-alt-waiting = Waiting for { $player }.

## Events

mausoleum-ev-drew = { $player } draws { $count ->
        [one] a card
       *[other] { $count } cards
    }.
mausoleum-ev-drew-card = You drew { $card }.
mausoleum-ev-draw-pile-empty = The draw pile is empty: no more drawing. The game ends when everyone passes in a row.
mausoleum-ev-no-cards = { $player } has no cards and passes.
mausoleum-ev-passed = { $player } passes.
mausoleum-ev-discarded = { $player } discards { $card }.
mausoleum-ev-played = { $player } plays { $card }.
mausoleum-ev-recovered = { $player } takes { $card } from the discard pile.
mausoleum-ev-attack = { $player } aims { $card } at { $target }.
mausoleum-ev-blocked = { $target }'s { $guard } cancels the { $card }.
mausoleum-ev-defended = { $target } reveals { $guard } and cancels the { $card }.
mausoleum-ev-let-through = { $target } lets the attack through.
mausoleum-ev-earthquake = Earthquake! { $target } discards { $construction }.
mausoleum-ev-invasion = { $player } takes { $construction } from { $target }'s area.
mausoleum-ev-exchange = { $player } exchanges a card with { $target }.
mausoleum-ev-exchange-attacker = You gave { $gave } to { $target } and received { $got }.
mausoleum-ev-exchange-target = { $player } took your { $gave } and gave you { $got }.
mausoleum-ev-theft = { $player } steals a card from { $target }.
mausoleum-ev-theft-attacker = You stole { $card } from { $target }.
mausoleum-ev-theft-target = { $player } stole your { $card }.
mausoleum-ev-game-over = The game is over.

## Table summary

mausoleum-summary-turn = { $player }'s turn. Draw pile: { $draw }.
mausoleum-summary-defend = { $target } is deciding whether to defend against { $card }.
mausoleum-summary-over = The game is over.

## Result categories

mausoleum-cat-sets = Sets (8 each)
mausoleum-cat-bonus = Two or more sets
mausoleum-cat-mausolus = Mausolus

## Rules (/rules)

mausoleum-rules =
    Guardians of the Mausoleum, 2–4 players. 52 cards; each player starts with 5, a random player begins.
    Goal: complete sets of Base + Columns + Pyramid + Statues in your area.
    Your turn: draw 1 card (none once the draw pile is empty), play at most one card or pass, then discard down to 5 cards, one at a time, your choice.
    • Constructions, Mausolus and Protection go to your area.
    • Artemisia II: draw 2 more cards now; it stays in your area as a character used. Its cards count towards the limit of 5 at the end of the turn; with a short draw pile you draw what is left.
    • Architects / Sculptors played on your turn stand in your area as a guard that cancels the next Earthquake/Invasion (Architects) or Exchange/Theft (Sculptors) aimed at you, then is discarded.
    • Protection cancels the next attack of any kind aimed at you, then is discarded.
    • Earthquake: an opponent discards a construction of your choice from their area. Invasion: move a construction of your choice from an opponent's area to yours.
    • Exchange: give an opponent a card of your choice and take a random card from their hand, drawn before yours arrives (exactly one card moves each way). You need another card in hand to play it.
    • Theft: take a random card from an opponent's hand.
    • Archaeological Discovery: take a card of your choice from the discard pile (only playable if there is one to take). Once the draw pile is empty it cannot take another Discovery.
    An attack (Earthquake, Invasion, Exchange, Theft) needs an opponent with a construction (Earthquake, Invasion) or with cards in hand (Exchange, Theft).
    Defence: you name the target first. A matching guard in their area cancels the attack automatically, otherwise a Protection; otherwise, if they hold Architects (against Earthquake/Invasion) or Sculptors (against Exchange/Theft), they may reveal it: it is discarded and the attack cancelled; without an answer in time the defence is used. The attack card is discarded either way. Only an attack that goes through asks which construction or which card to give.
    Characters used = played or revealed as defence (Mausolus, Artemisia II, Architects, Sculptors).
    End: once the draw pile is empty there is no drawing; a player without cards passes automatically; the game ends when every player has passed once in a row, or when all hands are empty. The discard pile is never reshuffled.
    Scoring: 8 per complete set; +4 once with 2 or more sets; a Mausolus in your area makes one set score 16 (only one Mausolus counts).
    Ties: most complete sets, then most different characters used, then a shared win.

## The rule behind each decision: the Rules button of the turn panel and /rules rule:

mausoleum-rule-turn-title = Your turn
mausoleum-rule-turn = Draw 1 card (none once the draw pile is empty), play at most one card or pass, then discard down to 5 cards, your choice.
mausoleum-rule-cards-title = Your cards
mausoleum-rule-cards = Constructions, Mausolus and Protection go to your area. Artemisia II: draw 2 more cards now. Architects or Sculptors played on your turn stand guard in your area and cancel the next matching attack on you, then are discarded; Protection cancels the next attack of any kind, then is discarded.
mausoleum-rule-attacks-title = Attacks
mausoleum-rule-attacks = Earthquake: an opponent discards a construction of your choice from their area. Invasion: move a construction of your choice from an opponent's area to yours. Exchange: give an opponent a card of your choice and take a random card from their hand (you need another card in hand). Theft: take a random card from an opponent's hand. The target needs a construction (Earthquake, Invasion) or cards in hand (Exchange, Theft).
mausoleum-rule-defence-title = Defence
mausoleum-rule-defence = A guard in the target's area that matches the attack cancels it automatically, otherwise a Protection. Otherwise the target may reveal Architects (against Earthquake or Invasion) or Sculptors (against Exchange or Theft) from their hand: it is discarded and the attack cancelled; with no answer in time, the defence is used. The attack card is discarded either way.
mausoleum-rule-discovery-title = Archaeological Discovery
mausoleum-rule-discovery = Take a card of your choice from the discard pile into your hand. It cannot be played with an empty discard pile, and once the draw pile is empty it cannot take another Discovery.
mausoleum-rule-end-title = End of the game
mausoleum-rule-end = Once the draw pile is empty there is no drawing, and a player without cards passes automatically. The game ends when every player has passed once in a row, or when all hands are empty.
mausoleum-rule-scoring-title = Scoring
mausoleum-rule-scoring = A complete set (Base, Columns, Pyramid and Statues in your area) scores 8; +4 once with 2 or more sets. A Mausolus in your area makes one set score 16 (only one counts). Ties: most sets, then most different characters used (played or revealed as defence), then a shared win.

## Images

mausoleum-img-turn = { $player }'s turn
mausoleum-img-over = Game over
mausoleum-img-step-play = Plays a card or passes.
mausoleum-img-step-last = The game ends when all pass in a row: { $passes } of { $players } so far.
mausoleum-img-step-target = Plays { $card } and picks a target.
mausoleum-img-step-defend = { $card } aimed at { $target }, who may reveal a defence.
mausoleum-img-step-construction = { $card } on { $target }: picks a construction.
mausoleum-img-step-give = Exchange with { $target }: picks a card to give.
mausoleum-img-step-recover = Picks a card from the discard pile.
mausoleum-img-step-discard = Discards down to 5 cards.
mausoleum-img-draw-pile = Draw pile
mausoleum-img-discard-pile = Discard pile
mausoleum-img-area = Characters and defences
mausoleum-img-score = { $sets ->
        [one] { $sets } set
       *[other] { $sets } sets
    } · { $points } pts
mausoleum-img-legend-hand = Cards in hand
mausoleum-img-legend-used = Characters used
mausoleum-img-your-hand = Your hand
mausoleum-img-hand-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
mausoleum-img-empty-hand = No cards in hand.
mausoleum-img-in-area = In your area: { $count }
mausoleum-img-playing = Playing now: choose its effect
mausoleum-img-hint-mausolus = Doubles one complete set
mausoleum-img-hint-artemisia = Draw 2 more cards
mausoleum-img-hint-architects = Stops an Earthquake or Invasion
mausoleum-img-hint-sculptors = Stops an Exchange or Theft
mausoleum-img-hint-earthquake = An opponent loses a construction
mausoleum-img-hint-invasion = Take an opponent's construction
mausoleum-img-hint-discovery = Take a discarded card
mausoleum-img-hint-exchange = Swap a card with an opponent
mausoleum-img-hint-theft = Steal a random card
mausoleum-img-hint-protection = Stops the next attack

## Tie-break criteria (engine)

mausoleum-tie-sets = complete sets
mausoleum-tie-characters = different characters used

## The lesson (/learn): what it says at each of the learner's decisions, keyed to the
## steps of lesson.py. Figures come from the learner's own view at that moment.

lesson-mausoleum-set = Welcome to the Mausoleum! You build sets of four constructions: Base, Columns, Pyramid and Statues. Each turn you draw a card, then play one card or pass. Your area already holds a Base, Columns and a Pyramid ({ $points } points so far): play your **Statues** to complete a set, worth 8 points.
lesson-mausoleum-set-why = First see a set completed: play the **Statues**. Your other cards get their turn later.
lesson-mausoleum-defend = Your set scores { $points } points. Now the Bot plays a Theft against you: it would take a random card from your hand. Your **Sculptors** guard your hand: reveal them to cancel the Theft (they are discarded).
lesson-mausoleum-protection = An Invasion could take a construction from your area and break your set. Play the **Protection**: it stays in your area and cancels the next attack aimed at you, of any kind.
lesson-mausoleum-earthquake = Your turn to attack: the Bot's area scores { $rival } points. An **Earthquake** makes an opponent discard one construction from their area, and you choose which. Play it.
lesson-mausoleum-construction = Choose the construction the Bot discards: you choose, not them. Their area scores { $rival } points now; a set that loses a card no longer counts.
lesson-mausoleum-artemisia = **Artemisia II** draws 2 more cards at once. You hold { $hand } cards, and at the end of your turn the limit is 5. Play her and see.
lesson-mausoleum-limit = You hold { $hand } cards, more than 5: discard down to 5, one card at a time, your choice. You hold two Bases and a set needs one: discard a **Base**. Keep the Archaeological Discovery for what comes next.
lesson-mausoleum-discovery = The discard pile holds every card played or discarded so far, face up. An **Archaeological Discovery** takes any one of them into your hand: play it.
lesson-mausoleum-recover = Take the **Mausolus**: with a Mausolus in your area, one of your complete sets scores 16 instead of 8.
lesson-mausoleum-limit-again = Over the limit again. Keep the Mausolus and the four constructions of your second set, and discard the **Exchange**.
lesson-mausoleum-mausolus = Play the **Mausolus**. { $sets ->
        [0] Once you complete a set, it will score 16 instead of 8.
       *[other] Your set will score 16 instead of 8.
    } The draw pile holds { $draw } { $draw ->
        [one] card
       *[other] cards
    }.
lesson-mausoleum-build = Build a second set from your hand, one construction per turn. Complete sets: { $sets }; points: { $points }. Two sets or more score 4 more points, once.
lesson-mausoleum-pass = Once the draw pile is empty (it holds { $draw } now), nobody draws any more, and the game ends when every player has passed once in a row. Pass to bring the end closer; you have { $points } points.
lesson-mausoleum-end = The game is over: you have { $points } points, the Bot { $rival }. That was the whole game. Ready for a real one? **Play a real game** opens a table against an easy bot in this channel.
