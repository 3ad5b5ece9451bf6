"""Interaction lifecycle: creation, the acknowledgement deadline, callbacks, follow-ups.

Strict where Discord is strict: one acknowledgement per interaction (40060 on the second),
within `ack_deadline` seconds (10062 after), a callback type that fits the interaction type,
follow-ups only once acknowledged (10015 before), tokens valid for 15 minutes of the fake's
clock (``FakeDiscord.advance`` moves it): after that, editing the original response or a
follow-up fails with 401 "Invalid Webhook Token", as on Discord. Where the app is only
user-installed, at most 5 follow-ups, and answers forced ephemeral where the server does not let
the user Use External Apps (see ``installs``).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from enum import IntEnum

from . import errors, installs
from .errors import DiscordError, FormErrors, InteractionFailed
from .installs import Owners
from .messages import ATTACHMENT_SIZE_LIMIT, Dispatch, MessageBody, Messages
from .store import EPHEMERAL, LOADING, Channel, Guild, Json, Message, Store, User

TOKEN_LIFETIME = 15 * 60.0


class InteractionType(IntEnum):
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType(IntEnum):
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


ALLOWED_CALLBACKS = {
    InteractionType.APPLICATION_COMMAND: {4, 5, 9},
    InteractionType.MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
    InteractionType.AUTOCOMPLETE: {8},
    InteractionType.MODAL_SUBMIT: {4, 5, 6, 7},
}

COMMAND_REPLY_TYPE = 20
"""Message type CHAT_INPUT_COMMAND, which Discord gives replies to slash commands."""


class Interaction:
    """One interaction as the fake saw it: the outcome a simulated user's action returns.

    `message` is what the user looks at afterwards: the reply (or "thinking" placeholder), or
    for a deferred update the message whose component was used. Timestamps are `loop.time()`.
    """

    def __init__(
        self,
        *,
        id: int,
        type: InteractionType,
        user: User,
        guild: Guild | None,
        channel: Channel,
        source: Message | None,
        created_at: float,
        deadline: float,
        issued_at: float = 0.0,
        owners: Owners | None = None,
        context: int = installs.GUILD,
        forced_ephemeral: bool = False,
    ) -> None:
        loop = asyncio.get_running_loop()
        self.id = id
        self.token = f"fake-interaction-{secrets.token_urlsafe(24)}"
        self.type = type
        self.user = user
        self.guild = guild
        self.channel = channel
        self.source = source
        self.created_at = created_at
        self.deadline = deadline
        self.issued_at = issued_at
        """When the token was issued, on the fake's clock (Unix seconds, ``advance`` included)."""
        self.owners: Owners = owners or {}
        """``authorizing_integration_owners`` (see ``installs``)."""
        self.context = context
        self.forced_ephemeral = forced_ephemeral
        """Every answer is ephemeral: a server without the bot where the user may not Use
        External Apps."""
        self.payload: Json = {}
        self.callback_type: CallbackType | None = None
        self.acked_at: float | None = None
        self.answered_at: float | None = None
        self.answer: Message | None = None
        self.original: Message | None = None
        self.followups: list[Message] = []
        self.choices: list[Json] | None = None
        self.modal: Json | None = None
        self.failure: str | None = None
        self._acked: asyncio.Future[None] = loop.create_future()
        self._answered: asyncio.Future[None] = loop.create_future()
        self._timer: asyncio.TimerHandle | None = None

    def __repr__(self) -> str:
        state = self.failure or (self.callback_type.name if self.callback_type else "pending")
        return f"<Interaction {self.id} {self.type.name} by {self.user.username}: {state}>"

    @property
    def message(self) -> Message | None:
        return self.original or self.source

    @property
    def ephemeral(self) -> bool:
        return self.original is not None and self.original.ephemeral

    @property
    def ack_seconds(self) -> float | None:
        """From the user's action to the bot's acknowledgement."""
        return None if self.acked_at is None else self.acked_at - self.created_at

    @property
    def answer_seconds(self) -> float | None:
        """From the user's action to the first content shown (see `answered`)."""
        return None if self.answered_at is None else self.answered_at - self.created_at

    @property
    def acknowledged(self) -> bool:
        return self.callback_type is not None

    async def acknowledgement(self) -> Interaction:
        """Wait for the bot's callback; raises InteractionFailed once the deadline passed."""
        await asyncio.shield(self._acked)
        if self.failure is not None:
            raise InteractionFailed(f"{self!r}: {self.failure}", self)
        return self

    async def answered(self, timeout: float = 5.0) -> Message:
        """The first message content the user sees for this interaction.

        Immediate for a reply or an update; after a defer it is the filled-in placeholder, the
        edited component message or the first follow-up, whichever the bot sends first.
        """
        await self.acknowledgement()
        async with asyncio.timeout(timeout):
            await asyncio.shield(self._answered)
        assert self.answer is not None
        return self.answer

    def _mark_answered(self, message: Message, now: float) -> None:
        if self.answer is None:
            self.answer = message
            self.answered_at = now
            self._answered.set_result(None)


class Interactions:
    def __init__(
        self,
        store: Store,
        messages: Messages,
        dispatch: Dispatch,
        *,
        application_id: int,
        bot: User,
        ack_deadline: float,
    ) -> None:
        self.store = store
        self.messages = messages
        self.dispatch = dispatch
        self.application_id = application_id
        self.bot = bot
        self.ack_deadline = ack_deadline
        """Seconds the bot has to acknowledge; tests of the deadline may shorten it."""
        self.all: list[Interaction] = []
        self._by_id: dict[int, Interaction] = {}
        self._by_token: dict[str, Interaction] = {}

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    def clock(self) -> float:
        """The fake's wall clock in Unix seconds, moved forward by ``FakeDiscord.advance``."""
        return time.time() + self.store.ids.offset_ms / 1000

    def open(
        self,
        kind: InteractionType,
        user: User,
        channel: Channel,
        data: Json,
        source: Message | None = None,
        owners: Owners | None = None,
    ) -> Interaction:
        """Create the interaction, send INTERACTION_CREATE to the bot and start the deadline.

        ``owners`` are a command's (``installs.command_owners``); a component or modal has
        those of the message it came from."""
        guild = self.store.guild_or_none(channel)
        if owners is None:
            owners = self._source_owners(user, channel, source)
        now = self._now()
        interaction = Interaction(
            id=self.store.ids.next(),
            type=kind,
            user=user,
            guild=guild,
            channel=channel,
            source=source,
            created_at=now,
            deadline=now + self.ack_deadline,
            issued_at=self.clock(),
            owners=owners,
            context=installs.context_of(channel, self.bot.id),
            forced_ephemeral=installs.forced_ephemeral(self.store, channel, user, owners),
        )
        interaction.payload = {
            "id": str(interaction.id),
            "application_id": str(self.application_id),
            "type": int(kind),
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "token": interaction.token,
            "version": 1,
            "locale": user.locale,
            "app_permissions": str(self.store.app_permissions(channel, self.bot.id)),
            "entitlements": [],
            "authorizing_integration_owners": dict(owners),
            "context": interaction.context,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if guild is not None:
            member = guild.members[user.id]
            interaction.payload |= {
                "guild_id": str(guild.id),
                "guild": guild.partial_payload(),
                "member": member.payload(guild.permissions_in(channel, user.id)),
                "guild_locale": guild.preferred_locale,
            }
        else:
            interaction.payload["user"] = user.payload()
        if source is not None:
            interaction.payload["message"] = source.payload()
        self.all.append(interaction)
        self._by_id[interaction.id] = interaction
        self._by_token[interaction.token] = interaction
        interaction._timer = asyncio.get_running_loop().call_at(
            interaction.deadline, self._expire, interaction
        )
        self.dispatch("INTERACTION_CREATE", interaction.payload)
        self.store.changed()
        return interaction

    def _source_owners(self, user: User, channel: Channel, source: Message | None) -> Owners:
        """A component's owners: those of the interaction that made its message, else (a
        message the bot posted) the guild install's."""
        metadata = source.interaction_metadata if source is not None else None
        if metadata is not None:
            return dict(metadata["authorizing_integration_owners"])
        here = installs.installs_here(self.store, channel, user, self.bot.id)
        return {k: v for k, v in here.items() if k == str(installs.GUILD_INSTALL)}

    def _expire(self, interaction: Interaction) -> None:
        if interaction.acknowledged or interaction.failure is not None:
            return
        interaction.failure = f"not acknowledged within {self.ack_deadline:g} s"
        interaction._acked.set_result(None)
        self.store.changed()

    # -- POST /interactions/{id}/{token}/callback ------------------------------------------

    def callback(self, interaction_id: int, token: str, body: MessageBody) -> Interaction:
        interaction = self._by_id.get(interaction_id)
        if interaction is None or interaction.token != token:
            raise errors.unknown_interaction()
        if interaction.failure is None and self._now() >= interaction.deadline:
            self._expire(interaction)
        if interaction.failure is not None:
            raise errors.unknown_interaction()
        if interaction.acknowledged:
            raise errors.already_acknowledged()
        kind = body.data.get("type")
        if kind not in ALLOWED_CALLBACKS[interaction.type]:
            form = FormErrors()
            form.add(
                ("type",),
                "INTERACTION_RESPONSE_TYPE_INVALID",
                f"Callback type {kind} is not valid for a {interaction.type.name} interaction.",
            )
            form.raise_if_any()
        callback = CallbackType(kind)
        inner = MessageBody(body.data.get("data") or {}, body.files)
        self._respond(interaction, callback, inner)
        now = self._now()
        interaction.callback_type = callback
        interaction.acked_at = now
        if interaction._timer is not None:
            interaction._timer.cancel()
        if callback in (CallbackType.CHANNEL_MESSAGE, CallbackType.UPDATE_MESSAGE):
            assert interaction.original is not None
            interaction._mark_answered(interaction.original, now)
        interaction._acked.set_result(None)
        self.store.changed()
        return interaction

    def _respond(self, interaction: Interaction, callback: CallbackType, body: MessageBody) -> None:
        """Apply the callback; a bad body raises and leaves the interaction unacknowledged."""
        flags = int(body.data.get("flags") or 0)
        ephemeral = bool(flags & EPHEMERAL) or interaction.forced_ephemeral
        if callback == CallbackType.CHANNEL_MESSAGE:
            message = self._new_reply(interaction, ephemeral=ephemeral)
            self.messages.apply(message, body)
            interaction.original = self.messages.publish(message)
        elif callback == CallbackType.DEFERRED_CHANNEL_MESSAGE:
            message = self._new_reply(interaction, ephemeral=ephemeral)
            message.flags |= LOADING
            interaction.original = self.messages.publish(message)
        elif callback in (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE):
            if interaction.source is None:
                raise DiscordError(400, 50035, "Invalid Form Body: no message to update")
            if callback == CallbackType.UPDATE_MESSAGE:
                self.messages.edit(interaction.source, body)
            interaction.original = interaction.source
        elif callback == CallbackType.AUTOCOMPLETE_RESULT:
            choices = body.data.get("choices") or []
            if len(choices) > 25:
                raise DiscordError(400, 50035, "Invalid Form Body: more than 25 choices")
            interaction.choices = choices
        else:
            form = FormErrors()
            form.check_length(("data", "custom_id"), body.data.get("custom_id"), 1, 100)
            form.check_length(("data", "title"), body.data.get("title"), 1, 45)
            if not 1 <= len(body.data.get("components") or []) <= 5:
                form.add(("data", "components"), "BASE_TYPE_BAD_LENGTH", "1 to 5 components.")
            form.raise_if_any()
            interaction.modal = body.data

    def _new_reply(self, interaction: Interaction, *, ephemeral: bool) -> Message:
        metadata: Json = {
            "id": str(interaction.id),
            "type": int(interaction.type),
            "user": interaction.user.payload(),
            "authorizing_integration_owners": dict(interaction.owners),
        }
        legacy: Json | None = None
        kind = 0
        if interaction.type == InteractionType.APPLICATION_COMMAND:
            kind = COMMAND_REPLY_TYPE
            name = interaction.payload["data"]["name"]
            metadata["name"] = name
            legacy = {
                "id": str(interaction.id),
                "type": int(interaction.type),
                "name": name,
                "user": interaction.user.payload(),
            }
        elif interaction.source is not None:
            metadata["interacted_message_id"] = str(interaction.source.id)
        return self.messages.new(
            interaction.channel,
            self.bot.id,
            flags=EPHEMERAL if ephemeral else 0,
            type=kind,
            ephemeral_for=interaction.user.id if ephemeral else None,
            webhook_id=self.application_id,
            application_id=self.application_id,
            interaction_id=interaction.id,
            interaction_metadata=metadata,
            interaction_legacy=legacy,
        )

    @staticmethod
    def callback_response(interaction: Interaction) -> Json:
        """The `with_response=true` body discord.py 2.7 requires (it cannot take a 204)."""
        message = interaction.original
        callback = interaction.callback_type
        assert callback is not None
        creates = callback in (4, 5, 7)
        summary: Json = {
            "id": str(interaction.id),
            "type": int(interaction.type),
            "activity_instance_id": None,
            "response_message_loading": callback == CallbackType.DEFERRED_CHANNEL_MESSAGE,
            "response_message_ephemeral": interaction.ephemeral,
        }
        resource: Json = {"type": int(callback)}
        if creates and message is not None:
            summary["response_message_id"] = str(message.id)
            resource["message"] = message.payload()
        return {"interaction": summary, "resource": resource}

    # -- /webhooks/{application_id}/{token}... ----------------------------------------------

    def by_token(self, application_id: int, token: str) -> Interaction:
        interaction = self._by_token.get(token)
        if interaction is None or application_id != self.application_id:
            raise errors.unknown_webhook()
        if self.clock() > interaction.issued_at + TOKEN_LIFETIME:
            raise errors.invalid_webhook_token()
        if not interaction.acknowledged:
            raise errors.unknown_webhook()
        return interaction

    def followup(self, interaction: Interaction, body: MessageBody) -> Message:
        """A follow-up; the first one after a deferred reply fills in the "thinking" message."""
        now = self._now()
        original = interaction.original
        if (
            interaction.callback_type == CallbackType.DEFERRED_CHANNEL_MESSAGE
            and original is not None
            and original.loading
            and not original.deleted
        ):
            message = self.messages.edit(original, body, finish_loading=True)
        else:
            installs.check_followup_limit(interaction.owners, len(interaction.followups))
            flags = int(body.data.get("flags") or 0)
            ephemeral = bool(flags & EPHEMERAL) or interaction.forced_ephemeral
            message = self._new_reply(interaction, ephemeral=ephemeral)
            self.messages.apply(message, body)
            self.messages.publish(message)
            interaction.followups.append(message)
        interaction._mark_answered(message, now)
        return message

    def webhook_message(self, interaction: Interaction, message_id: str) -> Message:
        """`@original` or a follow-up of this interaction, by id.

        A token reaches only its own interaction's messages: its original response (for a
        component, the message it updated or deferred an update of) and its follow-ups; any
        other message id, even one of the same app in the same channel made through another
        interaction, is 10008 Unknown Message. Discord's docs do not say so plainly either
        way; they describe only these two: "Edit Original Interaction Response" and "Edit
        Followup Message: Edits a followup message for an Interaction" (discord-api-docs,
        interactions/receiving-and-responding.mdx). The fake takes the strict reading, so the
        bot's fallback (post the table anew as a follow-up) is exercised; a bot that works
        here works where Discord is more lenient too."""
        if message_id == "@original":
            message = interaction.original
        else:
            candidates = [interaction.original, *interaction.followups]
            found = [m for m in candidates if m is not None and str(m.id) == message_id]
            message = found[0] if found else None
        if message is None or message.deleted:
            raise errors.unknown_message()
        return message

    def edit_webhook_message(
        self, interaction: Interaction, message: Message, body: MessageBody
    ) -> Message:
        self.messages.edit(message, body, finish_loading=message.loading)
        interaction._mark_answered(message, self._now())
        return message
