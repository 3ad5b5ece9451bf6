"""Every image of every game, and the stats chart, in every language, with the longest names:
no text is cut, runs off its picture or into another text (issue 33: a legend measured at one
scale and drawn at another lost its last row; names were cut to two letters; column headers
ran together)."""

from __future__ import annotations

import functools
import importlib

import pytest

from engine.core import get_game, random_game_states
from locales import SUPPORTED_LOCALES
from render import registry
from render.common import draw_results
from render.stats import Outcome, draw_stats
from tests.render.images import MIN_NAME_CHARS, PLAYER_NAMES, text_flaws

STRIDE = 12
"""Every twelfth state of a game, and every state that changes what the table says (see
:func:`telling_states`): each phase, prompt and round end is drawn at least once."""
SHORT_GAME = 4 * STRIDE
"""A game of at most this many states (a game of the tests) is drawn whole."""


@functools.cache
def telling_states(game_id: str, players: int, seed: int) -> list:
    """States of a random game: every ``STRIDE``-th one (every one of a short game), and the
    first of each kind of table (its summary's message and its phase differ)."""
    game = get_game(game_id)
    states = random_game_states(game, players, seed)
    stride = STRIDE if len(states) > SHORT_GAME else 1
    seen: set[str] = set()
    picked = []
    for index, state in enumerate(states):
        view = game.view(state, None)
        kind = repr((view.summary.key, _phase(view.data)))
        if index % stride == 0 or index == len(states) - 1 or kind not in seen:
            picked.append(state)
        seen.add(kind)
    return picked


def _phase(data: dict) -> tuple:
    return tuple(
        data.get(key) is not None
        if key in ("round_end", "draft", "opening_modifiers")
        else data.get(key)
        for key in ("phase", "step", "round_end", "draft", "opening_modifiers", "power")
    )


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
@pytest.mark.parametrize("game_id", sorted(registry.modules()))
def test_no_text_is_cut_in_any_table_hand_or_results(game_id, locale):
    module = importlib.import_module(registry.modules()[game_id])
    game = get_game(game_id)
    players = 4
    checked = 0
    for seed in range(2):
        states = telling_states(game_id, players, seed)
        for index, state in enumerate(states):
            canvases = {"table": module.draw_table(game.view(state, None), PLAYER_NAMES, locale)}
            seat = index % players
            canvases["hand"] = module.draw_hand(game.view(state, seat), PLAYER_NAMES, locale)
            if game.result(state) is not None:
                result = game.result(state)
                view = game.view(state, None)
                canvases["results"] = draw_results(view, result, PLAYER_NAMES, locale)
            for kind, canvas in canvases.items():
                flaws = text_flaws(canvas.texts(), PLAYER_NAMES)
                assert not flaws, f"{kind} of state {index}, seed {seed}: {flaws}"
                checked += 1
    assert checked > 40
    assert MIN_NAME_CHARS >= 6


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_no_text_is_cut_in_the_stats_chart(locale):
    """The most a chart shows: four-digit ratings and twenty results of every kind."""
    series = [1000 + 37 * (i % 7) * (-1) ** i for i in range(40)] + [1999]
    outcomes = [Outcome(won=i % 4 == 0, rank=1 + i % 4, left=i % 7 == 3) for i in range(25)]
    canvas = draw_stats(series, outcomes, locale)
    assert not text_flaws(canvas.texts(), [])
    assert len(canvas.texts()) == 2 + 2 + 20
