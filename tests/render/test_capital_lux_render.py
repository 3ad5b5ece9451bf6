"""Capital Lux images: size, legibility, views only, and nothing hidden in the public image."""

from __future__ import annotations

import copy
import logging

import pytest

from engine.capital_lux import GAME
from engine.capital_lux.cards import COLOUR_OF, VALUE_OF, cards_in
from engine.core import Rng, View, random_game_states
from locales import SUPPORTED_LOCALES, translate
from render import capital_lux
from render.capital_lux import geometry, rows
from render.capital_lux.base import legend_sections, table_height
from render.capital_lux.hand import GRID, HAND_TOP, INFO_LINE, hand_height
from render.common import MIN_PREVIEW_TEXT_PX, layout
from render.samples import moments
from tests.engine.capital_lux_tables import act, card_in_hand, shuffle_hidden, table
from tests.render.images import (
    LOCALE,
    LONG_NAMES,
    MIN_NAME_CHARS,
    NAMES,
    PLAYER_NAMES,
    WIDTH_PX,
    dark_share,
    kept_of_name,
    open_png,
    region_changed,
    texts_asked,
)


def moment_key(state) -> str:
    """Which kind of moment a state is: the phase, refined by what the table shows."""
    data = state.data
    if data["phase"] == "draft" and data["report"] is not None:
        return "draft-after-round-end"
    if data["phase"] == "play" and data["agent_mod"] is not None:
        return "agent"
    if data["phase"] == "play" and data["cleric"]:
        return "cleric"
    if data["phase"] == "play" and data["final"] is not None:
        return "last-turns"
    return data["phase"]


def one_state_per_moment(players: int, seeds: range) -> dict[str, object]:
    found: dict[str, object] = {}
    for seed in seeds:
        for state in random_game_states(GAME, players, seed):
            found.setdefault(moment_key(state), state)
    return found


def round_end_views(players: int, seed: int) -> list[tuple[str, View, View]]:
    """Play a random game until the view shows a round end's report: the first such moment of
    each kind (a limit to decide, the next round's draft)."""
    found: dict[str, tuple[str, View, View]] = {}
    for state in random_game_states(GAME, players, seed):
        key = moment_key(state)
        if state.data["report"] is not None and key not in found:
            found[key] = (key, GAME.view(state, None), GAME.view(state, 0))
    return list(found.values())


def all_views(players: int, seed: int) -> list[tuple[str, View, View]]:
    sampled = [(m.name, m.public, m.private) for m in moments("capital-lux", players, seed)]
    return sampled + round_end_views(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_moment_renders_at_its_size_and_stays_legible(players):
    for seed in range(2):
        views = all_views(players, seed)
        assert any(public.data["round_end"] for _, public, _ in views[4:])
        for name, public, private in views:
            sections = legend_sections(public.data)
            for names in (NAMES, LONG_NAMES):
                table_canvas = capital_lux.draw_table(public, names, LOCALE)
                hand_canvas = capital_lux.draw_hand(private, names, LOCALE)
                expected = {
                    "table": (
                        table_canvas,
                        table_height(players, LOCALE, sections),
                        layout.TABLE_SCALE,
                    ),
                    "hand": (
                        hand_canvas,
                        hand_height(capital_lux.hand_view(private).data),
                        layout.HAND_SCALE,
                    ),
                }
                for kind, (canvas, height, scale) in expected.items():
                    where = f"{kind} at {name}, seed {seed}"
                    size = (round(layout.WIDTH * scale), round(scale * height))
                    assert canvas.image.size == size, where
                    assert canvas.preview_text_px() >= MIN_PREVIEW_TEXT_PX, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_png_functions_return_png_images_of_the_drawn_size(players):
    _, public, private = round_end_views(players, seed=3)[0]
    for function, view, scale in (
        (capital_lux.table_png, public, layout.TABLE_SCALE),
        (capital_lux.hand_png, private, layout.HAND_SCALE),
    ):
        image = open_png(function(view, NAMES, LOCALE))
        assert image.format == "PNG"
        assert image.width == round(layout.WIDTH * scale)
    assert layout.WIDTH * 2 == WIDTH_PX


def test_a_table_stays_compact_and_its_png_small():
    assert table_height(4, LOCALE) <= 640
    assert table_height(4, LOCALE, ("draft", "report")) <= 660
    for _, public, _ in round_end_views(4, seed=0):
        assert len(capital_lux.table_png(public, NAMES, LOCALE)) < 1024 * 1024


def test_every_word_drawn_comes_from_the_catalog(caplog):
    states = one_state_per_moment(3, range(8))
    assert {"draft", "play", "agent", "cleric", "last-turns", "limits", "over"} <= set(states)
    with caplog.at_level(logging.WARNING, logger="locales"):
        for state in states.values():
            capital_lux.table_png(GAME.view(state, None), NAMES, LOCALE)
            for seat in range(3):
                capital_lux.hand_png(GAME.view(state, seat), NAMES, LOCALE)
    assert not caplog.records, [record.getMessage() for record in caplog.records]


def test_renderers_take_views_not_states():
    state = GAME.setup(3, seed=1)
    with pytest.raises(TypeError):
        capital_lux.table_png(state, NAMES, LOCALE)
    with pytest.raises(TypeError):
        capital_lux.hand_png(state, NAMES, LOCALE)
    with pytest.raises(ValueError):
        capital_lux.hand_png(GAME.view(state, None), NAMES, LOCALE)


def public_png(state) -> bytes:
    return capital_lux.table_png(GAME.view(state, None), NAMES, LOCALE)


def hand_png(state, seat: int) -> bytes:
    return capital_lux.hand_png(GAME.view(state, seat), NAMES, LOCALE)


def faces(cards_mask: int) -> list[tuple[int, int]]:
    """What a set of cards looks like: colours and values (copies look alike)."""
    return sorted((COLOUR_OF[c], VALUE_OF[c]) for c in range(72) if cards_mask >> c & 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_public_image_does_not_depend_on_hidden_information(players):
    """Other hands, draft cards and picks, bonus cards, the deck and face-down modifier values
    dealt anew: the same public image. Seat 0's hand image follows its own cards."""
    hands_changed = 0
    for key, state in one_state_per_moment(players, range(3)).items():
        if state.data["phase"] == "over":
            continue  # the final scoring shows every bonus card: nothing is hidden any more
        public, own_hand = public_png(state), hand_png(state, 0)
        for attempt in range(2):
            other = shuffle_hidden(state, None, Rng(attempt))
            assert other.data != state.data, key
            assert public_png(other) == public, key
            if state.data["hands"][0]:
                mine = faces(state.data["hands"][0]) != faces(other.data["hands"][0])
                assert (hand_png(other, 0) != own_hand) == mine, key
                hands_changed += mine
    assert hands_changed >= 3


def test_face_down_modifiers_show_where_and_by_whom_but_not_their_value():
    placed = table(3, hands={0: ["g3"]}, mods=[(4, "pink", 1), (-1, "green", 2)])
    other_values = table(3, hands={0: ["g3"]}, mods=[(-3, "pink", 1), (2, "green", 2)])
    other_column = table(3, hands={0: ["g3"]}, mods=[(4, "blue", 1), (-1, "green", 2)])
    other_placer = table(3, hands={0: ["g3"]}, mods=[(4, "pink", 2), (-1, "green", 2)])
    assert public_png(other_values) == public_png(placed)
    assert public_png(other_column) != public_png(placed)
    assert public_png(other_placer) != public_png(placed)
    assert hand_png(other_values, 1) != hand_png(placed, 1)


def test_swapping_cards_between_hands_changes_only_the_owners_images():
    before = table(3, hands={0: ["g3", "y4"], 1: ["b5", "p2"]}, bonus={2: ["g6"]})
    swapped = table(3, hands={0: ["g3", "b5"], 1: ["y4", "p2"]}, bonus={2: ["b2"]})
    assert public_png(swapped) == public_png(before)
    assert hand_png(swapped, 0) != hand_png(before, 0)
    assert hand_png(swapped, 2) != hand_png(before, 2)


def test_the_hand_lists_the_cards_passed_that_another_player_holds():
    """A player remembers what it passed in the draft ('passes the rest to the left
    neighbour'): its hand image has a line more for the cards another player still holds,
    under the neighbour's name; by the round end ('every card left in a hand goes face up')
    the line is gone."""
    states = random_game_states(GAME, 3, 2)
    playing = next(state for state in states if state.data["phase"] == "play")
    view = GAME.view(playing, 0)
    hand = capital_lux.hand_view(view).data
    assert hand["passed"] == {"to": 1, "cards": cards_in(sum(playing.data["passed"][0]))}
    assert hand_height(hand) == hand_height(hand | {"passed": None}) + INFO_LINE
    size = capital_lux.draw_hand(view, NAMES, LOCALE).image.size
    assert size[1] == round(layout.HAND_SCALE * hand_height(hand))
    limits = next(state for state in states if state.data["phase"] == "limits")
    assert capital_lux.hand_view(GAME.view(limits, 0)).data["passed"] is None


def test_the_table_shows_what_is_public_so_a_public_change_changes_it():
    before = table(2, hands={0: ["g3", "y4"]}, homes={1: ["b5"]})
    played_home = table(2, hands={0: ["y4"]}, homes={0: ["g3"], 1: ["b5"]}, turn=1)
    more_gold = table(2, hands={0: ["g3", "y4"]}, homes={1: ["b5"]}, coins={1: 2})
    for after in (played_home, more_gold):
        assert public_png(after) != public_png(before)


def _with(view, **changes):
    view = copy.deepcopy(view)
    view.data.update(changes)
    return view


def _last(card, to, took=None):
    return {
        "seat": 0, "done": True, "card": card, "colour": COLOUR_OF[card],
        "value": VALUE_OF[card], "to": to, "power": None, "drew": 0, "coin": 0,
        "column": None, "took": took,
    }  # fmt: skip


def test_the_card_just_played_is_marked():
    view = moments("capital-lux", 3, 5)[1].public
    card = 0
    colour = COLOUR_OF[card]
    without = capital_lux.draw_table(_with(view, last_turn=None), NAMES, LOCALE)
    home = capital_lux.draw_table(_with(view, last_turn=_last(card, "home")), NAMES, LOCALE)
    capital = capital_lux.draw_table(_with(view, last_turn=_last(card, "capital")), NAMES, LOCALE)
    cell = geometry.cell_box(0, colour)
    left = geometry.column_left(colour)
    column = (left, geometry.CARDS_TOP, left + geometry.COLUMN_WIDTH, geometry.TOTAL_LINE)
    assert region_changed(without, home, cell)
    assert not region_changed(without, home, column)
    assert region_changed(without, capital, column)
    assert not region_changed(without, capital, cell)


def test_each_row_shows_the_public_score():
    view = moments("capital-lux", 3, 5)[1].public
    players = copy.deepcopy(view.data["players"])
    players[1]["public_score"] += 5
    before = capital_lux.draw_table(view, NAMES, LOCALE)
    after = capital_lux.draw_table(_with(view, players=players), NAMES, LOCALE)
    top = geometry.ROWS.row_top(1)
    name_line = (layout.MARGIN, top, layout.WIDTH - layout.MARGIN, top + 30)
    assert region_changed(before, after, name_line)
    top = geometry.ROWS.row_top(0)
    assert not region_changed(before, after, (0, top, layout.WIDTH, top + 30))


def test_the_card_being_played_is_marked_and_the_rest_of_the_hand_dimmed():
    """Issue 18: the hand image shows the turn's current step."""
    state = table(hands={0: ["g3", "y5", "b2"]})
    chosen, _ = act(state, 0, {"do": "choose", "card": card_in_hand(state, 0, "y5")})

    def card_box(index):
        return GRID.box(index, HAND_TOP)

    before = open_png(capital_lux.hand_png(GAME.view(state, 0), NAMES, LOCALE))
    after = open_png(capital_lux.hand_png(GAME.view(chosen, 0), NAMES, LOCALE))
    for other in (0, 2):  # green 3 and blue 2 fade towards the paper
        assert dark_share(after, card_box(other)) < dark_share(before, card_box(other)) / 2
    assert dark_share(after, card_box(1)) > dark_share(before, card_box(1))  # framed in ink


def first_view(players: int, seed: int, wanted) -> View:
    return next(
        GAME.view(state, None)
        for state in random_game_states(GAME, players, seed)
        if wanted(GAME.view(state, None).data)
    )


def _opening_draft(data) -> bool:
    """Round 1's draft, some players having picked: the opening modifiers and the ticks show."""
    draft = data["draft"]
    return (
        data["opening_modifiers"] is not None
        and draft is not None
        and any(draft["to_pick"])
        and not all(draft["to_pick"])
    )


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_names_keep_their_letters_beside_the_explained_opening_modifiers(locale):
    """Round 1's draft with four long names: each name keeps at least ``MIN_NAME_CHARS``
    characters (they were cut to "Ca…" beside "−1" and "picking…" tags, issue 33), and the
    legend explains the opening modifiers and the draft's ticks while they show."""
    texts = capital_lux.draw_table(first_view(4, 0, _opening_draft), PLAYER_NAMES, locale).texts()
    drawn = [placed.drawn for placed in texts]
    for name in PLAYER_NAMES:
        assert max(kept_of_name(name, text) for text in drawn) >= MIN_NAME_CHARS, (name, drawn)
    assert _label(locale, "legend-opening") in drawn
    assert _label(locale, "legend-picked") in drawn
    later = first_view(4, 0, lambda data: data["phase"] == "play" and data["round"] == 2)
    drawn = [placed.drawn for placed in capital_lux.draw_table(later, NAMES, locale).texts()]
    assert _label(locale, "legend-opening") not in drawn
    assert _label(locale, "legend-picked") not in drawn


def _label(locale: str, key: str) -> str:
    return translate(locale, f"capital-lux-img-{key}")


def test_the_last_table_shows_the_final_score_and_calls_it_final():
    """Issue 33, 1: 'At the end every hidden figure is revealed (... Capital Lux: the last
    round's scoring), yet the final table ... still show[s] the public score "so far" ...
    (Capital Lux 9/12 against 19/29).' The last table shows the result's scores, called final."""
    states = random_game_states(GAME, 3, 1)
    for state in states[-2:]:
        view = GAME.view(state, None)
        asked = texts_asked([rows], lambda view=view: capital_lux.draw_table(view, NAMES, LOCALE))
        final = [args["score"] for key, args in asked if key == "render-final-score"]
        so_far = [args["score"] for key, args in asked if key == "render-public-score"]
        result = GAME.result(state)
        if result is None:
            assert not final and len(so_far) == 3
        else:
            assert not so_far and final == list(result.scores)
