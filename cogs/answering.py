"""A click on a turn panel answered by its acknowledgement when the answer comes quickly.

Discord wants every click acknowledged within 3 s. Acknowledging at once (a deferral) and then
editing the panel costs two requests, and the player sees nothing until the second. Most answers
are ready in a few tens of milliseconds: those go out *as* the acknowledgement (an
``UPDATE_MESSAGE`` callback carrying the new panel), one request, seen sooner. A click whose
answer takes longer than the wait is deferred when the wait runs out, and its panel is edited
afterwards, as always (the design's "defers within the 3 s deadline when work is slow").

A handler calls :func:`defer_later` where it used to defer, then :func:`edit_clicked` to show its
answer; :func:`settle` (which :func:`cogs.common.reply` calls) makes
``interaction.response.is_done()`` true to the state of the click before anything else answers.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord

_KEY = "deferral"


class _Deferral:
    """The deferral a click gets once ``wait`` seconds pass without an answer."""

    def __init__(self, interaction: discord.Interaction, wait: float) -> None:
        self._interaction = interaction
        self._sent: asyncio.Future[Any] | None = None
        self._timer = asyncio.get_running_loop().call_later(wait, self._send)

    def _send(self) -> None:
        self._sent = asyncio.ensure_future(self._interaction.response.defer())

    async def settle(self) -> None:
        """No deferral after this; one already under way is waited for (its error raised)."""
        self._timer.cancel()
        if self._sent is not None:
            await self._sent


async def defer_later(interaction: discord.Interaction, wait: float) -> None:
    """Acknowledge this component click after ``wait`` seconds unless it is answered before
    (``wait`` 0: at once)."""
    if wait <= 0:
        await interaction.response.defer()
        return
    interaction.extras[_KEY] = _Deferral(interaction, wait)


async def settle(interaction: discord.Interaction) -> bool:
    """Stop a pending :func:`defer_later`: afterwards ``interaction.response.is_done()`` says
    whether the click was acknowledged. True if one was pending."""
    deferral = interaction.extras.pop(_KEY, None)
    if deferral is None:
        return False
    await deferral.settle()
    return True


async def edit_clicked(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the message whose component was clicked: by the acknowledgement itself when it is
    still due, else by editing the acknowledged response."""
    await settle(interaction)
    if interaction.response.is_done():
        await interaction.edit_original_response(**fields)
    else:
        await interaction.response.edit_message(**fields)
