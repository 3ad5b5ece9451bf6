"""Rating updates, engine-free, against the library's own reference values and an independent
implementation of the Weng–Lin Plackett–Luce update it documents."""

from __future__ import annotations

import math

import pytest
from openskill.models import PlackettLuce

from engine.ai import LEVELS
from ratings import (
    AI_RATINGS,
    EXPERT_VS_HARD,
    MODEL,
    NEW_RATING,
    RatedSeat,
    Rating,
    display,
    effective_ranks,
    rate_game,
)

BETA, KAPPA, TAU = 25 / 6, 0.0001, 25 / 300


def weng_lin_plackett_luce(
    players: list[tuple[float, float]], ranks: list[int]
) -> list[tuple[float, float]]:
    """Weng & Lin (2011), Algorithm 4, one player per team, as openskill documents it (τ added
    to σ before the update, ties shared through A_q)."""
    players = [(mu, math.sqrt(sigma**2 + TAU**2)) for mu, sigma in players]
    c = math.sqrt(sum(sigma**2 + BETA**2 for _, sigma in players))
    n = len(players)
    sum_q = [
        sum(math.exp(players[i][0] / c) for i in range(n) if ranks[i] >= ranks[q]) for q in range(n)
    ]
    a = [sum(1 for j in range(n) if ranks[j] == ranks[i]) for i in range(n)]
    updated = []
    for i, (mu, sigma) in enumerate(players):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] <= ranks[i]:
                quotient = math.exp(mu / c) / sum_q[q]
                omega += ((1.0 if q == i else 0.0) - quotient) / a[q]
                delta += quotient * (1 - quotient) / a[q]
        gamma = sigma / c
        updated.append(
            (
                mu + sigma**2 / c * omega,
                sigma * math.sqrt(max(1 - gamma * delta * sigma**2 / c**2, KAPPA)),
            )
        )
    return updated


def check(new: dict[int, Rating], expected: list[tuple[float, float]]) -> None:
    for user_id, (mu, sigma) in enumerate(expected, start=1):
        assert new[user_id].mu == pytest.approx(mu, abs=1e-12)
        assert new[user_id].sigma == pytest.approx(sigma, abs=1e-12)


def test_the_model_is_the_library_default_and_matches_its_documented_example():
    """openskill's README: two new pairs, the first wins: 26.964294621803063 / 8.1779626…"""
    assert (MODEL.mu, MODEL.sigma, MODEL.beta, MODEL.tau) == (25.0, 25 / 3, 25 / 6, 25 / 300)
    r = MODEL.rating
    [[a, b], [x, y]] = MODEL.rate([[r(), r()], [r(), r()]])
    assert (a.mu, a.sigma) == (26.964294621803063, 8.177962604389991)
    assert (x.mu, x.sigma) == (23.035705378196937, 8.177962604389991)


def test_a_two_player_win():
    new = rate_game([RatedSeat(1), RatedSeat(2)], [1, 2], {})
    check(new, weng_lin_plackett_luce([(25, 25 / 3)] * 2, [1, 2]))
    [[a], [b]] = PlackettLuce().rate([[MODEL.rating()], [MODEL.rating()]])
    assert (new[1].mu, new[1].sigma, new[2].mu) == (a.mu, a.sigma, b.mu)
    assert new[1].mu == pytest.approx(27.635389493140497, abs=1e-12)
    assert new[1].sigma == pytest.approx(8.06590141354368, abs=1e-12)
    assert display(new[1].mu, new[1].sigma) > 1000 > display(new[2].mu, new[2].sigma)


def test_a_four_player_game_with_a_tie_for_second():
    start = {1: Rating(30.0, 6.0), 2: Rating(25.0, 25 / 3), 3: Rating(22.0, 7.0)}
    seats = [RatedSeat(1), RatedSeat(2), RatedSeat(3), RatedSeat(4)]
    new = rate_game(seats, [1, 2, 2, 4], start)
    before = [(r.mu, r.sigma) for r in (start[1], start[2], start[3], NEW_RATING)]
    check(new, weng_lin_plackett_luce(before, [1, 2, 2, 4]))
    lib = MODEL.rate([[MODEL.rating(mu=m, sigma=s)] for m, s in before], ranks=[1, 2, 2, 4])
    assert [new[i + 1].mu for i in range(4)] == [team[0].mu for team in lib]


def test_a_shared_win_moves_both_winners_alike():
    seats = [RatedSeat(1), RatedSeat(2), RatedSeat(3), RatedSeat(4)]
    new = rate_game(seats, [1, 1, 3, 4], {})
    check(new, weng_lin_plackett_luce([(25, 25 / 3)] * 4, [1, 1, 3, 4]))
    assert new[1] == new[2] and new[1].mu > 25 > new[4].mu
    assert new[1].mu == pytest.approx(25.93175089083371, abs=1e-12)


def test_ai_seats_are_fixed_opponents_and_only_humans_are_rated():
    seats = [RatedSeat(1), RatedSeat(None, "hard"), RatedSeat(None, "easy")]
    new = rate_game(seats, [1, 2, 3], {})
    assert set(new) == {1}
    expected = weng_lin_plackett_luce(
        [(25, 25 / 3), AI_RATINGS["hard"], AI_RATINGS["easy"]], [1, 2, 3]
    )
    assert new[1].mu == pytest.approx(expected[0][0], abs=1e-12)
    # losing to an easy bot costs more than losing to a hard one
    to_easy = rate_game([RatedSeat(1), RatedSeat(None, "easy")], [2, 1], {})[1]
    to_hard = rate_game([RatedSeat(1), RatedSeat(None, "hard")], [2, 1], {})[1]
    assert to_easy.mu < to_hard.mu < 25


def test_a_seat_left_to_a_bot_is_a_loss_even_when_the_bot_won():
    assert effective_ranks([1, 2, 3], [True, False, False]) == [3, 1, 2]
    assert effective_ranks([1, 1, 3, 4], [False, True, False, True]) == [1, 3, 2, 3]
    new = rate_game([RatedSeat(1, left=True), RatedSeat(2)], [1, 2], {})
    check({1: new[2], 2: new[1]}, weng_lin_plackett_luce([(25, 25 / 3)] * 2, [1, 2]))


def test_nothing_is_rated_without_two_seats_or_a_human():
    assert rate_game([RatedSeat(1)], [1], {}) == {}
    assert rate_game([RatedSeat(None, "easy"), RatedSeat(None, "hard")], [1, 2], {}) == {}


def test_every_ai_level_has_a_fixed_rating_and_expert_sits_where_it_beat_hard():
    assert set(LEVELS) <= set(AI_RATINGS)
    expert, hard = (MODEL.rating(*AI_RATINGS[level]) for level in ("expert", "hard"))
    assert MODEL.predict_win([[expert], [hard]])[0] == pytest.approx(EXPERT_VS_HARD, abs=0.005)
    beat_expert = rate_game([RatedSeat(1), RatedSeat(None, "expert")], [1, 2], {})[1]
    beat_hard = rate_game([RatedSeat(1), RatedSeat(None, "hard")], [1, 2], {})[1]
    assert beat_expert.mu >= beat_hard.mu > 25
