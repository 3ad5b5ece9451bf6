"""Who a message mentions and notifies, as Discord computes it.

Only ``content`` is parsed (mentions inside embeds never ping), then filtered by the body's
``allowed_mentions``: absent, everything parsed may ping; present, a kind pings when it is in
``parse`` or, for users and roles, when its id is listed. ``@everyone``/``@here`` need the
author's Mention Everyone permission; a role needs to be mentionable or that permission.
Notifications go out when a message is created, never on an edit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import FormErrors
from .permissions import Permission
from .store import Channel, Json, Store

USER = re.compile(r"<@!?(\d{15,21})>")
ROLE = re.compile(r"<@&(\d{15,21})>")
EVERYONE = re.compile(r"@(everyone|here)\b")
MAX_IDS = 100


@dataclass
class Mentions:
    users: list[int] = field(default_factory=list)
    roles: list[int] = field(default_factory=list)
    everyone: bool = False


def validate_allowed_mentions(allowed: Json | None, form: FormErrors) -> None:
    if allowed is None:
        return
    parse = allowed.get("parse") or []
    for kind in ("users", "roles"):
        listed = allowed.get(kind) or []
        if kind in parse and listed:
            form.add(
                ("allowed_mentions", kind),
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                f'"{kind}" in parse is exclusive with the {kind} list.',
            )
        if len(listed) > MAX_IDS:
            form.add(("allowed_mentions", kind), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer.")


def compute(store: Store, channel: Channel, author_id: int, content: str, allowed: Json | None):
    """The mentions of ``content`` that take effect under ``allowed``."""
    guild = store.guild_or_none(channel)
    parse = {"users", "roles", "everyone"} if allowed is None else set(allowed.get("parse") or [])
    listed_users = {int(i) for i in (allowed or {}).get("users") or []}
    listed_roles = {int(i) for i in (allowed or {}).get("roles") or []}
    # In a (group) DM there are no roles, and @everyone pings nobody more than its recipients.
    may_everyone = guild is not None and bool(
        guild.permissions_in(channel, author_id) & Permission.MENTION_EVERYONE
    )
    result = Mentions()
    for match in USER.finditer(content):
        user_id = int(match[1])
        allowed_user = "users" in parse or user_id in listed_users
        if allowed_user and user_id in store.users and user_id not in result.users:
            result.users.append(user_id)
    for match in ROLE.finditer(content):
        role = guild.roles.get(int(match[1])) if guild is not None else None
        if role is None or not ("roles" in parse or role.id in listed_roles):
            continue
        if (role.mentionable or may_everyone) and role.id not in result.roles:
            result.roles.append(role.id)
    result.everyone = bool(EVERYONE.search(content)) and "everyone" in parse and may_everyone
    return result


def notified(store: Store, channel: Channel, author_id: int, mentions: Mentions) -> set[int]:
    """Everyone a new message with these mentions notifies (never its author)."""
    guild = store.guild_or_none(channel)
    users = set(mentions.users)
    if guild is None:
        users &= {user.id for user in channel.recipients}
        users.discard(author_id)
        return users
    for member in guild.members.values():
        if mentions.everyone or set(member.role_ids) & set(mentions.roles):
            users.add(member.user.id)
    users.discard(author_id)
    return users
