"""Player ratings: one openskill Plackett–Luce rating per player per game.

Pure computation (no I/O, no engine, no Discord): ``rate_game`` takes a finished game's seats
and ranks and the current ratings of its human players, and returns their new ratings.

- Humans are rated; AI seats are fixed opponents with a constant rating per level, so a solo
  player's rating moves when they beat or lose to bots, and bots never drift.
- Ties and shared wins are equal ranks, handled by the library.
- A seat its owner left to a bot for good (``left``) counts as a loss: it is ranked below every
  other seat.
- The shown number is the conservative ordinal ``μ − 3σ``, scaled: ``1000 + 40 (μ − 3σ)``, so a
  new player shows 1000.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist

from openskill.models import PlackettLuce

MODEL = PlackettLuce()  # μ 25, σ 25/3, β 25/6, τ 25/300: the library's defaults
NEW_MU = MODEL.mu
NEW_SIGMA = MODEL.sigma

AI_SIGMA = 2.0
"""σ of every AI level: small, as a bot's strength is well known and never drifts."""
EXPERT_VS_HARD = 0.60
"""How often the expert (2 s a decision) beats hard in two-player games of ``bench.ai``, seats
alternated (see :data:`AI_RATINGS`). Measured at 2 s on the 2-core machine (2026-11-24 to 27,
``docs/ai.md``), 200 games in each game: 126 in Capital Lux, 116 in Luxor, 120.5 in Guardiões do
Mausoléu: 362.5 of 600, 60.4% [56.4, 64.3] (before the first measure whose interval cleared
even, expert sat at hard's μ). At 0.5 s it is much the same (60–65% over 200 games in each
game), but the level plays at 2 s. The model then predicts 30.1% for one expert against three
hard, where 600 four-player games measured 35.2% [31.5, 39.1]. A bigger ``python -m bench.ai
--only expert --budgets 2`` sets it anew here: the μ follows."""


def mu_beating(mu: float, rate: float, sigma: float = AI_SIGMA) -> float:
    """The μ of a level (σ ``sigma``) that the model predicts beats one rated (``mu``,
    ``sigma``) at ``rate`` in two-player games (``MODEL.predict_win``: the normal distribution
    of the μ difference over ``√(2β² + 2σ²)``)."""
    spread = math.sqrt(2 * MODEL.beta**2 + 2 * sigma**2)
    return mu + spread * NormalDist().inv_cdf(rate)


AI_RATINGS: dict[str, tuple[float, float]] = {
    "easy": (12.0, AI_SIGMA),
    "normal": (25.0, AI_SIGMA),
    "hard": (31.0, AI_SIGMA),
    "expert": (round(mu_beating(31.0, EXPERT_VS_HARD), 1), AI_SIGMA),
}
"""Fixed (μ, σ) of each AI level. Normal sits at a new player's μ; hard beats normal about 70%
of the time and easy loses nearly always (see ``bench.ai``). Expert sits where the model
predicts its measured rate against hard (:data:`EXPERT_VS_HARD`), so a player who beats it
gains what beating a player of that strength is worth."""

DISPLAY_BASE = 1000
DISPLAY_SCALE = 40
PROVISIONAL_GAMES = 5
"""A rating is marked provisional until the player finished this many rated games."""
MIN_BOARD_GAMES = 3
"""Rated games of a game a player needs to appear on its leaderboards."""


@dataclass(frozen=True)
class RatedSeat:
    user_id: int | None  # None: an AI seat
    ai_level: str | None = None
    left: bool = False


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def display(self) -> int:
        return display(self.mu, self.sigma)


NEW_RATING = Rating(NEW_MU, NEW_SIGMA)


def display(mu: float, sigma: float) -> int:
    return round(DISPLAY_BASE + DISPLAY_SCALE * (mu - 3 * sigma))


def effective_ranks(ranks: Sequence[int], left: Sequence[bool]) -> list[int]:
    """The ranks that count for stats and ratings: a seat left to a bot is last (below every
    other seat, tied with other leavers); the others keep their order, 1 being the best."""
    ranks = list(ranks)
    stayed = [rank for rank, gone in zip(ranks, left, strict=True) if not gone]
    last = len(stayed) + 1
    return [
        last if gone else 1 + sum(other < rank for other in stayed)
        for rank, gone in zip(ranks, left, strict=True)
    ]


def rate_game(
    seats: Sequence[RatedSeat], ranks: Sequence[int], current: Mapping[int, Rating]
) -> dict[int, Rating]:
    """New ratings of the human seats (by user id) after a game with these stored ``ranks``.

    ``current`` holds the players' ratings before the game (a missing player is new). A game
    with fewer than two seats or without a human changes nothing.
    """
    if len(seats) < 2 or all(seat.user_id is None for seat in seats):
        return {}
    teams = []
    for seat in seats:
        if seat.user_id is None:
            mu, sigma = AI_RATINGS[seat.ai_level or "normal"]
        else:
            rating = current.get(seat.user_id, NEW_RATING)
            mu, sigma = rating.mu, rating.sigma
        teams.append([MODEL.rating(mu=mu, sigma=sigma)])
    final = effective_ranks(ranks, [seat.left for seat in seats])
    rated = MODEL.rate(teams, ranks=[float(rank) for rank in final])
    return {
        seat.user_id: Rating(team[0].mu, team[0].sigma)
        for seat, team in zip(seats, rated, strict=True)
        if seat.user_id is not None
    }
