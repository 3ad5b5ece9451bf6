"""The shape of the persistent buttons and menus whose ``custom_id`` names one game by its id,
``<prefix>:<game id>``: each is made by one factory from its prefix, its look and what a click
does (the game's table, lobby or story handler, given the id)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import discord

from cogs.routing import chosen_value

NO_GAME = 0
"""An id no stored game has (they count from 1)."""


def stored_id(digits: str) -> int:
    """A game id (or another stored number) from a ``custom_id``; out of the database's 64-bit
    range it names nothing, so a forged id is answered like any unknown game instead of
    failing."""
    value = int(digits)
    return value if value < 2**63 else NO_GAME


def game_button(
    prefix: str, style: discord.ButtonStyle, on_click: Callable[..., Awaitable[None]]
) -> type[discord.ui.DynamicItem[discord.ui.Button]]:
    """A button ``<prefix>:<game id>``; a click awaits ``on_click(interaction, game_id=…)``."""

    class GameButton(
        discord.ui.DynamicItem[discord.ui.Button], template=prefix + r":(?P<game>\d+)"
    ):
        def __init__(self, game_id: int, *, label: str = prefix) -> None:
            super().__init__(
                discord.ui.Button(label=label, style=style, custom_id=f"{prefix}:{game_id}")
            )
            self.game_id = game_id

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
        ) -> GameButton:
            return cls(stored_id(match["game"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await on_click(interaction, game_id=self.game_id)

    GameButton.__name__ = GameButton.__qualname__ = f"{prefix.title()}Button"
    return GameButton


def game_select(
    prefix: str, on_choose: Callable[..., Awaitable[None]]
) -> type[discord.ui.DynamicItem[discord.ui.Select]]:
    """A menu ``<prefix>:<game id>``; a choice awaits ``on_choose(interaction, game_id=…,
    value=…)`` with the value chosen ("" when none came)."""

    class GameSelect(
        discord.ui.DynamicItem[discord.ui.Select], template=prefix + r":(?P<game>\d+)"
    ):
        def __init__(
            self,
            game_id: int,
            *,
            options: list[discord.SelectOption] | None = None,
            placeholder: str | None = None,
        ) -> None:
            super().__init__(
                discord.ui.Select(
                    custom_id=f"{prefix}:{game_id}",
                    # Rebuilt from a click, the menu needs no options of its own: the value
                    # chosen comes with the click.
                    options=options or [discord.SelectOption(label="?")],
                    placeholder=placeholder,
                )
            )
            self.game_id = game_id

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
        ) -> GameSelect:
            return cls(stored_id(match["game"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await on_choose(interaction, game_id=self.game_id, value=chosen_value(interaction))

    GameSelect.__name__ = GameSelect.__qualname__ = f"{prefix.title()}Select"
    return GameSelect
