"""Defending (D): guards and Protection in the area, defences revealed from the hand.

"When an attack targets a player, before it resolves the target is offered, in this order of
preference, any defence they have: a Protection or matching guard already in their area (used
automatically, first the matching guard, then Protection), otherwise a matching defence card in
their hand (Architects vs Earthquake/Invasion, Sculptors vs Exchange/Theft), which they may
reveal — it goes to the discard pile, and the attack is cancelled (the attack card is still
discarded)."
"""

import pytest

from engine.mausoleum import GAME
from tests.engine.contract_checks import assert_illegal
from tests.engine.mausoleum_tables import act, area, hand, offered, pile, table

AREA_ATTACKS = ["earthquake", "invasion"]


def attack(state, kind, target=1):
    state, _ = act(state, 0, "play", kind)
    return act(state, 0, "target", target=target)


@pytest.mark.parametrize("kind", AREA_ATTACKS)
def test_a_guard_in_the_area_cancels_earthquake_and_invasion(kind):
    """Architects played on your own turn: a standing guard that cancels the next matching
    attack, then discarded (D)."""
    state = table(hands={0: [kind, "base"]}, areas={1: ["base", "architects"]})
    state, events = attack(state, kind)
    assert area(state, 1) == ["base"]
    assert area(state, 0) == []
    assert hand(state, 0) == ["base"]
    assert pile(state, "discard") == ["architects", kind]
    assert [e.label.key for e in events][:2] == ["mausoleum-ev-attack", "mausoleum-ev-blocked"]
    assert GAME.pending(state).keys() == {1}  # no defence prompt: the turn passed on


@pytest.mark.parametrize("kind", AREA_ATTACKS)
def test_protection_in_the_area_cancels_earthquake_and_invasion(kind):
    """Protection: cancels the next attack of any kind aimed at you, then is discarded"""
    state = table(hands={0: [kind]}, areas={1: ["statues", "protection"]})
    state, _ = attack(state, kind)
    assert area(state, 1) == ["statues"]
    assert pile(state, "discard") == ["protection", kind]


@pytest.mark.parametrize("kind", AREA_ATTACKS)
def test_architects_revealed_from_hand_cancel_earthquake_and_invasion(kind):
    """...otherwise a matching defence card in their hand, which they may reveal — it goes to
    the discard pile, and the attack is cancelled (the attack card is still discarded)."""
    state = table(
        hands={0: [kind], 1: ["architects", "base"]}, areas={1: ["pyramid"]}, draw=["columns"]
    )
    state, _ = attack(state, kind)
    prompts = GAME.pending(state)
    assert list(prompts) == [1] and prompts[1].kind == "defend"
    assert offered(state, 1) == [("defend", "architects"), ("allow", None)]
    state, events = act(state, 1, "defend", "architects")
    assert area(state, 1) == ["pyramid"]
    assert area(state, 0) == []
    assert hand(state, 1) == ["base", "columns"]
    assert pile(state, "discard") == ["architects", kind]
    assert state.data["used"][1] == ["architects"]
    assert events[0].label.key == "mausoleum-ev-defended"


def test_earthquake_goes_through_when_the_target_declines():
    """The target decides with a prompt: letting the attack through resolves it."""
    state = table(
        hands={0: ["earthquake"], 1: ["architects"]},
        areas={1: ["pyramid", "base"]},
        draw=["columns"],
    )
    state, _ = attack(state, "earthquake")
    state, events = act(state, 1, "allow")
    assert events[0].label.key == "mausoleum-ev-let-through"
    state, _ = act(state, 0, "construction", "base")
    assert area(state, 1) == ["pyramid"]
    assert hand(state, 1) == ["columns", "architects"]
    assert pile(state, "discard") == ["base", "earthquake"]
    assert state.data["used"][1] == []


def test_invasion_goes_through_when_the_target_declines():
    state = table(hands={0: ["invasion"], 1: ["architects"]}, areas={1: ["pyramid"]})
    state, _ = attack(state, "invasion")
    state, _ = act(state, 1, "allow")
    state, _ = act(state, 0, "construction", "pyramid")
    assert area(state, 0) == ["pyramid"] and area(state, 1) == []
    assert pile(state, "discard") == ["invasion"]


@pytest.mark.parametrize("kind", ["theft", "exchange"])
def test_sculptors_in_the_area_cancel_theft_and_exchange(kind):
    state = table(
        hands={0: [kind, "base"], 1: ["mausolus"]}, areas={1: ["sculptors"]}, draw=["columns"]
    )
    state, _ = attack(state, kind)
    assert hand(state, 0) == ["base"]
    assert hand(state, 1) == ["columns", "mausolus"]  # untouched, plus the turn draw
    assert area(state, 1) == []
    assert pile(state, "discard") == ["sculptors", kind]


@pytest.mark.parametrize("kind", ["theft", "exchange"])
def test_sculptors_revealed_from_hand_cancel_theft_and_exchange(kind):
    state = table(hands={0: [kind, "base"], 1: ["sculptors", "mausolus"]}, draw=["columns"])
    state, _ = attack(state, kind)
    assert offered(state, 1) == [("defend", "sculptors"), ("allow", None)]
    state, _ = act(state, 1, "defend", "sculptors")
    assert hand(state, 0) == ["base"]
    assert hand(state, 1) == ["columns", "mausolus"]
    assert pile(state, "discard") == ["sculptors", kind]
    assert state.data["used"][1] == ["sculptors"]


def test_theft_goes_through_when_the_target_declines():
    state = table(hands={0: ["theft"], 1: ["sculptors"]}, draw=["columns"])
    state, _ = attack(state, "theft")
    state, _ = act(state, 1, "allow")
    assert hand(state, 0) == ["sculptors"]
    assert hand(state, 1) == ["columns"]
    assert pile(state, "discard") == ["theft"]


def test_exchange_goes_through_when_the_target_declines():
    state = table(hands={0: ["exchange", "base"], 1: ["sculptors"]}, draw=["columns"])
    state, _ = attack(state, "exchange")
    state, _ = act(state, 1, "allow")
    state, _ = act(state, 0, "give", "base")
    assert hand(state, 0) == ["sculptors"]
    assert hand(state, 1) == ["base", "columns"]
    assert pile(state, "discard") == ["exchange"]


def test_protection_cancels_hand_attacks_too():
    """Protection cancels the next attack of any kind aimed at you."""
    state = table(hands={0: ["theft"], 1: ["mausolus"]}, areas={1: ["protection"]})
    state, _ = attack(state, "theft")
    assert hand(state, 0) == []
    assert pile(state, "discard") == ["protection", "theft"]


def test_the_matching_guard_is_used_before_protection():
    """(used automatically, first the matching guard, then Protection)"""
    state = table(hands={0: ["earthquake"]}, areas={1: ["base", "protection", "architects"]})
    state, _ = attack(state, "earthquake")
    assert area(state, 1) == ["base", "protection"]
    assert pile(state, "discard") == ["architects", "earthquake"]


def test_a_guard_of_the_other_kind_does_not_cancel():
    """Sculptors guard the hand only: an Earthquake goes past them (and past Sculptors held)."""
    state = table(hands={0: ["earthquake"], 1: ["sculptors"]}, areas={1: ["base", "sculptors"]})
    state, _ = attack(state, "earthquake")
    assert GAME.pending(state).keys() == {0}
    state, _ = act(state, 0, "construction", "base")
    assert area(state, 1) == ["sculptors"]


def test_an_area_defence_is_used_before_a_card_in_hand():
    """Decision: Protection/guards in the area are automatic, so the target is not asked and
    keeps the defence card in its hand."""
    state = table(
        hands={0: ["theft"], 1: ["sculptors"]}, areas={1: ["protection"]}, draw=["columns"]
    )
    state, _ = attack(state, "theft")
    assert hand(state, 1) == ["columns", "sculptors"]
    assert area(state, 1) == []


def test_a_used_guard_and_protection_go_to_the_discard_pile():
    """Decision: a guard or Protection that cancels an attack goes to the discard pile (where
    Archaeological Discovery can later take it), under the cancelled attack card."""
    state = table(hands={0: ["invasion"]}, areas={1: ["base", "architects", "architects"]})
    state, _ = attack(state, "invasion")
    assert area(state, 1) == ["base", "architects"]  # one guard per attack
    assert pile(state, "discard") == ["architects", "invasion"]


def test_the_target_is_asked_before_the_attacker_chooses():
    """Decision: the defence is settled right after the target is named; the attacker picks
    the construction (or the card to give) only if the attack goes through."""
    state = table(hands={0: ["exchange", "base"], 1: ["sculptors"]})
    state, _ = attack(state, "exchange")
    assert GAME.pending(state).keys() == {1}
    assert state.data["step"] == "defend"
    assert hand(state, 0) == ["base"]


def test_only_the_target_may_answer_the_defence_prompt():
    state = table(hands={0: ["earthquake"], 1: ["architects"]}, areas={1: ["base"]})
    state, _ = attack(state, "earthquake")
    assert_illegal(GAME, state, 0, {"do": "allow"}, "not-your-turn")
    assert_illegal(GAME, state, 1, {"do": "pass"}, "not-offered")
    assert_illegal(GAME, state, 1, {"do": "defend", "card": 0}, "not-offered")


@pytest.mark.parametrize(
    ("kind", "hands", "areas"),
    [
        ("earthquake", {1: ["base"]}, {0: ["base"]}),  # only my own constructions
        ("invasion", {1: ["base"]}, {}),
        ("theft", {}, {1: ["base"]}),  # the opponent's hand is empty
        ("exchange", {}, {1: ["base"]}),
    ],
)
def test_attacks_without_a_legal_target_are_not_offered(kind, hands, areas):
    """An attack needs a legal target: an opponent with a construction card (Earthquake,
    Invasion) or with cards in hand (Exchange, Theft); otherwise the card cannot be played."""
    state = table(hands={0: [kind, "mausolus"], **hands}, areas=areas, empty_draw=True)
    assert ("play", kind) not in offered(state, 0)
    assert ("play", "mausolus") in offered(state, 0)


def test_only_opponents_with_a_legal_target_are_offered():
    state = table(4, hands={0: ["invasion"]}, areas={0: ["base"], 1: ["base"], 3: ["statues"]})
    state, _ = act(state, 0, "play", "invasion")
    assert offered(state, 0) == [("target", 1), ("target", 3)]
    assert_illegal(GAME, state, 0, {"do": "target", "seat": 2}, "not-offered")
    assert_illegal(GAME, state, 0, {"do": "target", "seat": 0}, "not-offered")


def test_without_an_answer_in_time_the_defence_is_used():
    """ "The target decides with a prompt; with no answer in time (bot setting) the defence is
    used." The prompt's default option is the reveal."""
    state = table(hands={0: ["theft"], 1: ["sculptors", "base"]}, draw=["columns"])
    state, _ = attack(state, "theft")
    prompt = GAME.pending(state)[1]
    state, _ = GAME.apply(state, 1, prompt.options[prompt.default].action)
    assert hand(state, 0) == []
    assert pile(state, "discard") == ["sculptors", "theft"]
