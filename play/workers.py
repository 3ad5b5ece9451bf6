"""Worker processes for CPU-heavy jobs (images, AI thinking), fed from the event loop.

Each worker has one pipe to the bot: the event loop writes a job into an idle worker's pipe
and reads the answer when the pipe becomes readable (``loop.add_reader``), so no thread sits
between them. ``concurrent.futures.ProcessPoolExecutor`` puts a manager thread and a queue
feeder thread there, and under load they took about 7% of the bot's main-process CPU, more
than the hand-offs themselves, while competing with the event loop for the GIL.

A job goes to an idle worker, or waits in one queue for the first worker that is free, so no
job waits behind a busy worker while another is idle. A worker that dies (a crash, the
out-of-memory killer) is replaced and the job it had is run once more, so the click still
gets its answer. No failure keeps a worker from the pool: a job that cannot be sent (it does
not pickle) gives its worker back at once, a job that outlives ``job_timeout`` has its worker
killed and replaced, and a pool whose new workers keep dying before they are ready stops
starting them and runs its jobs in a thread of this process instead. The callers tell these
failures (:class:`WorkerFailure`) from the errors of the job itself.

Workers are forked from a fork server (``multiprocessing``'s "forkserver") that imported the
modules the pools name in ``preload`` once: a new worker starts with them loaded, in tens of
milliseconds instead of the 0.4–0.8 s a freshly spawned interpreter takes to import them.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ctypes.util
import logging
import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.context import ForkServerContext
from multiprocessing.process import BaseProcess
from multiprocessing.reduction import ForkingPickler
from pathlib import Path
from typing import Any, TypeVar, cast

from engine.core import registry
from play.collector import settle_collector

log = logging.getLogger(__name__)

T = TypeVar("T")
READY = "ready"
"""What a worker says once it has loaded what its jobs need."""
STOP = None
"""What tells a worker to exit once its job under way is done."""
PR_SET_PDEATHSIG = 1


MAX_FAILED_STARTS = 3
"""New workers in a row that may die before they are ready; then the pool stops starting them
(something in their start is broken: another would die too) and runs its jobs in threads."""


class WorkerFailure(RuntimeError):
    """A job got no answer from a worker for a reason of the workers, not of the job itself."""


class WorkerDied(WorkerFailure):
    """The worker process running a job exited before answering (twice for the same job)."""


class WorkerTimedOut(WorkerFailure):
    """A job ran longer than the pool's ``job_timeout``: its worker was killed (and replaced)."""


class JobNotSent(WorkerFailure):
    """A job could not be handed to a worker process: something in it does not pickle."""


class Workers:
    """``count`` worker processes (``0``: every job runs in this process, for tests).

    ``prepare`` (a module-level function) runs in each worker before its first job.
    """

    process_name = "worker"
    """What ``ps`` and ``bench.load`` call the worker processes (Linux ``comm``)."""
    preload: tuple[str, ...] = ()
    """Modules the fork server imports once for every worker it forks (what the jobs run)."""

    def __init__(
        self,
        count: int,
        prepare: Callable[[], None] | None = None,
        job_timeout: float | None = None,
    ) -> None:
        self.count = count
        self.prepare = prepare
        self.job_timeout = job_timeout
        """Seconds a job may run before its worker is killed (``None``: no limit)."""
        self.replaced = 0
        """How many workers died and were replaced."""
        self.broken = False
        """New workers kept dying before they were ready: jobs run in threads of this process."""
        self._failed_starts = 0

        self._workers: list[_Worker] = []
        self._idle: list[_Worker] = []
        self._waiting: deque[asyncio.Future[_Worker]] = deque()
        self._closing = False
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def inline(self) -> bool:
        """Jobs run in this process (no worker processes)."""
        return self.count <= 0

    def warm_up(self) -> None:
        """Start the worker processes now rather than on the first job."""
        while (
            not self.inline
            and not self.broken
            and not self._closing
            and len(self._workers) < self.count
        ):
            self._start()

    @property
    def waiting(self) -> int:
        """Jobs waiting for a free worker (the metrics' queue depth)."""
        return sum(not waiter.done() for waiter in self._waiting)

    @property
    def busy(self) -> int:
        """Workers running a job."""
        return len(self._workers) - len(self._idle)

    @property
    def running(self) -> int:
        """Jobs running now (a worker still starting runs none: its first job is waiting)."""
        return sum(worker.ready for worker in self._workers) - len(self._idle)

    def worker_pids(self) -> list[int]:
        """The worker processes running now (tests kill one)."""
        return [w.process.pid for w in self._workers if w.process.is_alive() and w.process.pid]

    async def _run(self, function: Callable[..., T], *args: Any) -> T:
        if self.inline:
            return function(*args)
        for attempt in (1, 2):
            if self.broken:
                return await asyncio.to_thread(function, *args)
            self.warm_up()
            try:
                worker = await self._take()
            except WorkerDied:
                continue  # the pool broke while the job waited: run it in a thread
            answer = worker.give(function, args)
            try:
                ok, value = await asyncio.wait_for(asyncio.shield(answer), self.job_timeout)
            except TimeoutError:
                worker.kill()
                raise WorkerTimedOut(
                    f"{_name(function)} ran over {self.job_timeout} s: worker killed"
                ) from None
            except WorkerDied:
                if attempt == 2:
                    raise
                continue
            if ok:
                return cast(T, value)  # what ``function`` returned, sent back by the worker
            raise value
        return await asyncio.to_thread(function, *args)

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers: jobs not started are dropped; with ``wait``, return once the job
        under way is done and every worker process has exited. May run in another thread."""
        self._closing = True
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._drop_waiting)
        for worker in list(self._workers):
            with contextlib.suppress(OSError, ValueError):
                worker.conn.send(STOP)
        if wait:
            for worker in list(self._workers):
                worker.process.join()

    # -- inside the event loop ----------------------------------------------------------------

    def _start(self) -> None:
        context = _context()
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(
            target=_serve,
            args=(theirs, self.process_name, os.getpid(), self.prepare, registry.registered()),
            name=self.process_name,
            daemon=True,
        )
        process.start()
        theirs.close()
        worker = _Worker(self, process, ours)
        self._workers.append(worker)
        self._loop = asyncio.get_running_loop()
        self._loop.add_reader(ours.fileno(), worker.readable)
        # uvloop's add_reader makes the descriptor non-blocking; an answer bigger than the
        # pipe's buffer (an image) must be read whole once its first bytes are there.
        os.set_blocking(ours.fileno(), True)

    async def _take(self) -> _Worker:
        if self._idle:
            return self._idle.pop()
        waiter: asyncio.Future[_Worker] = asyncio.get_running_loop().create_future()
        self._waiting.append(waiter)
        try:
            return await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():  # handed over just as we gave up
                self._free(waiter.result())
            raise

    def _drop_waiting(self) -> None:
        while self._waiting:
            self._waiting.popleft().cancel()

    def _free(self, worker: _Worker) -> None:
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():  # a job whose caller gave up waits no more
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    def _ready(self, worker: _Worker) -> None:
        self._failed_starts = 0
        self._free(worker)

    def _died(self, worker: _Worker) -> None:
        self._workers.remove(worker)
        with contextlib.suppress(ValueError):
            self._idle.remove(worker)
        if self._closing:
            return
        if not worker.ready:
            self._failed_starts += 1
        if self._failed_starts >= MAX_FAILED_STARTS:
            self._break()
            return
        log.warning("worker process %s died: starting another", worker.process.pid)
        self.replaced += 1
        self._start()

    def _break(self) -> None:
        """Stop starting workers; jobs waiting for one run in threads (see ``_run``)."""
        if not self.broken:
            log.error(
                "%d new %s processes in a row died before they were ready: "
                "their jobs run in the bot's own process from now on",
                self._failed_starts,
                self.process_name,
            )
        self.broken = True
        if not self._workers:
            while self._waiting:
                waiter = self._waiting.popleft()
                if not waiter.done():
                    waiter.set_exception(WorkerDied())  # the pool broke: see the log


class _Worker:
    """One worker process as the event loop sees it: its pipe and the job it has, if any."""

    def __init__(self, pool: Workers, process: BaseProcess, conn: Connection) -> None:
        self.pool = pool
        self.process = process
        self.conn = conn
        self.answer: asyncio.Future[tuple[bool, Any]] | None = None
        self.ready = False
        """It said it is ready: it has started well at least once."""

    def give(
        self, function: Callable[..., Any], args: tuple[Any, ...]
    ) -> asyncio.Future[tuple[bool, Any]]:
        """Hand the job over; a job that does not pickle gives the worker back and raises
        :class:`JobNotSent` (nothing of it was written to the pipe)."""
        try:
            job = ForkingPickler.dumps((function, args))
        except Exception as error:
            self.pool._free(self)
            raise JobNotSent(f"{_name(function)}: {error}") from error
        self.answer = asyncio.get_running_loop().create_future()
        self.answer.add_done_callback(_seen)  # a caller that gave up leaves no warning behind
        # A worker that died while idle cannot take it: its end of file, read next, answers.
        with contextlib.suppress(OSError):
            self.conn.send_bytes(job)
        return self.answer

    def kill(self) -> None:
        """Its job ran too long: it is killed, and its end of file replaces it."""
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()

    def readable(self) -> None:
        try:
            message = self.conn.recv()
        except (EOFError, OSError):
            self._gone()
            return
        except Exception as error:  # an answer that cannot be unpickled here
            message = (False, error)
        if message == READY:  # started: it takes jobs from now on
            self.ready = True
            self.pool._ready(self)
            return
        answer, self.answer = self.answer, None
        self.pool._free(self)
        if answer is not None and not answer.done():
            answer.set_result(message)

    def _gone(self) -> None:
        asyncio.get_running_loop().remove_reader(self.conn.fileno())
        self.conn.close()
        self.process.join(timeout=0)
        answer, self.answer = self.answer, None
        if answer is not None and not answer.done():
            answer.set_exception(WorkerDied(f"worker {self.process.pid} died"))
        self.pool._died(self)


def _seen(answer: asyncio.Future[Any]) -> None:
    if not answer.cancelled():
        answer.exception()


def _name(function: Callable[..., Any]) -> str:
    return getattr(function, "__qualname__", repr(function))


def _context() -> ForkServerContext:
    """The fork server's context. Until the server is first started, it is told to preload
    what every kind of pool defined so far names (``Workers.preload`` of each subclass): one
    server forks the workers of every pool."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(sorted({__name__, *_preloads(Workers)}))
    return context


def _preloads(pool: type[Workers]) -> set[str]:
    modules = set(pool.preload)
    for kind in pool.__subclasses__():
        modules |= _preloads(kind)
    return modules


# -- inside a worker process ------------------------------------------------------------------


def _serve(
    conn: Connection,
    name: str,
    parent: int,
    prepare: Callable[[], None] | None,
    games: tuple[str, ...],
) -> None:
    """A worker's life: run each job it is given and send back ``(True, result)`` or
    ``(False, exception)``, until told to stop or its pipe closes. ``games``: the game packages
    registered in the bot's process beyond the built-in ones (``engine.core.registry``)."""
    _setup(name, parent)
    registry.register(*games)
    if prepare is not None:
        prepare()
    settle_collector()
    conn.send(READY)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        except Exception as error:  # a job that cannot be unpickled here: the caller is told
            conn.send((False, JobNotSent(repr(error))))
            continue
        if job is STOP:
            return
        function, args = job
        try:
            answer: tuple[bool, Any] = (True, function(*args))
        except Exception as error:  # the caller gets the error; the worker goes on
            answer = (False, error)
        try:
            conn.send(answer)
        except Exception as error:  # an answer that cannot be pickled
            conn.send((False, RuntimeError(f"{function.__name__}: {error!r}")))


def _setup(name: str, parent: int) -> None:
    """Name this worker process where the system shows it (Linux only; elsewhere nothing)
    and tie its life to the bot's."""
    with contextlib.suppress(OSError):
        Path("/proc/self/comm").write_text(name[:15])
    # Ctrl-C in a terminal reaches every process of the group: the bot alone decides to stop
    # (and then stops its workers), so a worker does not die in the middle of a drawing.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_parent(parent)


def _die_with_parent(parent: int) -> None:
    """Linux: this worker gets SIGTERM when the fork server that forked it exits, which it does
    when the bot process dies, even by SIGKILL, so no worker outlives a crashed bot (elsewhere
    nothing; a graceful stop ends the workers anyway)."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    # The parent is the fork server, which exits with the bot; the bot may be gone already.
    try:
        os.kill(parent, 0)
    except ProcessLookupError:
        os._exit(0)
