"""Helpers every cog shares: who reads in which language, replies, errors, permissions, images."""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import secrets
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

import discord

from cogs.service import ai_decision
from db.database import DatabaseBusy
from db.store import GameRecord
from engine.core import Action, Prompt, View
from locales import normalize_locale, translate
from render import registry as renderers
from render import replay

if TYPE_CHECKING:
    from cogs.app import TableBot

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

REQUIRED_CHANNEL_PERMISSIONS = (
    "view_channel",
    "send_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
)


def bot_of(interaction: discord.Interaction) -> TableBot:
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
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def apologise(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """Log the traceback with an error id and tell the user that id (state is untouched)."""
    error_id = secrets.token_hex(4)
    log.exception("error %s (game %s, user %s)", error_id, game_id, interaction.user.id)
    try:
        await reply(
            interaction, translate(user_locale(interaction), "error-internal", {"id": error_id})
        )
    except discord.HTTPException:
        log.warning("could not tell user %s about error %s", interaction.user.id, error_id)


def guarded(
    handler: Callable[P, Awaitable[None]],
) -> Callable[P, Awaitable[None]]:
    """Wrap an interaction handler ``(self, interaction, …)`` so that no exception escapes."""

    @functools.wraps(handler)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
        interaction = next(a for a in args if isinstance(a, discord.Interaction))
        in_flight = bot_of(interaction).in_flight
        task = asyncio.current_task()
        in_flight.add(task)  # type: ignore[arg-type]
        try:
            await handler(*args, **kwargs)
        except DatabaseBusy:
            log.warning("database busy for user %s", interaction.user.id)
            await reply(interaction, translate(user_locale(interaction), "error-database-busy"))
        except Exception:
            await apologise(interaction, kwargs.get("game_id"))  # type: ignore[arg-type]
        finally:
            in_flight.discard(task)  # type: ignore[arg-type]

    return wrapper


def can_moderate(interaction: discord.Interaction, record: GameRecord) -> bool:
    """The host, or anyone allowed to manage messages in the channel."""
    return interaction.user.id == record.host_id or interaction.permissions.manage_messages


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    granted = interaction.app_permissions
    return [name for name in REQUIRED_CHANNEL_PERMISSIONS if not getattr(granted, name)]


def permission_names(locale: str, names: Sequence[str]) -> str:
    return ", ".join(translate(locale, f"permission-{name.replace('_', '-')}") for name in names)


class Workers:
    """CPU-heavy work (images, AI thinking) in worker processes, so the event loop keeps
    answering clicks meanwhile; ``count=0`` runs it in this process (tests)."""

    def __init__(self, count: int) -> None:
        self._executor: Executor | None = (
            ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("spawn"))
            if count > 0
            else None
        )

    async def _run(self, function: Callable[..., T], *args: Any) -> T:
        if self._executor is None:
            return function(*args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, function, *args)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


class Thinking(Workers):
    async def choose(self, level: str, seed: int, view: View, prompt: Prompt) -> Action:
        return await self._run(ai_decision, level, seed, view, prompt)


class Drawing(Workers):
    """Draws the images."""

    async def table(self, view, names, locale) -> bytes:
        return await self._run(renderers.table_png, view, list(names), locale)

    async def hand(self, view, names, locale) -> bytes:
        return await self._run(renderers.hand_png, view, list(names), locale)

    async def final(self, view, result, names, locale) -> bytes:
        return await self._run(renderers.final_png, view, result, list(names), locale)

    async def replay(self, views, names, locale) -> bytes:
        """A whole game's animation takes seconds: never on the event loop, even without
        worker processes."""
        if self._executor is None:
            return await asyncio.to_thread(replay.animation, list(views), list(names), locale)
        return await self._run(replay.animation, list(views), list(names), locale)
