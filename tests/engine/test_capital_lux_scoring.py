"""Three rounds and the final scoring (rules: "Final scoring")."""

import pytest

from engine.capital_lux import GAME
from tests.engine.capital_lux_tables import end_round
from tests.engine.contract_checks import assert_illegal


def test_the_game_ends_after_round_three_with_home_bonus_and_gold_scored():
    """ "Home city values + bonus card values + 1 per unspent gold coin"; the round-3 bonus
    cards are given before scoring."""
    state, events = end_round(
        homes={0: ["g5", "y4"], 1: ["p3"]},
        bonus={0: ["b6"]},
        capital=["g6", "y6", "p6", "p5"],
        coins={0: 2},
        round_number=3,
        last="p2",
    )
    assert state.data["phase"] == "over"
    assert events[-1].label.key == "capital-lux-ev-game-over"
    result = GAME.result(state)
    assert result.breakdown == (
        {"home": 9, "bonus": 18, "coins": 2},
        {"home": 5, "bonus": 6, "coins": 0},
    )
    assert result.scores == (29, 11)
    assert result.ranks == (1, 2) and result.winners == [0]
    assert GAME.pending(state) == {}
    assert_illegal(GAME, state, 0, {"do": "home", "card": 0}, "game-over")


def test_no_result_before_the_third_round_ends():
    state, _ = end_round(capital=["g6"], round_number=2, last="g2")
    assert state.data["round"] == 3 and GAME.result(state) is None


@pytest.mark.parametrize(
    ("home", "ranks"),
    [
        (["g6", "g2"], (1, 2)),  # one 6 against none
        (["g5", "g3"], (1, 2)),  # no 6s; one 5 against none
        (["g2", "g3", "g3"], (2, 1)),  # 4s decide: three against one (bonus cards count)
        (["g4", "g4"], (1, 1)),  # the same cards: a shared win
    ],
)
def test_ties_are_broken_by_6s_then_5s_4s_3s_2s_else_shared(home, ranks):
    """ "Tie: most 6s among home and bonus cards, then most 5s, then 4s, 3s, 2s; still tied:
    shared win". Both end on 8 at home plus a bonus 4."""
    state, _ = end_round(
        homes={0: home, 1: ["y4"]},
        capital=["g4", "g4", "y4", "y4"],
        round_number=3,
        last="y4",
    )
    result = GAME.result(state)
    assert result.scores == (12, 12)
    assert result.ranks == ranks
