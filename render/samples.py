"""Views at telling moments of random games, for renderer tests, the benchmark and the gallery."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Result, View, get_game, random_game_states


@dataclass(frozen=True)
class Moment:
    name: str  # "start", "middle", "late" or "final"
    public: View[Any]
    private: View[Any]  # seat 0's own view
    result: Result | None


def moments(game_id: str, players: int, seed: int) -> list[Moment]:
    game = get_game(game_id)
    states = random_game_states(game, players, seed)
    picks = {
        "start": 0,
        "middle": len(states) // 2,
        "late": (len(states) * 5) // 6,
        "final": len(states) - 1,
    }
    return [
        Moment(name, game.view(states[i], None), game.view(states[i], 0), game.result(states[i]))
        for name, i in picks.items()
    ]
