"""Pebbles, a game of the tests: the smallest game that plays through the whole bot.

Everything the bot needs of it is named here, in its package: the rules (``game``), the AI
(``ai``), the renderer (``render``), and the texts in four languages (``locales/``). It has no
lesson. Its rules: a pile of pebbles (4 + 3 per player); in turn, each player takes 1, 2 or 3;
each pebble scores 1 and the last one 3 more; the game ends with the pile.
"""

from engine.core.package import GamePackage
from tests.games.pebbles.game import Pebbles

GAME = Pebbles()
PACKAGE = GamePackage(
    game=GAME,
    ai="tests.games.pebbles.ai",
    renderer="tests.games.pebbles.render",
    catalogs="tests.games.pebbles",
)

__all__ = ["GAME", "PACKAGE", "Pebbles"]
