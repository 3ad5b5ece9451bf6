"""One test per card effect, on hand-built tables (rules: docs/rules/mausoleum.md)."""

from engine.core import Event, Label, seat_label
from engine.mausoleum import GAME
from engine.mausoleum.cards import CARD_COUNT, DECK, KIND_OF
from tests.engine.mausoleum_tables import act, all_cards, area, hand, offered, pile, table


def test_the_deck_has_52_cards_with_the_listed_copies():
    """| Base, Columns, Pyramid, Statues | 6 each | Mausolus 3 | Artemisia II 3 | ... (52)"""
    assert CARD_COUNT == 52
    assert dict(DECK) == {
        "base": 6, "columns": 6, "pyramid": 6, "statues": 6,
        "mausolus": 3, "artemisia": 3, "architects": 3, "sculptors": 3,
        "earthquake": 2, "invasion": 3, "discovery": 3,
        "exchange": 3, "theft": 3, "protection": 2,
    }  # fmt: skip
    assert [KIND_OF.count(kind) for kind, _ in DECK] == [copies for _, copies in DECK]


def test_a_construction_goes_to_the_players_area():
    """construction: played face up to your construction area"""
    state = table(hands={0: ["pyramid", "theft"]}, areas={0: ["base"]})
    state, events = act(state, 0, "play", "pyramid")
    assert area(state, 0) == ["base", "pyramid"]
    assert hand(state, 0) == ["theft"]
    assert pile(state, "discard") == []
    assert (
        Event(
            Label(
                "mausoleum-ev-played",
                {
                    "player": seat_label(0),
                    "card": Label("mausoleum-card-pyramid"),
                },
            )
        )
        in events
    )


def test_mausolus_goes_to_the_area_and_counts_as_a_character_used():
    """Mausolus: played to your area"""
    state = table(hands={0: ["mausolus"]})
    state, _ = act(state, 0, "play", "mausolus")
    assert area(state, 0) == ["mausolus"]
    assert state.data["used"][0] == ["mausolus"]


def test_artemisia_draws_two_more_and_stays_in_the_area():
    """Artemisia II: when played, draw 2 more cards now (D: so the turn's draw becomes 3)
    ... (Artemisia II stays in your area as a record of a character used — D)."""
    state = table(hands={0: ["artemisia", "base"]}, draw=["theft", "columns", "statues"])
    before = len(state.data["draw"])
    state, events = act(state, 0, "play", "artemisia")
    assert hand(state, 0) == ["base", "columns", "statues"]
    assert hand(state, 1) == ["theft"]  # the next player's turn draw
    assert len(state.data["draw"]) == before - 3
    assert area(state, 0) == ["artemisia"]
    assert pile(state, "discard")[-1:] != ["artemisia"]
    assert state.data["used"][0] == ["artemisia"]
    private = [event for event in events if event.to == 0]
    assert [event.label.args["card"] for event in private] == [
        Label("mausoleum-card-statues"),
        Label("mausoleum-card-columns"),
    ]


def test_artemisia_with_a_short_draw_pile_draws_what_is_left():
    """Decision: Artemisia II with fewer than 2 cards in the draw pile draws what is left."""
    state = table(hands={0: ["artemisia"]}, discard=["columns"], empty_draw=True)
    state.data["draw"] = [state.data["discard"].pop()]  # a draw pile of one Columns
    state, _ = act(state, 0, "play", "artemisia")
    assert hand(state, 0) == ["columns"]
    assert pile(state, "draw") == []
    assert area(state, 0) == ["artemisia"]


def test_architects_and_sculptors_played_on_your_turn_stand_as_guards():
    """Architects / Sculptors played on your own turn: placed in your area as a standing guard"""
    state = table(hands={0: ["architects", "sculptors"]})
    state, _ = act(state, 0, "play", "architects")
    assert area(state, 0) == ["architects"]
    assert state.data["areas"][0]["architects"] and not state.data["areas"][0]["sculptors"]
    assert state.data["used"][0] == ["architects"]


def test_protection_goes_to_the_area():
    """Protection: played to your area"""
    state = table(hands={0: ["protection", "base"]})
    state, _ = act(state, 0, "play", "protection")
    assert area(state, 0) == ["protection"]
    assert hand(state, 0) == ["base"]


def test_earthquake_discards_the_construction_the_attacker_chooses():
    """Earthquake: choose an opponent: they discard one construction card of your choice from
    their area"""
    state = table(hands={0: ["earthquake"]}, areas={1: ["base", "columns", "columns"]})
    state, _ = act(state, 0, "play", "earthquake")
    assert offered(state, 0) == [("target", 1)]
    state, _ = act(state, 0, "target", target=1)
    assert offered(state, 0) == [("construction", "base"), ("construction", "columns")]
    state, events = act(state, 0, "construction", "columns")
    assert area(state, 1) == ["base", "columns"]
    assert area(state, 0) == []
    assert pile(state, "discard") == ["columns", "earthquake"]
    assert hand(state, 0) == []
    assert events[0].label.key == "mausoleum-ev-earthquake"


def test_invasion_moves_the_chosen_construction_to_the_attackers_area():
    """Invasion: take one construction card of your choice from an opponent's area into your
    own area"""
    state = table(hands={0: ["invasion"]}, areas={0: ["base"], 1: ["statues", "pyramid"]})
    state, _ = act(state, 0, "play", "invasion")
    state, _ = act(state, 0, "target", target=1)
    state, _ = act(state, 0, "construction", "statues")
    assert area(state, 0) == ["base", "statues"]
    assert area(state, 1) == ["pyramid"]
    assert pile(state, "discard") == ["invasion"]


def test_discovery_takes_the_chosen_card_from_the_discard_pile():
    """Archaeological Discovery: take any card of your choice from the discard pile into your
    hand"""
    state = table(hands={0: ["discovery"]}, discard=["mausolus", "theft", "base"])
    state, _ = act(state, 0, "play", "discovery")
    assert offered(state, 0) == [
        ("recover", "base"),
        ("recover", "mausolus"),
        ("recover", "theft"),
    ]
    state, events = act(state, 0, "recover", "mausolus")
    assert hand(state, 0) == ["mausolus"]
    assert pile(state, "discard") == ["theft", "base", "discovery"]
    assert events[0].label.key == "mausoleum-ev-recovered" and events[0].to is None


def test_discovery_is_not_offered_with_an_empty_discard_pile():
    """Decision: Archaeological Discovery needs a card to take (it cannot take itself)."""
    state = table(hands={0: ["discovery", "base"]})
    assert ("play", "discovery") not in offered(state, 0)


def test_discovery_cannot_take_a_discovery_once_the_draw_pile_is_empty():
    """Decision: with the draw pile empty, Discovery may not take another Discovery, or two
    Discoveries traded back and forth would keep the game from ever ending."""
    before_end = table(hands={0: ["discovery"]}, discard=["discovery", "base"])
    before_end, _ = act(before_end, 0, "play", "discovery")
    assert ("recover", "discovery") in offered(before_end, 0)

    only_discovery = table(hands={0: ["discovery", "base"]}, empty_draw=True)
    data = only_discovery.data  # seat 1 holds every card but the discarded Discoveries
    data["hands"][1] = sorted(c for c in data["discard"] if KIND_OF[c] != "discovery")
    data["discard"] = [c for c in data["discard"] if KIND_OF[c] == "discovery"]
    assert all_cards(only_discovery) == list(range(52))
    assert ("play", "discovery") not in offered(only_discovery, 0)

    late = table(hands={0: ["discovery"]}, discard=["discovery", "base"], empty_draw=True)
    late, _ = act(late, 0, "play", "discovery")
    assert ("recover", "discovery") not in offered(late, 0)
    assert ("recover", "base") in offered(late, 0)


def test_theft_takes_one_random_card_from_the_opponents_hand():
    """Theft: take one random card from an opponent's hand"""
    state = table(hands={0: ["theft"], 1: ["mausolus", "base", "pyramid"]}, draw=["protection"])
    state, _ = act(state, 0, "play", "theft")
    state, events = act(state, 0, "target", target=1)
    assert len(hand(state, 0)) == 1 and len(hand(state, 1)) == 3  # 2 left + the turn draw
    assert "protection" in hand(state, 1)
    assert sorted(hand(state, 0) + hand(state, 1)) == sorted(
        ["mausolus", "base", "pyramid", "protection"]
    )
    assert pile(state, "discard") == ["theft"]
    stolen = Label(f"mausoleum-card-{hand(state, 0)[0]}")
    assert [e.to for e in events if e.label.args.get("card") == stolen] == [0, 1]
    assert all(e.to is None for e in events if e.label.key == "mausoleum-ev-theft")


def test_theft_picks_the_card_with_the_games_rng():
    """Theft is random: different seeds steal different cards from the same hand."""
    stolen = set()
    for seed in range(20):
        state = table(hands={0: ["theft"], 1: ["mausolus", "base", "pyramid"]}, seed=seed)
        state, _ = act(state, 0, "play", "theft")
        state, _ = act(state, 0, "target", target=1)
        stolen.update(hand(state, 0))
    assert stolen == {"mausolus", "base", "pyramid"}


def test_exchange_moves_exactly_one_card_each_way():
    """Exchange: give one card of your hand to an opponent and take one random card from their
    hand"""
    state = table(
        hands={0: ["exchange", "base", "theft"], 1: ["statues", "statues"]}, draw=["mausolus"]
    )
    state, _ = act(state, 0, "play", "exchange")
    state, _ = act(state, 0, "target", target=1)
    assert offered(state, 0) == [("give", "base"), ("give", "theft")]
    state, events = act(state, 0, "give", "theft")
    assert hand(state, 0) == ["base", "statues"]
    assert hand(state, 1) == ["statues", "mausolus", "theft"]  # + the turn draw
    assert pile(state, "discard") == ["exchange"]
    private = [e for e in events if e.label.key.startswith("mausoleum-ev-exchange-")]
    assert [e.to for e in private] == [0, 1]
    assert private[0].label.args["gave"] == Label("mausoleum-card-theft")
    assert private[1].label.args["got"] == Label("mausoleum-card-theft")


def test_exchange_never_takes_back_the_card_just_given():
    """Decision: the random card is taken from the target's hand before the given card arrives,
    so the attacker never gets back the card it gave."""
    for seed in range(20):
        state = table(hands={0: ["exchange", "theft"], 1: ["statues"]}, seed=seed, empty_draw=True)
        state, _ = act(state, 0, "play", "exchange")
        state, _ = act(state, 0, "target", target=1)
        state, _ = act(state, 0, "give", "theft")
        assert hand(state, 0) == ["statues"] and hand(state, 1) == ["theft"]


def test_exchange_needs_another_card_to_give():
    """Decision: Exchange is only offered with another card in hand to give."""
    state = table(hands={0: ["exchange"], 1: ["statues"]})
    assert offered(state, 0) == [("pass", None)]


def test_played_cards_are_public_and_the_table_keeps_52_cards():
    state = table(hands={0: ["invasion"]}, areas={1: ["base"]})
    state, _ = act(state, 0, "play", "invasion")
    assert GAME.view(state, 1).data["card_in_play"] == {
        "id": state.data["card"],
        "kind": "invasion",
    }
    assert all_cards(state) == list(range(52))
