"""/play and the lobby: seats, bots, start and cancel."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app import TableBot
from cogs.common import (
    can_moderate,
    guarded,
    missing_permissions,
    permission_names,
    reply,
    seat_names,
    user_locale,
)
from cogs.i18n import command_text, game_choices
from cogs.messages import closed_lobby_embed, lobby_embed, lobby_view
from db.store import ChannelBusy, GameRecord, WrongStatus
from engine.ai import LEVELS as AI_LEVELS
from engine.core import get_game
from locales import translate

log = logging.getLogger(__name__)


def message_link(record: GameRecord) -> str:
    guild = record.guild_id or "@me"
    return f"https://discord.com/channels/{guild}/{record.channel_id}/{record.message_id or ''}"


class LobbyCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=command_text("cmd-play"), description=command_text("cmd-play-desc"))
    @app_commands.rename(game=command_text("cmd-play-game"))
    @app_commands.describe(game=command_text("cmd-play-game-desc"))
    @app_commands.choices(game=game_choices())
    @app_commands.guild_only()
    @guarded
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        locale = user_locale(interaction)
        missing = missing_permissions(interaction)
        if missing:
            await reply(
                interaction,
                translate(
                    locale,
                    "error-missing-permissions",
                    {"permissions": permission_names(locale, missing)},
                ),
            )
            return
        try:
            record = await self.bot.store.create_lobby(
                game=game,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                seed=self.bot.service.new_seed(),
            )
        except ChannelBusy as busy:
            existing = await self.bot.store.get(busy.game_id)
            await reply(
                interaction,
                translate(locale, "error-channel-busy", {"link": message_link(existing)}),
            )
            return
        try:
            public = await self.bot.public_locale(record.guild_id)
            await interaction.response.send_message(
                embed=lobby_embed(record, seat_names(record, public), public),
                view=lobby_view(record, AI_LEVELS, public),
            )
            message = await interaction.original_response()
        except BaseException:
            await self.bot.store.delete(record.id)  # no lobby without its message
            raise
        await self.bot.store.set_message(record.id, message.id)

    # -- lobby components -------------------------------------------------------------------

    async def _open_lobby(
        self, interaction: discord.Interaction, game_id: int
    ) -> GameRecord | None:
        record = await self.bot.store.get(game_id)
        if record is None or record.status != "lobby":
            await reply(interaction, translate(user_locale(interaction), "error-lobby-closed"))
            return None
        return record

    async def _redraw(self, interaction: discord.Interaction, game_id: int) -> None:
        record = await self.bot.store.get(game_id)
        assert record is not None
        public = await self.bot.public_locale(record.guild_id)
        await interaction.response.edit_message(
            embed=lobby_embed(record, seat_names(record, public), public),
            view=lobby_view(record, AI_LEVELS, public),
        )

    @guarded
    async def on_button(self, interaction: discord.Interaction, *, game_id: int, op: str) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        handler = {
            "join": self._join,
            "leave": self._leave,
            "start": self._start,
            "cancel": self._cancel,
        }[op]
        await handler(interaction, record)

    @guarded
    async def on_add_bot(
        self, interaction: discord.Interaction, *, game_id: int, level: str
    ) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        locale = user_locale(interaction)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-bots"))
            return
        if level not in AI_LEVELS:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        seat = await self.bot.store.add_seat(
            game_id, user_id=None, ai_level=level, name="", limit=get_game(record.game).max_players
        )
        if seat is None:
            await reply(interaction, translate(locale, "error-lobby-full"))
            return
        await self._redraw(interaction, game_id)

    async def _join(self, interaction: discord.Interaction, record: GameRecord) -> None:
        locale = user_locale(interaction)
        if record.seat_of(interaction.user.id) is not None:
            await reply(interaction, translate(locale, "error-already-seated"))
            return
        seat = await self.bot.store.add_seat(
            record.id,
            user_id=interaction.user.id,
            ai_level=None,
            name=interaction.user.display_name,
            limit=get_game(record.game).max_players,
        )
        if seat is None:
            await reply(interaction, translate(locale, "error-lobby-full"))
            return
        await self._redraw(interaction, record.id)

    async def _leave(self, interaction: discord.Interaction, record: GameRecord) -> None:
        locale = user_locale(interaction)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, translate(locale, "error-not-in-lobby"))
            return
        if interaction.user.id == record.host_id:
            # The host removes the last bot instead of leaving; a host leaves by cancelling.
            bots = [s.seat for s in record.seats if s.is_ai]
            if not bots:
                await reply(interaction, translate(locale, "error-host-cannot-leave"))
                return
            seat = bots[-1]
        await self.bot.store.remove_seat(record.id, seat)
        await self._redraw(interaction, record.id)

    async def _start(self, interaction: discord.Interaction, record: GameRecord) -> None:
        locale = user_locale(interaction)
        game = get_game(record.game)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-start"))
            return
        if not game.min_players <= len(record.seats) <= game.max_players:
            await reply(
                interaction,
                translate(
                    locale,
                    "error-player-count",
                    {
                        "game": translate(locale, f"game-{record.game}"),
                        "min": game.min_players,
                        "max": game.max_players,
                    },
                ),
            )
            return
        await interaction.response.defer()
        table = self.bot.get_cog("TableCog")
        try:
            await self.bot.service.start(record.id, publish=table.publish_table)  # type: ignore[union-attr]
        except WrongStatus:
            return  # a second click on Start while the first was starting the game
        except discord.Forbidden:
            await reply(
                interaction,
                translate(
                    locale,
                    "error-missing-permissions",
                    {"permissions": permission_names(locale, ["send_messages", "attach_files"])},
                ),
            )
            return
        public = await self.bot.public_locale(record.guild_id)
        await interaction.edit_original_response(
            embed=closed_lobby_embed(record, public, "lobby-started"), view=None
        )

    async def _cancel(self, interaction: discord.Interaction, record: GameRecord) -> None:
        if not can_moderate(interaction, record):
            await reply(
                interaction, translate(user_locale(interaction), "error-cancel-not-allowed")
            )
            return
        await self.bot.store.close(record.id, "cancelled")
        public = await self.bot.public_locale(record.guild_id)
        await interaction.response.edit_message(
            embed=closed_lobby_embed(record, public, "lobby-cancelled"), view=None
        )


async def setup(bot: TableBot) -> None:
    await bot.add_cog(LobbyCog(bot))
