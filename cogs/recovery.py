"""After a crash: what a post cut short left in a game's channel is adopted or removed.

:class:`cogs.channel.ChannelSync` claims each new message of a game before it sends it and
records it before it releases the claim (``Marks.claim_post``). A claim found at a sync was left
by a process that stopped in between (this one before a restart, or another that died): the
channel's recent history is searched for the post, recognised by the game's number its buttons
or text carry, so no message is posted twice or orphaned; what is not there is posted by the
sync, but for a lobby that was to be /play's own answer (closed: /play failed visibly). A lobby
whose thread /play made but never recorded is found among the server's threads and closed.
"""

from __future__ import annotations

import logging
from typing import Protocol

import discord

from cogs.clicks import MENTION_NOBODY
from cogs.i18n import CommandMentions
from locales import translate
from play.records import ANSWER, GameRecord
from play.service import Loaded
from play.table_marks import TableMarks

log = logging.getLogger(__name__)

HISTORY_LIMIT = 100
"""How far back the channel is searched for a message whose id a crash kept from being saved."""


class RecoveryHost(Protocol):
    """What the recovery needs of the bot (``cogs.app.TableBot``)."""

    command_mentions: CommandMentions
    marks: TableMarks
    http: discord.http.HTTPClient

    @property
    def user(self) -> discord.ClientUser | None: ...

    async def public_locale(self, guild_id: int | None) -> str: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...


class Posts(Protocol):
    """What the recovery needs of the channel sync (``cogs.channel.ChannelSync``)."""

    owner: str

    def being_created(self, record: GameRecord) -> bool: ...

    async def claim(self, record: GameRecord, kind: str) -> bool: ...

    def channel(self, record: GameRecord) -> discord.PartialMessageable: ...

    async def delete(self, record: GameRecord, message_id: int) -> None: ...

    async def end_text(self, record: GameRecord) -> str | None: ...

    def pinged(self, game_id: int) -> None: ...


class Recovery:
    def __init__(self, bot: RecoveryHost, sync: Posts) -> None:
        self.bot = bot
        self.sync = sync

    async def recover(self, loaded: Loaded) -> bool:
        """A post was under way when the bot stopped: adopt what reached the channel, remove
        any duplicate, and let the normal sync post what did not. ``False``: another process
        is posting it right now (its claim stands), the sync waits."""
        if self.sync.being_created(loaded.record):
            return True  # not a crash: /play here is posting it (its thread may not exist)
        # Not being created now, yet the load may have begun before a /play here finished its
        # post: what a read begun now returns is the truth.
        record = await self.bot.marks.reread(loaded.record.id)
        if record is None or record.posting is None:
            return True
        kind = record.posting
        if not await self.sync.claim(record, kind):
            return False
        mine: list[discord.Message] = []
        bot_id = self.bot.user.id if self.bot.user else None
        if record.channel_id <= 0:  # /play died between the lobby and its thread
            await self._close_unopened_thread(record)
            await self.bot.marks.close_lost_lobby(record.id)
            await self.bot.marks.posted(record.id, self.sync.owner)
            return True
        try:
            async for message in self.sync.channel(record).history(limit=HISTORY_LIMIT):
                if message.author.id == bot_id:
                    mine.append(message)  # newest first
        except (discord.Forbidden, discord.NotFound):
            # Not allowed to read it: what a crash left is not adopted (nor looked for again).
            # A fault (5xx, timeout) propagates instead: the pass is tried again, since posting
            # without looking could double what a lost answer already posted.
            log.warning("could not read the history of channel %s", record.channel_id)
            return True
        if kind in (ANSWER, "lobby", "table"):
            found = [m for m in mine if _belongs_to(m, record.id)]
            if found:
                newest = found[0]
                await self.bot.marks.show_message(record.id, newest.id, None)
                for extra in found[1:]:
                    await self.sync.delete(record, extra.id)
            elif kind == ANSWER and record.status == "lobby" and record.message_id is None:
                # never shown: /play failed visibly (a lobby the sync posts is posted again)
                await self.bot.marks.close_lost_lobby(record.id)
        elif kind == "ping":
            found = [m for m in mine if _is_ping(m, record.id)]
            if found:
                for extra in found[1:]:
                    await self.sync.delete(record, extra.id)
                if record.ping_message_id not in (None, found[0].id):
                    await self.sync.delete(record, record.ping_message_id)
                # Who it calls is read from the message itself: the stored users were those of
                # the ping about to be sent, and the one found may be the older one still.
                called = frozenset(found[0].raw_mentions)
                await self.bot.marks.ping(record.id, found[0].id, called, record.ping_version)
                if found[0].id != record.ping_message_id:
                    self.sync.pinged(record.id)  # the ping under way reached the channel
        elif kind == "end":
            expected = await self.sync.end_text(record)  # names this game's table
            found = [m for m in mine if m.content == expected and not m.embeds]
            for extra in found[1:]:
                await self.sync.delete(record, extra.id)
            if found:
                await self.bot.marks.announced(record.id)
        await self.bot.marks.posted(record.id, self.sync.owner)
        return True

    async def _close_unopened_thread(self, record: GameRecord) -> None:
        """/play died, or Discord lost its answer, after Discord made the lobby's thread, before
        its id was saved: the thread is found among the server's active ones (the bot's, in the
        channel of /play, made after it, named with the game's number), told in one line that
        its game never opened, and archived. Not deleted: that needs Manage Threads, which the
        bot does not ask for; archived, it leaves the channel's list of threads, and the line
        tells anyone who opens it what happened."""
        thread_id = await self._unopened_thread(record)
        if thread_id is None:
            return
        locale = await self.bot.public_locale(record.guild_id)
        play = self.bot.command_mentions("cmd-play")
        text = translate(locale, "thread-never-opened", {"id": record.id, "play": play})
        thread = self.bot.get_partial_messageable(thread_id, guild_id=record.guild_id)
        try:
            await thread.send(text, allowed_mentions=MENTION_NOBODY)
            await self.bot.http.edit_channel(thread_id, archived=True)
        except discord.HTTPException as error:
            log.warning(
                "could not close the empty thread %s of game %s: %s", thread_id, record.id, error
            )

    async def _unopened_thread(self, record: GameRecord) -> int | None:
        if record.parent_channel_id is None or record.guild_id is None or self.bot.user is None:
            return None
        try:
            active = await self.bot.http.get_active_threads(record.guild_id)
        except (discord.Forbidden, discord.NotFound):
            log.warning("could not list the threads of server %s", record.guild_id)
            return None  # a fault (5xx, timeout) propagates: the pass is tried again
        play_id = -record.channel_id  # the /play interaction, made just before the thread
        for thread in active.get("threads", []):
            if (
                int(thread.get("parent_id") or 0) == record.parent_channel_id
                and int(thread.get("owner_id") or 0) == self.bot.user.id
                and int(thread["id"]) > play_id
                and thread.get("name", "").endswith(f"#{record.id}")
            ):
                return int(thread["id"])
        return None


def _custom_ids(message: discord.Message) -> list[str]:
    ids: list[str] = []
    for row in message.components:
        for child in getattr(row, "children", [row]):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                ids.append(custom_id)
    return ids


def _belongs_to(message: discord.Message, game_id: int) -> bool:
    """A lobby or table message of this game (recognised by its buttons and its embed: a ping
    carries the table's "My turn" button too, but never an embed)."""
    return bool(message.embeds) and any(
        i.startswith(f"lobby:{game_id}:") or i in (f"hand:{game_id}", f"log:{game_id}")
        for i in _custom_ids(message)
    )


def _is_ping(message: discord.Message, game_id: int) -> bool:
    """A "your move" message of this game: plain text with the game's "My turn" button."""
    return not message.embeds and f"hand:{game_id}" in _custom_ids(message)
