"""The cycle collector of the bot's processes: what was loaded to run is frozen out of its
sight and the youngest generation is collected less often; cycles made later still go."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

from play.collector import YOUNG_COLLECTION_THRESHOLD
from play.workers import Workers


def _collector_state() -> tuple[int, int]:
    return gc.get_threshold()[0], gc.get_freeze_count()


def test_settling_freezes_what_is_loaded_and_still_collects_later_cycles():
    script = textwrap.dedent(
        """
        import gc, weakref
        from play.collector import settle_collector
        loaded = [[i] for i in range(10_000)]  # what a process loads to run with
        settle_collector()
        print(gc.get_threshold()[0], gc.get_freeze_count() >= 10_000)

        class Node:
            pass

        node = Node()
        node.itself = node  # a cycle made afterwards, then dropped
        gone = weakref.ref(node)
        del node
        gc.collect()
        print(gone() is None)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [str(YOUNG_COLLECTION_THRESHOLD), "True", "True"]


async def test_every_worker_process_settles_its_collector_before_its_first_job():
    pool = Workers(1)
    try:
        threshold, frozen = await pool._run(_collector_state)
    finally:
        pool.close(wait=True)
    assert threshold == YOUNG_COLLECTION_THRESHOLD and frozen > 0
    assert gc.get_threshold()[0] != YOUNG_COLLECTION_THRESHOLD  # the test process: untouched


async def test_the_bot_settles_its_collector_once_it_is_ready(monkeypatch):
    import asyncio

    import bot
    import play.collector

    settled: list[bool] = []
    ready = asyncio.Event()

    class Starting:
        async def wait_until_ready(self) -> None:
            await ready.wait()

    monkeypatch.setattr(play.collector, "settle_collector", lambda: settled.append(True))
    settling = asyncio.create_task(bot._settle_collector_when_ready(Starting()))
    await asyncio.sleep(0)
    assert settled == [], "not before the bot has loaded what it runs with"
    ready.set()
    await settling
    assert settled == [True]
