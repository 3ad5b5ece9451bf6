"""The four Capital powers, each with its empty case (rules: "2. Play")."""

from tests.engine.capital_lux_tables import (
    act,
    colour_index,
    kinds,
    modifier,
    play,
    prompt,
    table,
)


def test_scientist_draws_the_top_card_into_the_hand():
    """ "Scientist (green): draw the top profession card into your hand"."""
    state = table(hands={0: ["g3", "y2"], 1: ["b2"]}, deck=["p6"])
    state, events = play(state, 0, "g3", "capital")
    data = state.data
    assert kinds(data["hands"][0]) == ["p6", "y2"]
    assert kinds(data["capital"]) == ["g3"]
    assert data["deck"] == 0
    assert data["turn"] == 1
    drawn = [e for e in events if e.label.key == "capital-lux-ev-you-drew"]
    assert [e.to for e in drawn] == [0], "only the drawer learns which card it was"


def test_scientist_draws_nothing_from_an_empty_deck():
    """ "(none if the deck is empty)"."""
    state = table(hands={0: ["g3", "y2"], 1: ["b2"]}, deck=[])
    state, events = play(state, 0, "g3", "capital")
    assert kinds(state.data["hands"][0]) == ["y2"]
    assert "capital-lux-ev-deck-empty" in [e.label.key for e in events]


def test_merchant_takes_one_gold_coin_from_the_supply():
    """ "Merchant (yellow): take 1 gold coin"."""
    state = table(hands={0: ["y4", "b2"], 1: ["b3"]}, coins={1: 2})
    state, _ = play(state, 0, "y4", "capital")
    assert state.data["coins"] == [1, 2]
    assert state.data["supply"] == 5


def test_merchant_takes_nothing_from_an_empty_supply():
    """ "(none if the supply is empty)"."""
    state = table(hands={0: ["y4", "b2"], 1: ["b3"]}, coins={0: 3, 1: 5})
    state, events = play(state, 0, "y4", "capital")
    assert state.data["coins"] == [3, 5]
    assert state.data["supply"] == 0
    assert "capital-lux-ev-supply-empty" in [e.label.key for e in events]


def test_agent_draws_a_modifier_and_places_it_face_down_on_any_column():
    """ "Agent (blue): draw the top modifier, look at it, and place it face down at any one
    Capital column (any colour, any number per column)"."""
    state = table(hands={0: ["b4", "y2"], 1: ["g3"]}, mods=[(4, "green", 1)], mod_pile=[2])
    state, events = play(state, 0, "b4", "capital")
    agent = prompt(state, 0)
    assert agent.kind == "agent"
    assert agent.label.args["value"] == "+2"
    assert [o.action for o in agent.options] == [
        {"do": "place", "column": column} for column in range(4)
    ]
    assert [e.to for e in events if e.label.key == "capital-lux-ev-you-drew-mod"] == [0]
    state, _ = act(state, 0, {"do": "place", "column": colour_index("green")})
    data = state.data
    assert data["mods"] == [[modifier(4), 0, 1], [modifier(2), 0, 0]]
    assert data["mod_pile"] == [] and data["agent_mod"] is None
    assert data["turn"] == 1


def test_agent_does_nothing_when_the_modifier_pile_is_empty():
    """ "Nothing if the modifier pile is empty"."""
    placed = [(4, "green", 1), (2, "blue", 1), (-1, "pink", 0), (-3, "pink", 1)]
    state = table(hands={0: ["b4", "y2"], 1: ["g3"]}, mods=placed)
    state, events = play(state, 0, "b4", "capital")
    assert state.data["turn"] == 1
    assert len(state.data["mods"]) == 4
    assert "capital-lux-ev-no-modifier" in [e.label.key for e in events]


def test_cleric_offers_only_blue_yellow_green_columns_holding_cards_and_moves_the_lowest():
    """ "Cleric (pink): choose blue, yellow or green, and move the lowest card of that colour
    from the Capital to your home city (not your hand). Only colours with cards in the Capital
    may be chosen"."""
    state = table(hands={0: ["p4", "y2"], 1: ["g3"]}, capital=["b5", "b3", "y4", "p2"])
    state, _ = play(state, 0, "p4", "capital")
    cleric = prompt(state, 0)
    assert cleric.kind == "cleric"
    assert [o.action["colour"] for o in cleric.options] == [
        colour_index("blue"),
        colour_index("yellow"),
    ]
    state, events = act(state, 0, {"do": "take", "colour": colour_index("blue")})
    data = state.data
    assert kinds(data["homes"][0]) == ["b3"]
    assert kinds(data["hands"][0]) == ["y2"]
    assert kinds(data["capital"]) == ["b5", "p2", "p4", "y4"]
    assert data["turn"] == 1
    assert events[0].label.key == "capital-lux-ev-cleric"


def test_cleric_never_takes_pink():
    """ "Pink can never be taken": with only pink cards in the Capital nothing happens."""
    state = table(hands={0: ["p4", "y2"], 1: ["g3"]}, capital=["p2", "p3"])
    state, events = play(state, 0, "p4", "capital")
    data = state.data
    assert kinds(data["capital"]) == ["p2", "p3", "p4"]
    assert data["homes"][0] == 0
    assert data["turn"] == 1
    assert "capital-lux-ev-cleric-nothing" in [e.label.key for e in events]


def test_cleric_with_one_colour_available_takes_it_without_a_prompt():
    """Decision: when only one colour can be chosen the Cleric takes it at once (no prompt
    with a single option); "must carry out its power if possible"."""
    state = table(hands={0: ["p4", "y2"], 1: ["g3"]}, capital=["g6", "g2", "p3"])
    state, _ = play(state, 0, "p4", "capital")
    assert kinds(state.data["homes"][0]) == ["g2"]
    assert kinds(state.data["capital"]) == ["g6", "p3", "p4"]
    assert state.data["turn"] == 1


def test_cleric_takes_the_lowest_card_not_the_last_played():
    """ "move the **lowest** card of that colour"."""
    state = table(hands={0: ["p4", "y2"], 1: ["g3"]}, capital=["y6", "y2", "b4"])
    state, _ = play(state, 0, "p4", "capital")
    state, _ = act(state, 0, {"do": "take", "colour": colour_index("yellow")})
    assert kinds(state.data["homes"][0]) == ["y2"]
    assert kinds(state.data["capital"]) == ["b4", "p4", "y6"]


def test_home_city_play_has_no_effect():
    """ "play one card face up ... to your home city (no effect)"."""
    state = table(hands={0: ["y4", "b2"], 1: ["b3"]}, deck=["g2"])
    state, _ = play(state, 0, "y4", "home")
    data = state.data
    assert kinds(data["homes"][0]) == ["y4"]
    assert data["coins"] == [0, 0] and data["capital"] == 0 and kinds(data["deck"]) == ["g2"]
    assert data["turn"] == 1
