"""Helpers shared by the AI tests of every game: whole games between AI players, the decisions
met in them, and an agent wrapper that checks each answer was offered."""

from __future__ import annotations

from engine.ai import NormalAgent
from engine.core import Agent, Game, Prompt, State, View, game_states, play


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
