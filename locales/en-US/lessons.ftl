## Lessons (/learn): what the lesson says at each of the learner's decisions, keyed to the steps
## of each game's lesson module. Figures come from the learner's own view at that moment.

lesson-other-choice = That works too — here is what it gave you:
lesson-off-script = After your earlier choice, the lesson's suggestion for this moment is no longer possible: choose freely. The 📖 Rules button explains this decision, and 💡 Hint suggests a choice.
lesson-free-play = Your choice: the lesson has nothing to add here. The 📖 Rules button explains this decision, and 💡 Hint suggests a choice.
lesson-suggested = the lesson suggests it; its text below says why.

## The lesson's panel and command

cmd-learn = learn
cmd-learn-desc = A private lesson: learn a game by playing it, about ten minutes
cmd-learn-game = game
cmd-learn-game-desc = Which game
lesson-title = Lesson: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Play a real game
lesson-resume = You left this lesson at step { $step }. Continue where you left off, or start again from the beginning?
lesson-continue = ▶️ Continue
lesson-start-again = 🔄 Start again

## Guardians of the Mausoleum

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

## Capital Lux

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

## Luxor

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
