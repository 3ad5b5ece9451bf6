"""Luxor: adventurers race through a temple to the pharaoh's tomb, collecting treasures."""

from engine.luxor.game import Luxor

GAME = Luxor()

__all__ = ["GAME", "Luxor"]
