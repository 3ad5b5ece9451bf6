"""Helpers shared by the AI tests of every game: whole games between AI players, the decisions
met in them, and an agent wrapper that checks each answer was offered."""

from __future__ import annotations

import itertools

from engine.ai import NormalAgent
from engine.ai.expert import Budget, think
from engine.ai.policies import game_ai
from engine.ai.search import SearchBudget, search
from engine.core import Agent, Game, Prompt, Rng, State, View, game_states, play


class Checked:
    """An agent wrapper that checks every answer is one of the options offered."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    def choose(self, view: View, asked: Prompt):
        action = self.agent.choose(view, asked)
        assert asked.offers(action)
        return action


def normal_game_states(game: Game, seed: int, players: int = 2) -> list[State]:
    """Every state of a game between normal players."""
    return game_states(game, players, seed, lambda seat: NormalAgent(seed * 10 + seat))


def decisions(game: Game, states: list[State]) -> list[tuple[State, int]]:
    """(state, seat) pairs where the seat has a real choice to make."""
    return [
        (state, seat)
        for state in states
        for seat, asked in game.pending(state).items()
        if len(asked.options) > 1
    ]


def finishes(game: Game, state: State, agents) -> bool:
    """Whether a game played from ``state`` by ``agents`` (each answer checked) reaches a
    result."""
    if callable(agents):
        checked = lambda seat: Checked(agents(seat))  # noqa: E731
    else:
        checked = {seat: Checked(agent) for seat, agent in agents.items()}
    run = play(game, state, checked)
    return game.result(run.state) is not None


def record_weights(monkeypatch, game_id: str) -> list:
    """The ``Weights`` the game's policy is called with from now on, in a list that grows."""
    module = game_ai(game_id)
    used: list = []
    chooses = module.policy

    def recorded(view, prompt, rng, weights=module.NORMAL):
        used.append(weights)
        return chooses(view, prompt, rng, weights)

    monkeypatch.setattr(module, "policy", recorded)
    return used


def weights_played(monkeypatch, game_id: str, view: View, asked: Prompt) -> tuple[list, list]:
    """The ``Weights`` the game's policy is called with while the expert thinks over one
    decision, and then while the hard level searches it (its clock a fake one that moves 0.01 s
    a reading, so the expert runs a few dozen rollouts)."""
    used = record_weights(monkeypatch, game_id)
    clock = itertools.count(0.01, 0.01).__next__
    think(view, asked, Budget(0.3, clock, SearchBudget(rollout_actions=8)), Rng.from_seed(3))
    expert = used.copy()
    used.clear()
    search(view, asked, SearchBudget(iterations=10, rollout_actions=8), Rng.from_seed(3))
    return expert, used
