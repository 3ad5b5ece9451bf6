"""Card effects: ``rules/luxor.md`` § Movement, card effects."""

import pytest

from engine.luxor import GAME
from engine.luxor.board import STAIRS, TOMB
from tests.engine.contract_checks import assert_illegal
from tests.engine.luxor_builder import (
    LEFT,
    RIGHT,
    Scenario,
    blocked,
    hand,
    hand_of,
    keys_of,
    options,
    osiris,
    play,
    rig_roll,
    stage,
    temple,
    treasure,
)


def two_players(*positions: int, cards: list[int], placed: dict | None = None) -> Scenario:
    return (
        Scenario()
        .tiles(placed if placed is not None else blocked(*range(1, 41)))
        .adventurers(0, *positions)
        .adventurers(1, STAIRS)
        .hand(0, *cards)
    )


def test_a_number_card_moves_one_adventurer_of_the_players_choice_exactly_that_far():
    """'N (1–5): forward N.' Only adventurers that can move are offered."""
    state = two_players(STAIRS, 10, 38, cards=hand(("step", 3))).state()
    state, _ = play(state, LEFT)
    assert stage(state) == "adventurer"
    assert options(state) == [{"do": "adventurer", "at": at} for at in (STAIRS, 10)]
    assert_illegal(GAME, state, 0, {"do": "adventurer", "at": 38}, "not-offered")
    state, _ = play(state, {"do": "adventurer", "at": 10})
    assert state.data["adventurers"][0] == [STAIRS, 13, 38]


def test_decision_the_die_is_rolled_as_the_card_is_played_then_the_adventurer_is_chosen():
    """Decision: 'die: roll, forward by the roll' (pt-BR: 'joga o dado primeiro e depois avança
    um de seus aventureiros'): the roll comes first, so only adventurers that can move by the
    roll are offered. The card may be played if some roll would allow a move."""
    state = rig_roll(two_players(STAIRS, 36, cards=hand(("die",))).state(), 5)
    state, events = play(state, LEFT)
    assert events[1].label.key == "luxor-ev-rolled" and events[1].label.args["roll"] == 5
    # From 36 a 5 would pass the tomb: only the stairs adventurer can move, so it goes at once.
    assert state.data["adventurers"][0] == [5, 36]


def test_decision_a_roll_without_a_legal_move_spends_the_card_and_the_turn():
    """Decision: the die card was playable (a 1–4 would move the adventurer on 37), the roll of
    6 allows nothing: the card is discarded, nobody moves, and the player draws as usual."""
    cards = hand(("die",))
    state = rig_roll(two_players(37, cards=cards).keys(0, 1).deck(9).state(), 6)
    assert options(state) == [LEFT]
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [37]
    assert "luxor-ev-no-move" in keys_of(events)
    assert state.data["hands"][0] == [cards[1], cards[2], 9, cards[3], cards[4]]
    assert state.data["current"] == 1


def test_horus_range_card_lets_the_player_choose_the_distance():
    """'Horus 1–X: forward any number 1..X, chosen.' Distances past the tomb are not offered."""
    cards = hand(("range", 4, 1))
    state = two_players(37, cards=cards).state()
    state, _ = play(state, LEFT)
    assert stage(state) == "distance"
    assert options(state) == [{"do": "distance", "n": n} for n in (1, 2, 3)]
    state, _ = play(state, {"do": "distance", "n": 2})
    assert state.data["adventurers"][0] == [39]


def test_horus_range_die_rolls_then_lets_the_player_choose_up_to_the_roll():
    """'Horus 1–die: roll, then choose 1..roll.'"""
    state = rig_roll(two_players(10, cards=hand(("range-die", 0, 2))).state(), 3)
    state, _ = play(state, LEFT)
    assert options(state) == [{"do": "distance", "n": n} for n in (1, 2, 3)]
    state, _ = play(state, {"do": "distance", "n": 3})
    assert state.data["adventurers"][0] == [13]


def test_move_all_moves_every_active_adventurer_nearest_to_the_tomb_first():
    """'every active adventurer moves N, nearest-to-tomb first; one that cannot legally move
    stays. Then the player chooses one of the moved adventurers and resolves only its tile.'
    The one on 39 enters the tomb with the key; the one on 40 would pass the tomb and stays."""
    placed = blocked(*range(1, 41))
    placed[4] = treasure("jewel", 1)
    state = two_players(STAIRS, 2, 39, 40, cards=hand(("move-all", 2, 2)), placed=placed)
    state = state.keys(0, 1).state()
    state, events = play(state, LEFT)
    data = state.data
    assert data["adventurers"][0] == [2, 4, 40, TOMB]
    assert data["keys"][0] == 0 and data["sarcophagi"] == [0]
    assert stage(state) == "resolve"
    assert options(state) == [{"do": "resolve", "at": at} for at in (2, 4, TOMB)]
    state, events = play(state, {"do": "resolve", "at": 4})
    assert state.data["treasures"][0] == [treasure("jewel", 1)]
    assert state.data["score"][0] == 1


def test_move_all_resolves_only_the_chosen_tile():
    """'resolves only its tile': the treasure under the other moved adventurer stays."""
    placed = blocked(*range(1, 41))
    placed[3] = treasure("jewel", 1)
    placed[12] = treasure("vase", 1)
    state = two_players(1, 10, cards=hand(("move-all", 2, 2)), placed=placed).state()
    state, _ = play(state, LEFT, {"do": "resolve", "at": 12})
    assert state.data["treasures"][0] == [treasure("vase", 1)]
    assert state.data["tiles"][3] == treasure("jewel", 1)


def test_move_all_wakes_sleepers_and_the_woken_do_not_move_this_turn():
    """Wake-ups 'by any means ... move-all'; a woken adventurer 'may move from the next turn'."""
    state = two_players(5, 13, cards=hand(("move-all", 2, 2))).sleeping(0, 1, 2).state()
    state, _ = play(state, LEFT, {"do": "resolve", "at": 7})
    assert state.data["adventurers"][0] == [STAIRS, STAIRS, 7, 15]
    assert state.data["sleepers"][:2] == [[], []]


def test_move_all_is_playable_if_one_adventurer_can_move():
    """'Playable if at least one adventurer can move.'"""
    cards = hand_of(("move-all", 2, 2), *[("step", 5)] * 3, ("move-all", 1, 1))
    state = two_players(39, 40, cards=cards).state()
    assert options(state) == [RIGHT]
    state, _ = play(state, RIGHT)
    assert state.data["adventurers"][0] == [40, 40]


def test_last_to_second_last_joins_the_rearmost_to_the_next_one_ahead():
    """'the rearmost active adventurer ... is placed on the space of the rearmost of the others
    that stands further ahead; then its tile is resolved.' Two on the stairs: one goes."""
    placed = blocked(*range(1, 41))
    placed[12] = treasure("statue", 4)
    state = two_players(STAIRS, STAIRS, 12, 30, cards=hand(("last-to-second-last", 0, 1)))
    state = state.tiles(placed).sleeping(0, 1).state()
    state, events = play(state, LEFT)
    data = state.data
    # It passes statue 1 (between 6 and 7) and wakes the sleeper; with two on 12 the statue
    # treasure (needs 2) is taken.
    assert data["adventurers"][0] == [STAIRS, STAIRS, 12, 12, 30]
    assert data["tiles"][12] is None
    assert data["treasures"][0] == [treasure("statue", 4)]
    assert "luxor-ev-woke" in keys_of(events)


def test_decision_ties_for_last_place_need_no_choice():
    """Decision: 'player's choice among ties' — tied adventurers share one space and are
    identical pieces, so the move is the same whichever is picked: no prompt is shown."""
    state = two_players(STAIRS, STAIRS, 20, cards=hand(("last-to-second-last", 0, 1))).state()
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [STAIRS, 20, 20]
    assert state.data["current"] == 1


def test_last_to_second_last_is_not_playable_when_all_share_a_space_or_only_one_is_active():
    """'Not playable if all active adventurers share one space or only one is active.'"""
    cards = hand_of(("last-to-second-last", 0, 1), *[("step", 5)] * 3, ("step", 1))
    for positions in [(10, 10), (10,)]:
        state = two_players(*positions, cards=cards).state()
        assert options(state) == [RIGHT]


def test_decision_adventurers_in_the_tomb_are_not_moved_by_group_cards():
    """Decision: 'Adventurers in the tomb never move again', so last-to-second-last and move-all
    ignore them: with the others all on one space, last-to-second-last is not playable."""
    cards = hand_of(("last-to-second-last", 0, 1), *[("step", 5)] * 3, ("move-all", 1, 1))
    state = two_players(10, 10, TOMB, cards=cards).state()
    assert options(state) == [RIGHT]
    state, _ = play(state, RIGHT)
    assert state.data["adventurers"][0] == [11, 11, TOMB]


def test_one_fewer_lets_a_treasure_be_taken_with_one_adventurer_fewer():
    """'Horus one-fewer N: forward exactly N [...], and a treasure reached may be taken with
    one adventurer fewer than required.'"""
    placed = blocked(*range(1, 41))
    placed[12] = treasure("vase", 6)  # needs 3
    state = two_players(10, 12, cards=hand(("one-fewer", 2, 2)), placed=placed).state()
    state, events = play(state, LEFT, {"do": "adventurer", "at": 10})
    assert stage(state) != "distance", "exactly 2: no distance is asked"
    assert state.data["adventurers"][0] == [12, 12]
    assert state.data["treasures"][0] == [treasure("vase", 6)]
    assert state.data["score"][0] == 6


@pytest.mark.parametrize("n", [1, 2, 3])
def test_one_fewer_moves_exactly_the_number_on_the_card(n):
    """'Horus one-fewer N: forward exactly N (the number printed on the card, as all three
    rulebooks say [...])' — like a number card: the adventurer is chosen, the distance not."""
    state = two_players(10, 20, cards=hand(("one-fewer", n, n))).state()
    state, _ = play(state, LEFT)
    assert stage(state) == "adventurer"
    state, _ = play(state, {"do": "adventurer", "at": 20})
    assert state.data["adventurers"][0] == [10, 20 + n]


def test_one_fewer_is_unplayable_when_the_exact_move_would_pass_the_tomb():
    """'one-fewer N: forward exactly N' and 'If neither end card allows any legal move, the
    player must discard one of the two': from space 39 with a key, 3 would overshoot the tomb,
    so the card (which used to allow 1 or 2) is not offered; the other end is."""
    cards = hand_of(("one-fewer", 3, 3), *[("step", 5)] * 3, ("step", 1))
    state = two_players(39, cards=cards).keys(0, 1).state()
    assert options(state) == [RIGHT]


def test_one_fewer_is_unplayable_when_it_would_enter_the_tomb_without_a_key():
    """'one-fewer N: forward exactly N' and 'If neither end card allows any legal move, the
    player must discard one of the two': entering the tomb needs a key, so from 39 without one
    the 2 is illegal (the old 1..N allowed a 1), as is the 5 at the other end: both ends may
    only be discarded."""
    cards = hand_of(("one-fewer", 2, 2), *[("step", 5)] * 3, ("step", 5))
    state = two_players(39, cards=cards).state()
    assert state.data["keys"][0] == 0
    assert options(state) == [{"do": "discard", "end": end} for end in ("left", "right")]


def test_one_fewer_is_only_one_fewer():
    placed = blocked(*range(1, 41))
    placed[12] = treasure("vase", 6)  # needs 3: a lone adventurer is still two short
    state = two_players(10, cards=hand(("one-fewer", 2, 2)), placed=placed).state()
    state, events = play(state, LEFT)
    assert state.data["treasures"][0] == [] and state.data["tiles"][12] == treasure("vase", 6)
    assert "luxor-ev-too-few" in keys_of(events)


def test_one_fewer_does_not_help_after_a_tunnel():
    """The tunnel's destination has 'no further action', so nothing is taken there."""
    first = temple("tunnel")
    placed = {**blocked(*range(1, 41)), 13: first, 22: temple("tunnel", not_in=[first])}
    placed[23] = treasure("vase", 1)
    state = two_players(12, cards=hand(("one-fewer", 1, 1)), placed=placed).state()
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [22]
    assert state.data["treasures"][0] == []


def test_decision_a_choice_with_one_option_is_not_asked_but_the_card_always_is():
    """Decision: the adventurer, distance, tile and reward choices are asked only when there
    is more than one option; the card that opens a turn is always asked, even if only one end
    card can move (the player sees the turn start)."""
    state = two_players(38, cards=hand_of(("step", 5), *[("step", 4)] * 3, ("step", 1))).state()
    assert options(state) == [RIGHT]
    state, _ = play(state, RIGHT)  # one adventurer, one distance: no further question
    assert state.data["adventurers"][0] == [39] and state.data["current"] == 1


def test_decision_move_all_offers_every_moved_adventurer_even_where_nothing_happens():
    """Decision: 'the player chooses one of the moved adventurers' — any of them, also one on
    an empty space or in the tomb, whose choice resolves nothing."""
    placed = blocked(*range(1, 41))
    state = two_players(1, 10, cards=hand(("move-all", 1, 1)), placed=placed).empty(2).state()
    state, _ = play(state, LEFT)
    assert options(state) == [{"do": "resolve", "at": at} for at in (3, 11)]


def test_decision_a_step_back_onto_osiris_is_pushed_forward():
    """Decision: 'an adventurer never stops on an Osiris tile: landing there moves it on' holds
    for a ±1 step back as well."""
    placed = {**blocked(*range(1, 41)), 8: osiris(2)}
    state = two_players(9, cards=hand(("plus-minus", 1)), placed=placed).state()
    state, events = play(state, LEFT, {"do": "distance", "n": -1})
    assert state.data["adventurers"][0] == [10]
    assert "luxor-ev-osiris" in keys_of(events)
