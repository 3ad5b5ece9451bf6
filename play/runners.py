"""At most one background task per game, and a way to wait for all of them.

The channel sync and the AI seats each run one task per game: a request while that task runs
is picked up by the running task (it loops until nothing is left), never by a second one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any


class GameRunners:
    def __init__(self, name: str) -> None:
        self._name = name
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def ensure(self, game_id: int, run: Callable[[], Coroutine[Any, Any, None]]) -> None:
        """Start ``run()`` for this game unless its task is still running."""
        task = self._tasks.get(game_id)
        if task is None or task.done():
            task = asyncio.create_task(run(), name=f"{self._name}-{game_id}")
            self._tasks[game_id] = task
            task.add_done_callback(lambda done: self._forget(game_id, done))

    def _forget(self, game_id: int, task: asyncio.Task[None]) -> None:
        if self._tasks.get(game_id) is task:
            del self._tasks[game_id]

    async def settled(self, game_id: int) -> None:
        """Wait until this game's task (and any that followed it) is done."""
        while (task := self._tasks.get(game_id)) is not None:
            await asyncio.gather(task, return_exceptions=True)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    def __len__(self) -> int:
        """Games with a task."""
        return len(self._tasks)

    async def idle(self) -> None:
        """Wait until no game has a task (tests; a graceful shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def stop(self) -> None:
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
