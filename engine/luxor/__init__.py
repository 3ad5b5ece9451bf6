"""Luxor: adventurers race through a temple to the pharaoh's tomb, collecting treasures."""

from engine.core.package import GamePackage
from engine.luxor.game import Luxor

GAME = Luxor()
PACKAGE = GamePackage(
    game=GAME,
    ai="engine.luxor.ai",
    renderer="render.luxor",
    catalogs="engine.luxor",
    lesson="engine.luxor.lesson",
)

__all__ = ["GAME", "PACKAGE", "Luxor"]
