"""Turn panels: each player's one private message per game, edited through their turns.

Discord lets the bot edit an ephemeral message only through an interaction token, for 15
minutes after that interaction. Every click on a panel brings a fresh token for it, so the panel
stays editable while its player keeps playing; "My turn" then brings it up to date instead of
sending a new message. Past ``PANEL_LIFETIME`` (or when an edit fails) a fresh panel is opened.

Panels live in memory only: after a restart the next "My turn" opens a fresh one, and a button
of an old panel is checked like any other (its version and question), so it changes nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

import discord

PANEL_LIFETIME = 14 * 60.0
"""Seconds a token is trusted to edit its panel: a minute short of Discord's 15, so that an edit
started now does not fail on its way."""
PRUNE_EVERY = 60.0
"""Seconds between two sweeps of the expired panels: a sweep reads every panel, and panels are
remembered at every click (an expired one left a little longer is never used: see ``live``)."""


@dataclass
class Panel:
    webhook: discord.Webhook
    """The interaction webhook of the panel's latest token."""
    message_id: int
    issued: float
    """When that token was issued (the bot's clock)."""
    version: int
    """The game version the panel last showed."""


class Panels:
    def __init__(self, now: Callable[[], float], made: Callable[[int], float]) -> None:
        self.now = now
        self.made = made
        """When a snowflake was made, on the bot's clock (``DiscordTime.host_time``)."""
        self._panels: dict[tuple[int, int], Panel] = {}
        self._locks: dict[tuple[int, int], asyncio.Lock] = {}
        self._pruned = now()

    def lock(self, game_id: int, user_id: int) -> asyncio.Lock:
        """One writer per panel: its edits happen in the order they were decided."""
        return self._locks.setdefault((game_id, user_id), asyncio.Lock())

    def remember(
        self,
        game_id: int,
        user_id: int,
        interaction: discord.Interaction,
        message_id: int,
        version: int,
    ) -> None:
        """``message_id`` is the player's panel now, editable through ``interaction``'s token
        (the interaction that sent it, or a click on it)."""
        issued = self.made(interaction.id)
        self._panels[(game_id, user_id)] = Panel(
            interaction.followup, message_id, min(issued, self.now()), version
        )
        self._prune()

    def live(self, game_id: int, user_id: int) -> Panel | None:
        panel = self._panels.get((game_id, user_id))
        if panel is None or self.now() - panel.issued >= PANEL_LIFETIME:
            return None
        return panel

    def shown(self, game_id: int, user_id: int, version: int) -> None:
        panel = self._panels.get((game_id, user_id))
        if panel is not None:
            panel.version = version

    def forget(self, game_id: int, user_id: int) -> None:
        self._panels.pop((game_id, user_id), None)

    def _prune(self) -> None:
        now = self.now()
        if now - self._pruned < PRUNE_EVERY:
            return
        self._pruned = now
        for key, panel in list(self._panels.items()):
            if now - panel.issued >= PANEL_LIFETIME:
                del self._panels[key]
        # Locks go with their panels, and those of panels never sent (a follow-up that failed).
        for key, lock in list(self._locks.items()):
            if key not in self._panels and not lock.locked():
                del self._locks[key]
