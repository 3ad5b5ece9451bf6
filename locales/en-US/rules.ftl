## The rule behind each decision: the Rules button of the turn panel and /rules rule:
## One section per rule the engine implements (see each game's rulebook module), after
## rules/*.md. The texts take no arguments: they show nothing of any game.

rules-button = 📖 Rules
rules-panel-title = { $game }: the rules behind this choice
cmd-rules-rule = rule
cmd-rules-rule-desc = One section of the rules (empty: the whole summary)
error-unknown-rule = { $game } has no such rule. Its sections: { $sections }.

## Luxor

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

## Capital Lux

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

## Guardians of the Mausoleum

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
