# Texts shared by every game. A game's own texts, its name included, live in its package
# (engine/<game>/locales/<locale>/<game id>.ftl).

seat-name = Player { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } took back their last step.
hint-only-choice = This is the only choice.
hint-generic = The normal-level bot would choose this.
hint-equal = Worth { $gain } on the bot's estimate, as much as the next best choice: either will do.
