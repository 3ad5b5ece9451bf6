"""Where the app is installed, and what that changes for an interaction (Discord since 2024).

An app is installed to a server (its bot is a member: GUILD_INSTALL, ``"0"``) and/or to a user
(USER_INSTALL, ``"1"``: ``FakeDiscord.install_app``). An interaction comes from a context:
GUILD (0), BOT_DM (1, a DM with the app's bot) or PRIVATE_CHANNEL (2, a group DM or a DM between
users). The sources, all from discord/discord-api-docs (developers/…):

- interactions/receiving-and-responding.mdx, "Interaction Context Types" and "Authorizing
  Integration Owners Object": a key is present when the app is installed that way, the context
  supports it and the command's ``integration_types`` has it; ``"0"`` maps to the guild id
  (``"0"`` in a DM with the bot), ``"1"`` to the id of the user who installed the app.
- the same page, "Create Followup Message": "Apps are limited to 5 followup messages per
  interaction if it was initiated from a user-installed app and isn't installed in the server
  (meaning the authorizing integration owners object only contains USER_INSTALL)"; the error is
  40094 "This interaction has hit the maximum number of follow up messages"
  (topics/opcodes-and-status-codes.mdx), answered with 400 as the other 400xx codes. The fake
  counts the follow-ups created: the first one after a deferred reply, which fills in the
  "thinking" message instead (deprecated behaviour of the same endpoint), is not one.
- topics/permissions.mdx, USE_EXTERNAL_APPS: "When disabled, users will still be allowed to use
  their apps but the responses will be ephemeral. This only applies to apps not also installed
  to the server."
- interactions/application-commands.mdx, "Contexts": ``integration_types`` and ``contexts`` of a
  global command say where it is shown; guild commands are shown in their guild only.
"""

from __future__ import annotations

from .errors import DiscordError, FakeDiscordUsageError
from .permissions import Permission
from .store import DM_CHANNEL, Channel, Json, Store, User

GUILD_INSTALL = 0
USER_INSTALL = 1
GUILD = 0
BOT_DM = 1
PRIVATE_CHANNEL = 2
ALL_CONTEXTS = (GUILD, BOT_DM, PRIVATE_CHANNEL)
CONTEXT_NAMES = {GUILD: "a server", BOT_DM: "a DM with the bot", PRIVATE_CHANNEL: "a group DM"}
USER_INSTALL_FOLLOWUPS = 5

Owners = dict[str, str]
"""``authorizing_integration_owners``: install type (as a string key) to guild or user id."""


def context_of(channel: Channel, bot_id: int) -> int:
    if channel.guild_id is not None:
        return GUILD
    bot_dm = channel.type == DM_CHANNEL and any(u.id == bot_id for u in channel.recipients)
    return BOT_DM if bot_dm else PRIVATE_CHANNEL


def installs_here(store: Store, channel: Channel, user: User, bot_id: int) -> Owners:
    """The installs that may answer ``user`` in ``channel``, with their owners."""
    owners: Owners = {}
    if channel.guild_id is not None and bot_id in store.guilds[channel.guild_id].members:
        owners[str(GUILD_INSTALL)] = str(channel.guild_id)
    elif context_of(channel, bot_id) == BOT_DM:
        owners[str(GUILD_INSTALL)] = "0"
    if user.app_installed:
        owners[str(USER_INSTALL)] = str(user.id)
    return owners


def command_contexts(command: Json) -> tuple[int, ...]:
    """Where a command may be used: its ``contexts``, else every context (but the DM with the
    bot when the deprecated ``dm_permission`` is false)."""
    if command.get("guild_id") is not None:
        return (GUILD,)
    contexts = command.get("contexts")
    if contexts is not None:
        return tuple(contexts)
    if command.get("dm_permission") is False:
        return (GUILD, PRIVATE_CHANNEL)
    return ALL_CONTEXTS


def command_owners(command: Json, context: int, installs: Owners) -> Owners:
    """The owners of an invocation of ``command``; a usage error where Discord would not even
    show it (wrong context, or none of its install types authorized here)."""
    name = f"/{command['name']}"
    if context not in command_contexts(command):
        raise FakeDiscordUsageError(f"{name} is not registered for {CONTEXT_NAMES[context]}")
    types = command.get("integration_types") or [GUILD_INSTALL]
    owners = {key: value for key, value in installs.items() if int(key) in types}
    if command.get("guild_id") is not None:
        owners = {key: value for key, value in owners.items() if key == str(GUILD_INSTALL)}
    if not owners:
        raise FakeDiscordUsageError(
            f"{name} (integration_types {types}) is not installed for this user here "
            f"(installs here: {sorted(installs) or 'none'})"
        )
    return owners


def user_install_only(owners: Owners) -> bool:
    return set(owners) == {str(USER_INSTALL)}


def check_followup_limit(owners: Owners, sent: int) -> None:
    if user_install_only(owners) and sent >= USER_INSTALL_FOLLOWUPS:
        raise DiscordError(
            400, 40094, "This interaction has hit the maximum number of follow up messages"
        )


def forced_ephemeral(store: Store, channel: Channel, user: User, owners: Owners) -> bool:
    """In a server without the app's bot, where the user may not Use External Apps."""
    if channel.guild_id is None or str(GUILD_INSTALL) in owners:
        return False
    return not store.permissions_in(channel, user.id) & Permission.USE_EXTERNAL_APPS
