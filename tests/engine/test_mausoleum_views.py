"""What each seat may see, and states sampled back from a view (``determinize``)."""

import json

import pytest

from engine.core import Label, RandomAgent, Rng, last_turn, play, seat_label
from engine.mausoleum import GAME
from tests.engine.decision_checks import reads
from tests.engine.mausoleum_tables import act, all_cards, table


def assert_plain_json(value):
    if isinstance(value, dict):
        assert all(isinstance(key, str) for key in value), value
        for item in value.values():
            assert_plain_json(item)
    elif isinstance(value, list):
        for item in value:
            assert_plain_json(item)
    else:
        assert value is None or isinstance(value, bool | int | str), repr(value)


def rehide(state, seat, seed):
    """The same table with every card ``seat`` cannot see dealt again at random."""
    other = state.copy()
    data = other.data
    hidden_seats = [s for s in range(state.players) if s != seat]
    pool = data["draw"] + [card for s in hidden_seats for card in data["hands"][s]]
    Rng.from_seed(seed).shuffle(pool)
    for s in hidden_seats:
        size = len(data["hands"][s])
        data["hands"][s], pool = sorted(pool[:size]), pool[size:]
    data["draw"] = pool
    return other


def mid_game_states(players, seeds=range(5)):
    states = []
    for seed in seeds:
        run = play(GAME, GAME.setup(players, seed), lambda s, seed=seed: RandomAgent(seed + s))
        states += [GAME.setup(players, seed), run.state]
        states += [
            GAME.apply(GAME.setup(players, seed), seat, action)[0] for seat, action in run.log[:1]
        ]
        state = GAME.setup(players, seed)
        for seat, action in run.log[: len(run.log) // 2]:
            state, _ = GAME.apply(state, seat, action)
        states.append(state)
    return states


def test_a_view_shows_the_table_and_only_the_seats_own_hand():
    state = table(
        hands={0: ["base", "theft"], 1: ["mausolus"]},
        areas={0: ["base", "columns", "pyramid", "statues", "protection"], 1: ["architects"]},
        discard=["earthquake", "invasion"],
        used={1: ["architects"]},
    )
    view = GAME.view(state, 0)
    assert view.game == "mausoleum" and view.seat == 0 and view.players == 2
    data = view.data
    assert [card["kind"] for card in data["hand"]] == ["base", "theft"]
    me, them = data["players"]
    assert me["hand_size"] == 2 and them["hand_size"] == 1
    assert me["complete_sets"] == 1 and len(me["protection"]) == 1
    assert {kind: len(cards) for kind, cards in me["constructions"].items()} == dict.fromkeys(
        ["base", "columns", "pyramid", "statues"], 1
    )
    assert len(them["guards"]["architects"]) == 1 and them["characters_used"] == ["architects"]
    assert [card["kind"] for card in data["discard"]] == ["earthquake", "invasion"]
    assert data["discard_top"]["kind"] == "invasion" and data["discard_size"] == 2
    assert data["draw_size"] == len(state.data["draw"])
    assert "draw" not in data
    assert data["turn"] == 0 and data["awaiting_defence"] is False
    assert view.summary == Label(
        "mausoleum-summary-turn", {"player": seat_label(0), "draw": data["draw_size"]}
    )
    assert GAME.view(state, None).data["hand"] is None


def test_a_pending_defence_is_public_but_the_defence_card_is_not():
    state = table(hands={0: ["theft"], 1: ["sculptors", "base"]})
    state, _ = act(state, 0, "play", "theft")
    state, _ = act(state, 0, "target", target=1)
    for seat in (0, None):
        data = GAME.view(state, seat).data
        assert data["awaiting_defence"] is True and data["target"] == 1
        assert data["card_in_play"]["kind"] == "theft"
        assert GAME.view(rehide(state, seat, 0), seat).data == data
    assert "sculptors" in [card["kind"] for card in GAME.view(state, 1).data["hand"]]
    assert GAME.view(state, 1).summary.key == "mausoleum-summary-defend"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_are_plain_json_and_never_show_hidden_cards(players):
    for state in mid_game_states(players):
        for seat in [None, *range(players)]:
            view = GAME.view(state, seat)
            assert_plain_json(view.data)
            assert json.loads(json.dumps(view.data)) == view.data
            for seed in range(3):
                other = rehide(state, seat, seed)
                assert GAME.view(other, seat) == view
                if seat is not None and (
                    state.data["step"] != "defend" or seat == other.data["target"]
                ):
                    # Issue 18: previews, the hint and the image descriptions too.
                    assert reads(GAME, other, seat) == reads(GAME, state, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_gives_a_full_state_with_the_same_view(players):
    for state in mid_game_states(players):
        for seat in [None, *range(players)]:
            view = GAME.view(state, seat)
            sample = GAME.determinize(view, Rng.from_seed(5))
            assert all_cards(sample) == list(range(52))
            assert GAME.view(sample, seat).data == view.data
            assert GAME.pending(sample).keys() == GAME.pending(state).keys()
            again = GAME.determinize(GAME.view(rehide(state, seat, 1), seat), Rng.from_seed(5))
            assert again.data == sample.data, "the sample depends on hidden cards"


def test_determinize_keeps_the_defence_a_target_is_asked_about():
    state = table(3, hands={0: ["earthquake"], 1: ["architects"]}, areas={1: ["base"]})
    state, _ = act(state, 0, "play", "earthquake")
    state, _ = act(state, 0, "target", target=1)
    for seed in range(10):
        sample = GAME.determinize(GAME.view(state, 2), Rng.from_seed(seed))
        assert GAME.pending(sample)[1].kind == "defend"
        assert GAME.view(sample, 2).data == GAME.view(state, 2).data


def test_samples_differ_with_the_rng():
    state = GAME.setup(4, seed=3)
    view = GAME.view(state, 0)
    hands = {
        json.dumps(GAME.determinize(view, Rng.from_seed(seed)).data["hands"]) for seed in range(5)
    }
    assert len(hands) == 5


def test_a_view_shows_the_points_each_area_would_score_now():
    full_set = ["base", "columns", "pyramid", "statues"]
    state = table(
        3,
        areas={0: [*full_set, *full_set, "mausolus"], 1: [*full_set, "base"], 2: ["mausolus"]},
    )
    players = GAME.view(state, None).data["players"]
    assert [player["points"] for player in players] == [8 + 8 + 4 + 8, 8, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_turn_never_shows_a_card_taken_from_a_hand(players):
    """'Cards are public once played; hands are hidden.' Every move is made again on the same
    table with the other hands and the draw pile dealt differently (so a Theft or an Exchange
    takes another card, a draw gives another one). Whether a target holds a defence shows
    (its answer is awaited), so where the rest of the public table came out the same, the
    recorded turn must be the same too; and it is the same for every viewer."""
    compared = 0
    for seed in range(4):
        run = play(GAME, GAME.setup(players, seed), lambda s, seed=seed: RandomAgent(seed + s))
        state = GAME.setup(players, seed)
        for played_seat, played in run.log:
            for seat, prompt in GAME.pending(state).items():
                other = rehide(state, seat, state.version)
                for option in prompt.options:
                    mine = GAME.view(GAME.apply(state, seat, option.action)[0], None).data
                    theirs = GAME.view(GAME.apply(other, seat, option.action)[0], None).data
                    seen = mine.pop("last_turn")
                    assert seen is not None and seen["seat"] in (seat, state.data["turn"])
                    if theirs.pop("last_turn") != seen:
                        assert theirs != mine, "a turn recorded differently on the same table"
                    compared += theirs == mine
            state, _ = GAME.apply(state, played_seat, played)
            seen = last_turn(GAME.view(state, None))
            assert all(last_turn(GAME.view(state, s)) == seen for s in range(players))
    assert compared, "the check compared some moves"
