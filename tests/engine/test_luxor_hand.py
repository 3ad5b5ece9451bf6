"""The hand and the turn order: ``rules/luxor.md`` § Hand order and § A turn."""

from collections import Counter

from engine.luxor import GAME
from engine.luxor.board import STAIRS
from tests.engine.contract_checks import assert_illegal
from tests.engine.luxor_builder import (
    LEFT,
    RIGHT,
    Scenario,
    blocked,
    card_id,
    hand_of,
    keys_of,
    options,
    play,
    stage,
)

CARDS = hand_of(("step", 1), ("step", 2), ("step", 3), ("step", 4), ("step", 5))


def scenario(players: int = 2) -> Scenario:
    built = Scenario(players).tiles(blocked(*range(1, 41))).hand(0, *CARDS)
    for seat in range(players):
        built.adventurers(seat, STAIRS)
    return built


def test_only_the_end_cards_may_be_played():
    """'The player may play only the leftmost or the rightmost card.'"""
    state = scenario().state()
    assert options(state) == [LEFT, RIGHT]
    assert_illegal(GAME, state, 0, {"do": "play", "end": "middle"}, "not-offered")
    assert_illegal(GAME, state, 0, {"do": "play", "card": CARDS[2]}, "not-offered")
    assert_illegal(GAME, state, 1, LEFT, "not-your-turn")


def test_the_drawn_card_goes_into_the_middle_of_the_remaining_four():
    """'A card gained (drawn, or a Horus card) is inserted in the middle of the remaining 4
    (index 2). The order never changes otherwise.'"""
    drawn = card_id("die")
    state, _ = play(scenario().deck(drawn).state(), LEFT)
    assert state.data["hands"][0] == [CARDS[1], CARDS[2], drawn, CARDS[3], CARDS[4]]
    assert state.data["discard"] == [CARDS[0]]
    state, _ = play(scenario().deck(drawn).state(), RIGHT)
    assert state.data["hands"][0] == [CARDS[0], CARDS[1], drawn, CARDS[2], CARDS[3]]
    assert state.data["discard"] == [CARDS[4]]


def test_the_drawn_card_is_private():
    """Hidden information: the drawn card is told to its owner only."""
    drawn = card_id("die")
    _, events = play(scenario().deck(drawn).state(), LEFT)
    (told,) = [event for event in events if event.to is not None]
    assert told.to == 0 and told.label.key == "luxor-ev-drew"
    assert all(event.label.key != "luxor-ev-drew" for event in events if event.to is None)


def test_the_forced_discard_when_no_end_card_allows_a_move():
    """'If neither end card allows any legal move, the player must discard one of the two (their
    choice) without moving, then draws; the turn ends.'"""
    cards = hand_of(("step", 3), ("step", 1), ("step", 1), ("step", 2), ("step", 4))
    drawn = card_id("die")
    state = scenario().adventurers(0, 39).hand(0, *cards).deck(drawn).state()
    assert stage(state) == "discard"
    assert options(state) == [{"do": "discard", "end": "left"}, {"do": "discard", "end": "right"}]
    assert_illegal(GAME, state, 0, LEFT, "not-offered")
    state, events = play(state, {"do": "discard", "end": "right"})
    data = state.data
    assert data["adventurers"][0] == [39]
    assert data["hands"][0] == [cards[0], cards[1], drawn, cards[2], cards[3]]
    assert data["discard"] == [cards[4]]
    assert keys_of(events)[0] == "luxor-ev-discarded" and data["current"] == 1


def test_an_empty_deck_is_the_shuffled_discard_pile():
    """'Played cards of both kinds go to one discard pile; when the draw deck is empty it is the
    shuffled discard pile (so Horus cards return to play).'"""
    horus = card_id("range", 3, 1)
    state = scenario().state()
    data = state.data
    data["discard"] = [*data["deck"], horus]
    data["deck"] = []
    for stack in data["horus"]:
        if horus in stack:
            stack.remove(horus)
    pile = [*data["discard"], CARDS[0]]
    state, events = play(state, LEFT)
    data = state.data
    assert "luxor-ev-reshuffled" in keys_of(events)
    assert data["discard"] == []
    new_deck = [*data["deck"], data["hands"][0][2]]
    assert Counter(new_deck) == Counter(pile) and new_deck != pile
    assert horus in data["deck"] or data["hands"][0][2] == horus


def test_turns_go_clockwise_and_a_round_is_one_turn_each():
    """'Turns go clockwise from the first player. A round is one turn of every player.'"""
    state = scenario(3).set(first=1, current=1).hand(1, *CARDS).state()
    seen = []
    for _ in range(4):
        seen.append((state.data["round"], state.data["current"]))
        (seat,) = GAME.pending(state)
        state, _ = GAME.apply(state, seat, LEFT)
    assert seen == [(1, 1), (1, 2), (1, 0), (2, 1)]
