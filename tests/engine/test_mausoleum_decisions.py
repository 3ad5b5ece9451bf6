"""Deciding made easy (issue 18): option previews, no take-back, hints and image descriptions,
each from what the deciding seat may see."""

from __future__ import annotations

import pytest

from engine.ai.hints import hint
from engine.ai.policies import policy
from engine.core import BACK, IllegalAction, RandomAgent, Rng, game_states
from engine.mausoleum import GAME
from tests.engine.decision_checks import english, every_option_has_a_preview, previews, reads
from tests.engine.mausoleum_tables import act, table
from tests.engine.test_mausoleum_views import rehide

# -- previews -------------------------------------------------------------------------------------


def test_theft_targets_say_hand_sizes_and_what_may_defend():
    """ "Sculptors: defence: cancels an attack on your hand (Theft, Exchange)"; "a Protection or
    matching guard already in their area (used automatically ...)"; hands are hidden, so a
    Sculptors in a hand is unknown."""
    state = table(
        3,
        hands={
            0: ["theft", "base"],
            1: ["base", "columns"],
            2: ["base", "base", "pyramid", "statues"],
        },
        areas={1: ["sculptors"]},
    )
    state, _ = act(state, 0, "play", "theft")
    shown = previews(GAME, state, 0)
    assert shown["Attack Bruno"] == (
        "Theft on Bruno (2 cards in hand; blocked at once by the Sculptors in their area)"
    )
    assert shown["Attack Carla"] == (
        "Theft on Carla (4 cards in hand; Sculptors in their hand? unknown)"
    )


def test_a_defence_nobody_can_hold_is_said_so():
    """Three Sculptors in the deck: with all three in sight, no hand can hold one."""
    state = table(
        2,
        hands={0: ["theft", "sculptors"], 1: ["base", "columns"]},
        discard=["sculptors", "sculptors"],
    )
    shown = previews(GAME, state, 0)
    # One target only: the card's preview is the target's.
    assert shown["Play Theft"] == (
        "Theft on Bruno (2 cards in hand; no Sculptors left unseen: they cannot defend)"
    )


def test_a_construction_that_completes_a_set_says_the_new_score():
    """ "Complete set = one Base, one Columns, one Pyramid, one Statues in your area; each
    scores 8"; "Mausolus in your area: one complete set scores 16 instead of 8"."""
    state = table(
        hands={0: ["statues", "base", "mausolus"]},
        areas={0: ["base", "columns", "pyramid"]},
    )
    shown = previews(GAME, state, 0)
    assert shown["Play Statues"] == "Completes a set: your score 0 → 8"
    assert shown["Play Base"] == "A spare Base (you have 1): no progress on your next set"
    assert shown["Play Mausolus"] == "No complete set yet: +8 once you complete one"
    done = table(
        hands={0: ["mausolus", "base"]},
        areas={0: ["base", "columns", "pyramid", "statues", "columns"]},
    )
    shown = previews(GAME, done, 0)
    assert shown["Play Mausolus"] == "Doubles one of your sets: your score 8 → 16"
    assert shown["Play Base"] == "Set 2: 1 → 2 of the 4 kinds in your area"


def test_earthquake_and_invasion_previews_say_both_scores():
    """ "Earthquake: they discard one construction card of your choice"; "Invasion: take one
    construction card of your choice from an opponent's area into your own area"; "With 2 or
    more complete sets: +4 once"."""
    areas = {
        0: ["base", "columns", "pyramid"],
        1: ["base", "columns", "pyramid", "statues", "base", "columns", "pyramid", "statues"],
    }
    state = table(hands={0: ["invasion", "base"]}, areas=areas)
    state, _ = act(state, 0, "play", "invasion")
    state, _ = act(state, 0, "target", target=1)
    shown = previews(GAME, state, 0)
    assert shown["Statues"] == ("Statues moves to your area: Bruno's score 20 → 8, yours 0 → 8")
    state = table(hands={0: ["earthquake", "base"]}, areas=areas)
    state, _ = act(state, 0, "play", "earthquake")
    state, _ = act(state, 0, "target", target=1)
    assert previews(GAME, state, 0)["Pyramid"] == "Bruno loses Pyramid: their score 20 → 8"


def test_the_target_of_an_attack_sees_what_is_at_stake():
    state = table(hands={0: ["theft", "base"], 1: ["sculptors", "base", "pyramid"]})
    state, _ = act(state, 0, "play", "theft")
    state, _ = act(state, 0, "target", target=1)
    shown = previews(GAME, state, 1)
    assert shown["Let the attack through"] == "Ana takes 1 of your 3 cards at random"
    assert shown["Reveal Sculptors"] == (
        "Cancels the Theft; otherwise: Ana takes 1 of your 3 cards at random"
    )


def test_pass_counts_towards_the_end_once_the_draw_pile_is_empty():
    """ "the game ends when every player in turn has passed once in a row"."""
    state = table(hands={0: ["base"], 1: ["base"]}, empty_draw=True, passes=1)
    assert previews(GAME, state, 0)["Pass"] == "Passes in a row: 2 of 2 — the game ends"
    state = table(hands={0: ["base"], 1: ["base"]})
    assert previews(GAME, state, 0)["Pass"] == "Ends your turn without playing"


def test_a_pass_that_ends_the_game_through_automatic_passes_says_so():
    """Issue 33, 2, and the rule: 'Once the draw pile is empty, a player with no cards in hand
    passes automatically, and that pass counts toward "every player passed once in a row"'.
    Seat 0 passes (2 of 3), seat 1 has no cards and passes by itself (3 of 3): the game ends."""
    state = table(3, hands={0: ["base"], 2: ["columns"]}, empty_draw=True, passes=1)
    assert previews(GAME, state, 0)["Pass"] == "Passes in a row: 3 of 3 — the game ends"
    after, _ = act(state, 0, "pass")
    assert GAME.result(after) is not None, "the preview said what the pass does"


def test_a_pass_counts_the_automatic_passes_that_follow_it():
    """Seat 0 passes (1 of 4), seats 1 and 2 have no cards and pass by themselves (3 of 4):
    seat 3 decides next, the game goes on."""
    state = table(4, hands={0: ["base"], 3: ["columns"]}, empty_draw=True)
    assert previews(GAME, state, 0)["Pass"] == "Passes in a row: 3 of 4"
    after, _ = act(state, 0, "pass")
    assert after.data["passes"] == 3 and list(GAME.pending(after)) == [3]


# -- take-back: none ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_no_step_can_ever_be_taken_back(players):
    """Every step draws, moves a card at random, or shows a card to the table (the card played,
    the target named, a discard): none may be taken back."""
    for seed in range(3):
        state = GAME.setup(players, seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        while GAME.pending(state):
            for seat in range(players):
                assert not GAME.can_take_back(state, seat)
            seat = min(GAME.pending(state))
            state, _ = GAME.apply(state, seat, agents[seat].choose(None, GAME.pending(state)[seat]))
            assert state.undo == ()
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(GAME.setup(2, 0), GAME.setup(2, 0).data["turn"], BACK)
    assert refused.value.reason == "cannot-take-back"


# -- hints ----------------------------------------------------------------------------------------


def _states(players, seed):
    return game_states(GAME, players, seed, lambda seat: RandomAgent(seed * 13 + seat))


@pytest.mark.parametrize("players", [2, 3])
def test_a_hint_is_an_offered_option_the_normal_ai_would_choose_with_a_reason(players):
    kinds = set()
    for seed in range(3):
        for state in _states(players, seed):
            for seat, asked in GAME.pending(state).items():
                if len(asked.options) < 2:
                    continue
                view = GAME.view(state, seat)
                given = hint(GAME.id, view, asked)
                rng = Rng.from_seed(view.version * 7919 + seat)
                assert asked.options[given.index].action == policy(GAME.id)(view, asked, rng)
                assert given.reason.key.startswith("mausoleum-hint-")
                assert "{" not in english(given.reason)
                kinds.add(asked.kind)
    assert {"play", "discard"} <= kinds


# -- image descriptions ---------------------------------------------------------------------------


def test_table_description_names_turn_piles_and_every_player():
    state = table(
        2,
        hands={0: ["theft", "base"], 1: ["base"]},
        areas={0: ["base", "columns", "pyramid", "statues", "mausolus"], 1: ["architects"]},
        discard=["exchange"],
    )
    lines = [english(line) for line in GAME.table_alt(GAME.view(state, None))]
    assert lines[0].startswith("Ana's turn. Draw pile:")
    assert lines[1] == "Discard pile: 1 cards, top: Exchange."
    assert lines[2] == (
        "Ana: 16 points, 1 complete set; Base 1, Columns 1, Pyramid 1, Statues 1; "
        "also: Mausolus ×1; 2 in hand."
    )
    assert lines[3] == (
        "Bruno: 0 points, 0 complete sets; Base 0, Columns 0, Pyramid 0, Statues 0; "
        "also: Architects ×1; 1 in hand."
    )


def test_hand_description_lists_the_cards_and_the_step_in_progress():
    state = table(3, hands={0: ["theft", "base"], 1: ["base"], 2: ["pyramid"]})
    assert [english(line) for line in GAME.hand_alt(GAME.view(state, 0))] == [
        "Your hand, 2 cards: Base, Theft.",
        "Play one card from your hand, or pass.",
    ]
    state, _ = act(state, 0, "play", "theft")
    assert [english(line) for line in GAME.hand_alt(GAME.view(state, 0))] == [
        "Your hand, 1 card: Base.",
        "You are playing Theft.",
        "Whom do you attack with Theft?",
    ]
    assert english(GAME.hand_alt(GAME.view(state, 1))[-1]) == "Waiting for Ana."
    assert GAME.view(state, 0).data["chosen"] == {"card": state.data["card"], "target": None}
    assert GAME.view(state, 1).data["chosen"] is None
    assert "chosen" not in GAME.view(state, None).data


# -- hidden information ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_previews_hints_and_descriptions_never_depend_on_hidden_cards(players):
    """Deal every card the reader cannot see again: what it reads stays the same."""
    differed = 0
    for state in _states(players, seed=30 + players)[::3]:
        for seat in range(players):
            if state.data["step"] == "defend" and state.data["target"] != seat:
                continue  # the target must keep its defence card for the state to be legal
            swapped = rehide(state, seat, state.version + seat)
            differed += swapped.data != state.data
            assert reads(GAME, swapped, seat) == reads(GAME, state, seat)
    assert differed > 10, "the check did make hidden parts differ"


def test_every_option_of_whole_games_has_a_preview():
    states = [state for seed in range(6) for state in _states(2 + seed % 3, seed)]
    assert every_option_has_a_preview(GAME, states) == {
        "play",
        "pass",
        "target",
        "construction",
        "give",
        "recover",
        "discard",
        "defend",
        "allow",
    }


def test_single_option_prompts_are_left_to_the_front_end_to_answer():
    """A prompt with one option (the only target of a two-player game, a lone construction,
    a hand of one kind to give or discard, nothing playable but a pass) is still asked by the
    engine, so that stored logs keep replaying; the bot answers it itself, logged as usual.
    A defence is never such a prompt: revealing or not is always a choice."""
    single = set()
    for seed in range(6):
        for state in _states(2, seed):
            for asked in GAME.pending(state).values():
                if len(asked.options) == 1:
                    single.add(asked.kind)
                    assert asked.kind != "defend"
    assert "target" in single
    assert single <= {"play", "target", "construction", "give", "recover", "discard"}
