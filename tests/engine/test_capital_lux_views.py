"""What each seat may see (rules: "Hidden information"), and sampling states from a view."""

import json

import pytest

from engine.capital_lux import GAME
from engine.capital_lux.cards import cards_in
from engine.core import Label, RandomAgent, Rng, last_turn, play
from tests.engine.capital_lux_tables import (
    accounted_for,
    act,
    end_round,
    kinds,
    shuffle_hidden,
    table,
)
from tests.engine.capital_lux_tables import play as play_card
from tests.engine.decision_checks import reads


def assert_plain_json(value):
    if isinstance(value, dict):
        assert all(isinstance(key, str) for key in value)
        for item in value.values():
            assert_plain_json(item)
    elif isinstance(value, list):
        for item in value:
            assert_plain_json(item)
    else:
        assert value is None or isinstance(value, (bool, int, str)), repr(value)


def states_of_a_game(players: int, seed: int):
    states = []
    play(
        GAME,
        GAME.setup(players, seed),
        lambda seat: RandomAgent(seed * 7 + seat),
        after_each=lambda state, seat, action: states.append(state),
    )
    return states


def test_modifiers_are_visible_only_to_their_placer_until_revealed():
    """ "modifier values (except to the player who placed it, until they are revealed at the
    round end) ... are hidden"; "the number of modifiers per column" is public."""
    state = table(
        hands={0: ["b4", "y2"], 1: ["g3"]},
        mods=[(-3, "pink", 1), (-1, "pink", 1), (4, "yellow", 1)],
        mod_pile=[2],
    )
    state, _ = play_card(state, 0, "b4", "capital")
    assert GAME.view(state, 0).data["me"]["drawn_modifier"] == 2
    assert GAME.view(state, 1).data["me"]["drawn_modifier"] is None
    assert GAME.view(state, 1).data["power"] == "agent"
    state, _ = act(state, 0, {"do": "place", "column": 0})
    mine, theirs, spectator = (GAME.view(state, seat).data for seat in (0, 1, None))
    assert mine["me"]["modifiers"] == [{"colour": 0, "value": 2}]
    assert theirs["me"]["modifiers"] == [
        {"colour": 1, "value": 4},
        {"colour": 3, "value": -3},
        {"colour": 3, "value": -1},
    ]
    for view in (mine, theirs, spectator):
        assert view["modifiers"] == [[0, 0], [1, 1], [3, 1], [3, 1]]
    assert theirs == GAME.view(shuffle_hidden(state, 1, Rng(3)), 1).data
    # Seat 1 plays its last card, seat 0 its final one: the round ends, all values revealed.
    state, _ = play_card(state, 1, "g3", "home")
    state, _ = play_card(state, 0, "y2", "home")
    revealed = GAME.view(state, None).data["round_end"]["modifiers"]
    assert revealed == [[0, 0, 2], [1, 1, 4], [3, 1, -3], [3, 1, -1]]


def test_hands_draft_cards_and_picks_are_seen_only_by_their_owner():
    state = GAME.setup(3, seed=5)
    seat_one = GAME.pending(state)[1].options[0].action
    state, _ = act(state, 1, seat_one)
    data = state.data
    for seat in range(3):
        me = GAME.view(state, seat).data["me"]
        assert me["draft_cards"] == cards_in(data["draft"]["packets"][seat])
        assert me["picks"] == cards_in(data["draft"]["picks"][seat])
    public = GAME.view(state, None).data
    assert public["me"] is None
    assert public["draft"] == {
        "step": 1,
        "cards": [6, 5, 6],
        "picked": [0, 1, 0],
        "to_pick": [2, 1, 2],
    }
    assert GAME.view(state, 0) == GAME.view(shuffle_hidden(state, 0, Rng(1)), 0)


def test_bonus_card_values_are_seen_only_by_their_owner():
    """ "bonus card values (except to their owner) are hidden": others see how many."""
    state, _ = end_round(homes={0: ["b4"]}, capital=["b6", "b2"], last="p2", round_number=1)
    owner, other = GAME.view(state, 0).data, GAME.view(state, 1).data
    assert kinds(sum(1 << c for c in owner["me"]["bonus"])) == ["b6"]
    assert other["me"]["bonus"] == []
    assert other["bonus_cards"] == [1, 0]
    assert other["round_end"]["bonus"] == [[0, 2]]
    assert [player["revealed_bonus"] for player in other["players"]] == [None, None]


def test_bonus_cards_are_shown_to_everyone_only_by_the_final_scoring():
    """'Final scoring: Home city values + bonus card values + 1 per unspent gold coin' shows
    every bonus card (issue 33, 1: the last table shows the final score); until then 'bonus
    card values (except to their owner) are hidden', and a spectator's view of the table does
    not change when they are dealt anew."""
    states = states_of_a_game(3, seed=4)
    final = states[-1]
    assert GAME.result(final) is not None
    for state in states[:-1:7]:
        seen = GAME.view(state, None).data
        assert seen["game_over"] is False
        assert [player["revealed_bonus"] for player in seen["players"]] == [None] * 3
        assert GAME.view(shuffle_hidden(state, None, Rng(5)), None).data == seen
    seen = GAME.view(final, None).data
    assert seen["game_over"] is True
    assert [player["revealed_bonus"] for player in seen["players"]] == [
        cards_in(bonus) for bonus in final.data["bonus"]
    ]
    assert [player["public_score"] for player in seen["players"]] == list(GAME.result(final).scores)


@pytest.mark.parametrize("players", [2, 4])
def test_views_are_plain_json_and_hide_what_others_hold(players):
    """Also what the other seats passed in the draft ('Hands, draft picks ... are hidden'):
    the re-deal gives their memories other cards where the seat cannot see them, and the
    seat's view does not change."""
    others_passed_differently = 0
    for state in states_of_a_game(players, seed=11)[::5]:
        for seat in [*range(players), None]:
            view = GAME.view(state, seat)
            assert_plain_json(view.data)
            assert json.loads(json.dumps(view.data)) == view.data
            if seat is not None:
                other = shuffle_hidden(state, seat, Rng(state.version))
                assert GAME.view(other, seat) == view
                # Issue 18: previews, the hint and the image descriptions too.
                assert reads(GAME, other, seat) == reads(GAME, state, seat)
                mine = (state.data["passed"] or [None] * players)[seat]
                assert (other.data["passed"] or [None] * players)[seat] == mine
                others_passed_differently += other.data["passed"] != state.data["passed"]
    # With 2 players the other seat passed everything to the seat, which saw it all.
    assert others_passed_differently > 5 or players == 2


def test_summary_names_round_and_phase():
    state = GAME.setup(2, seed=1)
    assert GAME.view(state, 0).summary == Label("capital-lux-summary-draft", {"round": 1})
    final = table(hands={0: ["y2"], 1: ["b3", "b4"]})
    final, _ = play_card(final, 0, "y2", "home")
    assert GAME.view(final, 1).summary == Label("capital-lux-summary-final", {"round": 1})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_samples_a_full_state_that_looks_the_same_to_the_seat(players):
    """Search AIs sample hidden information: the sample's view equals the seat's view, every
    component is accounted for, and the seat is asked the same question."""
    for state in states_of_a_game(players, seed=players)[::3]:
        for seat in [*range(players), None]:
            view = GAME.view(state, seat)
            sample = GAME.determinize(view, Rng(42))
            accounted_for(sample)
            assert GAME.view(sample, seat) == view
            if seat is not None:
                assert GAME.pending(sample).get(seat) == GAME.pending(state).get(seat)


def test_determinize_depends_only_on_the_view():
    """Swapping other players' hidden cards gives the same sample for a fixed rng seed."""
    state = states_of_a_game(4, seed=8)[40]
    assert state.data["phase"] == "play"
    seat = 2
    swapped = shuffle_hidden(state, seat, Rng(9))
    assert swapped.data["hands"] != state.data["hands"]
    first = GAME.determinize(GAME.view(state, seat), Rng(5))
    second = GAME.determinize(GAME.view(swapped, seat), Rng(5))
    assert first == second
    other = GAME.determinize(GAME.view(state, seat), Rng(6))
    assert other.data["hands"][seat] == state.data["hands"][seat]
    assert other.data["hands"] != first.data["hands"], "another rng, another sample"


@pytest.mark.parametrize("players", [2, 4])
def test_the_last_turn_never_shows_a_drawn_card_or_a_modifier_value(players):
    """'Hands, ... the deck order, modifier values (except to the player who placed it, until
    they are revealed at the round end) ... are hidden.' Every move is made again on the same
    table with the deck, other hands and unknown modifiers dealt differently (so the Scientist
    draws another card, the Agent another modifier): the recorded turn must not change, and it is
    the same for every viewer."""
    differed = 0
    for state in states_of_a_game(players, seed=3)[::2]:
        for seat, prompt in GAME.pending(state).items():
            other = shuffle_hidden(state, seat, Rng(state.version))
            for option in prompt.options:
                mine, _ = act(state, seat, option.action)
                theirs, _ = act(other, seat, option.action)
                seen = last_turn(GAME.view(mine, None))
                assert last_turn(GAME.view(theirs, None)) == seen
                assert all(last_turn(GAME.view(mine, s)) == seen for s in range(players))
                differed += mine.data != theirs.data and seen is not None
    assert differed, "the check did make hidden parts differ"
