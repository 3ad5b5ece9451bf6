"""Views: public information for everyone, a seat's own hand and scarabs for that seat only
(``rules/luxor.md`` § Hidden information), and states sampled back from a view."""

import json
import random

import pytest

from engine.core import RandomAgent, Rng, last_turn, play
from engine.luxor import GAME
from engine.luxor.board import SCARAB_VALUES, STAIRS
from tests.engine.luxor_builder import (
    Scenario,
    assert_accounted_for,
    assert_in_catalog,
    hand_of,
)


def states_of_games(players: int, games: int, every: int) -> list:
    """Every ``every``-th state of some random games (the game-over states included)."""
    found = []
    for seed in range(games):
        run = play(
            GAME,
            GAME.setup(players, seed),
            lambda seat, seed=seed: RandomAgent(seed * 7 + seat),
            after_each=lambda state, seat, action: found.append(state),
        )
        found.append(run.state)
    return found[::every] + [found[-1]]


STATES = {players: states_of_games(players, 6, 9) for players in (2, 3, 4)}
ALL_STATES = [state for states in STATES.values() for state in states]


def assert_plain_json(value) -> None:
    """Only dicts with str keys, lists, ints, strs, bools and None."""
    if isinstance(value, dict):
        for key, item in value.items():
            assert isinstance(key, str)
            assert_plain_json(item)
    elif isinstance(value, list):
        for item in value:
            assert_plain_json(item)
    else:
        assert value is None or isinstance(value, bool | int | str), type(value)


def hide_differently(state, viewer):
    """The same public situation with other seats' hands and scarabs exchanged for unseen ones:
    hands swap cards with the deck, scarabs with the supply (until the game's end reveals
    them)."""
    changed = state.copy()
    data = changed.data
    rng = random.Random(len(data["deck"]))
    for seat in range(state.players):
        if seat == viewer:
            continue
        hand, deck = data["hands"][seat], data["deck"]
        if deck:
            i, j = rng.randrange(len(hand)), rng.randrange(len(deck))
            hand[i], deck[j] = deck[j], hand[i]
        held, supply = data["scarabs"][seat], data["scarab_supply"]
        for i in range(len(held) if data["turn"] is not None else 0):
            j = rng.randrange(len(supply)) if supply else None
            if j is not None:
                held[i], supply[j] = supply[j], held[i]
        hand.reverse()
    return changed


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_are_plain_json(players):
    for state in STATES[players]:
        for seat in [None, *range(state.players)]:
            view = GAME.view(state, seat)
            assert_plain_json(view.data)
            assert json.loads(json.dumps(view.data)) == view.data
            assert_in_catalog([view.summary])


def test_a_view_holds_everything_public():
    state = STATES[3][5]
    data = GAME.view(state, 1).data
    assert len(data["spaces"]) == 40
    space = data["spaces"][0]
    assert set(space) >= {"space", "wall_vp", "icon", "tile"}
    assert [len(data[key]) for key in ("adventurers", "players")] == [3, 3]
    assert set(data["players"][0]) == {
        "score",
        "public_score",
        "keys",
        "treasures",
        "wilds",
        "scarabs",
        "revealed_scarabs",
        "hand_size",
    }
    assert set(data["players"][0]["treasures"]) == {"vase", "jewel", "statue"}
    assert len(data["horus_tops"]) == len(data["horus_sizes"]) == 3
    assert set(data["temple_stacks"]) == {"cobra", "falcon", "lion"}
    assert {"deck_size", "discard", "supply", "sleepers", "sarcophagi", "current"} <= set(data)
    assert [card["id"] for card in data["hand"]] == state.data["hands"][1]
    assert data["my_scarabs"] == sorted(state.data["scarabs"][1])
    spectator = GAME.view(state, None).data
    assert spectator["hand"] is None and spectator["my_scarabs"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_view_never_depends_on_other_seats_hands_or_scarab_values(players):
    for state in STATES[players]:
        for viewer in [None, *range(state.players)]:
            other = hide_differently(state, viewer)
            assert GAME.view(other, viewer) == GAME.view(state, viewer)


def test_the_hidden_parts_really_differ_in_the_leak_check():
    """Guard for the test above: the exchange does change hidden cards and scarabs."""
    state = STATES[4][10]
    other = hide_differently(state, 0)
    assert other.data["hands"][1:] != state.data["hands"][1:]
    assert other.data["hands"][0] == state.data["hands"][0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_state_shows_the_same_view_and_accounts_for_everything(players):
    for state, seat in [(s, seat) for s in STATES[players] for seat in [None, *range(players)]]:
        view = GAME.view(state, seat)
        sampled = GAME.determinize(view, Rng.from_seed(5))
        assert GAME.view(sampled, seat) == view
        assert_accounted_for(sampled)
        assert sorted(
            [*sampled.data["scarab_supply"], *(v for held in sampled.data["scarabs"] for v in held)]
        ) == sorted(SCARAB_VALUES)
        if seat is not None and seat in GAME.pending(state):
            assert GAME.pending(sampled) == GAME.pending(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_depends_only_on_the_view(players):
    """'sort the unknown pool before shuffling so the result never depends on hidden values'."""
    for state, seat in [(s, seat) for s in STATES[players][::2] for seat in range(players)]:
        other = hide_differently(state, seat)
        first = GAME.determinize(GAME.view(state, seat), Rng.from_seed(9))
        second = GAME.determinize(GAME.view(other, seat), Rng.from_seed(9))
        assert first == second


def test_samples_differ_with_the_rng_and_can_be_played_on():
    state = STATES[4][4]
    view = GAME.view(state, 0)
    samples = [GAME.determinize(view, Rng.from_seed(seed)) for seed in range(4)]
    assert len({json.dumps(s.data["hands"]) for s in samples}) > 1
    for sample in samples:
        run = play(GAME, sample, lambda seat: RandomAgent(seat))
        assert GAME.result(run.state) is not None


def test_a_forced_discard_is_known_only_to_the_player():
    """A seat's pending discard would tell others that neither end card can move: the others
    see an ordinary card choice, and a state sampled for them may have either."""
    cards = hand_of(("step", 3), ("step", 1), ("step", 1), ("step", 2), ("step", 4))
    state = Scenario().adventurers(0, 39).adventurers(1, STAIRS).hand(0, *cards).state()
    assert state.data["turn"]["stage"] == "discard"
    assert GAME.view(state, 0).data["turn"]["stage"] == "discard"
    assert GAME.view(state, 1).data["turn"]["stage"] == "card"
    assert GAME.view(state, None).data["turn"]["stage"] == "card"
    sampled = GAME.determinize(GAME.view(state, 1), Rng.from_seed(1))
    assert GAME.view(sampled, 1) == GAME.view(state, 1)


def test_the_table_score_is_the_public_part_of_the_final_score():
    """The table showed treasure VP only ('VP' that were a fraction of the final score). It now
    shows what 'Final scoring' (treasures, wall values, sarcophagi, keys, sets, scarabs) would
    give if the game ended now, less the scarabs, 'face down (their value is private)'. At the
    end 'each player reveals the scarabs they collected': the figure is the final score (issue
    33, 1)."""
    grew = False
    for state in ALL_STATES:
        players = GAME.view(state, None).data["players"]
        public = [player["public_score"] for player in players]
        for seat in range(state.players):
            assert GAME.view(state, seat).data["players"] == players
            grew |= public[seat] > state.data["score"][seat]
        result = GAME.result(state)
        if result is not None:
            assert public == list(result.scores)
    assert grew, "more than treasures counted"


def test_scarab_values_are_shown_to_everyone_only_once_the_game_is_over():
    """'Hidden information: ... scarab values' while the game goes on; at the end 'each player
    reveals the scarabs they collected' (issue 33, 1)."""
    ended = 0
    for state in ALL_STATES:
        over = GAME.result(state) is not None
        for viewer in [None, *range(state.players)]:
            data = GAME.view(state, viewer).data
            assert data["game_over"] == over
            revealed = [player["revealed_scarabs"] for player in data["players"]]
            if over:
                assert revealed == [sorted(held) for held in state.data["scarabs"]]
            else:
                assert revealed == [None] * state.players
        ended += over
    assert ended >= 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_turn_never_shows_a_drawn_card_or_a_scarab_value(players):
    """'Hands, scarab values and the draw deck order are hidden.' Every next move is made again
    on the same table with other seats' hands, the deck and the scarabs dealt differently (so a
    different card is drawn, a different scarab taken): the recorded turn must not change, and it
    is the same for every viewer."""
    drew_other_cards = 0
    for state in STATES[players]:
        for seat, prompt in GAME.pending(state).items():
            other = hide_differently(state, seat)
            for option in prompt.options:
                mine, _ = GAME.apply(state, seat, option.action)
                theirs, _ = GAME.apply(other, seat, option.action)
                seen = last_turn(GAME.view(mine, None))
                assert seen is not None and seen["seat"] == seat
                assert last_turn(GAME.view(theirs, None)) == seen
                assert all(last_turn(GAME.view(mine, s)) == seen for s in range(players))
                drew_other_cards += mine.data["hands"][seat] != theirs.data["hands"][seat]
    assert drew_other_cards, "the check did make hidden draws differ"
