"""Ratings kept up to date: every result stored is rated, in the order results were stored
(see ``db.history``), by one background task woken when a game finishes
(``GameService.on_result``) and once at start-up."""

from __future__ import annotations

import asyncio
import logging

from db.database import DatabaseBusy
from db.history import HistoryStore

log = logging.getLogger(__name__)

BUSY_RETRY_SECONDS = 1.0


class RatingKeeper:
    """One background task that rates every unrated result; a wake-up while it runs makes it
    look again before it ends, so no finished game waits for the next one."""

    def __init__(self, history: HistoryStore) -> None:
        self.history = history
        self._task: asyncio.Task[None] | None = None
        self._again = False

    def wake(self, game_id: int | None = None) -> None:
        if self._task is not None and not self._task.done():
            self._again = True
            return
        self._task = asyncio.create_task(self._run(), name="ratings")

    async def _run(self) -> None:
        while True:
            self._again = False
            try:
                await self.history.rate_pending()
            except DatabaseBusy:
                await asyncio.sleep(BUSY_RETRY_SECONDS)
                self._again = True
            except Exception:
                log.exception("rating finished games failed")
                return
            if not self._again:
                return

    async def settled(self) -> None:
        """Wait until every result stored so far is rated (commands read after this)."""
        while self._task is not None and not self._task.done():
            await asyncio.gather(self._task, return_exceptions=True)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
