"""Scoring and tie-breaks, on finished hand-built tables."""

from engine.mausoleum import GAME
from tests.engine.mausoleum_tables import act, table

SET = ["base", "columns", "pyramid", "statues"]


def finished(players=2, *, areas, used=None):
    state = table(players, areas=areas, used=used, empty_draw=True)
    state.data["step"] = "over"
    return state


def test_no_result_while_the_game_runs():
    assert GAME.result(table(areas={0: SET})) is None


def test_each_complete_set_scores_eight():
    """Complete set = one Base, one Columns, one Pyramid, one Statues in your area; each
    scores 8."""
    result = GAME.result(finished(areas={0: SET, 1: SET[:3] * 2}))
    assert result.scores == (8, 0)
    assert result.breakdown[0] == {"sets": 8, "bonus": 0, "mausolus": 0}
    assert result.ranks == (1, 2) and result.winners == [0]


def test_two_or_more_sets_add_four_once():
    """With 2 or more complete sets: +4 once (D)."""
    result = GAME.result(finished(areas={0: SET * 2, 1: SET * 3 + ["base"]}))
    assert result.breakdown[0] == {"sets": 16, "bonus": 4, "mausolus": 0}
    assert result.breakdown[1] == {"sets": 24, "bonus": 4, "mausolus": 0}
    assert result.scores == (20, 28)


def test_mausolus_doubles_only_one_set():
    """Mausolus in your area: one complete set scores 16 instead of 8."""
    result = GAME.result(finished(areas={0: SET * 2 + ["mausolus"], 1: SET + ["mausolus"]}))
    assert result.breakdown[0] == {"sets": 16, "bonus": 4, "mausolus": 8}
    assert result.scores == (28, 16)


def test_only_one_mausolus_counts():
    """(D: at most one Mausolus counts per player)"""
    result = GAME.result(finished(areas={0: SET * 2 + ["mausolus"] * 3, 1: SET * 2}))
    assert result.breakdown[0]["mausolus"] == 8
    assert result.scores == (28, 20)


def test_mausolus_without_a_complete_set_scores_nothing():
    result = GAME.result(finished(areas={0: SET[:3] + ["mausolus"]}))
    assert result.scores == (0, 0)


def test_a_tie_on_points_goes_to_the_most_complete_sets():
    """Ties (D): most complete sets; ... Three sets (24 + 4) beat two sets with Mausolus
    (16 + 4 + 8)."""
    result = GAME.result(
        finished(areas={0: SET * 2 + ["mausolus"], 1: SET * 3}, used={0: ["mausolus"]})
    )
    assert result.scores == (28, 28)
    assert result.ranks == (2, 1)


def test_then_to_the_most_different_characters_used():
    """...then most different characters used (played or revealed as defence, counting
    Mausolus, Artemisia II, Architects, Sculptors)."""
    result = GAME.result(
        finished(
            3,
            areas={0: SET, 1: SET, 2: SET},
            used={0: ["architects"], 1: ["artemisia", "sculptors"], 2: []},
        )
    )
    assert result.scores == (8, 8, 8)
    assert result.ranks == (2, 1, 3)
    assert result.ranking == [1, 0, 2]


def test_then_a_shared_win():
    """...then a shared win."""
    result = GAME.result(
        finished(
            3,
            areas={0: SET, 1: SET, 2: []},
            used={0: ["mausolus", "sculptors"], 1: ["architects", "artemisia"]},
        )
    )
    assert result.ranks == (1, 1, 3)
    assert result.winners == [0, 1]


def test_characters_used_count_each_character_once():
    """The tie-break counts *different* characters: playing Architects twice counts once."""
    state = table(hands={0: ["architects", "architects"], 1: ["base"]}, empty_draw=True)
    state, _ = act(state, 0, "play", "architects")
    state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "play", "architects")
    assert state.data["used"][0] == ["architects"]


def test_a_revealed_defence_counts_as_a_character_used_in_the_result():
    """Defences used count as characters used."""
    state = table(
        hands={0: ["theft"], 1: ["sculptors", "base"]}, areas={0: SET, 1: SET}, empty_draw=True
    )
    state, _ = act(state, 0, "play", "theft")
    state, _ = act(state, 0, "target", target=1)
    state, _ = act(state, 1, "defend", "sculptors")
    state, _ = act(state, 1, "pass")
    assert state.data["used"] == [[], ["sculptors"]]
    assert GAME.result(state).ranks == (2, 1)  # seat 0 had no cards: it passed automatically
