"""Wording slips a new player noticed (issue 33, 12), checked in all four languages.

Each test quotes the issue's words beside what it holds the texts to.
"""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from engine.ai.hints import hint
from engine.capital_lux import GAME as CAPITAL_LUX
from engine.core import Label, random_game_states
from engine.luxor import GAME as LUXOR
from engine.luxor.board import STAIRS
from locales import SUPPORTED_LOCALES, _messages, catalog_paths, tr, translate
from tests.engine import capital_lux_tables as cl
from tests.engine.luxor_builder import Scenario, hand_of

NAMES = ["Alice", "Bob"]


def variables(message: ast.Message) -> set[str]:
    """The names of the variables a catalog message uses."""
    found: set[str] = set()

    class Finder(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Finder().visit(message)
    return found


# -- plural forms ---------------------------------------------------------------------------

ONE_POINT = {
    "en-US": "Alice: 1 point shown;",
    "pt-BR": "Alice: 1 ponto visível;",
    "es-ES": "Alice: 1 punto visible;",
    "fr": "Alice : 1 point visible ;",
}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_one_point_is_singular_in_the_luxor_table_description(locale):
    """Issue 33, 12: '"Alice: 1 points shown" (`luxor-alt-player`: plural forms)'."""
    state = Scenario().adventurers(0, 1).adventurers(1, 0).state()  # space 1: 1 wall VP
    view = LUXOR.view(state, None)
    assert view.data["players"][0]["public_score"] == 1
    lines = [tr(locale, label, NAMES) for label in LUXOR.table_alt(view)]
    assert any(line.startswith(ONE_POINT[locale]) for line in lines), lines


# -- "none" agrees with what is listed --------------------------------------------------------

NO_MODIFIERS = {
    "en-US": "Your modifiers: none.",
    "pt-BR": "Seus modificadores: nenhum.",
    "es-ES": "Tus modificadores: ninguno.",
    "fr": "Tes modificateurs : aucun.",
}
NO_BONUS_CARDS = {
    "en-US": "Your bonus cards: none.",
    "pt-BR": "Suas cartas bônus: nenhuma.",
    "es-ES": "Tus bonificaciones: ninguna.",
    "fr": "Tes cartes bonus : aucune.",
}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_none_agrees_with_the_modifiers_and_with_the_bonus_cards(locale):
    """Issue 33, 12: '"Seus modificadores: nenhuma" / "Tus modificadores: ninguna" (the shared
    empty word is feminine, modificadores masculine: agreement per use)'."""
    state = cl.table(hands={0: ["g2"], 1: ["g3"]})
    lines = [tr(locale, label, NAMES) for label in CAPITAL_LUX.hand_alt(CAPITAL_LUX.view(state, 0))]
    extras = lines[-1]
    assert extras == f"{NO_MODIFIERS[locale]} {NO_BONUS_CARDS[locale]}", extras


# -- one form of "yellow" ---------------------------------------------------------------------

MASCULINE_YELLOW = {"pt-BR": "amarelo", "es-ES": "amarillo"}
PER_COLOUR_TEXTS = (
    "capital-lux-sum-",
    "capital-lux-alt-capital",
    "capital-lux-alt-limits",
    "capital-lux-alt-player",
    "capital-lux-card",
    "capital-lux-ev-bonus",
    "capital-lux-img-colour-yellow",
)


@pytest.mark.parametrize("locale", sorted(MASCULINE_YELLOW))
def test_yellow_reads_as_on_the_cards_in_round_summaries_and_descriptions(locale):
    """Issue 33, 12: '"amarelo/amarillo" in round summaries against "amarela/amarilla" on cards
    and hands (pick one, consistent)'. The colour of cards reads as on the cards: feminine,
    like "carta"."""
    yellow = Label("capital-lux-colour-yellow")
    checked = 0
    for key, message in _messages(locale).items():
        if not key.startswith(PER_COLOUR_TEXTS):
            continue
        args: dict[str, object] = dict.fromkeys(variables(message), 1)
        args |= {"colour": yellow, "player": "Ana"}
        text = translate(locale, key, args)
        assert MASCULINE_YELLOW[locale] not in text.lower(), (key, text)
        checked += 1
    assert checked >= 10
    card = tr(locale, Label("capital-lux-card", {"colour": yellow, "value": 5}))
    assert MASCULINE_YELLOW[locale][:-1] + "a" in card


# -- the rating has one name ----------------------------------------------------------------


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_chart_description_names_the_rating_as_the_embed_does(locale):
    """Issue 33, 12: 'the pt-BR chart description says "pontuação" where the embed says
    "classificação"'. The word before the rating in the embed's heading is the chart's."""
    heading = translate(locale, "stats-game-heading", {"game": "Luxor", "rating": "1234"})
    rating_word = heading.split("1234")[0].split()[-1].lower()
    chart = translate(
        locale,
        "alt-stats",
        {"name": "Ana", "game": "Luxor", "games": 9, "first": 1, "last": 2, "low": 1, "high": 2}
        | {"count": 5, "wins": 1},
    )
    assert f" {rating_word} " in chart.lower(), (rating_word, chart)


# -- one register per language --------------------------------------------------------------

OTHER_REGISTER = {
    # French speaks to the player with "tu", as most of its messages did: no "vous" pronoun or
    # possessive, and no second-person plural verb ("Lancez", "choisissez", "vous avez").
    "fr": re.compile(r"\b(?:vous|votre|vos)\b|\b\w+ez\b", re.IGNORECASE),
    # Brazilian Portuguese speaks with "você": no "tu" pronoun or possessive.
    "pt-BR": re.compile(r"\b(?:tu|teu|tua|teus|tuas|contigo)\b", re.IGNORECASE),
    # Spanish speaks with "tú": no "usted".
    "es-ES": re.compile(r"\b(?:usted|ustedes)\b", re.IGNORECASE),
}
NOT_VERBS = {"chez", "assez"}


@pytest.mark.parametrize("locale", sorted(OTHER_REGISTER))
def test_each_language_holds_one_register(locale):
    """Issue 33, 12: 'French mixes "Utilise" (tu) and "Lancez" (vous) — pick one register per
    language and hold it'."""
    slips = []
    for path in catalog_paths(locale):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            text = line.split("=", 1)[1] if re.match(r"^[a-z][\w-]* =", line) else line
            for found in OTHER_REGISTER[locale].findall(text):
                if found.lower() not in NOT_VERBS:
                    slips.append(f"{path.name}:{number}: {found}")
    assert not slips, slips


# -- equal options --------------------------------------------------------------------------


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_a_hint_between_equal_options_says_they_are_equal(locale):
    """Issue 33, 12: 'A hint between equal options says they are equal rather than "worth 5.7
    (the other end: 5.7)"'. A hand whose two ends are alike: either end is as good."""
    ends = (("step", 2), ("step", 5), ("step", 5), ("step", 5), ("step", 2))
    state = (
        Scenario().adventurers(0, 10, 20).adventurers(1, STAIRS).hand(0, *hand_of(*ends)).state()
    )
    suggested = hint("luxor", LUXOR.view(state, 0), LUXOR.prompt_for(state, 0))
    assert suggested.reason.key == "hint-equal"
    text = tr(locale, suggested.reason)
    assert text.count("4.5" if locale == "en-US" else "4,5") == 1, text


# -- whose limits -----------------------------------------------------------------------------

LIMITS_OF_ROUND_1 = {
    "en-US": "Limits of round 1:",
    "pt-BR": "Limites da rodada 1:",
    "es-ES": "Límites de la ronda 1:",
    "fr": "Limites de la manche 1 :",
}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_limits_shown_during_the_next_draft_are_named_by_their_round(locale):
    """Issue 33, 12: 'The description of Capital Lux limits during round 2's draft says
    "limits this round" while showing round 1's.'"""
    drafting = next(
        state
        for state in random_game_states(CAPITAL_LUX, 2, 3)
        if state.data["round"] == 2 and state.data["phase"] == "draft"
    )
    view = CAPITAL_LUX.view(drafting, None)
    assert view.data["round_end"]["round"] == 1
    lines = [tr(locale, label, NAMES) for label in CAPITAL_LUX.table_alt(view)]
    limits = [line for line in lines if line.startswith(LIMITS_OF_ROUND_1[locale])]
    assert len(limits) == 1, lines
    assert limits[0].endswith(f"{view.data['round_end']['limits'][3]}.")
