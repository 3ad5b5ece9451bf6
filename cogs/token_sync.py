"""A game's channel reached through interaction tokens only (issue 36).

Where the app is installed by users only (a group DM, a DM, a server that did not invite the
bot), the bot is no member of the channel: it may not post, edit or read there. It speaks by
answering interactions: the reply to /play is the lobby that becomes the table, every click
on it (or on a turn panel) is answered, and for 15 minutes a click's token lets the bot edit
the message it answered and send follow-ups (at most 5 per token for a user-installed app).

:class:`TokenSync` is :class:`cogs.channel.ChannelSync`'s pass for such a game: the same
stored truth (what is shown, the ping, the announcement), written through the freshest live
tokens of the game, which are kept in the database (``play.table_marks``) so that bot turns,
clocks and a restarted bot use them too:

- the *table* token may edit the table message (the click answered it, or the message is its
  reply or follow-up); the *call* token's follow-ups are new messages: pings, the results, a
  table posted anew.
- When an edit is refused (the token died, or Discord does not let it edit that message), the
  table is posted anew as a follow-up and the old one says where it went, if it still can.
- Before the last token that can edit the table dies, the table moves to a fresher token (a
  follow-up of a later click), or says plainly that it is updated by clicks, with a Refresh
  button; any click then brings it up to date. Nothing waits on Discord meanwhile: moves,
  clocks, stand-ins and results are in the database.

No channel history is ever read: after a restart the stored message id and tokens suffice.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord

from cogs.clicks import MENTION_NOBODY, Click, acknowledged, mention_only, token_end
from cogs.common import DISCORD_FAULTS, idempotent
from cogs.components import RefreshButton
from cogs.messages import message_link, ping_view
from cogs.story import StoryHost, replay_file, tell_rounds
from locales import translate
from play.clock import TOKEN_FADING_SECONDS as FADING_SECONDS
from play.clock import Clock
from play.records import CALL, PING, TABLE, GameRecord, TokenRecord
from play.service import GameService, Loaded
from play.table_marks import TableMarks

log = logging.getLogger(__name__)

FOLLOWUPS_PER_TOKEN = 5
"""Discord's limit of follow-ups per interaction of an app installed by users only."""
MAX_FOLLOWUPS = 40094
"""Discord's "This interaction has hit the maximum number of follow up messages"."""


class TokenHost(StoryHost, Protocol):
    """What the token pass needs of the bot (``cogs.app.TableBot``)."""

    clock: Clock
    marks: TableMarks
    service: GameService

    def token_webhook(self, token: str) -> discord.Webhook: ...


class Shows(Protocol):
    """What the token pass shares with the channel sync (``cogs.channel.ChannelSync``)."""

    @property
    def clicks(self) -> dict[int, Click]: ...

    async def payload(self, loaded: Loaded) -> dict[str, Any]: ...

    def pending_humans(self, loaded: Loaded) -> frozenset[int]: ...

    async def end_text(self, record: GameRecord) -> str | None: ...

    def players(self, record: GameRecord) -> frozenset[int]: ...

    def ping_text(self, record: GameRecord, users: frozenset[int], locale: str) -> str: ...


class FollowUps:
    """Follow-ups of a game through its call token (what ``tell_rounds`` sends to)."""

    def __init__(self, tokens: TokenSync, record: GameRecord) -> None:
        self._tokens = tokens
        self._record = record

    async def send(self, **fields: Any) -> discord.WebhookMessage | None:
        return await self._tokens.follow_up(self._record, **fields)


class TokenSync:
    def __init__(self, bot: TokenHost, shows: Shows) -> None:
        self.bot = bot
        self.shows = shows

    # -- tokens -------------------------------------------------------------------------------

    async def keep(self, record: GameRecord) -> None:
        """Store the token of the game's last click once it is answered, if it lives longer
        than those kept: as the call token when its follow-ups are new messages, as the table
        token when it answered the table message."""
        click = self.shows.clicks.get(record.id)
        if click is None:
            return
        await acknowledged(click)
        if self.bot.clock.now() >= click.token_end or not click.interaction.response.is_done():
            return
        token, end = click.interaction.token, click.token_end
        if click.followups_new:
            await self.bot.marks.offer_token(record.id, CALL, token, end)
        owns = click.owns or (record.message_id if click.filled and _replied(click) else None)
        if owns is not None and owns == record.message_id:
            await self.bot.marks.offer_token(record.id, TABLE, token, end, owns)

    async def _live(self, game_id: int) -> dict[str, TokenRecord]:
        return await self.bot.marks.live_tokens(game_id, self.bot.clock.now())

    async def _caller(self, game_id: int) -> TokenRecord | None:
        """The game's call token, if it lives and has a follow-up left."""
        call = (await self._live(game_id)).get(CALL)
        return call if call is not None and call.followups < FOLLOWUPS_PER_TOKEN else None

    async def follow_up(self, record: GameRecord, **fields: Any) -> discord.WebhookMessage | None:
        """A new message in the game's channel through its call token (``None``: no token has
        a follow-up left; the caller tries again on a later pass)."""
        call = await self._caller(record.id)
        if call is None:
            return None
        webhook = self.bot.token_webhook(call.token)
        try:
            message = await webhook.send(wait=True, **fields)
        except DISCORD_FAULTS:
            # Discord may have posted it and lost only the answer (a 5xx too: it is an
            # HTTPException, hence first): counted, lest the token's sixth follow-up be tried
            # and refused (40094).
            await self.bot.marks.followed_up(record.id, call.token)
            raise
        except discord.HTTPException as error:
            if error.code == MAX_FOLLOWUPS:
                await self.bot.marks.followed_up(record.id, call.token, spent=True)
                return None
            if error.status in (401, 404):
                await self.bot.marks.drop_token(record.id, CALL, call.token)
                return None
            raise
        await self.bot.marks.followed_up(record.id, call.token)
        return message

    # -- one pass -----------------------------------------------------------------------------

    async def sync(
        self,
        loaded: Loaded,
        *,
        via: discord.Interaction | None,
        redraw: bool,
        repost: bool,
        ping_again: bool,
    ) -> None:
        record = loaded.record
        await self.keep(record)
        if record.message_id is None:
            return  # /play is answering with it
        if via is not None and via.message is not None and via.message.id != record.message_id:
            loaded = await self._adopt(loaded, via)
        await self._show(loaded, via, redraw=redraw or via is not None, repost=repost)
        loaded = await self._reload(record.id)
        await self._ping(loaded, again=ping_again)
        await tell_rounds(self.bot, loaded, FollowUps(self, loaded.record))
        if loaded.record.status == "finished" and not loaded.record.announced:
            await self._announce(loaded)
        await self._before_tokens_die(await self._reload(record.id))

    async def _reload(self, game_id: int) -> Loaded:
        loaded = await self.bot.service.load(game_id)
        assert loaded is not None
        return loaded

    async def _adopt(self, loaded: Loaded, via: discord.Interaction) -> Loaded:
        """A click on an older message of the game (its Refresh): that message, which the
        click's token may edit, becomes the table again; the one shown since says so, if a
        token still may edit it."""
        record = loaded.record
        assert via.message is not None
        old = record.message_id
        await self.bot.marks.show_message(record.id, via.message.id, None)
        await self.bot.marks.offer_token(
            record.id, TABLE, via.token, token_end(via, self.bot.discord_time), via.message.id
        )
        if old is not None:
            await self._tell_moved(record, old, via.message.id)
        return await self._reload(record.id)

    async def _show(
        self, loaded: Loaded, via: discord.Interaction | None, *, redraw: bool, repost: bool
    ) -> None:
        record = loaded.record
        if record.shown == record.current and not redraw and not repost:
            return
        payload = await self.shows.payload(loaded)
        if not repost and await self._edit(record, via, payload):
            return
        await self._post_anew(loaded, payload)

    async def _edit(
        self, record: GameRecord, via: discord.Interaction | None, payload: dict[str, Any]
    ) -> bool:
        """Edit the table through the click on it, else through the table token; ``False``
        when neither may."""
        changes = _changes(payload)
        assert record.message_id is not None
        if via is not None and via.message is not None and via.message.id == record.message_id:
            try:
                await via.edit_original_response(**changes)
                await self.bot.marks.shown(record.id, record.current)
                return True
            except discord.HTTPException as error:
                log.info("click on game %s could not edit its table (%s)", record.id, error.code)
                _rewind(payload)
        table = (await self._live(record.id)).get(TABLE)
        if table is None or table.message_id != record.message_id:
            return False
        try:
            await self.bot.token_webhook(table.token).edit_message(record.message_id, **changes)
        except discord.HTTPException as error:
            if error.status not in (401, 404):
                raise
            log.info("table token of game %s refused (%s): posted anew", record.id, error.code)
            await self.bot.marks.drop_token(record.id, TABLE, table.token)
            _rewind(payload)
            return False
        await self.bot.marks.shown(record.id, record.current)
        return True

    async def _post_anew(self, loaded: Loaded, payload: dict[str, Any]) -> bool:
        """The table as a new follow-up; the old one says where it went, while a token may
        still edit it. ``False`` when no token can send it (the next click will)."""
        record = loaded.record
        fields = {k: v for k, v in payload.items() if v is not None}
        message = await self.follow_up(record, **fields, allowed_mentions=MENTION_NOBODY)
        if message is None:
            log.info("game %s: no live token to show its table; the next click does", record.id)
            return False
        await self.bot.marks.show_message(record.id, message.id, record.current)
        if record.message_id is not None and record.message_id != message.id:
            await self._tell_moved(record, record.message_id, message.id)  # (its token first)
        call = (await self._live(record.id)).get(CALL)
        if call is not None:
            await self.bot.marks.offer_token(record.id, TABLE, call.token, call.expires, message.id)
        return True

    async def _tell_moved(self, record: GameRecord, old: int, new: int) -> None:
        """The old table becomes one line linking to the new one, if a live token may edit it
        (else it keeps what it last said: that it waits for a click)."""
        tokens = [t for t in (await self._live(record.id)).values() if t.message_id == old]
        click = self.shows.clicks.get(record.id)
        if not tokens and (click is None or click.owns != old):
            return
        locale = await self.bot.public_locale(record.guild_id)
        text = translate(
            locale, "table-moved", {"link": message_link(record, new), "id": record.id}
        )
        changes = {"content": text, "embed": None, "attachments": [], "view": None}

        async def edit() -> object:
            if tokens:
                return await self.bot.token_webhook(tokens[0].token).edit_message(old, **changes)
            assert click is not None
            return await click.interaction.edit_original_response(**changes)

        try:  # done again on a fault: the new table is stored, so no later pass comes back here
            await idempotent(edit)
        except (discord.HTTPException, *DISCORD_FAULTS) as error:
            log.info("old table %s of game %s not edited (%s)", old, record.id, error)

    # -- before the last token dies ---------------------------------------------------------

    async def _before_tokens_die(self, loaded: Loaded) -> None:
        """When the table token dies soon: the table moves to the call token if that one
        lives well beyond (a later click's), else it says it waits for a click, with a Refresh
        button, and the token is forgotten (the table is posted anew or adopted at the next
        click)."""
        record = loaded.record
        tokens = await self._live(record.id)
        table = tokens.get(TABLE)
        now = self.bot.clock.now()
        if table is None or table.expires - now > FADING_SECONDS:
            return
        if record.status not in ("lobby", "running"):
            await self.bot.marks.drop_token(record.id, TABLE, table.token)
            return  # a closed table shows its end: nothing more will change it
        call = tokens.get(CALL)
        if (
            call is not None
            and call.expires - now > 2 * FADING_SECONDS
            and call.followups < FOLLOWUPS_PER_TOKEN
            and record.status == "running"
            and await self._post_anew(loaded, await self.shows.payload(loaded))
        ):
            return
        payload = await self.shows.payload(loaded)
        locale = await self.bot.public_locale(record.guild_id)
        _mark_waiting(payload, record, locale)
        try:
            assert record.message_id is not None
            await self.bot.token_webhook(table.token).edit_message(
                record.message_id, **_changes(payload)
            )
        except DISCORD_FAULTS:
            raise  # the pass is tried again while the token lives (a 5xx too, after five tries)
        except discord.HTTPException as error:
            log.info("table of game %s could not say it waits (%s)", record.id, error.code)
        await self.bot.marks.drop_token(record.id, TABLE, table.token)
        await self.bot.marks.shown(record.id, None)  # drawn again at the next click

    # -- pings and the end ------------------------------------------------------------------

    async def _ping(self, loaded: Loaded, *, again: bool) -> None:
        """The humans to move are called in a follow-up that mentions them, once per decision
        (as in a channel). The call before is deleted while the token that sent it lives (no
        other may): the channel keeps no stale call to act, at most one past that.

        The call before goes first, and is forgotten once gone: no history can be read here
        to find what a failed pass left, so a pass cut short by a fault leaves nothing
        unrecorded that the next one cannot finish. (Sending first, a fault on the deletion
        left the new call unrecorded, and the next pass sent another.) Only a follow-up whose
        answer Discord lost can still leave a second call: its id was never heard."""
        record = loaded.record
        users = self.shows.pending_humans(loaded)
        if not users:
            if record.ping_message_id is not None:
                await self._delete_ping(record)
                await self.bot.marks.no_ping(record.id)
            return
        if not again and record.ping_message_id is not None:
            acted = await self.bot.marks.acted_since(record.id, record.ping_version or 0)
            pinged_seats = {s.seat for s in record.seats if s.user_id in record.ping_users}
            if users <= record.ping_users and acted <= pinged_seats:
                return
        call = await self._caller(record.id)
        if call is None:
            return  # the call before stands until a click brings a token to call with
        if record.ping_message_id is not None:
            await self._delete_ping(record)
            await self.bot.marks.no_ping(record.id)
        locale = await self.bot.public_locale(record.guild_id)
        message = await self.follow_up(
            record,
            content=self.shows.ping_text(record, users, locale),
            view=ping_view(record, locale),
            allowed_mentions=mention_only(users),
        )
        if message is None:
            return
        await self.bot.marks.ping(record.id, message.id, users, record.version)
        await self.bot.marks.put_token(record.id, PING, call.token, call.expires, message.id)

    async def _delete_ping(self, record: GameRecord) -> None:
        """Delete the game's last call through the token that sent it, while it lives."""
        ping = (await self._live(record.id)).get(PING)
        if ping is None or ping.message_id != record.ping_message_id:
            return
        try:
            await self.bot.token_webhook(ping.token).delete_message(ping.message_id)
        except DISCORD_FAULTS:
            raise  # it may still be there (a 5xx too, after discord.py's five tries): tried again
        except discord.HTTPException as error:
            log.info("call of game %s not deleted (%s)", record.id, error.code)
        await self.bot.marks.drop_token(record.id, PING, ping.token)

    async def _announce(self, loaded: Loaded) -> None:
        record = loaded.record
        text = await self.shows.end_text(record)
        if text is None:
            return
        replay = await replay_file(self.bot, record)
        attached = {"file": replay} if replay else {}
        sent = await self.follow_up(
            record,
            content=text,
            allowed_mentions=mention_only(self.shows.players(record)),
            **attached,
        )
        if sent is not None:
            await self.bot.marks.announced(record.id)


def _replied(click: Click) -> bool:
    """A command whose reply is a message of its own (its ``@original``)."""
    return click.interaction.response.type is discord.InteractionResponseType.channel_message


def _changes(payload: dict[str, Any]) -> dict[str, Any]:
    return {
        "embed": payload["embed"],
        "attachments": [payload["file"]] if "file" in payload else [],
        "view": payload.get("view"),
        "allowed_mentions": MENTION_NOBODY,
    }


def _rewind(payload: dict[str, Any]) -> None:
    """The image may be sent again after a refused request."""
    if "file" in payload:
        payload["file"].reset()


def _mark_waiting(payload: dict[str, Any], record: GameRecord, locale: str) -> None:
    """The table says that Discord lets it be updated only by clicks, with a Refresh button."""
    payload["embed"].add_field(
        name=translate(locale, "table-waiting-title"),
        value=translate(locale, "table-waiting"),
        inline=False,
    )
    view = payload.get("view")
    if view is not None:
        view.add_item(RefreshButton(record.id, label=translate(locale, "table-button-refresh")))
