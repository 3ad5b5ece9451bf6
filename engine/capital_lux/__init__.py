"""Capital Lux (Eilif Svensson & Kristi Amundsen Østby): the rules in ``rules/capital-lux.md``."""

from engine.capital_lux.game import CapitalLux
from engine.core.package import GamePackage

GAME = CapitalLux()
PACKAGE = GamePackage(
    game=GAME,
    ai="engine.capital_lux.ai",
    renderer="render.capital_lux",
    catalogs="engine.capital_lux",
    lesson="engine.capital_lux.lesson",
)

__all__ = ["GAME", "PACKAGE", "CapitalLux"]
