"""Setup and the draft (rules: "Setup", "A round: 1. Draft")."""

import pytest

from engine.capital_lux import GAME
from engine.capital_lux.cards import cards_in
from tests.engine.capital_lux_tables import act, end_round, kinds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_turns_one_card_into_the_capital_and_deals_the_draft(players):
    """ "Turn its top card face up onto the Capital column of its colour"; "Hand size: 6 cards
    each with 2 or 3 players, 5 with 4 players"; coins in the supply."""
    data = GAME.setup(players, seed=7).data
    size = 5 if players == 4 else 6
    assert data["capital"].bit_count() == 1
    assert [p.bit_count() for p in data["draft"]["packets"]] == [size] * players
    assert data["deck"].bit_count() == 71 - size * players
    assert data["coins"] == [0] * players and data["supply"] == 8
    assert data["mod_pile"] == [0, 1, 2, 3] and data["mods"] == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_highest_modifier_dealt_starts_round_one(players):
    """ "Deal one modifier to each player: the highest modifier starts round 1 (D: with 2–3
    players only that many modifiers are dealt)"."""
    for seed in range(20):
        data = GAME.setup(players, seed).data
        dealt = data["opening"]
        assert len(dealt) == len(set(dealt)) == players
        assert data["start"] == dealt.index(max(dealt))


def test_every_seat_picks_at_the_same_time():
    """ "Each player simultaneously picks 2 cards": all seats are pending at once, and a seat
    that has picked its 2 waits for the others."""
    state = GAME.setup(3, seed=1)
    assert sorted(GAME.pending(state)) == [0, 1, 2]
    for _ in range(2):
        option = GAME.pending(state)[1].options[0]
        state, _ = act(state, 1, option.action)
    assert sorted(GAME.pending(state)) == [0, 2]
    assert state.data["draft"]["step"] == 1


def _pick_step(state):
    """Every seat picks its lowest offered cards until the step is over."""
    step = state.data["draft"]["step"]
    while state.data["draft"] and state.data["draft"]["step"] == step:
        seat = min(GAME.pending(state))
        state, _ = act(state, seat, GAME.pending(state)[seat].options[0].action)
    return state


def test_picks_two_pass_left_twice_and_keep_the_last_cards_received():
    """ "picks 2 cards face down ... and passes the rest to the left neighbour; then picks 2
    again and passes the rest left; the cards received at the end are kept". Decision: the left
    neighbour is the next seat in turn order (clockwise), as in the rulebook's bonus example."""
    state = GAME.setup(3, seed=4)
    dealt = list(state.data["draft"]["packets"])
    state = _pick_step(state)
    draft = state.data["draft"]
    picked_first = list(draft["picks"])
    for seat in range(3):
        assert picked_first[seat].bit_count() == 2
        left = (seat + 1) % 3
        assert draft["packets"][left] == dealt[seat] & ~picked_first[seat], "passed left"
    second = list(draft["packets"])
    state = _pick_step(state)
    data = state.data
    assert data["draft"] is None and data["phase"] == "play"
    hands = data["hands"]
    for seat in range(3):
        picked_second = hands[seat] & second[seat]
        received_last = second[(seat - 1) % 3] & ~hands[(seat - 1) % 3]
        assert picked_second.bit_count() == 2 and received_last.bit_count() == 2
        assert hands[seat] == picked_first[seat] | picked_second | received_last
    assert data["turn"] == data["start"]


def test_four_players_keep_one_passed_card_for_a_hand_of_five():
    state = GAME.setup(4, seed=2)
    state = _pick_step(_pick_step(state))
    assert [hand.bit_count() for hand in state.data["hands"]] == [5, 5, 5, 5]


def test_pick_options_are_the_cards_held_each_kind_once():
    state = GAME.setup(2, seed=3)
    packet = state.data["draft"]["packets"][0]
    offered = [o.action["card"] for o in GAME.pending(state)[0].options]
    assert set(kinds(sum(1 << c for c in offered))) == set(kinds(packet))
    assert len(offered) == len(set(kinds(packet)))
    assert all(card in cards_in(packet) for card in offered)


def _round_three_deal(deck_cards: list[str]):
    """Play out round 2 of a 3-player game with exactly ``deck_cards`` left in the deck."""
    state, _ = end_round(
        3, capital=["g6", "y6", "b6", "p6"], deck=deck_cards, round_number=2, last="g2"
    )
    assert state.data["round"] == 3
    return state


def test_short_deck_in_round_three_deals_the_same_number_to_everyone():
    """ "Round 3 with too few cards in the deck: deal as many as possible, the same number to
    each player. D: each pick step then takes min(2, cards held)": 10 cards → 3 each (one
    left in the deck); pick 2, pass 1, then pick that 1; nothing is passed at the end."""
    state = _round_three_deal(["y2", "y3", "y4", "y5", "b2", "b3", "b4", "b5", "p3", "p4"])
    draft = state.data["draft"]
    assert [p.bit_count() for p in draft["packets"]] == [3, 3, 3]
    assert state.data["deck"].bit_count() == 1
    assert draft["to_pick"] == [2, 2, 2]
    state = _pick_step(state)
    data = state.data
    assert data["draft"] is None, "the second pick of 1 card out of 1 is made for each seat"
    assert [hand.bit_count() for hand in data["hands"]] == [3, 3, 3]


def test_short_deck_of_two_each_makes_every_pick_for_the_players():
    """Decision: picks without a choice (2 cards to pick out of 2) are made automatically."""
    state = _round_three_deal(["y2", "y3", "y4", "y5", "b2", "b3", "b4"])
    data = state.data
    assert data["phase"] == "play"
    assert [hand.bit_count() for hand in data["hands"]] == [2, 2, 2]
    assert data["deck"].bit_count() == 1


def test_an_empty_deck_in_round_three_skips_straight_to_the_round_end():
    """Decision: with fewer cards than players nobody gets a card, so nobody can take a turn
    and the round ends at once; the game is then over."""
    state = _round_three_deal(["y2", "y3"])
    assert state.data["phase"] == "over"
    assert GAME.result(state) is not None
