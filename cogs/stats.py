"""/stats, /leaderboard, /history and /privacy; keeps the ratings up to date.

Each is read everywhere or in the place where it is asked (:func:`cogs.contexts.place`): a
server, or a group DM or a DM on its own, whose games no other place shows.

Ratings are kept up to date by :class:`play.rating_keeper.RatingKeeper`, woken when a game
finishes and once at start-up.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import re

import discord
from discord import app_commands
from discord.ext import commands

from cogs.alt import cut_lines, image_file
from cogs.app import TableBot
from cogs.common import guarded, reply, user_locale
from cogs.contexts import everywhere as offered_everywhere
from cogs.contexts import place
from cogs.handlers import StatsHandler, handler
from cogs.i18n import CommandMentions, command_text, game_choices
from cogs.messages import static_view
from cogs.story_items import ReplayStepButton
from engine.core import games
from locales import translate
from play.rating_keeper import RatingKeeper
from play.records import Board, BoardRow, HistoryEntry, HistorySeat, Place, PlayerStats
from ratings import MIN_BOARD_GAMES, PROVISIONAL_GAMES
from render.stats import Outcome, stats_png

STATS_IMAGE = "stats.png"
HISTORY_GAMES = 10
HISTORY_REPLAY_BUTTONS = 10
"""One replay button per listed game (a message holds at most 25 buttons)."""
SCOPE_SERVER, SCOPE_EVERYWHERE = "server", "everywhere"
"""The /leaderboard scopes: the place where it is asked (a server, or a group DM or a DM: the
value keeps the name it had when boards were only of servers, since page buttons carry it), or
everyone everywhere."""
PRIVACY_SHOW, PRIVACY_HIDE = "show", "hide"


def _stats(interaction: discord.Interaction) -> StatsHandler:
    return handler(interaction, StatsHandler)


class BoardButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"board:(?P<game>[a-z0-9-]{1,40}):(?P<scope>server|everywhere):(?P<page>\d{1,6})",
):
    """Previous / next page of a leaderboard (works after a restart: all is in the id)."""

    def __init__(
        self, game: str, scope: str, page: int, *, label: str = "", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(page + 1),
                style=discord.ButtonStyle.secondary,
                custom_id=f"board:{game}:{scope}:{page}",
                disabled=disabled,
            )
        )
        self.game, self.scope, self.page = game, scope, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> BoardButton:
        return cls(match["game"], match["scope"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _stats(interaction).turn_page(
            interaction, game=self.game, scope=self.scope, page=self.page
        )


class StatsCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.history = bot.history
        bot.handlers.add(StatsHandler, self)
        self.keeper = RatingKeeper(self.history)

    async def cog_load(self) -> None:
        self.bot.service.on_result = self.keeper.wake
        self.bot.components.add(BoardButton)
        self.keeper.wake()  # results stored before a crash or an update are rated now

    async def cog_unload(self) -> None:
        self.bot.components.remove(BoardButton)
        await self.keeper.stop()

    # -- /stats --------------------------------------------------------------------------------

    @app_commands.command(
        name=command_text("cmd-stats"), description=command_text("cmd-stats-desc")
    )
    @offered_everywhere
    @app_commands.rename(
        player=command_text("cmd-stats-player"),
        game=command_text("cmd-stats-game"),
        share=command_text("cmd-stats-share"),
    )
    @app_commands.describe(
        player=command_text("cmd-stats-player-desc"),
        game=command_text("cmd-stats-game-desc"),
        share=command_text("cmd-stats-share-desc"),
    )
    @app_commands.choices(game=game_choices())
    @guarded
    async def stats(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: str | None = None,
        share: bool = False,
    ) -> None:
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=not share, thinking=True)
        await self.keeper.settled()
        target = player or interaction.user
        name = _escape(getattr(target, "display_name", target.name))
        yourself = target.id == interaction.user.id
        # Your own numbers count every game, wherever it was played; someone else's only those
        # of the place where you ask (this server, this group DM), where you both are.
        scope = None if yourself else place(interaction)
        if target.bot:
            await _send(interaction, share, translate(locale, "stats-not-a-player", {"name": name}))
            return
        if scope is not None and not await self.history.played_in(target.id, scope):
            text = translate(locale, _about(scope, "stats-no-games-player"), {"name": name})
            await _send(interaction, share, text)
            return
        stats = await self.history.player_stats(target.id, place=scope, game=game)
        if not stats.games:
            if game is not None:
                key, args = "stats-no-games-game", {"name": name, "game": _game(locale, game)}
            elif yourself:
                key, args = "stats-no-games-self", {"play": self.bot.command_mentions("cmd-play")}
            else:
                key, args = "stats-no-games-player", {"name": name}
            await _send(interaction, share, translate(locale, key, args))
            return
        embed = stats_embed(stats, name, locale, scope)
        shown_game = game or stats.favourite
        assert shown_game is not None
        series = await self.history.rating_series(target.id, game=shown_game, place=scope)
        kwargs: dict = {}
        if len(series) > 2:
            recent = await self.history.recent_results(target.id, game=shown_game, place=scope)
            outcomes = [Outcome(r.won, r.rank, r.left) for r in recent]
            image = await asyncio.to_thread(stats_png, series, outcomes, locale)
            embed.set_image(url=f"attachment://{STATS_IMAGE}")
            embed.set_footer(
                text=translate(locale, "stats-image-game", {"game": _game(locale, shown_game)})
            )
            alt = translate(
                locale,
                "alt-stats",
                {
                    "name": name,
                    "game": _game(locale, shown_game),
                    "games": len(series) - 1,
                    "first": series[0],
                    "last": series[-1],
                    "low": min(series),
                    "high": max(series),
                    "count": len(outcomes),
                    "wins": sum(1 for outcome in outcomes if outcome.won),
                },
            )
            kwargs["file"] = image_file(image, STATS_IMAGE, cut_lines([alt]))
        await interaction.followup.send(embed=embed, ephemeral=not share, **kwargs)

    # -- /leaderboard --------------------------------------------------------------------------

    @app_commands.command(
        name=command_text("cmd-leaderboard"), description=command_text("cmd-leaderboard-desc")
    )
    @offered_everywhere
    @app_commands.rename(
        game=command_text("cmd-leaderboard-game"), scope=command_text("cmd-leaderboard-scope")
    )
    @app_commands.describe(
        game=command_text("cmd-leaderboard-game-desc"),
        scope=command_text("cmd-leaderboard-scope-desc"),
    )
    @app_commands.choices(
        game=game_choices(),
        scope=[
            app_commands.Choice(name=command_text(f"scope-{value}"), value=value)
            for value in (SCOPE_SERVER, SCOPE_EVERYWHERE)
        ],
    )
    @guarded
    async def leaderboard(
        self, interaction: discord.Interaction, game: str, scope: str = SCOPE_SERVER
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.keeper.settled()
        board = await self._board(interaction, game, scope, 0)
        await interaction.followup.send(
            **board_message(
                board,
                scope,
                interaction.user.id,
                user_locale(interaction),
                self.bot.command_mentions,
            ),
            ephemeral=True,
        )

    async def turn_page(
        self, interaction: discord.Interaction, *, game: str, scope: str, page: int
    ) -> None:
        if game not in games():
            await reply(
                interaction,
                translate(
                    user_locale(interaction),
                    "leaderboard-outdated",
                    {"leaderboard": self.bot.command_mentions("cmd-leaderboard")},
                ),
            )
            return
        board = await self._board(interaction, game, scope, page)
        await interaction.response.edit_message(
            **board_message(
                board,
                scope,
                interaction.user.id,
                user_locale(interaction),
                self.bot.command_mentions,
            )
        )

    async def _board(
        self, interaction: discord.Interaction, game: str, scope: str, page: int
    ) -> Board:
        return await self.history.leaderboard(
            game,
            place=place(interaction) if scope == SCOPE_SERVER else None,
            page=page,
            caller=interaction.user.id,
        )

    # -- /history ------------------------------------------------------------------------------

    @app_commands.command(
        name=command_text("cmd-history"), description=command_text("cmd-history-desc")
    )
    @offered_everywhere
    @app_commands.rename(player=command_text("cmd-history-player"))
    @app_commands.describe(player=command_text("cmd-history-player-desc"))
    @guarded
    async def history_command(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.keeper.settled()
        here = place(interaction)
        entries = await self.history.history(
            here, user_id=None if player is None else player.id, limit=HISTORY_GAMES
        )
        if player is None:
            empty, title = "history-empty", "history-title"
            args = {"play": self.bot.command_mentions("cmd-play")}
        else:
            empty, title = "history-empty-player", "history-title-player"
            args = {"name": _escape(player.display_name)}
        if not entries:
            await reply(interaction, translate(locale, _about(here, empty), args))
            return
        embed = discord.Embed(title=translate(locale, _about(here, title), args))
        for entry in entries:
            name, value = history_field(entry, locale)
            embed.add_field(name=name, value=value, inline=False)
        await reply(interaction, embed=embed, view=history_view(entries, locale))

    # -- /privacy ------------------------------------------------------------------------------

    @app_commands.command(
        name=command_text("cmd-privacy"), description=command_text("cmd-privacy-desc")
    )
    @app_commands.rename(everywhere=command_text("cmd-privacy-everywhere"))
    @app_commands.describe(everywhere=command_text("cmd-privacy-everywhere-desc"))
    @app_commands.choices(
        everywhere=[
            app_commands.Choice(name=command_text(f"privacy-{value}"), value=value)
            for value in (PRIVACY_SHOW, PRIVACY_HIDE)
        ]
    )
    @offered_everywhere
    @guarded
    async def privacy(self, interaction: discord.Interaction, everywhere: str) -> None:
        hidden = everywhere == PRIVACY_HIDE
        await self.history.set_hidden(interaction.user.id, hidden)
        key = "privacy-hidden" if hidden else "privacy-shown"
        await reply(interaction, translate(user_locale(interaction), key))


# -- what the replies look like (pure functions of the stored numbers) -------------------------


def stats_embed(stats: PlayerStats, name: str, locale: str, scope: Place | None) -> discord.Embed:
    """A player's numbers: everywhere (``scope`` None) or in one place."""
    games_count, wins = stats.total_games, stats.total_wins
    lines = [
        translate(locale, f"stats-scope-{_scope_name(scope)}"),
        translate(
            locale,
            "stats-summary",
            {"games": games_count, "wins": wins, "rate": _percent(wins, games_count)},
        ),
    ]
    if stats.favourite is not None and len(stats.games) > 1:
        lines.append(translate(locale, "stats-favourite", {"game": _game(locale, stats.favourite)}))
    embed = discord.Embed(
        title=translate(locale, "stats-title", {"name": name}), description="\n".join(lines)
    )
    for game in stats.games:
        heading = translate(
            locale,
            "stats-game-heading",
            {
                "game": _game(locale, game.game),
                "rating": str(game.rating) if game.rating is not None else "—",
                "provisional": translate(locale, "stats-provisional") if game.provisional else "",
                "trend": _trend(locale, game.trend),
            },
        )
        details = [
            translate(
                locale,
                "stats-game-results",
                {"games": game.games, "wins": game.wins, "rate": _percent(game.wins, game.games)},
            )
        ]
        if game.average is not None and game.best is not None:
            details.append(
                translate(
                    locale,
                    "stats-game-scores",
                    {"average": round(game.average, 1), "best": game.best},
                )
            )
        embed.add_field(name=heading, value="\n".join(details), inline=False)
    return embed


def board_message(
    board: Board, scope: str, caller: int, locale: str, mentions: CommandMentions
) -> dict:
    game = _game(locale, board.game)
    title = translate(locale, f"leaderboard-title-{_scope_name(board.place)}", {"game": game})
    if not board.rows:
        description = translate(
            locale,
            "leaderboard-empty",
            {"game": game, "min": MIN_BOARD_GAMES, "play": mentions("cmd-play")},
        )
    else:
        description = "\n".join(
            _board_line(locale, row, row.user_id == caller) for row in board.rows
        )
    embed = discord.Embed(title=title, description=description)
    if board.caller is not None:
        you = translate(
            locale,
            "leaderboard-you",
            {"rank": board.caller.rank, "total": board.total, "rating": str(board.caller.rating)},
        )
    elif board.caller_hidden:
        you = translate(locale, "leaderboard-you-hidden", {"privacy": mentions("cmd-privacy")})
    else:
        you = translate(locale, "leaderboard-you-absent", {"game": game, "min": MIN_BOARD_GAMES})
    embed.add_field(name=translate(locale, "leaderboard-you-title"), value=you, inline=False)
    embed.set_footer(
        text=translate(
            locale,
            "leaderboard-footer",
            {"page": board.page + 1, "pages": board.pages, "provisional": PROVISIONAL_GAMES},
        )
    )
    view = discord.ui.View(timeout=None)
    if board.pages > 1:
        view.add_item(
            BoardButton(
                board.game,
                scope,
                max(board.page - 1, 0),
                label=translate(locale, "leaderboard-previous"),
                disabled=board.page == 0,
            )
        )
        view.add_item(
            BoardButton(
                board.game,
                scope,
                board.page + 1,
                label=translate(locale, "leaderboard-next"),
                disabled=board.page >= board.pages - 1,
            )
        )
    return {"embed": embed, "view": view}


def _board_line(locale: str, row: BoardRow, yours: bool) -> str:
    line = translate(
        locale,
        "leaderboard-row",
        {
            "rank": row.rank,
            "name": _escape(row.name),
            "rating": str(row.rating),
            "provisional": "?" if row.provisional else "",
            "games": row.games,
            "wins": row.wins,
        },
    )
    return f"**{line}**" if yours else line


def history_view(entries: list[HistoryEntry], locale: str) -> discord.ui.View:
    """A replay button per game: it turns this private list into the game's replay viewer."""
    view = static_view()
    for entry in entries[:HISTORY_REPLAY_BUTTONS]:
        label = translate(locale, "history-replay-button", {"id": entry.game_id})
        view.add_item(ReplayStepButton(entry.game_id, 0, "h", label=label))
    return view


def history_field(entry: HistoryEntry, locale: str) -> tuple[str, str]:
    finished = dt.datetime.fromisoformat(entry.finished_at.replace("Z", "+00:00"))
    name = translate(
        locale,
        "history-heading",
        {"game": _game(locale, entry.game), "date": f"<t:{int(finished.timestamp())}:d>"},
    )
    names = _seat_names(entry.seats, locale)
    order = sorted(range(len(entry.seats)), key=lambda i: (entry.seats[i].rank, i))
    lines = []
    for i in order:
        seat = entry.seats[i]
        key = "history-seat-left" if seat.left else "history-seat"
        lines.append(
            translate(locale, key, {"rank": seat.rank, "name": names[i], "score": seat.score})
        )
    winners = [names[i] for i, seat in enumerate(entry.seats) if seat.rank == 1]
    lines.append(
        translate(locale, "history-winners", {"count": len(winners), "names": ", ".join(winners)})
    )
    if entry.message_id is not None:
        server = entry.guild_id or "@me"  # a group DM's, or a DM's
        link = f"https://discord.com/channels/{server}/{entry.channel_id}/{entry.message_id}"
        lines.append(translate(locale, "history-link", {"link": link}))
    return name, "\n".join(lines)


def _seat_names(seats: list[HistorySeat], locale: str) -> list[str]:
    names, ai_number = [], 0
    for seat in seats:
        if seat.user_id is None:
            ai_number += 1
            level = translate(locale, f"ai-level-{seat.ai_level}")
            names.append(translate(locale, "seat-ai-name", {"number": ai_number, "level": level}))
        else:
            names.append(_escape(seat.name))
    return names


def _scope_name(scope: Place | None) -> str:
    """How the catalogs name a scope: ``everywhere``, ``server``, or ``channel`` (a group DM, a
    DM: "this conversation")."""
    if scope is None:
        return "everywhere"
    return "server" if scope.server else "channel"


def _about(here: Place, key: str) -> str:
    """The catalog key of a text about ``here``: ``key`` names a server, ``key-channel`` a
    group DM or a DM."""
    return key if here.server else f"{key}-channel"


def _trend(locale: str, change: int) -> str:
    if change > 0:
        return translate(locale, "stats-trend-up", {"change": change})
    if change < 0:
        return translate(locale, "stats-trend-down", {"change": -change})
    return ""


def _percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0


def _game(locale: str, game: str) -> str:
    return translate(locale, f"game-{game}")


def _escape(name: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


async def _send(interaction: discord.Interaction, share: bool, text: str) -> None:
    await interaction.followup.send(text, ephemeral=not share)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(StatsCog(bot))
