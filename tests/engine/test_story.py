"""The story an engine tells: tie-break explanations, round summaries, replay steps."""

from __future__ import annotations

import pytest

from engine.capital_lux import GAME as CAPITAL_LUX
from engine.core import Label, TieBreak, explain_ties, get_game, random_game_states
from engine.core.story import replay_extent, replay_steps, states, turn_ends
from engine.mausoleum import GAME as MAUSOLEUM
from locales import SUPPORTED_LOCALES, translate
from tests.engine.capital_lux_tables import act, colour_index, end_round
from tests.engine.mausoleum_tables import table as mausoleum_table

SIXES, FIVES = Label("six"), Label("five")
GREEN, YELLOW, BLUE, PINK = (colour_index(c) for c in ("green", "yellow", "blue", "pink"))


def test_a_tie_decided_names_the_criterion_and_each_figure():
    keys = [(37, 2, 0), (37, 3, 0), (20, 9, 9)]
    ties = explain_ties((37, 37, 20), keys, (SIXES, FIVES))
    assert ties == (TieBreak((1, 0), 37, SIXES, (3, 2)),)


def test_a_tie_no_criterion_separates_is_shared():
    ties = explain_ties((12, 12), [(12, 1, 1), (12, 1, 1)], (SIXES, FIVES))
    assert ties == (TieBreak((0, 1), 12, None),)


def test_a_three_way_tie_split_in_part_is_explained_further():
    keys = [(9, 1, 0), (9, 2, 5), (9, 1, 4)]
    ties = explain_ties((9, 9, 9), keys, (SIXES, FIVES))
    assert ties == (
        TieBreak((1, 0, 2), 9, SIXES, (2, 1, 1)),
        TieBreak((2, 0), 9, FIVES, (4, 0)),
    )


@pytest.mark.parametrize(
    ("home", "criterion", "values"),
    [
        (["g6", "g2"], "capital-lux-tie-value", (1, 0)),
        (["g4", "g4"], None, ()),
    ],
)
def test_capital_lux_results_explain_their_tie(home, criterion, values):
    state, _ = end_round(
        homes={0: home, 1: ["y4"]},
        capital=["g4", "g4", "y4", "y4"],
        round_number=3,
        last="y4",
    )
    result = CAPITAL_LUX.result(state)
    (tie,) = result.tiebreaks
    assert tie.score == 12 and set(tie.seats) == {0, 1}
    assert (tie.criterion.key if tie.criterion else None) == criterion
    assert tie.values == values
    assert result.to_json()["tiebreaks"][0]["values"] == list(values)


def test_mausoleum_results_explain_a_tie_on_points():
    sets = ["base", "columns", "pyramid", "statues"]
    state = mausoleum_table(2, areas={0: sets * 2 + ["mausolus"], 1: sets * 3}, empty_draw=True)
    state.data["step"] = "over"
    (tie,) = MAUSOLEUM.result(state).tiebreaks
    assert tie.seats == (1, 0) and tie.criterion == Label("mausoleum-tie-sets")
    assert tie.values == (3, 2)


def test_the_rulebook_round_end_summary_gives_the_reports_figures():
    state, _ = end_round(
        homes={0: ["g6", "y4", "b5", "b6", "p6", "p4", "p3"]},
        capital=["g4", "g5", "y4", "b4", "b5", "p5", "p3"],
        mods=[(-1, "yellow", 1), (4, "pink", 0)],
        coins={0: 3},
        last="y2",
    )
    assert CAPITAL_LUX.round_summary(CAPITAL_LUX.view(state, None)) is None, "still deciding"
    state, _ = act(state, 0, {"do": "pay", "colour": YELLOW})
    state, _ = act(state, 0, {"do": "pay", "colour": BLUE})
    summary = CAPITAL_LUX.round_summary(CAPITAL_LUX.view(state, None))
    assert summary.round == 1 and summary.title.args["round"] == 1
    by_key: dict[str, list[dict]] = {}
    for line in summary.lines:
        by_key.setdefault(line.key, []).append(dict(line.args))
    assert [a["limit"] for a in by_key["capital-lux-sum-limit"]] == [9, 3, 9, 12]
    assert [a["value"] for a in by_key["capital-lux-sum-modifier"]] == ["-1", "+4"]
    assert [a["coins"] for a in by_key["capital-lux-sum-paid"]] == [1, 2]
    (discarded,) = by_key["capital-lux-sum-discarded"]
    assert discarded["cards"] == 3 and discarded["points"] == 13
    assert len(by_key["capital-lux-sum-home"]) == 2
    assert "capital-lux-sum-next" in by_key


def test_every_round_of_a_game_has_one_summary_from_the_public_view_alone():
    seen: dict[int, object] = {}
    for state in random_game_states(CAPITAL_LUX, 3, 11):
        public = CAPITAL_LUX.round_summary(CAPITAL_LUX.view(state, None))
        for seat in range(3):
            assert CAPITAL_LUX.round_summary(CAPITAL_LUX.view(state, seat)) == public
        if public is not None:
            report = state.data["report"]
            limits = [a.args["limit"] for a in public.lines if a.key == "capital-lux-sum-limit"]
            assert limits == report["limits"]
            seen.setdefault(public.round, public)
    assert sorted(seen) == [1, 2, 3]
    assert seen[3].lines[-1].key == "capital-lux-sum-last"


@pytest.mark.parametrize("game_id", ["luxor", "mausoleum"])
def test_games_without_rounds_worth_a_summary_give_none(game_id):
    game = get_game(game_id)
    for state in random_game_states(game, 2, 3)[::10]:
        assert game.round_summary(game.view(state, None)) is None


def test_replay_steps_are_turn_ends_spread_evenly():
    assert turn_ends([0, 0, 1, 2, 2, 0]) == [0, 2, 3, 5, 6]
    steps = replay_steps(list(range(100)), limit=10)
    assert len(steps) == 10 and steps[0] == 0 and steps[-1] == 100


def test_a_replay_of_a_long_game_says_it_shows_moments_of_its_turns():
    """Issue 33, 11: '"one frame per turn" is false once a game has more than 36 turns (a
    27-round Luxor game of 81 turns got 36 sampled frames).' The description says what is true,
    in every language; a short game still has one frame per turn."""
    long_game = [seat for turn in range(81) for seat in (turn % 3,) * 2]
    assert replay_extent(long_game) == {"frames": 36, "turns": 81, "every": "no"}
    assert replay_extent([0, 1, 1, 0]) == {"frames": 4, "turns": 3, "every": "yes"}
    said = {"game": "Luxor", "id": 7, **replay_extent(long_game)}
    english = translate("en-US", "alt-replay", said)
    assert "36 moments of the game's 81 turns" in english and "per turn" not in english
    short = translate("en-US", "alt-replay", {"game": "Luxor", "id": 7, **replay_extent([0, 1])})
    assert "3 frames" in short
    for locale in SUPPORTED_LOCALES:
        text = translate(locale, "alt-replay", said)
        assert "36" in text and "81" in text, text
        assert text != translate(locale, "alt-replay", {**said, "every": "yes"})


def test_states_replays_the_log_from_the_seed():
    game = get_game("mausoleum")
    played = random_game_states(game, 2, 4)
    from engine.core import RandomAgent, play

    run = play(game, game.setup(2, 4), lambda seat: RandomAgent(4 * 31 + seat))
    replayed = list(states(game, 2, 4, None, run.log))
    assert [s.data for s in replayed] == [s.data for s in played]


def test_the_cards_dealt_at_a_round_start_are_told_to_their_owner_alone():
    from engine.core import RandomAgent, play
    from locales import tr

    game = CAPITAL_LUX
    run = play(game, game.setup(3, 2), lambda seat: RandomAgent(seat))
    dealt = [e for e in run.events if e.label.key == "capital-lux-ev-you-dealt"]
    assert sorted(e.to for e in dealt) == [0, 0, 1, 1, 2, 2], "rounds 2 and 3, each seat"
    text = tr("en-US", dealt[0].label)
    assert text.startswith("You were dealt: ") and text.count(",") >= 4
