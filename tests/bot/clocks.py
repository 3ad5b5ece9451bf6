"""A clock that tests move by hand, and helpers to put a clock on a table."""

from __future__ import annotations

START = 1_800_000_000.0
"""A fixed 'now' (2027-01-15) so deadlines in tests read the same every run."""


class ManualClock:
    def __init__(self, now: float = START) -> None:
        self._now = now

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        self._now += seconds


async def set_clock(bot, game_id: int, seconds: int | None) -> None:
    """Give a lobby its per-decision clock (what the lobby's clock menu stores)."""
    async with bot.database.transaction() as tx:
        await tx.execute("UPDATE games SET clock_seconds = ? WHERE id = ?", (seconds, game_id))
