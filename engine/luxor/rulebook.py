"""Luxor's rules as sections, and the sections behind each prompt kind (``Game.rules_for``).

The texts are the catalogs' (``luxor-rule-<section>`` and its ``-title``), after
``rules/luxor.md``; this module only says which of them govern which decision.
"""

from __future__ import annotations

RULE_SECTIONS: tuple[str, ...] = (
    "hand",
    "turn",
    "movement",
    "anubis",
    "osiris",
    "horus-cards",
    "treasure",
    "horus-tile",
    "temple",
    "tomb",
    "end",
    "scoring",
)

PROMPT_RULES: dict[str, tuple[str, ...]] = {
    "card": ("hand", "turn", "movement"),
    "discard": ("turn", "hand"),
    "adventurer": ("movement", "anubis", "osiris", "tomb"),
    "distance": ("horus-cards", "movement"),
    "resolve": ("horus-cards", "treasure"),
    "reward": ("horus-tile", "temple"),
}
