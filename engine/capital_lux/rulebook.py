"""Capital Lux's rules as sections, and the sections behind each prompt kind
(``Game.rules_for``).

The texts are the catalogs' (``capital-lux-rule-<section>`` and its ``-title``), after
``rules/capital-lux.md``; this module only says which of them govern which decision.
"""

from __future__ import annotations

RULE_SECTIONS: tuple[str, ...] = (
    "draft",
    "play",
    "powers",
    "modifiers",
    "round-end",
    "limits",
    "bonus",
    "scoring",
)

PROMPT_RULES: dict[str, tuple[str, ...]] = {
    "pick": ("draft", "limits"),
    "play": ("play", "round-end"),
    "destination": ("play", "powers", "limits"),
    "agent": ("modifiers", "limits"),
    "cleric": ("powers",),
    "limit": ("limits", "bonus"),
}
