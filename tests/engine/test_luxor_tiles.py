"""Tile actions: ``rules/luxor.md`` § Tile actions."""

from engine.luxor.board import STAIRS
from tests.engine.luxor_builder import (
    LEFT,
    Scenario,
    blocked,
    card_id,
    hand,
    hand_of,
    keys_of,
    options,
    play,
    stage,
    temple,
    tile_id,
    treasure,
)

ONE = hand(("step", 1))


def board(**placed: int) -> dict[int, int]:
    """Every space blocked, then the given tiles (``s12=tile``)."""
    tiles = blocked(*range(1, 41))
    tiles.update({int(name[1:]): tid for name, tid in placed.items()})
    return tiles


def landing(tiles: dict[int, int], *positions: int, seat: int = 0) -> Scenario:
    """Seat 0 has adventurers on ``positions`` and plays a 1 with the one in front."""
    return (
        Scenario()
        .tiles(tiles)
        .adventurers(seat, *positions)
        .adventurers(1 - seat, STAIRS)
        .hand(seat, *ONE)
    )


def test_a_treasure_is_taken_with_enough_adventurers_and_reveals_its_temple_tile():
    """'if the player has at least the required number of own adventurers on it ..., they take
    the tile and score its VP now. Then, if the space has a temple icon, the top tile of that
    back's stack is placed face up there and the adventurers on it do not resolve it now.'"""
    jewel = treasure("jewel", 4)  # needs 2; space 7 has the lion icon
    state = landing(board(s7=jewel), 6, 7).state()
    lions = list(state.data["temples"]["lion"])
    scarabs = len(state.data["scarab_supply"])
    state, events = play(state, LEFT, {"do": "adventurer", "at": 6})
    data = state.data
    assert data["adventurers"][0] == [7, 7]
    assert data["treasures"][0] == [jewel] and data["score"][0] == 4
    assert data["tiles"][7] == lions[-1] and data["temples"]["lion"] == lions[:-1]
    assert data["scarabs"][0] == [] and len(data["scarab_supply"]) == scarabs
    assert keys_of(events)[-3:] == ["luxor-ev-treasure", "luxor-ev-temple", "luxor-ev-drew"]


def test_a_treasure_space_without_icon_becomes_empty():
    """'otherwise the space is empty from now on.'"""
    vase = treasure("vase", 3)  # needs 1; space 10 has no icon
    state = landing(board(s10=vase), 9).state()
    state, _ = play(state, LEFT)
    assert state.data["tiles"][10] is None
    assert state.data["adventurers"][0] == [10]
    assert state.data["treasures"][0] == [vase] and state.data["score"][0] == 3


def test_too_few_adventurers_take_nothing():
    """'Not enough adventurers: nothing happens.'"""
    statue = treasure("statue", 6)  # needs 3
    state = landing(board(s10=statue), 9, 10).state()
    state, events = play(state, LEFT, {"do": "adventurer", "at": 9})
    assert state.data["tiles"][10] == statue
    assert state.data["treasures"][0] == [] and state.data["score"][0] == 0
    assert "luxor-ev-too-few" in keys_of(events)


def test_only_the_players_own_adventurers_count():
    """'number of the player's own adventurers that must stand on the tile'."""
    jewel = treasure("jewel", 5)  # needs 2
    state = landing(board(s10=jewel), 9).adventurers(1, 10).state()
    state, _ = play(state, LEFT)
    assert state.data["treasures"][0] == []


def horus_scenario(**supplies) -> Scenario:
    """Seat 0 lands on the level-1 Horus tile of space 5."""
    return landing(board(s5=tile_id("horus", levels=(1,))), 4).set(**supplies)


def test_a_horus_tile_gives_a_key_then_the_player_draws():
    """'Horus tile (stays on the board): take a key from the supply, or the top card of the
    Horus stack of the tile's level into the middle of the hand (then no draw this turn).'"""
    state = horus_scenario().deck(card_id("step", 2)).state()
    state, _ = play(state, LEFT)
    assert stage(state) == "reward"
    assert options(state) == [
        {"do": "reward", "take": "key"},
        {"do": "reward", "take": "card", "level": 1},
    ]
    state, _ = play(state, {"do": "reward", "take": "key"})
    data = state.data
    assert data["keys"][0] == 1 and data["key_supply"] == 19
    assert data["hands"][0] == [ONE[1], ONE[2], card_id("step", 2), ONE[3], ONE[4]]
    assert data["tiles"][5] == tile_id("horus", levels=(1,))


def test_a_horus_card_goes_into_the_middle_instead_of_the_draw():
    """'Horus card instead of the draw'; 'A card gained ... is inserted in the middle of the
    remaining 4 (index 2)'."""
    state = horus_scenario().state()
    top = state.data["horus"][0][-1]
    deck = list(state.data["deck"])
    state, events = play(state, LEFT, {"do": "reward", "take": "card", "level": 1})
    data = state.data
    assert data["hands"][0] == [ONE[1], ONE[2], top, ONE[3], ONE[4]]
    assert data["deck"] == deck
    assert top not in data["horus"][0] and len(data["horus"][0]) == 7
    assert "luxor-ev-drew" not in keys_of(events)


def test_decision_an_exhausted_supply_is_not_offered_and_a_single_reward_is_taken_at_once():
    """Decision: when only one reward is left it is taken without asking. ('Whatever is
    exhausted is not offered; if both are, nothing.')"""
    state = horus_scenario(key_supply=0).state()
    top = state.data["horus"][0][-1]
    state, _ = play(state, LEFT)
    assert state.data["hands"][0][2] == top and state.data["current"] == 1

    state = horus_scenario(horus=[[], *Scenario().data["horus"][1:]]).state()
    state, _ = play(state, LEFT)
    assert state.data["keys"][0] == 1 and state.data["current"] == 1

    state = horus_scenario(key_supply=0, horus=[[], [], []]).state()
    state, events = play(state, LEFT)
    assert "luxor-ev-nothing-left" in keys_of(events)
    assert state.data["keys"][0] == 0 and "luxor-ev-drew" in keys_of(events)


def test_a_scarab_temple_tile_gives_a_private_scarab_to_every_visitor():
    """'Temple tiles (stay on the board, repeat for every visitor): scarab — take one scarab
    face down (its value is private)'."""
    scarab = temple("scarab")
    other = hand_of(("step", 1), *[("step", 4)] * 4, not_in=ONE)
    state = landing(board(s20=scarab), 19).adventurers(1, 19).hand(1, *other).state()
    supply = list(state.data["scarab_supply"])
    state, events = play(state, LEFT)
    assert state.data["scarabs"][0] == [supply[-1]]
    assert state.data["scarab_supply"] == supply[:-1]
    assert state.data["tiles"][20] == scarab
    private = [e for e in events if e.to is not None]
    assert [(e.label.key, e.to) for e in private][0] == ("luxor-ev-scarab-value", 0)
    assert private[0].label.args == {"value": supply[-1]}
    public = [e for e in events if e.to is None and e.label.key == "luxor-ev-scarab"]
    assert public and "value" not in public[0].label.args
    # The next visitor gets one too.
    state, _ = play(state, LEFT)
    assert state.data["scarabs"][1] == [supply[-2]]
    assert state.data["scarab_supply"] == supply[:-2]


def test_a_wild_temple_tile_gives_a_wild_treasure():
    state = landing(board(s20=temple("wild"))).adventurers(0, 19).state()
    state, _ = play(state, LEFT)
    assert state.data["wilds"][0] == 1 and state.data["wild_supply"] == 17


def test_scarab_or_wild_is_the_players_choice():
    state = landing(board(s20=temple("scarab-or-wild")), 19).state()
    state, _ = play(state, LEFT)
    assert options(state) == [
        {"do": "reward", "take": "scarab"},
        {"do": "reward", "take": "wild"},
    ]
    state, _ = play(state, {"do": "reward", "take": "wild"})
    assert state.data["wilds"][0] == 1 and state.data["scarabs"][0] == []


def test_horus_favour_gives_the_top_card_of_either_level():
    """'Horus favour "a or b" — take the top card of level a or b (choice among non-empty
    stacks) into the middle of the hand, no draw this turn'."""
    state = landing(board(s20=temple("favour", levels=(2, 3))), 19).state()
    top = state.data["horus"][2][-1]
    state, _ = play(state, LEFT)
    assert options(state) == [
        {"do": "reward", "take": "card", "level": 2},
        {"do": "reward", "take": "card", "level": 3},
    ]
    state, events = play(state, {"do": "reward", "take": "card", "level": 3})
    assert state.data["hands"][0][2] == top
    assert "luxor-ev-drew" not in keys_of(events)


def test_horus_favour_with_one_empty_stack_gives_the_other():
    state = landing(board(s20=temple("favour", levels=(1, 2))), 19)
    state = state.set(horus=[[], *Scenario().data["horus"][1:]]).state()
    top = state.data["horus"][1][-1]
    state, _ = play(state, LEFT)
    assert state.data["hands"][0][2] == top


def test_a_tunnel_leads_to_the_next_revealed_tunnel_ahead_without_skipping_any():
    """'tunnel — move to the next revealed tunnel ahead (not skipping any); ... no further
    action at the destination.'"""
    tunnels = [temple("tunnel")]
    for _ in range(2):
        tunnels.append(temple("tunnel", not_in=tunnels))
    tiles = board(s4=tunnels[0], s22=tunnels[1], s33=tunnels[2], s23=treasure("vase", 1))
    state = landing(tiles, 3).state()
    state, _ = play(state, LEFT)
    assert state.data["adventurers"][0] == [22]
    assert state.data["treasures"][0] == []


def test_a_tunnel_with_none_ahead_does_nothing():
    """'if none is ahead, nothing happens'."""
    first = temple("tunnel")
    tiles = board(s4=first, s33=temple("tunnel", not_in=[first]))
    state = landing(tiles, 32).state()
    state, events = play(state, LEFT)
    assert state.data["adventurers"][0] == [33]
    assert "luxor-ev-dead-end" in keys_of(events)
