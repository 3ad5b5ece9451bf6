"""The worker pool on its own (real processes): answers, errors, cancelled callers, deaths."""

from __future__ import annotations

import asyncio
import os
import signal
import time

import pytest

from play.workers import (
    MAX_FAILED_STARTS,
    JobNotSent,
    WorkerDied,
    Workers,
    WorkerTimedOut,
)


def _fail(text: str) -> None:
    raise ValueError(text)


def _exit_now() -> None:
    os._exit(3)


async def test_a_job_is_run_in_a_worker_and_its_error_reaches_the_caller():
    pool = Workers(1)
    try:
        assert await pool._run(os.getpid) != os.getpid()
        with pytest.raises(ValueError, match="broken"):
            await pool._run(_fail, "broken")
        assert await pool._run(sum, [1, 2, 3]) == 6  # the worker went on after the error
        assert pool.replaced == 0
    finally:
        pool.close(wait=True)


async def test_a_caller_that_gives_up_does_not_lose_the_worker():
    pool = Workers(1)
    try:
        await pool._run(os.getpid)
        slow = asyncio.ensure_future(pool._run(time.sleep, 0.3))
        queued = asyncio.ensure_future(pool._run(os.getpid))
        await asyncio.sleep(0.05)
        queued.cancel()
        slow.cancel()
        with pytest.raises(asyncio.CancelledError):
            await slow
        # The worker finishes the sleep it was given, then takes the next job.
        assert await asyncio.wait_for(pool._run(sum, [2, 2]), 5) == 4
    finally:
        pool.close(wait=True)


async def test_jobs_wait_for_the_first_free_worker_and_use_every_worker():
    pool = Workers(2)
    try:
        pids = await asyncio.gather(*(pool._run(_pid_after, 0.2) for _ in range(4)))
        assert set(pids) == set(pool.worker_pids()) and len(set(pids)) == 2
    finally:
        pool.close(wait=True)


def _pid_after(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


async def test_a_dead_worker_is_replaced_and_a_job_that_kills_it_twice_fails():
    pool = Workers(1)
    try:
        first = await pool._run(os.getpid)
        os.kill(first, signal.SIGKILL)
        assert await pool._run(os.getpid) not in (first, os.getpid())
        with pytest.raises(WorkerDied):
            await pool._run(_exit_now)  # run again once on a new worker, which dies too
        assert pool.replaced == 3
        assert await pool._run(sum, [1]) == 1
    finally:
        pool.close(wait=True)


def _megabyte() -> bytes:
    return bytes(range(256)) * 4096


def test_answers_bigger_than_the_pipe_buffer_reach_the_caller_on_uvloop():
    """uvloop's ``add_reader`` makes the pipe non-blocking: an image (tens of KB, more than the
    pipe holds at once) must still be read whole, not taken for a dead worker."""
    uvloop = pytest.importorskip("uvloop")

    async def draw_twice() -> tuple[list[bool], list[bytes], int]:
        pool = Workers(2)
        try:
            pool.warm_up()
            blocking = [os.get_blocking(worker.conn.fileno()) for worker in pool._workers]
            answers = [await pool._run(_megabyte) for _ in range(2)]
            return blocking, answers, pool.replaced
        finally:
            pool.close(wait=True)

    blocking, answers, replaced = uvloop.run(draw_twice())
    assert blocking == [True, True]
    assert answers == [_megabyte(), _megabyte()] and replaced == 0


class _Unreadable:
    """Pickles here, but cannot be read back in the worker."""

    def __reduce__(self):
        return (_fail, ("unpickled",))


async def test_a_job_that_cannot_be_sent_gives_its_worker_back():
    """A prompt holding a lambda once took the only AI worker for good: every later bot waited
    for a worker that never came back."""
    pool = Workers(1)
    try:
        worker_pid = await pool._run(os.getpid)
        with pytest.raises(JobNotSent, match="lambda"):
            await pool._run(len, [lambda: None])
        with pytest.raises(JobNotSent, match="unpickled"):
            await pool._run(len, [_Unreadable()])
        assert await asyncio.wait_for(pool._run(os.getpid), 10) == worker_pid
        assert pool.replaced == 0
    finally:
        pool.close(wait=True)


async def test_a_job_over_its_time_has_its_worker_killed_and_replaced():
    pool = Workers(1, job_timeout=0.2)
    try:
        stuck = await pool._run(os.getpid)
        with pytest.raises(WorkerTimedOut):
            await pool._run(time.sleep, 30)
        assert await asyncio.wait_for(pool._run(os.getpid), 10) not in (stuck, os.getpid())
        assert pool.replaced == 1
    finally:
        pool.close(wait=True)


async def test_workers_that_keep_dying_at_start_leave_their_jobs_to_threads_here():
    """No endless loop of starts: after a few workers died before they were ready, the pool
    stops starting them and still answers every job."""
    pool = Workers(1, prepare=_exit_now)
    try:
        assert await asyncio.wait_for(pool._run(os.getpid), 30) == os.getpid()
        assert pool.broken and pool.replaced == MAX_FAILED_STARTS - 1
        assert await pool._run(sum, [4, 5]) == 9
    finally:
        pool.close(wait=True)


async def test_an_expert_thinking_does_not_hold_up_another_tables_bot():
    """With the default single AI worker, a normal bot's decision waited behind an expert's
    whole thinking time; experts now think in workers of their own."""
    from cogs.common import Thinking
    from engine.core import get_game, random_game_states

    game = get_game("mausoleum")
    state = next(s for s in random_game_states(game, 2, 1)[4:] if game.pending(s))
    seat, asked = min(game.pending(state).items())
    view = game.view(state, seat)
    thinking = Thinking(1, think_seconds=30.0)  # an expert busy for longer than the wait below
    try:
        await thinking.choose("easy", 1, view, asked)  # the quick worker is started
        expert = asyncio.ensure_future(thinking.choose("expert", 1, view, asked))
        while not thinking.experts.running:
            await asyncio.sleep(0.01)
        action = await asyncio.wait_for(thinking.choose("normal", 2, view, asked), 10)
        assert asked.offers(action) and not expert.done()
        # Another table's expert, asking now, would wait for this one: it gets half the time.
        assert thinking.budget("expert") == 15.0
    finally:
        expert.cancel()
        for pid in thinking.experts.worker_pids():
            os.kill(pid, signal.SIGKILL)
        thinking.close(wait=True)


def test_experts_that_queue_share_the_thinking_time_and_never_drop_below_a_floor():
    """Fifty tables whose experts all wait on one worker: each gets a fiftieth of the budget,
    so a table waits about one budget for its move instead of fifty."""
    from cogs.common import MIN_THINK_SECONDS, thinking_share

    assert thinking_share(2.0, workers=1, ahead=0) == 2.0
    assert thinking_share(2.0, workers=2, ahead=1) == 2.0, "a free worker: the whole time"
    assert thinking_share(2.0, workers=1, ahead=1) == 1.0
    assert thinking_share(2.0, workers=2, ahead=7) == 0.5
    assert thinking_share(2.0, workers=1, ahead=19) == pytest.approx(0.1)
    assert thinking_share(2.0, workers=1, ahead=49) == MIN_THINK_SECONDS, "not 0.04 s"
    assert thinking_share(0.01, workers=1, ahead=999) == 0.01, "never more than asked"
    assert thinking_share(2.0, workers=0, ahead=0) == 2.0, "no workers: one thread at a time"
