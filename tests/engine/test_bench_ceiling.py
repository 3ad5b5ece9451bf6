"""The ceiling benchmark's seer searches the state the game is really in, at every decision."""

from __future__ import annotations

from bench.ceiling import Seer
from engine.ai import make_agent
from engine.ai.search import SearchBudget, search
from engine.core import Rng, State, View, play
from engine.mausoleum import GAME as MAUSOLEUM


def test_the_seer_searches_the_state_the_game_is_in_at_every_decision():
    start = MAUSOLEUM.setup(2, seed=3)
    seer = Seer(1, SearchBudget(iterations=4, rollout_actions=4), start)
    current = [start]
    asked_in_the_real_state = []
    choose = seer.choose

    def noting(view, prompt):
        asked_in_the_real_state.append(seer.state is current[0])
        return choose(view, prompt)

    def follow(state, seat, action):
        seer.follow(state, seat, action)
        current[0] = state

    seer.choose = noting  # type: ignore[method-assign]
    run = play(MAUSOLEUM, start, {0: seer, 1: make_agent("normal", 2)}, after_each=follow)
    assert MAUSOLEUM.result(run.state) is not None
    assert len(asked_in_the_real_state) > 10
    assert all(asked_in_the_real_state)


def test_a_search_samples_only_the_worlds_it_is_given():
    state = MAUSOLEUM.setup(2, seed=4)
    seat = min(MAUSOLEUM.pending(state))
    sampled: list[State] = []

    def worlds(_view: View, _rng: Rng) -> State:
        sampled.append(state)
        return state

    budget = SearchBudget(iterations=7, rollout_actions=3)
    prompt = MAUSOLEUM.pending(state)[seat]
    action = search(MAUSOLEUM.view(state, seat), prompt, budget, Rng.from_seed(1), worlds)
    assert prompt.offers(action)
    assert len(sampled) == 7
