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
from cogs.clicks import mention_only
from cogs.common import (
    DISCORD_FAULTS,
    OPENING_FAULT_NOTICE,
    guarded,
    guarded_telling,
    idempotent,
    missing_permissions,
    permission_names,
    reply,
    seat_names,
    text_names,
    user_locale,
)
from cogs.contexts import answers_private, everywhere, reach_of
from cogs.handlers import LobbyHandler
from cogs.i18n import command_text, game_choices
from cogs.messages import lobby_embed, lobby_view, message_link
from locales import translate
from play.lobby import ChannelTaken, LobbyService, Refused
from play.records import INTERACTIONS, DatabaseBusy, GameRecord

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
        bot.handlers.add(LobbyHandler, self)
        self.lobby: LobbyService = bot.lobby
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
    @guarded_telling(OPENING_FAULT_NOTICE)
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        await self.open_table(interaction, game)

    async def open_table(self, interaction: discord.Interaction, game: str) -> GameRecord | None:
        """What /play does (and a lesson's "Play a real game"): a lobby of ``game`` where the
        interaction was used, or in a thread of it; the lobby, unless none was opened (said)."""
        if answers_private(interaction):
            locale = user_locale(interaction)
            await reply(interaction, translate(locale, "error-table-answers-private"))
            return None
        reach = reach_of(interaction)
        clock, threads = await self.lobby.defaults(interaction.guild_id)
        if reach == INTERACTIONS:  # answered through tokens: no thread, no channel permission
            return await self._create_lobby(interaction, game, clock, reach)
        if await self._refuse_missing_permissions(interaction):
            return None
        if threads and self._may_open_thread(interaction):
            return await self._create_in_thread(interaction, game, clock)
        async with self._play_turn(interaction.channel_id or 0):
            return await self._create_lobby(interaction, game, clock, reach)

    @staticmethod
    async def _refuse_missing_permissions(interaction: discord.Interaction) -> bool:
        """Say so when the bot lacks a permission its table needs in this channel."""
        missing = missing_permissions(interaction)
        if missing:
            locale = user_locale(interaction)
            names = permission_names(locale, missing)
            await reply(
                interaction, translate(locale, "error-missing-permissions", {"permissions": names})
            )
        return bool(missing)

    @staticmethod
    def _may_open_thread(interaction: discord.Interaction) -> bool:
        """/play in a text channel where the bot may open public threads and speak in them
        (in a thread, or without those permissions, the table opens where /play was used)."""
        return isinstance(interaction.channel, discord.TextChannel) and _threads_allowed(
            interaction.app_permissions
        )

    async def _create_lobby(
        self, interaction: discord.Interaction, game: str, clock: int | None, reach: str
    ) -> GameRecord | None:
        busy = await self._busy(interaction.channel_id or 0)
        if busy is not None:
            await self._say_busy(interaction, busy)
            return None
        with self.bot.sync.creating_lobby(interaction.channel_id or 0) as posting:
            try:
                record = await self.lobby.open(
                    game=game,
                    guild_id=interaction.guild_id,
                    channel_id=interaction.channel_id or 0,
                    host_id=interaction.user.id,
                    host_name=interaction.user.display_name,
                    reach=reach,
                )
            except ChannelTaken as taken:
                await self._say_busy(interaction, taken.record)
                return None
            posting(record.id)
            await self._post_lobby(interaction, record, clock)
        return record

    async def _post_lobby(
        self, interaction: discord.Interaction, record: GameRecord, clock: int | None
    ) -> None:
        try:
            thread = (
                interaction.channel if isinstance(interaction.channel, discord.Thread) else None
            )
            record = await self.lobby.settle(
                record.id,
                clock_seconds=clock,
                parent_channel_id=thread.parent_id if thread is not None else None,
            )
            public = await self.bot.public_locale(record.guild_id)
            sent = await interaction.response.send_message(
                embed=lobby_embed(
                    record, text_names(record, public), public, self.bot.discord_time.shown
                ),
                view=lobby_view(record, self.bot.ai_levels, public, seat_names(record, public)),
            )
        except DISCORD_FAULTS:
            # The lobby may have reached the channel with its answer lost: kept, still claimed
            # for posting, so the sync looks for it in the channel's history (adopted if there,
            # closed if not) instead of leaving buttons whose lobby is gone. Where the bot may
            # not read the channel (reached by tokens), it asks Discord for /play's answer
            # instead: adopted if there (nothing to tell: the lobby is what /play answers), else
            # withdrawn, so /play opens another at once.
            if record.by_tokens:
                if await self._answered_after_all(interaction, record):
                    return
                await self.lobby.withdraw(record.id)
            raise
        except BaseException:
            await self.lobby.withdraw(record.id)
            raise
        assert sent.message_id is not None
        await self._posted(interaction, record, sent.message_id)

    async def _answered_after_all(
        self, interaction: discord.Interaction, record: GameRecord
    ) -> bool:
        """Whether /play's lobby reached the group though its answer was lost: its interaction's
        original response exists (then it is the lobby's message)."""
        try:
            original = await idempotent(interaction.original_response)
        except (discord.HTTPException, *DISCORD_FAULTS):
            return False  # never made (404), or Discord still failing: withdrawn
        await self._posted(interaction, record, original.id)
        return True

    async def _posted(
        self, interaction: discord.Interaction, record: GameRecord, message_id: int
    ) -> None:
        if record.by_tokens:
            self.bot.sync.offer(record.id, interaction)  # its token edits the lobby
        try:
            await self.lobby.posted(record, message_id)
        except DatabaseBusy:
            log.warning("lobby %s posted, its id not saved yet: the sync adopts it", record.id)

    async def _create_in_thread(
        self, interaction: discord.Interaction, game: str, clock: int | None
    ) -> GameRecord:
        """The table gets a public thread of its own; the answer to /play, in the channel,
        becomes the line that links to it. A channel thus hosts any number of games."""
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        await interaction.response.defer(thinking=True)
        with self.bot.sync.creating_lobby(-interaction.id) as posting:
            record = await self.lobby.open(
                game=game,
                guild_id=interaction.guild_id,
                channel_id=-interaction.id,  # its thread is not there yet
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                parent_channel_id=channel.id,  # where a restart looks for a thread cut short
                answered=False,  # the sync posts it in the thread
            )
            posting(record.id)
            try:
                thread = await self._open_thread(channel, record, clock)
            except BaseException as error:
                await self._withdraw_unless_thread_may_exist(record, error)
                raise
        text = await self._thread_link(record, thread)
        link = await idempotent(
            lambda: interaction.edit_original_response(
                content=text, allowed_mentions=discord.AllowedMentions.none()
            )
        )
        await self.lobby.linked(record.id, link.id)
        return record

    async def _open_thread(
        self, channel: discord.TextChannel, record: GameRecord, clock: int | None
    ) -> discord.Thread:
        """A new lobby, its row written under a placeholder channel, gets its public thread in
        ``channel``, named with its table number, and its message there.

        Discord's fault on the thread's creation is raised: the user is told to try again, and
        the sync closes the lobby with any thread a lost answer made
        (:meth:`_withdraw_unless_thread_may_exist`). Once the thread exists, a fault on the
        lobby's message is the sync's to mend, as for any table: it adopts what a lost answer
        posted, or posts it again."""
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
        await self.lobby.settle(
            record.id, clock_seconds=clock, parent_channel_id=channel.id, channel_id=thread.id
        )
        await self._post_by_sync(record)
        return thread

    async def _withdraw_unless_thread_may_exist(
        self, record: GameRecord, error: BaseException
    ) -> None:
        """A lobby whose thread could not be opened is withdrawn, unless Discord's fault may
        hide a thread it made: then the lobby stays under its placeholder channel, and the
        sync's pass, once /play is done, closes the thread if there is one and the lobby
        (``cogs.recovery``; a fault there: tried again)."""
        if not isinstance(error, DISCORD_FAULTS):
            await self.lobby.withdraw(record.id)

    async def _post_by_sync(self, record: GameRecord) -> None:
        """The lobby's message, posted by the sync; Discord's fault leaves it to the sync's
        next pass (the claim stands, so that pass first looks for what a lost answer posted)."""
        try:
            await self.bot.sync.post_lobby(record.id)
        except DISCORD_FAULTS as error:
            log.warning(
                "the lobby of game %s met %s: the sync posts it", record.id, type(error).__name__
            )

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
        record = await self.lobby.open_game_in_channel(channel_id)
        if record is not None and record.by_tokens:
            # The bot may not read this channel. A lobby with no message, and no /play here
            # answering with it, was cut short by a crash: nothing can ever find it, so it is
            # closed rather than keeping the channel busy with a game nobody sees.
            unshown = record.status == "lobby" and record.message_id is None
            if unshown and not self.bot.sync.being_created(record):
                await self.lobby.expire(record)
                return None
            return record
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
            await self.lobby.expire(record)
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
        record = await self.lobby.get(game_id)
        if record is not None and self.bot.sync.expired(record):
            await self.lobby.expire(record)  # if the expiry scheduler has not closed it yet
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

    async def _refused(
        self, interaction: discord.Interaction, record: GameRecord, refused: Refused
    ) -> None:
        locale = user_locale(interaction)
        game = translate(locale, f"game-{record.game}")
        await reply(interaction, translate(locale, refused.key, {"game": game, **refused.values}))

    @guarded
    async def on_button(self, interaction: discord.Interaction, *, game_id: int, op: str) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        user = interaction.user
        try:
            if op == "join":
                await self.lobby.join(record, user.id, user.display_name)
            elif op == "leave":
                await self.lobby.leave(record, user.id)
            elif op == "hints":
                await self.lobby.toggle_hints(record, user.id)
            elif op == "cancel":
                moderator = interaction.permissions.manage_messages
                await self.lobby.cancel(record, user.id, moderator=moderator)
            elif op == "start":
                if not record.by_tokens and await self._refuse_missing_permissions(interaction):
                    return
                await self.lobby.start(record, user.id)
            else:
                raise KeyError(op)
        except Refused as refused:
            await self._refused(interaction, record, refused)
            return
        self._redraw(interaction, game_id)

    @guarded
    async def on_add_bot(
        self, interaction: discord.Interaction, *, game_id: int, level: str
    ) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        try:
            await self.lobby.add_bot(record, interaction.user.id, level)
        except Refused as refused:
            await self._refused(interaction, record, refused)
            return
        self._redraw(interaction, game_id)

    @guarded
    async def on_clock(self, interaction: discord.Interaction, *, game_id: int, value: str) -> None:
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        try:
            await self.lobby.set_clock(record, interaction.user.id, value)
        except Refused as refused:
            await self._refused(interaction, record, refused)
            return
        self._redraw(interaction, game_id)

    @guarded
    async def on_unseat(
        self, interaction: discord.Interaction, *, game_id: int, version: int, value: str
    ) -> None:
        """The host removes one seat (a bot or a player), chosen in a menu of the lobby."""
        record = await self._open_lobby(interaction, game_id)
        if record is None:
            return
        try:
            await self.lobby.unseat(record, interaction.user.id, value, version=version)
        except Refused as refused:
            await self._refused(interaction, record, refused)
            return
        self._redraw(interaction, game_id)

    # -- rematch ----------------------------------------------------------------------------

    @guarded_telling(OPENING_FAULT_NOTICE)
    async def on_rematch(self, interaction: discord.Interaction, *, game_id: int) -> None:
        """A new lobby for the same game, clock and bots, hosted by the clicker, in the same
        channel or thread; the other humans of the old game are invited to join."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            old = await self.lobby.finished_game(game_id, interaction.user.id)
        except Refused as refused:
            await reply(interaction, translate(locale, refused.key))
            return
        # One rematch at a time per game: a second click waits for the first one's message.
        async with self.bot.service.lock(game_id):
            new = await self.lobby.rematch_of(old)
            key = "rematch-exists"
            if new is None:
                opened = await self._open_rematch(interaction, old)
                if opened is None:
                    return
                new, mine = opened
                key = "rematch-opened" if mine else key
        await reply(interaction, translate(locale, key, {"link": message_link(new)}))

    async def _open_rematch(
        self, interaction: discord.Interaction, old: GameRecord
    ) -> tuple[GameRecord, bool] | None:
        """Like /play: a thread game's rematch opens its own thread, linked from the channel;
        elsewhere it opens where the old game was. The rematch, and whether this click opened
        it; ``None`` when the channel is busy (said)."""
        parent = await self._rematch_thread_parent(interaction, old)
        where = old.channel_id if parent is None else -interaction.id
        if parent is None:
            busy = await self._busy(where)
            if busy is not None:
                await self._say_busy(interaction, busy)
                return None
        with self.bot.sync.creating_lobby(where) as posting:
            try:
                record, mine = await self.lobby.open_rematch(
                    old,
                    channel_id=where,
                    host_id=interaction.user.id,
                    host_name=interaction.user.display_name,
                    parent_channel_id=old.parent_channel_id if parent is None else parent.id,
                )
            except ChannelTaken as taken:
                await self._say_busy(interaction, taken.record)
                return None
            if not mine:
                return record, False
            posting(record.id)
            try:
                if parent is None:
                    await self._post_by_sync(record)
                else:
                    thread = await self._open_thread(parent, record, old.clock_seconds)
            except BaseException as error:
                await self._withdraw_unless_thread_may_exist(record, error)
                raise
        if parent is not None:
            link = await parent.send(
                await self._thread_link(record, thread),
                allowed_mentions=discord.AllowedMentions.none(),
            )
            await self.lobby.linked(record.id, link.id)
        new = await self.lobby.get(record.id)
        assert new is not None
        await self._invite(interaction, old, new)
        return new, True

    async def _invite(
        self, interaction: discord.Interaction, old: GameRecord, new: GameRecord
    ) -> None:
        """The other humans of the old game are asked to the rematch, by name."""
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
            try:
                await self.bot.sync.say(new, text, mention_only(others))
            except DISCORD_FAULTS as error:  # the rematch is open: its lobby names no one
                log.warning("rematch %s: no invitation (%s)", new.id, type(error).__name__)

    async def _rematch_thread_parent(
        self, interaction: discord.Interaction, old: GameRecord
    ) -> discord.TextChannel | None:
        """The channel where a rematch of ``old`` opens a thread of its own: the one that holds
        its thread, while the server keeps tables in threads and the bot may open them there."""
        if old.parent_channel_id is None or not _threads_allowed(interaction.app_permissions):
            return None
        _, threads = await self.lobby.defaults(old.guild_id)
        parent = self.bot.get_channel(old.parent_channel_id)
        return parent if threads and isinstance(parent, discord.TextChannel) else None


async def setup(bot: TableBot) -> None:
    await bot.add_cog(LobbyCog(bot))
