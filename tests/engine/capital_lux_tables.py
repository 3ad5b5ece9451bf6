"""Hand-built Capital Lux tables for rule tests, with cards written as ``"g5"`` (green 5),
``"y2"``, ``"b3"``, ``"p6"`` instead of card ids."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.capital_lux import GAME
from engine.capital_lux.cards import (
    ALL_CARDS,
    CARDS,
    COLOUR_OF,
    COLOURS,
    MODIFIER_VALUES,
    VALUE_OF,
    cards_in,
    mask_of,
)
from engine.core import Event, Prompt, Rng, State

LETTERS = {colour[0]: index for index, colour in enumerate(COLOURS)}


def kind(card: int) -> str:
    return f"{COLOURS[COLOUR_OF[card]][0]}{VALUE_OF[card]}"


def kinds(mask: int) -> list[str]:
    """The cards of a mask as sorted kinds, e.g. ``["b3", "g5"]``."""
    return sorted(kind(card) for card in cards_in(mask))


def modifier(value: int) -> int:
    return MODIFIER_VALUES.index(value)


class _Cards:
    """Hands out the lowest free card id of each kind asked for."""

    def __init__(self) -> None:
        self.free = list(CARDS)

    def take(self, names: Iterable[str]) -> int:
        mask = 0
        for name in names:
            colour, value = LETTERS[name[0]], int(name[1:])
            card = next(c for c in self.free if COLOUR_OF[c] == colour and VALUE_OF[c] == value)
            self.free.remove(card)
            mask |= 1 << card
        return mask

    def rest(self) -> int:
        mask = mask_of(self.free)
        self.free = []
        return mask


def table(
    players: int = 2,
    *,
    hands: Mapping[int, Iterable[str]] | None = None,
    homes: Mapping[int, Iterable[str]] | None = None,
    capital: Iterable[str] = (),
    bonus: Mapping[int, Iterable[str]] | None = None,
    deck: Iterable[str] | None = None,
    coins: Mapping[int, int] | None = None,
    mods: Iterable[tuple[int, str, int]] = (),
    mod_pile: Iterable[int] | None = None,
    turn: int = 0,
    start: int = 0,
    round_number: int = 1,
    final: list[int] | None = None,
    seed: int = 0,
) -> State:
    """A state in the play step, ``turn`` to play, holding the cards named.

    ``mods`` are placed modifiers as ``(value, colour name, placer)``, kept in column order
    like the engine keeps them; ``mod_pile`` the values
    still in the pile (default: the others). ``deck`` names the deck's cards; by default every
    card not named is in the deck, else the cards not named are out of the game (discarded), so
    all 72 cards are always somewhere.
    """
    cards = _Cards()
    data = GAME.setup(players, seed).data
    data["hands"] = [cards.take((hands or {}).get(seat, ())) for seat in range(players)]
    data["homes"] = [cards.take((homes or {}).get(seat, ())) for seat in range(players)]
    data["bonus"] = [cards.take((bonus or {}).get(seat, ())) for seat in range(players)]
    data["capital"] = cards.take(capital)
    if deck is None:
        data["deck"], data["discard"] = cards.rest(), 0
    else:
        data["deck"] = cards.take(deck)
        data["discard"] = cards.rest()
    data["coins"] = [(coins or {}).get(seat, 0) for seat in range(players)]
    data["supply"] = 8 - sum(data["coins"])
    placed_mods = [[modifier(value), COLOURS.index(col), seat] for value, col, seat in mods]
    data["mods"] = sorted(placed_mods, key=lambda placed: placed[1])
    placed = {mod for mod, _column, _seat in data["mods"]}
    data["mod_pile"] = (
        [mod for mod in range(4) if mod not in placed]
        if mod_pile is None
        else sorted(modifier(value) for value in mod_pile)
    )
    data.update(
        round=round_number,
        phase="play",
        start=start,
        turn=turn,
        draft=None,
        chosen=None,
        agent_mod=None,
        cleric=False,
        final=final,
        over_limit=None,
        report=None,
    )
    state = GAME.setup(players, seed)
    state.data = data
    return state


def card_in_hand(state: State, seat: int, name: str) -> int:
    """The id of a card of that kind in the seat's hand (or draft cards during the draft)."""
    data = state.data
    mask = data["draft"]["packets"][seat] if data["phase"] == "draft" else data["hands"][seat]
    return next(card for card in cards_in(mask) if kind(card) == name)


def act(state: State, seat: int, action: dict) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, action)


def play(state: State, seat: int, name: str, where: str) -> tuple[State, list[Event]]:
    """Play a card of that kind ``"home"`` or to the ``"capital"``: choose it (when the hand
    offers a choice), then send it."""
    card = card_in_hand(state, seat, name)
    events: list[Event] = []
    if GAME.pending(state)[seat].kind == "play":
        state, events = act(state, seat, {"do": "choose", "card": card})
    state, more = act(state, seat, {"do": where, "card": card})
    return state, events + more


def prompt(state: State, seat: int) -> Prompt:
    return GAME.pending(state)[seat]


def keys(events: list[Event]) -> list[str]:
    return [event.label.key for event in events]


def colour_index(name: str) -> int:
    return COLOURS.index(name)


def end_round(players: int = 2, *, last: str = "g2", **kwargs) -> tuple[State, list[Event]]:
    """Build a table whose last seat holds one card ``last`` on the round's final turn, and
    play that card home: the round ends. Returns the state and the events of that play."""
    seat = players - 1
    hands = {seat: [last], **kwargs.pop("hands", {})}
    state = table(players, hands=hands, turn=seat, final=[], **kwargs)
    return play(state, seat, last, "home")


def shuffle_hidden(state: State, seat: int | None, rng: Rng) -> State:
    """A copy of ``state`` in which everything ``seat`` cannot see is dealt anew: the other
    seats' hands, draft cards, picks and bonus cards (until the final scoring shows them), the
    deck, and the modifiers whose values ``seat`` does not know.

    The cards are dealt anew by giving each hidden card another hidden card's identity
    wherever it is recorded, the other seats' memories of their draft passes and the card
    another seat is about to play included, so the copy is as consistent a game as the first.
    Since seats remember what they passed in the round's draft, the cards ``seat`` passed stay
    where they are: it knows where they went, and a deal that moved them would contradict its
    memory."""
    state = state.copy()
    data = state.data
    others = [other for other in range(state.players) if other != seat]
    draft = data["draft"]
    slots: list[tuple[list | dict, int | str]] = [(data, "deck")]
    for other in others:
        slots.append((data["hands"], other))
        if data["phase"] != "over":
            slots.append((data["bonus"], other))
        if draft is not None:
            slots += [(draft["packets"], other), (draft["picks"], other)]
    passed = data.get("passed")
    remembered = 0 if passed is None or seat is None else sum(passed[seat])
    pool = sorted(card for table, key in slots for card in cards_in(table[key] & ~remembered))
    identities = list(pool)
    rng.shuffle(identities)
    relabel = dict(zip(pool, identities, strict=True))

    def dealt_anew(mask: int) -> int:
        return mask_of([relabel.get(card, card) for card in cards_in(mask)])

    for table, key in slots:
        table[key] = dealt_anew(table[key])
    for other in others if passed is not None else ():
        passed[other] = [dealt_anew(cards) for cards in passed[other]]
    if data["chosen"] is not None and data["turn"] != seat:
        data["chosen"] = relabel.get(data["chosen"], data["chosen"])
    if data["phase"] in ("draft", "play"):
        hidden = [placed for placed in data["mods"] if placed[2] != seat]
        values = [placed[0] for placed in hidden] + data["mod_pile"]
        other_agent = data["agent_mod"] is not None and data["turn"] != seat
        if other_agent:
            values.append(data["agent_mod"])
        rng.shuffle(values)
        for placed in hidden:
            placed[0] = values.pop()
        if other_agent:
            data["agent_mod"] = values.pop()
        data["mod_pile"] = sorted(values)
    return state


def accounted_for(state: State) -> None:
    """Every one of the 72 cards in exactly one place, the 4 modifiers and the 8 coins too."""
    data = state.data
    places = [data["deck"], data["capital"], data["discard"]]
    places += data["homes"] + data["hands"] + data["bonus"]
    if data["draft"] is not None:
        places += data["draft"]["packets"] + data["draft"]["picks"]
    seen = 0
    for cards in places:
        assert not seen & cards, "a card is in two places"
        seen |= cards
    assert seen == ALL_CARDS, "a card went missing"
    modifiers = data["mod_pile"] + [placed[0] for placed in data["mods"]]
    if data["agent_mod"] is not None:
        modifiers.append(data["agent_mod"])
    assert sorted(modifiers) == [0, 1, 2, 3]
    assert min(data["coins"]) >= 0 and data["supply"] >= 0
    assert data["supply"] + sum(data["coins"]) == 8


def left(seat: int, players: int) -> int:
    """'passes the rest to the left neighbour': the next seat clockwise."""
    return (seat + 1) % players


def visible(state: State, seat: int) -> int:
    """The cards ``seat`` sees now: its own cards and everything face up."""
    data = state.data
    draft = data["draft"]
    seen = data["capital"] | data["discard"] | data["hands"][seat] | data["bonus"][seat]
    seen |= sum(data["homes"])
    if draft is not None:
        seen |= draft["packets"][seat] | draft["picks"][seat]
    return seen


def assert_keeps_to_memory(state: State, seat: int) -> None:
    """Where the cards ``seat`` passed this round can be, by the rules, in ``state``."""
    data = state.data
    players = state.players
    passed = data.get("passed") or [[0, 0]] * players
    first, last = passed[seat]
    neighbour = left(seat, players)
    draft = data["draft"]
    if draft is not None:
        if draft["step"] == 2:
            # 'passes the rest to the left neighbour; then picks 2 again': what the neighbour
            # holds and has picked in this step is what the seat passed it.
            packet, picks = draft["packets"][neighbour], draft["picks"][neighbour]
            assert packet & ~first == 0, "the neighbour holds only cards the seat passed"
            assert first & ~(packet | picks) == 0, "every card passed is there"
        return
    seen = visible(state, seat)
    for step, cards, reach in (
        # 'the cards received at the end are kept': the last pass stays with the neighbour;
        (2, last, {neighbour}),
        # a card passed at step 1 may have been passed on once more, and is never the seat's
        # own (it would see it).
        (1, first, {neighbour, left(neighbour, players)} - {seat}),
    ):
        for card in cards_in(cards & ~seen):
            holders = [s for s, hand in enumerate(data["hands"]) if hand >> card & 1]
            assert len(holders) == 1 and holders[0] in reach, (step, card, holders, reach)
