"""A hand image is drawn from the part of its owner's view that it shows (``hand_view``), and
the image cache keys hands by that part: equal parts must give equal images, and that part
comes only from the owner's own view."""

from __future__ import annotations

import importlib
from typing import Any, get_args, get_type_hints

import pytest

from engine.core import get_game, random_game_states
from engine.core.registry import BUILT_IN
from render import registry
from tests.engine.test_view_types import mismatches
from tests.render.images import LOCALE, NAMES

GAMES = list(registry.modules())


def hand_type(game_id: str) -> Any:
    """The data type of the narrowed view a renderer's ``hand_view`` declares (``View[X]``), or
    ``None`` when it declares none."""
    module = importlib.import_module(registry.modules()[game_id])
    returned = get_type_hints(module.hand_view)["return"]
    return next(iter(get_args(returned)), None)


def _sample(game_id: str, seed: int):
    game = get_game(game_id)
    states = random_game_states(game, 3, seed)
    return game, states[:: max(1, len(states) // 24)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hand_drawn_from_its_narrowed_view_is_the_same_image(game_id):
    game, states = _sample(game_id, 3)
    for state in states[::4]:
        for seat in range(3):
            view = game.view(state, seat)
            narrowed = registry.hand_view(view)
            assert registry.hand_view(narrowed) == narrowed  # narrowing twice changes nothing
            assert narrowed.seat == seat and narrowed.game == game_id
            drawn = registry.hand_png(view, NAMES[:3], LOCALE)
            assert registry.hand_png(narrowed, NAMES[:3], LOCALE) == drawn


@pytest.mark.parametrize("game_id", GAMES)
def test_moves_that_leave_a_hand_alone_leave_its_narrowed_view_alone(game_id):
    """Over a whole game, many views of a seat share one narrowed view (what lets the cache
    answer "My hand" and the turns of others without drawing), and views whose hand images
    differ never share one."""
    game = get_game(game_id)
    states = random_game_states(game, 3, 5)[:40]  # consecutive moves
    images: dict[object, bytes] = {}
    shared = 0
    for state in states:
        view = game.view(state, 0)
        narrowed = registry.hand_view(view)
        key = (repr(narrowed.data), narrowed.players)
        drawn = registry.hand_png(view, NAMES[:3], LOCALE)
        if key in images:
            shared += 1
            assert images[key] == drawn
        images[key] = drawn
    assert shared > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hand_never_shows_what_its_owner_cannot_see(game_id):
    """The narrowed view is cut from its owner's view only: another seat's view of the same
    moment narrows to something else, and the spectator's view has no hand to narrow."""
    game, states = _sample(game_id, 7)
    state = states[len(states) // 2]
    own = registry.hand_view(game.view(state, 0))
    assert registry.hand_view(game.view(state, 1)) != own
    with pytest.raises(ValueError):
        registry.hand_view(game.view(state, None))


@pytest.mark.parametrize("game_id", [g for g in GAMES if hand_type(g) is not None])
def test_a_narrowed_view_matches_the_type_its_renderer_reads(game_id):
    """The renderer reads the narrowed view by the type ``hand_view`` declares, which the type
    checker holds it to; here its values, copied from the owner's view, are held to it too (a
    game whose renderer declares no type has nothing to hold)."""
    declared = hand_type(game_id)
    game, states = _sample(game_id, 11)
    for state in states:
        for seat in range(3):
            narrowed = registry.hand_view(game.view(state, seat))
            wrong = mismatches(narrowed.data, declared, "data")
            assert not wrong, f"{game_id} version {state.version}, seat {seat}: {wrong[:5]}"


def test_every_bot_game_declares_its_narrowed_view_type():
    built_in = [importlib.import_module(module).PACKAGE.id for module in BUILT_IN]
    assert built_in and all(hand_type(game_id) is not None for game_id in built_in)
