"""The table: its public message, private hands and prompts, decisions, /hand and /game."""

from __future__ import annotations

import asyncio
import datetime as dt
import io
import logging
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands, tasks

from cogs.app import TableBot
from cogs.common import can_moderate, guarded, reply, seat_names, user_locale
from cogs.i18n import command_text
from cogs.messages import (
    abandon_view,
    closed_table_embed,
    final_embed,
    name_list,
    private_embed,
    prompt_view,
    table_embed,
    table_view,
)
from cogs.service import Applied, Loaded, Refusal
from locales import tr, translate

log = logging.getLogger(__name__)

TABLE_IMAGE = "table.png"
HAND_IMAGE = "hand.png"


class TableCog(commands.Cog):
    game_group = app_commands.Group(
        name=command_text("cmd-game"), description=command_text("cmd-game-desc"), guild_only=True
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self._dirty: set[int] = set()
        self._refreshers: dict[int, asyncio.Task[None]] = {}
        self._pinged: dict[int, tuple[frozenset[int], int | None]] = {}
        self._reminded: dict[int, int] = {}
        self._announced: set[int] = set()
        bot.service.listeners.append(self.on_applied)

    async def cog_load(self) -> None:
        settings = self.bot.settings
        if settings.turn_reminder_minutes > 0 or settings.decision_timeout_minutes > 0:
            self.clock.start()

    async def cog_unload(self) -> None:
        self.clock.cancel()
        for task in self._refreshers.values():
            task.cancel()

    # -- the public table -----------------------------------------------------------------------

    async def _table_payload(self, loaded: Loaded) -> dict:
        record, state = loaded.record, loaded.state
        assert state is not None
        locale = await self.bot.public_locale(record.guild_id)
        names = seat_names(record, locale)
        spectator = loaded.game.view(state, None)
        result = loaded.game.result(state)
        if result is not None:
            image = await self.bot.drawing.final(spectator, result, names, locale)
            embed = final_embed(record, result, names, locale, TABLE_IMAGE)
            view = None
        else:
            image = await self.bot.drawing.table(spectator, names, locale)
            recent = await self.bot.store.recent_actions(record.id, 8)
            embed = table_embed(loaded, names, locale, recent, TABLE_IMAGE)
            view = table_view(record, locale)
        return {"embed": embed, "file": discord.File(io.BytesIO(image), TABLE_IMAGE), "view": view}

    async def publish_table(self, loaded: Loaded) -> int:
        """Post a new table message for a game being started; returns its id."""
        payload = await self._table_payload(loaded)
        channel = self.bot.get_partial_messageable(loaded.record.channel_id)
        message = await channel.send(**_without_none(payload))
        await self._ping(loaded)
        return message.id

    async def on_applied(self, applied: Applied) -> None:
        self.request_refresh(applied.record.id)

    def request_refresh(self, game_id: int) -> None:
        """Redraw the table soon; refreshes of one game are coalesced and never overlap."""
        self._dirty.add(game_id)
        task = self._refreshers.get(game_id)
        if task is None or task.done():
            self._refreshers[game_id] = asyncio.create_task(
                self._refresh_loop(game_id), name=f"table-{game_id}"
            )

    async def _refresh_loop(self, game_id: int) -> None:
        try:
            while game_id in self._dirty:
                self._dirty.discard(game_id)
                try:
                    await self._refresh(game_id)
                except discord.HTTPException:
                    log.exception("could not update the table of game %s", game_id)
        finally:
            if self._refreshers.get(game_id) is asyncio.current_task():
                del self._refreshers[game_id]

    async def _refresh(self, game_id: int) -> None:
        loaded = await self.bot.service.load(game_id)
        if loaded is None or loaded.state is None or loaded.record.message_id is None:
            return
        payload = await self._table_payload(loaded)
        channel = self.bot.get_partial_messageable(loaded.record.channel_id)
        message = channel.get_partial_message(loaded.record.message_id)
        await message.edit(
            embed=payload["embed"], attachments=[payload["file"]], view=payload["view"]
        )
        if loaded.record.status == "finished":
            await self._announce_end(loaded)
        else:
            await self._ping(loaded)

    async def idle(self) -> None:
        """Wait until every requested table refresh is done (tests, shutdown)."""
        while self._refreshers:
            await asyncio.gather(*list(self._refreshers.values()), return_exceptions=True)

    # -- notifications ----------------------------------------------------------------------------

    def _pending_humans(self, loaded: Loaded) -> frozenset[int]:
        return frozenset(
            user_id
            for seat in loaded.pending()
            if (user_id := loaded.record.seats[seat].user_id) is not None
        )

    async def _ping(self, loaded: Loaded, *, again: bool = False) -> None:
        """Mention the humans who must decide now (a new message: edits do not notify)."""
        record = loaded.record
        users = self._pending_humans(loaded)
        previous_users, previous_message = self._pinged.get(record.id, (frozenset(), None))
        if not users or (users == previous_users and not again):
            return
        channel = self.bot.get_partial_messageable(record.channel_id)
        locale = await self.bot.public_locale(record.guild_id)
        text = translate(
            locale,
            "ping-your-turn",
            {
                "mentions": " ".join(f"<@{u}>" for u in sorted(users)),
                "game": translate(locale, f"game-{record.game}"),
                "id": record.id,
            },
        )
        message = await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True))
        self._pinged[record.id] = (users, message.id)
        if previous_message is not None:
            try:
                await channel.get_partial_message(previous_message).delete()
            except discord.HTTPException:
                log.info("old ping %s of game %s already gone", previous_message, record.id)

    async def _announce_end(self, loaded: Loaded) -> None:
        record = loaded.record
        result = await self.bot.store.result(record.id)
        if result is None or record.id in self._announced:
            return
        self._announced.add(record.id)
        locale = await self.bot.public_locale(record.guild_id)
        names = seat_names(record, locale)
        winners = [names[seat] for seat, rank in enumerate(result["ranks"]) if rank == 1]
        channel = self.bot.get_partial_messageable(record.channel_id)
        await channel.send(
            translate(
                locale, "table-finished", {"winners": name_list(winners), "count": len(winners)}
            )
        )
        _, previous = self._pinged.pop(record.id, (frozenset(), None))
        if previous is not None:
            try:
                await channel.get_partial_message(previous).delete()
            except discord.HTTPException:
                log.info("old ping of game %s already gone", record.id)

    @tasks.loop(minutes=1)
    async def clock(self) -> None:
        """Once a minute: remind slow players, and take timed-out decisions that have a default."""
        for game_id in await self.bot.store.running_game_ids():
            try:
                await self.remind(game_id)
                await self.time_out(game_id)
            except discord.HTTPException:
                log.info("could not remind players of game %s", game_id)

    def _idle_for(self, loaded: Loaded) -> dt.timedelta:
        updated = dt.datetime.fromisoformat(loaded.record.updated_at.replace("Z", "+00:00"))
        return dt.datetime.now(dt.UTC) - updated

    async def remind(self, game_id: int) -> None:
        """Mention the players to move again when nothing happened for a while."""
        minutes = self.bot.settings.turn_reminder_minutes
        loaded = await self.bot.service.load(game_id)
        if (
            minutes <= 0
            or loaded is None
            or self._reminded.get(game_id) == loaded.record.version
            or self._idle_for(loaded) < dt.timedelta(minutes=minutes)
        ):
            return
        self._reminded[game_id] = loaded.record.version
        await self._ping(loaded, again=True)

    async def time_out(self, game_id: int) -> None:
        """Decide for pending seats whose prompt says what happens without an answer."""
        minutes = self.bot.settings.decision_timeout_minutes
        loaded = await self.bot.service.load(game_id)
        if minutes <= 0 or loaded is None or self._idle_for(loaded) < dt.timedelta(minutes=minutes):
            return
        for seat, prompt in sorted(loaded.pending().items()):
            if prompt.default is not None:
                await self.bot.service.decide(
                    game_id,
                    user_id=None,
                    seat=seat,
                    version=loaded.record.version,
                    option=prompt.default,
                )
                return

    # -- private hands and decisions ----------------------------------------------------------

    async def _private_payload(
        self, loaded: Loaded, seat: int, locale: str, notices: Sequence[str] = ()
    ) -> dict:
        assert loaded.state is not None
        names = seat_names(loaded.record, locale)
        own_view = loaded.game.view(loaded.state, seat)
        image = await self.bot.drawing.hand(own_view, names, locale)
        prompt = loaded.pending().get(seat) if loaded.record.status == "running" else None
        return {
            "embed": private_embed(
                loaded, seat, names, locale, notices=notices, image_name=HAND_IMAGE
            ),
            "file": discord.File(io.BytesIO(image), HAND_IMAGE),
            "view": prompt_view(loaded.record, seat, prompt, names, locale),
        }

    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        locale = user_locale(interaction)
        loaded = await self.bot.service.load(game_id)
        if loaded is None or loaded.state is None:
            await reply(interaction, translate(locale, "error-not-running"))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, translate(locale, "error-not-seated"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        payload = await self._private_payload(loaded, seat, locale)
        await interaction.followup.send(ephemeral=True, **payload)

    @guarded
    async def on_hand(self, interaction: discord.Interaction, *, game_id: int) -> None:
        await self.show_hand(interaction, game_id)

    @guarded
    async def on_option(
        self,
        interaction: discord.Interaction,
        *,
        game_id: int,
        version: int,
        fingerprint: str,
        option: int,
    ) -> None:
        locale = user_locale(interaction)
        await interaction.response.defer()  # replace this ephemeral once decided
        outcome = await self.bot.service.decide(
            game_id,
            user_id=interaction.user.id,
            version=version,
            option=option,
            fingerprint=fingerprint,
        )
        if isinstance(outcome, Refusal):
            await self._refused(interaction, outcome, locale)
            return
        loaded = Loaded(outcome.record, outcome.state)
        names = seat_names(outcome.record, locale)
        notices = [tr(locale, e.label, names) for e in outcome.events if e.to == outcome.seat]
        if not notices and outcome.seat not in loaded.pending():
            notices.append(translate(locale, "hand-done"))
        payload = await self._private_payload(loaded, outcome.seat, locale, notices)
        await interaction.edit_original_response(
            embed=payload["embed"], attachments=[payload["file"]], view=payload["view"]
        )

    async def _refused(
        self, interaction: discord.Interaction, refusal: Refusal, locale: str
    ) -> None:
        if refusal.record is None or refusal.state is None or refusal.reason == "not-running":
            await interaction.edit_original_response(view=None)
            await reply(interaction, translate(locale, "error-not-running"))
            return
        loaded = Loaded(refusal.record, refusal.state)
        if refusal.reason == "not-seated":
            await reply(interaction, translate(locale, "error-not-seated"))
            return
        seat = refusal.record.seat_of(interaction.user.id)
        assert seat is not None
        if refusal.reason == "not-your-turn":
            names = seat_names(refusal.record, locale)
            waiting = name_list([names[s] for s in sorted(loaded.pending())])
            notice = translate(locale, "error-not-your-turn", {"names": waiting})
        else:
            notice = translate(locale, "error-outdated")
        payload = await self._private_payload(loaded, seat, locale, [notice])
        await interaction.edit_original_response(
            embed=payload["embed"], attachments=[payload["file"]], view=payload["view"]
        )

    # -- commands -------------------------------------------------------------------------------

    async def _channel_game(self, interaction: discord.Interaction) -> Loaded | None:
        record = await self.bot.store.open_game_in_channel(interaction.channel_id or 0)
        if record is None or record.status != "running":
            await reply(interaction, translate(user_locale(interaction), "error-no-game-here"))
            return None
        return await self.bot.service.load(record.id)

    @app_commands.command(name=command_text("cmd-hand"), description=command_text("cmd-hand-desc"))
    @app_commands.guild_only()
    @guarded
    async def hand(self, interaction: discord.Interaction) -> None:
        loaded = await self._channel_game(interaction)
        if loaded is not None:
            await self.show_hand(interaction, loaded.record.id)

    @game_group.command(
        name=command_text("cmd-game-status"), description=command_text("cmd-game-status-desc")
    )
    @guarded
    async def status(self, interaction: discord.Interaction) -> None:
        """Post the table again at the bottom of the channel."""
        loaded = await self._channel_game(interaction)
        if loaded is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.bot.service.lock(loaded.record.id):
            loaded = await self.bot.service.load(loaded.record.id)
            assert loaded is not None
            old = loaded.record.message_id
            message_id = await self.publish_table(loaded)
            await self.bot.store.set_message(loaded.record.id, message_id)
        if old is not None:
            channel = self.bot.get_partial_messageable(loaded.record.channel_id)
            try:
                await channel.get_partial_message(old).delete()
            except discord.HTTPException:
                log.info("old table message %s already gone", old)
        await interaction.followup.send(
            translate(user_locale(interaction), "status-reposted"), ephemeral=True
        )

    @game_group.command(
        name=command_text("cmd-game-abandon"), description=command_text("cmd-game-abandon-desc")
    )
    @guarded
    async def abandon(self, interaction: discord.Interaction) -> None:
        locale = user_locale(interaction)
        loaded = await self._channel_game(interaction)
        if loaded is None:
            return
        if not can_moderate(interaction, loaded.record):
            await reply(interaction, translate(locale, "error-abandon-not-allowed"))
            return
        await reply(
            interaction,
            translate(locale, "abandon-confirm"),
            view=abandon_view(loaded.record, locale),
        )

    @guarded
    async def on_abandon_confirmed(self, interaction: discord.Interaction, *, game_id: int) -> None:
        locale = user_locale(interaction)
        record = await self.bot.store.get(game_id)
        if record is None or not record.is_open:
            await interaction.response.edit_message(
                content=translate(locale, "error-not-running"), view=None
            )
            return
        if not can_moderate(interaction, record):
            await reply(interaction, translate(locale, "error-abandon-not-allowed"))
            return
        async with self.bot.service.lock(game_id):
            closed = await self.bot.store.close(game_id, "abandoned")
        await interaction.response.edit_message(
            content=translate(locale, "abandon-done" if closed else "error-not-running"), view=None
        )
        if closed and record.message_id is not None:
            public = await self.bot.public_locale(record.guild_id)
            channel = self.bot.get_partial_messageable(record.channel_id)
            await channel.get_partial_message(record.message_id).edit(
                embed=closed_table_embed(
                    record, public, "table-abandoned", {"user": interaction.user.mention}
                ),
                attachments=[],
                view=None,
            )


def _without_none(payload: dict) -> dict:
    return {key: value for key, value in payload.items() if value is not None}


async def setup(bot: TableBot) -> None:
    await bot.add_cog(TableCog(bot))
