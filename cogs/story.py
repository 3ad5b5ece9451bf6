"""The game tells its story: the log, private news, round summaries and replays.

Everything here is derived from the stored action log, replayed from the seed where a view is
needed (design: "events are the story"); only public views are ever drawn, and a reader's log
holds the public lines plus their own private ones.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, Protocol

import discord
from discord.ext import commands

from cogs.alt import alt_text, image_file
from cogs.common import Drawing, guarded, reply, seat_names, text_names, user_locale
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
from engine.core import Game, IllegalAction, Label, State, View, get_game
from engine.core.story import replay_extent, replay_steps, states
from locales import tr, translate
from play.records import GameRecord, LoggedAction
from play.service import Loaded
from play.stores import GameStore
from render import replay as replays

log = logging.getLogger(__name__)



class StoryHost(Protocol):
    """What the story needs of the bot (``cogs.app.TableBot``)."""

    store: GameStore
    drawing: Drawing
    replayed: ReplayedStates
    news_checked: NewsChecked
    handlers: Handlers

    async def public_locale(self, guild_id: int | None) -> str: ...


REPLAY_IMAGE = "replay.png"
PLAYED = ("running", "finished", "abandoned")
"""Statuses of games that were dealt (their action log can be replayed)."""
REPLAYABLE = ("finished", "abandoned")
MENTION_NOBODY = discord.AllowedMentions.none()


def public_views(
    record: GameRecord, actions: Sequence[LoggedAction], versions: set[int] | None = None
) -> dict[int, View]:
    """The spectator's view at each version (or only at ``versions``), replayed from the
    seed and the stored actions."""
    game = get_game(record.game)
    log_ = [(action.seat, action.action) for action in actions]
    found: dict[int, View] = {}
    for version, state in enumerate(
        states(game, len(record.seats), record.seed, record.options, log_)
    ):
        if versions is None or version in versions:
            found[version] = game.view(state, None)
    return found


def tells_rounds(game: Game) -> bool:
    return type(game).round_summary is not Game.round_summary


# -- private news -----------------------------------------------------------------------------


async def take_news(
    bot: StoryHost, record: GameRecord, seat: int, locale: str, names: Sequence[str]
) -> list[str]:
    """The private lines that other players' moves addressed to ``seat`` since it last looked,
    marked as new; they count as seen from now on.

    Most views bring no news: then nothing is written (a write at every private view cost
    more than the rest of the view), and the same moves are read again next time, at most
    ``UNSEEN_KEPT`` of them before they are marked seen all the same."""
    seen = await bot.store.marks.seen_version(record.id, seat)
    if seen >= record.version:
        return []
    since = max(seen, bot.news_checked.get((record.id, seat), 0))
    lines = []
    if since < record.version:
        actions = await bot.store.actions.actions_between(record.id, since, record.version)
        lines = news_lines(actions, seat, locale, names)
    if lines or record.version - seen >= UNSEEN_KEPT:
        await bot.store.marks.mark_seen(record.id, seat, record.version)
    else:
        bot.news_checked.put((record.id, seat), record.version)
    return lines


UNSEEN_KEPT = 32
"""How many moves without news for a seat may stay unmarked in the database."""


class NewsChecked:
    """Per game and seat, the version up to which this process found no news in the log, so
    the next private view reads only the moves since (the log only grows: a move never
    changes once written). Without it every view read again up to ``UNSEEN_KEPT`` moves, 4%
    of the bot's event-loop CPU. Bounded: a seat not kept is read from its stored mark."""

    KEPT = 4096

    def __init__(self) -> None:
        self._versions: OrderedDict[tuple[int, int], int] = OrderedDict()

    def get(self, key: tuple[int, int], default: int) -> int:
        return self._versions.get(key, default)

    def put(self, key: tuple[int, int], version: int) -> None:
        self._versions[key] = version
        self._versions.move_to_end(key)
        if len(self._versions) > self.KEPT:
            self._versions.popitem(last=False)


# -- round summaries --------------------------------------------------------------------------


class ReplayedStates:
    """Each game's state as far as this process last replayed its log for round summaries, so
    the check after a move replays only the moves since (from the seed at every move, it cost
    more with every move of a long game). Bounded: a game not kept is replayed from the seed."""

    KEPT = 512

    def __init__(self) -> None:
        self._kept: OrderedDict[int, tuple[int, State]] = OrderedDict()
        """Game id → (the log's next action version, the state before it)."""

    def take(self, game_id: int) -> tuple[int, State] | None:
        """The kept state of ``game_id``, no longer kept (kept again by :meth:`keep` once its
        summaries are posted: a post that fails is then tried again from the seed)."""
        return self._kept.pop(game_id, None)

    def keep(self, game_id: int, next_version: int, state: State) -> None:
        self._kept[game_id] = (next_version, state)
        if len(self._kept) > self.KEPT:
            self._kept.popitem(last=False)


async def _states_since(
    bot: StoryHost, record: GameRecord, game: Game
) -> tuple[list[State], int, State]:
    """The states the game went through since this process last looked (all of them, setup
    included, the first time), the version of the next action, and the latest state. Read
    from the log as it is now, which may be ahead of ``record``."""
    kept = bot.replayed.take(record.id)
    if kept is not None:
        next_version, state = kept
        actions = await bot.store.actions.actions_between(record.id, next_version, LAST_VERSION)
        found = []
        for action in actions:
            state, _ = game.apply(state, action.seat, action.action)
            found.append(state)
    else:
        next_version = record.version  # no action in the log yet: they all come from here
        actions = await bot.store.actions.action_log(record.id)
        log_ = [(action.seat, action.action) for action in actions]
        found = list(states(game, len(record.seats), record.seed, record.options, log_))
        state = found[-1]
    if actions:
        next_version = actions[-1].version + 1
    return found, next_version, state


LAST_VERSION = 2**62
"""Beyond any game's version."""


async def tell_rounds(bot: StoryHost, loaded: Loaded, channel: Any) -> None:
    """Post, once each, the summaries of round ends not posted yet (after a restart too: they
    are found by replaying the log). ``channel``: anything with discord.py's ``send`` (the
    channel, or the follow-ups of a game reached through tokens: ``cogs.token_sync``)."""
    record = loaded.record
    if record.status not in ("running", "finished") or not tells_rounds(loaded.game):
        return
    told = await bot.store.marks.told_round(record.id)
    game = loaded.game
    passed, next_version, latest = await _states_since(bot, record, game)
    summaries = {}
    for state in passed:
        summary = game.round_summary(game.view(state, None))
        if summary is not None and summary.round > told:
            summaries.setdefault(summary.round, summary)
    if summaries:
        locale = await bot.public_locale(record.guild_id)
        names = text_names(record, locale)
        footer = translate(
            locale,
            "story-summary-footer",
            {"game": game_name(locale, record.game), "id": record.id},
        )
        for number in sorted(summaries):
            title, body = summary_text(summaries[number], locale, names)
            embed = discord.Embed(title=title, description=body, colour=discord.Colour.gold())
            embed.set_footer(text=footer)
            await channel.send(embed=embed, allowed_mentions=MENTION_NOBODY)
            await bot.store.marks.mark_told(record.id, number)
    bot.replayed.keep(record.id, next_version, latest)


# -- replays ----------------------------------------------------------------------------------


async def replay_file(bot: StoryHost, record: GameRecord) -> discord.File | None:
    """The animated replay of a game, for its results message (``None`` if it cannot be
    drawn: the announcement goes out without it)."""
    try:
        actions = await bot.store.actions.action_log(record.id)
        seats = [action.seat for action in actions]
        steps = replay_steps(seats)
        views = public_views(record, actions, set(steps))
        locale = await bot.public_locale(record.guild_id)
        names = seat_names(record, locale)
        data = await bot.drawing.replay([views[v] for v in steps], names, locale)
    except Exception:
        log.exception("could not draw the replay of game %s", record.id)
        return None
    head = translate(
        locale,
        "alt-replay",
        {"game": game_name(locale, record.game), "id": record.id, **replay_extent(seats)},
    )
    last = get_game(record.game).table_alt(views[steps[-1]]) if steps else []
    return image_file(data, replays.file_name(record.id), alt_text(locale, last, names, [head]))


def replay_problem(record: GameRecord | None, guild_id: int | None) -> str | None:
    """Why a game cannot be replayed for this server (a catalog key), or ``None``."""
    if record is None:
        return "replay-error-unknown"
    if record.guild_id != guild_id:
        return "replay-error-other-server"
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
        record = await self.bot.store.games.get(game_id)
        problem = None
        if record is None:
            problem = "replay-error-unknown"
        elif record.guild_id != interaction.guild_id:
            problem = "replay-error-other-server"
        elif record.status not in PLAYED or record.state is None:
            problem = "replay-error-not-played"
        if problem is not None:
            await reply(interaction, translate(locale, problem, {"id": game_id}))
            return None
        return record

    async def _log_payload(
        self, record: GameRecord, user_id: int, locale: str, mode: str, index: int | None
    ) -> dict:
        actions = await self.bot.store.actions.action_log(record.id)
        try:
            views = public_views(record, actions)
            headings: list[Label | None] = [views[a.version].summary for a in actions]
        except IllegalAction:
            # A log this engine can no longer replay still reads, without headings.
            log.warning("the log of game %s does not replay", record.id)
            headings = [None] * len(actions)
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
        actions = await self.bot.store.actions.action_log(record.id)
        steps = replay_steps([action.seat for action in actions])
        step = max(0, min(step, len(steps) - 1))
        version = steps[step]
        view = public_views(record, actions[:version], {version})[version]
        plain = seat_names(record, locale)
        image = await self.bot.drawing.table(view, plain, locale)
        alt = alt_text(
            locale,
            get_game(record.game).table_alt(view),
            plain,
            [translate(locale, "alt-replay-step", {"step": step + 1, "steps": len(steps)})],
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
                {"step": step + 1, "steps": len(steps), "summary": tr(locale, view.summary, names)},
            ),
            colour=discord.Colour.from_rgb(120, 100, 80),
        )
        embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
        buttons = static_view()
        last = len(steps) - 1
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
            record = await self.bot.store.games.last_finished_in_channel(
                interaction.channel_id or 0
            )
            if record is None:
                await reply(interaction, translate(locale, "replay-error-none-here"))
                return
        else:
            record = await self.bot.store.games.get(number) if 0 < number < 2**63 else None
        problem = replay_problem(record, interaction.guild_id)
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
        record = await self.bot.store.games.get(game_id)
        problem = replay_problem(record, interaction.guild_id)
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
