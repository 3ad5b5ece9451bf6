"""The component and board data (``engine/luxor/board.py``) matches ``rules/luxor.md``."""

from collections import Counter

from engine.luxor.board import (
    BASIC_CARDS,
    CARDS,
    HORUS_CARDS,
    KEYS,
    LAST_SPACE,
    OSIRIS_VALUES,
    SARCOPHAGI,
    SCARAB_VALUES,
    SET_VP,
    SPACES,
    STATUES_AFTER,
    TEMPLE_FRONTS,
    TILES,
    TOMB,
    TOMB_WALL_VP,
    TREASURE_NEEDS,
    WILDS,
    Card,
    tiles_of,
    wall_vp,
)


def test_the_path_has_40_spaces_then_the_tomb():
    """'spaces 1–40, then the tomb (position 41)'."""
    assert LAST_SPACE == 40 and TOMB == 41
    kinds = Counter(space.kind for space in SPACES)
    assert kinds == {"treasure": 30, "horus": 6, "osiris": 4}


def test_space_table():
    """The board table of the rules file, space by space (kind, temple icon, wall VP)."""
    table = {
        5: ("horus", 1), 11: ("horus", 1), 19: ("horus", 2),
        25: ("horus", 2), 32: ("horus", 3), 37: ("horus", 3),
    }  # fmt: skip
    osiris = {8, 16, 23, 29}
    icons = {
        2: "falcon", 4: "cobra", 7: "lion", 9: "falcon", 13: "cobra", 17: "falcon", 20: "lion",
        22: "cobra", 27: "falcon", 30: "lion", 33: "cobra", 34: "falcon", 38: "lion",
        39: "falcon",
    }  # fmt: skip
    walls = [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4 + [6] * 4 + [7] * 4 + [8] * 4
    walls += [10] * 4 + [13] * 4
    for number, space in enumerate(SPACES, start=1):
        if number in table:
            assert (space.kind, space.horus_level) == table[number]
        elif number in osiris:
            assert space.kind == "osiris"
        else:
            assert space.kind == "treasure"
        assert space.icon == icons.get(number), number
        assert space.wall_vp == walls[number - 1], number
    assert TOMB_WALL_VP == 15 and wall_vp(TOMB) == 15 and wall_vp(0) == 0


def test_statues_stand_between_spaces():
    """'between 6 and 7', 'between 14 and 15', 'between 24 and 25'."""
    assert STATUES_AFTER == (6, 14, 24)


def test_cards():
    """'31 basic cards: 6× 1, 5× ±1, 4× each of 2, 3, 4, 5, 4× die'; 8 Horus cards per level."""
    basic = Counter()
    for card, copies in BASIC_CARDS:
        basic[card] += copies
    assert basic == {
        Card("step", 1): 6,
        Card("plus-minus", 1): 5,
        Card("step", 2): 4,
        Card("step", 3): 4,
        Card("step", 4): 4,
        Card("step", 5): 4,
        Card("die"): 4,
    }
    assert len(CARDS) == 55
    for level in (1, 2, 3):
        assert sum(copies for _, copies in HORUS_CARDS[level]) == 8
        assert all(card.level == level for card, _ in HORUS_CARDS[level])
    level_1 = {(card.kind, card.n): copies for card, copies in HORUS_CARDS[1]}
    assert level_1 == {
        ("range", 3): 2,
        ("range", 4): 1,
        ("move-all", 1): 2,
        ("one-fewer", 1): 2,
        ("last-to-second-last", 0): 1,
    }
    level_3 = {(card.kind, card.n): copies for card, copies in HORUS_CARDS[3]}
    assert level_3 == {
        ("range", 5): 1,
        ("range", 6): 2,
        ("range-die", 0): 1,
        ("move-all", 2): 2,
        ("one-fewer", 3): 1,
        ("last-to-second-last", 0): 1,
    }


def test_treasures():
    """'10 each of vase, jewel, statue. Per type the VP values are 1×1, 4×3, 3×4, 1×5, 1×6';
    requirement 'value 1 or 3: 1 adventurer; value 4 or 5: 2 adventurers; value 6: 3'."""
    treasures = [TILES[t] for t in tiles_of("treasure")]
    assert len(treasures) == 30
    for kind in ("vase", "jewel", "statue"):
        values = Counter(t.vp for t in treasures if t.treasure == kind)
        assert values == {1: 1, 3: 4, 4: 3, 5: 1, 6: 1}
    assert TREASURE_NEEDS == {1: 1, 3: 1, 4: 2, 5: 2, 6: 3}


def test_temple_tiles_match_the_icons():
    """'backs: 4 cobra, 6 falcon, 4 lion'; cobra = 4 tunnels; falcon = 3 wild, 1 scarab-or-wild,
    1 favour 1 or 2, 1 favour 2 or 3; lion = 4 scarab."""
    temples = [TILES[t] for t in tiles_of("temple")]
    assert Counter(t.back for t in temples) == {"cobra": 4, "falcon": 6, "lion": 4}
    assert Counter(s.icon for s in SPACES if s.icon) == {"cobra": 4, "falcon": 6, "lion": 4}
    fronts = Counter((t.back, t.front, t.levels) for t in temples)
    assert fronts == {
        ("cobra", "tunnel", ()): 4,
        ("falcon", "wild", ()): 3,
        ("falcon", "scarab-or-wild", ()): 1,
        ("falcon", "favour", (1, 2)): 1,
        ("falcon", "favour", (2, 3)): 1,
        ("lion", "scarab", ()): 4,
    }
    assert set(TEMPLE_FRONTS) == {"cobra", "falcon", "lion"}


def test_supplies():
    """Horus tiles 2 each of 1, 2, 3 eyes; Osiris 1, 2, 2, 3, 3, 4; 20 keys; scarabs 4×1, 8×2,
    6×3, 4×4; 18 wilds; sarcophagi 5 and 3; set table 3, 7, 12, 18, 25, 33, 42, 52."""
    assert Counter(TILES[t].levels for t in tiles_of("horus")) == {(1,): 2, (2,): 2, (3,): 2}
    assert sorted(OSIRIS_VALUES) == [1, 2, 2, 3, 3, 4]
    assert [TILES[t].steps for t in tiles_of("osiris")] == list(OSIRIS_VALUES)
    assert KEYS == 20 and WILDS == 18
    assert Counter(SCARAB_VALUES) == {1: 4, 2: 8, 3: 6, 4: 4}
    assert SARCOPHAGI == (5, 3)
    assert SET_VP[1:] == (3, 7, 12, 18, 25, 33, 42, 52)
