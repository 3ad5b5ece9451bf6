"""Setup: ``rules/luxor.md`` § Setup."""

from collections import Counter

import pytest

from engine.luxor import GAME
from engine.luxor.board import CARDS, SPACES, STAIRS, TILES, tiles_of
from tests.engine.luxor_builder import options, stage


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    """'Each player puts 2 adventurers standing (active) on the stairs and 1 lying (inactive) at
    each of the 3 Anubis statues. Shuffle the basic cards; deal 5 to each player ... The rest is
    the draw deck. Shuffle each Horus level separately into face-up stacks. Deal 4 Osiris tiles
    at random onto the 4 Osiris spaces. Shuffle treasures onto the treasure spaces. Shuffle each
    temple back type into its own face-down stack. A random player is the first player. All
    scores 0.'"""
    data = GAME.setup(players, seed=11).data
    assert data["adventurers"] == [[STAIRS, STAIRS]] * players
    assert data["sleepers"] == [list(range(players))] * 3
    assert [len(hand) for hand in data["hands"]] == [5] * players
    assert len(data["deck"]) == 31 - 5 * players
    dealt = [c for hand in data["hands"] for c in hand] + data["deck"]
    assert sorted(dealt) == [c for c, card in enumerate(CARDS) if card.level == 0]
    for level, stack in zip((1, 2, 3), data["horus"], strict=True):
        assert sorted(stack) == [c for c, card in enumerate(CARDS) if card.level == level]
    assert data["discard"] == []
    for number, space in enumerate(SPACES, start=1):
        tile = TILES[data["tiles"][number]]
        assert tile.kind == space.kind
        if space.kind == "horus":
            assert tile.levels == (space.horus_level,)
    on_board = [t for t in data["tiles"] if t is not None]
    assert sorted(t for t in on_board if TILES[t].kind == "treasure") == tiles_of("treasure")
    osiris = [t for t in on_board if TILES[t].kind == "osiris"] + data["osiris_box"]
    assert len(data["osiris_box"]) == 2 and sorted(osiris) == tiles_of("osiris")
    for back, stack in data["temples"].items():
        assert {TILES[t].back for t in stack} == {back}
    assert sum(map(len, data["temples"].values())) == 14
    assert data["score"] == data["keys"] == data["wilds"] == [0] * players
    assert data["key_supply"] == 20 and data["wild_supply"] == 18
    assert Counter(data["scarab_supply"]) == {1: 4, 2: 8, 3: 6, 4: 4}
    assert data["current"] == data["first"] and data["round"] == 1


def test_setup_is_random_but_reproducible():
    """Setups differ by seed (order of cards and tiles, first player) and repeat exactly."""
    firsts = {GAME.setup(3, seed).data["first"] for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert GAME.setup(3, 5) == GAME.setup(3, 5)
    assert GAME.setup(3, 5).data["tiles"] != GAME.setup(3, 6).data["tiles"]


def test_first_prompt_is_the_first_players_card_choice():
    state = GAME.setup(4, seed=2)
    assert list(GAME.pending(state)) == [state.data["first"]]
    assert stage(state) == "card"
    assert options(state) == [{"do": "play", "end": "left"}, {"do": "play", "end": "right"}]


def test_player_counts():
    assert (GAME.id, GAME.display_name, GAME.min_players, GAME.max_players) == (
        "luxor",
        "Luxor",
        2,
        4,
    )
    with pytest.raises(ValueError):
        GAME.setup(5, seed=1)
