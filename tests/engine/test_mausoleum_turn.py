"""Setup, the turn (draw, play or pass, discard down to 5) and the end of the game."""

import pytest

from engine.core import Label, seat_label
from engine.mausoleum import GAME
from tests.engine.contract_checks import assert_illegal
from tests.engine.mausoleum_tables import act, all_cards, area, hand, offered, pile, table


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_five_each_and_the_first_player_draws(players):
    """Shuffle all 52 cards, deal 5 to each player, the rest is the draw pile. A random first
    player. (Turn step 1: draw 1 card.)"""
    state = GAME.setup(players, seed=11)
    first = state.data["turn"]
    sizes = [len(cards) for cards in state.data["hands"]]
    assert sizes == [6 if seat == first else 5 for seat in range(players)]
    assert len(state.data["draw"]) == 52 - 5 * players - 1
    assert state.data["discard"] == [] and all_cards(state) == list(range(52))
    assert list(GAME.pending(state)) == [first]


def test_the_first_player_is_random():
    assert {GAME.setup(3, seed=seed).data["turn"] for seed in range(30)} == {0, 1, 2}


def test_setup_refuses_other_player_counts():
    for players in (1, 5):
        with pytest.raises(ValueError):
            GAME.setup(players, seed=1)


def test_the_next_player_draws_one_card_privately():
    """1. Draw 1 card. The card drawn is told only to its owner."""
    state = table(hands={0: ["base"]}, draw=["theft"])
    state, events = act(state, 0, "pass")
    assert hand(state, 1) == ["theft"]
    drew = [e for e in events if e.label.key.startswith("mausoleum-ev-drew")]
    assert [(e.label.key, e.to) for e in drew] == [
        ("mausoleum-ev-drew", None),
        ("mausoleum-ev-drew-card", 1),
    ]
    assert drew[0].label.args == {"player": seat_label(1), "count": 1}
    assert drew[1].label.args == {"card": Label("mausoleum-card-theft")}


def test_passing_is_allowed():
    """2. Play at most 1 card from your hand, or pass (D: passing is allowed)."""
    state = table(hands={0: ["base", "mausolus"]})
    assert offered(state, 0)[-1] == ("pass", None)
    state, events = act(state, 0, "pass")
    assert hand(state, 0) == ["base", "mausolus"] and area(state, 0) == []
    assert events[0].label.key == "mausoleum-ev-passed"
    assert list(GAME.pending(state)) == [1]


def test_the_play_prompt_offers_each_kind_in_hand_once():
    state = table(hands={0: ["base", "base", "columns", "protection"]})
    assert offered(state, 0) == [
        ("play", "base"),
        ("play", "columns"),
        ("play", "protection"),
        ("pass", None),
    ]


def test_discard_down_to_five_one_card_per_prompt_players_choice():
    """3. End of turn: a hand above 5 cards is discarded down to 5, the player choosing
    (discards go to the discard pile)."""
    state = table(
        hands={0: ["base", "base", "columns", "pyramid", "statues", "theft", "mausolus"]},
        draw=["protection"],
    )
    state, _ = act(state, 0, "pass")
    assert GAME.pending(state)[0].kind == "discard"
    assert GAME.pending(state)[0].label == Label("mausoleum-prompt-discard", {"count": 2})
    assert offered(state, 0) == [
        ("discard", "base"),
        ("discard", "columns"),
        ("discard", "pyramid"),
        ("discard", "statues"),
        ("discard", "mausolus"),
        ("discard", "theft"),
    ]
    state, _ = act(state, 0, "discard", "theft")
    assert GAME.pending(state)[0].label.args == {"count": 1}
    state, events = act(state, 0, "discard", "base")
    assert hand(state, 0) == ["base", "columns", "pyramid", "statues", "mausolus"]
    assert pile(state, "discard") == ["theft", "base"]
    assert hand(state, 1) == ["protection"]  # the turn passed on after the last discard
    assert events[0].label.key == "mausoleum-ev-discarded" and events[0].to is None


def test_artemisia_draws_count_towards_the_hand_limit():
    """Decision: the two Artemisia II cards join the hand like any other; the end-of-turn limit
    applies to the whole hand, so the player keeps whichever 5 cards they like."""
    state = table(
        hands={0: ["artemisia", "base", "base", "columns", "pyramid", "statues"]},
        draw=["theft", "mausolus"],
    )
    state, _ = act(state, 0, "play", "artemisia")
    assert len(hand(state, 0)) == 7
    state, _ = act(state, 0, "discard", "mausolus")
    state, _ = act(state, 0, "discard", "base")
    assert hand(state, 0) == ["base", "columns", "pyramid", "statues", "theft"]
    assert area(state, 0) == ["artemisia"]


def test_a_hand_of_five_ends_the_turn_without_discarding():
    state = table(hands={0: ["base"] * 6})
    state, _ = act(state, 0, "play", "base")
    assert list(GAME.pending(state)) == [1] and GAME.pending(state)[1].kind == "play"


@pytest.mark.parametrize(
    ("seat", "action", "reason"),
    [
        (0, {"do": "play", "card": 99}, "not-offered"),  # made-up card
        (0, {"do": "play", "card": 30}, "not-offered"),  # a real card not in the hand
        (0, {"do": "play", "card": "0"}, "not-offered"),
        (0, {"do": "target", "seat": 1}, "not-offered"),  # a later step's action
        (0, {"do": "fly"}, "not-offered"),
        (1, {"do": "pass"}, "not-your-turn"),
        (7, {"do": "pass"}, "not-your-turn"),
    ],
)
def test_actions_not_offered_are_refused_and_change_nothing(seat, action, reason):
    state = table(hands={0: ["base", "theft"], 1: ["columns"]})
    assert_illegal(GAME, state, seat, action, reason)


def test_the_discard_pile_is_never_reshuffled():
    """Decision: once the draw pile is empty nobody draws again; the discard pile stays put."""
    state = table(hands={0: ["base"], 1: ["columns"]}, discard=["theft"], empty_draw=True)
    before = pile(state, "discard")
    state, events = act(state, 0, "pass")
    assert pile(state, "draw") == [] and pile(state, "discard") == before
    assert hand(state, 1) == ["columns"]
    assert not [e for e in events if e.label.key.startswith("mausoleum-ev-drew")]


def test_the_last_draw_announces_the_empty_draw_pile():
    state = table(hands={0: ["base"]}, discard=["theft"], empty_draw=True)
    state.data["draw"] = [state.data["discard"].pop()]
    state, events = act(state, 0, "pass")
    assert hand(state, 1) == ["theft"]
    assert events[-1].label.key == "mausoleum-ev-draw-pile-empty"
    assert GAME.pending(state)[1].label.key == "mausoleum-prompt-play-final"


def test_the_game_ends_when_everyone_passed_once_in_a_row():
    """When the draw pile is empty, play goes on without drawing; the game ends when every
    player in turn has passed once in a row (D)."""
    state = table(3, hands={0: ["base"], 1: ["columns"], 2: ["pyramid"]}, empty_draw=True)
    state, _ = act(state, 0, "pass")
    state, _ = act(state, 1, "pass")
    assert GAME.result(state) is None
    state, events = act(state, 2, "pass")
    assert GAME.pending(state) == {}
    assert events[-1].label.key == "mausoleum-ev-game-over"
    assert GAME.result(state) is not None
    assert_illegal(GAME, state, 0, {"do": "pass"}, "game-over")


def test_playing_a_card_restarts_the_round_of_passes():
    state = table(hands={0: ["base", "columns"], 1: ["pyramid", "statues"]}, empty_draw=True)
    state, _ = act(state, 0, "pass")
    state, _ = act(state, 1, "play", "pyramid")
    state, _ = act(state, 0, "pass")
    assert GAME.result(state) is None and state.data["passes"] == 1
    state, _ = act(state, 1, "pass")
    assert GAME.result(state) is not None


def test_passes_before_the_draw_pile_is_empty_do_not_count():
    """Decision: only passes made with an empty draw pile count toward the final round."""
    state = table(hands={0: ["base"], 1: ["columns"]}, discard=["theft"], empty_draw=True)
    state.data["draw"] = [state.data["discard"].pop()]  # one card left, for seat 1
    state, _ = act(state, 0, "pass")
    assert state.data["passes"] == 0 and hand(state, 1) == ["columns", "theft"]
    state, _ = act(state, 1, "pass")
    assert GAME.result(state) is None
    state, _ = act(state, 0, "pass")
    assert GAME.result(state) is not None


def test_a_player_without_cards_passes_automatically():
    """Decision: with the draw pile empty, a player without cards is not asked; it passes."""
    state = table(3, hands={0: ["base"], 2: ["columns"]}, empty_draw=True)
    state, events = act(state, 0, "pass")
    assert list(GAME.pending(state)) == [2]
    assert [e.label.key for e in events] == ["mausoleum-ev-passed", "mausoleum-ev-no-cards"]
    assert state.data["passes"] == 2
    state, _ = act(state, 2, "pass")
    assert GAME.result(state) is not None


def test_the_game_ends_when_all_hands_are_empty():
    """...or when all hands are empty (D)."""
    state = table(hands={0: ["base"]}, empty_draw=True)
    state, events = act(state, 0, "play", "base")
    assert GAME.result(state) is not None
    assert events[-1].label.key == "mausoleum-ev-game-over"


def test_empty_hands_do_not_end_the_game_while_the_draw_pile_lasts():
    """Decision: "all hands empty" ends the game only once the draw pile is empty too."""
    state = table(hands={0: ["base"]})
    state, _ = act(state, 0, "play", "base")
    assert GAME.result(state) is None
    assert len(hand(state, 1)) == 1
