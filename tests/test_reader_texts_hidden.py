"""What the turn panel reads to a player — the option previews, the hint, the alt text of their
hand and of the table — must not change when what they cannot see changes.

For states along random games, the deciding seat's view is re-dealt twice (``determinize``
samples every hidden part anew: other players' cards, the decks); everything the panel shows
that seat must come out the same from either deal.
"""

from __future__ import annotations

import pytest

from engine.ai.hints import hint
from engine.core import Rng, games, get_game, random_game_states

SAMPLED = 12
"""States per game (spread along one random game)."""


def panel_texts(game, state, seat):
    prompt = game.prompt_for(state, seat)  # as the panel shows it: with previews
    own = game.view(state, seat)
    return {
        "previews": [option.preview for option in prompt.options],
        "hint": hint(game.id, own, prompt),
        "hand alt": game.hand_alt(own),
        "table alt": game.table_alt(game.view(state, None)),
    }


@pytest.mark.parametrize("game_id", list(games()))
def test_previews_hints_and_alt_text_ignore_what_the_reader_cannot_see(game_id):
    game = get_game(game_id)
    states = [s for s in random_game_states(game, 3, seed=18) if game.pending(s)]
    step = max(1, len(states) // SAMPLED)
    checked = 0
    for state in states[::step]:
        for seat in game.pending(state):
            view = game.view(state, seat)
            deals = [game.determinize(view, Rng.from_seed(n)) for n in (1, 2)]
            seen = [panel_texts(game, deal, seat) for deal in deals]
            assert seen[0] == seen[1] == panel_texts(game, state, seat), (
                f"{game_id} v{state.version}: seat {seat}'s panel depends on hidden data"
            )
            checked += 1
    assert checked >= SAMPLED
