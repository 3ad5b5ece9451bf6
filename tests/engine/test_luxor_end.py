"""End of the game and final scoring: ``rules/luxor.md`` § End of the game, § Final scoring."""

from functools import cache

import pytest

from engine.luxor import GAME
from engine.luxor.board import STAIRS, TOMB
from engine.luxor.scoring import count_sets, set_vp
from tests.engine.contract_checks import assert_illegal
from tests.engine.luxor_builder import (
    LEFT,
    Scenario,
    blocked,
    hand,
    hand_of,
    keys_of,
    play,
    treasure,
)


def race(players: int = 3) -> Scenario:
    """Seat 0 already has an adventurer in the tomb; everyone has one on 39, a key, and a 2 as
    left card."""
    built = Scenario(players).tiles(blocked(*range(1, 41))).set(sarcophagi=[0])
    used: list[int] = []
    for seat in range(players):
        cards = hand_of(("step", 2), ("step", 3), ("step", 4), ("step", 5), ("die",), not_in=used)
        used += cards
        built.adventurers(seat, 39).keys(seat, 1).hand(seat, *cards)
    built.data["adventurers"][0] = [TOMB, 39]
    return built


def test_the_round_is_finished_after_the_second_tomb_entry():
    """'When the second adventurer enters the tomb, the current round is played to its end (the
    last turn is that of the player before the first player), then final scoring.'"""
    state = race().set(current=1).state()
    state, events = play(state, LEFT)
    assert state.data["adventurers"][1] == [TOMB]
    assert state.data["sarcophagi"] == [0, 1]
    assert "luxor-ev-final-round" in keys_of(events)
    assert GAME.result(state) is None and list(GAME.pending(state)) == [2]
    state, events = play(state, LEFT)
    assert state.data["adventurers"][2] == [TOMB]  # a third entrant, without sarcophagus
    assert state.data["sarcophagi"] == [0, 1]
    assert GAME.pending(state) == {}
    assert keys_of(events)[-1] == "luxor-ev-game-over"
    result = GAME.result(state)
    assert result is not None
    assert_illegal(GAME, state, 0, LEFT, "game-over")


def test_the_second_entry_in_the_last_turn_of_a_round_ends_the_game_at_once():
    state = race(2).set(current=1).state()
    state, _ = play(state, LEFT)
    assert GAME.pending(state) == {} and GAME.result(state) is not None


def stuck(players: int = 2) -> Scenario:
    """Nobody can move: every adventurer is on the last tile without a key, hands of 2s."""
    built = Scenario(players).tiles(blocked(*range(1, 41)))
    used: list[int] = []
    for seat in range(players):
        cards = hand_of(*[("step", 2)] * 2, *[("step", 3)] * 2, ("step", 4), not_in=used)
        used += cards
        built.adventurers(seat, 40).hand(seat, *cards)
    return built


def test_a_whole_round_without_a_move_ends_the_game_at_once():
    """'If in one whole round no player could make a legal move, the game ends at once.'"""
    state = stuck().set(deck=hand_of(*[("step", 5)] * 4)).state()
    state, _ = play(state, {"do": "discard", "end": "left"})
    assert GAME.result(state) is None
    state, events = play(state, {"do": "discard", "end": "left"})
    assert "luxor-ev-stuck" in keys_of(events)
    assert GAME.pending(state) == {} and GAME.result(state) is not None


def test_decision_the_round_without_moves_is_counted_from_the_first_player():
    """Decision: 'one whole round' is a round as the rules define it (first player to the player
    before them). A player who moved earlier in the round keeps the game going until a later
    round passes without any move."""
    moving = hand_of(("plus-minus", 1), *[("step", 2)] * 4)
    state = stuck().hand(0, *moving).set(deck=hand_of(*[("step", 5)] * 4)).state()
    state, _ = play(state, LEFT)  # seat 0 can only step back, to 39
    state, _ = play(state, {"do": "discard", "end": "left"})  # seat 1 cannot move
    assert GAME.result(state) is None and state.data["round"] == 2


def finished(adventurers: list[list[int]], **data) -> object:
    """A finished two-player state with the given adventurers and data."""
    state = Scenario(len(adventurers)).state()
    for seat, positions in enumerate(adventurers):
        state.data["adventurers"][seat] = positions
    state.data.update(data)
    state.data["turn"] = None
    return state


def test_adventurers_score_their_wall_value_as_in_the_rulebook_example():
    """'each adventurer scores its space's wall VP (stairs, statues: 0; tomb: 15)'; the
    rulebook's example: 'Daniel (red) scores 31 VP in total (0+5+5+8+13) for his adventurers.'"""
    state = finished([[STAIRS, 17, 20, 30, 38], [STAIRS, TOMB]])
    state.data["sleepers"] = [[], [], [1, 1, 1]]
    result = GAME.result(state)
    assert result.breakdown[0]["adventurers"] == 0 + 5 + 5 + 8 + 13
    assert result.breakdown[1]["adventurers"] == 15


def test_all_five_categories_are_added_to_the_treasure_vp():
    """'Added to the treasure VP scored during play: (1) adventurers, (2) sarcophagi, (3) 1 VP per
    key held, (4) treasure sets, (5) scarab values.'"""
    kept = [treasure("vase", 3), treasure("jewel", 4), treasure("statue", 1)]
    state = finished(
        [[10, TOMB], [STAIRS, STAIRS]],
        sarcophagi=[0, 0],
        keys=[2, 1],
        wilds=[1, 0],
        treasures=[kept, []],
        score=[8, 0],
        scarabs=[[4, 2], [1]],
    )
    result = GAME.result(state)
    assert result.breakdown[0] == {
        "treasures": 8,
        "adventurers": 3 + 15,
        "sarcophagi": 5 + 3,
        "keys": 2,
        "sets": 3,
        "scarabs": 6,
    }
    assert result.scores == (8 + 18 + 8 + 2 + 3 + 6, 0 + 0 + 0 + 1 + 0 + 1)
    assert result.ranks == (1, 2)


def best_sets(vases: int, jewels: int, statues: int, wilds: int) -> int:
    """Brute force: try every kind of set (three real tiles, or two, or one plus wilds)."""

    @cache
    def most(v: int, j: int, s: int, w: int) -> int:
        best = 0
        for dv in (0, 1):
            for dj in (0, 1):
                for ds in (0, 1):
                    real = dv + dj + ds
                    if real and v >= dv and j >= dj and s >= ds and w >= 3 - real:
                        best = max(best, 1 + most(v - dv, j - dj, s - ds, w - (3 - real)))
        return best

    return most(vases, jewels, statues, wilds)


def test_sets_use_at_most_two_wilds_each_and_count_as_many_as_possible():
    """'a set is one vase, one jewel and one statue; a wild treasure replaces any type, at most 2
    wilds in a set'. 3 vases, 2 jewels, no statue and 4 wilds make 3 sets."""
    assert count_sets([3, 2, 0], 4) == 3
    assert count_sets([0, 0, 0], 6) == 0
    assert count_sets([1, 0, 0], 5) == 1
    assert count_sets([4, 1, 0], 2) == 1
    assert count_sets([10, 10, 10], 0) == 10
    for counts in [(v, j, s) for v in range(5) for j in range(4) for s in range(3)]:
        for wilds in range(7):
            assert count_sets(list(counts), wilds) == best_sets(*counts, wilds), (counts, wilds)


def test_the_rulebook_set_example():
    """'Daniel collected 3 sets of treasures, 2 of which contain a wild ... he scores 12 VP. His
    remaining wild treasure tile is worth nothing.'"""
    assert count_sets([3, 3, 1], 3) == 3 and set_vp(3) == 12


@pytest.mark.parametrize(("sets", "vp"), [(0, 0), (1, 3), (2, 7), (7, 42), (8, 52), (10, 52)])
def test_set_values(sets, vp):
    """'sets score 1:3, 2:7, 3:12, 4:18, 5:25, 6:33, 7:42, 8 or more:52'."""
    assert set_vp(sets) == vp


def test_a_tie_goes_to_the_higher_sarcophagus_else_the_win_is_shared():
    """'Highest total wins; a tie goes to the tied player with the higher sarcophagus, else the
    win is shared.'"""
    state = finished([[TOMB], [17, 18, 19, 20], [STAIRS]], sarcophagi=[0], score=[0, 0, 0])
    result = GAME.result(state)
    assert result.scores[0] == result.scores[1] == 20
    assert result.ranks == (1, 2, 3)

    state = finished([[20], [20], [STAIRS]], score=[0, 0, 0])
    assert GAME.result(state).ranks == (1, 1, 3)
    assert GAME.result(state).winners == [0, 1]

    state = finished([[TOMB], [TOMB]], sarcophagi=[1, 0], score=[0, 0])
    assert GAME.result(state).ranks == (2, 1)


def test_the_result_lists_every_category_for_every_player():
    state = finished([[STAIRS], [STAIRS], [STAIRS]], score=[0, 0, 0])
    categories = ["treasures", "adventurers", "sarcophagi", "keys", "sets", "scarabs"]
    assert [list(points) for points in GAME.result(state).breakdown] == [categories] * 3


def test_no_result_while_the_game_runs():
    assert GAME.result(GAME.setup(2, 1)) is None
    assert (
        GAME.result(play(Scenario().adventurers(0, 1).hand(0, *hand(("step", 1))).state(), LEFT)[0])
        is None
    )
