"""Many games at once against the real bot, through the loopback fake Discord.

    python -m bench.load --games 100                            # flat out
    python -m bench.load --games 200 --think-seconds 3 --seconds 120     # people who think

Flat out, every seat clicks random options as fast as replies come, so the latencies only say
how saturated the bot is. With ``--think-seconds MEAN`` every seat thinks before each click (an
exponential time of that mean, as people do), for ``--seconds`` (default 60) in game after game:
the offered load is what that many human-paced games make, and the latencies are what players
feel (``--games-per-table N``: each table's players leave after N games, ended after the first
kill with ``--kill-seconds``, so the run lasts as long as those take, whatever the machine's
speed). ``--game`` plays only one game (default: the three in turn). ``--database URL`` runs the
bot on that database (``postgresql://…``, or ``sqlite:///path``; default: a new SQLite file);
a PostgreSQL server's own CPU is not in the bot's figures.

The fake and the simulated players run in this process; the bot runs in its own process (with
its image workers), exactly as ``python bot.py`` would. Reported:

- click to acknowledgement (what a player waits for before Discord shows anything) and click to
  the clicker's answer (``answer_p*_ms``; the table edited *and* the answer sent is
  ``full_answer_p*_ms``: what ``answer_p*_ms`` meant for people who think before issue 34) —
  p50 / p95 / p99;
- option clicks per second offered and served, errors;
- the bot's CPU milliseconds per option click, split by process (main, render workers, AI
  workers), counted from when every table is open to the end, and this harness's own CPU;
- bytes uploaded (images) per option click; the peak memory of every bot process.

``--bots N`` seats N computer players at every table besides the ``--players`` humans (levels
easy, normal, hard in turn) and runs the bot with its default AI delay and AI worker, as users
run it: every wait of the humans for the bots is timed, and a wait longer than the AI delay plus
``SLOW_BOT_SECONDS`` is reported (``bot_waits_over``; target: none). ``--bot-level LEVEL``
seats bots of that level only (``expert``: offered for the run; its waits include its thinking,
which experts queued at other tables share, so ``bot_waits_over`` counts them too).

``--real`` runs the fake as Discord really is: its rate limits (per-route buckets, the global
50 requests per second, 30046, the invalid-request counter) and a 100 ms ± 40 ms round trip per
REST call, half of it per gateway frame; ``--rtt-ms``, ``--jitter-ms``, ``--fault-rate`` (5xx and
dropped connections), ``--gateway-drop-seconds``, ``--gateway-silence-seconds`` (a connection
left open with nothing crossing it) and ``--clock-skew-seconds`` (a host whose clock is off)
change them (alone, without ``--real``, they apply without the limits; with neither, the
``FAKEDISCORD_*`` variables do, see ``tests/fakediscord/conditions.py``). Reported beside the
figures above, whatever the conditions (``bench/outcomes.py``, ``bench/probe.py``):

- requests per option click on Discord's global bucket and exempt from it (interaction callbacks,
  interaction webhooks), by route; 429s by scope (``unexpected_429``: neither injected nor
  ``shared``); invalid requests in 10 minutes; the most human-paced games that stay under the
  global limit at the measured requests and option clicks per game and second;
- click to the clicker's answer (``answer_p*_ms``), to the table edited for everyone else
  (``table_p*_ms``), both (``full_answer_p*_ms``) and decision to the next player's ping
  (``ping_p*_ms``), p50 / p95 / p99, people who think only;
- clicks Discord would count as not acknowledged within 3 s (``unacknowledged``; the fake's clock
  starts when the user acts, so the gateway's delay is in it) and clicks shown as failed;
- moves lost or doubled (the decisions stored for human seats against the answered clicks),
  tables and pings that differ from the database once settled (at most ``SETTLE_SECONDS`` after
  the last click), games shown with two tables or two pings; lobbies shown that are not open
  (``stale_lobbies``) and threads left empty and open (``empty_threads``); games ended whose
  results the channel does not show exactly once, or that are not rated exactly once
  (``endings_*``, ``ratings_miscounted``);
- errors by kind (``errors_by_kind``): interactions Discord failed, requests it refused (by
  status, code and route; a 40060 or a 10008 that only meets what a lost answer already did is
  no error), "went wrong" apologies, games the players could not go on with. The players are as
  patient as people: when nobody finds anything to click and the table does not move for
  ``PATIENCE_SECONDS`` (Discord lost an answer: the bot told them to press "My turn" again),
  they all look again (``looked_again``, ``found_on_looking_again``); a /play or Start after
  which no table comes is tried again (``tables_tried_again``); only a table still for
  ``STALLED_SECONDS`` however often they look fails its game. ``fault_notices``: the players
  told that Discord lost an answer;
- the loop lag (p99, max) of this harness — the fake Discord and every simulated player share its
  loop: when it lags, the latencies are partly its own, and the output says so — and of the bot;
  the bot's heartbeats as its loop wrote them (see ``bench/probe.py`` for discord.py's "Can't
  keep up" against a loopback fake).

``--context private`` opens every table in a group DM of its players instead of a server
channel: the first player added the app to their account, the bot is no member, and the table
lives on interaction tokens alone (``cogs/token_sync.py``, issue 36); the requests per option click
are then those of a group DM (interaction webhooks, none on the global limit). ``--context
thread`` lets the bot open threads, as Discord's defaults do: each /play opens its table in a
thread of the group's channel, linked from it (the bot's default wherever it may). Otherwise the
bot may not, and each group's table stays in its channel.

``--kill-seconds N`` (with people who think) SIGKILLs the bot and its workers at random moments,
every N seconds on average, and starts it again on the same database at once, as a crash and a
supervisor would: clicks made while it is down fail and the players click again; every check
above still holds at the end (``kills``, and ``restart_p50_s`` / ``restart_max_s``: from the
kill to the bot ready again). Not errors, but counted apart: interactions made from 3 s before
a kill to the bot ready again that Discord failed (``of_them_while_the_bot_was_down``), a
table whose players gave up opening it because their last try was such an interaction
(``of_them_last_tried_while_the_bot_was_down``), and a 40060 or 10008 met by a request the new
bot made again after one the killed bot had made without keeping its outcome
(``of_them_after_kills``, at most the requests in flight at a kill or answered within
``KEPT_SECONDS`` before it). The CPU figures add up every process the run
had; the memory ones are those of the bots running at the end.

``--graceful`` stops the bot with SIGTERM instead, as a deploy's restart does (``systemctl
restart``, ``docker restart``): the bot finishes the clicks and decisions under way (at most 10
s; a click made meanwhile is told that the bot restarts, ``told_restarting``, and made again)
and exits 0, then is started again (``unclean_exits``: stops that did not exit 0).

``--shards N`` runs N bots, each its own process with ``SHARD_COUNT=N`` and ``SHARD_IDS`` one
of them, on the one database (PostgreSQL, as the README's "Growing beyond one machine" has
it; a SQLite file serves processes on one machine too), the tables in a server of each shard in
turn: each bot hears, and acts on, only its own servers' games. ``--kill-seconds`` then kills
one of them at random each time while the others play on; a click failed, or a request made
again, counts as the crash's own only when its table was the killed bot's. Reported beside
the rest: ``answered_clicks_by_shard``.

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
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bench.outcomes import (
    Clicks,
    channel_problems,
    decided_actions,
    ending_problems,
    lobby_problems,
    moves_compared,
    split_requests,
)
from bench.probe import LoopLag, read_bot_probe
from bench.shards import Shards
from cogs.common import FAULT_NOTICE, OPENING_FAULT_NOTICE
from engine.ai import LEVELS, TIMED_LEVELS
from engine.core import games
from locales import DEFAULT_LOCALE, translate
from play.collector import settle_collector
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
from tests.fakediscord import FakeDiscord, FakeUser, Guild, InteractionFailed, Message
from tests.fakediscord.conditions import Conditions
from tests.fakediscord.interactions import Interaction
from tests.fakediscord.permissions import Permission

TICKS = os.sysconf("SC_CLK_TCK")
SLOW_BOT_SECONDS = 5.0
"""A wait for the bots longer than the AI delay plus this is a bot that stalled."""
QUICK_LEVELS = [level for level in LEVELS if level not in TIMED_LEVELS]
"""The levels ``--bots`` seats in turn: an expert thinks for seconds, so only when asked."""
ACK_DEADLINE = 3.0
"""Discord's time to acknowledge an interaction, counted from its creation."""
GLOBAL_LIMIT = 50.0
"""Requests per second a bot may make on the global bucket (Discord's rate-limit documentation)."""
SETTLE_SECONDS = 10.0
"""Every table must show what the database holds this long after the last click (or fault)."""
AFTER_LOST_ANSWERS = (["400", "40060"], ["404", "10008"])
"""What a request made again after an answer Discord lost meets (an acknowledgement or a
deletion already made): no error, up to the number of answers the fake lost."""
PATIENCE_SECONDS = 5.0
"""How long a person looks at a table that does not move, with nothing to click, before they
press "My turn" again (or, after a Start that opened no table, play again)."""
STALLED_SECONDS = 30.0
"""A table that stays still this long while nobody finds anything to click, however often they
look, is stalled: the game fails."""
RECONNECT_PATIENCE_SECONDS = 300.0
"""How long after Discord's return (``--discord-outage-seconds``) the bot is waited for."""
TABLE_TRIES = 3
"""Times people try to open a table (/play, or the lobby the channel shows) before giving up."""
KEPT_SECONDS = 1.0
"""A request's outcome is in the bot's database within this long of its answer."""
HARNESS_LAG_MS = 100.0
"""A p99 loop lag of the harness above this makes its latencies partly its own."""
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
    """The bots (one per shard set) and their workers, sampled now and then; a process that
    exits keeps its last sample, so a replaced worker's CPU still counts."""

    roots: list[int]
    seen: dict[int, tuple[str, float, float]] = field(default_factory=dict)
    baseline: dict[int, float] = field(default_factory=dict)
    mains: set[int] = field(default_factory=set)
    """Every bot process so far (``--kill-seconds`` starts one after each kill)."""
    killed: set[int] = field(default_factory=set)
    """The processes of the bots killed so far (their CPU counts, not their memory)."""
    root_of: dict[int, int] = field(default_factory=dict)
    """Each process seen, and the bot it belongs to."""

    def __post_init__(self) -> None:
        self.mains.update(self.roots)

    def adopt(self, killed: int, root: int) -> None:
        """The bot ``killed`` started again as ``root``: sample it and its workers from now on."""
        self.killed |= {pid for pid, bot in self.root_of.items() if bot == killed}
        self.roots[self.roots.index(killed)] = root
        self.mains.add(root)

    def sample(self) -> None:
        for root in self.roots:
            pids = [root]
            index = 0
            while index < len(pids):
                pids += _children(pids[index])
                index += 1
            for pid in pids:
                figures = _process(pid)
                if figures is not None:
                    self.seen[pid] = figures
                    self.root_of[pid] = root

    def mark(self) -> None:
        self.sample()
        self.baseline = {pid: cpu for pid, (_, cpu, _) in self.seen.items()}

    def role(self, pid: int) -> str:
        return "main" if pid in self.mains else ROLES.get(self.seen[pid][0], "other")

    def cpu_since_mark(self) -> dict[str, float]:
        self.sample()
        spent = {"main": 0.0, "render": 0.0, "ai": 0.0, "other": 0.0}
        for pid, (_, cpu, _) in self.seen.items():
            spent[self.role(pid)] += cpu - self.baseline.get(pid, 0.0)
        return spent

    def peaks_mb(self) -> dict[str, float]:
        return {
            f"{self.role(pid)}-{pid}": round(hwm, 1)
            for pid, (_, _, hwm) in self.seen.items()
            if pid not in self.killed
        }


async def keep_sampling(processes: Processes, every: float = 2.0) -> None:
    while True:
        await asyncio.sleep(every)
        processes.sample()


@dataclass(frozen=True)
class Down:
    """A bot killed or stopped (monotonic time), ready again, the shard it runs (``None``:
    all), and its exit code."""

    killed: float
    ready: float
    shard: int | None
    exit_code: int | None = None

    def hit(self, shard: int | None) -> bool:
        """Whether what was for ``shard`` (``None``: any, or not known) was this bot's."""
        return self.shard is None or shard is None or shard == self.shard


async def discord_away(fake: FakeDiscord, tally: Tally, start: float, seconds: float) -> None:
    """Discord out of reach from ``start`` (the loop's time) for ``seconds``, as in an outage of
    Discord's: every REST call answered 5xx or dropped, the gateway cut and refusing the bot,
    and no player clicking (their app is down too); then all of it back."""
    loop = asyncio.get_running_loop()
    await asyncio.sleep(max(0.0, start - loop.time()))
    faults, rate = fake.rest.faults, fake.rest.faults.rate
    tally.discord_up.clear()
    faults.rate = 1.0
    try:
        with fake.gateway_out_of_reach():
            await asyncio.sleep(seconds)
    finally:
        faults.rate = rate
        tally.discord_up.set()
    back = loop.time()
    with contextlib.suppress(TimeoutError):  # (discord.py's own pauses: up to 1,024 s)
        await fake.wait_for(
            lambda: all(s.connection is not None for s in fake.gateway.sessions.values()),
            timeout=RECONNECT_PATIENCE_SECONDS,
        )
        tally.reconnected_after_s = round(loop.time() - back, 2)


async def keep_killing(
    bots: list[BotProcess],
    processes: Processes,
    every: float,
    stop: asyncio.Event,
    downs: list[Down],
    graceful: bool = False,
) -> None:
    """SIGKILL a bot and its workers at random moments, every ``every`` seconds on average
    (0.5 to 1.5 times that), and start it again on the same database at once, as a crash and a
    supervisor would (``graceful``: SIGTERM, as a deploy's restart does, the bot finishing what
    it does first); with several shard sets, one of them at random each time, the others
    playing on. Each goes to ``downs``. Returns once ``stop`` is set, with every bot running."""
    rng = random.Random(0)
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(every * rng.uniform(0.5, 1.5)):
                await stop.wait()
        if stop.is_set():
            return
        shard = rng.randrange(len(bots)) if len(bots) > 1 else None
        bot = bots[shard or 0]
        assert bot.process is not None
        pid = bot.process.pid
        processes.sample()  # the last CPU figures of the process about to die
        killed = time.monotonic()
        await (bot.stop() if graceful else bot.kill())
        exit_code = bot.process.returncode
        await bot.start(capture_log=True)
        downs.append(Down(killed, time.monotonic(), shard, exit_code))
        assert bot.process is not None
        processes.adopt(pid, bot.process.pid)


def failed_while_down(fake: FakeDiscord, downs: list[Down], shards: Shards) -> int:
    """Interactions Discord failed because their bot was killed before it acknowledged them."""
    return sum(made_while_down(i, downs, shards) for i in fake.failed_interactions)


def made_while_down(interaction: Interaction, downs: list[Down], shards: Shards) -> bool:
    """Made from ``ACK_DEADLINE`` before a kill of its shard's bot to that bot ready again."""
    shard = shards.of_interaction(interaction)
    return any(
        d.killed - ACK_DEADLINE <= interaction.created_at <= d.ready and d.hit(shard) for d in downs
    )


def acted_unheard_at_kills(fake: FakeDiscord, downs: list[Down], shards: Shards) -> int:
    """Requests Discord carried out whose outcome the killed bot may not have kept: in flight at
    a kill of their shard's bot, or answered less than ``KEPT_SECONDS`` before it. Made again by
    the next bot, such a request meets what the first did (a 40060 or a 10008), as after an
    answer Discord lost."""
    return sum(
        200 <= r.status < 300
        and any(
            r.started <= d.killed <= r.finished + KEPT_SECONDS and d.hit(shards.of_request(r.path))
            for d in downs
        )
        for r in fake.requests
    )


# -- simulated players ---------------------------------------------------------------------------


def _set_event() -> asyncio.Event:
    event = asyncio.Event()
    event.set()
    return event


@dataclass
class Tally:
    measuring: bool = False
    option_clicks: int = 0
    answered: int = 0
    full_answer_ms: list[float] = field(default_factory=list)
    """Click to the table edited *and* the clicker's answer (people who think)."""
    answer_ms: list[float] = field(default_factory=list)
    """Click to the clicker's answer (people who think)."""
    table_ms: list[float] = field(default_factory=list)
    """Click to the table edited for everyone else (people who think)."""
    clicks: Clicks = field(default_factory=Clicks)
    """Every answered option click, for pings and the moves stored."""
    table_not_edited: int = 0
    clicks_failed: int = 0
    """Clicks Discord showed as failed, or the bot took none as it stopped (the harness's
    player then tried again)."""
    told_restarting: int = 0
    """Of those, the clicks a stopping bot said to make again in a moment (``--graceful``)."""
    told_database_unavailable: int = 0
    """Of those, the clicks the bot said to make again because its database was busy or out of
    reach (a PostgreSQL server restarted under the run)."""
    looked_again: int = 0
    """Times the players pressed "My turn" again because nobody had anything to click and the
    table stood still for ``PATIENCE_SECONDS`` (an answer Discord lost)."""
    found_on_looking_again: int = 0
    """Of those, the times a player then found options to click."""
    tables_tried_again: int = 0
    """/play or Start tried again because no table came (Discord failed or lost an answer)."""
    tables_open: int = 0
    bot_waits: list[float] = field(default_factory=list)
    """Seconds the humans of a table waited for its bots to move (with ``--bots``)."""
    discord_up: asyncio.Event = field(default_factory=_set_event)
    """Cleared while Discord is out of reach (``--discord-outage-seconds``): nobody can click."""
    reconnected_after_s: float | None = None
    """Seconds from Discord's return to every shard of the bot connected again (``None``: not
    within ``RECONNECT_PATIENCE_SECONDS``)."""


def seated(
    fake: FakeDiscord, index: int, players: int, context: str, guilds: list[Guild]
) -> list[FakeUser]:
    """The players of table ``index``, each in the table's channel: a server channel of its own
    in one of ``guilds`` in turn (their tables in threads of it, with ``thread``), or
    (``private``) a group DM of theirs, the first of them having added the app."""
    names = [f"player-{index}-{seat}" for seat in range(players)]
    if context == "private":
        host = fake.user(names[0], installed=True)
        others = [fake.user(name) for name in names[1:]]
        there = fake.group_dm(host, *others)
        return [there, *(other.at(there.channel) for other in others)]
    guild = guilds[index % len(guilds)]
    channel = fake.create_channel(guild, f"table-{index}")
    return [fake.user(name, guild=guild).at(channel) for name in names]


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
    context: str = "server",
    *,
    guilds: list[Guild],
) -> int:
    users = seated(fake, index, players, context, guilds)
    table_id = await _open_table(fake, users, game_id, bots, tally)
    _opened(tally, all_open, count)

    def counted(interaction) -> None:
        tally.option_clicks += tally.measuring
        tally.clicks.clicked(interaction)

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
    context: str = "server",
    *,
    guilds: list[Guild],
    games: int | None = None,
    counting: Callable[[], bool] = lambda: True,
) -> int:
    """Game after game in one channel, each seat thinking before each click, until
    ``deadline`` (loop time), or until ``games`` of them ended while ``counting()``; returns
    how many were played to the end."""
    loop = asyncio.get_running_loop()
    users = seated(fake, index, players, context, guilds)
    rng = random.Random(index)
    finished = counted = 0
    first = True
    patience = PATIENCE_SECONDS + (DEFAULT_AI_DELAY if bots else 0.0)

    async def thought() -> bool:
        if think > 0:
            await asyncio.sleep(rng.expovariate(1 / think))
        await tally.discord_up.wait()  # Discord's own app cannot click meanwhile either
        return loop.time() < deadline

    while loop.time() < deadline and (games is None or counted < games):
        if first:
            await asyncio.sleep(rng.uniform(0, ramp))  # people do not all start at once
        game_id = game_ids[(index + finished) % len(game_ids)]
        table_id = await _open_table(fake, users, game_id, bots, tally)
        if first:
            _opened(tally, all_open, count)
            first = False
        still_since: float | None = None  # nobody had anything to click, the table stood still
        looked_again = False
        while has_hand_button(fake.message(table_id)):
            version = fake.message(table_id).version
            acted = False
            for user in users:
                if not await thought():
                    return finished
                if not has_hand_button(fake.message(table_id)):
                    break  # the game ended while they thought (a bot's move, or the clock)
                try:
                    message = _taken(await open_hand(user, fake.message(table_id)), tally)
                    while option_components(message):
                        if not await thought():
                            return finished
                        message = await _click_timed(fake, table_id, user, message, rng, tally)
                        acted = True
                except (InteractionFailed, TimeoutError, ToldToComeBack):
                    tally.clicks_failed += 1  # "This interaction failed": the player tries again
                    acted = True
            if acted:
                tally.found_on_looking_again += looked_again
                still_since, looked_again = None, False
                continue
            if still_since is None:
                still_since = loop.time()
            try:
                await fake.wait_for(
                    lambda seen=version, table=table_id: fake.message(table).version != seen,
                    timeout=patience,
                )
            except TimeoutError:
                # The table waits on someone whose panel showed nothing to click (Discord lost
                # its answer: the bot told them to press "My turn" again): as people do, every
                # seat looks again. Only a table that stays still for all that is stalled.
                if loop.time() - still_since >= STALLED_SECONDS:
                    raise TimeoutError(
                        f"table {table_id} stood still for {STALLED_SECONDS:.0f} s with nothing "
                        "to click for anyone, however often they looked"
                    ) from None
                tally.looked_again += 1
                looked_again = True
                continue
            tally.bot_waits.append(loop.time() - still_since)
            still_since, looked_again = None, False
        finished += loop.time() < deadline
        counted += loop.time() < deadline and counting()
    return finished


async def _open_table(
    fake: FakeDiscord, users: list[FakeUser], game_id: str, bots: list[str], tally: Tally
) -> int:
    """/play, joins and Start as people do them: when Discord showed one as failed, lost its
    answer, or no table came after Start, they try again (the lobby the channel shows, else
    /play anew) after a moment."""
    for _ in range(TABLE_TRIES - 1):
        try:
            return await open_table(fake, users[0], game_id, users, bots)
        except (InteractionFailed, TimeoutError, LookupError):
            tally.tables_tried_again += 1
            await asyncio.sleep(PATIENCE_SECONDS)
    return await open_table(fake, users[0], game_id, users, bots)


async def _click_timed(
    fake: FakeDiscord,
    table_id: int,
    user: FakeUser,
    message: Message,
    rng: random.Random,
    tally: Tally,
) -> Message:
    """One option click, timed to the clicker's answer and to the table's edit; returns the
    clicker's updated panel."""
    loop = asyncio.get_running_loop()
    edited: asyncio.Future[float] = loop.create_future()
    seen = fake.message(table_id).version
    watch = asyncio.create_task(_edit_time(fake, table_id, seen, edited))
    measured = tally.measuring
    try:
        interaction, message = await click_random_option(user, message, rng)
        _taken(message, tally)
        tally.option_clicks += measured
        tally.clicks.clicked(interaction)
        try:
            async with asyncio.timeout(30):
                table_at = await edited
            if measured:
                _timed(tally, interaction, table_at)
        except TimeoutError:
            tally.table_not_edited += 1
        tally.answered += measured
    finally:
        watch.cancel()
    return message


class ToldToComeBack(Exception):
    """The bot took no click (it was stopping, or its database busy or out of reach) and said
    to click again in a moment."""


RESTARTING = translate(DEFAULT_LOCALE, "error-restarting")
DATABASE_NOTICES = {
    translate(DEFAULT_LOCALE, key) for key in ("error-database-busy", "error-database-unavailable")
}


def _taken(answer: Message, tally: Tally) -> Message:
    """``answer``, unless it says to click again in a moment (the bot restarts, or its
    database is busy or out of reach): then the player does (``ToldToComeBack``), as after a
    click Discord failed."""
    if answer.content == RESTARTING:
        tally.told_restarting += 1
        raise ToldToComeBack
    if answer.content in DATABASE_NOTICES:
        tally.told_database_unavailable += 1
        raise ToldToComeBack
    return answer


def _timed(tally: Tally, interaction, table_at: float) -> None:
    """Note how long the clicker waited for their answer, and the others for the table."""
    clicked, answered = interaction.created_at, interaction.answered_at
    tally.answer_ms.append((answered - clicked) * 1000)
    tally.table_ms.append((table_at - clicked) * 1000)
    tally.full_answer_ms.append((max(table_at, answered) - clicked) * 1000)


async def _edit_time(
    fake: FakeDiscord, table_id: int, seen: int, edited: asyncio.Future[float]
) -> None:
    await fake.wait_for(lambda: fake.message(table_id).version != seen, timeout=3600)
    if not edited.done():
        edited.set_result(asyncio.get_running_loop().time())


async def _tables_settled(fake: FakeDiscord, database: Path | str, limit: float) -> float | None:
    """Seconds until every table and ping shows what the database holds, and every game that
    ended shows its results (posted after its table, with the replay drawn: read at once, a game
    ended in the run's last moment, or a restarted bot still catching up, was counted not
    shown) (``None``: not within ``limit``)."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    while (
        channel_problems(fake, database)["tables_differing"]
        or ending_problems(fake, database)["endings_not_shown"]
    ):
        if loop.time() - started > limit:
            return None
        await asyncio.sleep(0.25)
    return loop.time() - started


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
    conditions: Conditions | None = None,
    context: str = "server",
    bot_level: str | None = None,
    kill_seconds: float | None = None,
    shards: int | None = None,
    graceful: bool = False,
    discord_outage_seconds: float | None = None,
    games_per_table: int | None = None,
) -> dict:
    game_ids = [game] if game else list(games())
    settings = {} if render_workers is None else {"RENDER_WORKERS": str(render_workers)}
    bot_levels = [bot_level or QUICK_LEVELS[i % len(QUICK_LEVELS)] for i in range(bots)]
    if bots:  # people follow the bots' moves: the default pause, not the tests' none
        settings["AI_DELAY_SECONDS"] = str(DEFAULT_AI_DELAY)
    if profile is not None:
        settings["BOT_PROFILE"] = str(profile.resolve())
    tally = Tally()
    all_open = asyncio.Event()
    loop = asyncio.get_running_loop()
    harness_lag = LoopLag()
    async with FakeDiscord.running(conditions=conditions) as fake:
        uploaded = _count_uploads(fake)
        tally.clicks.watch(fake)
        guilds = _guilds(fake, shards)
        if context != "thread":  # the table stays in the channel, where the players look
            for guild in guilds:
                fake.set_everyone_permissions(deny=Permission.CREATE_PUBLIC_THREADS, guild=guild)
        with tempfile.TemporaryDirectory() as folder:
            if database is None or database.startswith("sqlite:"):
                target: Path | str = Path(folder) / "load.sqlite3"
                if database is not None:
                    from settings import sqlite_path

                    target = sqlite_path(database)
            else:
                target = database
            fleet = [
                BotProcess(fake, target, BENCH_PROBE="1", **settings, **_shard_settings(s, shards))
                for s in range(shards or 1)
            ]
            await asyncio.gather(*(bot.start(capture_log=True) for bot in fleet))
            # The fake Discord and the simulated players share this process: its own collector
            # pauses (full collections of a quarter of a second) would be counted as the bot's
            # latency. Set like the bot's (``play.collector``).
            settle_collector()
            processes = Processes([bot.process.pid for bot in fleet if bot.process])
            started = time.perf_counter()
            sampler = asyncio.create_task(keep_sampling(processes))
            lagging = asyncio.create_task(harness_lag.run())
            stop_killing = asyncio.Event()
            downs: list[Down] = []
            outage: asyncio.Task[None] | None = None
            killer = (
                asyncio.create_task(
                    keep_killing(fleet, processes, kill_seconds, stop_killing, downs, graceful)
                )
                if kill_seconds
                else None
            )
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
                        context,
                        guilds=guilds,
                        games=games_per_table,
                        counting=lambda: not kill_seconds or bool(downs),  # through a kill
                    )
                    for i in range(count)
                ]
                if discord_outage_seconds:  # the run's last seconds, then the tables settle
                    outage = asyncio.create_task(
                        discord_away(
                            fake, tally, deadline - discord_outage_seconds, discord_outage_seconds
                        )
                    )
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
                        context,
                        guilds=guilds,
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
                for bot in fleet:
                    assert bot.process is not None
                    os.kill(bot.process.pid, signal.SIGUSR1)  # profile from here on
            harness_mark = time.process_time()
            uploaded_mark = uploaded[0]
            requests_mark = len(fake.requests)
            window_start = time.perf_counter()
            measured_from = loop.time()
            harness_lag.samples.clear()
            tally.measuring = True
            try:
                outcomes = await asyncio.gather(*tasks, return_exceptions=True)
                stop_killing.set()
                if killer is not None:
                    await killer  # the bot is up again: it settles the tables
                if outage is not None:
                    await outage  # Discord is back: the bot settles the tables
                window = time.perf_counter() - window_start
                elapsed = time.perf_counter() - started
                spent = processes.cpu_since_mark()
                harness = time.process_time() - harness_mark
                peaks = processes.peaks_mb()
                routes = Counter(r.route for r in fake.requests[requests_mark:])
                on_global, exempt = split_requests(fake.requests[requests_mark:])
                settle_seconds = await _tables_settled(fake, target, SETTLE_SECONDS)
                channels = (
                    channel_problems(fake, target)
                    | lobby_problems(fake, target)
                    | ending_problems(fake, target)
                )
            finally:
                sampler.cancel()
                lagging.cancel()
                if killer is not None and not killer.done():
                    killer.cancel()
                if outage is not None and not outage.done():
                    outage.cancel()
                for bot in fleet:
                    await bot.stop()
                    await bot.exited()  # and the end of its log
            bot_lag, heartbeats, bot_log = [], [], []
            for bot in fleet:
                lags, beats, lines = read_bot_probe(bot.log)
                bot_lag += lags
                heartbeats += beats
                bot_log += lines
            for line in bot_log:  # the bot's own warnings, as without the probe
                print(line, file=sys.stderr)
            clicked = tally.clicks.by_game
            lost, surplus = moves_compared(clicked, decided_actions(target))
            # A click that failed visibly may still have been applied (Discord acted and its
            # answer was lost): such a move is stored once, with no answered click for it. A
            # move is doubled only beyond those (the store's version check forbids it).
            applied_unanswered = min(surplus, tally.clicks_failed)
            doubled = surplus - applied_unanswered
        interactions = fake.interactions.all
        acks = [i.ack_seconds * 1000 for i in interactions if i.ack_seconds is not None]
        if think_seconds is None and seconds is None:
            answers = [
                i.answer_seconds * 1000 for i in interactions if i.answer_seconds is not None
            ]
        else:
            answers = tally.answer_ms
        unacknowledged = sum(
            i.failure is not None or (i.ack_seconds or 0.0) > ACK_DEADLINE for i in interactions
        )
        pings = tally.clicks.ping_delays_ms(since=measured_from)
        traffic = fake.traffic
        apologies = [m for m in fake.store.messages.values() if "went wrong" in m.content]
        refused = Counter(
            f"{e.status} {e.code} {e.route}" for e in fake.errors if e.status < 500
        )  # 5xx: injected faults, apart
        repeated = sum(n for kind, n in refused.items() if kind.split()[:2] in AFTER_LOST_ANSWERS)
        aftermath = min(fake.traffic.timeouts_after_acting, repeated)
        shard_map = Shards(fake, shards or 1)
        after_kills = min(acted_unheard_at_kills(fake, downs, shard_map), repeated - aftermath)
        failed = [o for o in outcomes if isinstance(o, BaseException)]
        errors_by_kind = {
            "failed_interactions": len(fake.failed_interactions),
            "of_them_while_the_bot_was_down": failed_while_down(fake, downs, shard_map),
            "refused_requests": dict(refused.most_common()),
            "of_them_after_lost_answers": aftermath,
            "of_them_after_kills": after_kills,
            "apologies": len(apologies),
            "failed_games": len(failed),
            "of_them_last_tried_while_the_bot_was_down": sum(
                isinstance(o, InteractionFailed)
                and o.interaction is not None
                and made_while_down(o.interaction, downs, shard_map)
                for o in failed
            ),
        }
        errors = (
            sum(refused.values())
            - aftermath
            - after_kills
            + errors_by_kind["failed_interactions"]
            - errors_by_kind["of_them_while_the_bot_was_down"]
            + errors_by_kind["apologies"]
            + errors_by_kind["failed_games"]
            - errors_by_kind["of_them_last_tried_while_the_bot_was_down"]
        )
        answered_by_shard = Counter(
            str(shard_map.of_channel(channel))
            for channel, clicks in tally.clicks.clicks.items()
            for _ in clicks
        )
        notices = {translate(DEFAULT_LOCALE, k) for k in (FAULT_NOTICE, OPENING_FAULT_NOTICE)}
        fault_notices = sum(m.content in notices for m in fake.store.messages.values())
        for outcome in outcomes:
            if isinstance(outcome, BaseException):
                where = traceback.extract_tb(outcome.__traceback__)[-3:]
                print(
                    f"game failed: {outcome!r} in "
                    + " < ".join(
                        f"{Path(frame.filename).name}:{frame.lineno} {frame.name}"
                        for frame in reversed(where)
                    )
                )
    per_click = max(1, tally.option_clicks)
    cpu_ms = {role: round(seconds_ * 1000 / per_click, 1) for role, seconds_ in spent.items()}
    return {
        "database": "sqlite" if not isinstance(target, str) else "postgresql",
        "mode": "flat-out" if not think_seconds else f"think {think_seconds} s",
        "context": context,
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
        "errors_by_kind": errors_by_kind,
        "peak_rss_mb": round(max(peaks.get(f"main-{root}", 0) for root in processes.roots), 1),
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
        "conditions": asdict(fake.conditions),
        **_spread("full_answer", tally.full_answer_ms),
        **_spread("table", tally.table_ms),
        **_spread("ping", pings),
        "pings_timed": len(pings),
        "global_requests_per_click": round(sum(on_global.values()) / per_click, 2),
        "exempt_requests_per_click": round(sum(exempt.values()) / per_click, 2),
        "global_requests_per_click_by_route": _per_click(on_global, per_click),
        "exempt_requests_per_click_by_route": _per_click(exempt, per_click),
        "global_requests_per_s": round(sum(on_global.values()) / window, 1),
        "max_human_games_under_global_limit": _games_under_limit(
            sum(on_global.values()) / per_click, tally.option_clicks / window / count
        )
        if think_seconds
        else None,
        "rate_limited_by_scope": dict(traffic.rate_limited),
        "injected_429": traffic.injected_429,
        "unexpected_429": traffic.unexpected_429,
        "invalid_requests_per_10_min": traffic.invalid_requests_peak,
        "faults": {str(status): n for status, n in traffic.faults.items()},
        "gateway_drops": traffic.gateway_drops,
        "gateway_silences": traffic.gateway_silences,
        "unacknowledged": unacknowledged,
        "clicks_failed": tally.clicks_failed,
        "told_restarting": tally.told_restarting,
        "told_database_unavailable": tally.told_database_unavailable,
        "fault_notices": fault_notices,
        "looked_again": tally.looked_again,
        "found_on_looking_again": tally.found_on_looking_again,
        "tables_tried_again": tally.tables_tried_again,
        "answered_clicks": sum(clicked.values()),
        "answered_clicks_by_shard": dict(sorted(answered_by_shard.items())),
        "lost_moves": lost,
        "doubled_moves": doubled,
        "applied_though_failed": applied_unanswered,
        **channels,
        "tables_settled_s": None if settle_seconds is None else round(settle_seconds, 2),
        "harness_loop_lag_p99_ms": round(percentile(harness_lag.samples, 0.99), 1),
        "harness_loop_lag_max_ms": round(max(harness_lag.samples, default=0.0), 1),
        "bot_loop_lag_p99_ms": round(percentile(bot_lag, 0.99), 1),
        "bot_loop_lag_max_ms": round(max(bot_lag, default=0.0), 1),
        "bot_heartbeats": len(heartbeats),
        "bot_heartbeat_max_ms": round(max((true for _, true in heartbeats), default=0.0), 1),
        "bot_heartbeat_reported_max_s": round(
            max((reported for reported, _ in heartbeats), default=0.0), 2
        ),
        "cant_keep_up_warnings": sum("Can't keep up" in line for line in bot_log),
        "shards": shards,
        "kills": len(downs),
        "graceful": graceful,
        "discord_outage_seconds": discord_outage_seconds,
        "reconnected_after_s": tally.reconnected_after_s,
        "unclean_exits": sum(d.exit_code != 0 for d in downs) if graceful else None,
        "restart_p50_s": round(percentile([d.ready - d.killed for d in downs], 0.50), 2),
        "restart_max_s": round(max((d.ready - d.killed for d in downs), default=0.0), 2),
    }


def _guilds(fake: FakeDiscord, shards: int | None) -> list[Guild]:
    """The servers the tables are in, in turn: the fake's own, or one on each shard."""
    if not shards:
        return [fake.guild]
    return [fake.create_guild(f"shard-{s}", shard=(s, shards)) for s in range(shards)]


def _shard_settings(shard: int, shards: int | None) -> dict[str, str]:
    """A bot of its own for each shard (none: the bot as users run it, every shard its own)."""
    return {} if not shards else {"SHARD_COUNT": str(shards), "SHARD_IDS": str(shard)}


def _spread(name: str, values: list[float]) -> dict[str, float]:
    return {f"{name}_p{p}_ms": round(percentile(values, p / 100), 1) for p in (50, 95, 99)}


def _per_click(routes: Counter[str], per_click: int) -> dict[str, float]:
    return {route: round(n / per_click, 2) for route, n in routes.most_common()}


def _games_under_limit(global_per_click: float, clicks_per_game_per_s: float) -> int | None:
    """The most games played at this pace whose requests stay under the global limit."""
    if not global_per_click or not clicks_per_game_per_s:
        return None
    return int(GLOBAL_LIMIT / (global_per_click * clicks_per_game_per_s))


def conditions_of(args: argparse.Namespace) -> Conditions | None:
    """``--real`` and its changes; without them, the FAKEDISCORD_* variables (or none)."""
    given = {
        name: value
        for name in (
            "rtt_ms",
            "jitter_ms",
            "fault_rate",
            "gateway_drop_seconds",
            "gateway_silence_seconds",
            "clock_skew_seconds",
        )
        if (value := getattr(args, name)) is not None
    }
    if args.real:
        return Conditions.real(**given)
    return Conditions(**given) if given else None


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
        "--bot-level", choices=LEVELS, default=None, help="every bot of this level instead"
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
        "--games-per-table",
        type=int,
        default=None,
        help="with --think-seconds: each table's players leave after this many games (ended after "
        "the first kill, with --kill-seconds), so the run lasts as long as they take (--seconds "
        "still bounds it)",
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
    parser.add_argument(
        "--real",
        action="store_true",
        help="Discord's rate limits and a 100 ms ± 40 ms round trip (options below change it)",
    )
    parser.add_argument("--rtt-ms", type=float, default=None, help="REST round trip")
    parser.add_argument("--jitter-ms", type=float, default=None, help="± on each trip")
    parser.add_argument(
        "--fault-rate", type=float, default=None, help="share of REST calls answered 5xx or dropped"
    )
    parser.add_argument(
        "--gateway-drop-seconds",
        type=float,
        default=None,
        help="the gateway connection drops every this many seconds (the bot resumes)",
    )
    parser.add_argument(
        "--gateway-silence-seconds",
        type=float,
        default=None,
        help="the gateway connection goes silent every this many seconds (open, nothing crossing)",
    )
    parser.add_argument(
        "--clock-skew-seconds",
        type=float,
        default=None,
        help="Discord's clock this far ahead of the host's (negative: the host's is ahead)",
    )
    parser.add_argument(
        "--context",
        choices=["server", "thread", "private"],
        default="server",
        help="where the tables live: a server channel, a thread of it, or a group DM",
    )
    parser.add_argument(
        "--kill-seconds",
        type=float,
        default=None,
        help="with --think-seconds: SIGKILL the bot about this often and start it again",
    )
    parser.add_argument(
        "--graceful",
        action="store_true",
        help="with --kill-seconds: SIGTERM (a deploy's restart) instead of SIGKILL",
    )
    parser.add_argument(
        "--discord-outage-seconds",
        type=float,
        default=None,
        help="with --think-seconds: Discord out of reach (REST 5xx, gateway refused, nobody "
        "clicking) for the run's last this many seconds",
    )
    parser.add_argument(
        "--shards",
        type=int,
        default=None,
        help="this many bot processes, one per shard (SHARD_COUNT, SHARD_IDS), on one database",
    )
    args = parser.parse_args()
    if args.kill_seconds and args.think_seconds is None:
        parser.error("--kill-seconds needs --think-seconds: flat-out players do not retry")
    if args.games_per_table is not None and args.think_seconds is None:
        parser.error("--games-per-table needs --think-seconds: flat-out games play out anyway")
    if args.graceful and not args.kill_seconds:
        parser.error("--graceful changes how --kill-seconds stops the bot: give both")
    if args.discord_outage_seconds and args.think_seconds is None:
        parser.error("--discord-outage-seconds needs --think-seconds: players who wait for it")
    if args.shards is not None and args.shards < 2:
        parser.error("--shards: at least 2 (without it, one bot runs every shard)")
    if args.shards and args.profile:
        parser.error("--profile profiles one bot process: not with --shards")
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
            conditions_of(args),
            args.context,
            args.bot_level,
            args.kill_seconds,
            args.shards,
            args.graceful,
            args.discord_outage_seconds,
            args.games_per_table,
        )
    )
    print(
        f"{figures['mode']}: {figures['games']} games ({figures['game']}, {figures['context']}), "
        f"{figures['option_clicks']} option clicks measured, {figures['errors']} errors; "
        f"offered {figures['option_clicks_offered_per_s']}/s, "
        f"served {figures['option_clicks_served_per_s']}/s"
    )
    print(
        f"click to acknowledgement: p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms, "
        f"p99 {figures['p99_ms']} ms"
    )
    if figures["mode"] != "flat-out" or figures["full_answer_p99_ms"]:
        print(
            f"click to full answer (table edited and the clicker answered): "
            f"p50 {figures['full_answer_p50_ms']} ms, p95 {figures['full_answer_p95_ms']} ms, "
            f"p99 {figures['full_answer_p99_ms']} ms"
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
    if figures["shards"]:
        print(f"answered option clicks by shard: {figures['answered_clicks_by_shard']}")
    if figures["kills"]:
        how = "stopped (SIGTERM)" if figures["graceful"] else "killed"
        print(
            f"bot {how} and started again {figures['kills']}x, ready again in p50 "
            f"{figures['restart_p50_s']} s, at most {figures['restart_max_s']} s"
            + (f"; exits not 0: {figures['unclean_exits']}" if figures["graceful"] else "")
        )
    _print_discord(figures)
    print(json.dumps(figures))


def _print_discord(figures: dict) -> None:
    """The figures Discord's limits and players' patience judge, and where the loops lagged."""
    f = figures
    print(f"conditions: {f['conditions']}")
    print(
        f"click to the clicker's answer p50/p95/p99: {f['answer_p50_ms']} / "
        f"{f['answer_p95_ms']} / {f['answer_p99_ms']} ms; to the table edited for the others: "
        f"{f['table_p50_ms']} / {f['table_p95_ms']} / {f['table_p99_ms']} ms; decision to the "
        f"next player's ping ({f['pings_timed']}): {f['ping_p50_ms']} / {f['ping_p95_ms']} / "
        f"{f['ping_p99_ms']} ms"
    )
    print(
        f"global-bucket requests per option click: {f['global_requests_per_click']} "
        f"{f['global_requests_per_click_by_route']} ({f['global_requests_per_s']}/s); exempt: "
        f"{f['exempt_requests_per_click']} {f['exempt_requests_per_click_by_route']}"
    )
    print(
        f"most human-paced games under the global {GLOBAL_LIMIT:.0f}/s: "
        f"{f['max_human_games_under_global_limit']}; 429s by scope {f['rate_limited_by_scope']} "
        f"(unexpected {f['unexpected_429']}, injected {f['injected_429']}); invalid requests "
        f"per 10 min {f['invalid_requests_per_10_min']}; faults {f['faults']}, gateway drops "
        f"{f['gateway_drops']}, silences {f['gateway_silences']}"
    )
    if f["discord_outage_seconds"]:
        print(
            f"Discord out of reach for the last {f['discord_outage_seconds']} s: the bot "
            f"connected again {f['reconnected_after_s']} s after it was back"
        )
    print(
        f"not acknowledged within {ACK_DEADLINE:.0f} s: {f['unacknowledged']} (clicks failed "
        f"visibly: {f['clicks_failed']}, {f['applied_though_failed']} of them applied); moves: "
        f"{f['answered_clicks']} clicks answered, {f['lost_moves']} lost, {f['doubled_moves']} "
        f"doubled; tables differing from the database: {f['tables_differing']} of "
        f"{f['tables']} (settled in {f['tables_settled_s']} s), doubled tables "
        f"{f['doubled_tables']}, doubled pings {f['doubled_pings']}; lobbies shown not open "
        f"{f['stale_lobbies']}, threads left empty {f['empty_threads']}"
    )
    print(
        f"games ended {f['games_ended']}: results not shown {f['endings_not_shown']}, shown "
        f"twice {f['endings_shown_twice']}, not rated once {f['endings_not_rated']}; ratings "
        f"miscounted {f['ratings_miscounted']}"
    )
    print(
        f"errors {f['errors']}: {f['errors_by_kind']}; answers Discord lost, the player told to "
        f"look again: {f['fault_notices']}; nobody had anything to click while the table stood "
        f'still: {f["looked_again"]}x, options found on pressing "My turn" again '
        f"{f['found_on_looking_again']}x; /play or Start tried again {f['tables_tried_again']}x"
    )
    print(
        f"loop lag p99/max: harness {f['harness_loop_lag_p99_ms']} / "
        f"{f['harness_loop_lag_max_ms']} ms, bot {f['bot_loop_lag_p99_ms']} / "
        f"{f['bot_loop_lag_max_ms']} ms; bot heartbeats {f['bot_heartbeats']}, ACK at most "
        f"{f['bot_heartbeat_max_ms']} ms after the loop wrote it (discord.py reported up to "
        f'{f["bot_heartbeat_reported_max_s"]} s, "Can\'t keep up" {f["cant_keep_up_warnings"]}x)'
    )
    if f["harness_loop_lag_p99_ms"] > HARNESS_LAG_MS:
        print(
            "the harness (the fake Discord and the simulated players) lagged: the latencies "
            "above include its own delays, not only the bot's"
        )
    if f["cant_keep_up_warnings"] and f["bot_heartbeat_max_ms"] < 10_000:
        print(
            "discord.py's \"Can't keep up\" was its own mismeasure: every heartbeat was ACKed "
            "quickly (see bench/probe.py)"
        )


if __name__ == "__main__":
    main()
