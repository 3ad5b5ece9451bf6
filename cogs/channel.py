"""What a channel shows of a game always catches up with the database.

:class:`ChannelSync` is the only writer of a game's public messages — the lobby that becomes the
table, the "your move" ping and the result announcement. Every change to a game (a decision, a
seat, a start, a cancel or abandon, a deleted message) only *requests* a sync; one task per game
then reads the stored game and brings the channel to it. Syncs of one game never overlap and a
request made while one runs triggers another pass, so the last thing written always shows the
last thing stored: a redraw cannot resurrect a closed game, and a table cannot be posted for a
lobby that was cancelled meanwhile.

What was last shown is stored (``shown``, ``ping_*``, ``announced``), which makes a sync cheap
and idempotent, and lets :meth:`ChannelSync.reconcile_all` repair every game after a restart.
A new message is claimed in ``posting`` before it is sent (by this process, for a lease of
``POST_LEASE_SECONDS``: of several processes sharing the database only one posts, and a game's
results are announced once); if the bot dies before saving its id, the channel's recent history
is searched for it (:mod:`cogs.recovery`), so no message is posted twice or orphaned. Every
message that may be adopted so carries its game's number: the lobby's and table's buttons, the
ping's button, and the results' text, so another game's message is never taken for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import secrets
import socket
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, Protocol, TypeVar

import aiohttp
import discord

from cogs import metrics
from cogs.alt import alt_text, image_file, results_alt
from cogs.clicks import (
    MENTION_NOBODY,
    Click,
    acknowledged,
    mention_only,
    token_end,
)
from cogs.common import seat_names, text_names
from cogs.i18n import CommandMentions
from cogs.messages import (
    closed_lobby_embed,
    closed_table_embed,
    final_embed,
    final_view,
    lobby_embed,
    lobby_view,
    message_link,
    name_list,
    ping_view,
    table_embed,
    table_view,
)
from cogs.recovery import Recovery
from cogs.story import StoryHost, replay_file, tell_rounds
from cogs.story_text import RECENT_ACTIONS, last_turns
from cogs.token_sync import TokenSync
from locales import translate
from play.clock import Clock
from play.records import DatabaseBusy, GameRecord
from play.runners import GameRunners
from play.service import BUSY_RETRY_SECONDS, GameService, Loaded
from play.table_marks import TableMarks

log = logging.getLogger(__name__)
T = TypeVar("T")

TABLE_IMAGE = "table.png"
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
OLD_MESSAGE_EDITS = 30046
"""Discord's refusal to edit a message older than an hour once its small allowance for such
edits is spent: the table is posted anew (retrying the edit would only add invalid requests)."""
ARCHIVED_THREAD = 50083
"""Discord's answer to a write in an archived thread: it is un-archived, then written again."""
EDIT_AGE_SECONDS = 3600 - 120
"""Discord caps edits to messages older than an hour: an older table is posted anew (with a
margin for the time the redraw itself takes)."""
POST_LEASE_SECONDS = 120.0
"""How long a claim to post stands for other processes: a post takes seconds, so a claim older
than this was left by a process that died, and is taken over."""
WRITE_TIMEOUT_SECONDS = 60.0
"""Discord answers a write in well under a second, and discord.py waits out rate limits within
seconds: a write without an answer after a minute hangs on a dead connection (aiohttp's own
limit is five minutes), and its game's sync is tried again (what it may have posted is looked
for in the channel's history first)."""
RETRY_FIRST_SECONDS = 5.0
FAULT_RETRY_FIRST_SECONDS = 1.0
RETRY_MAX_SECONDS = 300.0
"""A channel that refused a sync for the bot's permissions is tried again after 5 s; one that
met a fault (Discord's 5xx, a request that timed out or whose connection dropped), which passes
in a moment, after 1 s (as discord.py's own retries). Then twice as long each time it refuses
again, at most every 5 minutes, until it accepts (or at once when the server's permissions
change: see ``retry_refused``)."""
DELETIONS_KEPT = 4096
"""Own deletions remembered until their event comes back (a deletion whose event never came,
the gateway down then, is forgotten oldest first)."""


class SyncHost(StoryHost, Protocol):
    """What the channel sync needs of the bot (``cogs.app.TableBot``)."""

    ai_levels: tuple[str, ...]
    absent_guilds: set[int]
    clock: Clock
    command_mentions: CommandMentions
    marks: TableMarks
    service: GameService
    http: discord.http.HTTPClient

    @property
    def user(self) -> discord.ClientUser | None: ...

    def is_closed(self) -> bool: ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    def token_webhook(self, token: str) -> discord.Webhook: ...


class ChannelSync:
    lease_seconds = POST_LEASE_SECONDS
    """How long this process's claims to post stand for others, and how long it waits before
    it looks again at another's claim."""

    def __init__(self, bot: SyncHost) -> None:
        self.bot = bot
        self._dirty: set[int] = set()
        self._gone: dict[int, set[int]] = {}
        """Per game, the messages of it whose deletion was heard (not yet acted on)."""
        self._repost: set[int] = set()
        self._redraw: set[int] = set()
        self._via: dict[int, discord.Interaction] = {}
        self._ping_again: set[int] = set()
        self._creating_in: Counter[int] = Counter()
        self._lobbies_posting: set[int] = set()
        self.runners = GameRunners("sync")
        """The sync task of each game (``idle()`` / ``stop()`` for tests and shutdown)."""
        self._deleted: dict[int, None] = {}
        """Messages this bot deleted whose deletion event has not come back yet (oldest
        first, at most ``DELETIONS_KEPT``)."""
        self.sleep: Callable[[float], Awaitable[object]] = asyncio.sleep
        """How a refused sync waits before its next try (tests inject one they release)."""
        self._look_for_channel: set[int] = set()
        """Games whose channel is looked for at their first pass after a start."""
        self._refusals: Counter[int] = Counter()
        """Games whose channel refused their last passes in a row, and how many times."""
        self._retries: dict[int, asyncio.Task[None]] = {}
        """The pending next try of each refused game."""
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        """This process, as its claims to post name it (see ``Marks.claim_post``)."""
        self._claim_retries: dict[int, asyncio.TimerHandle] = {}
        """Games to sync again once another process's claim to post may have lapsed."""
        self.write_timeout = WRITE_TIMEOUT_SECONDS
        self.clicks: dict[int, Click] = {}
        """The last applied click of each game whose token may still post its pings."""
        self.tokens = TokenSync(bot, self)
        """The pass of games reached through interaction tokens only."""
        self.recovery = Recovery(bot, self)
        """What a post cut short by a crash left in the channel is adopted or removed."""
        self._ping_senders: dict[int, tuple[discord.Webhook, float]] = {}
        """Per ping posted as a follow-up: the webhook that posted it, and until when its token
        may delete it."""

    # -- requests ---------------------------------------------------------------------------

    def request(
        self,
        game_id: int,
        *,
        repost: bool = False,
        gone: int | None = None,
        redraw: bool = False,
        via: discord.Interaction | None = None,
    ) -> None:
        """Bring the channel of ``game_id`` up to date soon. ``repost``: post its table anew
        at the bottom; ``gone``: the id of a message of the game that was deleted (nothing to
        repair if it is no longer the game's message by then); ``redraw``: draw it again even if
        nothing changed (e.g. the server's language did); ``via``: a deferred click on the
        game's message, whose answer is that message redrawn (and whose token may carry the
        game's next ping, as a click on a turn panel does: see ``clicked``)."""
        if via is not None:
            self._via[game_id] = via
            click = Click(via, token_end(via, self.bot.discord_time))  # (acknowledged)
            self.clicks[game_id] = click
            click.answered.set()
        if redraw:
            self._redraw.add(game_id)
        if repost:
            self._repost.add(game_id)
        if gone is not None:
            self._gone.setdefault(game_id, set()).add(gone)
        self._dirty.add(game_id)
        self.runners.ensure(game_id, lambda: self._run(game_id))

    @contextlib.contextmanager
    def creating_lobby(self, channel_id: int) -> Iterator[Callable[[int], None]]:
        """/play or a rematch creates a lobby in ``channel_id`` (a thread lobby: the key its
        row holds until its thread exists); call the function yielded with the new lobby's id.
        From before its row is written until its message is posted, a start-up catch-up that
        meets the lobby leaves it alone instead of taking it for a post cut short by a crash;
        then the lobby is synced."""
        posting: list[int] = []

        def register(game_id: int) -> None:
            posting.append(game_id)
            self._lobbies_posting.add(game_id)

        self._creating_in[channel_id] += 1
        try:
            yield register
        finally:
            self._creating_in[channel_id] -= 1
            if not self._creating_in[channel_id]:
                del self._creating_in[channel_id]
            self._lobbies_posting.difference_update(posting)
            for game_id in posting:
                self.request(game_id)  # what changed while it was posted, clicks waiting

    def being_created(self, record: GameRecord) -> bool:
        return record.id in self._lobbies_posting or record.channel_id in self._creating_in

    async def post_lobby(self, game_id: int) -> None:
        """Post a new lobby that no interaction answers with (a thread's, a rematch's)."""
        loaded = await self.bot.service.load(game_id)
        assert loaded is not None
        await self._post(loaded, old=None)

    async def say(
        self, record: GameRecord, text: str, mentions: discord.AllowedMentions = MENTION_NOBODY
    ) -> None:
        """A plain line in the game's channel or thread (e.g. a rematch invitation)."""
        channel = self.channel(record)
        await self._write(record, lambda: channel.send(text, allowed_mentions=mentions))

    async def settled(self, game_id: int) -> None:
        """Wait until the syncs requested so far for this game are done."""
        await self.runners.settled(game_id)

    async def reconcile_all(self, guild_id: int | None = None) -> None:
        """After a start (or after the bot was invited back to the server ``guild_id``): every
        game whose channel may lag behind the database is synced, its channel looked for first
        (it may have been deleted while the bot was away)."""
        for game_id in await self.bot.marks.games_to_reconcile(guild_id):
            self._look_for_channel.add(game_id)
            self.request(game_id)

    async def _run(self, game_id: int) -> None:
        while game_id in self._dirty:
            self._dirty.discard(game_id)
            asked = (game_id in self._repost, game_id in self._redraw)
            try:
                await self._sync(game_id)
            except DatabaseBusy:
                self._dirty.add(game_id)  # what was written stands; try the rest again
                await asyncio.sleep(BUSY_RETRY_SECONDS)
            except REFUSALS as error:
                self._refused(game_id, error, *asked)
            except discord.HTTPException as error:
                if error.code == UNKNOWN_CHANNEL:  # deleted while the bot was away from it
                    await self._lose(game_id)
                else:
                    log.exception("could not update the channel of game %s", game_id)
                    metrics.SYNC_ERRORS.labels("failed").inc()
            except Exception:
                log.exception("sync of game %s failed", game_id)
                metrics.SYNC_ERRORS.labels("failed").inc()
            else:
                self._accepted(game_id)

    def _refused(self, game_id: int, error: Exception, repost: bool, redraw: bool) -> None:
        """The channel refused this pass (the bot's permissions, Discord's 5xx, a lost answer):
        the game stays to sync, with what it was asked to do, and is tried again after a growing
        pause. What a lost answer may have done is read back then: a post claimed and not
        recorded is looked for in the channel's history (``cogs.recovery``), never made twice."""
        if repost:
            self._repost.add(game_id)
        if redraw:
            self._redraw.add(game_id)
        self._refusals[game_id] += 1
        metrics.SYNC_ERRORS.labels("refused").inc()
        refusals = self._refusals[game_id]
        first = (
            RETRY_FIRST_SECONDS
            if isinstance(error, discord.Forbidden)
            else FAULT_RETRY_FIRST_SECONDS
        )
        delay = min(first * 2 ** (refusals - 1), RETRY_MAX_SECONDS)
        if refusals == 1:
            log.warning(
                "the channel of game %s refused its update (%s): tried again until it accepts",
                game_id,
                _describe(error),
            )
        log.info("the channel of game %s is tried again in %s s", game_id, delay)
        if game_id not in self._retries:
            self._retries[game_id] = asyncio.create_task(
                self._retry(game_id, delay), name=f"sync-retry-{game_id}"
            )

    async def channel_deleted(self, channel_id: int) -> None:
        """A channel or thread was deleted: its games, and those of its threads, have nothing
        to show any more (``GameService.lose_channel``)."""
        for game_id in await self.bot.marks.games_shown_in(channel_id):
            await self._lose(game_id)

    async def _look_for(self, record: GameRecord) -> None:
        """Ask Discord for the game's channel (a thread's parent) if its server, as the gateway
        announced it, lacks it: 10003 (see ``_run``) if it was deleted. Normally none is asked
        for; a thread itself is not looked for (an archived one is absent too), its table's
        next update meets it gone."""
        guild = None if record.guild_id is None else self.bot.get_guild(record.guild_id)
        if record.by_tokens or guild is None or guild.unavailable:
            return
        where = record.parent_channel_id or record.channel_id
        if guild.get_channel(where) is None:
            await self._answered(lambda: self.bot.http.get_channel(where))

    async def _lose(self, game_id: int) -> None:
        try:
            status = await self.bot.service.lose_channel(game_id)
        except Exception:  # the next start meets the channel gone again
            log.exception("game %s, whose channel was deleted, could not be closed", game_id)
            return
        self._dirty.discard(game_id)
        for asked in (self._repost, self._redraw, self._ping_again):
            asked.discard(game_id)
        for kept in (self._gone, self._via, self.clicks):
            kept.pop(game_id, None)
        self._accepted(game_id)  # no try again
        log.info("the channel of game %s was deleted: %s", game_id, status or "nothing to show")

    async def _retry(self, game_id: int, delay: float) -> None:
        await self.sleep(delay)
        del self._retries[game_id]
        self.request(game_id)

    def _accepted(self, game_id: int) -> None:
        if self._refusals.pop(game_id, None) is not None:
            log.info("the channel of game %s accepts its updates again", game_id)
        retry = self._retries.pop(game_id, None)
        if retry is not None:
            retry.cancel()

    @property
    def refusing(self) -> int:
        """Games whose channel refused their last pass (the metrics' count)."""
        return len(self._refusals)

    def retry_refused(self) -> None:
        """The bot's permissions may have changed, or Discord answers again after an outage:
        every game whose channel refused its last update is tried again now, without waiting
        for its pause to end."""
        for game_id in list(self._refusals):
            self.request(game_id)

    async def stop(self) -> None:
        """Shutdown: no sync is tried again, the passes under way are cut short."""
        for retry in self._retries.values():
            retry.cancel()
        self._retries.clear()
        for handle in self._claim_retries.values():
            handle.cancel()
        self._claim_retries.clear()
        await self.runners.stop()

    # -- one pass ---------------------------------------------------------------------------

    async def _sync(self, game_id: int) -> None:
        # The click to answer is taken before the game is read: a click made while this pass
        # reads is answered by the next pass, with what it changed, never with the state before.
        via = self._via.pop(game_id, None)
        loaded = await self.bot.service.load(game_id)
        if loaded is None:
            return  # a lobby whose post failed: nothing to answer with
        record = loaded.record
        if via is None and not record.by_tokens and record.guild_id in self.bot.absent_guilds:
            return  # the bot was removed from that server: synced once invited back
        if game_id in self._look_for_channel:
            self._look_for_channel.discard(game_id)
            await self._look_for(record)
        if record.by_tokens:
            await self._sync_by_tokens(loaded, via)
            return
        if loaded.record.posting is not None:
            if not await self.recovery.recover(loaded):
                if via is not None:
                    self._via.setdefault(game_id, via)  # answered once that post is recorded
                return  # another process is posting for this game now: see claim
            loaded = await self.bot.service.load(game_id)
            assert loaded is not None
        await self._sync_message(loaded, via)
        loaded = await self.bot.service.load(game_id)
        assert loaded is not None
        await self._sync_ping(loaded, again=game_id in self._ping_again)
        self.pinged(game_id)
        await tell_rounds(self.bot, loaded, self.channel(loaded.record))
        if loaded.record.status != "running":
            self.clicks.pop(game_id, None)
        if loaded.record.status == "finished" and not loaded.record.announced:
            await self._announce(loaded)

    async def _sync_by_tokens(self, loaded: Loaded, via: discord.Interaction | None) -> None:
        game_id = loaded.record.id
        self._gone.pop(game_id, None)  # the bot hears of no deletion where it is no member
        asked = {
            "redraw": game_id in self._redraw,
            "repost": game_id in self._repost,
            "ping_again": game_id in self._ping_again,
        }
        self._redraw.discard(game_id)
        self._repost.discard(game_id)
        await self.tokens.sync(loaded, via=via, **asked)
        self.pinged(game_id)
        if loaded.record.status != "running":
            self.clicks.pop(game_id, None)

    async def _sync_message(self, loaded: Loaded, via: discord.Interaction | None) -> None:
        record = loaded.record
        game_id = record.id
        gone = record.message_id in self._gone.pop(game_id, ())
        repost = game_id in self._repost
        self._repost.discard(game_id)
        redraw = game_id in self._redraw or via is not None
        self._redraw.discard(game_id)
        if record.message_id is None and record.status == "lobby":
            if self.being_created(record):
                # /play or a rematch is posting it. A click that came before it saved the
                # message's id is answered once it has.
                if via is not None:
                    self._via.setdefault(game_id, via)
                return
            if record.posting is not None:
                return  # what a crash or a fault left could not be looked for: cogs.recovery
            # A lobby the sync posts (a thread's, a rematch's) whose post met a fault, and that
            # cogs.recovery did not find in the channel: posted below.
        if gone and record.status == "lobby":
            # A lobby whose message was deleted is closed: nobody can reach its buttons.
            await self.bot.marks.close_lost_lobby(game_id)
            return
        missing = record.message_id is None or gone
        if not missing and not repost:
            message_id: int = record.message_id  # type: ignore[assignment]
            if record.shown == record.current and not redraw:
                return
            if self._too_old(message_id):
                await self._post(loaded, old=message_id, link_old=True)
                return
            try:
                await self._edit(loaded, via)
                return
            except discord.NotFound as error:
                if error.code != UNKNOWN_MESSAGE:
                    raise
                if record.status == "lobby":
                    self.request(game_id, gone=message_id)
                    return
                missing = True
            except discord.HTTPException as error:
                if error.code != OLD_MESSAGE_EDITS:
                    raise
                # Older than Discord counts (a clock apart): posted anew, the old one removed
                # (it cannot be edited into a link either).
                log.info("table of game %s can no longer be edited: posted anew", game_id)
                await self._post(loaded, old=message_id)
                return
        if not record.is_open and record.status != "finished":
            return  # a closed game whose message is gone: nothing left to show
        await self._post(loaded, old=None if missing else record.message_id)

    async def _edit(self, loaded: Loaded, via: discord.Interaction | None) -> None:
        record = loaded.record
        payload = await self.payload(loaded)
        changes = {
            "embed": payload["embed"],
            "attachments": [payload["file"]] if "file" in payload else [],
            "view": payload.get("view"),
            "allowed_mentions": MENTION_NOBODY,
        }
        if via is not None and via.message is not None and via.message.id == record.message_id:
            try:
                await self._answered(lambda: via.edit_original_response(**changes))
                await self.bot.marks.shown(record.id, record.current)
                return
            except discord.HTTPException:
                log.info("click on game %s expired; editing its message directly", record.id)
        message = self.channel(record).get_partial_message(record.message_id)  # type: ignore[arg-type]
        await self._write(record, lambda: message.edit(**changes))
        await self.bot.marks.shown(record.id, record.current)

    async def _post(self, loaded: Loaded, old: int | None, *, link_old: bool = False) -> None:
        """Post the game's lobby or table as a new message, then remove the old one (or, for
        a table too old to edit, turn it into a line linking to the new one)."""
        record = loaded.record
        payload = {k: v for k, v in (await self.payload(loaded)).items() if v is not None}
        if not await self.claim(record, "lobby" if record.status == "lobby" else "table"):
            return
        channel = self.channel(record)
        message = await self._write(
            record, lambda: channel.send(**payload, allowed_mentions=MENTION_NOBODY)
        )
        await self.bot.marks.show_message(record.id, message.id, record.current)
        if old is not None and link_old:
            await self._link_old(record, old, message.id)
        elif old is not None:
            await self.delete(record, old)
        await self.bot.marks.posted(record.id, self.owner)

    def _too_old(self, message_id: int) -> bool:
        return self.bot.clock.now() - self.bot.discord_time.host_time(message_id) > EDIT_AGE_SECONDS

    async def _link_old(self, record: GameRecord, old: int, new: int) -> None:
        """The old table becomes one line pointing to the new one (no image, no buttons)."""
        locale = await self.bot.public_locale(record.guild_id)
        text = translate(
            locale, "table-moved", {"link": message_link(record, new), "id": record.id}
        )
        message = self.channel(record).get_partial_message(old)
        try:
            await self._write(
                record,
                lambda: message.edit(
                    content=text,
                    embed=None,
                    attachments=[],
                    view=None,
                    allowed_mentions=MENTION_NOBODY,
                ),
            )
        except discord.HTTPException:
            log.info("old table %s of game %s cannot be edited: removed", old, record.id)
            await self.delete(record, old)

    # -- the public message -----------------------------------------------------------------

    async def payload(self, loaded: Loaded) -> dict:
        record, state = loaded.record, loaded.state
        locale = await self.bot.public_locale(record.guild_id)
        names = text_names(record, locale)
        if record.status == "lobby":
            return {
                "embed": lobby_embed(record, names, locale, self.bot.discord_time.shown),
                "view": lobby_view(record, self.bot.ai_levels, locale, seat_names(record, locale)),
            }
        if record.status == "cancelled":
            key = "lobby-expired" if self.expired(record) else "lobby-cancelled"
            return {"embed": closed_lobby_embed(record, locale, key), "view": None}
        if record.status == "abandoned":
            user = f"<@{record.closed_by}>" if record.closed_by else "—"
            embed = closed_table_embed(record, locale, "table-abandoned", {"user": user})
            return {"embed": embed, "view": None}
        assert state is not None
        image_names = seat_names(record, locale)
        spectator = loaded.view(None)
        result = loaded.game.result(state)
        if result is not None:
            image = await self.bot.drawing.final(spectator, result, image_names, locale)
            replay = self.bot.command_mentions("cmd-game", "cmd-game-replay")
            embed = final_embed(record, result, names, locale, TABLE_IMAGE, replay)
            view = final_view(record, locale)
            alt = results_alt(loaded.game, spectator, result, image_names, locale)
        else:
            image = await self.bot.drawing.table(spectator, image_names, locale)
            actions = await self.bot.marks.recent_actions(record.id, RECENT_ACTIONS)
            recent = last_turns(actions, loaded.game, state.players)
            embed = table_embed(
                loaded, names, locale, recent, TABLE_IMAGE, self.bot.discord_time.shown
            )
            view = table_view(record, locale)
            alt = alt_text(locale, loaded.game.table_alt(spectator), image_names)
        return {"embed": embed, "file": image_file(image, TABLE_IMAGE, alt), "view": view}

    # -- pings ------------------------------------------------------------------------------

    def pending_humans(self, loaded: Loaded) -> frozenset[int]:
        """The humans who must decide now (a seat an AI plays for its away owner is not)."""
        if loaded.record.status != "running":
            return frozenset()
        return frozenset(
            seat.user_id
            for number in loaded.pending()
            if (seat := loaded.record.seats[number]).user_id is not None and not seat.played_by_ai
        )

    async def _sync_ping(self, loaded: Loaded, *, again: bool = False) -> None:
        """Mention the humans who must decide now in a new message (edits do not notify).

        One ping per decision: it stands while only the humans it called have acted since (a
        multi-step turn, a simultaneous draft); anyone else's move, a bot's included, or a new
        human to call makes a new one. Once nobody it called must act, it is deleted, so the
        channel never keeps a stale call to act.
        """
        record = loaded.record
        users = self.pending_humans(loaded)
        if not again and record.ping_message_id is not None and users:
            acted = await self.bot.marks.acted_since(record.id, record.ping_version or 0)
            pinged_seats = {s.seat for s in record.seats if s.user_id in record.ping_users}
            if users <= record.ping_users and acted <= pinged_seats:
                return
        if not users:
            if record.ping_message_id is not None:
                await self.delete(record, record.ping_message_id)
                await self.bot.marks.no_ping(record.id)
            return
        if not await self.claim(record, "ping"):
            return
        await self.bot.marks.ping(record.id, record.ping_message_id, users, record.version)
        locale = await self.bot.public_locale(record.guild_id)
        message = await self._send_ping(
            record,
            content=self.ping_text(record, users, locale),
            view=ping_view(record, locale),
            allowed_mentions=mention_only(users),
        )
        await self.bot.marks.ping(record.id, message.id, users, record.version)
        if record.ping_message_id is not None:
            await self.delete(record, record.ping_message_id)
        await self.bot.marks.posted(record.id, self.owner)

    async def _send_ping(self, record: GameRecord, **fields: Any) -> discord.Message:
        """Post a ping: as a follow-up of the game's last click while its token lives (an
        interaction's webhook is outside Discord's global rate limit), else in the channel."""
        click = await self._live_click(record)
        if click is None:
            channel = self.channel(record)
            return await self._write(record, lambda: channel.send(**fields))
        followup = click.interaction.followup
        message = await self._write(record, lambda: followup.send(wait=True, **fields))
        self._forget_spent_senders()
        self._ping_senders[message.id] = (followup, click.token_end)
        return message

    def _forget_spent_senders(self) -> None:
        """Tokens of pings someone else deleted are forgotten once spent (oldest first)."""
        now = self.bot.clock.now()
        while self._ping_senders:
            oldest = next(iter(self._ping_senders))
            if self._ping_senders[oldest][1] > now:
                break
            del self._ping_senders[oldest]

    async def _live_click(self, record: GameRecord) -> Click | None:
        """The game's last applied click, once it is acknowledged, if its token still lives,
        it was made in the game's channel (a follow-up goes where the click was: not a lobby
        left in the channel its thread was opened from) and its follow-ups are new messages
        (not the "thinking" reply of a deferral)."""
        click = self.clicks.get(record.id)
        if click is None:
            return None
        if self.bot.clock.now() >= click.token_end:
            del self.clicks[record.id]
            return None
        if click.interaction.channel_id != record.channel_id:
            return None
        await acknowledged(click)
        if not click.followups_new:
            return None
        return click

    @contextlib.contextmanager
    def clicked(
        self, game_id: int, interaction: discord.Interaction, *, applied: bool
    ) -> Iterator[None]:
        """A click whose decision was ``applied`` is being answered: the pings of its game may
        go through its token once the answer is sent (its follow-ups need the acknowledgement
        first). Tokens stay in memory only: they are secrets, and after a restart the channel
        is written directly."""
        if not applied:
            yield
            return
        click = Click(interaction, token_end(interaction, self.bot.discord_time))
        self.clicks[game_id] = click
        try:
            yield
        finally:
            click.answered.set()

    def offer(self, game_id: int, interaction: discord.Interaction) -> None:
        """An interaction of the game was answered (its reply sent, or its answer deferred):
        its token may carry the game's next follow-ups, and edit the message it answered (see
        ``cogs.token_sync``)."""
        click = Click(interaction, token_end(interaction, self.bot.discord_time), filled=True)
        click.answered.set()
        self.clicks[game_id] = click

    def _ping_sender(self, message_id: int) -> discord.Webhook | None:
        """The follow-up webhook that posted this ping, while its token lives."""
        sender = self._ping_senders.pop(message_id, None)
        if sender is None or self.bot.clock.now() >= sender[1]:
            return None
        return sender[0]

    def pinged(self, game_id: int) -> None:
        """The players to move were called since the last reminder was asked for. Until then a
        reminder stands, through passes a fault cuts short: one may have failed to post it (or,
        by interaction tokens, deleted the call before and not yet sent the new one)."""
        self._ping_again.discard(game_id)

    async def ping_again(self, game_id: int) -> None:
        """A reminder: the players to move are mentioned anew (by the game's sync task, so it
        never races another ping)."""
        self._ping_again.add(game_id)
        self.request(game_id)
        await self.settled(game_id)

    @staticmethod
    def ping_text(record: GameRecord, users: frozenset[int], locale: str) -> str:
        return translate(
            locale,
            "ping-decision",
            {
                "mentions": " ".join(f"<@{u}>" for u in sorted(users)),
                "game": translate(locale, f"game-{record.game}"),
                "id": record.id,
                "link": message_link(record),
            },
        )

    # -- the end ----------------------------------------------------------------------------

    @staticmethod
    def players(record: GameRecord) -> frozenset[int]:
        """The humans told the result: every human seat but those who left the game."""
        return frozenset(
            s.user_id for s in record.seats if s.user_id is not None and s.stand_in != "left"
        )

    async def end_text(self, record: GameRecord) -> str | None:
        """The results' announcement; it names the table, so that a restart looking for it
        in the channel never takes another game's results for it."""
        result = await self.bot.marks.result(record.id)
        if result is None:
            return None
        locale = await self.bot.public_locale(record.guild_id)
        names = text_names(record, locale)
        winners = [names[seat] for seat, rank in enumerate(result["ranks"]) if rank == 1]
        text = translate(
            locale, "table-finished", {"winners": name_list(winners), "count": len(winners)}
        )
        mentions = " ".join(f"<@{u}>" for u in sorted(self.players(record)))
        return translate(
            locale, "end-announcement", {"result": text, "id": record.id, "mentions": mentions}
        ).rstrip()

    async def _announce(self, loaded: Loaded) -> None:
        record = loaded.record
        text = await self.end_text(record)
        if text is None:
            return
        replay = await replay_file(self.bot, record)
        if not await self.claim(record, "end"):
            return  # another process is announcing it
        current = await self.bot.marks.reread(record.id)
        if current is None or current.announced:  # by another process, since it was read
            await self.bot.marks.posted(record.id, self.owner)
            return
        channel = self.channel(record)
        attached = {"file": replay} if replay else {}
        await self._write(
            record,
            lambda: channel.send(
                text, allowed_mentions=mention_only(self.players(record)), **attached
            ),
        )
        await self.bot.marks.announced(record.id)
        await self.bot.marks.posted(record.id, self.owner)

    def expired(self, record: GameRecord) -> bool:
        """A lobby closed (or to be closed) because nobody started it in time."""
        return (
            record.status in ("lobby", "cancelled")
            and record.closed_by is None
            and record.lobby_expires is not None
            and record.lobby_expires <= self.bot.clock.now()
        )

    # -- claims to post ---------------------------------------------------------------------

    async def claim(self, record: GameRecord, kind: str) -> bool:
        """Claim the game's next post (see ``Marks.claim_post``); the claim of a process
        of this machine that no longer runs (a restart after a crash) is taken over at once.
        When another process holds the claim, the game is synced again once that claim may
        have lapsed (taken over if that process died)."""
        claim = functools.partial(
            self.bot.marks.claim_post,
            record.id,
            kind,
            owner=self.owner,
            now=self.bot.clock.now(),
            lease=self.lease_seconds,
        )
        claimed = await claim()
        if not claimed:
            holder = await self.bot.marks.reread(record.id)
            if holder is not None and holder.posting_owner and _died(holder.posting_owner):
                claimed = await claim(dead=holder.posting_owner)
        if not claimed and record.id not in self._claim_retries:
            log.info("game %s: another process posts its %s; synced again later", record.id, kind)
            self._claim_retries[record.id] = asyncio.get_running_loop().call_later(
                self.lease_seconds, self._claimed_elsewhere_retry, record.id
            )
        return claimed

    def _claimed_elsewhere_retry(self, game_id: int) -> None:
        del self._claim_retries[game_id]
        if not self.bot.is_closed():
            self.request(game_id)

    # -- helpers ----------------------------------------------------------------------------

    def channel(self, record: GameRecord) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    def deleted_itself(self, message_id: int) -> bool:
        """Whether this bot deleted the message (each deletion is heard once): the bot
        deletes a ping at most turns, and a deletion someone else made is looked up."""
        try:
            del self._deleted[message_id]
        except KeyError:
            return False
        return True

    async def delete(self, record: GameRecord, message_id: int) -> None:
        """Delete a message of the game: a ping through the token that posted it while that
        token lives (outside the global rate limit), else through the channel."""
        message = self.channel(record).get_partial_message(message_id)
        self._deleted[message_id] = None  # its event may come before the answer
        if len(self._deleted) > DELETIONS_KEPT:
            del self._deleted[next(iter(self._deleted))]
        sender = self._ping_sender(message_id)
        try:
            if sender is not None:
                try:
                    await self._write(record, lambda: sender.delete_message(message_id))
                    return
                except discord.HTTPException as error:
                    if error.status != 401 and error.code != UNKNOWN_WEBHOOK:
                        raise
                    log.info("token of ping %s refused (%s): deleted directly", message_id, error)
            await self._write(record, message.delete)
        except discord.NotFound:
            log.info("message %s of game %s already gone", message_id, record.id)

    async def _write(self, record: GameRecord, operation: Callable[[], Awaitable[T]]) -> T:
        """Send, edit or delete in the game's channel; a thread that Discord archived for
        inactivity is un-archived first."""
        try:
            return await self._answered(operation)
        except discord.HTTPException as error:
            if error.code != ARCHIVED_THREAD or record.parent_channel_id is None:
                raise
        await self.unarchive(record.channel_id)
        return await self._answered(operation)

    async def _answered(self, operation: Callable[[], Awaitable[T]]) -> T:
        """``operation``, given up (``TimeoutError``: the pass is tried again) when no answer
        came within ``write_timeout``."""
        async with asyncio.timeout(self.write_timeout):
            return await operation()

    async def unarchive(self, thread_id: int) -> None:
        log.info("un-archiving thread %s", thread_id)
        await self.bot.http.edit_channel(thread_id, archived=False)


REFUSALS = (
    discord.Forbidden,
    discord.DiscordServerError,
    aiohttp.ClientError,
    TimeoutError,
)
"""What makes a sync pass try again later: the bot's permissions, and Discord's faults (a 5xx
after discord.py's own retries, a request timed out, a connection dropped)."""


def _describe(error: Exception) -> str:
    if isinstance(error, discord.HTTPException):
        return f"{error.status} {error.code}"
    return type(error).__name__


def _died(owner: str) -> bool:
    """Whether the process named in a claim (``host:pid:token``, see ``ChannelSync.owner``) is
    known to have died: it ran on this machine and its pid is free. A process elsewhere, or a
    pid taken since by another process, is waited for until its claim's lease lapses."""
    host, _, rest = owner.partition(":")
    pid = rest.partition(":")[0]
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)  # no signal sent: only whether the pid is in use
    except ProcessLookupError:
        return True
    except PermissionError:
        pass  # another user's process runs under that pid
    return False
