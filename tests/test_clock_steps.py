"""``play.clock.ClockSteps``: a clock set (NTP, an admin) told apart from a clock running."""

from play.clock import STEP_SECONDS, ClockSteps


def test_time_passing_and_drift_are_no_step_and_a_setting_is_one_either_way():
    wall, monotonic = [1_000_000.0], [50.0]
    steps = ClockSteps(lambda: wall[0], lambda: monotonic[0])
    assert steps.step() == 0.0, "the first look only notes where the clock stands"
    wall[0] += 600
    monotonic[0] += 600
    assert steps.step() == 0.0, "ten minutes passing"
    wall[0] += STEP_SECONDS  # NTP slewing it a little
    assert steps.step() == 0.0
    wall[0] += 3600
    assert steps.step() == 3600.0, "set an hour ahead"
    assert steps.step() == 0.0, "told once"
    wall[0] -= 7200
    assert steps.step() == -7200.0, "set two hours back"
