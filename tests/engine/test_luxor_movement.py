"""Movement: ``rules/luxor.md`` § Movement (steps, the tomb, Anubis, Osiris)."""

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
    stage,
    temple,
)


def test_a_step_skips_empty_spaces():
    """'A step goes to the next space that holds a tile; empty spaces are skipped.'"""
    cards = hand(("step", 2))
    state = (
        Scenario()
        .tiles(blocked(1, 4))
        .empty(2, 3)
        .adventurers(0, STAIRS)
        .adventurers(1, STAIRS)
        .hand(0, *cards)
        .state()
    )
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [4]
    assert "luxor-ev-too-few" in keys_of(events)
    assert state.data["current"] == 1


def test_the_first_step_from_an_empty_space_goes_to_the_nearest_tile_ahead():
    """'From an empty space the first step is to the nearest tile ahead.'"""
    state = (
        Scenario()
        .tiles(blocked(1, 4))
        .empty(2, 3)
        .adventurers(0, 2)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [4]


def test_plus_minus_one_moves_one_tile_forward_or_back():
    """'±1: one step forward or one step back (back: to the previous tile, or to the stairs).'"""
    scenario = (
        Scenario()
        .tiles(blocked(1, 4, 5))
        .empty(2, 3)
        .adventurers(0, 4)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("plus-minus", 1)))
    )
    state = scenario.state()
    state, _ = play(state, LEFT)
    assert stage(state) == "distance"
    assert options(state) == [{"do": "distance", "n": 1}, {"do": "distance", "n": -1}]
    back, _ = play(state, {"do": "distance", "n": -1})
    assert back.data["adventurers"][0] == [1]
    forward, _ = play(state, {"do": "distance", "n": 1})
    assert forward.data["adventurers"][0] == [5]


def test_plus_minus_one_back_from_the_first_tile_reaches_the_stairs():
    state = (
        Scenario()
        .tiles(blocked(1, 2))
        .adventurers(0, 1)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("plus-minus", 1)))
        .state()
    )
    state, _ = play(state, LEFT, {"do": "distance", "n": -1})
    assert state.data["adventurers"][0] == [STAIRS]


def test_plus_minus_one_cannot_go_back_from_the_stairs():
    """Back from the stairs is no move, so a lone adventurer there steps forward at once."""
    state = (
        Scenario()
        .tiles(blocked(1))
        .adventurers(0, STAIRS)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("plus-minus", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [1]


@pytest.mark.parametrize(
    ("statue", "start", "spaces"), [(1, 5, 2), (1, 6, 1), (2, 13, 2), (2, 14, 1), (3, 22, 3)]
)
def test_passing_a_statue_wakes_only_that_players_sleeper_and_only_once(statue, start, spaces):
    """'when an active adventurer moves past a statue ... where an inactive adventurer of the
    same player lies, that one becomes active and is placed on the stairs.'"""
    end = {1: 7, 2: 15, 3: 25}[statue]
    placed = blocked(*range(start, end + 1))
    cards = hand(("step", spaces), ("step", 1))
    state = (
        Scenario()
        .tiles(placed)
        .adventurers(0, start)
        .adventurers(1, STAIRS)
        .sleeping(0, 1, 2, 3)
        .sleeping(1, statue)
        .hand(0, *cards)
        .state()
    )
    state, events = play(state, LEFT)
    data = state.data
    assert data["adventurers"][0] == [STAIRS, end]
    assert data["sleepers"][statue - 1] == [1]
    assert all(data["sleepers"][other - 1] == [0] for other in {1, 2, 3} - {statue})
    assert data["adventurers"][1] == [STAIRS]
    assert keys_of(events).count("luxor-ev-woke") == 1
    # Back past the statue and forward again: nobody is left lying there.
    data["current"] = 0
    data["adventurers"][0] = [start]
    data["hands"][0] = hand(("step", spaces))
    state = Scenario.reopen(state)
    state, events = play(state, LEFT)
    assert "luxor-ev-woke" not in keys_of(events)
    assert state.data["adventurers"][0] == [end]


def test_a_step_back_past_a_statue_wakes_nobody():
    """Only a move 'from before it to after it, forward' wakes a sleeper."""
    state = (
        Scenario()
        .tiles(blocked(6, 7))
        .adventurers(0, 7)
        .adventurers(1, STAIRS)
        .sleeping(0, 1)
        .hand(0, *hand(("plus-minus", 1)))
        .state()
    )
    state, events = play(state, LEFT, {"do": "distance", "n": -1})
    assert state.data["adventurers"][0] == [6]
    assert state.data["sleepers"][0] == [0]


def test_an_osiris_push_wakes_a_sleeper():
    """'by any means — card, Osiris, ...': landing on Osiris before a statue, pushed past it."""
    state = (
        Scenario()
        .tiles({**blocked(22, 24, 25), 23: osiris(2)})
        .adventurers(0, 22)
        .adventurers(1, STAIRS)
        .sleeping(0, 3)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [STAIRS, 25]
    assert state.data["sleepers"][2] == []
    assert keys_of(events)[:4] == [
        "luxor-ev-played",
        "luxor-ev-moved",
        "luxor-ev-osiris",
        "luxor-ev-woke",
    ]


def test_a_tunnel_wakes_a_sleeper():
    """'Note: if moving through a tunnel an adventurer passes a statue ... it becomes active.'"""
    first, second = temple("tunnel"), temple("tunnel", not_in=[temple("tunnel")])
    state = (
        Scenario()
        .tiles({**blocked(21), 22: first, 33: second})
        .adventurers(0, 21)
        .adventurers(1, STAIRS)
        .sleeping(0, 3)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [STAIRS, 33]
    assert "luxor-ev-tunnel" in keys_of(events)
    assert state.data["sleepers"][2] == []


def test_osiris_chains_and_the_action_is_that_of_the_final_tile():
    """'landing there moves it on by the tile's number (chains allowed); the action is that of
    the final tile.'"""
    state = (
        Scenario()
        .tiles({**blocked(15, 21, 22, 24), 16: osiris(4), 23: osiris(1)})
        .empty(17, 18, 20)
        .adventurers(0, 15)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, events = play(state, LEFT)
    # 16 (Osiris 4) -> 19, 21, 22, 23 (Osiris 1) -> 24, a treasure needing 2: nothing happens.
    assert state.data["adventurers"][0] == [24]
    assert keys_of(events).count("luxor-ev-osiris") == 2
    assert "luxor-ev-too-few" in keys_of(events)


def test_an_osiris_push_stops_on_the_last_tile_and_never_enters_the_tomb():
    """'An Osiris push that would go past the last tile stops on the last tile; it never enters
    the tomb.' The last tile here is the Horus tile on 37, whose action follows."""
    state = (
        Scenario()
        .tiles({**blocked(28), 29: osiris(4)})
        .empty(30, 31, 33, 34, 35, 36, 38, 39, 40)
        .adventurers(0, 28)
        .adventurers(1, STAIRS)
        .keys(0, 1)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [37]
    assert state.data["keys"][0] == 1 and state.data["sarcophagi"] == []
    assert stage(state) == "reward"


def test_osiris_never_leaves_an_adventurer_on_an_osiris_tile():
    """'an adventurer never stops on an Osiris tile', even when pushed onto the next one."""
    state = (
        Scenario()
        .tiles({**blocked(7, 9), 8: osiris(1)})
        .adventurers(0, 7)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [9]


def tomb_scenario(start: int, keys: int, *cards: tuple) -> Scenario:
    return (
        Scenario()
        .tiles(blocked(38, 39, 40))
        .adventurers(0, start)
        .adventurers(1, STAIRS)
        .keys(0, keys)
        .hand(0, *hand(*cards))
    )


def test_entering_the_tomb_needs_the_exact_count_and_costs_a_key():
    """'Entering it needs the exact count and costs one key (returned to the board, not the
    supply)'; 'First into the tomb takes the 5 VP sarcophagus'."""
    state = tomb_scenario(39, 2, ("step", 2)).state()
    supply = state.data["key_supply"]
    state, events = play(state, LEFT)
    data = state.data
    assert data["adventurers"][0] == [TOMB]
    assert data["keys"][0] == 1 and data["key_supply"] == supply
    assert data["sarcophagi"] == [0]
    assert "luxor-ev-tomb" in keys_of(events)


def test_overshooting_the_tomb_is_illegal():
    """'a move that would go past the tomb ... is illegal.'"""
    cards = hand_of(("step", 3), ("step", 5), ("step", 5), ("step", 5), ("step", 1))
    state = tomb_scenario(39, 1).hand(0, *cards).state()
    assert options(state) == [RIGHT]
    assert_illegal(GAME, state, 0, LEFT, "not-offered")
    state, _ = play(state, RIGHT)
    assert state.data["adventurers"][0] == [40]


def test_no_key_no_tomb():
    """'a move ... into it without a key, is illegal.'"""
    state = tomb_scenario(40, 0, ("step", 1)).state()
    assert stage(state) == "discard"
    assert_illegal(GAME, state, 0, LEFT, "not-offered")


def test_the_second_sarcophagus_goes_to_the_second_entrant_and_later_ones_get_none():
    """'First into the tomb takes the 5 VP sarcophagus, second the 3 VP one; both may be one
    player's. Later entrants get none.'"""
    state = tomb_scenario(40, 3, ("step", 1)).adventurers(0, 40, 40, 40).state()
    state.data["sarcophagi"] = [1]
    state.data["adventurers"][1] = [TOMB]
    state, _ = play(state, LEFT)
    assert state.data["sarcophagi"] == [1, 0]
    assert state.data["final_round"] is True
    state.data["current"] = 0
    state = Scenario.reopen(state)
    state.data["hands"][0] = hand(("step", 1))
    state = Scenario.reopen(state)
    state, events = play(state, LEFT)
    assert state.data["sarcophagi"] == [1, 0]
    assert state.data["adventurers"][0] == [40, TOMB, TOMB]
