"""Capital Lux (Eilif Svensson & Kristi Amundsen Østby): the rules in ``rules/capital-lux.md``."""

from engine.capital_lux.game import CapitalLux

GAME = CapitalLux()

__all__ = ["GAME", "CapitalLux"]
