"""Guardiões do Mausoléu: collect Base, Columns, Pyramid and Statues sets, attack and defend."""

from engine.mausoleum.game import Mausoleum

GAME = Mausoleum()

__all__ = ["GAME", "Mausoleum"]
