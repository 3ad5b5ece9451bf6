"""A click that reaches the bot after Discord stopped waiting for its answer is not carried out.

Discord takes an interaction's first answer within 3 s of the click; after that the player has
been shown "This interaction failed", and nothing the bot says can reach them. Such clicks still
come: a gateway connection that went silent (``cogs.gateway_watch``) or dropped is resumed with
what Discord dispatched meanwhile, interactions included, up to 15 s old. Carried out, such a
click made a move its player had been told failed (``bench.load --gateway-silence-seconds 50``:
30 of 104 failed clicks), though they may have clicked another option since, or gone away
thinking nothing happened. Now it is logged and left, and the player clicks again, as their
screen tells them to.

How old a click is comes from its snowflake (Discord's clock) read against ``time.monotonic``,
not against the host's clock (which may be off, or a test's). Their difference, taken as each
click arrives, is at most what it was when the click was made, since a click is always heard
after it is made; so the largest of the recent differences gives an age that is never more than
the true one: a click that can still be answered is never left. ``monotonic`` is never set, and
stops while the host sleeps: a click after a sleep only shows a larger difference, which is
taken as the reference from then on.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger(__name__)

ANSWER_DEADLINE_SECONDS = 3.0
"""How long after a click Discord takes its first answer."""
KEPT_SECONDS = 600.0
"""How long a click's arrival stays a reference. Not a count of clicks: a resumed session brings
its missed clicks in a burst, all late, which would push every click heard on time out of a
short list. Ten minutes, in which the host's clock drifts by milliseconds against Discord's."""
LATE = "late_seconds"
"""The key of ``Interaction.extras`` that marks a click heard too late, with its age."""


class ClickAges:
    def __init__(self, monotonic: Callable[[], float] = time.monotonic) -> None:
        self._monotonic = monotonic
        self._references: deque[tuple[float, float]] = deque()
        """``(arrival, sample)`` of recent clicks, a sample being Discord's time of the click
        less ``monotonic`` as it arrived; each sample larger than every later one, so the first
        is the largest of the last :data:`KEPT_SECONDS`."""

    def age(self, snowflake: int) -> float:
        """At least how many seconds ago Discord made ``snowflake``, a click arriving now."""
        now = self._monotonic()
        sample = discord.utils.snowflake_time(snowflake).timestamp() - now
        references = self._references
        while references and references[-1][1] <= sample:
            references.pop()  # never the largest again: this one is larger, and newer
        references.append((now, sample))
        while references[0][0] < now - KEPT_SECONDS:
            references.popleft()
        return references[0][1] - sample

    def mark_if_late(self, interaction: discord.Interaction) -> bool:
        """Whether ``interaction`` arrived past Discord's deadline for its answer; if so, it is
        marked (:func:`late`) and logged."""
        age = self.age(interaction.id)
        if age <= ANSWER_DEADLINE_SECONDS:
            return False
        interaction.extras[LATE] = age
        log.info(
            "a click of user %s heard %.1f s after it was made (Discord takes an answer within "
            "%.0f s, and showed it failed): not carried out",
            interaction.user.id,
            age,
            ANSWER_DEADLINE_SECONDS,
        )
        return True


def late(interaction: discord.Interaction) -> bool:
    return LATE in interaction.extras


class OnTimeCommandTree(app_commands.CommandTree[Any]):
    """The slash commands' tree, which leaves a command heard too late (discord.py hands it
    the command before the bot's ``dispatch`` of the interaction returns)."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return not late(interaction)
