"""What crosses a process boundary survives the trip: the bot sends prompts and views to the AI
workers, and views, results and names to the render workers (``play/workers.py``), pickled.

A lambda in a prompt's preview once kept every Luxor bot from moving: the job could not be sent
to the AI worker. Every object the engines hand out is pickled and read back here, in every
state of random games of each game, and must come back equal and still working (a lazy preview
read after the trip says the same as before it).
"""

from __future__ import annotations

import pickle

import pytest

from engine.core import get_game
from engine.core.playout import random_game_states
from engine.core.registry import games

GAME_IDS = sorted(games())


def _round_trip(thing):
    return pickle.loads(pickle.dumps(thing, protocol=pickle.HIGHEST_PROTOCOL))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [2, 4])
def test_states_prompts_views_and_results_come_back_equal(game_id, players):
    game = get_game(game_id)
    states = random_game_states(game, players, seed=17 + players)
    crossed = 0
    for state in states:
        assert _round_trip(state) == state
        for seat, prompt in game.pending(state).items():
            view = game.view(state, seat)
            sent = _round_trip((view, prompt))  # what the AI worker gets, previews unread
            assert sent == (view, prompt)
            shown = game.with_previews(prompt, view)
            assert _round_trip(shown) == shown  # previews read, then sent
            crossed += 1
        assert _round_trip(game.view(state, None)) == game.view(state, None)
    result = game.result(states[-1])
    assert result is not None and _round_trip(result) == result
    assert crossed > 20


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_lazy_preview_sent_unread_is_made_on_the_other_side(game_id):
    game = get_game(game_id)
    for state in random_game_states(game, 3, seed=5)[:40]:
        for prompt in game.pending(state).values():
            for option in prompt.options:
                before = _round_trip(option)  # sent before anything read its preview
                assert before.preview == option.preview
                assert before == option
