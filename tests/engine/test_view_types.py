"""Every view a game gives matches the ``TypedDict`` it declares (``Game[<its view type>]``).

The type checker checks the code that builds a view against its type, but the values it copies
from a state are untyped there: here whole random games of every registered game and player
count are viewed by every seat and a spectator, and each view's data is compared with the type,
key by key and value by value, so a view type the renderer, the AI and the texts rely on cannot
drift from what the engine sends.
"""

from __future__ import annotations

import types
from collections.abc import Sequence
from functools import cache
from typing import Any, Literal, NotRequired, Union, get_args, get_origin, get_type_hints

import pytest

from engine.core import Game, random_game_states
from engine.core.registry import games


class _ReadOnly:
    """Stands for ``ReadOnly`` (``typing`` has it from Python 3.13; the engine imports it for the
    type checker only) when the hints are read at run time: the type it wraps."""

    def __class_getitem__(cls, item: Any) -> Any:
        return item


def view_type(game: Game[Any]) -> Any:
    """The view type a game declares: ``X`` of its ``Game[X]`` base."""
    (base,) = type(game).__orig_bases__
    (data_type,) = get_args(base)
    return data_type


def mismatches(value: Any, hint: Any, path: str) -> list[str]:
    """Where ``value`` does not match the type ``hint`` (paths like ``players[1].score``)."""
    origin = get_origin(hint)
    if hint is Any:
        return []
    if _is_typeddict(hint):
        return _typeddict_mismatches(value, hint, path)
    if origin in (Union, types.UnionType):
        found = [mismatches(value, option, path) for option in get_args(hint)]
        return [] if any(not wrong for wrong in found) else min(found, key=len)
    if origin is Literal:
        return [] if value in get_args(hint) else [f"{path}: {value!r} not in {get_args(hint)}"]
    if origin in (list, Sequence):
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__}, not a list"]
        (item,) = get_args(hint)
        return [w for i, v in enumerate(value) for w in mismatches(v, item, f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not a dict"]
        key_type, item = get_args(hint)
        return [
            wrong
            for key, v in value.items()
            for wrong in mismatches(key, key_type, f"{path} key")
            + mismatches(v, item, f"{path}[{key!r}]")
        ]
    if hint is None or hint is type(None):
        return [] if value is None else [f"{path}: {value!r}, not None"]
    if hint is float:
        hint = (int, float)
    return [] if isinstance(value, hint) else [f"{path}: {value!r}, not {hint}"]


def _is_typeddict(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__total__")


@cache
def _fields(hint: Any) -> tuple[dict[str, Any], frozenset[str]]:
    """A ``TypedDict``'s field types and its required keys."""
    fields = get_type_hints(hint, localns={"ReadOnly": _ReadOnly}, include_extras=True)
    required = frozenset(
        key
        for key, field in fields.items()
        if key in hint.__required_keys__ and get_origin(field) is not NotRequired
    )
    unwrapped = {
        key: get_args(field)[0] if get_origin(field) is NotRequired else field
        for key, field in fields.items()
    }
    return unwrapped, required


def _typeddict_mismatches(value: Any, hint: Any, path: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {type(value).__name__}, not a {hint.__name__}"]
    fields, required = _fields(hint)
    wrong = [f"{path}.{key}: missing" for key in sorted(required - value.keys())]
    wrong += [f"{path}.{key}: not in {hint.__name__}" for key in sorted(value.keys() - fields)]
    for key in value.keys() & fields.keys():
        wrong += mismatches(value[key], fields[key], f"{path}.{key}")
    return wrong


GAME_SIZES = [
    (game_id, players)
    for game_id, game in games().items()
    for players in range(game.min_players, game.max_players + 1)
]


@pytest.mark.parametrize(("game_id", "players"), GAME_SIZES)
def test_every_view_of_a_random_game_matches_the_game_view_type(game_id, players):
    game = games()[game_id]
    declared = view_type(game)
    for state in random_game_states(game, players, seed=players):
        for seat in [None, *range(players)]:
            wrong = mismatches(game.view(state, seat).data, declared, "data")
            assert not wrong, f"{game_id} version {state.version}, seat {seat}: {wrong[:5]}"


def test_a_view_that_drifts_from_its_type_is_caught():
    game = games()["capital-lux"]
    data = dict(game.view(game.setup(2, 1), 0).data)
    data["suply"] = data.pop("supply")
    data["round"] = "1"
    assert mismatches(data, view_type(game), "data") == [
        "data.supply: missing",
        "data.suply: not in CapitalLuxView",
        "data.round: '1', not <class 'int'>",
    ]
