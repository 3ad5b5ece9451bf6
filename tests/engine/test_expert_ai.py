"""The expert level of every game: it sees only its seat's view, holds its time budget, and
finishes games with offered options.

Its budget is counted on an injected clock; here a fake one that moves by a fixed step at each
reading, so each search is deterministic and a few dozen rollouts long.
"""

from __future__ import annotations

import pytest

from engine.ai import ExpertAgent, NormalAgent
from engine.ai.expert import Budget, think
from engine.ai.search import SearchBudget
from engine.capital_lux import GAME as CAPITAL_LUX
from engine.core import Game, Rng, State, games
from engine.luxor import GAME as LUXOR
from engine.mausoleum import GAME as MAUSOLEUM
from tests.engine.ai_checks import decisions, finishes, normal_game_states
from tests.engine.capital_lux_tables import shuffle_hidden
from tests.engine.test_luxor_view import hide_differently
from tests.engine.test_mausoleum_views import rehide


class SteppingClock:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0
        self.readings = 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


def expert(seed: int, seconds: float = 0.6, step: float = 0.01) -> ExpertAgent:
    """An expert thinking about sixty clock readings (rollouts) per decision."""
    return ExpertAgent(seed, seconds, SteppingClock(step))


HIDE = {
    LUXOR.id: lambda state, seat: hide_differently(state, seat),
    CAPITAL_LUX.id: lambda state, seat: shuffle_hidden(state, seat, Rng(state.version)),
    MAUSOLEUM.id: lambda state, seat: rehide(state, seat, state.version),
}
"""Each game's way of dealing again everything a seat cannot see (from its own view tests): the
games with something hidden."""


def hidden_decisions(game: Game) -> list[tuple[State, int]]:
    """Three real choices of a normal game, past its first moves, where the seat cannot see
    something (dealing it again changes the state)."""
    found = decisions(game, normal_game_states(game, 5))
    found = [
        (s, seat) for s, seat in found[len(found) // 4 :] if HIDE[game.id](s, seat).data != s.data
    ]
    return found[:: max(1, len(found) // 3)][:3]


# -- hidden information ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", [games()[game_id] for game_id in HIDE], ids=lambda game: game.id)
def test_expert_choices_do_not_depend_on_what_the_seat_cannot_see(game):
    for state, seat in hidden_decisions(game):
        hidden = HIDE[game.id](state, seat)
        mine = expert(11).choose(game.view(state, seat), game.pending(state)[seat])
        again = expert(11).choose(game.view(hidden, seat), game.pending(hidden)[seat])
        assert mine == again


# -- the time budget ------------------------------------------------------------------------------


def test_expert_stops_thinking_once_its_budget_is_spent():
    """Read once per rollout, the clock passes the budget by at most one rollout's step (and
    the reading that sees it), and the whole budget is used: more time, more samples."""
    state, seat = hidden_decisions(MAUSOLEUM)[0]
    view, asked = MAUSOLEUM.view(state, seat), MAUSOLEUM.pending(state)[seat]
    for seconds in (0.3, 1.0):
        clock = SteppingClock(0.01)
        think(view, asked, Budget(seconds, clock, SearchBudget(rollout_actions=8)), Rng(3))
        assert seconds <= clock.now <= seconds + 0.03
    assert clock.readings > 90


def test_expert_with_a_budget_shorter_than_one_sample_still_compares_every_option_once():
    state, seat = hidden_decisions(MAUSOLEUM)[0]
    view, asked = MAUSOLEUM.view(state, seat), MAUSOLEUM.pending(state)[seat]
    clock = SteppingClock(10.0)
    action = think(view, asked, Budget(1.0, clock, SearchBudget(rollout_actions=8)), Rng(3))
    assert asked.offers(action)
    assert clock.readings <= len(asked.options) + 4


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(games().values()), ids=lambda game: game.id)
def test_expert_and_normal_players_finish_a_game_with_offered_options(game):
    agents = {0: expert(1, seconds=0.02), 1: NormalAgent(2)}
    assert finishes(game, game.setup(2, 4), agents)
