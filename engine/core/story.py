"""What the game tells: public steps for replays, and round summaries.

Everything here is derived from the stored action log replayed from the seed (the design's
"events are the story"): nothing is kept beside the log that the log could give.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.game import Game
from engine.core.model import Action, Label, State

REPLAY_FRAMES = 36
"""At most this many steps in a replay: the file stays small and quick to draw."""


@dataclass(frozen=True)
class RoundSummary:
    """A round end as the whole table learned it: ``round`` identifies it (posted once),
    ``title`` heads it and ``lines`` are its figures, one label per line."""

    round: int
    title: Label
    lines: tuple[Label, ...]


def states(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None,
    log: Iterable[tuple[int, Action]],
) -> Iterator[State]:
    """The state at every version: setup first, then after each logged action."""
    state = game.setup(players, seed, options)
    yield state
    for seat, action in log:
        state, _ = game.apply(state, seat, action)
        yield state


def turn_ends(seats: Sequence[int]) -> list[int]:
    """The versions a replay steps through: the start, then the end of every turn (a run of
    actions by one seat), the last version included."""
    ends = [0]
    for version, seat in enumerate(seats):
        if version + 1 == len(seats) or seats[version + 1] != seat:
            ends.append(version + 1)
    return ends


def replay_steps(seats: Sequence[int], limit: int = REPLAY_FRAMES) -> list[int]:
    """At most ``limit`` turn ends, spread evenly, always with the first and the last."""
    ends = turn_ends(seats)
    if len(ends) <= limit:
        return ends
    picked = {ends[round(i * (len(ends) - 1) / (limit - 1))] for i in range(limit)}
    return sorted(picked)
