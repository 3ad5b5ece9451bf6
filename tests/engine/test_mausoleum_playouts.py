"""Whole random games for 2, 3 and 4 players: they end, keep all 52 cards, replay exactly and
round-trip through JSON after every action."""

import pytest

from engine.mausoleum import GAME
from tests.engine.contract_checks import random_playouts
from tests.engine.mausoleum_tables import all_cards
from tests.engine.test_mausoleum_views import rehide

ALL_CARDS = list(range(52))


def all_52_cards_on_the_table(state):
    assert all_cards(state) == ALL_CARDS, f"cards lost or duplicated at version {state.version}"
    assert all(hand == sorted(hand) for hand in state.data["hands"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_keep_every_card(players):
    results = random_playouts(GAME, players, 300, invariant=all_52_cards_on_the_table)
    assert all(1 in result.ranks for result in results)
    assert any(max(result.scores) > 0 for result in results)


def hidden_cards_never_change_a_view(state):
    """Dealing every card a seat cannot see again must leave that seat's view as it was."""
    for seat in [None, *range(state.players)]:
        view = GAME.view(state, seat)
        assert view == GAME.view(rehide(state, seat, state.version), seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_never_show_other_hands_or_the_draw_order_during_games(players):
    random_playouts(GAME, players, 30, first_seed=1000, invariant=hidden_cards_never_change_a_view)
