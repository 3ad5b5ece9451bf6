"""Discord-shaped ids and timestamps."""

from __future__ import annotations

import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000


class SnowflakeFactory:
    """Hands out strictly increasing snowflakes whose timestamp part is the current time.

    discord.py derives `created_at` from the id, so ids must look real, and tests sort
    messages by id, so two ids made in the same millisecond must still be ordered.
    """

    def __init__(self) -> None:
        self._last = 0
        self.offset_ms = 0
        """How far the fake's clock runs ahead of the real one (see ``FakeDiscord.advance``)."""

    def now_ms(self) -> int:
        """The fake's clock: Unix milliseconds, moved on by `offset_ms`."""
        return time.time_ns() // 1_000_000 + self.offset_ms

    def next(self) -> int:
        stamp = (self.now_ms() - DISCORD_EPOCH_MS) << 22
        self._last = max(stamp, self._last + 1)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next id whose guild would live on this shard (``(id >> 22) % shard_count``): the
        timestamp moves on by less than ``shard_count`` milliseconds to get there."""
        stamp = self.next()
        self._last = stamp + (((shard_id - (stamp >> 22)) % shard_count) << 22)
        return self._last


def iso_now() -> str:
    return datetime.now(UTC).isoformat()
