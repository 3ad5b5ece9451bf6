"""The take-back rule of the engine contract (``Game.reversible``) against what every game does
(issue 33, 5): a step that can be taken back taught its own player nothing, and showed the
others only what that player held, such as Luxor's card played face up."""

from __future__ import annotations

import pytest

from engine.core import BACK, Game, RandomAgent, Rng, State, games, get_game, play
from engine.luxor import GAME as LUXOR
from engine.luxor.board import STAIRS
from tests.engine.luxor_builder import LEFT, Scenario, hand
from tests.engine.luxor_builder import play as luxor_play

DEALS = 2


def reversible_steps(game: Game, players: int, seed: int) -> list[tuple[State, int, dict]]:
    """``(state before, seat, action)`` of every step of a random game kept for a take-back."""
    steps = []
    before = [game.setup(players, seed)]

    def keep(state: State, seat: int, action: dict) -> None:
        if state.undo and state.undo[-1][0] == seat and len(state.undo) > len(before[0].undo):
            steps.append((before[0], seat, action))
        before[0] = state

    play(game, before[0], lambda s: RandomAgent(seed * 31 + s), after_each=keep)
    return steps


@pytest.mark.parametrize("game_id", sorted(games()))
def test_a_step_that_can_be_taken_back_taught_its_player_nothing_hidden(game_id):
    """``Game.reversible``: 'the step revealed nothing hidden from the seat that took it (no
    card drawn, no tile turned face up, no other seat's card seen), and showed the others only
    what that seat held'. Whatever the hidden parts the seat could not see before the step
    (dealt anew from its view), the step leaves the seat, and a spectator, with the same
    view: the seat learned nothing, and a spectator only what the seat already knew."""
    game = get_game(game_id)
    checked = 0
    for seed in range(2):
        for before, seat, action in reversible_steps(game, 3, seed)[::3]:
            after, _ = game.apply(before, seat, action)
            for deal in range(DEALS):
                dealt = game.determinize(game.view(before, seat), Rng.from_seed(deal))
                again, _ = game.apply(dealt, seat, action)
                assert again.undo[-1][0] == seat, "the same step can be taken back"
                for viewer in (None, seat):
                    assert game.view(again, viewer) == game.view(after, viewer), viewer
            checked += 1
    if game_id != "mausoleum":  # Mausoleum: every step draws, moves a card at random or shows one
        assert checked >= 5


def test_luxor_a_card_played_face_up_can_be_taken_back():
    """Issue 33, 5: 'Luxor lets a player take back the card they just played face up (a
    decision we keep: the card was their own)'. The card shows on the table, yet Back returns
    it to the hand and the table is as it was."""
    start = (
        Scenario()
        .adventurers(0, 10, 20)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("range", 4, 1), ("step", 1)))
        .state()
    )
    assert LUXOR.view(start, None).data["turn"]["card"] is None
    played, _ = luxor_play(start, LEFT)
    shown = LUXOR.view(played, None).data["turn"]["card"]
    assert shown is not None and shown["kind"] == "range", "the others see the card"
    assert LUXOR.can_take_back(played, 0)
    back, _ = LUXOR.apply(played, 0, BACK)
    assert back.data == start.data
    assert LUXOR.view(back, 1).data["turn"]["card"] is None


def test_the_contract_says_a_step_may_show_the_others_the_players_own_card():
    """Issue 33, 5: '`Game.reversible` says a step can be taken back only when it revealed
    nothing hidden, but Luxor lets a player take back the card they just played face up ...
    Say so in the contract'."""
    rule = " ".join(Game.reversible.__doc__.split())
    assert "revealed nothing hidden from the seat that took it" in rule
    assert "showed the others only what that seat held" in rule
    assert "Luxor" in rule
