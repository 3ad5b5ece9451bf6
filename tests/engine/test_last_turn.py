"""Issue 16, "The last move on the board": each view records what the last turn changed.

``view.data["last_turn"]`` (read with ``engine.core.last_turn``) is the turn in progress once its
player has made its first move, else the last completed turn; ``done`` says which. It holds only
what the whole table saw: the per-game shapes are documented in ``engine/luxor/story.py``,
``engine/capital_lux/story.py`` and ``engine/mausoleum/story.py``. Each test quotes the rule whose
visible effect it records.
"""

from __future__ import annotations

import pytest

from engine.capital_lux import GAME as CAPITAL_LUX
from engine.capital_lux.cards import COLOUR_OF, VALUE_OF, cards_in
from engine.core import last_turn
from engine.luxor import GAME as LUXOR
from engine.luxor.board import CARDS, STAIRS, TOMB
from engine.mausoleum import GAME as MAUSOLEUM
from engine.mausoleum.cards import KIND_OF
from tests.engine import capital_lux_tables as cl
from tests.engine import mausoleum_tables as ms
from tests.engine.luxor_builder import (
    LEFT,
    Scenario,
    blocked,
    hand,
    hand_of,
    osiris,
    play,
    temple,
    tile_id,
    treasure,
)


def seen(game, state) -> dict | None:
    """The last turn as a spectator sees it, after checking every seat sees the same."""
    spectator = last_turn(game.view(state, None))
    for seat in range(state.players):
        assert last_turn(game.view(state, seat)) == spectator, "last_turn is public"
    return spectator


# -- Luxor ---------------------------------------------------------------------------------------


def _card(cid: int) -> dict:
    card = CARDS[cid]
    return {"id": cid, "kind": card.kind, "n": card.n, "level": card.level}


def board(**placed: int) -> dict[int, int]:
    """Every space blocked (a lone adventurer takes nothing), then the given tiles."""
    tiles = blocked(*range(1, 41))
    tiles.update({int(name[1:]): tid for name, tid in placed.items()})
    return tiles


def test_luxor_no_turn_yet():
    assert seen(LUXOR, LUXOR.setup(3, seed=1)) is None


def test_luxor_a_card_move_records_its_path_and_the_treasure_taken():
    """'Play the leftmost or rightmost card; move one of your active adventurers by it'; 'A step
    goes to the next space that holds a tile; empty spaces are skipped'; 'Treasure: ... they take
    the tile and score its VP now'. The record: the card, from -> to with every space stepped
    on, and the tile taken from its space."""
    vase = treasure("vase", 3)  # needs 1; space 12 has no icon
    cards = hand(("step", 2))
    state = (
        Scenario()
        .tiles(board(s12=vase))
        .empty(10)
        .adventurers(0, 9)
        .adventurers(1, STAIRS)
        .hand(0, *cards)
        .state()
    )
    state, _ = play(state, LEFT)
    assert seen(LUXOR, state) == {
        "seat": 0,
        "done": True,
        "card": _card(cards[0]),
        "discarded": None,
        "roll": None,
        "moves": [{"from": 9, "to": 12, "path": [11, 12], "by": "card"}],
        "woke": [],
        "tomb": [],
        "resolved": 12,
        "treasure": {"space": 12, "id": vase, "type": "vase", "vp": 3},
        "reward": None,
    }


def test_luxor_an_osiris_push_and_a_wake_up_are_part_of_the_move():
    """'Osiris: ... landing there moves it on by the tile's number'; 'Anubis: when an active
    adventurer moves past a statue ... that one becomes active and is placed on the stairs'."""
    state = (
        Scenario()
        .tiles({**blocked(22, 24, 25), 23: osiris(2)})
        .adventurers(0, 22)
        .adventurers(1, STAIRS)
        .sleeping(0, 3)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    record = seen(LUXOR, state)
    assert record["moves"] == [{"from": 22, "to": 25, "path": [23, 24, 25], "by": "card"}]
    assert record["woke"] == [3]
    assert record["resolved"] == 25 and record["treasure"] is None


def test_luxor_a_tunnel_is_a_second_move_of_the_same_adventurer():
    """'tunnel — move to the next revealed tunnel ahead (not skipping any)'."""
    first, second = temple("tunnel"), temple("tunnel", not_in=[temple("tunnel")])
    state = (
        Scenario()
        .tiles({**blocked(21), 22: first, 33: second})
        .adventurers(0, 21)
        .adventurers(1, STAIRS)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    assert seen(LUXOR, state)["moves"] == [
        {"from": 21, "to": 22, "path": [22], "by": "card"},
        {"from": 22, "to": 33, "path": [33], "by": "tunnel"},
    ]


def test_luxor_the_turn_in_progress_then_its_horus_reward():
    """'Horus tile (stays on the board): take a key from the supply, or the top card of the
    Horus stack'. While the player chooses, the record is the turn in progress (done False)."""
    horus = tile_id("horus", levels=(1,))
    state = Scenario().tiles(board(s5=horus)).adventurers(0, 4).adventurers(1, STAIRS)
    state = state.hand(0, *hand(("step", 1))).state()
    state, _ = play(state, LEFT)
    record = seen(LUXOR, state)
    assert record["done"] is False and record["reward"] is None
    assert record["moves"] == [{"from": 4, "to": 5, "path": [5], "by": "card"}]
    top = state.data["horus"][0][-1]
    took_card, _ = play(state, {"do": "reward", "take": "card", "level": 1})
    assert seen(LUXOR, took_card)["reward"] == {"level": 1, "card": _card(top)}
    took_key, _ = play(state, {"do": "reward", "take": "key"})
    assert seen(LUXOR, took_key)["reward"] == "key"
    assert seen(LUXOR, took_key)["done"] is True


def test_luxor_a_scarab_is_recorded_without_its_value():
    """'scarab — take one scarab face down (its value is private)'."""
    lion = temple("scarab")
    state = Scenario().tiles(board(s7=lion)).adventurers(0, 6).adventurers(1, STAIRS)
    state = state.hand(0, *hand(("step", 1))).state()
    records = []
    for value in (1, 4):
        state.data["scarab_supply"][-1] = value
        after, _ = play(state, LEFT)
        records.append(seen(LUXOR, after))
    assert records[0]["reward"] == "scarab"
    assert records[0] == records[1], "the record does not depend on the scarab's value"


def test_luxor_a_forced_discard_records_the_card_and_no_move():
    """'If neither end card allows any legal move, the player must discard one of the two'."""
    cards = hand_of(("step", 3), ("step", 1), ("step", 1), ("step", 2), ("step", 4))
    state = Scenario().adventurers(0, 39).adventurers(1, STAIRS).hand(0, *cards).state()
    state, _ = play(state, {"do": "discard", "end": "left"})
    record = seen(LUXOR, state)
    assert record["card"] is None and record["discarded"] == _card(cards[0])
    assert record["moves"] == [] and record["done"] is True


def test_luxor_entering_the_tomb_records_the_sarcophagus():
    """'First into the tomb takes the 5 VP sarcophagus'; 'Entering it ... costs one key'."""
    state = (
        Scenario()
        .tiles(blocked(38, 39, 40))
        .adventurers(0, 40)
        .adventurers(1, STAIRS)
        .keys(0, 1)
        .hand(0, *hand(("step", 1)))
        .state()
    )
    state, _ = play(state, LEFT)
    record = seen(LUXOR, state)
    assert record["moves"] == [{"from": 40, "to": TOMB, "path": [TOMB], "by": "card"}]
    assert record["tomb"] == [5]


def test_luxor_the_last_turn_stays_until_the_next_player_moves():
    """The next player's turn opens with a card choice: until it is made, the table still shows
    what the previous player did."""
    state = Scenario().tiles(board()).adventurers(0, 9).adventurers(1, STAIRS)
    state = state.hand(0, *hand(("step", 1))).hand(1, *hand_of(*[("step", 1)] * 5)).state()
    state, _ = play(state, LEFT)
    assert state.data["current"] == 1
    assert seen(LUXOR, state)["seat"] == 0
    state, _ = play(state, LEFT)
    assert seen(LUXOR, state)["seat"] == 1


# -- Capital Lux ---------------------------------------------------------------------------------


def cl_record(state, seat, name, *, to, power=None, **effects) -> dict:
    card = cl.card_in_hand(state, seat, name)
    return {
        "seat": seat,
        "done": True,
        "card": card,
        "colour": COLOUR_OF[card],
        "value": VALUE_OF[card],
        "to": to,
        "power": power,
        "drew": 0,
        "coin": 0,
        "column": None,
        "took": None,
    } | effects


def test_capital_lux_a_card_played_home():
    """'play one card face up either to your home city (no effect), or ...'."""
    state = cl.table(hands={0: ["y2", "b3"], 1: ["g4"]})
    expected = cl_record(state, 0, "y2", to="home")
    state, _ = cl.play(state, 0, "y2", "home")
    assert seen(CAPITAL_LUX, state) == expected


def test_capital_lux_merchant_records_the_coin():
    """'Merchant (yellow): take 1 gold coin (none if the supply is empty).'"""
    state = cl.table(hands={0: ["y4", "b2"], 1: ["b3"]})
    expected = cl_record(state, 0, "y4", to="capital", power="merchant", coin=1)
    after, _ = cl.play(state, 0, "y4", "capital")
    assert seen(CAPITAL_LUX, after) == expected
    broke = cl.table(hands={0: ["y4", "b2"], 1: ["b3"]}, coins={0: 3, 1: 5})
    after, _ = cl.play(broke, 0, "y4", "capital")
    assert seen(CAPITAL_LUX, after)["coin"] == 0


def test_capital_lux_scientist_records_a_draw_but_not_the_card():
    """'Scientist (green): draw the top profession card into your hand'; 'Hands ... are
    hidden'."""
    records = []
    for top in ("p6", "b2"):
        state = cl.table(hands={0: ["g3", "y2"], 1: ["b4"]}, deck=[top])
        expected = cl_record(state, 0, "g3", to="capital", power="scientist", drew=1)
        state, _ = cl.play(state, 0, "g3", "capital")
        records.append(seen(CAPITAL_LUX, state))
    assert records[0] == expected
    assert records[0] == records[1], "which card was drawn is not recorded"


def test_capital_lux_agent_records_the_column_never_the_value():
    """'Agent (blue): draw the top modifier, look at it, and place it face down at any one
    Capital column ...; only you know its value.' While the column is chosen, the turn is in
    progress."""
    records = []
    for value in (2, -3):
        state = cl.table(hands={0: ["b4", "y2"], 1: ["g3"]}, mod_pile=[value])
        expected = cl_record(state, 0, "b4", to="capital", power="agent", column=3)
        state, _ = cl.play(state, 0, "b4", "capital")
        assert seen(CAPITAL_LUX, state) == expected | {"done": False, "column": None}
        state, _ = cl.act(state, 0, {"do": "place", "column": 3})
        records.append(seen(CAPITAL_LUX, state))
    assert records[0] == expected
    assert records[0] == records[1], "the modifier's value is not recorded"


def test_capital_lux_cleric_records_the_card_taken_home():
    """'Cleric (pink): choose blue, yellow or green, and move the lowest card of that colour
    from the Capital to your home city'."""
    state = cl.table(hands={0: ["p3", "y2"], 1: ["g3"]}, capital=["b5", "b2", "y6"])
    expected = cl_record(state, 0, "p3", to="capital", power="cleric")
    state, _ = cl.play(state, 0, "p3", "capital")
    assert seen(CAPITAL_LUX, state) == expected | {"done": False}
    state, _ = cl.act(state, 0, {"do": "take", "colour": cl.colour_index("blue")})
    took = seen(CAPITAL_LUX, state)["took"]
    assert cl.kind(took) == "b2" and took in cards_in(state.data["homes"][0])
    assert seen(CAPITAL_LUX, state) == expected | {"took": took}


def test_capital_lux_a_new_round_starts_with_no_last_turn():
    """'Next round (not after round 3): ...' The draft that follows a round end has no turn to
    show: the round end's report is what the table shows then."""
    state, _ = cl.end_round(homes={0: ["b4"]}, capital=["b6", "b2"], last="p2", round_number=1)
    assert state.data["phase"] == "draft"
    assert seen(CAPITAL_LUX, state) is None


# -- Mausoleum -----------------------------------------------------------------------------------


def ms_record(seat, card=None, **fields) -> dict:
    return {
        "seat": seat,
        "done": True,
        "card": card,
        "target": None,
        "outcome": None,
        "defence": None,
        "hit": None,
        "took": 0,
        "gave": 0,
        "recovered": None,
        "drew": 0,
        "discarded": [],
    } | fields


def ms_card(state, seat, kind) -> dict:
    card = next(c for c in state.data["hands"][seat] if KIND_OF[c] == kind)
    return {"id": card, "kind": kind}


def test_mausoleum_a_construction_played():
    """'Construction, Mausolus, Protection: to your area.'"""
    state = ms.table(hands={0: ["base", "theft"]})
    card = ms_card(state, 0, "base")
    state, _ = ms.act(state, 0, "play", "base")
    assert seen(MAUSOLEUM, state) == ms_record(0, card)


def test_mausoleum_a_pass():
    """'Play at most 1 card from your hand, or pass (D: passing is allowed).'"""
    state = ms.table(hands={0: ["base"]})
    state, _ = ms.act(state, 0, "pass")
    assert seen(MAUSOLEUM, state) == ms_record(0)


def test_mausoleum_a_theft_records_a_card_taken_never_which():
    """'Theft: take one random card from an opponent's hand'; 'hands are hidden'."""
    records = []
    for loot in (["base", "columns"], ["mausolus", "invasion"]):
        state = ms.table(hands={0: ["theft"], 1: loot})
        card = ms_card(state, 0, "theft")
        state, _ = ms.act(state, 0, "play", "theft")
        assert seen(MAUSOLEUM, state) == ms_record(0, card, done=False)
        state, _ = ms.act(state, 0, "target", target=1)
        records.append(seen(MAUSOLEUM, state))
    assert records[0] == ms_record(0, card, target=1, outcome="through", took=1)
    assert records[0] == records[1], "the stolen card is not recorded"


def test_mausoleum_an_exchange_records_one_card_each_way():
    """'Exchange: give one card of your hand to an opponent and take one random card from their
    hand' (both cards stay hidden)."""
    records = []
    for given in ("base", "pyramid"):
        state = ms.table(hands={0: ["exchange", given], 1: ["columns", "statues"]})
        card = ms_card(state, 0, "exchange")
        state, _ = ms.act(state, 0, "play", "exchange")
        state, _ = ms.act(state, 0, "target", target=1)
        state, _ = ms.act(state, 0, "give", given)
        records.append(seen(MAUSOLEUM, state))
    assert records[0] == ms_record(0, card, target=1, outcome="through", took=1, gave=1)
    assert records[0] == records[1], "neither card is recorded"


def test_mausoleum_a_defence_revealed_from_the_hand():
    """'a matching defence card in their hand ..., which they may reveal — it goes to the
    discard pile, and the attack is cancelled'. While the target decides, the attacker's turn
    is in progress and its outcome open."""
    state = ms.table(hands={0: ["earthquake"], 1: ["architects", "base"]}, areas={1: ["pyramid"]})
    card = ms_card(state, 0, "earthquake")
    state, _ = ms.act(state, 0, "play", "earthquake")
    state, _ = ms.act(state, 0, "target", target=1)
    assert seen(MAUSOLEUM, state) == ms_record(0, card, target=1, done=False)
    state, _ = ms.act(state, 1, "defend", "architects")
    assert seen(MAUSOLEUM, state) == ms_record(
        0, card, target=1, outcome="defended", defence="architects"
    )


def test_mausoleum_protection_in_the_area_blocks():
    """'Protection: cancels the next attack of any kind aimed at you, then is discarded'."""
    state = ms.table(hands={0: ["theft"], 1: ["base"]}, areas={1: ["protection"]})
    card = ms_card(state, 0, "theft")
    state, _ = ms.act(state, 0, "play", "theft")
    state, _ = ms.act(state, 0, "target", target=1)
    assert seen(MAUSOLEUM, state) == ms_record(
        0, card, target=1, outcome="blocked", defence="protection"
    )


@pytest.mark.parametrize("attack", ["earthquake", "invasion"])
def test_mausoleum_earthquake_and_invasion_record_the_construction_hit(attack):
    """'Earthquake: ... they discard one construction card of your choice'; 'Invasion: take one
    construction card of your choice from an opponent's area into your own area'."""
    state = ms.table(hands={0: [attack]}, areas={1: ["columns", "statues"]})
    card = ms_card(state, 0, attack)
    hit = state.data["areas"][1]["statues"][0]
    state, _ = ms.act(state, 0, "play", attack)
    state, _ = ms.act(state, 0, "target", target=1)
    state, _ = ms.act(state, 0, "construction", "statues")
    assert seen(MAUSOLEUM, state) == ms_record(
        0, card, target=1, outcome="through", hit={"id": hit, "kind": "statues"}
    )


def test_mausoleum_discovery_artemisia_and_the_hand_limit():
    """'Archaeological Discovery: take any card of your choice from the discard pile into your
    hand' (the pile is public); 'Artemisia II: when played, draw 2 more cards now'; 'a hand
    above 5 cards is discarded down to 5, the player choosing'."""
    state = ms.table(hands={0: ["discovery", "base"]}, discard=["theft", "columns"])
    card = ms_card(state, 0, "discovery")
    columns = state.data["discard"][-1]
    state, _ = ms.act(state, 0, "play", "discovery")
    state, _ = ms.act(state, 0, "recover", "columns")
    recovered = {"id": columns, "kind": "columns"}
    assert seen(MAUSOLEUM, state) == ms_record(0, card, recovered=recovered)

    state = ms.table(
        hands={0: ["artemisia", "base", "columns", "pyramid", "statues"]},
        draw=["mausolus", "theft"],
    )
    card = ms_card(state, 0, "artemisia")
    state, _ = ms.act(state, 0, "play", "artemisia")
    assert seen(MAUSOLEUM, state) == ms_record(0, card, drew=2, done=False)
    thrown = ms_card(state, 0, "base")
    state, _ = ms.act(state, 0, "discard", "base")
    assert seen(MAUSOLEUM, state) == ms_record(0, card, drew=2, discarded=[thrown])
