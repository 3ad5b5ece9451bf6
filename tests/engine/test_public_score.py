"""Issue 16, "Who is winning": each player row shows the score as far as it is public.

``view.data["players"][seat]["public_score"]`` in every game (read with
``engine.core.public_scores``): what the seat would score if the game ended now, leaving out only
values the table cannot see. Each test quotes the scoring rule it counts.
"""

from __future__ import annotations

import pytest

from engine.capital_lux import GAME as CAPITAL_LUX
from engine.capital_lux.cards import VALUE_OF, cards_in
from engine.core import game_over, games, get_game, public_scores, random_game_states, seat_label
from engine.luxor import GAME as LUXOR
from engine.luxor.board import STAIRS, TOMB
from engine.mausoleum import GAME as MAUSOLEUM
from locales import SUPPORTED_LOCALES, tr
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
}
"""What a game keeps out of the public score until its end (the others: nothing)."""


@pytest.mark.parametrize("game_id", list(games()))
def test_once_the_game_is_over_the_public_score_is_the_final_score(game_id):
    """Issue 33, 1: 'At the end every hidden figure is revealed (Luxor: "each player reveals the
    scarabs they collected"; Capital Lux: the last round's scoring) ... Once the game is over,
    the public view's score is the final score, and the label says so.' Before the last step the
    hidden values are still left out."""
    game = get_game(game_id)
    hid_something = False
    for seed in (1, 2):
        states = random_game_states(game, 3, seed)
        final, before = states[-1], states[-2]
        assert game_over(game.view(final, None)) and not game_over(game.view(before, None))
        assert every_viewer(game, final) == list(game.result(final).scores)
        hidden = HIDDEN_AT_THE_END.get(game_id, lambda state, seat: 0)
        hid_something |= any(hidden(final, seat) for seat in range(3))
    assert hid_something or game_id not in HIDDEN_AT_THE_END, "the end revealed a hidden figure"


FINAL_WORDS = {
    "en-US": "final score",
    "pt-BR": "pontuação final",
    "es-ES": "puntuación final",
    "fr": "score final",
}
SO_FAR_WORDS = {
    "en-US": "so far",
    "pt-BR": "até agora",
    "es-ES": "por ahora",
    "fr": "pour l'instant",
}


@pytest.mark.parametrize("game_id", sorted(HIDDEN_AT_THE_END))
@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_last_table_description_names_the_final_score(game_id, locale):
    """Issue 33, 1: '... the final table, the last replay frame and their descriptions still
    show the public score "so far" ... the label says so ("final score" rather than "so
    far")'. Each player's line gives the result's score, called final, in every language."""
    game = get_game(game_id)
    final = random_game_states(game, 3, 1)[-1]
    lines = [tr(locale, label) for label in game.table_alt(game.view(final, None))]
    scores = game.result(final).scores
    for seat, score in enumerate(scores):
        name = tr(locale, seat_label(seat))
        line = next(text for text in lines if text.startswith(name) and text[len(name)] in " :")
        assert f"{FINAL_WORDS[locale]} {score}" in line, line
        assert SO_FAR_WORDS[locale] not in line, line
