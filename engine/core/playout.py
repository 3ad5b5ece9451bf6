"""Playing whole games with agents, and replaying action logs."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.agents import Agent, RandomAgent, reads_view
from engine.core.game import Game
from engine.core.model import Action, Event, State

AgentsFor = Mapping[int, Agent] | Callable[[int], Agent]
"""Agents by seat, or a factory called once per seat."""

LoggedAction = tuple[int, Action]
"""``(seat, action)`` as stored in the action log."""


@dataclass
class Playout:
    state: State
    log: list[LoggedAction] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def play(
    game: Game[Any],
    state: State,
    agents: AgentsFor,
    *,
    max_actions: int = 100_000,
    after_each: Callable[[State, int, Action], None] | None = None,
) -> Playout:
    """Play until the game ends. When several seats are pending, the lowest seat acts first.

    ``agents`` maps seats to agents, or is a factory called once per seat (each seat keeps its
    agent, and so its random stream, for the whole game).
    """
    pick: Callable[[int], Agent]
    if callable(agents):
        factory, seated = agents, {}

        def pick(seat: int) -> Agent:
            if seat not in seated:
                seated[seat] = factory(seat)
            return seated[seat]
    else:
        pick = agents.__getitem__
    run = Playout(state)
    for _ in range(max_actions):
        prompts = game.pending(run.state)
        if not prompts:
            return run
        seat = min(prompts)
        agent = pick(seat)
        view = game.view(run.state, seat) if reads_view(agent) else None
        # An agent that does not read its view (``reads_view`` false) is given none.
        action = agent.choose(view, prompts[seat])  # type: ignore[arg-type]
        run.state, events = game.apply(run.state, seat, action)
        run.log.append((seat, action))
        run.events.extend(events)
        if after_each is not None:
            after_each(run.state, seat, action)
    raise RuntimeError(f"{game.id} did not end within {max_actions} actions")


def replay(
    game: Game[Any],
    players: int,
    seed: int,
    options: Mapping[str, Any] | None,
    log: Iterable[LoggedAction],
) -> State:
    """Rebuild a state from its seed and action log (raises ``IllegalAction`` on a bad log)."""
    state = game.setup(players, seed, options)
    for seat, action in log:
        state, _ = game.apply(state, seat, action)
    return state


def game_states(game: Game[Any], players: int, seed: int, agents: AgentsFor) -> list[State]:
    """Every state of one game played by ``agents``, from setup to the end."""
    states = [game.setup(players, seed)]
    play(game, states[0], agents, after_each=lambda state, seat, action: states.append(state))
    return states


def random_game_states(game: Game[Any], players: int, seed: int) -> list[State]:
    """Every state of one random game, from setup to the end (for renderer tests and samples)."""
    return game_states(game, players, seed, lambda seat: RandomAgent(seed * 31 + seat))
