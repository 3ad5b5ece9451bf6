"""The game tells its story: the log, private news, round summaries and replays.

What is read of the stored action log is :class:`play.story.StoryReader`'s; only public views
are ever drawn, and a reader's log holds the public lines plus their own private ones.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Protocol

import discord
from discord.ext import commands

from cogs.alt import alt_text, image_file
from cogs.common import Drawing, guarded, reply, seat_names, text_names, user_locale
from cogs.contexts import place
from cogs.handlers import Handlers, StoryHandler
from cogs.messages import game_name, static_view
from cogs.story_items import LogPageButton, ReplayStepButton
from cogs.story_text import (
    LogLine,
    log_lines,
    news_lines,
    page_before,
    page_from,
    position,
    summary_text,
)
from engine.core import RoundSummary, get_game
from engine.core.story import replay_extent
from locales import tr, translate
from play.finder import GameFinder
from play.records import GameRecord, Place
from play.service import Loaded
from play.story import StoryReader
from render import replay as replays

log = logging.getLogger(__name__)


class StoryHost(Protocol):
    """What the story needs of the bot (``cogs.app.TableBot``)."""

    finder: GameFinder
    story: StoryReader
    drawing: Drawing
    handlers: Handlers

    async def public_locale(self, guild_id: int | None) -> str: ...


REPLAY_IMAGE = "replay.png"
PLAYED = ("running", "finished", "abandoned")
"""Statuses of games that were dealt (their action log can be replayed)."""
REPLAYABLE = ("finished", "abandoned")
MENTION_NOBODY = discord.AllowedMentions.none()


# -- private news -----------------------------------------------------------------------------


async def take_news(
    bot: StoryHost, record: GameRecord, seat: int, locale: str, names: Sequence[str]
) -> list[str]:
    """The private lines that other players' moves addressed to ``seat`` since it last looked,
    marked as new; they count as seen from now on."""
    return news_lines(await bot.story.take_news(record, seat), locale, names)


# -- round summaries --------------------------------------------------------------------------


async def tell_rounds(bot: StoryHost, loaded: Loaded, channel: Any) -> None:
    """Post, once each, the summaries of round ends not posted yet (after a restart too: they
    are found by replaying the log). ``channel``: anything with discord.py's ``send`` (the
    channel, or the follow-ups of a game reached through tokens: ``cogs.token_sync``)."""
    record = loaded.record

    async def post(summary: RoundSummary) -> None:
        locale = await bot.public_locale(record.guild_id)
        names = text_names(record, locale)
        footer = translate(
            locale,
            "story-summary-footer",
            {"game": game_name(locale, record.game), "id": record.id},
        )
        title, body = summary_text(summary, locale, names)
        embed = discord.Embed(title=title, description=body, colour=discord.Colour.gold())
        embed.set_footer(text=footer)
        await channel.send(embed=embed, allowed_mentions=MENTION_NOBODY)

    await bot.story.tell_rounds(record, loaded.game, post)


# -- replays ----------------------------------------------------------------------------------


async def replay_file(bot: StoryHost, record: GameRecord) -> discord.File | None:
    """The animated replay of a game, for its results message (``None`` if it cannot be
    drawn: the announcement goes out without it)."""
    try:
        replay = await bot.story.replay(record)
        locale = await bot.public_locale(record.guild_id)
        names = seat_names(record, locale)
        data = await bot.drawing.replay(replay.frames, names, locale)
    except Exception:
        log.exception("could not draw the replay of game %s", record.id)
        return None
    head = translate(
        locale,
        "alt-replay",
        {"game": game_name(locale, record.game), "id": record.id, **replay_extent(replay.seats)},
    )
    last = get_game(record.game).table_alt(replay.frames[-1]) if replay.frames else []
    return image_file(data, replays.file_name(record.id), alt_text(locale, last, names, [head]))


def elsewhere(record: GameRecord, here: Place) -> str | None:
    """Why a game's story is not read ``here`` (a catalog key), or ``None``: a game is read
    where it was played, a server's in that server, a group DM's in that group DM only."""
    if here.holds(record.guild_id, record.channel_id):
        return None
    if here.server and record.guild_id is not None:
        return "replay-error-other-server"
    return "replay-error-elsewhere"


def replay_problem(record: GameRecord | None, here: Place) -> str | None:
    """Why a game cannot be replayed here (a catalog key), or ``None``."""
    if record is None:
        return "replay-error-unknown"
    if (problem := elsewhere(record, here)) is not None:
        return problem
    if record.status in ("lobby", "running"):
        return "replay-error-running"
    if record.status not in REPLAYABLE or record.state is None:
        return "replay-error-not-played"
    return None


class StoryCog(commands.Cog):
    def __init__(self, bot: StoryHost) -> None:
        self.bot = bot
        bot.handlers.add(StoryHandler, self)

    # -- the log ----------------------------------------------------------------------------

    async def _game_for(
        self, interaction: discord.Interaction, game_id: int, locale: str
    ) -> GameRecord | None:
        record = await self.bot.finder.game(game_id)
        problem = None
        if record is None:
            problem = "replay-error-unknown"
        elif (away := elsewhere(record, place(interaction))) is not None:
            problem = away
        elif record.status not in PLAYED or record.state is None:
            problem = "replay-error-not-played"
        if problem is not None:
            await reply(interaction, translate(locale, problem, {"id": game_id}))
            return None
        return record

    async def _log_payload(
        self, record: GameRecord, user_id: int, locale: str, mode: str, index: int | None
    ) -> dict:
        actions, headings = await self.bot.story.headed_log(record)
        names = text_names(record, locale)
        seat = record.seat_of(user_id)
        lines, total = log_lines(actions, headings, seat, locale, names)
        end = total if index is None else min(index, total)
        page: list[LogLine] = (
            page_from(lines, index or 0) if mode == "f" else page_before(lines, end)
        )
        if not page and lines:
            page = page_before(lines, total)
        embed = discord.Embed(
            title=translate(
                locale, "log-title", {"game": game_name(locale, record.game), "id": record.id}
            ),
            description="\n".join(line.text for line in page) or translate(locale, "log-empty"),
            colour=discord.Colour.from_rgb(120, 100, 80),
        )
        view = static_view()
        if page:
            first, last = position(lines, page)
            embed.set_footer(
                text=translate(
                    locale, "log-footer", {"first": first, "last": last, "total": len(lines)}
                )
            )
            at_start, at_end = first == 1, last == len(lines)
            next_index = max(line.index for line in page) + 1
            first_event = next((ln.index for ln in page if not ln.heading), page[0].index)
            for mode_, index_, tag, key, disabled in (
                ("f", 0, "a", "log-button-first", at_start),
                ("b", first_event, "b", "log-button-previous", at_start),
                ("f", next_index, "c", "log-button-next", at_end),
                ("b", total, "d", "log-button-last", at_end),
            ):
                view.add_item(
                    LogPageButton(
                        record.id,
                        mode_,
                        index_,
                        tag,
                        label=translate(locale, key),
                        disabled=disabled,
                    )
                )
        return {"embed": embed, "view": view}

    @guarded
    async def on_log(self, interaction: discord.Interaction, *, game_id: int) -> None:
        """The Log button: the clicker's newest log page, only for them."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._game_for(interaction, game_id, locale)
        if record is None:
            return
        payload = await self._log_payload(record, interaction.user.id, locale, "b", None)
        await interaction.followup.send(ephemeral=True, **payload)

    @guarded
    async def on_log_page(
        self, interaction: discord.Interaction, *, game_id: int, mode: str, index: int
    ) -> None:
        locale = user_locale(interaction)
        record = await self._game_for(interaction, game_id, locale)
        if record is None:
            return
        payload = await self._log_payload(record, interaction.user.id, locale, mode, index)
        await interaction.response.edit_message(**payload)

    # -- the replay viewer ------------------------------------------------------------------

    async def _replay_payload(self, record: GameRecord, step: int, locale: str) -> dict:
        shown = await self.bot.story.replay_step(record, step)
        step, steps, view = shown.step, shown.steps, shown.view
        last = steps - 1
        plain = seat_names(record, locale)
        image = await self.bot.drawing.table(view, plain, locale)
        alt = alt_text(
            locale,
            get_game(record.game).table_alt(view),
            plain,
            [translate(locale, "alt-replay-step", {"step": step + 1, "steps": steps})],
        )
        names = text_names(record, locale)
        embed = discord.Embed(
            title=translate(
                locale,
                "replay-title-abandoned" if record.status == "abandoned" else "replay-title",
                {"game": game_name(locale, record.game), "id": record.id},
            ),
            description=translate(
                locale,
                "replay-step",
                {"step": step + 1, "steps": steps, "summary": tr(locale, view.summary, names)},
            ),
            colour=discord.Colour.from_rgb(120, 100, 80),
        )
        embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
        buttons = static_view()
        for target, tag, key, disabled in (
            (0, "a", "log-button-first", step == 0),
            (step - 1, "b", "log-button-previous", step == 0),
            (step + 1, "c", "log-button-next", step == last),
            (last, "d", "log-button-last", step == last),
        ):
            buttons.add_item(
                ReplayStepButton(
                    record.id,
                    max(0, min(target, last)),
                    tag,
                    label=translate(locale, key),
                    disabled=disabled,
                )
            )
        return {
            "embed": embed,
            "file": image_file(image, REPLAY_IMAGE, alt),
            "view": buttons,
        }

    async def replay_command(self, interaction: discord.Interaction, number: int | None) -> None:
        """/game replay: a finished game of this channel (the last one), or any of this server
        by its number, in a step-through viewer only the asker sees."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if number is None:
            record = await self.bot.finder.last_finished_in_channel(interaction.channel_id or 0)
            if record is None:
                await reply(interaction, translate(locale, "replay-error-none-here"))
                return
        else:
            record = await self.bot.finder.game(number) if 0 < number < 2**63 else None
        problem = replay_problem(record, place(interaction))
        if problem is not None:
            await reply(interaction, translate(locale, problem, {"id": number or 0}))
            return
        assert record is not None
        payload = await self._replay_payload(record, 0, locale)
        await interaction.followup.send(ephemeral=True, **payload)

    @guarded
    async def on_replay_step(
        self, interaction: discord.Interaction, *, game_id: int, step: int
    ) -> None:
        locale = user_locale(interaction)
        record = await self.bot.finder.game(game_id)
        problem = replay_problem(record, place(interaction))
        if problem is not None:
            await reply(interaction, translate(locale, problem, {"id": game_id}))
            return
        assert record is not None
        await interaction.response.defer()
        payload = await self._replay_payload(record, step, locale)
        await interaction.edit_original_response(
            embed=payload["embed"], attachments=[payload["file"]], view=payload["view"]
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(StoryCog(bot))
