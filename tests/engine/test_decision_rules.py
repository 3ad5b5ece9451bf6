"""Issue 37, the rule behind every decision: each prompt kind of each engine names the rule
sections that govern it, and every section is written in all four catalogs."""

from __future__ import annotations

import pytest

from cogs.rules import section_text
from engine.core import games, random_game_states, rule_key
from locales import SUPPORTED_LOCALES
from tests.test_catalogs import messages, variables

SEEDS = range(6)
PHONE_SCREEN = 1100
"""Characters of the rules behind one decision: about what a phone shows without scrolling."""


def kinds_played(game_id: str) -> set[str]:
    """Every prompt kind the engine asks in a few random games of every player count."""
    game = games()[game_id]
    return {
        prompt.kind
        for players in range(game.min_players, game.max_players + 1)
        for seed in SEEDS
        for state in random_game_states(game, players, seed)
        for prompt in game.pending(state).values()
    }


PLAYED = sorted((game_id, kind) for game_id in games() for kind in kinds_played(game_id))
SECTIONS = sorted((game.id, section) for game in games().values() for section in game.rule_sections)


def test_random_games_meet_every_kind_of_decision_the_rules_name():
    """The kinds below are those the engines really ask (so the next test covers them all),
    and each kind the rules name is one of them, or one too rare for random games (Luxor's
    forced discard, when neither end card can move)."""
    assert len(PLAYED) >= 17
    named = {(game.id, kind) for game in games().values() for kind in game.prompt_rules}
    assert set(PLAYED) <= named
    assert named - set(PLAYED) <= {("luxor", "discard")}


@pytest.mark.parametrize(("game_id", "kind"), PLAYED)
def test_every_prompt_kind_names_its_rule_sections(game_id, kind):
    game = games()[game_id]
    sections = game.rules_for(kind)
    assert sections, f"{game_id}: a '{kind}' decision names no rule"
    assert set(sections) <= set(game.rule_sections), "a section the game's rules do not have"


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_every_rule_section_is_written_in_each_catalog_without_arguments(locale):
    """Title and text in the locale's own catalog (no English fallback), and no placeable: a
    rule text can say nothing of a game's state, whoever shows it."""
    catalog = messages(locale)
    for game_id, section in SECTIONS:
        for key in (rule_key(game_id, section), rule_key(game_id, section) + "-title"):
            assert key in catalog, f"{locale} lacks {key}"
            assert not variables(catalog[key]), f"{key} takes arguments"


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_rules_behind_each_decision_fit_a_phone_screen(locale):
    for game in games().values():
        for kind, sections in game.prompt_rules.items():
            text = section_text(locale, game.id, sections)
            assert len(text) <= PHONE_SCREEN, f"{game.id} {kind}: {len(text)} characters"


def test_a_kind_no_game_asks_names_no_rule():
    assert all(game.rules_for("no-such-kind") == () for game in games().values())
