"""The clicks whose interaction tokens the channel sync may write through, and what a token
allows: follow-ups (new messages) for 15 minutes, and edits of the message it answered."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

import discord

from cogs.discord_time import DiscordTime

TOKEN_SECONDS = 15 * 60 - 60
"""An interaction's token lets the bot write through its webhook for 15 minutes after the
click (Discord's "Receiving and Responding" to interactions); it is used one minute less, so
that no request meets an expired token (a 401 counts toward Discord's invalid-request ban)."""
ACK_SECONDS = 3.0
"""Discord's deadline to acknowledge a click: a ping waits at most this long for the answer to
the click whose token it would use (follow-ups need the acknowledgement first)."""
FOLLOWED_UP = (
    discord.InteractionResponseType.deferred_message_update,
    discord.InteractionResponseType.message_update,
)
"""Answers after which a follow-up is a new message, and ``@original`` is the message clicked."""
MENTION_NOBODY = discord.AllowedMentions.none()


def mention_only(user_ids: frozenset[int] | set[int]) -> discord.AllowedMentions:
    """Ping exactly these users, whatever else the text contains."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(u) for u in sorted(user_ids)],
    )


def token_end(interaction: discord.Interaction, discord_time: DiscordTime) -> float:
    """Until when (Unix seconds of the host's clock) the bot uses the interaction's token: its
    life is counted by Discord's clock, from its snowflake."""
    return discord_time.host_time(interaction.id) + TOKEN_SECONDS


@dataclass
class Click:
    """A click (or command) of a game, and until when its token may be used."""

    interaction: discord.Interaction
    token_end: float
    """On the bot's clock (``TableBot.clock``)."""
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    filled: bool = False
    """Its reply was sent before it was kept: its follow-ups are new messages whatever the
    answer (a deferred reply's first follow-up fills it in instead)."""

    @property
    def followups_new(self) -> bool:
        return self.filled or self.interaction.response.type in FOLLOWED_UP

    @property
    def owns(self) -> int | None:
        """The message its token may edit as ``@original`` and whose buttons it answered: the
        one clicked, when the answer updated it (or deferred that update)."""
        message = self.interaction.message
        if message is None or self.interaction.response.type not in FOLLOWED_UP:
            return None
        return message.id


async def acknowledged(click: Click) -> None:
    """Wait (at most Discord's acknowledgement deadline) for the click's answer."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(click.answered.wait(), ACK_SECONDS)
