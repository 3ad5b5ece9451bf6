"""Mausoleum images: size, legibility, views only, and nothing hidden in the public image."""

from __future__ import annotations

import copy
import itertools
import logging

import pytest

from engine.core import Rng, random_game_states
from engine.mausoleum import GAME
from engine.mausoleum.cards import CONSTRUCTIONS, KIND_OF
from locales import SUPPORTED_LOCALES, translate
from render import mausoleum
from render.common import MIN_PREVIEW_TEXT_PX, layout
from render.mausoleum.hand import GRID, HAND_TOP, hand_height
from render.mausoleum.rows import ROWS
from render.mausoleum.table import table_height
from render.samples import moments
from tests.engine.mausoleum_tables import act, table
from tests.render.images import (
    LINE_GAP_EM,
    LOCALE,
    LONG_NAMES,
    NAMES,
    WIDTH_PX,
    check_hidden_cards_stay_hidden,
    dark_share,
    open_png,
    region_changed,
)

STEPS = ("play", "target", "defend", "construction", "give", "recover", "discard", "over")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_moment_renders_at_its_size_and_stays_legible(players):
    for seed in range(2):
        for moment in moments("mausoleum", players, seed):
            hand_size = len(moment.private.data["hand"])
            for names in (NAMES, LONG_NAMES):
                table_canvas = mausoleum.draw_table(moment.public, names, LOCALE)
                hand_canvas = mausoleum.draw_hand(moment.private, names, LOCALE)
                expected = {
                    "table": (
                        table_canvas,
                        table_height(players, LOCALE),
                        layout.TABLE_SCALE,
                    ),
                    "hand": (hand_canvas, hand_height(hand_size), layout.HAND_SCALE),
                }
                for kind, (canvas, height, scale) in expected.items():
                    where = f"{kind} at {moment.name}, seed {seed}"
                    size = (round(layout.WIDTH * scale), round(scale * height))
                    assert canvas.image.size == size, where
                    assert canvas.preview_text_px() >= MIN_PREVIEW_TEXT_PX, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_png_functions_return_png_images_of_the_drawn_size(players):
    moment = moments("mausoleum", players, seed=3)[1]
    for function, view, scale in (
        (mausoleum.table_png, moment.public, layout.TABLE_SCALE),
        (mausoleum.hand_png, moment.private, layout.HAND_SCALE),
    ):
        image = open_png(function(view, NAMES, LOCALE))
        assert image.format == "PNG"
        assert image.width == round(layout.WIDTH * scale)
    assert layout.WIDTH * 2 == WIDTH_PX


def test_a_table_stays_compact_and_its_png_small():
    assert table_height(4, LOCALE) <= 600
    moment = moments("mausoleum", 4, seed=0)[2]
    assert len(mausoleum.table_png(moment.public, NAMES, LOCALE)) < 1024 * 1024


def one_state_per_step(players):
    """The first state of random games at each step (play, target, defend, …, over)."""
    found = {}
    for seed in range(6):
        for state in random_game_states(GAME, players, seed):
            found.setdefault(state.data["step"], state)
    return found


def test_every_word_drawn_comes_from_the_catalog(caplog):
    steps = one_state_per_step(3)
    assert set(steps) == set(STEPS)
    full_hand = table(
        3,
        hands={0: ["theft", "discovery", "base", "mausolus", "exchange", "protection"]},
        areas={1: ["architects", "base"], 2: ["sculptors", "columns", "artemisia"]},
        discard=["invasion"],
    )
    with caplog.at_level(logging.WARNING, logger="locales"):
        for state in [full_hand, *steps.values()]:
            mausoleum.table_png(GAME.view(state, None), NAMES, LOCALE)
            mausoleum.hand_png(GAME.view(state, 0), NAMES, LOCALE)
    assert not caplog.records, [record.getMessage() for record in caplog.records]


def test_renderers_take_views_not_states():
    state = GAME.setup(3, seed=1)
    with pytest.raises(TypeError):
        mausoleum.table_png(state, NAMES, LOCALE)
    with pytest.raises(TypeError):
        mausoleum.hand_png(state, NAMES, LOCALE)
    with pytest.raises(ValueError):
        mausoleum.hand_png(GAME.view(state, None), NAMES, LOCALE)


def with_hidden_cards_moved(state, rng_seed):
    """The same table with one card of a different kind swapped between seats 0 and 1's hands
    and the draw pile shuffled: only hidden information differs."""
    other = state.copy()
    hands = other.data["hands"]
    first, second = next((a, b) for a in hands[0] for b in hands[1] if KIND_OF[a] != KIND_OF[b])
    hands[0] = sorted([card for card in hands[0] if card != first] + [second])
    hands[1] = sorted([card for card in hands[1] if card != second] + [first])
    Rng.from_seed(rng_seed).shuffle(other.data["draw"])
    return other


def states_with_distinct_hands(players):
    """Mid-game states where seats 0 and 1 hold cards of different kinds."""
    for seed in range(3):
        states = random_game_states(GAME, players, seed)
        for state in states[len(states) // 4 :: max(1, len(states) // 6)]:
            kinds = [{KIND_OF[card] for card in state.data["hands"][seat]} for seat in (0, 1)]
            if kinds[0] and kinds[1] and kinds[0] | kinds[1] != kinds[0] & kinds[1]:
                yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_image_does_not_depend_on_hidden_cards(players):
    pairs = (
        (state, with_hidden_cards_moved(state, rng_seed=index))
        for index, state in enumerate(states_with_distinct_hands(players))
    )
    assert check_hidden_cards_stay_hidden(mausoleum, GAME, pairs) >= 3


def test_the_table_shows_what_is_public_so_a_public_change_changes_it():
    before = table(2, areas={0: ["base"]}, hands={0: ["columns"]})
    after, _ = act(before, 0, "play", "columns")
    assert mausoleum.table_png(GAME.view(before, None), NAMES, LOCALE) != mausoleum.table_png(
        GAME.view(after, None), NAMES, LOCALE
    )


def _with(view, **changes):
    view = copy.deepcopy(view)
    view.data.update(changes)
    return view


def test_the_card_just_played_and_its_target_are_marked():
    view = moments("mausoleum", 3, 5)[1].public
    last = {
        "seat": 2, "done": True, "card": {"id": 39, "kind": KIND_OF[39]}, "target": 0,
        "outcome": "through", "defence": None, "hit": None, "took": 0, "gave": 0,
        "recovered": None, "drew": 0, "discarded": [],
    }  # fmt: skip
    without = mausoleum.draw_table(_with(view, last_turn=None), NAMES, LOCALE)
    marked = mausoleum.draw_table(_with(view, last_turn=last), NAMES, LOCALE)
    assert region_changed(without, marked, ROWS.box(2))  # the card played
    assert region_changed(without, marked, ROWS.box(0))  # its target
    assert not region_changed(without, marked, ROWS.box(1))


def test_each_row_shows_sets_and_points():
    view = moments("mausoleum", 3, 5)[1].public
    players = copy.deepcopy(view.data["players"])
    players[1]["points"] += 3
    before = mausoleum.draw_table(view, NAMES, LOCALE)
    after = mausoleum.draw_table(_with(view, players=players), NAMES, LOCALE)
    assert region_changed(before, after, ROWS.box(1))


def test_a_card_in_play_comes_first_marked_and_the_hand_is_dimmed():
    """Issue 18: while a played card awaits its target, the hand image shows it first and
    dims the hand, which is not the choice."""
    state = table(3, hands={0: ["theft", "base", "pyramid"], 1: ["base"], 2: ["pyramid"]})
    played, _ = act(state, 0, "play", "theft")

    def card_box(index):
        return GRID.box(index, HAND_TOP)

    plain = open_png(mausoleum.hand_png(GAME.view(state, 0), NAMES, LOCALE))
    shown = open_png(mausoleum.hand_png(GAME.view(played, 0), NAMES, LOCALE))
    assert shown.height == plain.height  # the card in play takes the place it left
    # Before: Base, Pyramid, Theft (the hand is sorted). Now: the Theft in play, framed in
    # ink, then Base and Pyramid faded towards the paper.
    for now, before in ((1, 0), (2, 1)):
        assert dark_share(shown, card_box(now)) < dark_share(plain, card_box(before)) / 2
    assert dark_share(shown, card_box(0)) > 2 * dark_share(shown, card_box(1))


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_column_headers_stand_apart(locale):
    """Each construction's header is whole and at least ``LINE_GAP_EM`` from the next, so two
    never read as one ("Columns Pyramid", issue 33)."""
    canvas = mausoleum.draw_table(moments("mausoleum", 4, seed=0)[1].public, NAMES, locale)
    headers = {translate(locale, f"mausoleum-card-{kind}") for kind in CONSTRUCTIONS}
    placed = sorted((p for p in canvas.texts() if p.asked in headers), key=lambda p: p.box[0])
    assert [p.drawn for p in placed] == [p.asked for p in placed]
    assert len(placed) == len(CONSTRUCTIONS)
    for left, right in itertools.pairwise(placed):
        assert right.box[0] - left.box[2] >= LINE_GAP_EM * left.size_px, (left, right)
