"""Clicks on the bot's buttons and menus, handed to their item by the ``custom_id`` alone.

Every component the bot sends is a discord.py ``DynamicItem`` whose ``custom_id`` holds all it
needs, so it keeps working after a restart. discord.py's own dispatch of dynamic items first
rebuilds a whole ``View`` from the clicked message (every button of a turn panel turned into an
item) only to find the one clicked, on every click; the template the ``custom_id`` matches
already says which item it is. So discord.py is given no dynamic items: the bot matches the
``custom_id`` itself and runs the item's callback.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord

Item = type[discord.ui.DynamicItem[Any]]


class ComponentRouter:
    """The bot's dynamic items by their ``custom_id`` template."""

    def __init__(self, items: Iterable[Item] = ()) -> None:
        self._items: dict[re.Pattern[str], Item] = {}
        self.add(*items)

    def add(self, *items: Item) -> None:
        for item in items:
            self._items[item.__discord_ui_compiled_template__] = item

    def remove(self, *items: Item) -> None:
        for item in items:
            self._items.pop(item.__discord_ui_compiled_template__, None)

    async def dispatch(self, interaction: discord.Interaction) -> bool:
        """Run the callback of the item clicked; False when the click is on no item of ours."""
        if interaction.type is not discord.InteractionType.component:
            return False
        custom_id = (interaction.data or {}).get("custom_id")
        if not isinstance(custom_id, str):
            return False
        for pattern, factory in self._items.items():
            match = pattern.fullmatch(custom_id)
            if match is not None:
                item = await factory.from_custom_id(interaction, None, match)  # type: ignore[arg-type]
                await item.callback(interaction)
                return True
        return False


def chosen_value(interaction: discord.Interaction) -> str:
    """The value picked in the select menu clicked ("" when none came)."""
    values = (interaction.data or {}).get("values") or []
    return str(values[0]) if values else ""
