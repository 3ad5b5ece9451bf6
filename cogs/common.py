"""Helpers every cog shares: who reads in which language, replies, errors, permissions, images."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import logging
import os
import pickle
import secrets
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any, ParamSpec, Protocol, TypeVar

import aiohttp
import discord

from cogs import metrics
from cogs.answering import settle
from engine.ai import THINK_SECONDS, TIMED_LEVELS, decide
from engine.core import Action, Prompt, View
from engine.core.registry import BUILT_IN
from locales import normalize_locale, translate
from play.records import DatabaseBusy, DatabaseUnavailable, GameRecord
from play.workers import WorkerFailure, Workers
from render import registry as renderers
from render import replay

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

ALREADY_ACKNOWLEDGED = 40060
"""Discord's error code for a second acknowledgement of one interaction."""
UNKNOWN_INTERACTION = 10062
"""Discord's error code for an answer to a click after its 3 s (or to no click at all)."""
REQUIRED_CHANNEL_PERMISSIONS = (
    "view_channel",
    "send_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
)


class Handling(Protocol):
    """The bot as :func:`guarded` sees it (``cogs.app.TableBot``)."""

    in_flight: set[asyncio.Task[Any]]
    """Interaction handlers still running."""
    stopping: bool
    """A graceful shutdown is under way: no new click is taken."""


def bot_of(interaction: discord.Interaction) -> Handling:
    return interaction.client  # type: ignore[return-value]


def user_locale(interaction: discord.Interaction) -> str:
    """Replies to a person use the language of their Discord client."""
    return normalize_locale(str(interaction.locale))


def seat_names(record: GameRecord, locale: str) -> list[str]:
    names = []
    ai_number = 0
    for seat in record.seats:
        if seat.is_ai:
            ai_number += 1
            level = translate(locale, f"ai-level-{seat.ai_level}")
            names.append(translate(locale, "seat-ai-name", {"number": ai_number, "level": level}))
        else:
            names.append(seat.name)
    return names


def text_names(record: GameRecord, locale: str) -> list[str]:
    """Seat names for Discord text: a nickname like ``<@123>`` or ``@everyone`` is shown as
    written, never turned into a mention, and markdown in it is shown as typed."""
    return [
        discord.utils.escape_mentions(discord.utils.escape_markdown(name))
        for name in seat_names(record, locale)
    ]


async def reply(
    interaction: discord.Interaction, content: str | None = None, **kwargs: Any
) -> None:
    """An ephemeral answer, whether or not the interaction was already acknowledged."""
    await settle(interaction)
    if not interaction.response.is_done():
        try:
            await interaction.response.send_message(content, ephemeral=True, **kwargs)
            return
        except discord.HTTPException as error:
            if error.code != ALREADY_ACKNOWLEDGED:
                raise
            # An acknowledgement reached Discord though its answer never reached the bot (a
            # lost answer): what is left to say follows it up.
    await interaction.followup.send(content, ephemeral=True, **kwargs)


DISCORD_FAULTS = (aiohttp.ClientError, TimeoutError, discord.DiscordServerError)
"""What Discord's network does now and then (a dropped connection, no answer, a 5xx after
discord.py's own retries): no bug of ours, so no traceback. What the click changed is stored
and the channel's sync retries its own writes; only this click's answer may be lost."""


def discord_fault(error: Exception) -> bool:
    """Whether ``error`` is Discord's network failing a click's answer: a fault of
    :data:`DISCORD_FAULTS`, or the answer refused as too late (10062). The bot answers within
    the 3 s (a slow answer is deferred, ``cogs.answering``), so a late one is a callback that
    discord.py tried again after Discord's 5xx: one and three seconds later."""
    if isinstance(error, DISCORD_FAULTS):
        return True
    return isinstance(error, discord.HTTPException) and error.code == UNKNOWN_INTERACTION


def closing(interaction: discord.Interaction) -> bool:
    """The bot is closing (discord.py's ``close`` under way or done): nobody can be answered."""
    return interaction.client.is_closed()


@contextlib.asynccontextmanager
async def best_effort(interaction: discord.Interaction, what: str) -> AsyncIterator[None]:
    """For what a click sends after it failed or ended (``what``: its notice's catalog key, or
    its last acknowledgement): if that fails too, it is logged and the click ends, since nothing
    else is left to answer it. Discord failing again (a refusal, a dropped connection) or the bot
    closing under the click (its HTTP session gone: aiohttp's ``RuntimeError``) is one info line;
    anything else, a bug of ours, a traceback."""
    try:
        yield
    except Exception as error:
        if isinstance(error, (discord.HTTPException, *DISCORD_FAULTS)) or closing(interaction):
            log.info(
                "could not send %s to user %s (%s: %s)",
                what,
                interaction.user.id,
                type(error).__name__,
                error,
            )
        else:
            log.exception("could not send %s to user %s", what, interaction.user.id)


async def notify(
    interaction: discord.Interaction, key: str, args: dict[str, Any] | None = None
) -> None:
    """The ephemeral notice ``key`` (a catalog key) in the user's language, best effort."""
    async with best_effort(interaction, key):
        await reply(interaction, translate(user_locale(interaction), key, args))


async def no_such_component(interaction: discord.Interaction) -> None:
    """A click whose ``custom_id`` matches none of the bot's buttons or menus (a forged one,
    one of a removed feature): answered apart, so that the user is not told "This interaction
    failed"."""
    custom_id = (interaction.data or {}).get("custom_id")
    log.info("user %s clicked an unknown component %r", interaction.user.id, custom_id)
    await notify(interaction, "error-unknown-button")


async def apologise(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """Log the traceback with an error id and tell the user that id (state is untouched)."""
    error_id = secrets.token_hex(4)
    log.exception("error %s (game %s, user %s)", error_id, game_id, interaction.user.id)
    metrics.INTERACTION_ERRORS.labels("exception").inc()
    await notify(interaction, "error-internal", {"id": error_id})


async def _failed(
    interaction: discord.Interaction, error: Exception, game_id: int | None, fault_notice: str
) -> None:
    """What a click whose handler raised ``error`` logs and says (called while it is handled,
    so that :func:`apologise` logs its traceback); ``fault_notice``: what Discord's fault is
    told as (a catalog key)."""
    if closing(interaction):
        # Not the graceful shutdown, which lets clicks finish first: discord.py closing the bot
        # on a fatal gateway error, or a second signal. What the click stored is stored.
        log.info(
            "the click of user %s was cut short by the bot closing (%s: %s)",
            interaction.user.id,
            type(error).__name__,
            error,
        )
        return
    if isinstance(error, DatabaseUnavailable):
        # One line per click at INFO: the database tells the outage's start and end (db.outage).
        log.info("database unavailable for user %s (%s)", interaction.user.id, error)
        metrics.INTERACTION_ERRORS.labels("database_unavailable").inc()
        await notify(interaction, "error-database-unavailable")
    elif isinstance(error, DatabaseBusy):
        log.warning("database busy for user %s", interaction.user.id)
        metrics.INTERACTION_ERRORS.labels("database_busy").inc()
        await notify(interaction, "error-database-busy")
    elif discord_fault(error):
        log.warning(
            "Discord failed the answer to user %s (%s: %s)",
            interaction.user.id,
            type(error).__name__,
            error,
        )
        metrics.INTERACTION_ERRORS.labels("discord_fault").inc()
        await notify(interaction, fault_notice)
    else:
        await apologise(interaction, game_id)


FAULT_NOTICE = "error-discord-fault"
"""What a click that Discord's fault cut short is told: a move that went through is saved."""
OPENING_FAULT_NOTICE = "error-discord-fault-opening"
"""What /play or Rematch that Discord's fault cut short is told: look for the table, else
try again."""


def guarded(
    handler: Callable[P, Awaitable[None]],
) -> Callable[P, Awaitable[None]]:
    """Wrap an interaction handler ``(self, interaction, …)`` so that no exception escapes."""
    return guarded_telling(FAULT_NOTICE)(handler)


def guarded_telling(
    fault_notice: str,
) -> Callable[[Callable[P, Awaitable[None]]], Callable[P, Awaitable[None]]]:
    """:func:`guarded`, telling Discord's fault as ``fault_notice`` (a catalog key)."""

    def decorate(handler: Callable[P, Awaitable[None]]) -> Callable[P, Awaitable[None]]:
        @functools.wraps(handler)
        async def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
            interaction = next(a for a in args if isinstance(a, discord.Interaction))
            if bot_of(interaction).stopping:
                # The shutdown waits for the work under way, not for clicks that keep coming:
                # under steady play it would never end before its grace and the supervisor's
                # SIGKILL, and would cut short the clicks it had let in.
                await notify(interaction, "error-restarting")
                return
            in_flight = bot_of(interaction).in_flight
            task = asyncio.current_task()
            in_flight.add(task)  # type: ignore[arg-type]
            try:
                await handler(*args, **kwargs)
            except Exception as error:
                game_id = kwargs.get("game_id")
                await _failed(interaction, error, game_id, fault_notice)  # type: ignore[arg-type]
            finally:
                try:
                    await _no_deferral_left(interaction)
                finally:
                    in_flight.discard(task)  # type: ignore[arg-type]
                    metrics.CLICKS.answered(interaction.id)

        return wrapper

    return decorate


async def idempotent(operation: Callable[[], Awaitable[T]], tries: int = 3) -> T:
    """``operation`` (one that does the same however often it is done: an edit), done again at
    once when Discord's network fails it, ``tries`` times in all; its last fault is raised."""
    for _ in range(tries - 1):
        try:
            return await operation()
        except DISCORD_FAULTS as error:
            log.info("tried again after %s", type(error).__name__)
    return await operation()


async def _no_deferral_left(interaction: discord.Interaction) -> None:
    """A handler that ended without answering a click it meant to defer later: the click is
    acknowledged now rather than left to fail, and no deferral outlives its handler."""
    async with best_effort(interaction, "acknowledgement"):
        if await settle(interaction) and not interaction.response.is_done():
            await interaction.response.defer()


def can_moderate(interaction: discord.Interaction, record: GameRecord) -> bool:
    """The host, or anyone allowed to manage messages in the channel."""
    return interaction.user.id == record.host_id or interaction.permissions.manage_messages


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    granted = interaction.app_permissions
    return [name for name in REQUIRED_CHANNEL_PERMISSIONS if not getattr(granted, name)]


def permission_names(locale: str, names: Sequence[str]) -> str:
    return ", ".join(translate(locale, f"permission-{name.replace('_', '-')}") for name in names)


AI_JOB_TIMEOUT = 60.0
"""Seconds an AI decision may take in a worker (a hard bot takes up to a few seconds on a busy
machine) before the worker is taken for stuck, killed and replaced; an expert's thinking time
comes on top."""
RENDER_JOB_TIMEOUT = 60.0
"""Seconds an image may take in a worker (a whole game's animation takes up to ten on a busy
machine) before the worker is taken for stuck, killed and replaced."""


class Thinking(Workers):
    """The AI seats' decisions, in worker processes; an expert's in workers of its own
    (:class:`ExpertThinking`, started when the first expert thinks), so a bot that thinks for
    its whole budget never holds up the quick levels' decisions at other tables."""

    process_name = "ai-worker"
    preload = ("engine.ai", *BUILT_IN)

    def __init__(self, count: int, think_seconds: float = THINK_SECONDS) -> None:
        super().__init__(count, job_timeout=AI_JOB_TIMEOUT)
        self.think_seconds = think_seconds
        """An expert bot's thinking time per decision (``AI_THINK_SECONDS``)."""
        self.experts = ExpertThinking(
            count, prepare=yield_cpu, job_timeout=AI_JOB_TIMEOUT + think_seconds
        )

    async def choose(self, level: str, seed: int, view: View, prompt: Prompt) -> Action:
        """A bot thinks never on the event loop, even without worker processes (the loop keeps
        acknowledging clicks meanwhile). When the workers fail it (a job that cannot be sent,
        a worker that died twice or got stuck), the decision is taken in a thread here: a bot
        seat never waits on a broken worker."""
        job = (decide, level, seed, view, prompt, self.budget(level))
        if not self.inline:
            pool = self.experts if level in TIMED_LEVELS else self
            try:
                return await pool._run(*job)
            except WorkerFailure as failure:
                log.warning("AI worker failed (%s): deciding in the bot's process", failure)
                metrics.AI_FAILURES.labels("worker").inc()
        return await asyncio.to_thread(*job)

    def budget(self, level: str) -> float:
        """The thinking time a ``level`` bot gets if it asks now (only an expert uses it)."""
        if level not in TIMED_LEVELS:
            return self.think_seconds
        experts = self.experts
        return thinking_share(self.think_seconds, experts.count, experts.waiting + experts.running)

    def close(self, *, wait: bool = False) -> None:
        self.experts.close(wait=wait)
        super().close(wait=wait)


MIN_THINK_SECONDS = 0.05
"""The least an expert thinks however many wait: a few dozen rollouts, about hard's strength."""


def thinking_share(think_seconds: float, workers: int, ahead: int) -> float:
    """An expert's budget for a decision asked while ``ahead`` expert decisions run or wait on
    ``workers`` workers: all of ``think_seconds`` when a worker is free, else a fair share, so
    that a queue of many experts makes each wait about one budget, not one per table ahead.

    Measured before (``bench.load --bots 1 --bot-level expert``, 50 tables, one worker): the
    players waited 22 s for their expert's move at the median, 56 s at worst. Under such a load
    the experts think less and play weaker; a quiet bot gives them their whole time."""
    share = think_seconds * min(1.0, max(1, workers) / (ahead + 1))
    return max(min(MIN_THINK_SECONDS, think_seconds), share)


class ExpertThinking(Workers):
    process_name = "ai-expert"
    preload = Thinking.preload


EXPERT_NICENESS = 10
"""How much lower than the bot's the priority of the expert's workers is. Its budget is CPU
time, so it plays as well when the machine is busy (only later): the event loop, the images
and the quick levels get the CPU first."""


def yield_cpu() -> None:
    """Lower this worker process's priority by :data:`EXPERT_NICENESS` (Unix)."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(EXPERT_NICENESS)


class Drawing(Workers):
    """Draws the images, each view only once.

    Images are kept by what they show: a hash of the view's content (everything but its
    version number, which no image shows), the names and the language. Opening "My hand"
    again, a move that changes nothing in someone's hand, a table redrawn after a restart:
    each is answered from the cache without drawing. Requests for an image that is being drawn
    wait for that drawing. The cache holds at most ``cache_bytes`` of images, least recently
    used first out.
    """

    process_name = "render-worker"
    preload = ("render.registry", "render.replay", *renderers.modules().values())

    def __init__(self, count: int, cache_bytes: int = 32 * 1024 * 1024) -> None:
        super().__init__(count, prepare=renderers.load_palettes, job_timeout=RENDER_JOB_TIMEOUT)
        self.cache_bytes = cache_bytes
        self._images: OrderedDict[bytes, bytes] = OrderedDict()
        self._held = 0
        self._drawing: dict[bytes, asyncio.Future[bytes]] = {}
        self.hits = 0
        self.misses = 0

    @staticmethod
    def _key(kind: str, view: View, *rest: Any) -> bytes:
        content = (kind, view.game, view.seat, view.players, view.summary, view.data, rest)
        return hashlib.blake2b(pickle.dumps(content, protocol=5), digest_size=20).digest()

    async def _cached(self, key: bytes, function: Callable[..., bytes], *args: Any) -> bytes:
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            self.hits += 1
            return image
        pending = self._drawing.get(key)
        if pending is not None:
            self.hits += 1
            return await asyncio.shield(pending)
        self.misses += 1
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[key] = future
        try:
            image = await self._run(function, *args)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._drawing[key]
        future.set_result(image)
        self._remember(key, image)
        return image

    def _remember(self, key: bytes, image: bytes) -> None:
        if len(image) > self.cache_bytes:
            return
        self._images[key] = image
        self._held += len(image)
        while self._held > self.cache_bytes:
            _, dropped = self._images.popitem(last=False)
            self._held -= len(dropped)

    async def table(self, view, names, locale, marks=()) -> bytes:
        """``marks``: the places a lesson points at (none at a real table)."""
        names, marks = list(names), tuple(marks)
        key = self._key("table", view, names, locale, marks)
        return await self._cached(key, renderers.table_png, view, names, locale, marks)

    async def hand(self, view, names, locale, marks=()) -> bytes:
        """Drawn from the part of the view the hand shows, so a hand that did not change is
        not drawn again however much else did. ``marks``: the cards a lesson points at."""
        view = renderers.hand_view(view)
        names, marks = list(names), tuple(marks)
        key = self._key("hand", view, names, locale, marks)
        return await self._cached(key, renderers.hand_png, view, names, locale, marks)

    async def final(self, view, result, names, locale) -> bytes:
        names = list(names)
        key = self._key("final", view, result, names, locale)
        return await self._cached(key, renderers.final_png, view, result, names, locale)

    async def replay(self, views, names, locale) -> bytes:
        """A whole game's animation takes seconds: never on the event loop, even without
        worker processes."""
        if self.inline:
            return await asyncio.to_thread(replay.animation, list(views), list(names), locale)
        return await self._run(replay.animation, list(views), list(names), locale)
