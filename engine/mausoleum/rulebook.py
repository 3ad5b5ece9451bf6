"""Guardiões do Mausoléu's rules as sections, and the sections behind each prompt kind
(``Game.rules_for``).

The texts are the catalogs' (``mausoleum-rule-<section>`` and its ``-title``), after
``rules/mausoleum.md``; this module only says which of them govern which decision.
"""

from __future__ import annotations

RULE_SECTIONS: tuple[str, ...] = (
    "turn",
    "cards",
    "attacks",
    "defence",
    "discovery",
    "end",
    "scoring",
)

PROMPT_RULES: dict[str, tuple[str, ...]] = {
    "play": ("turn", "cards", "attacks"),
    "target": ("attacks", "defence"),
    "defend": ("defence",),
    "construction": ("attacks", "scoring"),
    "give": ("attacks",),
    "recover": ("discovery",),
    "discard": ("turn", "scoring"),
}
