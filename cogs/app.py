"""The bot object: owns the database, the game service and the image workers."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket

from cogs import metrics
from cogs.channel import ChannelSync
from cogs.common import Drawing, Thinking, apologise, no_such_component
from cogs.components import DYNAMIC_ITEMS
from cogs.discord_time import DateHeaders, DiscordTime
from cogs.gateway_watch import GatewayWatch
from cogs.handlers import Handlers
from cogs.http_trace import trace_config
from cogs.i18n import CatalogTranslator, CommandMentions
from cogs.late_clicks import ClickAges, OnTimeCommandTree
from cogs.pacing import GlobalLimiter, budget
from cogs.reconnect import reconnect_promptly
from cogs.routing import ComponentRouter
from cogs.session_starts import SessionStarts, keep_within_budget
from engine.ai import LEVELS as AI_LEVELS
from locales import normalize_locale
from play.clock import Clock, SystemClock, TurnClock
from play.finder import GameFinder
from play.lessons import LessonKeeper
from play.lobby import LobbyService
from play.records import DatabaseBusy
from play.server_settings import ServerSettings
from play.service import BUSY_RETRY_SECONDS, GameService
from play.stores import Database, GameStore, HistoryStore, open_stores
from play.story import StoryReader
from play.table_marks import TableMarks

if TYPE_CHECKING:
    from settings import Settings

log = logging.getLogger(__name__)

SHUTDOWN_GRACE_SECONDS = 10.0
"""How long a graceful shutdown waits for the work under way (systemd waits 90 s, Docker 10 s
before SIGKILL: the unit and compose file in deploy/ give it 30 s)."""

GATEWAY_PROBE_SECONDS = 20.0

INVITE_PERMISSIONS = 309237763072
"""View Channel, Send Messages, Embed Links, Attach Files, Read Message History, Create Public
Threads, Send Messages in Threads (the README's list)."""


def invite_link(application_id: int) -> str:
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope=bot%20applications.commands&permissions={INVITE_PERMISSIONS}"
    )


class DiscordUnreachable(Exception):
    """Discord's gateway cannot be reached (one-line message)."""


async def probe_gateway(http: discord.http.HTTPClient, gateway: yarl.URL) -> None:
    """Open the gateway's websocket and read its HELLO; :class:`DiscordUnreachable` if not."""
    url = gateway.with_query(v=10, encoding="json")
    try:
        async with asyncio.timeout(GATEWAY_PROBE_SECONDS):
            socket = await http.ws_connect(str(url))
            try:
                await socket.receive()
            finally:
                await socket.close()
    except (OSError, aiohttp.ClientError, TimeoutError) as error:
        reason = str(error) or type(error).__name__
        raise DiscordUnreachable(
            f"Discord's gateway {gateway} cannot be reached: {reason}"
        ) from None


IGNORED_EVENTS = ("MESSAGE_CREATE", "MESSAGE_UPDATE")
"""Gateway events the bot never reads: it takes no text commands and nothing looks at messages
as they are posted or edited (the bot's own table edits and pings are most of them, and
discord.py builds a whole ``Message`` from each). Deletions still arrive (a deleted lobby or
table is handled)."""


def _ignore_message_writes(connection: Any) -> None:
    for event in IGNORED_EVENTS:
        connection.parsers[event] = _ignored


def _ignored(data: Any) -> None:
    return None


async def _start_up_step(step: Callable[[], Awaitable[None]]) -> None:
    """One step of the start-up catch-up: a busy database is waited for; any other failure is
    logged and the next step runs, so the turn clock always starts."""
    while True:
        try:
            await step()
            return
        except DatabaseBusy:
            log.info(
                "database busy at start-up: %s again in %s s", step.__name__, BUSY_RETRY_SECONDS
            )
            await asyncio.sleep(BUSY_RETRY_SECONDS)
        except Exception:
            log.exception("start-up catch-up: %s failed", step.__name__)
            return


class TableBot(commands.AutoShardedBot):
    database: Database
    store: GameStore
    """The store itself: the services are given it, and the turn clock (``play/clock.py``)
    still reads it."""
    history: HistoryStore
    service: GameService
    lobby: LobbyService
    finder: GameFinder
    story: StoryReader
    marks: TableMarks
    lessons: LessonKeeper
    server_settings: ServerSettings
    drawing: Drawing
    thinking: Thinking
    sync: ChannelSync

    def __init__(
        self,
        settings: Settings,
        extensions: Sequence[str],
        *,
        clock: Clock | None = None,
        request_hooks: Sequence[object] = (),
        **options: Any,
    ) -> None:
        # Nothing the bot writes pings anyone unless a message names whom (see ChannelSync).
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        options.setdefault("tree_cls", OnTimeCommandTree)
        self.global_limiter = GlobalLimiter(budget(settings))
        """Paces the requests under Discord's global rate limit (see ``cogs.pacing``)."""
        self.discord_time = DiscordTime(lambda: self.clock.now())
        """Discord's clock as the host's reads it (see ``cogs.discord_time``)."""
        self.click_ages = ClickAges()
        """Tells the clicks heard too late to be answered (see ``cogs.late_clicks``)."""
        # The limiter first: the hooks after it see a request when it is really sent.
        options["http_trace"] = trace_config(
            [self.global_limiter, DateHeaders(self.discord_time), *request_hooks]
        )
        super().__init__(**options)
        _ignore_message_writes(self._connection)
        self.settings = settings
        self.clock: Clock = clock or SystemClock()
        """The time of turn clocks and lobby expiry (tests inject one they move by hand)."""
        self.turn_clock = TurnClock(self)
        self.gateway_watch = GatewayWatch(self)
        """Gives up a gateway connection gone silent (see ``cogs.gateway_watch``)."""
        self._extensions = tuple(extensions)
        self.in_flight: set[asyncio.Task[Any]] = set()
        """Interaction handlers still running (see ``cogs.common.guarded``)."""
        self.stopping = False
        """A graceful shutdown is under way: clicks are told to come back in a moment."""
        self.repairs: set[asyncio.Task[Any]] = set()
        """Deletions heard from the gateway whose game is still being looked up: a table
        deleted just before a shutdown (or a test's settle) is still posted again."""
        self.absent_guilds: set[int] = set()
        """Servers the bot was removed from (kicked, or its app removed) that show some of its
        games: their players cannot see them, so their clocks wait and nothing is sent there
        until it is invited back (``on_guild_join``). Known from the gateway: what READY did
        not list at the start, then each GUILD_DELETE."""
        self._catch_up: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._closing = False
        self.handlers = Handlers()
        """The cog that handles each kind of button (see ``cogs.handlers``)."""
        self.components = ComponentRouter(DYNAMIC_ITEMS)
        """Every button and menu of the bot, routed by ``custom_id`` (see ``cogs.routing``)."""
        self.command_mentions = CommandMentions()
        """The slash commands as the bot's texts name them (see ``cogs.i18n``)."""
        self.session_starts = SessionStarts(
            self._session_start_limit, shards=lambda: self.shard_count or 1
        )
        """Discord's daily budget of gateway sessions, kept (see ``cogs.session_starts``)."""
        self.ai_levels = tuple(
            level for level in AI_LEVELS if level != "expert" or settings.offer_expert
        )
        """The levels the lobby's "Add a bot" menu offers (the expert only when
        ``AI_OFFER_EXPERT`` is on)."""

    async def setup_hook(self) -> None:
        stores = await open_stores(self.settings.database, shards=self.settings.shards)
        self.database, self.store, self.history = stores.database, stores.store, stores.history
        self.drawing = Drawing(self.settings.render_workers)
        self.thinking = Thinking(self.settings.ai_workers, self.settings.ai_think_seconds)
        self.drawing.warm_up()
        self.service = GameService(
            self.store,
            ai_delay=self.settings.ai_delay,
            think=self.thinking.choose,
            now=lambda: self.clock.now(),
        )
        self.lobby = LobbyService(
            self.store,
            self.service,
            expiry_minutes=self.settings.lobby_expiry_minutes,
            ai_levels=self.ai_levels,
        )
        self.finder = GameFinder(self.store)
        self.story = StoryReader(self.store)
        self.marks = TableMarks(self.store)
        self.lessons = LessonKeeper(self.store, now=lambda: self.clock.now())
        self.server_settings = ServerSettings(self.store, now=lambda: self.clock.now())
        self.sync = ChannelSync(self)
        self.service.on_change = self.sync.request
        self.service.on_ai_failure = metrics.AI_FAILURES.labels("decision").inc
        self.tree.on_error = self.on_app_command_error
        await self.tree.set_translator(CatalogTranslator())
        for extension in self._extensions:
            await self.load_extension(extension)
        await self.sync_commands()
        self._catch_up = asyncio.create_task(self._catch_up_when_ready(), name="catch-up")

    async def _catch_up_when_ready(self) -> None:
        """Once the servers are known (their languages too): bring every channel up to date
        and let AI seats that were to move play again."""
        await self.wait_until_ready()
        self.log_ready()
        steps = (
            self.turn_clock.catch_up,  # first: what ran out is read against the time of the start
            self._note_absent_guilds,
            self.sync.reconcile_all,
            self.service.resume_all,
        )
        for step in steps:
            await _start_up_step(step)
        self.turn_clock.start()
        self._watchdog = asyncio.create_task(self.service.watch_ai(), name="ai-watchdog")

    async def sync_commands(self) -> None:
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            try:
                synced = await self.tree.sync(guild=guild)
                self.command_mentions.learn(synced)
                log.info("synced %d slash commands to server %s", len(synced), guild.id)
                return
            except (discord.Forbidden, discord.NotFound):
                self.tree.clear_commands(guild=guild)
                log.warning(
                    "DEV_GUILD_ID=%s: the bot is not in that server (or may not add commands "
                    "there); syncing the commands globally instead",
                    guild.id,
                )
        synced = await self.tree.sync()
        self.command_mentions.learn(synced)
        log.info("synced %d slash commands", len(synced))

    async def settled(self) -> None:
        """Wait until no click is being handled, no AI seat is thinking and every channel
        shows what is stored (tests; a graceful shutdown)."""
        if self._catch_up is not None:
            await asyncio.gather(self._catch_up, return_exceptions=True)
        while True:
            await asyncio.gather(*self.in_flight, *self.repairs, return_exceptions=True)
            await self.service.ai_runners.idle()
            await self.sync.runners.idle()
            busy = self.service.ai_runners.busy or self.sync.runners.busy
            if not (self.in_flight or self.repairs or busy):
                return

    def hears_players(self) -> bool:
        """Whether the players' clicks can reach the bot: every shard's gateway connection
        open, and none silent past doubt (``cogs.gateway_watch``). While Discord (or the network
        between) is out of reach, nobody can move, as while the bot is down: the clocks wait
        (``play.clock``, ``TableCog.clock``)."""
        return not (
            any(shard.is_closed() for shard in self.shards.values())
            or self.gateway_watch.in_doubt()
        )

    def log_ready(self) -> None:
        """What the start-up log says once connected: who, where, and how to invite the bot."""
        assert self.user is not None
        shards = self.shard_ids or range(self.shard_count or 1)
        log.info(
            "%s (id %s) is connected: servers %d, shards %s of %s; invite link %s",
            self.user,
            self.user.id,
            len(self.guilds),
            ",".join(map(str, shards)),
            self.shard_count,
            invite_link(self.application_id or self.user.id),
        )

    async def launch_shards(self) -> None:
        """Before discord.py connects (and retries forever, a traceback every 5 s): one look
        at the gateway, so a bot that cannot reach Discord says so once and stops."""
        if self.shard_count is None:
            _, url, _ = await self.http.get_bot_gateway()
            gateway = yarl.URL(url)
        else:
            gateway = DiscordWebSocket.DEFAULT_GATEWAY
        await probe_gateway(self.http, gateway)
        await super().launch_shards()
        reconnect_promptly(self)
        self.gateway_watch.start()
        keep_within_budget(self, self.session_starts)

    async def launch_shard(
        self, gateway: yarl.URL, shard_id: int, *, initial: bool = False
    ) -> None:
        """Each shard's first session is started within Discord's daily budget."""
        if await self.session_starts.wait_until_allowed():
            await super().launch_shard(gateway, shard_id, initial=initial)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        self.session_starts.started()
        await super().before_identify_hook(shard_id, initial=initial)  # Discord's 5-s pacing

    async def _session_start_limit(self) -> Mapping[str, Any]:
        _, _, limit = await self.http.get_bot_gateway()
        return limit

    async def shutdown(self, grace: float = SHUTDOWN_GRACE_SECONDS) -> None:
        """SIGTERM or SIGINT: start no new work (clock passes, AI decisions, clicks: each is
        told the bot restarts and to click again in a moment), let the clicks, decisions and
        channel updates under way finish (at most ``grace`` seconds), then close: the workers
        stop, the database closes."""
        self.stopping = True
        if self._catch_up is not None and not self.is_ready():
            self._catch_up.cancel()  # stopped before it was connected: nothing to catch up
        if hasattr(self, "service"):
            await self.turn_clock.stop()
            self.service.stop_ai()
            try:
                async with asyncio.timeout(grace):
                    await self.settled()
            except TimeoutError:
                log.warning("work still under way after %s s is cut short", grace)
        await self.close()

    async def close(self) -> None:
        if self._closing:
            await super().close()
            return
        self._closing = True
        self.session_starts.close()
        await self.gateway_watch.stop()
        for task in (self._catch_up, self._watchdog):
            if task is not None:
                task.cancel()
        if hasattr(self, "service"):
            await self.turn_clock.stop()
            await self.service.ai_runners.stop()
            await self.sync.stop()
        if hasattr(self, "drawing"):
            # In a thread: the job under way finishes and every worker process exits.
            await asyncio.to_thread(self.drawing.close, wait=True)
            await asyncio.to_thread(self.thinking.close, wait=True)
        await super().close()
        if hasattr(self, "database"):
            await self.database.close()

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await apologise(interaction)

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """Each interaction tells Discord's time as it arrives: discord.py dispatches it as
        it parses it, before any handler of it runs (see ``cogs.discord_time``). One heard
        after Discord stopped waiting for its answer goes no further (``cogs.late_clicks``), and
        tells nothing of Discord's time: its long trip would only blur it."""
        if event_name == "interaction":
            interaction = args[0]
            if self.click_ages.mark_if_late(interaction):
                metrics.CLICKS.answered(interaction.id)  # counted as unacknowledged
                return
            self.discord_time.heard_snowflake(interaction.id)
        super().dispatch(event_name, *args, **kwargs)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        routed = await self.components.dispatch(interaction)
        if not routed and interaction.type is discord.InteractionType.component:
            await no_such_component(interaction)

    async def on_connect(self) -> None:
        self.sync.retry_refused()  # Discord answers again (see on_resumed)

    async def on_resumed(self) -> None:
        """Connected to Discord again after a drop or an outage: what it refused meanwhile
        (its 5xx, lost answers) is tried again now, not after the pause that grew while it was
        away (up to five minutes)."""
        self.sync.retry_refused()

    async def on_guild_channel_update(self, before: Any, after: Any) -> None:
        self.sync.retry_refused()  # its permission overwrites may let the bot in again

    async def on_guild_role_update(self, before: discord.Role, after: discord.Role) -> None:
        self.sync.retry_refused()

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        """A lobby or table deleted by someone: the game is repaired (see ChannelSync)."""
        if self.sync.deleted_itself(payload.message_id):
            return  # a ping called to act no more, a table posted anew: nothing to repair
        with self._repairing():
            record = await self.finder.by_message(payload.message_id)
        if record is not None and record.is_open:
            self.sync.request(record.id, gone=payload.message_id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A channel deleted, and with it its threads: their games are closed (see
        ``ChannelSync.channel_deleted``)."""
        with self._repairing():
            await self.sync.channel_deleted(channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        with self._repairing():
            await self.sync.channel_deleted(payload.thread_id)

    async def _note_absent_guilds(self) -> None:
        """At the start: the servers of open games that READY did not list (an unavailable
        one is listed) removed the bot while it was down."""
        shown_in = await self.marks.guilds_shown_in()
        self.absent_guilds = {guild_id for guild_id in shown_in if self.get_guild(guild_id) is None}
        if self.absent_guilds:
            log.warning(
                "the bot is no longer in %d servers that hold open games: they wait until it "
                "is invited back",
                len(self.absent_guilds),
            )

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self.absent_guilds.add(guild.id)
        log.info("removed from server %s: its games wait until the bot is invited back", guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Invited (back) to a server: the games it holds go on where they were."""
        if guild.id not in self.absent_guilds:
            return
        with self._repairing():
            await self.turn_clock.welcome_back(guild.id)
            await self.sync.reconcile_all(guild.id)
            self.sync.retry_refused()
        log.info("back in server %s: its games go on", guild.id)

    @contextlib.contextmanager
    def _repairing(self) -> Iterator[None]:
        """What a deletion heard starts is waited for by :meth:`settled`."""
        task = asyncio.current_task()
        assert task is not None
        self.repairs.add(task)
        try:
            yield
        finally:
            self.repairs.discard(task)

    def token_webhook(self, token: str) -> discord.Webhook:
        """The webhook of an interaction token kept after its click (``cogs.token_sync``)."""
        assert self.application_id is not None
        return discord.Webhook.partial(self.application_id, token, client=self)

    # -- languages ------------------------------------------------------------------------------

    async def public_locale(self, guild_id: int | None) -> str:
        """Language of public messages and images in a server: its /settings choice, else the
        server's own locale, else DEFAULT_LANGUAGE."""
        if guild_id is None:
            return normalize_locale(self.settings.default_language)
        chosen = await self.server_settings.language(guild_id)
        if chosen:
            return normalize_locale(chosen)
        guild = self.get_guild(guild_id)
        if guild is not None and guild.preferred_locale:
            return normalize_locale(str(guild.preferred_locale))
        return normalize_locale(self.settings.default_language)

    async def set_public_locale(self, guild_id: int, language: str | None) -> None:
        await self.server_settings.set_language(guild_id, language)
