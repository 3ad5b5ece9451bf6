"""The database unavailable for a while, told to the admin when it starts and when it ends:
a PostgreSQL server out of reach (a restart, a failover), a SQLite file on a full disk.

A restart of the PostgreSQL server under play meets hundreds of clicks, table passes, clocks
and bot seats in a few seconds (317 in a 40-second outage of ``bench.load``); each is handled
where it happens (the click told to try again, the pass tried again), and the admin needs two
lines, not one warning for every one of them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

log = logging.getLogger(__name__)


SETTLE_SECONDS = 5.0
"""How long the database must go without failing before an outage counts as over: on a full
disk, a small write that still fits goes through between failures (three outages of 0, 3 and
26 s were logged for one of 30 s in ``bench.load``)."""


class Outage:
    """Whether the database (``what``, as the log names it) is unavailable now, since when,
    and how often that was met."""

    def __init__(
        self,
        what: str,
        clock: Callable[[], float] = time.monotonic,
        settle_seconds: float = SETTLE_SECONDS,
    ) -> None:
        self.what = what
        self._clock = clock
        self.settle_seconds = settle_seconds
        self._since: float | None = None
        self._last = 0.0
        self._met = 0

    @property
    def ongoing(self) -> bool:
        return self._since is not None

    def met(self, reason: str) -> bool:
        """A statement (or a connection) met the database unavailable, for ``reason``;
        whether that starts an outage."""
        starts = self._since is None
        self._last = self._clock()
        if starts:
            self._since = self._last
            self._met = 0
            log.warning(
                "%s cannot be used now (%s): clicks are told to try again in a moment; table "
                "updates, clocks and bot seats wait for it",
                self.what,
                reason,
            )
        self._met += 1
        return starts

    def over(self) -> None:
        """A statement went through: an outage under way has ended if nothing failed for
        ``settle_seconds``."""
        if self._since is None or self._clock() - self._last < self.settle_seconds:
            return
        log.warning(
            "%s works again (unavailable for %.0f s; %d database requests met it)",
            self.what,
            self._last - self._since,
            self._met,
        )
        self._since = None
