"""Luxor images: size, legibility, views only, and nothing hidden in the public image."""

from __future__ import annotations

import copy
import logging

import pytest

from engine.core import Rng, random_game_states
from engine.luxor import GAME
from engine.luxor.board import CARDS, HORUS_CARDS, TOMB
from locales import translate
from render import luxor
from render.common import MIN_PREVIEW_TEXT_PX, layout
from render.luxor import geometry
from render.luxor import table as luxor_table
from render.luxor.hand import CARDS_TOP, ENDS_MIDDLE, GRID, HAND_HEIGHT
from render.samples import moments
from tests.engine.luxor_builder import Scenario, card_id, osiris, temple, treasure
from tests.render.images import (
    LOCALE,
    LONG_NAMES,
    NAMES,
    WIDTH_PX,
    check_hidden_cards_stay_hidden,
    open_png,
    region_changed,
    texts_asked,
)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_moment_renders_at_its_size_and_stays_legible(players):
    for seed in range(2):
        for moment in moments("luxor", players, seed):
            for names in (NAMES, LONG_NAMES):
                expected = {
                    "table": (
                        luxor.draw_table(moment.public, names, LOCALE),
                        geometry.table_height(players),
                        layout.TABLE_SCALE,
                    ),
                    "hand": (
                        luxor.draw_hand(moment.private, names, LOCALE),
                        HAND_HEIGHT,
                        layout.HAND_SCALE,
                    ),
                }
                for kind, (canvas, height, scale) in expected.items():
                    where = f"{kind} at {moment.name}, seed {seed}"
                    size = (round(layout.WIDTH * scale), round(scale * height))
                    assert canvas.image.size == size, where
                    assert canvas.preview_text_px() >= MIN_PREVIEW_TEXT_PX, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_png_functions_return_png_images_of_the_drawn_size(players):
    moment = moments("luxor", players, seed=3)[1]
    for function, view, height, scale in (
        (luxor.table_png, moment.public, geometry.table_height(players), layout.TABLE_SCALE),
        (luxor.hand_png, moment.private, HAND_HEIGHT, layout.HAND_SCALE),
    ):
        image = open_png(function(view, NAMES, LOCALE))
        assert image.format == "PNG"
        assert image.size == (round(layout.WIDTH * scale), round(scale * height))
    assert round(layout.WIDTH * 2) == WIDTH_PX


def test_a_table_stays_compact_and_its_png_small():
    assert geometry.table_height(4) <= 750
    moment = moments("luxor", 4, seed=0)[2]
    assert len(luxor.table_png(moment.public, NAMES, LOCALE)) < 100 * 1024


def every_card_kind():
    """One card id of every kind and level: the basic cards, then every Horus card."""
    seen = {}
    for cid, card in enumerate(CARDS):
        seen.setdefault(card, cid)
    return list(seen.values())


def busy_table():
    """Every temple front face up, Osiris tiles, a crowded space, sleepers, the tomb in use."""
    fronts = [
        temple("tunnel"),
        temple("wild"),
        temple("scarab"),
        temple("scarab-or-wild"),
        temple("favour", levels=(1, 2)),
        temple("favour", levels=(2, 3)),
    ]
    return (
        Scenario(4, seed=2)
        .tiles(dict(zip([2, 4, 7, 9, 13, 17], fronts, strict=True)))
        .tiles({1: treasure("statue", 6), 3: osiris(4)})
        .empty(10, 12)
        .sleeping(0, 1, 2, 3)
        .sleeping(1, 1)
        .sleeping(2, 1)
        .sleeping(3, 1)
        .adventurers(0, 1, TOMB)
        .adventurers(1, 0, 1, 1, TOMB)
        .adventurers(2, 1, 1, 5, 5)
        .adventurers(3, 0, 1, 1, 5)
        .set(sarcophagi=[1, 0])
        .state()
    )


def test_every_word_drawn_comes_from_the_catalog(caplog):
    kinds = every_card_kind()
    hands = [kinds[i : i + 5] for i in range(0, len(kinds), 5)]
    states = [busy_table(), *(Scenario(2).hand(0, *hand).state() for hand in hands)]
    with caplog.at_level(logging.WARNING, logger="locales"):
        for state in states:
            luxor.table_png(GAME.view(state, None), NAMES, LOCALE)
            luxor.hand_png(GAME.view(state, 0), NAMES, LOCALE)
        for moment in moments("luxor", 3, seed=5):
            luxor.table_png(moment.public, NAMES, LOCALE)
    assert not caplog.records, [record.getMessage() for record in caplog.records]
    assert len(kinds) == 7 + sum(len(mix) for mix in HORUS_CARDS.values())


def test_a_crowded_table_stays_legible():
    canvas = luxor.draw_table(GAME.view(busy_table(), None), LONG_NAMES, LOCALE)
    assert canvas.preview_text_px() >= MIN_PREVIEW_TEXT_PX


def test_renderers_take_views_not_states():
    state = GAME.setup(3, seed=1)
    with pytest.raises(TypeError):
        luxor.table_png(state, NAMES, LOCALE)
    with pytest.raises(TypeError):
        luxor.hand_png(state, NAMES, LOCALE)
    with pytest.raises(ValueError):
        luxor.hand_png(GAME.view(state, None), NAMES, LOCALE)


def with_hidden_information_changed(state, rng_seed):
    """The same table with a card swapped between seats 0 and 1's hands (cards that differ),
    seat 0's scarabs traded for other values from the supply, and the deck shuffled: only
    hidden information differs."""
    other = state.copy()
    data = other.data
    hands = data["hands"]
    first, second = next((a, b) for a in hands[0] for b in hands[1] if CARDS[a] != CARDS[b])
    hands[0][hands[0].index(first)] = second
    hands[1][hands[1].index(second)] = first
    mine, supply = data["scarabs"][0], data["scarab_supply"]
    for index, value in enumerate(mine):
        swap = next((i for i, v in enumerate(supply) if v != value), None)
        if swap is not None:
            mine[index], supply[swap] = supply[swap], value
    Rng.from_seed(rng_seed).shuffle(data["deck"])
    return other


def states_with_distinct_hands(players):
    """Mid-game states (some with scarabs held) where seats 0 and 1 hold different cards."""
    for seed in range(3):
        states = random_game_states(GAME, players, seed)
        for state in states[len(states) // 5 :: max(1, len(states) // 5)]:
            hands = state.data["hands"]
            if state.data["turn"] and any(CARDS[a] != CARDS[b] for a in hands[0] for b in hands[1]):
                yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_image_does_not_depend_on_hidden_information(players):
    pairs = (
        (state, with_hidden_information_changed(state, rng_seed=index))
        for index, state in enumerate(states_with_distinct_hands(players))
    )
    assert check_hidden_cards_stay_hidden(luxor, GAME, pairs) >= 3


def test_the_hand_shows_the_scarab_values():
    state = Scenario(2).state()
    state.data["scarabs"][0] = [1]
    before = luxor.hand_png(GAME.view(state, 0), NAMES, LOCALE)
    state.data["scarabs"][0] = [4]
    assert luxor.hand_png(GAME.view(state, 0), NAMES, LOCALE) != before


@pytest.mark.parametrize(
    "change",
    [
        lambda data: data["adventurers"][1].append(20),
        lambda data: data["tiles"].__setitem__(9, None),
        lambda data: data["sleepers"][2].append(1),
        lambda data: data["keys"].__setitem__(0, 3),
        lambda data: data["horus"][0].pop(),
        lambda data: data.__setitem__("current", 1),
    ],
    ids=["adventurer", "tile taken", "sleeper", "keys", "horus stack", "turn"],
)
def test_a_public_change_changes_the_table(change):
    state = Scenario(2, seed=4).adventurers(0, 3).adventurers(1, 0).state()
    before = luxor.table_png(GAME.view(state, None), NAMES, LOCALE)
    change(state.data)
    assert luxor.table_png(GAME.view(state, None), NAMES, LOCALE) != before


def test_a_hand_card_left_to_right_order_matters():
    left, right = card_id("step", 1), card_id("step", 5)
    middle = [card_id("step", 2), card_id("step", 3), card_id("step", 4)]
    one = Scenario(2).hand(0, left, *middle, right).state()
    other = Scenario(2).hand(0, right, *middle, left).state()
    assert luxor.hand_png(GAME.view(one, 0), NAMES, LOCALE) != luxor.hand_png(
        GAME.view(other, 0), NAMES, LOCALE
    )


def _with(view, **changes):
    view = copy.deepcopy(view)
    view.data.update(changes)
    return view


def test_the_last_turn_is_marked_on_the_spiral():
    view = moments("luxor", 2, 3)[1].public
    move = {"from": 5, "to": 9, "path": [6, 7, 8, 9], "by": "card"}
    last = {
        "seat": 1, "done": True, "card": None, "discarded": None, "roll": None, "moves": [move],
        "woke": [], "tomb": [], "resolved": 9, "treasure": None, "reward": None,
    }  # fmt: skip
    without = luxor.draw_table(_with(view, last_turn=None), NAMES, LOCALE)
    marked = luxor.draw_table(_with(view, last_turn=last), NAMES, LOCALE)
    assert region_changed(without, marked, geometry.cell_box(geometry.PATH[9]))
    assert region_changed(without, marked, geometry.cell_box(geometry.PATH[5]))
    assert not region_changed(without, marked, geometry.cell_box(geometry.PATH[30]))


def test_each_row_shows_the_public_score_so_far():
    view = moments("luxor", 2, 3)[1].public
    players = copy.deepcopy(view.data["players"])
    players[0]["public_score"] += 7
    before = luxor.draw_table(view, NAMES, LOCALE)
    after = luxor.draw_table(_with(view, players=players), NAMES, LOCALE)
    top = geometry.ROWS.row_top(0)
    score_box = (geometry.SCORE_LEFT, top, geometry.STATS_LEFT, top + geometry.ROW_HEIGHT)
    assert region_changed(before, after, score_box)
    assert "so far" in translate(LOCALE, "render-so-far")


def test_once_the_card_is_played_the_hand_marks_it_and_fades_the_others():
    """Issue 18: the hand shows the current step, not the ends to choose from any more."""
    left = card_id("range", 4, 1)
    rest = [card_id("step", 1), card_id("step", 2), card_id("step", 3), card_id("step", 4)]
    state = Scenario(2).adventurers(0, 0, 10).hand(0, left, *rest).state()
    played, _ = GAME.apply(state, 0, {"do": "play", "end": "left"})
    before = luxor.draw_hand(GAME.view(state, 0), NAMES, LOCALE)
    after = luxor.draw_hand(GAME.view(played, 0), NAMES, LOCALE)
    slot = lambda i: GRID.box(i, CARDS_TOP)  # noqa: E731
    pointer = (layout.MARGIN, ENDS_MIDDLE - 10, slot(1)[0], ENDS_MIDDLE + 10)
    assert not region_changed(before, after, slot(0)), "the played card, framed, where it was"
    assert region_changed(before, after, pointer), "'Played' instead of 'Left'"
    assert region_changed(before, after, slot(4)), "the other end is no longer playable"
    assert not region_changed(before, after, slot(2)), "middle cards stay faded"
    other = luxor.draw_hand(GAME.view(played, 1), NAMES, LOCALE)
    assert GAME.view(played, 1).data["chosen"] is None and other.image.size == after.image.size


def test_the_last_table_shows_the_final_score_and_calls_it_final():
    """Issue 33, 1: 'the final table ... still show[s] the public score "so far", which differs
    from the results ... Once the game is over, the public view's score is the final score,
    and the label says so ("final score" rather than "so far").'"""
    states = random_game_states(GAME, 3, 1)
    for state in states[-2:]:
        view = GAME.view(state, None)
        asked = texts_asked(
            [luxor_table, layout], lambda view=view: luxor.draw_table(view, NAMES, LOCALE)
        )
        keys = [key for key, _args in asked]
        scores = [args["vp"] for key, args in asked if key == "luxor-img-vp"]
        result = GAME.result(state)
        if result is None:
            assert "render-so-far" in keys and "render-final" not in keys
        else:
            assert "render-final" in keys and "render-so-far" not in keys
            assert scores == list(result.scores)
