"""Discord's session start limit: a bot may start ``total`` gateway sessions (IDENTIFY; 1,000 for
most bots) in a window of 24 hours counted from the window's first start; a RESUME costs
nothing. ``GET /gateway/bot`` tells what is left (``session_start_limit``).

"Upon hitting this limit, all active sessions for the app will be terminated, the bot token will
be reset, and the owner will receive an email notification" (Discord's gateway documentation).
The fake takes the harsher reading: the start that uses the last one resets the token. That is
how a bot in a restart loop, or one that identifies anew after every invalidated session, is
locked out until its owner puts a new token in its settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

DAY_SECONDS = 24 * 60 * 60
SESSION_STARTS_PER_DAY = 1_000


class SessionStartLimit:
    """The count of session starts in the current window, on the fake's clock (milliseconds;
    ``FakeDiscord.advance`` moves it)."""

    def __init__(
        self,
        now_ms: Callable[[], int],
        *,
        total: int = SESSION_STARTS_PER_DAY,
        window_seconds: float = DAY_SECONDS,
        max_concurrency: int = 1,
    ) -> None:
        self._now_ms = now_ms
        self.total = total
        self.window_seconds = window_seconds
        self.max_concurrency = max_concurrency
        self.used = 0
        self._window_start_ms: int | None = None

    def set(self, *, total: int, window_seconds: float | None = None) -> None:
        """A smaller budget (tests), from now on; ``used`` is kept."""
        self.total = total
        if window_seconds is not None:
            self.window_seconds = window_seconds

    def start(self) -> bool:
        """Count one IDENTIFY. False when it used the last start: Discord resets the token."""
        self._roll()
        if self._window_start_ms is None:
            self._window_start_ms = self._now_ms()
        self.used += 1
        return self.used < self.total

    @property
    def remaining(self) -> int:
        self._roll()
        return max(0, self.total - self.used)

    def payload(self) -> dict[str, Any]:
        """``session_start_limit`` as ``GET /gateway/bot`` gives it."""
        self._roll()
        reset_after = 0
        if self._window_start_ms is not None:
            reset_after = self._window_start_ms + self._window_ms - self._now_ms()
        return {
            "total": self.total,
            "remaining": self.remaining,
            "reset_after": max(0, reset_after),
            "max_concurrency": self.max_concurrency,
        }

    @property
    def _window_ms(self) -> int:
        return int(self.window_seconds * 1000)

    def _roll(self) -> None:
        start = self._window_start_ms
        if start is not None and self._now_ms() >= start + self._window_ms:
            self._window_start_ms, self.used = None, 0
