"""Capital Lux's computer players: a per-colour plan heuristic and a score estimate.

Every card in hand ends the round either in the Capital (played there) or at home (played there,
or put there with the rest of the hand when the round ends). So a hand is read as a plan: per
colour, which of its cards go to the Capital (raising that colour's limit, with their power) and
which go home. A colour is worth what I expect to keep of my home total against its limit at the
round end, plus my chance at its bonus card, minus the same for my opponents. The limit is a
normal guess around the Capital total, plus the modifiers (mine known, the others' at the mean of
the values I have not seen) and the share of the unseen cards in other hands likely to be played
there. Each option is valued by the best plan it leaves, plus its power used now.

Search runs the policy thousands of times per decision, so the per-colour work is cached
(:func:`colour_reading`), keyed by everything it depends on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import erf, exp, sqrt

from engine.ai.search import SearchBudget
from engine.capital_lux.cards import (
    BLUE,
    CARD_COUNT,
    CLERIC_COLOURS,
    COLOUR_LABELS,
    COLOUR_MASKS,
    COLOUR_OF,
    COLOURS,
    GREEN,
    MODIFIER_VALUES,
    PINK,
    VALUE_OF,
    VALUES_IN_COLOUR,
    YELLOW,
    cards_in,
    hand_size,
    mask_total,
    pile_total,
)
from engine.capital_lux.view_types import CapitalLuxPrivate, CapitalLuxView, own
from engine.core import Action, Label, Prompt, Rng, State, View
from engine.core.model import LabelArg

COLOUR_RANGE = range(len(COLOURS))
CLERIC_MASK = sum(COLOUR_MASKS[colour] for colour in CLERIC_COLOURS)
COLOUR_TOTAL = sum(VALUES_IN_COLOUR)


@dataclass(frozen=True)
class Weights:
    """The policy's constants, in points of the final score (or shares of them).

    :data:`NORMAL` holds the hand-set values every level plays, the expert's rollouts included:
    the values ``python -m bench.distill`` fitted to what a search prefers (2026-11-25, 4,463
    decisions: held-out regret 0.048 → 0.043) lost to them, 44.9% of 2,000 games, and a fit
    that kept every value within a factor 2 of these (2026-11-26) won 48.4%. Spreads and
    scales must stay positive (a :class:`ValueError` otherwise, which also tells the fit to
    skip such values).
    """

    capital_share: float = 0.5
    """Share of an unseen card in another hand expected to be played to the Capital."""
    base_spread: float = 2.0
    """Standard deviation of a limit with nothing unknown left (other plays, future
    modifiers)."""
    card_variance: float = 6.0
    """Variance a limit gains per unseen card expected to reach it."""
    bonus_scale: float = 2.0
    """How sharply a lead in kept points turns into holding the bonus card."""
    bonus_worth: tuple[float, ...] = (0.7, 0.8, 1.0)
    """Share of a bonus card's value counted, by round: taking it lowers the limit for later
    rounds, mostly for the seat that took it."""
    power_worth: tuple[float, ...] = (2.0, 1.0, 0.5, 2.0)
    """A Capital play's power by colour (draw, coin, modifier, Cleric), when available, for the
    plays a plan leaves for later."""
    draw_worth: float = 3.0
    """The Scientist's card drawn now: one more card to play, and one more turn."""
    coin_worth: float = 1.0
    pay_share: tuple[float, ...] = (0.6, 0.8, 1.0)
    """At a limit, pay when the cost is at most this share of the colour's home total, by
    round: a colour kept over its limit stays at risk in later rounds."""

    def __post_init__(self) -> None:
        if self.base_spread <= 0 or self.bonus_scale <= 0 or self.card_variance < 0:
            raise ValueError("spreads and scales are positive, a variance is not negative")


NORMAL = Weights()

SEARCH = SearchBudget(iterations=150, rollout_actions=20)
"""The hard level's budget: measured against the normal level, 50 iterations won about 57% of
two-player games and 150 about 72%, at a p99 decision time well under a second."""


def chance(z: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + erf(z * 0.7071067811865476))


def kept(total: float, limit: float, spread: float, coins: int) -> float:
    """Expected points kept of a home total whose limit is ``limit`` give or take ``spread``;
    a small excess can be paid with coins (each coin spent is a point lost)."""
    if total <= 0:
        return 0.0
    margin = limit - total + 0.5
    safe = chance(margin / spread)
    points = total * safe
    if coins:
        paid = chance((margin + coins) / spread) - safe
        points += paid * max(0.0, total - (coins + 1) / 2)
    return points


@lru_cache(maxsize=4096)
def splits(cards: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """Every (total sent to the Capital, cards sent) of a non-empty subset of ``cards``."""
    sums = {(0, 0)}
    for value in cards:
        sums |= {(total + value, count + 1) for total, count in sums}
    sums.discard((0, 0))
    return frozenset(sums)


class Colour:
    """One colour as a seat reads it: the limit expected at the round end and its spread, my
    coins, each rival's expected home total and coins, the Capital's top card (the bonus), the
    share of a bonus counted and how sharply a lead in kept points takes it, the weight of a
    rival's points against mine, what a later Capital play's power is worth, and whether I play
    again this round."""

    def __init__(
        self,
        limit: float,
        spread: float,
        coins: int,
        rivals: tuple[tuple[float, int], ...],
        top: int,
        bonus_worth: float,
        bonus_scale: float,
        weight: float,
        power: float,
        more: bool,
    ) -> None:
        self.limit, self.spread, self.coins, self.rivals = limit, spread, coins, rivals
        self.top, self.bonus_worth, self.bonus_scale = top, bonus_worth, bonus_scale
        self.weight = weight
        self.power, self.more = power, more
        self._outcomes: dict[tuple[int, int], tuple[float, float]] = {}
        self._plans: dict[tuple[int, int, tuple[int, ...]], tuple[float, float]] = {}

    def outcome(self, mine: int, shift: int) -> tuple[float, float]:
        """(my advantage, my points) with my home total ``mine`` and the limit moved by
        ``shift``."""
        key = (mine, shift)
        known = self._outcomes.get(key)
        if known is not None:
            return known
        limit, spread = self.limit + shift, self.spread
        points = kept(mine, limit, spread, self.coins)
        theirs = [kept(home, limit, spread, coins) for home, coins in self.rivals]
        weight = self.weight
        advantage = points - weight * sum(theirs)
        best = max(theirs)
        if self.top and (points > 0 or best > 0):
            lead = 1.0 / (1.0 + exp((best - points) / self.bonus_scale))
            bonus = self.top * self.bonus_worth
            points += bonus * lead
            advantage += bonus * (lead - weight * (1.0 - lead))
        self._outcomes[key] = result = (advantage, points)
        return result

    def plan(self, home: int, shift: int, cards: tuple[int, ...]) -> tuple[float, float]:
        """The best split of my ``cards`` (sorted values) between home and the Capital, from a
        home total of ``home``: (advantage, points). Without more plays they all go home."""
        key = (home, shift, cards)
        known = self._plans.get(key)
        if known is not None:
            return known
        total = sum(cards)
        best = self.outcome(home + total, shift)
        if self.more and cards:
            for to_capital, count in splits(cards):
                advantage, points = self.outcome(home + total - to_capital, shift + to_capital)
                advantage += self.power * count
                if advantage > best[0]:
                    best = (advantage, points)
        self._plans[key] = best
        return best


colour_reading = lru_cache(maxsize=2048)(Colour)
"""The :class:`Colour` for these readings, shared (with what it has worked out) by every
decision that reads a colour the same way."""


class Reading:
    """One seat's reading of the table: per colour its :class:`Colour`, my home total and my
    cards of it, the Capital's lowest card (for a Cleric); which powers are available; the
    modifier my Agent holds; what a power used now is worth (``weights``)."""

    def __init__(
        self,
        colours: list[Colour],
        home: list[int],
        hand: list[int],
        powers: tuple[bool, bool, bool, bool],
        capital: list[int],
        drawn: int | None = None,
        weights: Weights = NORMAL,
    ) -> None:
        self.colours = colours
        self.weights = weights
        self.home = home
        cards: list[list[int]] = [[], [], [], []]
        for card in hand:
            cards[COLOUR_OF[card]].append(VALUE_OF[card])
        self.cards = [tuple(sorted(values)) for values in cards]
        self.powers = powers
        self.lowest = [0] * 4
        for card in reversed(capital):
            self.lowest[COLOUR_OF[card]] = VALUE_OF[card]
        self.drawn = drawn
        self.base = [self.plan(c, 0, 0, self.cards[c]) for c in COLOUR_RANGE]

    def plan(
        self, colour: int, home_add: int, shift: int, cards: tuple[int, ...]
    ) -> tuple[float, float]:
        return self.colours[colour].plan(self.home[colour] + home_add, shift, cards)

    def gain(self, colour: int, home_add: int, shift: int, cards: tuple[int, ...]) -> float:
        """What a change in one colour (home added, limit shift, my cards of it left) adds to my
        advantage, the colour's cards split by its best plan."""
        return self.plan(colour, home_add, shift, cards)[0] - self.base[colour][0]

    def without(self, card: int) -> tuple[int, ...]:
        cards = list(self.cards[COLOUR_OF[card]])
        cards.remove(VALUE_OF[card])
        return tuple(cards)

    def play_worth(self, card: int, where: str) -> float:
        colour, value = COLOUR_OF[card], VALUE_OF[card]
        rest = self.without(card)
        if where == "home":
            return self.gain(colour, value, 0, rest)
        worth = self.gain(colour, 0, value, rest)
        weights = self.weights
        if colour == GREEN and self.powers[GREEN]:
            worth += weights.draw_worth
        elif colour == YELLOW and self.powers[YELLOW]:
            worth += weights.coin_worth
        elif colour == BLUE and self.powers[BLUE]:
            worth += weights.power_worth[BLUE]
        elif colour == PINK:
            worth += max(map(self.cleric_worth, self.cleric_takes()), default=0.0)
        return worth

    def place_worth(self, column: int, modifier: int) -> float:
        return self.gain(column, 0, modifier, self.cards[column])

    def cleric_takes(self) -> list[int]:
        return [colour for colour in CLERIC_COLOURS if self.lowest[colour]]

    def cleric_worth(self, colour: int) -> float:
        low = self.lowest[colour]
        return self.gain(colour, low, -low, self.cards[colour])

    def points(self) -> float:
        """What I expect to keep at home and of the bonus cards, my cards split by my plan."""
        return sum(points for _advantage, points in self.base)


# -- reading a view or a state --------------------------------------------------------------------


def read_view(view: View[CapitalLuxView], weights: Weights = NORMAL) -> Reading:
    data = view.data
    me = own(view)
    seat = me["seat"]
    known = [placed["value"] for placed in me["modifiers"]]
    drawn = me["drawn_modifier"]
    if drawn is not None:
        known.append(drawn)
    unknown = [value for value in MODIFIER_VALUES if value not in known]
    mean = sum(unknown) / len(unknown) if unknown else 0.0
    one_modifier = sum((value - mean) ** 2 for value in unknown) / len(unknown) if unknown else 0.0
    limits = [0.0] * 4
    variance = [weights.base_spread**2] * 4
    for placed in me["modifiers"]:
        limits[placed["colour"]] += placed["value"]
    for column, placer in data["modifiers"]:
        if placer != seat:
            limits[column] += mean
            variance[column] += one_modifier
    drafting = data["phase"] == "draft"
    count, unseen = unseen_totals(data, me)
    sizes = data["hand_sizes"]
    others = {
        other: [
            (hand_size(view.players) if drafting else sizes[other]) * total / max(count, 1)
            for total in unseen
        ]
        for other in range(view.players)
        if other != seat
    }
    capital = data["capital"]
    final = data["final_turns"]
    powers = (
        data["deck"] > 0,
        data["supply"] > 0,
        drafting or data["modifier_pile"] > 0,
        any(COLOUR_OF[card] in CLERIC_COLOURS for card in capital),
    )
    colours = read_colours(
        seat,
        data["round"],
        capital,
        limits,
        variance,
        data["home_totals"],
        data["coins"],
        others,
        powers,
        final is None or data["turn"] != seat,
        weights,
    )
    hand = me["hand"] + me["picks"]
    return Reading(colours, data["home_totals"][seat], hand, powers, capital, drawn, weights)


def unseen_totals(data: CapitalLuxView, me: CapitalLuxPrivate) -> tuple[int, list[int]]:
    """How many cards the seat has not seen, and their total value per colour."""
    seen = [data["capital"], data["discard"], me["hand"], me["draft_cards"], me["picks"]]
    seen.append(me["bonus"])
    count = CARD_COUNT - sum(map(len, seen)) - sum(map(len, data["homes"]))
    totals = [COLOUR_TOTAL] * 4
    for cards in seen:
        for card in cards:
            totals[COLOUR_OF[card]] -= VALUE_OF[card]
    for home in data["home_totals"]:
        for column, total in enumerate(home):
            totals[column] -= total
    return count, totals


def read_colours(
    seat: int,
    round_number: int,
    capital: list[int],
    limits: list[float],
    variance: list[float],
    homes: list[list[int]],
    coins: list[int],
    others: dict[int, list[float]],
    powers: tuple[bool, bool, bool, bool],
    more: bool,
    weights: Weights,
) -> list[Colour]:
    """Each colour's :class:`Colour` for ``seat``: ``limits`` and ``variance`` start with the
    modifiers' part of the limit; ``others`` is what each other seat's hand is expected to add
    per colour, a share of it to the Capital and the rest at home. Values are rounded so that
    nearly equal readings share their cached work."""
    top = [0] * 4
    for card in capital:
        column, value = COLOUR_OF[card], VALUE_OF[card]
        limits[column] += value
        if value > top[column]:
            top[column] = value
    share = weights.capital_share
    rivals: list[list[tuple[float, int]]] = [[], [], [], []]
    for other, adds in others.items():
        for column in COLOUR_RANGE:
            add = adds[column]
            limits[column] += share * add
            variance[column] += weights.card_variance * share * add / 4
            home = homes[other][column] + (1 - share) * add
            rivals[column].append((round(home * 4) / 4, coins[other]))
    bonus_worth = weights.bonus_worth[round_number - 1]
    weight = 1.0 / len(others)
    return [
        colour_reading(
            round(limits[column] * 4) / 4,
            round(sqrt(variance[column]) * 10) / 10,
            coins[seat],
            tuple(rivals[column]),
            top[column],
            bonus_worth,
            weights.bonus_scale,
            weight,
            weights.power_worth[column] if powers[column] else 0.0,
            more,
        )
        for column in COLOUR_RANGE
    ]


def read_state(state: State, seat: int) -> Reading:
    """A seat's reading of a full (possibly sampled) state: every modifier value is known, and
    so are the other hands."""
    data = state.data
    hands = data["draft"]["picks"] if data["phase"] == "draft" else data["hands"]
    homes = [[pile_total(home, column) for column in COLOUR_RANGE] for home in data["homes"]]
    limits = [0.0] * 4
    for mod, column, _placer in data["mods"]:
        limits[column] += MODIFIER_VALUES[mod]
    others = {
        other: [float(pile_total(hands[other], column)) for column in COLOUR_RANGE]
        for other in range(state.players)
        if other != seat
    }
    capital = cards_in(data["capital"])
    final = data["final"]
    powers = (
        data["deck"] > 0,
        data["supply"] > 0,
        bool(data["mod_pile"]),
        bool(data["capital"] & CLERIC_MASK),
    )
    colours = read_colours(
        seat,
        data["round"],
        capital,
        limits,
        [NORMAL.base_spread**2] * 4,
        homes,
        data["coins"],
        others,
        powers,
        final is None or data["turn"] == seat or seat in final,
        NORMAL,
    )
    return Reading(colours, homes[seat], cards_in(hands[seat]), powers, capital)


# -- the policy -----------------------------------------------------------------------------------


def policy(
    view: View[CapitalLuxView], prompt: Prompt, rng: Rng, weights: Weights = NORMAL
) -> Action:
    """The normal level: the offered option whose best plan is worth most."""
    kind = prompt.kind
    if len(prompt.options) == 1:
        return prompt.options[0].action
    if kind == "limit":
        return limit_choice(view, prompt, weights)
    reading = read_view(view, weights)
    worth = WORTH[kind]
    return max(prompt.options, key=lambda option: worth(reading, option.action)).action


def hint(view: View[CapitalLuxView], prompt: Prompt, rng: Rng) -> tuple[Action, Label]:
    """The policy's choice (``prompt`` offers several options) and one line why, from the same
    scoring: the expected limit of the colour it plays on and how far it leads the next option,
    or, at a limit, the share of the colour's points the gold would cost."""
    if prompt.kind == "limit":
        action = limit_choice(view, prompt)
        column = action["colour"]
        home, cost = _limit_cost(view, column)
        args: dict[str, LabelArg] = {"colour": COLOUR_LABELS[column], "cost": cost, "home": home}
        return action, Label(f"capital-lux-hint-{action['do']}", args)
    reading = read_view(view)
    worth = WORTH[prompt.kind]
    scores = [worth(reading, option.action) for option in prompt.options]
    best = max(range(len(scores)), key=scores.__getitem__)
    action = prompt.options[best].action
    runner_up = max(score for index, score in enumerate(scores) if index != best)
    colour = _colour_of(action)
    reading_of = reading.colours[colour]
    reason = Label(
        "capital-lux-hint-colour",
        {
            "colour": COLOUR_LABELS[colour],
            "limit": round(reading_of.limit),
            "spread": round(reading_of.spread),
            "gain": round(scores[best] - runner_up),
        },
    )
    return action, reason


def _colour_of(action: Action) -> int:
    if "card" in action:
        return COLOUR_OF[action["card"]]
    colour: int = action["column"] if "column" in action else action["colour"]
    return colour


def limit_choice(view: View[CapitalLuxView], prompt: Prompt, weights: Weights = NORMAL) -> Action:
    """Pay to keep an over-limit colour when the cost is a small enough share of it."""
    pay, discard = (option.action for option in prompt.options)
    home, cost = _limit_cost(view, pay["colour"])
    return pay if cost <= weights.pay_share[view.data["round"] - 1] * home else discard


def _limit_cost(view: View[CapitalLuxView], column: int) -> tuple[int, int]:
    """The seat's home total of an over-limit colour, and the gold that keeping it costs."""
    report = view.data["round_end"]
    assert report is not None, "limits are decided at a round end"
    home = view.data["home_totals"][own(view)["seat"]][column]
    return home, home - report["limits"][column]


def _pick(reading: Reading, action: Action) -> float:
    card = action["card"]
    column = COLOUR_OF[card]
    cards = tuple(sorted((*reading.cards[column], VALUE_OF[card])))
    return reading.gain(column, 0, 0, cards)


def _play(reading: Reading, action: Action) -> float:
    card = action["card"]
    return max(reading.play_worth(card, "home"), reading.play_worth(card, "capital"))


def _destination(reading: Reading, action: Action) -> float:
    return reading.play_worth(action["card"], action["do"])


def _agent(reading: Reading, action: Action) -> float:
    drawn = reading.drawn
    assert drawn is not None, "an Agent places the modifier it drew"
    return reading.place_worth(action["column"], drawn)


def _cleric(reading: Reading, action: Action) -> float:
    return reading.cleric_worth(action["colour"])


WORTH = {
    "pick": _pick,
    "play": _play,
    "destination": _destination,
    "agent": _agent,
    "cleric": _cleric,
}


# -- the score estimate ---------------------------------------------------------------------------


def evaluate(state: State) -> list[float]:
    """Each seat's expected points: what it keeps of its home (hand included, split by its best
    plan), its chance at the bonus cards still to give, its bonus cards and coins."""
    data = state.data
    return [
        read_state(state, seat).points() + data["coins"][seat] + mask_total(data["bonus"][seat])
        for seat in range(state.players)
    ]
