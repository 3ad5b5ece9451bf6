"""The persistent buttons of the game's story: the table's Log button, the log's page buttons
and the replay viewer's step buttons. Their ``custom_id`` says everything needed (log pages by
event index, never by version, so an old page's buttons keep working); the callbacks hand
over to the story's handler (``cogs.story``)."""

from __future__ import annotations

import re

import discord

from cogs.game_items import game_button, stored_id
from cogs.handlers import StoryHandler, handler


def _story(interaction: discord.Interaction) -> StoryHandler:
    return handler(interaction, StoryHandler)


LogButton = game_button(
    "log",
    discord.ButtonStyle.secondary,
    lambda interaction, game_id: _story(interaction).on_log(interaction, game_id=game_id),
)
"""'Log' on the table: the clicker's newest log page, in an ephemeral message."""


class LogPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"logpage:(?P<game>\d+):(?P<mode>[fb]):(?P<index>\d+):(?P<tag>[a-z])",
):
    """A log page: ``f`` the page from event ``index`` on, ``b`` the page before it. ``tag``
    only keeps the ids of one message's buttons distinct."""

    def __init__(
        self,
        game_id: int,
        mode: str,
        index: int,
        tag: str,
        *,
        label: str = "?",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"logpage:{game_id}:{mode}:{index}:{tag}",
                disabled=disabled,
            )
        )
        self.game_id, self.mode, self.index = game_id, mode, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LogPageButton:
        return cls(stored_id(match["game"]), match["mode"], stored_id(match["index"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _story(interaction).on_log_page(
            interaction, game_id=self.game_id, mode=self.mode, index=self.index
        )


class ReplayStepButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"replay:(?P<game>\d+):(?P<step>\d+):(?P<tag>[a-z])",
):
    """A step of the replay viewer (``step`` counts the replay's steps from 0)."""

    def __init__(
        self, game_id: int, step: int, tag: str, *, label: str = "?", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"replay:{game_id}:{step}:{tag}",
                disabled=disabled,
            )
        )
        self.game_id, self.step = game_id, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ReplayStepButton:
        return cls(stored_id(match["game"]), stored_id(match["step"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _story(interaction).on_replay_step(interaction, game_id=self.game_id, step=self.step)


STORY_ITEMS = (LogButton, LogPageButton, ReplayStepButton)
