"""A clock that tests move by hand, and helpers to put a clock on a table."""

from __future__ import annotations

import re
import time

START = float(int(time.time()))
"""'Now' when the tests start: deadlines are read relative to it, and the messages the fake
Discord dates with its own clock are not taken for hours old (a table over an hour old is
posted again instead of edited)."""


class ManualClock:
    def __init__(self, now: float = START) -> None:
        self._now = now
        self._set_by = 0.0

    def now(self) -> float:
        return self._now

    def monotonic(self) -> float:
        """Moved by :meth:`advance` (time passing), not by :meth:`set_ahead` (a step)."""
        return self._now - self._set_by

    def advance(self, seconds: float) -> None:
        self._now += seconds

    def set_ahead(self, seconds: float) -> None:
        """The clock set that far ahead, as NTP sets a host's, with no time passing."""
        self._now += seconds
        self._set_by += seconds


async def set_clock(bot, game_id: int, seconds: int | None) -> None:
    """Give a lobby its per-decision clock (what the lobby's clock menu stores)."""
    async with bot.database.transaction() as tx:
        await tx.execute("UPDATE games SET clock_seconds = ? WHERE id = ?", (seconds, game_id))


def counts_down_to(text: str) -> int:
    """The Unix seconds (Discord's clock) of the one ``<t:…:R>`` countdown in ``text``."""
    (seconds,) = re.findall(r"<t:(\d+):R>", text)
    return int(seconds)


def assert_counts_down(text: str, fake, seconds: float) -> None:
    """``text`` counts down to ``seconds`` from now on Discord's clock, which every reader's
    device shows: whatever the bot's own clock says (an injected one stands still)."""
    assert abs(counts_down_to(text) - (fake.now() + seconds)) <= 2
