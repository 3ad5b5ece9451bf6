"""``cogs.late_clicks.ClickAges``: how old a click is as it arrives, never more than it truly
is, whatever the host's clock says (the end-to-end case is in ``tests/bot/test_reconnect.py``)."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import discord

from cogs.late_clicks import ANSWER_DEADLINE_SECONDS, ClickAges, late

T0 = 1_800_000_000.0


def made_at(discord_seconds: float) -> int:
    """The snowflake of a click Discord made at ``discord_seconds`` on its clock."""
    return discord.utils.time_snowflake(dt.datetime.fromtimestamp(discord_seconds, dt.UTC))


def arrivals(*clicks: tuple[float, float]) -> tuple[ClickAges, list[float]]:
    """Clicks as ``(made, heard)``, seconds on Discord's clock; the host's monotonic clock
    reads 12.5 when Discord's reads T0."""
    heard = [0.0]
    ages = ClickAges(monotonic=lambda: heard[0])
    measured = []
    for made, at in clicks:
        heard[0] = 12.5 + at - T0
        measured.append(ages.age(made_at(made)))
    return ages, measured


def test_a_click_is_as_old_as_its_slowest_trip_beyond_the_fastest_seen():
    t = T0
    _, measured = arrivals((t, t + 0.05), (t + 10, t + 10.2), (t + 20, t + 32), (t + 40, t + 40.1))
    assert [round(m, 3) for m in measured] == [0.0, 0.15, 11.95, 0.05]


def test_the_first_click_is_never_late_whatever_the_host_s_clock():
    t = T0
    _, measured = arrivals((t, t + 3600))  # nothing to read it against yet
    assert measured == [0.0]


def test_only_a_click_past_discord_s_deadline_is_marked_late():
    t = T0
    heard = [0.0]
    ages = ClickAges(monotonic=lambda: heard[0])

    def arrives(made: float, at: float):
        heard[0] = at - t
        interaction = SimpleNamespace(id=made_at(made), extras={}, user=SimpleNamespace(id=7))
        return ages.mark_if_late(interaction), interaction  # type: ignore[arg-type]

    on_time, first = arrives(t, t + 0.1)
    still, second = arrives(t + 5, t + 5 + ANSWER_DEADLINE_SECONDS - 0.5)
    too_late, third = arrives(t + 10, t + 10 + ANSWER_DEADLINE_SECONDS + 1)
    assert (on_time, still, too_late) == (False, False, True)
    assert not late(first) and not late(second) and late(third)  # type: ignore[arg-type]
    assert round(third.extras["late_seconds"], 2) == ANSWER_DEADLINE_SECONDS + 1 - 0.1


def test_a_burst_of_late_clicks_is_late_to_its_last():
    """A resumed session brings the clicks made in the silence all at once: none of them may
    become the reference the others are measured against."""
    t = T0
    burst = [(t + 10 + i * 0.2, t + 26) for i in range(40)]  # made over 8 s, heard at once
    _, measured = arrivals((t, t + 0.05), *burst)
    assert all(m > ANSWER_DEADLINE_SECONDS for m in measured[1:])
    assert round(measured[-1], 2) == round(26 - 10 - 39 * 0.2 - 0.05, 2)


def test_a_reference_lasts_ten_minutes():
    t = T0
    _, measured = arrivals((t, t), (t + 500, t + 510), (t + 1200, t + 1210))
    assert [round(m, 2) for m in measured] == [0.0, 10.0, 0.0], "after 10 min, none to read"
