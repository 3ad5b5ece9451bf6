"""Simulated users: what a person can do in the Discord client, and nothing more.

A user can only run commands the bot synced and that Discord would show them, click buttons
and pick options that exist on the current version of a message they can see. Anything else
raises `FakeDiscordUsageError` before the bot hears of it, as the real client would not send it.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from . import installs
from .commands import can_use, locate
from .errors import FakeDiscordUsageError
from .installs import Owners
from .interactions import Interaction, InteractionType
from .options import OptionValue, build_options
from .permissions import Permission, PermissionsLike, as_bits
from .store import Channel, Guild, Json, Message, User
from .validation import BUTTON, LINK_STYLE, STRING_SELECT

if TYPE_CHECKING:
    from .fake import FakeDiscord

TEXT_INPUT_TYPE = 4
LABEL_TYPE = 18


class FakeUser:
    """A member acting in a channel (its default channel; `at()` gives another)."""

    def __init__(self, fake: FakeDiscord, user: User, channel: Channel) -> None:
        self.fake = fake
        self.user = user
        self.channel = channel

    def __repr__(self) -> str:
        return f"<FakeUser {self.user.username} in #{self.channel.name}>"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.username

    @property
    def locale(self) -> str:
        return self.user.locale

    @locale.setter
    def locale(self, value: str) -> None:
        self.user.locale = value

    @property
    def guild(self) -> Guild:
        """The guild of the channel they act in (a group DM or a DM has none)."""
        return self.fake.store.guild_of(self.channel)

    def at(self, channel: Channel) -> FakeUser:
        """The same user acting in another channel (of a guild they are a member of, or a
        group DM they are in)."""
        if not self.fake.store.is_member(channel, self.user.id):
            raise FakeDiscordUsageError(f"{self.name} is not a member of that channel")
        return FakeUser(self.fake, self.user, channel)

    def set_permissions(self, permissions: PermissionsLike) -> None:
        """Replace the guild-wide permissions this member gets beyond @everyone."""
        self.fake.set_member_permissions(self.user, self.guild, as_bits(permissions))

    def permissions(self) -> int:
        return self.fake.store.permissions_in(self.channel, self.user.id)

    def sees(self, text: str) -> str:
        """``text`` as this user's client shows it: command mentions as ``/`` and the command's
        name in the user's language (see ``CommandRegistry.shown``)."""
        return self.fake.commands.shown(text, self.channel.guild_id, self.locale)

    def ephemerals(self) -> list[Message]:
        """Ephemeral messages only this user sees, oldest first, each at its latest version."""
        return self.fake.store.ephemerals(self.user.id)

    # -- slash commands ----------------------------------------------------------------------

    async def slash(self, command: str, /, **options: OptionValue) -> Interaction:
        """Run `/command` ("game start" for subcommands); returns once the bot acknowledged.

        Raises InteractionFailed if the bot did not acknowledge within the deadline.
        """
        data, owners = self._command_data(command, options, focused=None)
        return await self._open(
            InteractionType.APPLICATION_COMMAND, self.channel, data, owners=owners
        )

    async def autocomplete(
        self, command: str, option: str, typed: str, /, **options: OptionValue
    ) -> list[Json]:
        """Type `typed` into an autocomplete option; returns the choices the bot offered."""
        data, owners = self._command_data(command, {**options, option: typed}, focused=option)
        interaction = await self._open(
            InteractionType.AUTOCOMPLETE, self.channel, data, owners=owners
        )
        return interaction.choices or []

    def _command_data(
        self, command: str, options: dict[str, OptionValue], focused: str | None
    ) -> tuple[Json, Owners]:
        """The command's data, and its ``authorizing_integration_owners`` here."""
        name, *words = command.split()
        store = self.fake.store
        guild = store.guild_or_none(self.channel)
        stored = self.fake.commands.for_user(self.channel.guild_id, name)
        bot_id = self.fake.bot_user.id
        context = installs.context_of(self.channel, bot_id)
        here = installs.installs_here(store, self.channel, self.user, bot_id)
        owners = installs.command_owners(stored, context, here)
        permissions = self.permissions()
        if not permissions & Permission.VIEW_CHANNEL or not can_use(stored, permissions):
            raise FakeDiscordUsageError(
                f"{self.name} cannot use /{name} in #{self.channel.name} "
                f"(needs permissions {stored.get('default_member_permissions')})"
            )
        chain, schema = locate(stored, words)
        if focused is not None:
            target = next((o for o in schema if o["name"] == focused), None)
            if target is None or not target.get("autocomplete"):
                raise FakeDiscordUsageError(f"option {focused!r} of /{command} has no autocomplete")
        built, resolved = build_options(
            schema, options, guild=guild, channel=self.channel, invoker=self.user, focused=focused
        )
        for node in reversed(chain[1:]):
            built = [{"name": node["name"], "type": node["type"], "options": built}]
        data: Json = {"id": stored["id"], "name": stored["name"], "type": 1, "options": built}
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in stored:
            data["guild_id"] = stored["guild_id"]
        return data, owners

    # -- components --------------------------------------------------------------------------

    async def click(self, message: Message | int, button: str) -> Interaction:
        """Click a button found by custom_id, else by its label (or emoji name)."""
        current = self._visible(message)
        component = _find(current, button, types={BUTTON}, text_keys=("label",))
        if component.get("style") == LINK_STYLE:
            raise FakeDiscordUsageError(f"{button!r} is a link button: it opens a URL")
        data = {"custom_id": component["custom_id"], "component_type": BUTTON}
        return await self._open_on(current, data)

    async def select(self, message: Message | int, menu: str, *values: str) -> Interaction:
        """Pick options (by value, else label) in a select found by custom_id or placeholder."""
        current = self._visible(message)
        component = _find(current, menu, types={STRING_SELECT}, text_keys=("placeholder",))
        options = component.get("options") or []
        picked: list[str] = []
        for wanted in values:
            option = next((o for o in options if o["value"] == wanted), None) or next(
                (o for o in options if o["label"] == wanted), None
            )
            if option is None:
                offered = [(o["value"], o["label"]) for o in options]
                raise FakeDiscordUsageError(f"{menu!r} has no option {wanted!r}: {offered}")
            picked.append(option["value"])
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(picked) <= high:
            raise FakeDiscordUsageError(f"{menu!r} takes {low} to {high} values, not {len(picked)}")
        data = {
            "custom_id": component["custom_id"],
            "component_type": STRING_SELECT,
            "values": picked,
        }
        return await self._open_on(current, data)

    async def submit(self, opened: Interaction, /, **fields: str) -> Interaction:
        """Submit the modal the bot answered `opened` with; fields by custom_id or label."""
        if opened.modal is None:
            raise FakeDiscordUsageError(f"{opened!r} did not open a modal")
        if opened.user.id != self.user.id:
            raise FakeDiscordUsageError("only the user who opened a modal can submit it")
        remaining = dict(fields)
        components = [_fill(c, remaining) for c in opened.modal.get("components") or []]
        if remaining:
            raise FakeDiscordUsageError(f"the modal has no field(s) {sorted(remaining)}")
        data = {"custom_id": opened.modal["custom_id"], "components": components}
        return await self._open(
            InteractionType.MODAL_SUBMIT, opened.channel, data, opened.source, owners=opened.owners
        )

    def _visible(self, message: Message | int) -> Message:
        message_id = message if isinstance(message, int) else message.id
        current = self.fake.store.messages.get(message_id)
        if current is None or current.deleted:
            raise FakeDiscordUsageError(f"message {message_id} does not exist (any more)")
        if current.ephemeral_for not in (None, self.user.id):
            raise FakeDiscordUsageError(f"message {message_id} is ephemeral to someone else")
        if not self.fake.store.is_member(self.fake.store.channel(current.channel_id), self.id):
            raise FakeDiscordUsageError(f"{self.name} cannot see the channel of {message_id}")
        return current

    async def _open_on(self, message: Message, data: Json) -> Interaction:
        channel = self.fake.store.channel(message.channel_id)
        return await self._open(InteractionType.MESSAGE_COMPONENT, channel, data, message)

    async def _open(
        self,
        kind: InteractionType,
        channel: Channel,
        data: Json,
        source: Message | None = None,
        *,
        owners: Owners | None = None,
    ) -> Interaction:
        if channel.id not in self.fake.store.channels:
            raise FakeDiscordUsageError(f"channel {channel.id} was deleted")
        if delay := self.fake.latency.user():
            await asyncio.sleep(delay)
        interaction = self.fake.interactions.open(kind, self.user, channel, data, source, owners)
        return await interaction.acknowledgement()


def _find(message: Message, key: str, *, types: set[int], text_keys: tuple[str, ...]) -> Json:
    candidates = [c for c in message.interactive_components() if c["type"] in types]
    exact = [c for c in candidates if c.get("custom_id") == key]
    by_text = [
        c
        for c in candidates
        if any(c.get(k) == key for k in text_keys) or (c.get("emoji") or {}).get("name") == key
    ]
    found = exact or by_text
    if not found:
        described = [(c.get("custom_id"), *(c.get(k) for k in text_keys)) for c in candidates]
        raise FakeDiscordUsageError(
            f"no component {key!r} on message {message.id} (version {message.version}); "
            f"it has {described}"
        )
    if len(found) > 1:
        raise FakeDiscordUsageError(f"{key!r} is ambiguous on message {message.id}; use custom_id")
    component = found[0]
    if component.get("disabled"):
        raise FakeDiscordUsageError(f"{key!r} is disabled on message {message.id}")
    return component


def _fill(component: Json, fields: dict[str, str], label: str | None = None) -> Json:
    """The submitted mirror of a modal component, consuming the values it uses from `fields`."""
    kind = component.get("type")
    if kind == 1:
        return {"type": 1, "components": [_fill(c, fields) for c in component["components"]]}
    if kind == LABEL_TYPE:
        inner = _fill(component["component"], fields, label=component.get("label"))
        return {"type": LABEL_TYPE, "component": inner}
    custom_id = component.get("custom_id")
    label = label or component.get("label")
    key = custom_id if custom_id in fields else label if label in fields else None
    value = fields.pop(key) if key is not None else ""
    if kind == TEXT_INPUT_TYPE:
        if not value and component.get("required", True):
            raise FakeDiscordUsageError(f"modal field {label or custom_id!r} is required")
        return {"type": kind, "custom_id": custom_id, "value": value}
    if kind == STRING_SELECT:
        return {"type": kind, "custom_id": custom_id, "values": [value] if value else []}
    return {"type": kind, "id": component.get("id")}
