"""Discord permission bits and the channel permission algorithm the real server applies."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntFlag
from typing import Protocol


class Permission(IntFlag):
    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    SEND_TTS_MESSAGES = 1 << 12
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    USE_EXTERNAL_APPS = 1 << 50
    """Lets user-installed apps (not installed to the server) answer publicly; without it their
    answers are ephemeral (developers/topics/permissions.mdx of discord/discord-api-docs)."""


ALL_PERMISSIONS = (1 << 51) - 1
"""What owners and administrators get: every bit Discord currently defines (and a few spare)."""

EVERYONE_DEFAULT = (
    Permission.CREATE_INSTANT_INVITE
    | Permission.ADD_REACTIONS
    | Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.CHANGE_NICKNAME
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.CREATE_PUBLIC_THREADS
    | Permission.SEND_MESSAGES_IN_THREADS
    | Permission.USE_EXTERNAL_APPS
)
"""Close to what Discord gives @everyone in a new server (Use External Apps is "enabled for
servers by default": the 2024 change log of discord/discord-api-docs)."""

BOT_DEFAULT = (
    Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.ADD_REACTIONS
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.SEND_MESSAGES_IN_THREADS
)
"""The bot's managed role, as if invited with the permissions a board-game bot asks for."""

SEND_DEPENDENT = (
    Permission.SEND_TTS_MESSAGES
    | Permission.MENTION_EVERYONE
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
)
"""Discord implicitly removes these when Send Messages is denied."""

PRIVATE_CHANNEL_MEMBER = (
    Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.ADD_REACTIONS
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.USE_EXTERNAL_APPS
)
"""What a recipient of a DM or group DM may do there (no roles, no overwrites)."""

APP_IN_PRIVATE_CHANNEL = (
    Permission.ATTACH_FILES | Permission.EMBED_LINKS | Permission.MENTION_EVERYONE
)
"""An interaction's ``app_permissions`` in a (group) DM with other users; a DM with the app's bot
user adds Use External Emojis (receiving-and-responding.mdx of discord/discord-api-docs)."""

APP_WITHOUT_BOT = Permission.ATTACH_FILES | Permission.EMBED_LINKS
"""Added to @everyone's channel permissions for the ``app_permissions`` of an interaction in a
server without the app's bot (discord/discord-api-docs issue 5316: "always have Attach Files
and Embed Links")."""


class HasValue(Protocol):
    @property
    def value(self) -> int: ...


PermissionsLike = int | HasValue
"""An int bit set or anything with `.value`, such as `discord.Permissions`."""


def as_bits(permissions: PermissionsLike) -> int:
    return permissions if isinstance(permissions, int) else int(permissions.value)


@dataclass
class Overwrite:
    """A channel permission overwrite; kind 0 targets a role, kind 1 a member."""

    target_id: int
    kind: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, object]:
        return {
            "id": str(self.target_id),
            "type": self.kind,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


def base_permissions(*, is_owner: bool, role_permissions: Iterable[int]) -> int:
    """Guild-level permissions: @everyone plus every role of the member."""
    if is_owner:
        return ALL_PERMISSIONS
    bits = 0
    for role_bits in role_permissions:
        bits |= role_bits
    return ALL_PERMISSIONS if bits & Permission.ADMINISTRATOR else bits


def channel_permissions(
    base: int,
    *,
    guild_id: int,
    member_id: int,
    role_ids: Iterable[int],
    overwrites: dict[int, Overwrite],
) -> int:
    """Apply overwrites in Discord's order: @everyone, then all roles at once, then the member."""
    if base & Permission.ADMINISTRATOR:
        return ALL_PERMISSIONS
    bits = base
    everyone = overwrites.get(guild_id)
    if everyone is not None:
        bits = (bits & ~everyone.deny) | everyone.allow
    allow = deny = 0
    for role_id in role_ids:
        role_overwrite = overwrites.get(role_id)
        if role_overwrite is not None and role_overwrite.kind == 0:
            allow |= role_overwrite.allow
            deny |= role_overwrite.deny
    bits = (bits & ~deny) | allow
    own = overwrites.get(member_id)
    if own is not None and own.kind == 1:
        bits = (bits & ~own.deny) | own.allow
    if not bits & Permission.VIEW_CHANNEL:
        return 0
    if not bits & Permission.SEND_MESSAGES:
        bits &= ~SEND_DEPENDENT
    return bits
