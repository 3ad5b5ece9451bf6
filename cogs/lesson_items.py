"""The buttons of a lesson's panel (``/learn``). A lesson is replayed from its ``custom_id``:
the game, and the learner's choices so far as option numbers in base 36, so its panel keeps
working after a restart, whatever the database kept (it only decides what ``/learn`` opens).
The callbacks hand over to the lesson's handler (``cogs.lessons``)."""

from __future__ import annotations

import re

import discord

from cogs.handlers import LessonHandler, handler

_GAME = r"(?P<game>[a-z][a-z-]{0,30})"
MAX_MOVES = 78
"""The most choices a ``custom_id`` carries: Discord allows 100 characters, and the longest
ids, ``learnback:`` and ``learnhint:`` of Capital Lux, take 22 besides the choices."""
_MOVES = rf"(?P<moves>[0-9a-z]{{0,{MAX_MOVES}}})"


def _lessons(interaction: discord.Interaction) -> LessonHandler:
    return handler(interaction, LessonHandler)


class LessonOptionButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"learn:" + _GAME + ":" + _MOVES + r":(?P<option>[0-9a-z])",
):
    """One option of the learner's decision; ``moves`` are the choices made before it. The
    option a Hint suggests wears the Hint's emoji."""

    def __init__(
        self,
        game: str,
        moves: str,
        option: str,
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                emoji=emoji,
                custom_id=f"learn:{game}:{moves}:{option}",
            )
        )
        self.game, self.moves, self.option = game, moves, option

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LessonOptionButton:
        return cls(match["game"], match["moves"], match["option"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _lessons(interaction).on_choice(
            interaction, game=self.game, moves=self.moves, option=self.option
        )


def _game_button(prefix: str, style: discord.ButtonStyle, handler: str) -> type:
    """A button about a whole lesson: ``<prefix>:<game>``; its callback is the lesson cog's
    ``handler``, given the game."""

    class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=prefix + ":" + _GAME):
        def __init__(self, game: str, *, label: str = prefix) -> None:
            super().__init__(
                discord.ui.Button(label=label, style=style, custom_id=f"{prefix}:{game}")
            )
            self.game = game

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
        ) -> GameButton:
            return cls(match["game"])

        async def callback(self, interaction: discord.Interaction) -> None:
            await getattr(_lessons(interaction), handler)(interaction, game=self.game)

    GameButton.__name__ = GameButton.__qualname__ = f"{prefix.title()}Button"
    return GameButton


RealGameButton = _game_button("learnplay", discord.ButtonStyle.success, "on_real_game")
"""'Play a real game' at the end of a lesson: a table of that game against an easy bot."""

LessonRestartButton = _game_button("learnanew", discord.ButtonStyle.secondary, "on_restart")
"""Start a lesson left mid-way again from its first step (``/learn`` offers it)."""


def _moves_button(prefix: str, style: discord.ButtonStyle, handler: str) -> type:
    """A button about the lesson after the choices ``moves``: ``<prefix>:<game>:<moves>``; its
    callback is the lesson cog's ``handler``, given the game and the moves."""

    class MovesButton(
        discord.ui.DynamicItem[discord.ui.Button], template=prefix + ":" + _GAME + ":" + _MOVES
    ):
        def __init__(self, game: str, moves: str, *, label: str = prefix) -> None:
            super().__init__(
                discord.ui.Button(label=label, style=style, custom_id=f"{prefix}:{game}:{moves}")
            )
            self.game, self.moves = game, moves

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
        ) -> MovesButton:
            return cls(match["game"], match["moves"])

        async def callback(self, interaction: discord.Interaction) -> None:
            await getattr(_lessons(interaction), handler)(
                interaction, game=self.game, moves=self.moves
            )

    MovesButton.__name__ = MovesButton.__qualname__ = f"{prefix.title()}Button"
    return MovesButton


LessonResumeButton = _moves_button("learnon", discord.ButtonStyle.primary, "on_resume")
"""Continue a lesson left mid-way, after the choices ``moves`` (``/learn`` offers it)."""

LessonBackButton = _moves_button("learnback", discord.ButtonStyle.secondary, "on_back")
"""Back on the lesson's panel: the learner's last choice (``moves``' last) is undone, with what
the scripted seats played after it: the panel of their previous decision."""

LessonHintButton = _moves_button("learnhint", discord.ButtonStyle.secondary, "on_hint")
"""Hint on the lesson's panel: the option the lesson suggests after ``moves``, and why."""


LESSON_ITEMS = (
    LessonOptionButton,
    RealGameButton,
    LessonResumeButton,
    LessonRestartButton,
    LessonBackButton,
    LessonHintButton,
)
