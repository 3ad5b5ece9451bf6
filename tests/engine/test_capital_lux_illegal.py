"""Actions ``pending`` does not offer are refused and change nothing."""

import pytest

from engine.capital_lux import GAME
from tests.engine.capital_lux_tables import act, card_in_hand, end_round, table
from tests.engine.contract_checks import assert_illegal


def test_wrong_seat_during_a_turn():
    state = table(hands={0: ["g3", "y2"], 1: ["b2", "b3"]})
    card = card_in_hand(state, 1, "b2")
    assert_illegal(GAME, state, 1, {"do": "choose", "card": card}, "not-your-turn")
    assert_illegal(GAME, state, 7, {"do": "choose", "card": card}, "not-your-turn")


def test_wrong_phase_actions():
    state = table(hands={0: ["g3", "y2"], 1: ["b2", "b3"]})
    card = card_in_hand(state, 0, "g3")
    assert_illegal(GAME, state, 0, {"do": "pick", "card": card}, "not-offered")
    assert_illegal(GAME, state, 0, {"do": "place", "column": 0}, "not-offered")
    assert_illegal(GAME, state, 0, {"do": "pay", "colour": 0}, "not-offered")
    draft = GAME.setup(2, seed=1)
    offered = GAME.pending(draft)[0].options[0].action["card"]
    assert_illegal(GAME, draft, 0, {"do": "choose", "card": offered}, "not-offered")


@pytest.mark.parametrize("card", [-1, 72, 99, "g3", None])
def test_made_up_cards_are_refused(card):
    state = table(hands={0: ["g3", "y2"], 1: ["b2", "b3"]})
    assert_illegal(GAME, state, 0, {"do": "choose", "card": card}, "not-offered")


def test_a_card_held_by_someone_else_is_refused():
    state = table(hands={0: ["g3", "y2"], 1: ["b2", "b3"]})
    theirs = card_in_hand(state, 1, "b2")
    assert_illegal(GAME, state, 0, {"do": "choose", "card": theirs}, "not-offered")
    state, _ = act(state, 0, {"do": "choose", "card": card_in_hand(state, 0, "g3")})
    assert_illegal(GAME, state, 0, {"do": "capital", "card": theirs}, "not-offered")


def test_only_the_offered_copy_of_a_card_is_accepted():
    """Copies are one choice, offered under the lowest id; another copy's id is not offered."""
    state = table(hands={0: ["y2", "y2", "g3"], 1: ["b2"]})
    offered = {o.action["card"] for o in GAME.pending(state)[0].options}
    copy = max(c for c in range(72) if c not in offered and (state.data["hands"][0] >> c) & 1)
    assert_illegal(GAME, state, 0, {"do": "choose", "card": copy}, "not-offered")


def test_stale_options_are_refused():
    state = GAME.setup(2, seed=3)
    pick = GAME.pending(state)[0].options[0].action
    state, _ = act(state, 0, pick)
    assert_illegal(GAME, state, 0, pick, "not-offered")
    limits, _ = end_round(homes={0: ["y5", "b5"]}, capital=["y4", "b4"], coins={0: 3})
    limits, _ = act(limits, 0, {"do": "pay", "colour": 1})
    assert_illegal(GAME, limits, 0, {"do": "pay", "colour": 1}, "not-offered")
    assert_illegal(GAME, limits, 0, {"do": "discard", "colour": 1}, "not-offered")


def test_malformed_actions_are_refused():
    state = table(hands={0: ["g3", "y2"], 1: ["b2", "b3"]})
    card = card_in_hand(state, 0, "g3")
    assert_illegal(GAME, state, 0, {"do": "choose"}, "not-offered")
    assert_illegal(GAME, state, 0, {"do": "choose", "card": card, "extra": 1}, "not-offered")
    assert_illegal(GAME, state, 0, {}, "not-offered")
