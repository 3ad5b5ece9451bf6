"""The real bot in a process of its own, pointed at a fake Discord.

Used by the kill-and-restart test (a SIGKILL, not a polite close) and by ``bench.load`` (so the
bot's CPU and memory are its own). Settings come from the environment exactly as for
``python bot.py``; ``FAKE_API_BASE`` and ``FAKE_GATEWAY`` redirect discord.py to the fake.

    python -m tests.bot.process
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

from bot import create_bot, run, serve
from db.store.marks import Marks
from settings import Settings
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.fakediscord.hooks import pointed_at
from tests.games import register_test_games

READY_LINE = "bot-ready"
CAUGHT_UP_LINE = "bot-caught-up"
"""Printed once the start-up catch-up is done and the bot settled (see ``BotProcess.caught_up``)."""
ROOT = Path(__file__).resolve().parent.parent.parent


def main() -> None:
    register_test_games()  # as in the tests' own processes
    settings = Settings.from_env()
    logging.basicConfig(
        level=settings.log_level,
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    clock_file = os.environ.get("TEST_CLOCK_FILE")
    clock = FileClock(Path(clock_file)) if clock_file else None
    bot = create_bot(settings, clock=clock, **TEST_CLIENT_OPTIONS)
    if clock is not None:
        bot.turn_clock.poll_seconds = FileClock.POLL_SECONDS

    @bot.listen("on_ready")
    async def announce() -> None:
        print(READY_LINE, flush=True)
        await bot.settled()  # the start-up catch-up first
        print(CAUGHT_UP_LINE, flush=True)

    die_at = os.environ.get("TEST_DIE_AT")
    if die_at:
        _die_at(die_at)

    if os.environ.get("BENCH_PROBE"):  # bench.load: loop lag and heartbeats, on stderr
        from bench.probe import install_in_bot

        install_in_bot(bot)

    profile_to = os.environ.get("BOT_PROFILE")
    if profile_to:
        _profile_until_terminated(Path(profile_to))
    with pointed_at(os.environ["FAKE_API_BASE"], os.environ["FAKE_GATEWAY"]):
        sys.exit(run(serve(bot, settings.token)))


def _die_at(moment: str) -> None:
    """``TEST_DIE_AT``: the bot SIGKILLs itself and its workers, as a crash would, at this
    moment of announcing a game's results: ``results-claimed`` (the post claimed, not made)
    or ``results-posted`` (the post made, not recorded)."""

    def die() -> None:
        os.killpg(os.getpgrp(), signal.SIGKILL)

    if moment == "results-claimed":
        claim = Marks.claim_post

        async def claim_then_die(self: Marks, game_id: int, kind: str, **kwargs) -> bool:
            claimed = await claim(self, game_id, kind, **kwargs)
            if claimed and kind == "end":
                die()
            return claimed

        Marks.claim_post = claim_then_die  # type: ignore[method-assign]
    elif moment == "results-posted":

        async def die_instead(self: Marks, game_id: int) -> None:
            die()

        Marks.mark_announced = die_instead  # type: ignore[method-assign]
    else:
        raise ValueError(f"TEST_DIE_AT={moment!r}")


def _profile_until_terminated(path: Path) -> None:
    """``bench.load --profile``: profile the event loop's thread (its CPU time, not the time
    it waited) from SIGUSR1 until the process exits (the bot's graceful shutdown on SIGTERM),
    then write the figures (``python -m pstats``)."""
    import atexit
    import cProfile
    import time

    profiler = cProfile.Profile(time.thread_time)

    def finish() -> None:
        profiler.disable()
        profiler.dump_stats(path)

    atexit.register(finish)
    signal.signal(signal.SIGUSR1, lambda _signal, _frame: profiler.enable())


class FileClock:
    """The time a test wrote in a file: a bot in another process has its clock moved by hand
    (its scheduler then looks often, so a moved clock takes effect at once)."""

    POLL_SECONDS = 0.05

    def __init__(self, path: Path) -> None:
        self.path = path

    def now(self) -> float:
        return float(self.path.read_text())

    def monotonic(self) -> float:
        """The written time: a test moving it makes time pass, never a step."""
        return self.now()

    @staticmethod
    def set(path: Path, now: float) -> None:
        temporary = path.with_suffix(".tmp")
        temporary.write_text(repr(now))
        temporary.replace(path)  # the bot never reads a half-written time


class BotProcess:
    """Start, await READY, kill; read the peak memory of the bot process."""

    def __init__(self, fake: FakeDiscord, database: Path | str, **settings: str) -> None:
        """``database``: a SQLite file, or a PostgreSQL URL."""
        postgres = isinstance(database, str)
        self.environment = {
            **os.environ,
            "DISCORD_TOKEN": fake.token,
            "FAKE_API_BASE": fake.api_base,
            "FAKE_GATEWAY": fake.gateway_url,
            "DATABASE_PATH": "" if postgres else str(database),
            "DATABASE_URL": str(database) if postgres else "",
            "AI_DELAY_SECONDS": "0",
            "TURN_REMINDER_MINUTES": "0",
            "LOG_LEVEL": "WARNING",
            **settings,
        }
        self.process: asyncio.subprocess.Process | None = None
        self.log: list[str] = []
        """What the bot wrote on stderr, line by line (with ``capture_log``)."""
        self._log_reader: asyncio.Task[None] | None = None
        self._new_line = asyncio.Event()

    async def start(
        self, timeout: float = 30.0, *, capture_log: bool = False, ready: bool = True
    ) -> None:
        """Start the bot; wait until it is connected, unless ``ready`` is false."""
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            # Not ``-m tests.bot.process``: each worker process imports the main module again,
            # and this one's imports (the fake Discord) are heavy where bot.py's are light.
            "from tests.bot.process import main; main()",
            cwd=ROOT,
            env=self.environment,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE if capture_log else None,
            start_new_session=True,  # its image and AI workers share its process group
        )
        if capture_log:
            self._log_reader = asyncio.create_task(self._read_log(), name="bot-log")
        assert self.process.stdout is not None
        if not ready:
            return
        await self._printed(READY_LINE, timeout)

    async def caught_up(self, timeout: float = 30.0) -> None:
        """Wait until the started bot is done with its start-up catch-up (deadlines that ran out
        while it was down given more time, channels reconciled) and settled: what a test does
        next is not raced by it."""
        await self._printed(CAUGHT_UP_LINE, timeout)

    async def _printed(self, wanted: str, timeout: float) -> None:
        assert self.process is not None and self.process.stdout is not None
        async with asyncio.timeout(timeout):
            while (line := await self.process.stdout.readline()) != f"{wanted}\n".encode():
                if not line:
                    raise RuntimeError(f"the bot process exited ({await self.process.wait()})")

    async def _read_log(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while line := await self.process.stderr.readline():
            self.log.append(line.decode().rstrip("\n"))
            self._new_line.set()
        self._new_line.set()  # the end: ``logged`` sees the exit

    async def logged(self, text: str, timeout: float = 30.0) -> str:
        """The first line of the log (``capture_log``) that holds ``text``, once written."""
        async with asyncio.timeout(timeout):
            while True:
                self._new_line.clear()
                if found := next((line for line in self.log if text in line), None):
                    return found
                if self.process is not None and self.process.returncode is not None:
                    raise RuntimeError(f"the bot exited ({self.process.returncode}) first")
                await self._new_line.wait()

    async def exited(self, timeout: float = 30.0) -> int:
        """Wait for the bot to exit (and its log to end); its exit code."""
        assert self.process is not None
        async with asyncio.timeout(timeout):
            code = await self.process.wait()
            if self._log_reader is not None:
                await self._log_reader
        return code

    def signal(self, signum: int) -> None:
        assert self.process is not None
        os.kill(self.process.pid, signum)

    def group(self) -> list[int]:
        """The processes still alive in the bot's process group (the bot, its workers)."""
        assert self.process is not None
        alive = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) == self.process.pid and fields[0] != "Z":  # pgrp, not a zombie
                alive.append(int(entry.name))
        return alive

    def worker_names(self) -> list[str]:
        """What the system calls the other processes of the bot's group (its workers)."""
        assert self.process is not None
        names = []
        for pid in self.group():
            if pid != self.process.pid:
                with contextlib.suppress(OSError):
                    names.append(Path(f"/proc/{pid}/comm").read_text().strip())
        return names

    def peak_rss_mb(self) -> float:
        """The bot process's high-water resident memory (Linux ``VmHWM``)."""
        return self._status_mb("VmHWM:")

    def rss_mb(self) -> float:
        """The bot process's resident memory now (Linux ``VmRSS``)."""
        return self._status_mb("VmRSS:")

    def _status_mb(self, field: str) -> float:
        assert self.process is not None
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        kilobytes = next(
            int(line.split()[1]) for line in status.splitlines() if line.startswith(field)
        )
        return kilobytes / 1024

    async def kill(self) -> None:
        """SIGKILL to the bot and its workers: no cleanup at all, as in a crash or a power cut.

        (Killing only the bot would leave its workers holding its stdout open, and asyncio
        waits for that pipe to close before it reports the exit.)
        """
        assert self.process is not None
        with contextlib.suppress(ProcessLookupError):  # the bot and its workers ended already
            os.killpg(self.process.pid, signal.SIGKILL)
        await self.process.wait()

    async def stop(self) -> None:
        assert self.process is not None
        if self.process.returncode is None:
            self.process.terminate()
            try:
                await asyncio.wait_for(self.process.wait(), 10)
            except TimeoutError:
                await self.kill()


if __name__ == "__main__":
    main()
