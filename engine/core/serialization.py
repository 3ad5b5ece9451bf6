"""States as JSON text, with the game's schema version, for snapshots in the database."""

from __future__ import annotations

import json
from typing import Any

from engine.core.game import Game
from engine.core.model import State
from engine.core.registry import get_game
from engine.core.rng import Rng


class SchemaError(ValueError):
    """A stored state written by an incompatible version of a game's engine."""


def state_to_json(state: State) -> str:
    """The state as compact JSON; ``undo`` (steps that may be taken back) only when not empty,
    so snapshots without one are unchanged."""
    raw = {
        "game": state.game,
        "schema": state.schema,
        "players": state.players,
        "seed": state.seed,
        "options": state.options,
        "version": state.version,
        "rng": state.rng.state,
        "data": state.data,
    }
    if state.undo:
        raw["undo"] = [[seat, data] for seat, data in state.undo]
    return json.dumps(raw, separators=(",", ":"), allow_nan=False)


def state_from_json(text: str, game: Game[Any] | None = None) -> State:
    """Parse a snapshot; ``game`` defaults to the registered game named in it."""
    raw = json.loads(text)
    game = game or get_game(raw["game"])
    if raw["schema"] != game.schema_version:
        raise SchemaError(
            f"{raw['game']} state has schema {raw['schema']}, engine reads {game.schema_version}"
        )
    return State(
        game=raw["game"],
        schema=raw["schema"],
        players=raw["players"],
        seed=raw["seed"],
        options=raw["options"],
        version=raw["version"],
        rng=Rng(raw["rng"]),
        data=raw["data"],
        undo=tuple((seat, data) for seat, data in raw.get("undo", ())),
    )
