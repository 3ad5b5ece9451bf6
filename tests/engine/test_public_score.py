"""Issue 16, "Who is winning": each player row shows the score as far as it is public.

``view.data["players"][seat]["public_score"]`` in every game (read with
``engine.core.public_scores``): what the seat would score if the game ended now, leaving out only
values the table cannot see. Each test quotes the scoring rule it counts.
"""

from __future__ import annotations

import pytest

from engine.capital_lux import GAME as CAPITAL_LUX
from engine.capital_lux.cards import VALUE_OF, cards_in
from engine.core import get_game, public_scores, random_game_states
from engine.luxor import GAME as LUXOR
from engine.luxor.board import STAIRS, TOMB
from engine.mausoleum import GAME as MAUSOLEUM
from tests.engine import capital_lux_tables as cl
from tests.engine import mausoleum_tables as ms
from tests.engine.luxor_builder import Scenario, treasure


def every_viewer(game, state) -> list[int]:
    """The public scores, after checking that every seat and a spectator see the same."""
    scores = public_scores(game.view(state, None))
    for seat in range(state.players):
        assert public_scores(game.view(state, seat)) == scores, "the same for everyone"
    return scores


def test_luxor_counts_everything_public_and_leaves_scarab_values_out():
    """'Added to the treasure VP scored during play: (1) each adventurer scores its space's wall
    VP (stairs, statues: 0; tomb: 15); (2) sarcophagi; (3) 1 VP per key held; (4) treasure sets
    — ... a wild treasure replaces any type ... sets score 1:3 ...; (5) scarab values.' and
    'Hidden information: ... scarab values': scarabs are counted, not valued."""
    jewel, vase = treasure("jewel", 4), treasure("vase", 3)
    state = (
        Scenario()
        .adventurers(0, STAIRS, 12, TOMB)
        .adventurers(1, STAIRS)
        .keys(0, 2)
        .set(
            treasures=[[jewel, vase], []],
            score=[7, 0],
            sarcophagi=[0],
            wilds=[1, 0],
            scarabs=[[4, 2], []],
        )
        .state()
    )
    # treasures 7 + walls 0 + 3 (space 12) + 15 (tomb) + sarcophagus 5 + keys 2 + one set 3
    assert every_viewer(LUXOR, state) == [35, 0]
    assert LUXOR.view(state, None).data["players"][0]["scarabs"] == 2, "counted"


def test_capital_lux_counts_home_city_and_gold_not_bonus_cards():
    """'Final scoring: Home city values + bonus card values + 1 per unspent gold coin.' and
    'bonus card values (except to their owner) are hidden'; 'Home cities, ... coins ... are
    public.'"""
    state = cl.table(
        homes={0: ["g5", "b3", "p2"], 1: ["y6"]},
        coins={0: 2},
        bonus={0: ["y6"]},
        hands={0: ["b2"], 1: ["g2"]},
    )
    assert every_viewer(CAPITAL_LUX, state) == [12, 6]


def test_mausoleum_counts_sets_bonus_and_mausolus():
    """'Complete set = one Base, one Columns, one Pyramid, one Statues in your area; each scores
    8. With 2 or more complete sets: +4 once (D). Mausolus in your area: one complete set scores
    16 instead of 8'. Areas are public, so the whole score is."""
    one_set = ["base", "columns", "pyramid", "statues"]
    state = ms.table(
        areas={0: [*one_set, *one_set, "mausolus"], 1: one_set, 2: ["base", "mausolus"]},
        players=3,
    )
    assert every_viewer(MAUSOLEUM, state) == [16 + 4 + 8, 8, 0]
    assert [p["complete_sets"] for p in MAUSOLEUM.view(state, None).data["players"]] == [2, 1, 0]


HIDDEN_AT_THE_END = {
    "luxor": lambda state, seat: sum(state.data["scarabs"][seat]),
    "capital-lux": lambda state, seat: sum(
        map(VALUE_OF.__getitem__, cards_in(state.data["bonus"][seat]))
    ),
    "mausoleum": lambda state, seat: 0,
}


@pytest.mark.parametrize("game_id", sorted(HIDDEN_AT_THE_END))
def test_at_the_end_the_public_score_plus_the_hidden_values_is_the_final_score(game_id):
    """The public score is the final score less what is hidden, never another sum."""
    game = get_game(game_id)
    for seed in (1, 2):
        final = random_game_states(game, 3, seed)[-1]
        result = game.result(final)
        scores = every_viewer(game, final)
        hidden = [HIDDEN_AT_THE_END[game_id](final, seat) for seat in range(3)]
        assert [s + h for s, h in zip(scores, hidden, strict=True)] == list(result.scores)
