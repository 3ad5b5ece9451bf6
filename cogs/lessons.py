"""/learn: a private lesson on the real engine (see ``engine.core.lessons``), in one ephemeral
panel like the turn panel: the lesson's text, what just happened, the question with each
option's preview, the table image (as everyone sees it) and the learner's hand image, each
ringed where the text points, the options and the turn panel's own buttons: Back (the learner's
last choice undone, with what the scripted seats played after it), Hint (the option the lesson
suggests and why, or, where it leaves the choice open, the game's hint of a real game) and
Rules.

Each button's ``custom_id`` carries the learner's choices so far (``cogs.lesson_items``), and a
click replays them from the lesson's starting position, which the engine makes the same every
time (Back replays them without the last one): the click itself needs nothing stored, so a
panel left mid-way goes on after a restart, and only the learner ever sees it. Each choice (and
each Back) also keeps those choices (``play.lessons.LessonKeeper``, one row per learner and
game) for the day the panel is gone (dismissed, or lost with a reloaded client): ``/learn``
then offers to continue where the learner left off or to start again. A finished lesson, or one
started again (or taken back to its first decision), keeps nothing. At the end, **Play a real
game** opens a table of that game in the channel, with an easy bot seated.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from cogs.alt import alt_text, image_file
from cogs.answering import edit_clicked
from cogs.app import TableBot
from cogs.common import OPENING_FAULT_NOTICE, guarded, guarded_telling, reply, user_locale
from cogs.contexts import everywhere
from cogs.handlers import LessonHandler
from cogs.i18n import command_text
from cogs.lesson_items import (
    MAX_MOVES,
    LessonBackButton,
    LessonHintButton,
    LessonOptionButton,
    LessonRestartButton,
    LessonResumeButton,
    RealGameButton,
)
from cogs.messages import hint_text, option_style, preview_lines, static_view
from cogs.rule_items import RulesButton
from engine.ai.hints import Hint, hint
from engine.core import games
from engine.core.lessons import OTHER_CHOICE_KEY, Judged, Lesson, LessonRun, lesson_for
from locales import tr, translate
from play.lessons import DIGITS, option_action, replay
from play.records import GameRecord

log = logging.getLogger(__name__)

TABLE_IMAGE = "table.png"
HAND_IMAGE = "hand.png"
HINTED = "💡"
"""The emoji the option a Hint suggests wears (the Hint button's, in every catalog)."""


def lesson_choices() -> list[app_commands.Choice[str]]:
    """The games that have a lesson, for /learn's ``game`` option."""
    return [
        app_commands.Choice(name=command_text(f"game-{game_id}"), value=game_id)
        for game_id in games()
        if lesson_for(game_id) is not None
    ]


def known_lesson(game: str) -> Lesson | None:
    """The lesson of ``game`` named by a ``custom_id`` (which may be forged), if it has one."""
    return lesson_for(game) if game in games() else None


def lesson_hint(run: LessonRun) -> Hint:
    """What Hint suggests on a lesson's panel: the lesson's own choice and why, or, where the
    lesson leaves the choice open, the game's hint of a real turn panel. Either is read from
    the learner's view only (the step's data, or the AI's view of the learner's seat)."""
    prompt = run.prompt()
    assert prompt is not None
    suggestion = run.suggestion()
    if suggestion is not None:
        return Hint(*suggestion)
    return hint(run.game.id, run.view(), prompt)


class LessonCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        bot.handlers.add(LessonHandler, self)

    @app_commands.command(
        name=command_text("cmd-learn"), description=command_text("cmd-learn-desc")
    )
    @app_commands.rename(game=command_text("cmd-learn-game"))
    @app_commands.describe(game=command_text("cmd-learn-game-desc"))
    @app_commands.choices(game=lesson_choices())
    @everywhere  # its end opens a table through /play, which says where tables may be
    @guarded
    async def learn(self, interaction: discord.Interaction, game: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lesson = lesson_for(game)
        if lesson is None:
            await reply(interaction, translate(user_locale(interaction), "error-unknown-choice"))
            return
        moves = await self.bot.lessons.left_at(interaction.user.id, lesson)
        if moves:
            payload = self._resume_offer(interaction, lesson, moves)
        else:
            payload = await self._panel(interaction, LessonRun.begin(lesson), "", [])
        await interaction.followup.send(ephemeral=True, **payload)

    def _resume_offer(self, interaction: discord.Interaction, lesson: Lesson, moves: str) -> dict:
        """'You left this lesson at step N': Continue (its choices on the button, as on the
        lesson's own buttons) or Start again."""
        locale = user_locale(interaction)
        embed = discord.Embed(
            title=_title(locale, lesson.game),
            description=translate(locale, "lesson-resume", {"step": len(moves) + 1}),
        )
        buttons = static_view()
        label = translate(locale, "lesson-continue")
        buttons.add_item(LessonResumeButton(lesson.game, moves, label=label))
        label = translate(locale, "lesson-start-again")
        buttons.add_item(LessonRestartButton(lesson.game, label=label))
        return {"embeds": [embed], "view": buttons}

    @guarded
    async def on_resume(self, interaction: discord.Interaction, *, game: str, moves: str) -> None:
        """Continue: the lesson's panel after the learner's ``moves``."""
        await interaction.response.defer()
        lesson = known_lesson(game)
        run = replay(lesson, moves) if lesson is not None else None
        if run is None:
            await reply(interaction, translate(user_locale(interaction), "error-outdated"))
            return
        await self._show(interaction, await self._panel(interaction, run, moves, []))

    @guarded
    async def on_restart(self, interaction: discord.Interaction, *, game: str) -> None:
        """Start again: what was kept of the lesson is forgotten; its first step."""
        await interaction.response.defer()
        lesson = known_lesson(game)
        if lesson is None:
            await reply(interaction, translate(user_locale(interaction), "error-outdated"))
            return
        await self.bot.lessons.forget(interaction.user.id, game)
        await self._show(
            interaction, await self._panel(interaction, LessonRun.begin(lesson), "", [])
        )

    @staticmethod
    async def _show(interaction: discord.Interaction, panel: dict) -> None:
        """The clicked message becomes ``panel``."""
        await edit_clicked(
            interaction, embeds=panel["embeds"], attachments=panel["files"], view=panel["view"]
        )

    @guarded
    async def on_choice(
        self, interaction: discord.Interaction, *, game: str, moves: str, option: str
    ) -> None:
        await interaction.response.defer()
        locale = user_locale(interaction)
        lesson = known_lesson(game)
        run = replay(lesson, moves) if lesson is not None else None
        action = option_action(run, option) if run is not None else None
        if run is None or action is None or len(moves) >= MAX_MOVES:
            await reply(interaction, translate(locale, "error-outdated"))
            return
        judged = run.choose(action)
        if judged.verdict != "refused":
            moves += option
            await self.bot.lessons.keep(interaction.user.id, run, moves)
        notices = self._told(interaction, run, judged)
        await self._show(interaction, await self._panel(interaction, run, moves, notices))

    @guarded
    async def on_back(self, interaction: discord.Interaction, *, game: str, moves: str) -> None:
        """Back: the panel of the learner's previous decision, as it was (the lesson replayed
        without their last choice, so what the scripted seats played after it goes too)."""
        await interaction.response.defer()
        lesson = known_lesson(game)
        run = replay(lesson, moves[:-1]) if lesson is not None and moves else None
        if run is None:
            await reply(interaction, translate(user_locale(interaction), "error-outdated"))
            return
        await self.bot.lessons.keep(interaction.user.id, run, moves[:-1])
        notices = [translate(user_locale(interaction), "hand-took-back")]
        await self._show(interaction, await self._panel(interaction, run, moves[:-1], notices))

    @guarded
    async def on_hint(self, interaction: discord.Interaction, *, game: str, moves: str) -> None:
        """Hint: the same panel, told which option the lesson suggests and why, that option
        marked."""
        await interaction.response.defer()
        locale = user_locale(interaction)
        lesson = known_lesson(game)
        run = replay(lesson, moves) if lesson is not None else None
        prompt = run.prompt() if run is not None else None
        if run is None or prompt is None:
            await reply(interaction, translate(locale, "error-outdated"))
            return
        advice = lesson_hint(run)
        notice = hint_text(prompt, advice, self._names(interaction, locale), locale)
        panel = await self._panel(interaction, run, moves, [notice], hinted=advice.index)
        await self._show(interaction, panel)

    @guarded_telling(OPENING_FAULT_NOTICE)
    async def on_real_game(self, interaction: discord.Interaction, *, game: str) -> None:
        """A table of ``game`` as /play opens it (in a thread, where tables open in threads),
        then an easy bot in its first seat free."""
        lobbies = self.bot.get_cog("LobbyCog")
        if game not in games() or lobbies is None:
            await reply(interaction, translate(user_locale(interaction), "error-outdated"))
            return
        opened = await lobbies.open_table(interaction, game)  # type: ignore[attr-defined]
        record = None if opened is None else await self.bot.lobby.get(opened.id)
        if _fresh_lobby_of(record, interaction.user.id):
            assert record is not None
            await self.bot.lobby.add_bot(record, interaction.user.id, "easy")
            self.bot.sync.request(record.id)

    def _told(self, interaction: discord.Interaction, run: LessonRun, judged: Judged) -> list[str]:
        """What the learner is told after a choice: why it is asked again, or what happened
        (what they may see of it), introduced as another way when it was one."""
        locale = user_locale(interaction)
        if judged.verdict == "refused":
            return [tr(locale, run.why())]
        names = self._names(interaction, locale)
        learner = run.lesson.learner
        lines = [tr(locale, e.label, names) for e in judged.events if e.to in (None, learner)]
        if judged.verdict == "other":
            lines.insert(0, translate(locale, OTHER_CHOICE_KEY))
        return lines

    @staticmethod
    def _names(interaction: discord.Interaction, locale: str) -> list[str]:
        learner = discord.utils.escape_markdown(interaction.user.display_name)
        return [learner, translate(locale, "lesson-rival-name")]

    async def _panel(
        self,
        interaction: discord.Interaction,
        run: LessonRun,
        moves: str,
        notices: Sequence[str],
        *,
        hinted: int | None = None,
    ) -> dict:
        """The lesson's panel: the text over the table image (as everyone sees it), the
        learner's hand image, both ringed where the text points, and the buttons: the options
        (``hinted``, the one a Hint suggests, marked), then Back (after a first choice), Hint
        and Rules, as on the turn panel."""
        locale = user_locale(interaction)
        names = self._names(interaction, locale)
        game = run.game
        view = run.view()
        lines = [*notices, f"📘 {tr(locale, run.text(), names)}"]
        prompt = run.prompt()
        buttons = static_view()
        if prompt is not None:
            prompt = game.with_previews(prompt, view)
            lines.append(f"**{tr(locale, prompt.label, names)}**")
            lines += preview_lines(prompt, names, locale)
            for index, option in enumerate(prompt.options):
                buttons.add_item(
                    LessonOptionButton(
                        game.id,
                        moves,
                        DIGITS[index],
                        label=tr(locale, option.label, names),
                        style=option_style(option),
                        emoji=HINTED if index == hinted else None,
                    )
                )
            if moves:
                label = translate(locale, "hand-button-back")
                buttons.add_item(LessonBackButton(game.id, moves, label=label))
            label = translate(locale, "hand-button-hint")
            buttons.add_item(LessonHintButton(game.id, moves, label=label))
            if game.rules_for(prompt.kind):
                label = translate(locale, "rules-button")
                buttons.add_item(RulesButton(game.id, prompt.kind, label=label))
        else:
            label = translate(locale, "lesson-play-real")
            buttons.add_item(RealGameButton(game.id, label=label))
        embed = discord.Embed(title=_title(locale, game.id), description="\n".join(lines)[:4096])
        embed.set_image(url=f"attachment://{TABLE_IMAGE}")
        hand = discord.Embed().set_image(url=f"attachment://{HAND_IMAGE}")
        table_view = run.table_view()
        table = await self.bot.drawing.table(table_view, names, locale, run.table_marks())
        table_alt = alt_text(locale, game.table_alt(table_view), names)
        image = await self.bot.drawing.hand(view, names, locale, run.hand_marks())
        alt = alt_text(locale, game.hand_alt(view), names)
        files = [image_file(table, TABLE_IMAGE, table_alt), image_file(image, HAND_IMAGE, alt)]
        return {"embeds": [embed, hand], "files": files, "view": buttons}


def _title(locale: str, game_id: str) -> str:
    return translate(locale, "lesson-title", {"game": translate(locale, f"game-{game_id}")})


def _fresh_lobby_of(record: GameRecord | None, user_id: int) -> bool:
    """Still the lobby /play just opened for ``user_id``, with nobody else seated yet."""
    return (
        record is not None
        and record.status == "lobby"
        and record.host_id == user_id
        and len(record.seats) == 1
    )


async def setup(bot: TableBot) -> None:
    await bot.add_cog(LessonCog(bot))
