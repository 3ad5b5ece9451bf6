"""Turn clocks: one scheduler for every deadline, read from the database.

Deadlines are stored rows (a seat's ``deadline``, a lobby's ``lobby_expires``), never timers
held in memory, so a restart rebuilds the schedule by reading them. Each :meth:`TurnClock.tick`
reads what is due at the clock's ``now()`` and acts: expired lobbies are closed, players half
way to their deadline are reminded, and decisions whose time is up are taken (the rule for
silence, or an AI playing the away player's seat). The clock is injected, so tests move time
forward and call ``tick()`` instead of sleeping.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from db.database import DatabaseBusy, DatabaseUnavailable
from play.pergame import PerGame

if TYPE_CHECKING:
    from db.store import GameStore
    from play.service import GameService

log = logging.getLogger(__name__)

POLL_SECONDS = 5.0
"""How often the scheduler looks for what is due: the finest grain of a clock."""
TOKEN_FADING_SECONDS = 120.0
"""How long before the last interaction token that may edit a game's table dies its table is
synced (see ``cogs.token_sync``): it moves to a fresher token, or says it waits for a click."""


STEP_SECONDS = 2.0
"""A change of a clock's reading against its monotonic one larger than this, between two
looks, is a step: the clock was set (NTP's first answer after a boot, an admin), not run."""


class Clock(Protocol):
    def now(self) -> float:
        """Unix seconds."""
        ...

    def monotonic(self) -> float:
        """Seconds that only time passing moves (what tells a step of :meth:`now` apart)."""
        ...


class SystemClock:
    def now(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()


class ClockSteps:
    """The steps of a clock that can be set, such as the host's: a Raspberry Pi boots on the
    time it saved at shutdown and runs on it until NTP answers, then its clock jumps by the
    time it was off."""

    def __init__(self, now: Callable[[], float], monotonic: Callable[[], float]) -> None:
        self._now = now
        self._monotonic = monotonic
        self._last: float | None = None

    def step(self) -> float:
        """How far the clock was set since the last look (positive: ahead); 0.0 when it only
        ran, or moved less than ``STEP_SECONDS``, or at the first look."""
        against_monotonic = self._now() - self._monotonic()
        last, self._last = self._last, against_monotonic
        if last is None or abs(against_monotonic - last) <= STEP_SECONDS:
            return 0.0
        return against_monotonic - last


class Pinger(Protocol):
    """Whatever shows a game's table: it can mention the players to move once more, and
    bring the table up to date."""

    async def ping_again(self, game_id: int) -> None: ...

    def request(self, game_id: int) -> None: ...


class ClockHost(Protocol):
    """What the turn clock works with (the bot: ``cogs.app.TableBot``)."""

    @property
    def store(self) -> GameStore: ...

    @property
    def service(self) -> GameService: ...

    @property
    def clock(self) -> Clock: ...

    @property
    def sync(self) -> Pinger: ...

    @property
    def absent_guilds(self) -> set[int]:
        """Servers the bot was removed from that show some of its games: nothing is due in
        their channels until it is invited back (:meth:`TurnClock.welcome_back`)."""
        ...

    def hears_players(self) -> bool:
        """Whether the players' clicks can reach the bot now (Discord's gateway connected)."""
        ...


class TurnClock:
    def __init__(self, bot: ClockHost, poll_seconds: float = POLL_SECONDS) -> None:
        self.bot = bot
        self.poll_seconds = poll_seconds
        self._task: asyncio.Task[None] | None = None
        self._tick_lock = asyncio.Lock()
        self._expiry = PerGame("expiry")
        self._reminders = PerGame("reminder")
        self._timeouts = PerGame("timeout")
        self._players_could_not_move: str | None = None
        """Why the players could not move since the last pass (Discord or the database out of
        reach), if they could not."""
        self._steps = ClockSteps(lambda: bot.clock.now(), lambda: bot.clock.monotonic())

    async def catch_up(self, while_: str = "the bot was down") -> None:
        """At start-up, before the channels are reconciled: decisions whose time ran out while
        the bot was down get a grace period instead of all timing out at once. :meth:`tick`
        does the same once the players can move again after Discord or the database was out
        of reach (``while_``: why they could not, for the log)."""
        postponed = await self.bot.store.clocks.postpone_passed_deadlines(self.bot.clock.now())
        if postponed:
            log.info("%d decisions timed out while %s: given more time", postponed, while_)

    async def welcome_back(self, guild_id: int) -> None:
        """The bot was invited back to a server it had been removed from: its players could
        not see their tables meanwhile, so decisions whose time ran out are given half a clock
        more, as after a restart; then the server's clocks run again."""
        async with self._tick_lock:
            postponed = await self.bot.store.clocks.postpone_passed_deadlines(
                self.bot.clock.now(), guild_id
            )
            self.bot.absent_guilds.discard(guild_id)
        if postponed:
            log.info("%d decisions of server %s given more time", postponed, guild_id)

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="turn-clock")

    async def stop(self) -> None:
        """Stop looking; a pass under way finishes first (its decisions are not cut short)."""
        if self._task is not None:
            async with self._tick_lock:
                self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await self.tick()
            except DatabaseBusy:
                log.info("database busy: the clock looks again in %s s", self.poll_seconds)
            except Exception:
                log.exception("turn clock failed")
            await asyncio.sleep(self.poll_seconds)

    async def tick(self) -> None:
        """Act on everything due now (one pass at a time); a game that fails is skipped
        until the next pass, the others are served.

        While Discord is out of reach, nobody can move: nothing is done. After that, or after
        the database was unavailable (a PostgreSQL server restarting, a full disk: each click
        told to try again), decisions whose time ran out meanwhile get the grace of a restart
        (:meth:`catch_up`) before anything else. So do those that a step of the host's clock
        ahead made run out (deadlines stored before it, read after it): without it, a host that
        booted on an old time and started the bot before NTP answered timed out every decision
        of its games at once when NTP set its clock."""
        async with self._tick_lock:
            stepped = self._steps.step()
            if stepped:
                log.warning(
                    "the host's clock was set %.0f s %s: NTP should set it before the bot starts",
                    abs(stepped),
                    "ahead" if stepped > 0 else "back",
                )
            if stepped > 0 and self._players_could_not_move is None:
                self._players_could_not_move = f"the host's clock was set {stepped:.0f} s ahead"
            if not self.bot.hears_players():
                self._players_could_not_move = "Discord was out of reach"
                return
            try:
                if self._players_could_not_move is not None:
                    await self.catch_up(self._players_could_not_move)
                    self._players_could_not_move = None
                await self._act_on_what_is_due()
            except DatabaseUnavailable:
                self._players_could_not_move = "the database was unavailable"
                raise

    async def _act_on_what_is_due(self) -> None:
        now, absent = self.bot.clock.now(), self.bot.absent_guilds
        store, service, sync = self.bot.store, self.bot.service, self.bot.sync
        for game_id in await store.clocks.expired_lobbies(now, absent):
            with self._expiry.game(game_id):
                await service.close(game_id, by=None, lobby_only=True)
        due = await store.clocks.due_decisions(now, absent)
        for game_id, seat in await store.clocks.due_reminders(now, absent):
            with self._reminders.game(game_id):
                await store.clocks.mark_reminded(game_id, seat)
                if (game_id, seat) not in due:  # half time: mention them anew
                    await sync.ping_again(game_id)
        for game_id, seat in due:
            with self._timeouts.game(game_id):
                await service.time_out(game_id, seat)
        for game_id in await store.tokens.fading(now + TOKEN_FADING_SECONDS):
            sync.request(game_id)
