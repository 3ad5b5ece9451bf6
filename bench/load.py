"""Many games at once against the real bot, through the loopback fake Discord.

    python -m bench.load --games 100                            # flat out
    python -m bench.load --games 200 --think-seconds 3 --seconds 120     # people who think

Flat out, every seat clicks random options as fast as replies come, so the latencies only say
how saturated the bot is. With ``--think-seconds MEAN`` every seat thinks before each click (an
exponential time of that mean, as people do), for ``--seconds`` (default 60) in game after game:
the offered load is what that many human-paced games make, and the latencies are what players
feel. ``--game`` plays only one game (default: the three in turn). ``--database URL`` runs the
bot on that database (``postgresql://…``, or ``sqlite:///path``; default: a new SQLite file);
a PostgreSQL server's own CPU is not in the bot's figures.

The fake and the simulated players run in this process; the bot runs in its own process (with
its image workers), exactly as ``python bot.py`` would. Reported:

- click to acknowledgement (what a player waits for before Discord shows anything) and click to
  full answer (the table edited *and* the clicker's private reply sent; flat out without
  ``--seconds``: the private reply only, as this bench always measured it) — p50 / p95 / p99;
- option clicks per second offered and served, errors;
- the bot's CPU milliseconds per option click, split by process (main, render workers, AI
  workers), counted from when every table is open to the end, and this harness's own CPU;
- bytes uploaded (images) per option click; the peak memory of every bot process.

``--bots N`` seats N computer players at every table besides the ``--players`` humans (levels
easy, normal, hard in turn) and runs the bot with its default AI delay and AI worker, as users
run it: every wait of the humans for the bots is timed, and a wait longer than the AI delay plus
``SLOW_BOT_SECONDS`` is reported (``bot_waits_over``; target: none).

``--profile FILE`` writes a cProfile of the bot's event-loop thread (CPU time, over the measured
window only) for ``python -m pstats FILE``.

The last line is JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from cogs.collector import settle_collector
from engine.ai import LEVELS
from engine.core import games
from settings import Settings
from tests.bot.driver import (
    click_random_option,
    has_hand_button,
    open_hand,
    open_table,
    option_components,
    take_turns,
)
from tests.bot.process import BotProcess
from tests.fakediscord import FakeDiscord
from tests.fakediscord.permissions import Permission

TICKS = os.sysconf("SC_CLK_TCK")
SLOW_BOT_SECONDS = 5.0
"""A wait for the bots longer than the AI delay plus this is a bot that stalled."""
DEFAULT_AI_DELAY = Settings.__dataclass_fields__["ai_delay"].default
ROLES = {"render-worker": "render", "ai-worker": "ai", "ai-expert": "ai"}


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


# -- the bot's processes -----------------------------------------------------------------------


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(p) for p in (task / "children").read_text().split()]
    return found


def _process(pid: int) -> tuple[str, float, float] | None:
    """(comm, CPU seconds, peak resident MB) of ``pid``, or None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    comm = stat[stat.index("(") + 1 : stat.rindex(")")]
    fields = stat[stat.rindex(")") + 2 :].split()
    cpu = (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
    hwm = next(
        (int(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith("VmHWM:")),
        0.0,
    )
    return comm, cpu, hwm


@dataclass
class Processes:
    """The bot and its workers, sampled now and then; a process that exits keeps its last
    sample, so a replaced worker's CPU still counts."""

    root: int
    seen: dict[int, tuple[str, float, float]] = field(default_factory=dict)
    baseline: dict[int, float] = field(default_factory=dict)

    def sample(self) -> None:
        pids = [self.root]
        index = 0
        while index < len(pids):
            pids += _children(pids[index])
            index += 1
        for pid in pids:
            figures = _process(pid)
            if figures is not None:
                self.seen[pid] = figures

    def mark(self) -> None:
        self.sample()
        self.baseline = {pid: cpu for pid, (_, cpu, _) in self.seen.items()}

    def role(self, pid: int) -> str:
        return "main" if pid == self.root else ROLES.get(self.seen[pid][0], "other")

    def cpu_since_mark(self) -> dict[str, float]:
        self.sample()
        spent = {"main": 0.0, "render": 0.0, "ai": 0.0, "other": 0.0}
        for pid, (_, cpu, _) in self.seen.items():
            spent[self.role(pid)] += cpu - self.baseline.get(pid, 0.0)
        return spent

    def peaks_mb(self) -> dict[str, float]:
        return {f"{self.role(pid)}-{pid}": round(hwm, 1) for pid, (_, _, hwm) in self.seen.items()}


async def keep_sampling(processes: Processes, every: float = 2.0) -> None:
    while True:
        await asyncio.sleep(every)
        processes.sample()


# -- simulated players ---------------------------------------------------------------------------


@dataclass
class Tally:
    measuring: bool = False
    option_clicks: int = 0
    answered: int = 0
    full_answer_ms: list[float] = field(default_factory=list)
    table_not_edited: int = 0
    tables_open: int = 0
    bot_waits: list[float] = field(default_factory=list)
    """Seconds the humans of a table waited for its bots to move (with ``--bots``)."""


async def one_game(
    fake: FakeDiscord,
    index: int,
    game_id: str,
    players: int,
    max_clicks: int | None,
    tally: Tally,
    all_open: asyncio.Event,
    count: int,
    bots: list[str],
) -> int:
    channel = fake.create_channel(fake.guild, f"table-{index}")
    users = [fake.user(f"player-{index}-{seat}").at(channel) for seat in range(players)]
    table_id = await open_table(fake, users[0], game_id, users, bots)
    _opened(tally, all_open, count)

    def counted(_interaction) -> None:
        tally.option_clicks += tally.measuring

    await take_turns(
        fake,
        users,
        table_id,
        random.Random(index),
        max_clicks=max_clicks,
        on_click=counted,
        on_wait=tally.bot_waits.append,
    )
    return 1


def _opened(tally: Tally, all_open: asyncio.Event, count: int) -> None:
    tally.tables_open += 1
    if tally.tables_open == count:
        all_open.set()


async def human_games(
    fake: FakeDiscord,
    index: int,
    game_ids: list[str],
    players: int,
    think: float,
    ramp: float,
    deadline: float,
    tally: Tally,
    all_open: asyncio.Event,
    count: int,
    bots: list[str],
) -> int:
    """Game after game in one channel, each seat thinking before each click, until
    ``deadline`` (loop time); returns how many games were played to the end."""
    loop = asyncio.get_running_loop()
    channel = fake.create_channel(fake.guild, f"table-{index}")
    users = [fake.user(f"player-{index}-{seat}").at(channel) for seat in range(players)]
    rng = random.Random(index)
    finished = 0
    first = True

    async def thought() -> bool:
        if think > 0:
            await asyncio.sleep(rng.expovariate(1 / think))
        return loop.time() < deadline

    while loop.time() < deadline:
        if first:
            await asyncio.sleep(rng.uniform(0, ramp))  # people do not all start at once
        game_id = game_ids[(index + finished) % len(game_ids)]
        table_id = await open_table(fake, users[0], game_id, users, bots)
        if first:
            _opened(tally, all_open, count)
            first = False
        while has_hand_button(fake.message(table_id)):
            version = fake.message(table_id).version
            acted = False
            for user in users:
                if not has_hand_button(fake.message(table_id)):
                    break
                if not await thought():
                    return finished
                message = await open_hand(user, fake.message(table_id))
                while option_components(message):
                    if not await thought():
                        return finished
                    seen = fake.message(table_id).version
                    edited: asyncio.Future[float] = loop.create_future()
                    watch = asyncio.create_task(_edit_time(fake, table_id, seen, edited))
                    measured = tally.measuring
                    interaction, message = await click_random_option(user, message, rng)
                    acted = True
                    tally.option_clicks += measured
                    try:
                        async with asyncio.timeout(30):
                            table_at = await edited
                        done = max(table_at, interaction.answered_at)
                        if measured:
                            tally.full_answer_ms.append((done - interaction.created_at) * 1000)
                    except TimeoutError:
                        tally.table_not_edited += 1
                    finally:
                        watch.cancel()
                    tally.answered += measured
            if not acted:
                waited = loop.time()
                await fake.wait_for(
                    lambda seen=version, table=table_id: fake.message(table).version != seen,
                    timeout=30,
                )
                tally.bot_waits.append(loop.time() - waited)
        finished += loop.time() < deadline
    return finished


async def _edit_time(
    fake: FakeDiscord, table_id: int, seen: int, edited: asyncio.Future[float]
) -> None:
    await fake.wait_for(lambda: fake.message(table_id).version != seen, timeout=3600)
    if not edited.done():
        edited.set_result(asyncio.get_running_loop().time())


def _count_uploads(fake: FakeDiscord) -> list[int]:
    """Wrap the fake's attachment store so every uploaded byte is counted."""
    uploaded = [0]
    original = fake.messages._attachment

    def counting(message, upload, **kwargs):
        uploaded[0] += len(upload.data)
        return original(message, upload, **kwargs)

    fake.messages._attachment = counting  # type: ignore[method-assign]
    return uploaded


async def run(
    count: int,
    players: int,
    render_workers: int | None,
    max_clicks: int | None,
    seconds: float | None = None,
    think_seconds: float | None = None,
    game: str | None = None,
    database: str | None = None,
    profile: Path | None = None,
    ramp_seconds: float | None = None,
    bots: int = 0,
) -> dict:
    game_ids = [game] if game else list(games())
    settings = {} if render_workers is None else {"RENDER_WORKERS": str(render_workers)}
    bot_levels = [LEVELS[i % len(LEVELS)] for i in range(bots)]
    if bots:  # people follow the bots' moves: the default pause, not the tests' none
        settings["AI_DELAY_SECONDS"] = str(DEFAULT_AI_DELAY)
    if profile is not None:
        settings["BOT_PROFILE"] = str(profile.resolve())
    tally = Tally()
    all_open = asyncio.Event()
    loop = asyncio.get_running_loop()
    async with FakeDiscord.running() as fake:
        uploaded = _count_uploads(fake)
        # One table per channel, as the simulated players look for it there (no threads).
        fake.set_everyone_permissions(deny=Permission.CREATE_PUBLIC_THREADS)
        with tempfile.TemporaryDirectory() as folder:
            if database is None or database.startswith("sqlite:"):
                target: Path | str = Path(folder) / "load.sqlite3"
                if database is not None:
                    from db.database import sqlite_path

                    target = sqlite_path(database)
            else:
                target = database
            bot = BotProcess(fake, target, **settings)
            await bot.start()
            assert bot.process is not None
            # The fake Discord and the simulated players share this process: its own collector
            # pauses (full collections of a quarter of a second) would be counted as the bot's
            # latency. Set like the bot's (``cogs.collector``).
            settle_collector()
            processes = Processes(bot.process.pid)
            started = time.perf_counter()
            sampler = asyncio.create_task(keep_sampling(processes))
            if think_seconds is not None or seconds is not None:
                ramp = (think_seconds or 0.0) if ramp_seconds is None else ramp_seconds
                deadline = loop.time() + ramp + (seconds or 60.0)
                players_of = [
                    human_games(
                        fake,
                        i,
                        game_ids,
                        players,
                        think_seconds or 0.0,
                        ramp,
                        deadline,
                        tally,
                        all_open,
                        count,
                        bot_levels,
                    )
                    for i in range(count)
                ]
            else:
                players_of = [
                    one_game(
                        fake,
                        i,
                        game_ids[i % len(game_ids)],
                        players,
                        max_clicks,
                        tally,
                        all_open,
                        count,
                        bot_levels,
                    )
                    for i in range(count)
                ]
            tasks = [asyncio.ensure_future(p) for p in players_of]
            waiter = asyncio.ensure_future(all_open.wait())
            pending = {waiter, *tasks}
            while not waiter.done():  # every table open, or a game failed or ended already
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                if any(task is not waiter for task in done):
                    waiter.cancel()
                    break
            processes.mark()
            if profile is not None:
                os.kill(bot.process.pid, signal.SIGUSR1)  # profile from here on
            harness_mark = time.process_time()
            uploaded_mark = uploaded[0]
            requests_mark = len(fake.requests)
            window_start = time.perf_counter()
            tally.measuring = True
            try:
                outcomes = await asyncio.gather(*tasks, return_exceptions=True)
                window = time.perf_counter() - window_start
                elapsed = time.perf_counter() - started
                spent = processes.cpu_since_mark()
                harness = time.process_time() - harness_mark
                peaks = processes.peaks_mb()
                routes = Counter(r.route for r in fake.requests[requests_mark:])
            finally:
                sampler.cancel()
                await bot.stop()
        interactions = fake.interactions.all
        acks = [i.ack_seconds * 1000 for i in interactions if i.ack_seconds is not None]
        if think_seconds is None and seconds is None:
            answers = [
                i.answer_seconds * 1000 for i in interactions if i.answer_seconds is not None
            ]
        else:
            answers = tally.full_answer_ms
        apologies = [m for m in fake.store.messages.values() if "went wrong" in m.content]
        errors = (
            len(fake.failed_interactions)
            + len(fake.errors)
            + len(apologies)
            + sum(isinstance(o, BaseException) for o in outcomes)
        )
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                print(f"game failed: {outcome!r}")
    per_click = max(1, tally.option_clicks)
    cpu_ms = {role: round(seconds_ * 1000 / per_click, 1) for role, seconds_ in spent.items()}
    return {
        "database": "sqlite" if not isinstance(target, str) else "postgresql",
        "mode": "flat-out" if not think_seconds else f"think {think_seconds} s",
        "games": count,
        "game": game or "all",
        "clicks": len(acks),
        "option_clicks": tally.option_clicks,
        "p50_ms": round(percentile(acks, 0.50), 1),
        "p95_ms": round(percentile(acks, 0.95), 1),
        "p99_ms": round(percentile(acks, 0.99), 1),
        "answer_p50_ms": round(percentile(answers, 0.50), 1),
        "answer_p95_ms": round(percentile(answers, 0.95), 1),
        "answer_p99_ms": round(percentile(answers, 0.99), 1),
        "table_not_edited": tally.table_not_edited,
        "clicks_per_s": round(len(acks) / elapsed, 1),
        "option_clicks_offered_per_s": round(tally.option_clicks / window, 2),
        "option_clicks_served_per_s": round(
            (tally.option_clicks if think_seconds is None and seconds is None else tally.answered)
            / window,
            2,
        ),
        "bot_cpu_ms_per_click": round(sum(spent.values()) * 1000 / per_click, 1),
        "cpu_ms_per_click_by_process": cpu_ms,
        "harness_cpu_ms_per_click": round(harness * 1000 / per_click, 1),
        "kb_uploaded_per_click": round((uploaded[0] - uploaded_mark) / 1024 / per_click, 1),
        "requests_per_click": round(sum(routes.values()) / per_click, 2),
        "requests_per_click_by_route": {
            route: round(n / per_click, 2) for route, n in routes.most_common()
        },
        "seconds": round(elapsed, 1),
        "errors": errors,
        "peak_rss_mb": round(max(peaks.get(f"main-{processes.root}", 0), 0), 1),
        "peak_rss_mb_by_process": peaks,
        "finished_games": sum(o for o in outcomes if isinstance(o, int)),
        "bots_per_table": bots,
        "bot_waits": len(tally.bot_waits),
        "bot_wait_p50_s": round(percentile(tally.bot_waits, 0.50), 2),
        "bot_wait_p99_s": round(percentile(tally.bot_waits, 0.99), 2),
        "bot_wait_max_s": round(max(tally.bot_waits, default=0.0), 2),
        "bot_waits_over": sum(
            w > (DEFAULT_AI_DELAY if bots else 0.0) + SLOW_BOT_SECONDS for w in tally.bot_waits
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--game", choices=list(games()), default=None)
    parser.add_argument(
        "--bots",
        type=int,
        default=0,
        help="computer players per table besides the humans (easy, normal, hard in turn)",
    )
    parser.add_argument(
        "--render-workers", type=int, default=None, help="default: the bot's (one per core)"
    )
    parser.add_argument(
        "--clicks-per-game",
        type=int,
        default=None,
        help="flat out: stop each game after this many option clicks (default: play it out)",
    )
    parser.add_argument(
        "--think-seconds",
        type=float,
        default=None,
        help="people who think: exponential think time of this mean before every click",
    )
    parser.add_argument(
        "--seconds", type=float, default=None, help="with --think-seconds: how long (60)"
    )
    parser.add_argument(
        "--database",
        default=None,
        help="postgresql://… or sqlite:///path (default: a new SQLite file in a temporary folder)",
    )
    parser.add_argument(
        "--ramp-seconds",
        type=float,
        default=None,
        help="with --think-seconds: open the tables over this long (default: one think time)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        default=None,
        help="write a cProfile of the bot's main process to this file (python -m pstats)",
    )
    args = parser.parse_args()
    figures = asyncio.run(
        run(
            args.games,
            args.players,
            args.render_workers,
            args.clicks_per_game,
            args.seconds,
            args.think_seconds,
            args.game,
            args.database,
            args.profile,
            args.ramp_seconds,
            args.bots,
        )
    )
    print(
        f"{figures['mode']}: {figures['games']} games ({figures['game']}), "
        f"{figures['option_clicks']} option clicks measured, {figures['errors']} errors; "
        f"offered {figures['option_clicks_offered_per_s']}/s, "
        f"served {figures['option_clicks_served_per_s']}/s"
    )
    print(
        f"click to acknowledgement: p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms, "
        f"p99 {figures['p99_ms']} ms"
    )
    print(
        f"click to full answer: p50 {figures['answer_p50_ms']} ms, "
        f"p95 {figures['answer_p95_ms']} ms, p99 {figures['answer_p99_ms']} ms"
    )
    print(
        f"bot CPU per option click: {figures['bot_cpu_ms_per_click']} ms "
        f"{figures['cpu_ms_per_click_by_process']}; harness "
        f"{figures['harness_cpu_ms_per_click']} ms; uploaded "
        f"{figures['kb_uploaded_per_click']} KB per click"
    )
    print(
        f"Discord API requests per option click: {figures['requests_per_click']} "
        f"{figures['requests_per_click_by_route']}"
    )
    print(f"peak memory (MB): {figures['peak_rss_mb_by_process']}")
    if figures["bots_per_table"]:
        print(
            f"waits for the bots: {figures['bot_waits']}, p50 {figures['bot_wait_p50_s']} s, "
            f"p99 {figures['bot_wait_p99_s']} s, max {figures['bot_wait_max_s']} s; "
            f"over the AI delay + {SLOW_BOT_SECONDS:.0f} s: {figures['bot_waits_over']}"
        )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
