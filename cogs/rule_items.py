"""The turn panel's Rules button: the rule sections behind the decision on screen.

Its ``custom_id`` carries only the game and the prompt's kind, never a game id: what it shows
is the same catalog text for everyone who faces that kind of decision, so it can reveal nothing
of any game (and it keeps working after a restart or once the game is over). The callback hands
over to the rules' handler (``cogs.rules``).
"""

from __future__ import annotations

import re

import discord

from cogs.handlers import RulesHandler, handler


class RulesButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rules:(?P<game>[a-z][a-z-]{0,30}):(?P<kind>[a-z][a-z-]{0,30})",
):
    def __init__(self, game: str, kind: str, *, label: str = "rules") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"rules:{game}:{kind}",
            )
        )
        self.game, self.kind = game, kind

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RulesButton:
        return cls(match["game"], match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        rules = handler(interaction, RulesHandler)
        await rules.on_rules_button(interaction, game=self.game, kind=self.kind)


RULE_ITEMS = (RulesButton,)
