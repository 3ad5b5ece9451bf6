"""What a seat remembers of the round's draft (rules: "A round: 1. Draft"): the cards it passed.

"Each player simultaneously picks 2 cards face down from what they hold and passes the rest to
the left neighbour; then picks 2 again and passes the rest left; the cards received at the end
are kept." A player knows what it passed and to whom: the state records it, the seat's own view
shows it (and nobody else's), and a search AI's samples (``determinize``) keep to it.
"""

from __future__ import annotations

import pytest

from engine.ai.agents import NormalAgent
from engine.capital_lux import GAME
from engine.capital_lux.cards import cards_in, mask_of
from engine.core import RandomAgent, Rng, State, game_states
from locales import has_key, tr
from tests.engine.capital_lux_tables import (
    accounted_for,
    act,
    assert_keeps_to_memory,
    card_in_hand,
    left,
    shuffle_hidden,
    table,
    visible,
)
from tests.engine.decision_checks import NAMES, english

SEEDS = range(10)


def game(players: int, seed: int) -> list[State]:
    """Every state of a game, odd seeds played by the normal AI, even ones at random."""
    agent = NormalAgent if seed % 2 else RandomAgent
    return game_states(GAME, players, seed, lambda seat: agent(seed * 10 + seat))


def moments(players: int) -> dict[str, list[State]]:
    """States of several games at the points the memory matters: in the draft's second step
    after some of its picks, in the play after a Scientist drew, and in round 2."""
    found: dict[str, list[State]] = {"step 2": [], "drawn": [], "round 2": [], "play": []}
    for seed in SEEDS:
        kept: list[int] = []
        for state in game(players, seed):
            data = state.data
            draft = data["draft"]
            if draft is not None:
                kept = []
                if draft["step"] == 2 and len(set(draft["to_pick"])) > 1:
                    found["step 2"].append(state)
            elif data["phase"] == "play":
                kept = kept or list(data["hands"])
                found["play"].append(state)
                if any(hand & ~start for hand, start in zip(data["hands"], kept, strict=True)):
                    found["drawn"].append(state)
            if data["round"] == 2 and data["phase"] in ("draft", "play"):
                found["round 2"].append(state)
    assert all(found.values()), {name: len(states) for name, states in found.items()}
    return {name: states[:: max(1, len(states) // 30)] for name, states in found.items()}


# -- the record --------------------------------------------------------------------------------


def held(state: State) -> list[int]:
    """Per seat, the cards it holds in the draft: to pick from, and picked."""
    draft = state.data["draft"]
    return [packet | picks for packet, picks in zip(draft["packets"], draft["picks"], strict=True)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_records_the_cards_it_passed_at_each_step(players):
    """'picks 2 cards ... and passes the rest to the left neighbour; then picks 2 again and
    passes the rest left; the cards received at the end are kept': per seat and step, the
    record holds what the seat let go of, which is what its left neighbour received."""
    checked = 0
    for seed in SEEDS:
        states = game(players, seed)
        for number in (1, 2, 3):
            rounds = [state for state in states if state.data["round"] == number]
            drafting = [state for state in rounds if state.data["draft"] is not None]
            first = [state for state in drafting if state.data["draft"]["step"] == 1]
            second = [state for state in drafting if state.data["draft"]["step"] == 2]
            playing = [state for state in rounds if state.data["phase"] == "play"]
            if not (first and second and playing):
                continue
            dealt, then, kept = held(first[0]), held(second[0]), playing[0].data["hands"]
            for seat in range(players):
                receiver = left(seat, players)
                passed = second[0].data["passed"][seat]
                assert passed[0] == dealt[seat] & ~then[seat] == then[receiver] & ~dealt[receiver]
                assert passed[1] == 0, "not passed yet"
                assert playing[0].data["passed"][seat][0] == passed[0]
                last = playing[0].data["passed"][seat][1]
                assert last == then[seat] & ~kept[seat] == kept[receiver] & ~then[receiver]
                checked += 1
    assert checked >= len(SEEDS) * players * 2


def test_the_record_lasts_one_round():
    """'Then every card left in a hand goes face up to its owner's home city': at the round
    end nothing passed is hidden any more, and the next round deals a fresh draft."""
    states = game(3, seed=1)
    limits = next(state for state in states if state.data["phase"] == "limits")
    assert limits.data["passed"] is None
    assert all(GAME.view(limits, seat).data["me"]["passed"] == [] for seat in range(3))
    dealt = next(s for s in states if s.data["round"] == 2 and s.data["phase"] == "draft")
    assert dealt.data["passed"] == [[0, 0]] * 3
    assert GAME.view(dealt, 0).data["me"]["passed"] == []


# -- the view: the seat's own passes only ------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seat_sees_what_it_passed_and_to_whom(players):
    """A player remembers every card it passed: its view lists them per step, with the left
    neighbour they went to; a spectator's view has no seat of its own."""
    state = next(s for s in game(players, seed=2) if s.data["phase"] == "play")
    for seat in range(players):
        first, last = state.data["passed"][seat]
        me = GAME.view(state, seat).data["me"]
        assert me["passed"] == [
            {"step": 1, "to": left(seat, players), "cards": cards_in(first)},
            {"step": 2, "to": left(seat, players), "cards": cards_in(last)},
        ]
    assert GAME.view(state, None).data["me"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_another_seats_passes_never_show_in_a_view(players):
    """'Hands, draft picks ... are hidden': what another seat passed tells its picks, so no
    view but its own shows it. Changing it changes no other seat's view, nor a spectator's."""
    for name, states in moments(players).items():
        for state in states:
            for seat in [*range(players), None]:
                view = GAME.view(state, seat)
                changed = state.copy()
                for other in range(players):
                    if other != seat and changed.data["passed"] is not None:
                        changed.data["passed"][other] = [mask_of([other]), mask_of([other + 9])]
                assert GAME.view(changed, seat) == view, name


@pytest.mark.parametrize("players", [3, 4])
def test_the_seats_memory_does_not_depend_on_the_others_hidden_picks(players):
    """'Each player simultaneously picks 2 cards face down': whatever the left neighbour picks
    from the cards the seat passed it, the seat's memory (and its whole view) is the same."""
    state = GAME.setup(players, seed=3)
    while state.data["draft"]["step"] == 1:
        seat = min(GAME.pending(state))
        state, _ = act(state, seat, GAME.pending(state)[seat].options[0].action)
    seat, neighbour = 0, 1
    memories, theirs = [], set()
    for choice in GAME.pending(state)[neighbour].options:
        branch, _ = act(state, neighbour, choice.action)
        while branch.data["draft"] is not None:
            actor = min(GAME.pending(branch))
            branch, _ = act(branch, actor, GAME.pending(branch)[actor].options[-1].action)
        memories.append(GAME.view(branch, seat).data["me"])
        theirs.add(tuple(branch.data["passed"][neighbour]))
    assert len(theirs) > 1, "the neighbour's choices did differ"
    assert all(memory == memories[0] for memory in memories)


def test_a_game_saved_before_the_record_plays_on_and_records_its_next_pass():
    """States saved before the record have no ``passed`` key: they remember nothing, show
    nothing, sample freely, and the draft in progress records its next pass."""
    state = next(s for s in game(3, seed=4) if s.data["draft"] and s.data["draft"]["step"] == 2)
    del state.data["passed"]
    assert GAME.view(state, 0).data["me"]["passed"] == []
    sample = GAME.determinize(GAME.view(state, 0), Rng(1))
    assert GAME.view(sample, 0) == GAME.view(state, 0)
    while state.data["draft"] is not None:
        seat = min(GAME.pending(state))
        state, _ = act(state, seat, GAME.pending(state)[seat].options[0].action)
    assert [steps[0] for steps in state.data["passed"]] == [0, 0, 0]
    assert all(steps[1].bit_count() == 2 for steps in state.data["passed"])


# -- samples keep to the memory ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_true_game_keeps_to_what_each_seat_remembers(players):
    """The check below holds in real games, so it states the rules and not a wish."""
    for states in moments(players).values():
        for state in states:
            for seat in range(players):
                assert_keeps_to_memory(state, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_samples_put_every_remembered_card_where_it_can_be(players):
    """A card the seat passed and no longer sees is with a seat it can have travelled to: 'the
    cards received at the end are kept' (the last pass: the left neighbour), a first pass may
    have gone one seat further; during the second step, the left neighbour holds and picks
    from exactly what the seat passed. Everything the view shows, counts included, agrees."""
    for name, states in moments(players).items():
        for state in states:
            for seat in range(players):
                view = GAME.view(state, seat)
                for n in range(3):
                    sample = GAME.determinize(view, Rng(n))
                    accounted_for(sample)
                    assert GAME.view(sample, seat) == view, name
                    assert_keeps_to_memory(sample, seat)


def test_in_two_player_games_the_four_known_cards_are_in_the_opponents_hand():
    """With 2 players: 'I pass 4 to the opponent, they pick 2 and pass 2 back to me, so I know
    the other 2 are in their hand; then I pass 2 which they keep.' Every sample puts those 4
    in the opponent's hand, as long as they are not played."""
    checked = 0
    for seed in SEEDS:
        for state in game(2, seed):
            if state.data["phase"] != "play":
                continue
            for seat in range(2):
                first, last = state.data["passed"][seat]
                known = (first | last) & ~visible(state, seat)
                assert known & ~state.data["hands"][1 - seat] == 0
                sample = GAME.determinize(GAME.view(state, seat), Rng(seed))
                assert known & ~sample.data["hands"][1 - seat] == 0
                if known.bit_count() == 4:
                    checked += 1
    assert checked > 20


def test_a_sample_depends_only_on_the_view_with_the_memory_too():
    """Another deal of everything the seat cannot see (keeping its memory true) gives the same
    sample: it is drawn from the view and the rng only."""
    for name, states in moments(4).items():
        for state in states[::3]:
            seat = state.version % 4
            other = shuffle_hidden(state, seat, Rng(state.version))
            assert_keeps_to_memory(other, seat)
            first = GAME.determinize(GAME.view(state, seat), Rng(5))
            assert first == GAME.determinize(GAME.view(other, seat), Rng(5)), name


# -- what the player reads ---------------------------------------------------------------------

LOCALES = ("en-US", "pt-BR", "es-ES", "fr")


def passed_table() -> State:
    """Two players in the play: Ana passed pink 4 and yellow 5 at step 1 (the yellow 5 came
    back to her, and Bruno played the green 2 she passed home), then blue 2 at step 2; Bruno
    remembers passing her the green 3, which she holds."""
    state = table(hands={0: ["y5", "g3"], 1: ["b2", "p4", "g6"]}, homes={1: ["g2"]})
    ids = {name: card_in_hand(state, seat, name) for seat, name in PASSED_KINDS}
    ids["g2"] = cards_in(state.data["homes"][1])[0]
    state.data["passed"] = [
        [mask_of([ids["p4"], ids["y5"], ids["g2"]]), mask_of([ids["b2"]])],
        [mask_of([ids["g3"]]), 0],
    ]
    return state


PASSED_KINDS = [(0, "y5"), (0, "g3"), (1, "b2"), (1, "p4")]


def test_the_hand_description_reminds_the_passer_of_what_it_passed():
    """A player remembers every card it passed: its hand's description names the neighbour
    it passed to and the cards it passed that nobody played and that did not come back to it
    ('I pass 4 to the opponent, they pick 2 and pass 2 back to me')."""
    state = passed_table()
    ana = [english(line) for line in GAME.hand_alt(GAME.view(state, 0))]
    assert ana[-1] == "You passed to Bruno (not played yet): blue 2, pink 4."
    bruno = [english(line) for line in GAME.hand_alt(GAME.view(state, 1))]
    assert bruno[-1] == "You passed to Ana (not played yet): green 3."
    assert not any("Bruno (" in line for line in bruno)
    assert not any("passed" in english(line) for line in GAME.table_alt(GAME.view(state, None)))


def test_the_reminder_is_the_passers_only():
    """'Hands, draft picks ... are hidden': what Bruno passed, wherever it went, never shows
    in Ana's texts, and what Ana passed never in Bruno's."""
    state = passed_table()
    for seat in range(2):
        changed = state.copy()
        changed.data["passed"][1 - seat] = [mask_of([5, 40]), mask_of([60])]
        assert GAME.hand_alt(GAME.view(changed, seat)) == GAME.hand_alt(GAME.view(state, seat))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_reminder_reads_in_each_language(locale):
    """Every player-visible text is in all four catalogs: the line and the image's label."""
    line = GAME.hand_alt(GAME.view(passed_table(), 0))[-1]
    assert line.key == "capital-lux-alt-passed"
    text = tr(locale, line, NAMES)
    assert "Bruno" in text and "capital-lux" not in text and "{" not in text
    assert has_key(locale, "capital-lux-img-passed-to")
    if locale != "en-US":
        assert text != tr("en-US", line, NAMES)
