"""Deciding made easy (issue 18): option previews, take-back, hints and image descriptions,
each from what the deciding seat may see."""

from __future__ import annotations

import pytest

from engine.ai.hints import hint
from engine.ai.policies import policy
from engine.capital_lux import GAME
from engine.core import BACK, IllegalAction, RandomAgent, Rng, game_states
from tests.engine.capital_lux_tables import (
    act,
    card_in_hand,
    end_round,
    modifier,
    prompt,
    shuffle_hidden,
    table,
)
from tests.engine.capital_lux_tables import play as play_card
from tests.engine.decision_checks import english, every_option_has_a_preview, previews, reads


def choose(state, seat, name):
    return act(state, seat, {"do": "choose", "card": card_in_hand(state, seat, name)})[0]


# -- previews -------------------------------------------------------------------------------------


def test_home_preview_compares_the_new_home_total_with_the_capital_total():
    """ "Limits: for each colour, a player whose home total of that colour is greater than the
    Capital total must discard all home cards of that colour ... Equal is allowed." """
    state = table(hands={0: ["y5", "g3"]}, homes={0: ["y3", "y5"]}, capital=["y4", "y6"])
    shown = previews(GAME, choose(state, 0, "y5"), 0)
    assert shown["Home city"] == "Home: your yellow 8 → 13 (Capital yellow 10: over by 3)"


def test_capital_preview_raises_the_limit_and_says_what_the_power_will_do():
    """ "to the Capital column of its colour, and then you must carry out its power ... Agent
    (blue): draw the top modifier, look at it, and place it face down"; the modifier is unknown
    until drawn."""
    state = table(hands={0: ["b2", "g3"]}, homes={0: ["b4", "b5"]}, capital=["b3", "b4"])
    shown = previews(GAME, choose(state, 0, "b2"), 0)
    assert shown["Capital (Agent: place a modifier)"] == (
        "Capital: blue 7 → 9 (your blue at home 9: exactly at the limit); "
        "you draw a modifier (unknown until drawn) and place it"
    )
    assert shown["Home city"] == "Home: your blue 9 → 11 (Capital blue 7: over by 4)"


def test_a_modifier_counts_for_its_placer_and_is_a_hidden_modifier_for_the_others():
    """ "modifier values (except to the player who placed it, until they are revealed at the
    round end) ... are hidden"; "the number of modifiers per column" is public."""
    state = table(
        hands={0: ["y2", "g3"], 1: ["y3", "g4"]},
        homes={0: ["y6"], 1: ["y6"]},
        capital=["y4"],
        mods=[(4, "yellow", 0)],
    )
    mine = previews(GAME, choose(state, 0, "y2"), 0)
    assert mine["Home city"] == "Home: your yellow 6 → 8 (Capital yellow 8: exactly at the limit)"
    theirs = previews(
        GAME,
        choose(
            table(
                hands={0: ["y2", "g3"], 1: ["y3", "g4"]},
                homes={0: ["y6"], 1: ["y6"]},
                capital=["y4"],
                mods=[(4, "yellow", 0)],
                turn=1,
            ),
            1,
            "y3",
        ),
        1,
    )
    assert theirs["Home city"] == (
        "Home: your yellow 6 → 9 (Capital yellow 4 + 1 hidden modifier: over by 5)"
    )


def test_card_choice_previews_both_destinations():
    state = table(hands={0: ["g5", "p3"]}, homes={0: ["g2"]}, capital=["g4", "p6"])
    shown = previews(GAME, state, 0)
    assert shown["green 5"] == "Home: your green 2 → 7 · Capital green 4 → 9"
    assert shown["pink 3"] == "Home: your pink 0 → 3 · Capital pink 6 → 9"


def test_agent_column_preview_uses_the_modifier_the_seat_drew():
    """ "draw the top modifier, look at it, and place it face down at any one Capital column"."""
    state = table(hands={0: ["b2", "g3"]}, homes={0: ["g6"]}, capital=["g3"], mod_pile=[-3])
    state, _ = play_card(state, 0, "b2", "capital")
    shown = previews(GAME, state, 0)
    assert shown["green column"] == ("Capital green 3 → 0 (your green at home 6: over by 6)")


def test_cleric_previews_name_the_card_taken_and_both_totals():
    """ "Cleric (pink): choose blue, yellow or green, and move the lowest card of that colour
    from the Capital to your home city"."""
    state = table(hands={0: ["p2", "g3"]}, homes={0: ["y4"]}, capital=["y2", "y5", "b3"])
    shown = previews(GAME, choose(state, 0, "p2"), 0)
    assert shown["Capital (Cleric: take a card home)"].endswith(
        "the Cleric takes blue 3 or yellow 2 home"
    )
    state, _ = play_card(state, 0, "p2", "capital")
    shown = previews(GAME, state, 0)
    assert shown["yellow 2"] == ("Your yellow at home 4 → 6; Capital yellow 7 → 5: over by 1")


def test_limit_previews_say_what_paying_and_discarding_cost():
    """ "unless they pay gold equal to the difference"."""
    state, _ = end_round(homes={0: ["y5", "y6"]}, capital=["y4", "y5"], coins={0: 3})
    shown = previews(GAME, state, 0)
    assert shown["Pay 2 gold"] == "You keep 11 points of yellow this round; your gold 3 → 1"
    assert shown["Discard 2 yellow cards"] == ("You lose 11 points of yellow; you keep your 3 gold")


def test_draft_pick_previews_count_the_picks_so_far():
    state = GAME.setup(2, 3)
    seat = 0
    shown = GAME.prompt_for(state, seat)
    for option in shown.options:
        text = english(option.preview)
        assert text.startswith("Your ") and "picked 0 →" in text and "Capital" in text


# -- take-back ------------------------------------------------------------------------------------


def test_the_card_choice_can_be_taken_back_until_the_card_is_played():
    state = table(hands={0: ["y5", "g3"]}, homes={0: ["y3"]})
    assert not GAME.can_take_back(state, 0)
    chosen = choose(state, 0, "y5")
    assert GAME.can_take_back(chosen, 0) and not GAME.can_take_back(chosen, 1)
    back, events = GAME.apply(chosen, 0, BACK)
    assert back.data == state.data and prompt(back, 0).kind == "play"
    assert [event.label.key for event in events] == ["ev-took-back"]
    played, _ = act(chosen, 0, {"do": "home", "card": card_in_hand(chosen, 0, "y5")})
    assert not GAME.can_take_back(played, 0)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(played, 0, BACK)
    assert refused.value.reason == "cannot-take-back"


def test_a_card_sent_to_the_capital_or_a_drawn_modifier_closes_the_door():
    state = table(hands={0: ["b2", "p3", "g3"]}, capital=["y2", "g4"])
    agent, _ = play_card(state, 0, "b2", "capital")
    assert prompt(agent, 0).kind == "agent" and not GAME.can_take_back(agent, 0)
    cleric, _ = play_card(state, 0, "p3", "capital")
    assert prompt(cleric, 0).kind == "cleric" and not GAME.can_take_back(cleric, 0)


def test_a_first_draft_pick_can_be_taken_back_while_a_second_is_owed():
    state = GAME.setup(2, 5)
    first = GAME.pending(state)[0].options[0].action
    picked, _ = GAME.apply(state, 0, first)
    assert GAME.can_take_back(picked, 0)
    back, _ = GAME.apply(picked, 0, BACK)
    assert back.data == state.data
    second = GAME.pending(picked)[0].options[0].action
    done, _ = GAME.apply(picked, 0, second)
    assert not GAME.can_take_back(done, 0)


@pytest.mark.parametrize("players", [2, 3])
def test_back_in_random_games_returns_exactly_to_the_step_before(players):
    """Whenever Back is allowed, taking it back restores the data before the seat's last step,
    and never once a card, a modifier or a coin moved publicly or randomly."""
    taken = 0
    for seed in range(4):
        state = GAME.setup(players, seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        while GAME.pending(state):
            seat = min(GAME.pending(state))
            before = state
            state, _ = GAME.apply(state, seat, agents[seat].choose(None, GAME.pending(state)[seat]))
            if GAME.can_take_back(state, seat):
                assert state.rng.state == before.rng.state
                assert state.data["deck"] == before.data["deck"]
                assert state.data["capital"] == before.data["capital"]
                assert state.data["homes"] == before.data["homes"]
                back, _ = GAME.apply(state, seat, BACK)
                assert back.data == before.data
                taken += 1
    assert taken > 20


# -- hints ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_a_hint_is_an_offered_option_the_normal_ai_would_choose_with_a_reason(players):
    kinds = set()
    for state in _states(players, seed=7)[::3]:
        for seat, asked in GAME.pending(state).items():
            view = GAME.view(state, seat)
            given = hint(GAME.id, view, asked)
            assert 0 <= given.index < len(asked.options)
            expected = policy(GAME.id)(view, asked, Rng.from_seed(view.version * 7919 + seat))
            assert asked.options[given.index].action == expected
            assert given.reason.key.startswith("capital-lux-hint-")
            text = english(given.reason)
            assert "{" not in text and text
            kinds.add(asked.kind)
    assert {"pick", "play", "destination"} <= kinds


# -- image descriptions ---------------------------------------------------------------------------


def test_table_description_names_round_turn_capital_and_every_player():
    state = table(
        3,
        hands={0: ["y5", "g3"], 1: ["b2"], 2: ["p4"]},
        homes={0: ["y3", "y5"], 1: ["g6"]},
        capital=["y4", "y6"],
        coins={1: 2},
        mods=[(2, "yellow", 1)],
    )
    lines = [english(line) for line in GAME.table_alt(GAME.view(state, None))]
    assert lines[0] == "Round 1 · Play"
    assert lines[1] == "Ana's turn."
    assert lines[2] == "Capital: green 0, yellow 10 + 1 face-down modifier, blue 0, pink 0."
    assert lines[3] == (
        "Ana (start player): home green 0, yellow 8, blue 0, pink 0; 0 gold; 2 in hand; "
        "0 bonus cards; 8 points so far."
    )
    assert lines[4].startswith("Bruno: home green 6,") and "2 gold" in lines[4]


def test_hand_description_lists_the_cards_in_order_and_what_is_pending():
    state = table(hands={0: ["y5", "g3", "b2"]}, mods=[(-1, "blue", 0)])
    lines = [english(line) for line in GAME.hand_alt(GAME.view(state, 0))]
    assert lines == [
        "Your hand, 3 cards: green 3, yellow 5, blue 2.",
        "Choose a card to play.",
        "Your modifiers: -1 on blue. Your bonus cards: none.",
    ]
    chosen = choose(state, 0, "y5")
    assert english(GAME.hand_alt(GAME.view(chosen, 0))[1]) == "Where does your yellow 5 go?"


def test_the_chosen_card_is_in_its_owners_view_only():
    chosen = choose(table(hands={0: ["y5", "g3"], 1: ["b2"]}), 0, "y5")
    assert GAME.view(chosen, 0).data["chosen"] == {"card": card_in_hand(chosen, 0, "y5")}
    assert GAME.view(chosen, 1).data["chosen"] is None
    assert "chosen" not in GAME.view(chosen, None).data


# -- single options -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_prompt_ever_offers_a_single_option(players):
    """Forced picks, a hand of copies and a Cleric with one colour are settled by the engine,
    and a limit the seat cannot pay is discarded, so every question has a real choice."""
    for state in _states(players, seed=players):
        for asked in GAME.pending(state).values():
            assert len(asked.options) >= 2, asked


# -- hidden information ---------------------------------------------------------------------------


def _states(players, seed):
    return game_states(GAME, players, seed, lambda seat: RandomAgent(seed * 13 + seat))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_previews_hints_and_descriptions_never_depend_on_hidden_cards(players):
    """Swap every card and modifier the reader cannot see: what it reads stays the same."""
    differed = 0
    for state in _states(players, seed=20 + players)[::4]:
        for seat in range(players):
            swapped = shuffle_hidden(state, seat, Rng(state.version + seat))
            differed += swapped.data != state.data
            assert reads(GAME, swapped, seat) == reads(GAME, state, seat)
    assert differed > 10, "the check did make hidden parts differ"


def test_modifier_values_stay_hidden_in_previews():
    base = {"hands": {0: ["y2", "g3"], 1: ["y3"]}, "homes": {0: ["y6"]}, "capital": ["y4"]}
    plus = table(**base, mods=[(4, "yellow", 1)], mod_pile=[2, -1, -3])
    minus = table(**base, mods=[(-3, "yellow", 1)], mod_pile=[4, 2, -1])
    assert modifier(4) != modifier(-3)
    assert reads(GAME, choose(plus, 0, "y2"), 0) == reads(GAME, choose(minus, 0, "y2"), 0)


def test_a_hand_of_copies_is_described_by_the_question_it_asks():
    state = table(hands={0: ["y5", "y5"]})
    assert prompt(state, 0).kind == "destination"
    assert english(GAME.hand_alt(GAME.view(state, 0))[1]) == "Where does your yellow 5 go?"


def test_every_option_of_whole_games_has_a_preview():
    states = [state for seed in range(6) for state in _states(2 + seed % 3, seed)]
    assert every_option_has_a_preview(GAME, states) == {
        "pick",
        "choose",
        "home",
        "capital",
        "place",
        "take",
        "pay",
        "discard",
    }
