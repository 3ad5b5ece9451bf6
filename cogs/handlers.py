"""Where a button hands over: the cog that handles a kind of button registers itself under the
protocol its buttons call (``bot.handlers.add(LobbyHandler, cog)``), and a button asks its bot
for that protocol (``handler(interaction, LobbyHandler)``). A button's module thus names a
protocol, never a cog, and no import circle runs between the cogs and their buttons (an
import-linter contract)."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, cast

import discord

T = TypeVar("T")


class Handlers:
    """The bot's handler of each kind of button, by protocol."""

    def __init__(self) -> None:
        self._handlers: dict[type[Any], object] = {}

    def add(self, kind: type[T], handler: T) -> None:
        self._handlers[kind] = handler

    def remove(self, kind: type[Any]) -> None:
        self._handlers.pop(kind, None)

    def __getitem__(self, kind: type[T]) -> T:
        return cast(T, self._handlers[kind])


def handler(interaction: discord.Interaction, kind: type[T]) -> T:
    """The handler of ``kind`` on the bot this interaction came to."""
    handlers: Handlers = interaction.client.handlers  # type: ignore[attr-defined]
    return handlers[kind]


class LobbyHandler(Protocol):
    """The lobby's buttons and menus, and a finished table's Rematch (``cogs.lobby``)."""

    async def on_button(
        self, interaction: discord.Interaction, *, game_id: int, op: str
    ) -> None: ...

    async def on_add_bot(
        self, interaction: discord.Interaction, *, game_id: int, level: str
    ) -> None: ...

    async def on_clock(
        self, interaction: discord.Interaction, *, game_id: int, value: str
    ) -> None: ...

    async def on_unseat(
        self, interaction: discord.Interaction, *, game_id: int, version: int, value: str
    ) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction, *, game_id: int) -> None: ...


class TableHandler(Protocol):
    """The table's buttons, the turn panel's and the confirmations of /game (``cogs.table``)."""

    async def on_hand(self, interaction: discord.Interaction, *, game_id: int) -> None: ...

    async def on_back(self, interaction: discord.Interaction, *, game_id: int) -> None: ...

    async def on_refresh(self, interaction: discord.Interaction, *, game_id: int) -> None: ...

    async def on_leave_confirmed(
        self, interaction: discord.Interaction, *, game_id: int
    ) -> None: ...

    async def on_abandon_confirmed(
        self, interaction: discord.Interaction, *, game_id: int
    ) -> None: ...

    async def on_option(
        self,
        interaction: discord.Interaction,
        *,
        game_id: int,
        version: int,
        fingerprint: str,
        option: int | None,
    ) -> None: ...

    async def on_take_back(
        self, interaction: discord.Interaction, *, game_id: int, version: int, fingerprint: str
    ) -> None: ...

    async def on_hint(
        self, interaction: discord.Interaction, *, game_id: int, version: int, fingerprint: str
    ) -> None: ...


class StoryHandler(Protocol):
    """The log, its pages and the replay viewer (``cogs.story``)."""

    async def on_log(self, interaction: discord.Interaction, *, game_id: int) -> None: ...

    async def on_log_page(
        self, interaction: discord.Interaction, *, game_id: int, mode: str, index: int
    ) -> None: ...

    async def on_replay_step(
        self, interaction: discord.Interaction, *, game_id: int, step: int
    ) -> None: ...

    async def replay_command(
        self, interaction: discord.Interaction, number: int | None
    ) -> None: ...


class LessonHandler(Protocol):
    """A lesson's buttons (``cogs.lessons``)."""

    async def on_choice(
        self, interaction: discord.Interaction, *, game: str, moves: str, option: str
    ) -> None: ...

    async def on_restart(self, interaction: discord.Interaction, *, game: str) -> None: ...

    async def on_real_game(self, interaction: discord.Interaction, *, game: str) -> None: ...

    async def on_back(self, interaction: discord.Interaction, *, game: str, moves: str) -> None: ...

    async def on_hint(self, interaction: discord.Interaction, *, game: str, moves: str) -> None: ...


class RulesHandler(Protocol):
    """The turn panel's Rules button (``cogs.rules``)."""

    async def on_rules_button(
        self, interaction: discord.Interaction, *, game: str, kind: str
    ) -> None: ...


class StatsHandler(Protocol):
    """A leaderboard's page buttons (``cogs.stats``)."""

    async def turn_page(
        self, interaction: discord.Interaction, *, game: str, scope: str, page: int
    ) -> None: ...
