"""Persistent buttons and menus. Their ``custom_id`` carries everything needed to act on them, so
they keep working after a restart; the callbacks hand over to the lobby and table cogs."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import discord

from cogs.game_items import game_button, game_select, stored_id
from cogs.handlers import LobbyHandler, TableHandler, handler
from cogs.lesson_items import LESSON_ITEMS
from cogs.routing import chosen_value
from cogs.rule_items import RULE_ITEMS
from cogs.story_items import STORY_ITEMS

LOBBY_OPERATIONS = ("join", "leave", "start", "cancel", "hints")


def _lobby(interaction: discord.Interaction) -> LobbyHandler:
    return handler(interaction, LobbyHandler)


def _table(interaction: discord.Interaction) -> TableHandler:
    return handler(interaction, TableHandler)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<game>\d+):(?P<op>join|leave|start|cancel|hints)",
):
    def __init__(self, game_id: int, op: str, *, label: str = "", style: Any = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or op,
                style=style or discord.ButtonStyle.secondary,
                custom_id=f"lobby:{game_id}:{op}",
            )
        )
        self.game_id = game_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(stored_id(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _lobby(interaction).on_button(interaction, game_id=self.game_id, op=self.op)


AddBotSelect = game_select(
    "addbot",
    lambda interaction, game_id, value: _lobby(interaction).on_add_bot(
        interaction, game_id=game_id, level=value
    ),
)
""" "Add bot" in the lobby: choosing a level seats an AI player of that level."""

ClockSelect = game_select(
    "clock",
    lambda interaction, game_id, value: _lobby(interaction).on_clock(
        interaction, game_id=game_id, value=value
    ),
)
"""The lobby's clock: seconds per decision (0: none); the host chooses."""


class UnseatSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"unseat:(?P<game>\d+):(?P<version>\d+)",
):
    """The host removes one seat of the lobby; the lobby version tells a menu drawn before
    the seats moved (its numbers would name other seats now)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"unseat:{game_id}:{version}",
                options=options or [discord.SelectOption(label="?", value="1")],
                placeholder=placeholder,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> UnseatSelect:
        return cls(stored_id(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        value = chosen_value(interaction)
        await _lobby(interaction).on_unseat(
            interaction, game_id=self.game_id, version=self.version, value=value
        )


HandButton = game_button(
    "hand",
    discord.ButtonStyle.primary,
    lambda interaction, game_id: _table(interaction).on_hand(interaction, game_id=game_id),
)
"""'My hand / My turn' on the table: opens the clicker's private view and prompt."""

AbandonButton = game_button(
    "abandon",
    discord.ButtonStyle.danger,
    lambda interaction, game_id: _table(interaction).on_abandon_confirmed(
        interaction, game_id=game_id
    ),
)
"""The confirmation step of /game abandon."""

LeaveButton = game_button(
    "leave",
    discord.ButtonStyle.danger,
    lambda interaction, game_id: _table(interaction).on_leave_confirmed(
        interaction, game_id=game_id
    ),
)
"""The confirmation step of /game leave."""

BackButton = game_button(
    "back",
    discord.ButtonStyle.success,
    lambda interaction, game_id: _table(interaction).on_back(interaction, game_id=game_id),
)
"""'I'm back' on a table where a bot plays for an away player."""
RefreshButton = game_button(
    "refresh",
    discord.ButtonStyle.primary,
    lambda interaction, game_id: _table(interaction).on_refresh(interaction, game_id=game_id),
)
"""'Refresh' on a table that Discord lets the bot update only when someone clicks (a game
reached through interaction tokens, see ``cogs.token_sync``)."""
RematchButton = game_button(
    "rematch",
    discord.ButtonStyle.success,
    lambda interaction, game_id: _lobby(interaction).on_rematch(interaction, game_id=game_id),
)
"""'Rematch' on a finished table: a new lobby with the same game, clock and bots."""


_OPTION = r"(?P<game>\d+):(?P<version>\d+):(?P<fp>[0-9a-f]{8})"


@dataclass(frozen=True)
class PromptRef:
    """Which question an option answers: the game, its version and the prompt's fingerprint."""

    game_id: int
    version: int
    fingerprint: str

    @classmethod
    def parse(cls, match: re.Match[str]) -> PromptRef:
        return cls(stored_id(match["game"]), int(match["version"]), match["fp"])

    def custom_id(self, prefix: str, last: int) -> str:
        return f"{prefix}:{self.game_id}:{self.version}:{self.fingerprint}:{last}"

    async def answer(self, interaction: discord.Interaction, option: int | None) -> None:
        """``option`` is ``None`` for a value that names no option (a forged request)."""
        await _table(interaction).on_option(
            interaction,
            game_id=self.game_id,
            version=self.version,
            fingerprint=self.fingerprint,
            option=option,
        )


class OptionButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"act:" + _OPTION + r":(?P<option>\d+)"
):
    """One option of a prompt, in the deciding player's ephemeral message."""

    def __init__(
        self,
        ref: PromptRef,
        option: int,
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label[:80], style=style, custom_id=ref.custom_id("act", option))
        )
        self.ref, self.option = ref, option

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> OptionButton:
        return cls(PromptRef.parse(match), int(match["option"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.ref.answer(interaction, self.option)


class OptionSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"pick:" + _OPTION + r":(?P<page>\d+)"
):
    """Prompts with more options than buttons fit are offered as select menus of 25."""

    def __init__(
        self,
        ref: PromptRef,
        page: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ref.custom_id("pick", page),
                options=options or [discord.SelectOption(label="?", value="0")],
                placeholder=placeholder,
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> OptionSelect:
        return cls(PromptRef.parse(match), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        value = chosen_value(interaction)
        await self.ref.answer(interaction, int(value) if value.isdigit() else None)


def _panel_button(prefix: str, style: discord.ButtonStyle, handler: str) -> type:
    """A panel button about the question on screen (``<prefix>:<game>:<version>:<fingerprint>``):
    the version and fingerprint let a stale one (an older panel, a restart) be told apart."""

    class PanelButton(discord.ui.DynamicItem[discord.ui.Button], template=prefix + ":" + _OPTION):
        def __init__(self, ref: PromptRef, *, label: str = prefix) -> None:
            custom_id = f"{prefix}:{ref.game_id}:{ref.version}:{ref.fingerprint}"
            super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
            self.ref = ref

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
        ) -> PanelButton:
            return cls(PromptRef.parse(match))

        async def callback(self, interaction: discord.Interaction) -> None:
            await getattr(_table(interaction), handler)(
                interaction,
                game_id=self.ref.game_id,
                version=self.ref.version,
                fingerprint=self.ref.fingerprint,
            )

    PanelButton.__name__ = PanelButton.__qualname__ = f"{prefix.title()}Button"
    return PanelButton


TakeBackButton = _panel_button("undo", discord.ButtonStyle.secondary, "on_take_back")
"""'Back' on the turn panel: takes the player's previous step back, while the engine allows."""

HintButton = _panel_button("hint", discord.ButtonStyle.secondary, "on_hint")
"""'Hint' on the turn panel: what the normal-level AI would choose, and why."""


DYNAMIC_ITEMS = (
    LobbyButton,
    AddBotSelect,
    ClockSelect,
    UnseatSelect,
    HandButton,
    OptionButton,
    OptionSelect,
    AbandonButton,
    LeaveButton,
    BackButton,
    RefreshButton,
    RematchButton,
    TakeBackButton,
    HintButton,
    *STORY_ITEMS,
    *RULE_ITEMS,
    *LESSON_ITEMS,
)
