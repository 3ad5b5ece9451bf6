"""Where each slash command is offered: installed to servers and/or users, used in servers,
DMs with the bot and/or group DMs (issue 36; Discord's ``integration_types`` and ``contexts``).

Decided command by command (the README's "Where it works" lists the same):

- everywhere (server or user install; servers, the DM with the bot, group DMs): ``/play``
  (a table lives wherever the app may speak: :func:`reach_of` says how the bot reaches it, and
  where answers are forced private it refuses: :func:`answers_private`), ``/hand`` and
  ``/game …`` (they act on the channel's table), ``/rules``, ``/learn`` (its "play a real
  game" goes through ``/play``), ``/stats`` (your own numbers count every game wherever it was
  played; someone else's only those of the place where you ask), ``/history`` and
  ``/leaderboard`` (the games and players of the place where you ask: a server, or a group DM
  or a DM on its own, :func:`place`) and ``/privacy``.
- servers that invited the bot only: ``/settings`` (a server's admins' choices).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import discord
from discord import app_commands

from play.records import INTERACTIONS, Place

T = TypeVar("T")

CHANNEL = "channel"

SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
SERVER_CONTEXT = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
"""With ``SERVER_INSTALL``: a command group offered only in servers that invited the bot."""


def everywhere(command: T) -> T:
    """Offer a command wherever its user is: a server, the DM with the bot, a group DM."""
    installed: Callable[[T], T] = app_commands.allowed_installs(guilds=True, users=True)
    used: Callable[[T], T] = app_commands.allowed_contexts(
        guilds=True, dms=True, private_channels=True
    )
    return used(installed(command))


def server_only(command: T) -> T:
    """Offer a command only in servers that invited the bot (a user install does not bring
    it elsewhere)."""
    installed: Callable[[T], T] = app_commands.allowed_installs(guilds=True, users=False)
    return app_commands.guild_only()(installed(command))


EVERYWHERE_CONTEXT = app_commands.AppCommandContext(
    guild=True, dm_channel=True, private_channel=True
)
EVERYWHERE_INSTALL = app_commands.AppInstallationType(guild=True, user=True)
"""A command group offered wherever its user is."""


def reach_of(interaction: discord.Interaction) -> str:
    """How the bot reaches the channel of a table opened by ``interaction``: ``'channel'`` in
    a server that invited the bot (it posts and edits the channel's messages), else
    ``'interactions'`` (a group DM, a DM, a server where only users installed the app: it
    speaks only through interaction tokens, see ``cogs.token_sync``)."""
    return CHANNEL if interaction.is_guild_integration() else INTERACTIONS


def answers_private(interaction: discord.Interaction) -> bool:
    """Whether Discord makes every answer here private: a server without the bot where the
    user may not Use External Apps (Discord's permission docs: "the responses will be
    ephemeral"). No shared table can live there."""
    return (
        interaction.guild_id is not None
        and not interaction.is_guild_integration()
        and not interaction.permissions.use_external_apps
    )


def place(interaction: discord.Interaction) -> Place:
    """Whose history an interaction reads: its server's (every channel of it, whether the bot
    was invited or a user brought the app), else its own channel's (a group DM, a DM), so a
    group DM's games are read in that group DM only."""
    return Place.of(interaction.guild_id, interaction.channel_id)
