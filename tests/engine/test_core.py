"""The shared engine contract, exercised on a toy game."""

import json
import pickle
from dataclasses import replace

import pytest

from engine.core import (
    BACK,
    IllegalAction,
    Label,
    LazyOption,
    Option,
    RandomAgent,
    Rng,
    SchemaError,
    get_game,
    play,
    ranks_from_keys,
    state_from_json,
    state_to_json,
)
from engine.core.registry import games
from tests.engine.contract_checks import assert_illegal, random_playouts
from tests.engine.toy import GAME


def test_rng_is_deterministic_and_serialises_as_one_integer():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]
    assert Rng(a.state).next64() == a.next64()
    assert Rng.from_seed(1).next64() != Rng.from_seed(2).next64()


def test_rng_below_is_uniform_enough():
    rng = Rng.from_seed(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts), counts


def test_shuffle_is_a_permutation():
    items = list(range(52))
    Rng.from_seed(3).shuffle(items)
    assert sorted(items) == list(range(52)) and items != list(range(52))


def test_setup_rejects_wrong_player_count():
    with pytest.raises(ValueError):
        GAME.setup(4, seed=1)


def test_several_seats_pending_at_once_and_version_counts_actions():
    state = GAME.setup(3, seed=1)
    assert sorted(GAME.pending(state)) == [0, 1, 2]
    state, events = GAME.apply(state, 1, {"do": "step", "n": 2})
    assert state.version == 1
    assert sorted(GAME.pending(state)) == [0, 2]
    assert events[0].label == Label("toy-ev-picked", {"seat": 1})


def test_apply_does_not_touch_its_input():
    state = GAME.setup(2, seed=1)
    before = state_to_json(state)
    GAME.apply(state, 0, {"do": "step", "n": 1})
    assert state_to_json(state) == before


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (0, {"do": "step", "n": 3}, "not-offered"),  # made-up option
        (0, {"do": "jump", "n": 1}, "not-offered"),  # wrong kind of action
        (5, {"do": "step", "n": 1}, "not-your-turn"),  # not a seat
    ],
)
def test_illegal_actions_raise_and_change_nothing(seat, action, reason):
    assert_illegal(GAME, GAME.setup(2, seed=1), seat, action, reason)


def test_a_seat_that_already_acted_is_not_pending():
    state, _ = GAME.apply(GAME.setup(2, seed=1), 0, {"do": "step", "n": 1})
    assert_illegal(GAME, state, 0, {"do": "step", "n": 1}, "not-your-turn")


def test_actions_after_the_end_are_refused_as_game_over():
    state = GAME.setup(2, seed=1, options={"target": 1})
    state, _ = GAME.apply(state, 0, {"do": "step", "n": 1})
    state, _ = GAME.apply(state, 1, {"do": "step", "n": 1})
    assert GAME.result(state).ranks == (1, 1)
    assert_illegal(GAME, state, 0, {"do": "step", "n": 1}, "game-over")


def test_json_round_trip_keeps_rng_and_version():
    state = GAME.setup(2, seed=9)
    state, _ = GAME.apply(state, 0, {"do": "step", "n": 2})
    text = state_to_json(state)
    again = state_from_json(text, GAME)
    assert again == state and again.rng.state == state.rng.state and again.version == 1


def test_unknown_schema_is_refused():
    raw = json.loads(state_to_json(GAME.setup(2, seed=9)))
    raw["schema"] = 99
    with pytest.raises(SchemaError):
        state_from_json(json.dumps(raw), GAME)


def test_random_playouts_end_and_replay_exactly():
    results = random_playouts(GAME, 3, 20)
    assert all(1 in r.ranks for r in results)


def test_random_agent_only_picks_offered_actions():
    state = GAME.setup(2, seed=5)
    run = play(GAME, state, lambda seat: RandomAgent(seat))
    assert GAME.result(run.state) is not None
    assert all(action["n"] in (1, 2) for _, action in run.log)


def test_competition_ranks():
    assert ranks_from_keys([(3,), (5,), (3,), (1,)]) == (2, 1, 2, 4)
    assert ranks_from_keys([(2, 1), (2, 0)]) == (1, 2)


def test_registry_lists_games_with_player_ranges():
    for game_id, game in games().items():
        assert get_game(game_id) is game
        assert 2 <= game.min_players <= game.max_players <= 4


def test_illegal_action_carries_reason_code():
    error = IllegalAction("not-offered", "x")
    assert error.reason == "not-offered" and "x" in str(error)


def test_a_factory_agent_is_created_once_per_seat():
    created = []

    def factory(seat):
        created.append(seat)
        return RandomAgent(seat)

    play(GAME, GAME.setup(3, seed=2), factory)
    assert sorted(created) == [0, 1, 2]


def test_random_agents_explore_both_options_over_a_game():
    run = play(GAME, GAME.setup(2, seed=3, options={"target": 40}), lambda seat: RandomAgent(seat))
    choices = {action["n"] for seat, action in run.log if seat == 0}
    assert choices == {1, 2}


def test_a_game_without_the_reversible_hook_never_takes_back():
    """Back (issue 18) needs the game's consent: by default every step is final."""
    state = GAME.setup(2, seed=9)
    state, _ = GAME.apply(state, 0, {"do": "step", "n": 2})
    assert state.undo == () and not GAME.can_take_back(state, 0)
    assert not GAME.can_take_back(state, 1)
    assert_illegal(GAME, state, 1, BACK, "cannot-take-back")
    assert "undo" not in json.loads(state_to_json(state)), "snapshots without undo are unchanged"


def test_back_is_its_own_action_never_an_option():
    assert BACK == {"do": "back"}
    for prompt in GAME.pending(GAME.setup(3, seed=1)).values():
        assert not prompt.offers(BACK)


def test_a_lazy_option_makes_its_preview_once_and_only_when_read():
    made = []

    def make():
        made.append(1)
        return Label("toy-preview")

    option = LazyOption({"do": "step", "n": 1}, Label("toy-opt-step", {"n": 1}), make, "primary")
    assert made == [] and option.style == "primary" and option.action == {"do": "step", "n": 1}
    assert option.preview == Label("toy-preview") and option.preview == Label("toy-preview")
    assert made == [1]
    assert isinstance(option, Option) and Option({"do": "x"}, Label("x")).preview is None
    unset = LazyOption({"do": "x"}, Label("x"), lambda: None)
    filled = replace(unset, preview=Label("toy-preview"))  # as a front end may fill one in
    assert filled.preview == Label("toy-preview") and filled.action == {"do": "x"}
    assert replace(option, style="danger").preview == Label("toy-preview")


def test_labels_are_equal_and_hash_alike_whatever_the_order_of_their_arguments():
    """Labels key the translation caches: equal labels must find the same text."""
    card = Label("toy-card", {"n": 2})
    one = Label("toy-line", {"card": card, "seat": 1})
    other = Label("toy-line", {"seat": 1, "card": Label("toy-card", {"n": 2})})
    assert one == other and hash(one) == hash(other)
    assert {one: "text"}[other] == "text"
    assert Label("toy-line", {"card": Label("toy-card", {"n": 3}), "seat": 1}) not in {one}


def test_a_label_sent_to_another_process_hashes_there_afresh():
    """A label's hash is kept once worked out, but never pickled: a render worker is spawned
    with its own string hash seed, and a kept hash from here would miss its caches."""
    label = Label("toy-line", {"card": Label("toy-card", {"n": 2}), "seat": 1})
    hash(label)
    state = label.__reduce_ex__(pickle.HIGHEST_PROTOCOL)[2]
    assert state == {"key": "toy-line", "args": label.args}
    copy = pickle.loads(pickle.dumps(label))
    assert copy == label and "_hash" not in vars(copy) and hash(copy) == hash(label)
