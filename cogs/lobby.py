"""/play and the lobby: seats, bots, start and cancel.

Every lobby button is acknowledged first and then changes the database; the lobby message is
redrawn by :class:`cogs.channel.ChannelSync` from what was stored, so it always shows the seats
the game will be dealt for.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import AsyncIterator

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app import TableBot
from cogs.channel import mention_only
from cogs.common import (
    DISCORD_FAULTS,
    can_moderate,
    guarded,
    missing_permissions,
    permission_names,
    reply,
    seat_names,
    text_names,
    user_locale,
)
from cogs.contexts import everywhere, tables_possible
from cogs.i18n import command_text, game_choices
from cogs.messages import CLOCK_CHOICES, lobby_embed, lobby_view, message_link
from cogs.service import WrongSeats
from db.database import DatabaseBusy
from db.store import ChannelBusy, GameRecord, WrongStatus
from engine.core import get_game
from locales import translate

log = logging.getLogger(__name__)

MESSAGE_CHECK_SECONDS = 1.5
"""How long /play waits to learn whether a busy channel's game message still exists."""

PLAY_TURN_SECONDS = 1.0
"""How long /play waits for another /play in the same channel to finish posting its lobby."""


THREAD_ARCHIVE_MINUTES = 10080
"""A game thread is archived by Discord after a week without a message (un-archived when the
game speaks again)."""


def _threads_allowed(granted: discord.Permissions) -> bool:
    """Whether the bot may open public threads and speak in them."""
    return granted.create_public_threads and granted.send_messages_in_threads


class LobbyCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self._play_turns: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    @contextlib.asynccontextmanager
    async def _play_turn(self, channel_id: int) -> AsyncIterator[None]:
        """One /play at a time per channel, so a second one sees the first lobby with its
        message (never a half-posted lobby). Waiting is bounded by the 3-s reply deadline:
        past it the second /play goes on and the store still refuses a second game."""
        lock = self._play_turns.get(channel_id)
        if lock is None:
            lock = self._play_turns[channel_id] = asyncio.Lock()
        try:
            async with asyncio.timeout(PLAY_TURN_SECONDS):
                await lock.acquire()
        except TimeoutError:
            yield
            return
        try:
            yield
        finally:
            lock.release()

    @app_commands.command(name=command_text("cmd-play"), description=command_text("cmd-play-desc"))
    @app_commands.rename(game=command_text("cmd-play-game"))
    @app_commands.describe(game=command_text("cmd-play-game-desc"))
    @app_commands.choices(game=game_choices())
    @everywhere
    @guarded
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        locale = user_locale(interaction)
        if not tables_possible(interaction):
            mentions = self.bot.command_mentions
            args = {"learn": mentions("cmd-learn"), "rules": mentions("cmd-rules")}
            await reply(interaction, translate(locale, "error-table-not-here", args))
            return
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
        clock, threads = await self.bot.store.settings.guild_defaults(interaction.guild_id)
        if threads and self._may_open_thread(interaction):
            await self._create_in_thread(interaction, game, clock)
            return
        async with self._play_turn(interaction.channel_id or 0):
            await self._create_lobby(interaction, game, clock)

    def _expiry(self) -> float:
        return self.bot.clock.now() + self.bot.settings.lobby_expiry_minutes * 60

    @staticmethod
    def _may_open_thread(interaction: discord.Interaction) -> bool:
        """/play in a text channel where the bot may open public threads and speak in them
        (in a thread, or without those permissions, the table opens where /play was used)."""
        return isinstance(interaction.channel, discord.TextChannel) and _threads_allowed(
            interaction.app_permissions
        )

    async def _create_lobby(
        self, interaction: discord.Interaction, game: str, clock: int | None
    ) -> None:
        busy = await self._busy(interaction.channel_id or 0)
        if busy is not None:
            await self._say_busy(interaction, busy)
            return
        with self.bot.sync.creating_lobby(interaction.channel_id or 0) as posting:
            try:
                record = await self.bot.store.lobbies.create_lobby(
                    game=game,
                    guild_id=interaction.guild_id,
                    channel_id=interaction.channel_id,
                    host_id=interaction.user.id,
                    host_name=interaction.user.display_name,
                    seed=self.bot.service.new_seed(),
                )
            except ChannelBusy as error:
                existing = await self.bot.store.games.get(error.game_id)
                assert existing is not None
                await self._say_busy(interaction, existing)
                return
            posting(record.id)
            await self._post_lobby(interaction, record, clock)

    async def _post_lobby(
        self, interaction: discord.Interaction, record: GameRecord, clock: int | None
    ) -> None:
        try:
            thread = (
                interaction.channel if isinstance(interaction.channel, discord.Thread) else None
            )
            await self.bot.store.lobbies.set_lobby_options(
                record.id,
                clock_seconds=clock,
                lobby_expires=self._expiry(),
                parent_channel_id=thread.parent_id if thread is not None else None,
            )
            record = await self.bot.store.games.get(record.id)
            assert record is not None
            public = await self.bot.public_locale(record.guild_id)
            sent = await interaction.response.send_message(
                embed=lobby_embed(record, text_names(record, public), public),
                view=lobby_view(record, self.bot.ai_levels, public, seat_names(record, public)),
            )
        except DISCORD_FAULTS:
            # The lobby may have reached the channel with its answer lost: kept, still claimed
            # for posting, so the sync looks for it in the channel's history (adopted if there,
            # closed if not) instead of leaving buttons whose lobby is gone.
            raise
        except BaseException:
            await self.bot.store.games.delete(record.id)  # no lobby without its message
            raise
        assert sent.message_id is not None
        try:
            await self.bot.store.marks.set_message(record.id, sent.message_id, record.current)
            await self.bot.store.marks.posted(record.id)
        except DatabaseBusy:
            log.warning("lobby %s posted, its id not saved yet: the sync adopts it", record.id)

    async def _create_in_thread(
        self, interaction: discord.Interaction, game: str, clock: int | None
    ) -> None:
        """The table gets a public thread of its own; the answer to /play, in the channel,
        becomes the line that links to it. A channel thus hosts any number of games."""
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        await interaction.response.defer(thinking=True)
        with self.bot.sync.creating_lobby(-interaction.id) as posting:
            record = await self.bot.store.lobbies.create_lobby(
                game=game,
                guild_id=interaction.guild_id,
                channel_id=-interaction.id,  # its thread is not there yet
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                seed=self.bot.service.new_seed(),
                parent_channel_id=channel.id,  # where a restart looks for a thread cut short
            )
            posting(record.id)
            try:
                thread = await self._open_thread(channel, record, clock)
            except BaseException:
                await self.bot.store.games.delete(record.id)  # no lobby without its message
                raise
        link = await interaction.edit_original_response(
            content=await self._thread_link(record, thread),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.bot.store.marks.set_link_message(record.id, link.id)

    async def _open_thread(
        self, channel: discord.TextChannel, record: GameRecord, clock: int | None
    ) -> discord.Thread:
        """A new lobby, its row written under a placeholder channel, gets its public thread in
        ``channel``, named with its table number, and its message there."""
        public = await self.bot.public_locale(record.guild_id)
        name = translate(
            public,
            "thread-name",
            {"game": translate(public, f"game-{record.game}"), "id": record.id},
        )
        thread = await channel.create_thread(
            name=name[:100],
            type=discord.ChannelType.public_thread,
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
        )
        await self.bot.store.lobbies.set_lobby_options(
            record.id,
            clock_seconds=clock,
            lobby_expires=self._expiry(),
            parent_channel_id=channel.id,
            channel_id=thread.id,
        )
        await self.bot.sync.post_lobby(record.id)
        return thread

    async def _thread_link(self, record: GameRecord, thread: discord.Thread) -> str:
        """The line in the channel that links to a table's thread (it pings nobody)."""
        public = await self.bot.public_locale(record.guild_id)
        return translate(
            public,
            "thread-link",
            {
                "host": f"<@{record.host_id}>",
                "game": translate(public, f"game-{record.game}"),
                "id": record.id,
                "thread": f"<#{thread.id}>",
            },
        )

    async def _busy(self, channel_id: int) -> GameRecord | None:
        """The open game of this channel, once sure that its message still exists: a lobby
        whose message was deleted is closed, a table is posted again."""
        record = await self.bot.store.games.open_game_in_channel(channel_id)
        if record is None or record.message_id is None:
            return record
        channel = self.bot.get_partial_messageable(channel_id, guild_id=record.guild_id)
        try:
            async with asyncio.timeout(MESSAGE_CHECK_SECONDS):
                await channel.fetch_message(record.message_id)
            return record
        except discord.NotFound:
            pass
        except (TimeoutError, discord.HTTPException):
            return record  # cannot tell now: the game stays as it is
        if record.status == "lobby":
            await self.bot.service.close(record.id, by=None, lobby_only=True)
            return None
        self.bot.sync.request(record.id, gone=record.message_id)
        return record

    async def _say_busy(self, interaction: discord.Interaction, record: GameRecord) -> None:
        await reply(
            interaction,
            translate(
                user_locale(interaction), "error-channel-busy", {"link": message_link(record)}
            ),
        )

    # -- lobby components -------------------------------------------------------------------

    async def _open_lobby(
        self, interaction: discord.Interaction, game_id: int
    ) -> GameRecord | None:
        """Acknowledge the click, then read the lobby (the 3-s deadline never waits on it)."""
        await interaction.response.defer()
        record = await self.bot.store.games.get(game_id)
        if record is not None and self.bot.sync.expired(record):
            # Past its time: closed now if the expiry scheduler has not done it yet.
            if record.status == "lobby":
                await self.bot.service.close(record.id, by=None, lobby_only=True)
            await reply(
                interaction,
                translate(
                    user_locale(interaction),
                    "error-lobby-expired",
                    {"play": self.bot.command_mentions("cmd-play")},
                ),
            )
            return None
        if (
            record is None
            or record.status != "lobby"
            or interaction.message is None
            or record.message_id not in (None, interaction.message.id)  # None: /play saving it
        ):
            await reply(interaction, translate(user_locale(interaction), "error-lobby-closed"))
            return None
        return record

    def _redraw(self, interaction: discord.Interaction, game_id: int) -> None:
        self.bot.sync.request(game_id, via=interaction)

    async def _changed(self, interaction: discord.Interaction, game_id: int) -> None:
        """A lobby changed: it waits longer for its start, and shows the change."""
        await self.bot.store.lobbies.extend_lobby(game_id, self._expiry())
        self._redraw(interaction, game_id)

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
            "hints": self._hints,
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
        if level not in self.bot.ai_levels:
            await reply(interaction, translate(locale, "error-unknown-choice"))
            return
        seat = await self._seat(
            record, user_id=None, ai_level=level, name="", locale=locale, interaction=interaction
        )
        if seat is not None:
            await self._changed(interaction, game_id)

    async def _seat(
        self,
        record: GameRecord,
        *,
        user_id: int | None,
        ai_level: str | None,
        name: str,
        locale: str,
        interaction: discord.Interaction,
    ) -> int | None:
        try:
            seat = await self.bot.store.lobbies.add_seat(
                record.id,
                user_id=user_id,
                ai_level=ai_level,
                name=name,
                limit=get_game(record.game).max_players,
            )
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return None
        if seat is None:
            await reply(interaction, translate(locale, "error-lobby-full"))
        return seat

    async def _join(self, interaction: discord.Interaction, record: GameRecord) -> None:
        locale = user_locale(interaction)
        if record.seat_of(interaction.user.id) is not None:
            await reply(interaction, translate(locale, "error-already-seated"))
            return
        seat = await self._seat(
            record,
            user_id=interaction.user.id,
            ai_level=None,
            name=interaction.user.display_name,
            locale=locale,
            interaction=interaction,
        )
        if seat is not None:
            await self._changed(interaction, record.id)

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
        try:
            await self.bot.store.lobbies.remove_seat(record.id, seat)
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        await self._changed(interaction, record.id)

    @guarded
    async def on_clock(self, interaction: discord.Interaction, *, game_id: int, value: str) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        locale = user_locale(interaction)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-clock"))
            return
        if not value.isdigit() or int(value) not in CLOCK_CHOICES:
            await reply(interaction, translate(locale, "error-unknown-choice"))
            return
        try:
            await self.bot.store.lobbies.set_lobby_clock(record.id, int(value) or None)
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        await self._changed(interaction, record.id)

    @guarded
    async def on_unseat(
        self, interaction: discord.Interaction, *, game_id: int, version: int, value: str
    ) -> None:
        """The host removes one seat (a bot or a player), chosen in a menu of the lobby."""
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        locale = user_locale(interaction)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-remove"))
            return
        seat = int(value) if value.isdigit() else -1
        if not 0 <= seat < len(record.seats) or record.seats[seat].user_id == record.host_id:
            await reply(interaction, translate(locale, "error-unknown-choice"))
            return
        try:
            removed = await self.bot.store.lobbies.remove_seat_at(record.id, seat, version=version)
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        if not removed:
            await reply(interaction, translate(locale, "error-seat-changed"))
            return
        await self._changed(interaction, record.id)

    async def _start(self, interaction: discord.Interaction, record: GameRecord) -> None:
        locale = user_locale(interaction)
        game = get_game(record.game)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-start"))
            return
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
            await self.bot.service.start(record.id)
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        except WrongSeats:
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
        self._redraw(interaction, record.id)

    async def _hints(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """The host switches the players' "Hint" button on or off for this table."""
        locale = user_locale(interaction)
        if interaction.user.id != record.host_id:
            await reply(interaction, translate(locale, "error-host-only-hints"))
            return
        try:
            await self.bot.store.lobbies.set_lobby_hints(record.id, not record.hints)
        except WrongStatus:
            await reply(interaction, translate(locale, "error-lobby-closed"))
            return
        await self._changed(interaction, record.id)

    async def _cancel(self, interaction: discord.Interaction, record: GameRecord) -> None:
        if not can_moderate(interaction, record):
            await reply(
                interaction, translate(user_locale(interaction), "error-cancel-not-allowed")
            )
            return
        if await self.bot.service.close(record.id, by=interaction.user.id, lobby_only=True) is None:
            await reply(interaction, translate(user_locale(interaction), "error-lobby-closed"))
            return
        self._redraw(interaction, record.id)

    # -- rematch ----------------------------------------------------------------------------

    @guarded
    async def on_rematch(self, interaction: discord.Interaction, *, game_id: int) -> None:
        """A new lobby for the same game, clock and bots, hosted by the clicker, in the same
        channel or thread; the other humans of the old game are invited to join."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        old = await self.bot.store.games.get(game_id)
        if old is None or old.status != "finished":
            await reply(interaction, translate(locale, "rematch-not-finished"))
            return
        if old.seat_of(interaction.user.id) is None:
            await reply(interaction, translate(locale, "rematch-not-player"))
            return
        async with self.bot.service.lock(game_id):
            old = await self.bot.store.games.get(game_id)
            assert old is not None
            if old.rematch_id is None:
                new = await self._open_rematch(interaction, old)
                if new is None:
                    return
                key = "rematch-opened"
            else:
                new = await self.bot.store.games.get(old.rematch_id)
                key = "rematch-exists"
        assert new is not None
        await reply(interaction, translate(locale, key, {"link": message_link(new)}))

    async def _open_rematch(
        self, interaction: discord.Interaction, old: GameRecord
    ) -> GameRecord | None:
        """Like /play: a thread game's rematch opens its own thread, linked from the channel;
        elsewhere it opens where the old game was."""
        parent = await self._rematch_thread_parent(interaction, old)
        where = old.channel_id if parent is None else -interaction.id
        if parent is None:
            busy = await self._busy(where)
            if busy is not None:
                await self._say_busy(interaction, busy)
                return None
        with self.bot.sync.creating_lobby(where) as posting:
            try:
                record = await self.bot.store.lobbies.create_lobby(
                    game=old.game,
                    guild_id=old.guild_id,
                    channel_id=where,
                    host_id=interaction.user.id,
                    host_name=interaction.user.display_name,
                    seed=self.bot.service.new_seed(),
                    options=old.options,
                )
            except ChannelBusy as error:
                existing = await self.bot.store.games.get(error.game_id)
                assert existing is not None
                await self._say_busy(interaction, existing)
                return None
            posting(record.id)
            try:
                limit = get_game(old.game).max_players
                for seat in old.seats:
                    if seat.is_ai:
                        await self.bot.store.lobbies.add_seat(
                            record.id, user_id=None, ai_level=seat.ai_level, name="", limit=limit
                        )
                if old.hints_choice is not None:
                    await self.bot.store.lobbies.set_lobby_hints(record.id, old.hints_choice)
                await self.bot.store.lobbies.claim_rematch(old.id, record.id)
                if parent is None:
                    await self.bot.store.lobbies.set_lobby_options(
                        record.id,
                        clock_seconds=old.clock_seconds,
                        lobby_expires=self._expiry(),
                        parent_channel_id=old.parent_channel_id,
                    )
                    await self.bot.sync.post_lobby(record.id)
                else:
                    thread = await self._open_thread(parent, record, old.clock_seconds)
            except BaseException:
                await self.bot.store.games.delete(record.id)
                raise
        if parent is not None:
            link = await parent.send(
                await self._thread_link(record, thread),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            await self.bot.store.marks.set_link_message(record.id, link.id)
        new = await self.bot.store.games.get(record.id)
        assert new is not None
        others = frozenset(
            s.user_id
            for s in old.seats
            if s.user_id is not None and s.user_id != interaction.user.id
        )
        if others:
            public = await self.bot.public_locale(new.guild_id)
            text = translate(
                public,
                "rematch-invite",
                {
                    "mentions": " ".join(f"<@{u}>" for u in sorted(others)),
                    "host": f"<@{interaction.user.id}>",
                    "game": translate(public, f"game-{old.game}"),
                    "old": old.id,
                    "link": message_link(new),
                },
            )
            await self.bot.sync.say(new, text, mention_only(others))
        return new

    async def _rematch_thread_parent(
        self, interaction: discord.Interaction, old: GameRecord
    ) -> discord.TextChannel | None:
        """The channel where a rematch of ``old`` opens a thread of its own: the one that holds
        its thread, while the server keeps tables in threads and the bot may open them there."""
        if old.parent_channel_id is None or not _threads_allowed(interaction.app_permissions):
            return None
        _, threads = await self.bot.store.settings.guild_defaults(old.guild_id)
        parent = self.bot.get_channel(old.parent_channel_id)
        return parent if threads and isinstance(parent, discord.TextChannel) else None


async def setup(bot: TableBot) -> None:
    await bot.add_cog(LobbyCog(bot))
