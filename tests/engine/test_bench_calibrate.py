"""``bench.calibrate``: what a lead in ``evaluate``'s points says about who wins."""

from __future__ import annotations

import random

import pytest

from bench.calibrate import calibration, fit_slope, win_chance


def test_the_fit_finds_the_slope_the_outcomes_were_drawn_with():
    draw = random.Random(7)
    found = []
    for _ in range(20_000):
        lead = draw.uniform(-40, 40)
        found.append((lead, 0.0, 1.0 if draw.random() < win_chance(0.2, lead) else 0.0))
    assert fit_slope(found) == pytest.approx(0.2, rel=0.1)


def test_a_lead_read_as_a_chance_of_winning_beats_hards_reward_and_is_surer_late():
    """Hard's reward counts any lead as 0.8: read as a chance of winning it is worse than a coin
    toss (log loss 0.693); the fitted curve is better than both, and a lead late in the game is
    surer than one early."""
    figures = calibration("mausoleum", 30)
    assert figures["positions"] > 1000
    assert figures["log_loss"] < 0.693 < figures["hard_log_loss"]
    first, _middle, last = figures["thirds"]
    assert last > first
