"""The table: its public message, private hands and prompts, decisions, /hand and /game."""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands, tasks

from cogs.alt import alt_text, image_file
from cogs.answering import defer_later, edit_clicked
from cogs.app import TableBot
from cogs.common import can_moderate, guarded, reply, seat_names, text_names, user_locale
from cogs.contexts import EVERYWHERE_CONTEXT, EVERYWHERE_INSTALL, everywhere
from cogs.handlers import StoryHandler, TableHandler
from cogs.i18n import command_text
from cogs.messages import (
    abandon_view,
    hint_text,
    leave_view,
    name_list,
    private_embed,
    prompt_view,
)
from cogs.panels import Panels
from cogs.story import take_news
from engine.ai.hints import hint
from locales import tr, translate
from play.pergame import PerGame
from play.records import DatabaseBusy, DatabaseUnavailable, GameRecord
from play.service import Applied, Loaded, Refusal

log = logging.getLogger(__name__)

HAND_IMAGE = "hand.png"
THREADS_NAMED = 5
"""At most this many threads are named to a command used where tables open in threads."""


class TableCog(commands.Cog):
    game_group = app_commands.Group(
        name=command_text("cmd-game"),
        description=command_text("cmd-game-desc"),
        allowed_contexts=EVERYWHERE_CONTEXT,
        allowed_installs=EVERYWHERE_INSTALL,
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        bot.handlers.add(TableHandler, self)
        self._reminded: dict[int, int] = {}
        self.silence_counts_since = time.monotonic()
        """Silence counts from a move, or from when the bot could last hear one: its start, or
        the return of Discord or of the database from being out of reach. A bot down (or
        Discord, or the database) for longer than the timeout would otherwise take every
        defaulted decision at once. On the monotonic clock: a host's clock stepped after the
        bot's start (NTP answering after a boot) would make that start look long ago."""
        self._players_could_not_move = False
        self._per_game = PerGame("reminder/timeout")
        self.panels = Panels(lambda: self.bot.clock.now(), self.bot.discord_time.host_time)
        """Each player's turn panel per game (see ``cogs.panels``)."""

    async def cog_load(self) -> None:
        settings = self.bot.settings
        if settings.turn_reminder_minutes > 0 or settings.decision_timeout_minutes > 0:
            self.clock.start()

    async def cog_unload(self) -> None:
        self.clock.cancel()

    @tasks.loop(minutes=1)
    async def clock(self) -> None:
        """Once a minute: remind slow players, and take timed-out decisions that have a default.
        Nothing escapes it: an exception would end the loop for every game."""
        if not self.bot.hears_players():
            self._players_could_not_move = True
            return
        try:
            if self._players_could_not_move:
                self.silence_counts_since = time.monotonic()
                self._players_could_not_move = False
            await self._remind_and_time_out()
        except DatabaseBusy as error:
            self._players_could_not_move = isinstance(error, DatabaseUnavailable)
            log.info("database busy: reminders and timeouts wait for the next minute")
        except Exception:
            log.exception("reminders and timeouts failed; they look again in a minute")

    async def _remind_and_time_out(self) -> None:
        running = await self.bot.finder.running_game_ids()
        for ended in self._reminded.keys() - set(running):
            del self._reminded[ended]
        database_now = await self.bot.finder.database_now()  # before any game is read
        for game_id in running:
            with self._per_game.game(game_id):
                await self.remind(game_id, database_now)
                await self.time_out(game_id, database_now)

    def _silent_for(self, loaded: Loaded, database_now: str) -> float:
        """Seconds nothing happened in a game: since its last change, on the database's clock
        that stamped it, and at most since the bot could last hear a move, on the host's.
        Neither clock is read against the other: with a PostgreSQL server an hour behind the
        bot's host every game looked an hour silent, and the bot decided for each player the
        minute their turn came (an hour ahead: nobody was reminded or timed out for an hour).
        ``database_now`` was read before the game: a change since makes the silence short."""
        stamped = dt.datetime.fromisoformat
        since_change = stamped(database_now) - stamped(loaded.record.updated_at)
        return min(since_change.total_seconds(), time.monotonic() - self.silence_counts_since)

    async def remind(self, game_id: int, database_now: str | None = None) -> None:
        """Mention the players to move again when nothing happened for a while.
        ``database_now``: the database's time read before (the clock's minute reads it once
        for every game), else read here."""
        minutes = self.bot.settings.turn_reminder_minutes
        database_now = database_now or await self.bot.finder.database_now()
        loaded = await self.bot.service.load(game_id)
        if (
            minutes <= 0
            or loaded is None
            or loaded.record.clock_seconds is not None  # the turn clock reminds at half time
            or self._reminded.get(game_id) == loaded.record.version
            or self._silent_for(loaded, database_now) < minutes * 60
        ):
            return
        self._reminded[game_id] = loaded.record.version
        await self.bot.sync.ping_again(game_id)

    async def time_out(self, game_id: int, database_now: str | None = None) -> None:
        """Decide for pending seats whose prompt says what happens without an answer
        (``database_now``: as for :meth:`remind`)."""
        minutes = self.bot.settings.decision_timeout_minutes
        database_now = database_now or await self.bot.finder.database_now()
        loaded = await self.bot.service.load(game_id)
        if (
            minutes <= 0
            or loaded is None
            or loaded.record.clock_seconds is not None  # the turn clock decides
            or self._silent_for(loaded, database_now) < minutes * 60
        ):
            return
        for seat, prompt in sorted(loaded.pending().items()):
            if prompt.default is not None:
                await self.bot.service.decide(
                    game_id,
                    user_id=None,
                    seat=seat,
                    version=loaded.record.version,
                    option=prompt.default,
                )
                return

    # -- the turn panel: private hand and decisions ---------------------------------------------

    async def _private_payload(
        self, loaded: Loaded, seat: int, locale: str, notices: Sequence[str] = ()
    ) -> dict:
        assert loaded.state is not None
        names = text_names(loaded.record, locale)
        plain = seat_names(loaded.record, locale)
        # What other players' moves told this seat privately since it last looked comes
        # first, marked as new (a card taken by Theft, one received by Exchange, …).
        notices = [*await take_news(self.bot, loaded.record, seat, locale, names), *notices]
        own_view = loaded.view(seat)
        image = await self.bot.drawing.hand(own_view, plain, locale)
        running = loaded.record.status == "running"
        prompt = loaded.prompt_for(seat) if running else None  # previews
        can_take_back = prompt is not None and loaded.game.can_take_back(loaded.state, seat)
        alt = alt_text(locale, loaded.game.hand_alt(own_view), plain)
        return {
            "embed": private_embed(
                loaded, seat, prompt, names, locale, notices=notices, image_name=HAND_IMAGE
            ),
            "file": image_file(image, HAND_IMAGE, alt),
            "view": prompt_view(
                loaded.record, seat, prompt, names, locale, can_take_back=can_take_back
            ),
        }

    async def show_hand(
        self, interaction: discord.Interaction, game_id: int, *, reuse: bool = True
    ) -> None:
        """The clicker's turn panel: their open one brought up to date when Discord still lets
        the bot edit it (and ``reuse``), else a fresh one. Acknowledged before anything is
        read."""
        locale = user_locale(interaction)
        panel = None
        if not interaction.response.is_done():
            if reuse and interaction.type is discord.InteractionType.component:
                panel = self.panels.live(game_id, interaction.user.id)
            if panel is not None:
                await interaction.response.defer()  # nothing new in the channel: the panel moves
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
        loaded = await self.bot.service.load(game_id)
        if loaded is None or loaded.state is None:
            await reply(interaction, translate(locale, "error-not-running"))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, translate(locale, "error-not-seated"))
            return
        notices = []
        away = loaded.record.seats[seat].stand_in == "away"
        if away and await self.bot.service.come_back(game_id, interaction.user.id):
            notices.append(translate(locale, "back-welcome"))
            loaded = await self.bot.service.load(game_id)
            assert loaded is not None
        elif loaded.record.seats[seat].stand_in == "left":
            notices.append(translate(locale, "error-you-left"))
        async with self.panels.lock(game_id, interaction.user.id):
            payload = await self._private_payload(loaded, seat, locale, notices)
            version = loaded.record.version
            # A panel that already shows this version: its player asks again because they
            # cannot see it any more (dismissed, another device), so it is sent anew.
            if panel is not None and panel.version < version:
                try:
                    await panel.webhook.edit_message(
                        panel.message_id,
                        embed=payload["embed"],
                        attachments=[payload["file"]],
                        view=payload["view"],
                    )
                    self.panels.shown(game_id, interaction.user.id, version)
                    return
                except discord.HTTPException:
                    log.info("panel of user %s in game %s expired", interaction.user.id, game_id)
                    payload["file"].reset()
            self.panels.forget(game_id, interaction.user.id)
            message = await interaction.followup.send(ephemeral=True, wait=True, **payload)
            self.panels.remember(game_id, interaction.user.id, interaction, message.id, version)
        self._offer(loaded.record, interaction)

    def _offer(self, record: GameRecord, interaction: discord.Interaction) -> None:
        """In a game reached through interaction tokens, an answered click or command lends
        its token to the table (brought up to date with it: see ``cogs.token_sync``)."""
        if record.by_tokens:
            self.bot.sync.offer(record.id, interaction)
            self.bot.sync.request(record.id)

    async def _update_panel(
        self, interaction: discord.Interaction, loaded: Loaded, seat: int, locale: str, notices
    ) -> None:
        """Redraw the panel whose button was clicked (the click's token edits it, and keeps
        it editable for another 15 minutes)."""
        assert interaction.message is not None
        game_id, user_id = loaded.record.id, interaction.user.id
        async with self.panels.lock(game_id, user_id):
            payload = await self._private_payload(loaded, seat, locale, notices)
            await edit_clicked(
                interaction,
                embed=payload["embed"],
                attachments=[payload["file"]],
                view=payload["view"],
            )
            self.panels.remember(
                game_id, user_id, interaction, interaction.message.id, loaded.record.version
            )

    @guarded
    async def on_back(self, interaction: discord.Interaction, *, game_id: int) -> None:
        """'I'm back': the seat is the clicker's again, and a fresh panel welcomes them."""
        await self.show_hand(interaction, game_id, reuse=False)

    @guarded
    async def on_refresh(self, interaction: discord.Interaction, *, game_id: int) -> None:
        """Refresh on a table updated only by clicks: this click's answer is the table
        brought up to date (and its token keeps it so for 15 minutes)."""
        await interaction.response.defer()
        self.bot.sync.request(game_id, via=interaction, redraw=True)

    @guarded
    async def on_hand(self, interaction: discord.Interaction, *, game_id: int) -> None:
        await self.show_hand(interaction, game_id)

    @guarded
    async def on_option(
        self,
        interaction: discord.Interaction,
        *,
        game_id: int,
        version: int,
        fingerprint: str,
        option: int | None,
    ) -> None:
        locale = user_locale(interaction)
        if not _own_ephemeral(interaction):
            # A forged click on some other message: answer apart, never edit that message.
            await reply(interaction, translate(locale, "error-outdated"))
            return
        await defer_later(interaction, self.bot.settings.answer_wait)  # or answered at once
        if option is None:
            await reply(interaction, translate(locale, "error-outdated"))
            return
        outcome = await self.bot.service.decide(
            game_id,
            user_id=interaction.user.id,
            version=version,
            option=option,
            fingerprint=fingerprint,
        )
        with self.bot.sync.clicked(game_id, interaction, applied=isinstance(outcome, Applied)):
            await self._answer_decision(interaction, outcome, locale)

    async def _answer_decision(
        self, interaction: discord.Interaction, outcome: Applied | Refusal, locale: str
    ) -> None:
        if isinstance(outcome, Refusal):
            await self._refused(interaction, outcome, locale)
            return
        loaded = self.bot.service.states.of(outcome.record, outcome.state)
        names = text_names(outcome.record, locale)
        notices = [tr(locale, e.label, names) for e in outcome.events if e.to == outcome.seat]
        notices += [
            translate(locale, "hand-only-choice", {"option": tr(locale, label, names)})
            for label in outcome.forced
        ]
        if not notices and outcome.seat not in loaded.pending():
            notices.append(translate(locale, "hand-done"))
        await self._update_panel(interaction, loaded, outcome.seat, locale, notices)

    @guarded
    async def on_take_back(
        self, interaction: discord.Interaction, *, game_id: int, version: int, fingerprint: str
    ) -> None:
        """Back: the player's previous step is undone, while the engine still allows it."""
        locale = user_locale(interaction)
        if not _own_ephemeral(interaction):
            await reply(interaction, translate(locale, "error-outdated"))
            return
        await defer_later(interaction, self.bot.settings.answer_wait)
        outcome = await self.bot.service.decide(
            game_id,
            user_id=interaction.user.id,
            version=version,
            option=0,
            fingerprint=fingerprint,
            back=True,
        )
        if isinstance(outcome, Applied):
            loaded = self.bot.service.states.of(outcome.record, outcome.state)
            notices = [translate(locale, "hand-took-back")]
            with self.bot.sync.clicked(game_id, interaction, applied=True):
                await self._update_panel(interaction, loaded, outcome.seat, locale, notices)
            return
        await self._refused(interaction, outcome, locale)

    @guarded
    async def on_hint(
        self, interaction: discord.Interaction, *, game_id: int, version: int, fingerprint: str
    ) -> None:
        """Hint: what the normal-level AI would choose here, and one line why, computed from
        the clicker's own view only."""
        locale = user_locale(interaction)
        if not _own_ephemeral(interaction):
            await reply(interaction, translate(locale, "error-outdated"))
            return
        await defer_later(interaction, self.bot.settings.answer_wait)
        asked = await self.bot.service.question(
            game_id, user_id=interaction.user.id, version=version, fingerprint=fingerprint
        )
        if isinstance(asked, Refusal):
            await self._refused(interaction, asked, locale)
            return
        loaded, seat, prompt = asked.loaded, asked.seat, asked.prompt
        record = loaded.record
        if not record.hints:
            notice = translate(locale, "error-hints-off")
        else:
            advice = hint(record.game, loaded.view(seat), prompt)
            notice = hint_text(prompt, advice, text_names(record, locale), locale)
        await self._update_panel(interaction, loaded, seat, locale, [notice])

    async def _refused(
        self, interaction: discord.Interaction, refusal: Refusal, locale: str
    ) -> None:
        if refusal.record is None or refusal.state is None or refusal.reason == "not-running":
            await edit_clicked(interaction, view=None)
            await reply(interaction, translate(locale, "error-not-running"))
            return
        loaded = self.bot.service.states.of(refusal.record, refusal.state)
        if refusal.reason in ("not-seated", "left"):
            key = "error-not-seated" if refusal.reason == "not-seated" else "error-you-left"
            await reply(interaction, translate(locale, key))
            return
        seat = refusal.record.seat_of(interaction.user.id)
        assert seat is not None
        if refusal.reason == "not-your-turn":
            names = text_names(refusal.record, locale)
            waiting = name_list([names[s] for s in sorted(loaded.pending())])
            notice = translate(locale, "error-not-your-turn", {"names": waiting})
        elif refusal.reason == "final":
            notice = translate(locale, "error-cannot-take-back")
        else:
            notice = translate(locale, "error-outdated")
        await self._update_panel(interaction, loaded, seat, locale, [notice])

    # -- commands -------------------------------------------------------------------------------

    async def _channel_game(
        self, interaction: discord.Interaction, *, theirs: bool = False
    ) -> GameRecord | None:
        """The open game of the channel the command was used in; else the user is told there
        is none, or, where tables open in threads, in which thread theirs is.

        ``theirs``: the command acts on the user's own seat (/hand, /game leave). A user not
        seated at the channel's own table but at one in a thread of it is told that thread:
        a channel has both once /settings threads is turned off while its threads hold
        tables."""
        channel_id = interaction.channel_id or 0
        record = await self.bot.finder.open_game_in_channel(channel_id)
        if record is not None and (not theirs or record.seat_of(interaction.user.id) is not None):
            return record
        locale = user_locale(interaction)
        in_threads = await self.bot.finder.open_games_in_threads_of(channel_id)
        mine = [g for g in in_threads if g.seat_of(interaction.user.id) is not None]
        if record is not None and not mine:
            return record  # the command tells them they have no seat there
        if in_threads:
            threads = ", ".join(f"<#{g.channel_id}>" for g in (mine or in_threads)[:THREADS_NAMED])
            key = "error-game-in-thread" if record is None else "error-seat-in-thread"
            await reply(interaction, translate(locale, key, {"threads": threads}))
            return None
        play = self.bot.command_mentions("cmd-play")
        await reply(interaction, translate(locale, "error-no-game-here", {"play": play}))
        return None

    @app_commands.command(name=command_text("cmd-hand"), description=command_text("cmd-hand-desc"))
    @everywhere
    @guarded
    async def hand(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._channel_game(interaction, theirs=True)
        if record is not None:
            await self.show_hand(interaction, record.id)

    @game_group.command(
        name=command_text("cmd-game-status"), description=command_text("cmd-game-status-desc")
    )
    @guarded
    async def status(self, interaction: discord.Interaction) -> None:
        """Post the lobby or table again at the bottom of the channel."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._channel_game(interaction)
        if record is None:
            return
        if record.by_tokens:  # the table comes as a follow-up: the private answer first
            await reply(interaction, translate(user_locale(interaction), "status-reposted"))
            self.bot.sync.offer(record.id, interaction)
        self.bot.sync.request(record.id, repost=True)
        await self.bot.sync.settled(record.id)
        if not record.by_tokens:
            await reply(interaction, translate(user_locale(interaction), "status-reposted"))

    @game_group.command(
        name=command_text("cmd-game-abandon"), description=command_text("cmd-game-abandon-desc")
    )
    @guarded
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Stop the lobby or game of this channel, after a confirmation."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._channel_game(interaction)
        if record is None:
            return
        if not can_moderate(interaction, record):
            await reply(interaction, translate(locale, "error-abandon-not-allowed"))
            return
        await reply(
            interaction, translate(locale, "abandon-confirm"), view=abandon_view(record, locale)
        )

    @game_group.command(
        name=command_text("cmd-game-leave"), description=command_text("cmd-game-leave-desc")
    )
    @guarded
    async def leave(self, interaction: discord.Interaction) -> None:
        """Hand your seat to a bot for the rest of the game, after a confirmation."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._channel_game(interaction, theirs=True)
        if record is None:
            return
        problem = _leave_problem(record, interaction.user.id)
        if problem is not None:
            await reply(interaction, translate(locale, problem))
            return
        await reply(
            interaction, translate(locale, "leave-confirm"), view=leave_view(record, locale)
        )

    @guarded
    async def on_leave_confirmed(self, interaction: discord.Interaction, *, game_id: int) -> None:
        locale = user_locale(interaction)
        if not _own_ephemeral(interaction):
            await reply(interaction, translate(locale, "error-outdated"))
            return
        await interaction.response.defer()
        record = await self.bot.finder.game(game_id)
        problem = (
            "error-not-running" if record is None else _leave_problem(record, interaction.user.id)
        )
        if problem is None:
            assert record is not None
            seat = record.seat_of(interaction.user.id)
            assert seat is not None
            if not await self.bot.service.hand_over(game_id, seat, only_away=False):
                problem = "error-not-running"
        await interaction.edit_original_response(
            content=translate(locale, problem or "leave-done"), view=None
        )

    @game_group.command(
        name=command_text("cmd-game-replace"), description=command_text("cmd-game-replace-desc")
    )
    @app_commands.rename(player=command_text("cmd-game-replace-player"))
    @app_commands.describe(player=command_text("cmd-game-replace-player-desc"))
    @guarded
    async def replace(self, interaction: discord.Interaction, player: discord.User) -> None:
        """A moderator hands an away player's seat to a bot for good."""
        locale = user_locale(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self._channel_game(interaction)
        if record is None:
            return
        if not can_moderate(interaction, record):
            await reply(interaction, translate(locale, "error-replace-not-allowed"))
            return
        seat = record.seat_of(player.id) if record.status == "running" else None
        if seat is None:
            await reply(interaction, translate(locale, "error-replace-not-a-player"))
            return
        if not await self.bot.service.hand_over(record.id, seat, only_away=True):
            await reply(interaction, translate(locale, "error-replace-not-away"))
            return
        names = text_names(record, locale)
        await reply(interaction, translate(locale, "replace-done", {"name": names[seat]}))

    @game_group.command(
        name=command_text("cmd-game-replay"), description=command_text("cmd-game-replay-desc")
    )
    @app_commands.rename(number=command_text("cmd-game-replay-number"))
    @app_commands.describe(number=command_text("cmd-game-replay-number-desc"))
    @guarded
    async def replay(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """Step through a finished game (see ``cogs.story``)."""
        story = self.bot.handlers[StoryHandler]
        await story.replay_command(interaction, number)

    @guarded
    async def on_abandon_confirmed(self, interaction: discord.Interaction, *, game_id: int) -> None:
        locale = user_locale(interaction)
        if not _own_ephemeral(interaction):
            await reply(interaction, translate(locale, "error-outdated"))
            return
        await interaction.response.defer()
        record = await self.bot.finder.game(game_id)
        if record is None or not record.is_open:
            await interaction.edit_original_response(
                content=translate(locale, "error-not-running"), view=None
            )
            return
        if not can_moderate(interaction, record):
            await reply(interaction, translate(locale, "error-abandon-not-allowed"))
            return
        self._offer(record, interaction)
        closed = await self.bot.service.close(game_id, by=interaction.user.id)
        await self.bot.sync.settled(game_id)  # the answer comes once the channel shows it
        await interaction.edit_original_response(
            content=translate(locale, "abandon-done" if closed else "error-not-running"), view=None
        )


def _leave_problem(record: GameRecord, user_id: int) -> str | None:
    """Why ``user_id`` cannot leave this game (a catalog key), or ``None``."""
    if record.status != "running":
        return "error-leave-not-running"
    seat = record.seat_of(user_id)
    if seat is None:
        return "error-not-seated"
    if record.seats[seat].stand_in == "left":
        return "error-you-left"
    return None


def _own_ephemeral(interaction: discord.Interaction) -> bool:
    """The clicked component sits on an ephemeral message of this bot (a private view or a
    confirmation), the only kind of message a private answer may replace."""
    message = interaction.message
    return (
        message is not None
        and message.flags.ephemeral
        and interaction.client.user is not None
        and message.author.id == interaction.client.user.id
    )


async def setup(bot: TableBot) -> None:
    await bot.add_cog(TableCog(bot))
