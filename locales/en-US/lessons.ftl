## Lessons (/learn): what the lesson says at each of the learner's decisions, keyed to the steps
## of each game's lesson module. Figures come from the learner's own view at that moment.

lesson-other-choice = That works too — here is what it gave you:
lesson-off-script = After your earlier choice, the lesson's suggestion for this moment is no longer possible: choose freely. The 📖 Rules button explains this decision.
lesson-free-play = Your choice: the lesson has nothing to add here. The 📖 Rules button explains this decision.

## The lesson's panel and command

cmd-learn = learn
cmd-learn-desc = A private lesson: learn a game by playing it, about ten minutes
cmd-learn-game = game
cmd-learn-game-desc = Which game
lesson-title = Lesson: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Play a real game

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
