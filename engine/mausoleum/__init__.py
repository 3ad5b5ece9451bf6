"""Guardiões do Mausoléu: collect Base, Columns, Pyramid and Statues sets, attack and defend."""

from engine.core.package import GamePackage
from engine.mausoleum.game import Mausoleum

GAME = Mausoleum()
PACKAGE = GamePackage(
    game=GAME,
    ai="engine.mausoleum.ai",
    renderer="render.mausoleum",
    catalogs="engine.mausoleum",
    lesson="engine.mausoleum.lesson",
)

__all__ = ["GAME", "PACKAGE", "Mausoleum"]
