"""The fake's data model: users, guilds, channels, roles, members, messages and attachments.

Objects are mutable and shared: a `Message` a test holds is always the latest version of that
message (its `version` counts edits). Payload methods give the JSON Discord would send.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import errors
from .permissions import (
    APP_IN_PRIVATE_CHANNEL,
    APP_WITHOUT_BOT,
    PRIVATE_CHANNEL_MEMBER,
    Overwrite,
    Permission,
    base_permissions,
    channel_permissions,
)
from .snowflakes import SnowflakeFactory, iso_now

if TYPE_CHECKING:
    from PIL.Image import Image

EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15

Json = dict[str, Any]


@dataclass(eq=False)
class User:
    id: int
    username: str
    locale: str = "en-US"
    bot: bool = False
    app_installed: bool = False
    """Whether this user added the app to their account (a user install)."""

    def payload(self) -> Json:
        data: Json = {
            "id": str(self.id),
            "username": self.username,
            "global_name": None if self.bot else self.username.title(),
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int
    bot_id: int | None = None
    """Set on the bot's managed role, as Discord marks integration roles."""
    mentionable: bool = False

    def payload(self) -> Json:
        data: Json = {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.bot_id is not None,
            "mentionable": self.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    role_ids: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=iso_now)
    nick: str | None = None

    def payload(self, permissions: int | None = None) -> Json:
        data: Json = {
            "user": self.user.payload(),
            "roles": [str(role_id) for role_id in self.role_ids],
            "joined_at": self.joined_at,
            "nick": self.nick,
            "avatar": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


TEXT_CHANNEL = 0
DM_CHANNEL = 1
GROUP_DM = 3
PRIVATE_TYPES = (DM_CHANNEL, GROUP_DM)
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)


@dataclass(eq=False)
class Channel:
    id: int
    guild_id: int | None
    """``None`` for a DM or a group DM."""
    name: str
    position: int
    overwrites: dict[int, Overwrite] = field(default_factory=dict)
    last_message_id: int | None = None
    type: int = TEXT_CHANNEL
    parent_id: int | None = None
    """For a thread: the text channel it belongs to (its permissions are the parent's)."""
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    archive_timestamp: str = field(default_factory=iso_now)
    created_at: str = field(default_factory=iso_now)
    message_count: int = 0
    recipients: list[User] = field(default_factory=list)
    """For a DM or a group DM: who is in it (the bot only if it is one of them)."""

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_private(self) -> bool:
        return self.type in PRIVATE_TYPES

    def payload(self) -> Json:
        if self.is_thread:
            return self._thread_payload()
        if self.is_private:
            return self._private_payload()
        return {
            "id": str(self.id),
            "type": 0,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [o.payload() for o in self.overwrites.values()],
            "topic": None,
            "nsfw": False,
            "parent_id": None,
            "rate_limit_per_user": 0,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "flags": 0,
        }

    def _private_payload(self) -> Json:
        data: Json = {
            "id": str(self.id),
            "type": self.type,
            "recipients": [user.payload() for user in self.recipients],
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "flags": 0,
        }
        if self.type == GROUP_DM:
            data |= {"name": self.name or None, "icon": None, "owner_id": str(self.owner_id)}
        return data

    def _thread_payload(self) -> Json:
        return {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_id),
            "owner_id": str(self.owner_id),
            "name": self.name,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "rate_limit_per_user": 0,
            "message_count": self.message_count,
            "member_count": 1,
            "total_message_sent": self.message_count,
            "flags": 0,
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": self.archive_timestamp,
                "locked": self.locked,
                "create_timestamp": self.created_at,
                "invitable": True,
            },
        }


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    preferred_locale: str = "en-US"
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)

    @property
    def everyone(self) -> Role:
        """Discord gives the @everyone role the guild's own id."""
        return self.roles[self.id]

    def guild_permissions(self, user_id: int) -> int:
        member = self.members[user_id]
        role_bits = [self.everyone.permissions]
        role_bits += [self.roles[r].permissions for r in member.role_ids if r in self.roles]
        return base_permissions(is_owner=user_id == self.owner_id, role_permissions=role_bits)

    def permissions_in(self, channel: Channel, user_id: int) -> int:
        """A thread has no overwrites of its own: permissions there are its parent's."""
        if user_id not in self.members:
            return 0
        if channel.is_thread and channel.parent_id in self.channels:
            channel = self.channels[channel.parent_id]
        return channel_permissions(
            self.guild_permissions(user_id),
            guild_id=self.id,
            member_id=user_id,
            role_ids=self.members[user_id].role_ids,
            overwrites=channel.overwrites,
        )

    def everyone_permissions_in(self, channel: Channel) -> int:
        """What @everyone alone may do in ``channel``: an app without a bot in the server."""
        if channel.is_thread and channel.parent_id in self.channels:
            channel = self.channels[channel.parent_id]
        return channel_permissions(
            base_permissions(is_owner=False, role_permissions=[self.everyone.permissions]),
            guild_id=self.id,
            member_id=0,
            role_ids=[],
            overwrites=channel.overwrites,
        )

    def partial_payload(self) -> Json:
        """The `guild` object Discord puts in an interaction."""
        return {"id": str(self.id), "locale": self.preferred_locale, "features": []}

    def payload(self) -> Json:
        """GUILD_CREATE's payload: the guild with its roles, channels and members."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [role.payload() for role in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.preferred_locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": iso_now(),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [member.payload() for member in self.members.values()],
            "channels": [channel.payload() for channel in self.channels.values()],
            "threads": [],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str
    description: str | None = None
    ephemeral: bool = False

    def payload(self) -> Json:
        data: Json = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        size = png_size(self.data)
        if size is not None:
            data["width"], data["height"] = size
        if self.description is not None:
            data["description"] = self.description
        if self.ephemeral:
            data["ephemeral"] = True
        return data

    def image(self) -> Image:
        from PIL import Image  # Pillow only when a test opens an image

        return Image.open(io.BytesIO(self.data))


def png_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or len(data) < 24:
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height


INTERACTIVE_TYPES = {2, 3, 5, 6, 7, 8}
"""Buttons and the select menus: the components a user can click."""


def walk_components(components: list[Json]) -> Iterator[Json]:
    """Every component, depth first: action rows, containers, sections and their accessories."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        if "accessory" in component:
            yield from walk_components([component["accessory"]])


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[Json] = field(default_factory=list)
    components: list[Json] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    ephemeral_for: int | None = None
    """The only user who sees this message, for ephemeral replies."""
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_id: int | None = None
    interaction_metadata: Json | None = None
    interaction_legacy: Json | None = None
    deleted: bool = False
    version: int = 0
    """How many times the message was edited."""
    mention_users: list[Json] = field(default_factory=list)
    mention_role_ids: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    notified: set[int] = field(default_factory=set)
    """Users this message notified when it was posted (see ``mentions``)."""

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred reply still showing "Bot is thinking..."."""
        return bool(self.flags & LOADING)

    def payload(self) -> Json:
        data: Json = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": self.mention_everyone,
            "mentions": list(self.mention_users),
            "mention_roles": [str(i) for i in self.mention_role_ids],
            "attachments": [attachment.payload() for attachment in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = self.interaction_metadata
        if self.interaction_legacy is not None:
            data["interaction"] = self.interaction_legacy
        return data

    def interactive_components(self) -> list[Json]:
        return [c for c in walk_components(self.components) if c.get("type") in INTERACTIVE_TYPES]

    def buttons(self) -> list[Json]:
        return [c for c in self.interactive_components() if c["type"] == 2]

    def labels(self) -> list[str]:
        """Button labels, in display order (handy in assertions)."""
        return [b.get("label", "") for b in self.buttons()]

    def attachment(self, filename_or_index: str | int = 0) -> Attachment:
        if isinstance(filename_or_index, int):
            return self.attachments[filename_or_index]
        for attachment in self.attachments:
            if attachment.filename == filename_or_index:
                return attachment
        names = [a.filename for a in self.attachments]
        raise KeyError(f"no attachment {filename_or_index!r} on message {self.id}; has {names}")

    def image(self, filename_or_index: str | int = 0) -> Image:
        return self.attachment(filename_or_index).image()


class Store:
    """Everything the fake knows, plus a change signal tests and users wait on."""

    def __init__(self) -> None:
        self.ids = SnowflakeFactory()
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.attachments: dict[int, Attachment] = {}
        self._by_channel: dict[int, list[Message]] = {}
        self._ephemerals: dict[int, list[Message]] = {}
        self._changed = asyncio.Event()

    def changed(self) -> None:
        """Wake every `wait_for`.

        An Event swapped on each change rather than an asyncio.Condition, because changes happen
        in plain (non-async) code, where a Condition cannot be notified without its lock.
        """
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(
        self, predicate: Callable[[], object], timeout: float, recheck: float = 0.02
    ) -> None:
        """Return once `predicate()` holds, re-checking on every change of the fake and, for
        predicates about state outside it (a bot's cache), at least every `recheck` seconds."""
        async with asyncio.timeout(timeout):
            while not predicate():
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(recheck):
                        await self._changed.wait()

    def channel(self, channel_id: int) -> Channel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise errors.unknown_channel() from None

    def guild(self, guild_id: int) -> Guild:
        try:
            return self.guilds[guild_id]
        except KeyError:
            raise errors.unknown_guild() from None

    def guild_of(self, channel: Channel) -> Guild:
        """The guild of a server channel (a DM or group DM has none: see ``guild_or_none``)."""
        if channel.guild_id is None:
            raise LookupError(f"channel {channel.id} is a DM or group DM, in no guild")
        return self.guilds[channel.guild_id]

    def guild_or_none(self, channel: Channel) -> Guild | None:
        return None if channel.guild_id is None else self.guilds[channel.guild_id]

    def is_member(self, channel: Channel, user_id: int) -> bool:
        """Whether ``user_id`` is in the guild of ``channel``, or among its recipients."""
        guild = self.guild_or_none(channel)
        if guild is None:
            return any(user.id == user_id for user in channel.recipients)
        return user_id in guild.members

    def permissions_in(self, channel: Channel, user_id: int) -> int:
        """What ``user_id`` may do in ``channel``: nothing where they are not a member (the bot
        in a group DM, or in a server that only its users installed the app to)."""
        if not self.is_member(channel, user_id):
            return 0
        guild = self.guild_or_none(channel)
        if guild is None:
            return int(PRIVATE_CHANNEL_MEMBER)
        return guild.permissions_in(channel, user_id)

    def app_permissions(self, channel: Channel, bot_id: int) -> int:
        """An interaction's ``app_permissions`` (see the constants' sources in permissions)."""
        guild = self.guild_or_none(channel)
        if guild is None:
            bot_dm = any(user.id == bot_id for user in channel.recipients)
            extra = Permission.USE_EXTERNAL_EMOJIS if bot_dm else 0
            return int(APP_IN_PRIVATE_CHANNEL | extra)
        if bot_id in guild.members:
            return guild.permissions_in(channel, bot_id)
        return guild.everyone_permissions_in(channel) | int(APP_WITHOUT_BOT)

    def message(self, channel_id: int, message_id: int) -> Message:
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise errors.unknown_message()
        return message

    def add_message(self, message: Message) -> None:
        self.messages[message.id] = message
        self._by_channel.setdefault(message.channel_id, []).append(message)
        if message.ephemeral_for is not None:
            self._ephemerals.setdefault(message.ephemeral_for, []).append(message)
        for attachment in message.attachments:
            self.attachments[attachment.id] = attachment

    def channel_messages(self, channel: Channel) -> list[Message]:
        """Every live message of the channel, ephemerals included, oldest first."""
        return [m for m in self._by_channel.get(channel.id, []) if not m.deleted]

    def ephemerals(self, user_id: int) -> list[Message]:
        """Live ephemeral messages only `user_id` sees, oldest first."""
        return [m for m in self._ephemerals.get(user_id, []) if not m.deleted]

    def visible_messages(self, channel: Channel) -> list[Message]:
        """The channel as everyone sees it: no ephemerals, no deleted messages, oldest first."""
        return [m for m in self.channel_messages(channel) if m.ephemeral_for is None]
