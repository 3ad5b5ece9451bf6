"""Turns, the end-of-round trigger and final turns (rules: "2. Play", "3. End of the round")."""

from engine.capital_lux import GAME
from tests.engine.capital_lux_tables import act, card_in_hand, keys, kinds, play, prompt, table
from tests.engine.contract_checks import assert_illegal


def test_a_turn_is_choose_a_card_then_home_or_capital():
    """Multi-step choice: the card first, then where it goes. Decision: copies of a card (same
    colour and value) are one choice, offered once under the lowest id."""
    state = table(hands={0: ["g3", "y2", "y2"], 1: ["b2"]})
    first = prompt(state, 0)
    assert first.kind == "play"
    assert [o.action["card"] for o in first.options] == [
        card_in_hand(state, 0, "g3"),
        card_in_hand(state, 0, "y2"),
    ], "copies of a card are offered once"
    card = card_in_hand(state, 0, "y2")
    state, _ = act(state, 0, {"do": "choose", "card": card})
    second = prompt(state, 0)
    assert second.kind == "destination"
    assert [o.action for o in second.options] == [
        {"do": "home", "card": card},
        {"do": "capital", "card": card},
    ]


def test_a_hand_of_one_kind_skips_the_card_choice():
    """Decision: a hand holding only copies of one card goes straight to home / Capital."""
    state = table(hands={0: ["b5", "b5"], 1: ["b2"]})
    assert prompt(state, 0).kind == "destination"


def test_turns_go_clockwise_from_the_start_player():
    """ "From the round's start player, clockwise"."""
    state = table(3, hands={0: ["g3", "g4"], 1: ["y2", "y3"], 2: ["b2", "b3"]}, turn=2, start=2)
    assert list(GAME.pending(state)) == [2]
    state, _ = play(state, 2, "b2", "home")
    assert list(GAME.pending(state)) == [0]
    state, _ = play(state, 0, "g3", "home")
    assert list(GAME.pending(state)) == [1]


def test_an_empty_hand_gives_every_other_player_exactly_one_more_turn():
    """ "When a player ends their turn with no cards in hand, every other player takes exactly
    one more turn (in order)" and "every card left in a hand goes face up to its owner's home
    city"."""
    state = table(
        3,
        hands={0: ["y5", "g2", "g3"], 1: ["b3"], 2: ["p2", "p5", "p6"]},
        capital=["g6", "y6", "b6", "p6", "p6", "p4"],
        turn=1,
        start=2,
    )
    state, events = play(state, 1, "b3", "home")
    assert "capital-lux-ev-last-turns" in keys(events)
    assert state.data["final"] == [0]
    assert list(GAME.pending(state)) == [2]
    state, _ = play(state, 2, "p6", "home")
    assert list(GAME.pending(state)) == [0]
    state, events = play(state, 0, "y5", "home")
    data = state.data
    assert data["round"] == 2 and data["phase"] == "draft"
    assert kinds(data["homes"][0]) == ["g2", "g3", "y5"]
    assert kinds(data["homes"][1]) == ["b3"]
    assert kinds(data["homes"][2]) == ["p2", "p5", "p6"]
    assert data["hands"] == [0, 0, 0]
    assert "capital-lux-ev-hand-home" in keys(events)


def test_scientist_as_last_card_does_not_end_the_round():
    """ "A green card played to the Capital as the last card draws a new card, so that
    player's hand is not empty and the end is not triggered"."""
    state = table(hands={0: ["g3"], 1: ["b2", "b3"]}, deck=["y5", "y6"])
    state, events = play(state, 0, "g3", "capital")
    data = state.data
    assert data["final"] is None
    assert "capital-lux-ev-last-turns" not in keys(events)
    assert data["hands"][0].bit_count() == 1
    assert data["turn"] == 1


def test_scientist_as_last_card_with_an_empty_deck_ends_the_round():
    """With nothing to draw the hand is empty, so the end is triggered."""
    state = table(hands={0: ["g3"], 1: ["b2", "b3"]}, deck=[])
    state, events = play(state, 0, "g3", "capital")
    assert state.data["final"] == [] and state.data["turn"] == 1
    assert "capital-lux-ev-last-turns" in keys(events)


def test_final_turns_skip_players_with_empty_hands():
    """ "a player with no cards skips it"."""
    state = table(4, hands={0: ["y2"], 1: [], 2: ["b3", "b4"], 3: ["g2"]}, turn=0)
    state, events = play(state, 0, "y2", "home")
    assert "capital-lux-ev-skipped" in keys(events)
    skipped = [
        e.label.args["player"].args["seat"]
        for e in events
        if e.to is None and e.label.key == "capital-lux-ev-skipped"
    ]
    assert skipped == [2], "seat 1 (Player 2) is skipped"
    assert list(GAME.pending(state)) == [2]
    state, _ = play(state, 2, "b3", "home")
    assert list(GAME.pending(state)) == [3]


def test_a_final_turn_scientist_draw_gives_no_further_turn():
    """Each other player takes exactly one more turn, even after drawing a card."""
    state = table(hands={0: ["y2"], 1: ["g3", "b4"]}, capital=["b6", "p6"], deck=["p2"])
    state, _ = play(state, 0, "y2", "home")
    state, events = play(state, 1, "g3", "capital")
    emptied = next(e.label for e in events if e.label.key == "capital-lux-ev-hand-home")
    assert emptied.args["player"].args["seat"] == 2, "Player 2 (seat 1) had no further turn"
    assert emptied.args["cards"] == 2, "b4 and the drawn p2 went home at the round end"


def test_a_stale_card_choice_is_refused():
    """Once a card is chosen, choosing again is not offered."""
    state = table(hands={0: ["g3", "y2"], 1: ["b2"]})
    card = card_in_hand(state, 0, "g3")
    state, _ = act(state, 0, {"do": "choose", "card": card})
    assert_illegal(GAME, state, 0, {"do": "choose", "card": card}, "not-offered")
    other = card_in_hand(state, 0, "y2")
    assert_illegal(GAME, state, 0, {"do": "home", "card": other}, "not-offered")
