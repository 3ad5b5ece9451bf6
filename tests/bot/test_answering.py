"""A click on a turn panel is answered by its acknowledgement when the answer is quick, and
deferred then answered when it is not (``cogs.answering``): the same panel either way. Whatever
happens to a click, nothing escapes its handler (``cogs.common.guarded``)."""

from __future__ import annotations

import asyncio
import logging
import random

import discord
import pytest

from bot import create_bot
from cogs.answering import defer_later, edit_clicked, settle
from cogs.common import guarded, reply
from db.schema import DatabaseBusy
from locales import translate
from tests.bot.conftest import bot_settings
from tests.bot.driver import (
    click_first_option,
    click_random_option,
    open_hand,
    panel_version,
    start_game,
)
from tests.bot.faults import NetworkFaults
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.interactions import CallbackType

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
EDIT_ORIGINAL = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"


async def _mover_and_panel(fake, bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, bot, alice, "luxor", [alice, bob], bots=0)
    record = await bot.store.games.open_game_in_channel(fake.channel.id)
    mover = (alice, bob)[min((await bot.service.load(record.id)).pending())]
    return record.id, mover, await open_hand(mover, fake.message(table.id))


def _routes(fake, since: int) -> list[str]:
    return [request.route for request in fake.requests[since:]]


@pytest.mark.parametrize("wait", [2.0, 0.0])
async def test_a_quick_answer_goes_with_the_acknowledgement(fake, database, wait):
    """With time to wait, the click's one request is an UPDATE_MESSAGE carrying the new panel;
    with none (``ANSWER_WAIT_MS=0``), a deferral and then an edit. The panel is the same."""
    bot = create_bot(bot_settings(database, answer_wait=wait), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        game_id, mover, panel = await _mover_and_panel(fake, bot)
        shown_version = panel_version(panel)
        before = len(fake.requests)
        interaction, answer = await click_random_option(mover, panel, random.Random(3))
        await bot.settled()

        routes = _routes(fake, before)
        panel_requests = [r for r in routes if r in (CALLBACK, EDIT_ORIGINAL)]
        if wait:
            assert interaction.callback_type is CallbackType.UPDATE_MESSAGE
            assert panel_requests == [CALLBACK]
            assert interaction.answer_seconds == interaction.ack_seconds
        else:
            assert interaction.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE
            assert panel_requests == [CALLBACK, EDIT_ORIGINAL]
        loaded = await bot.service.load(game_id)
        assert answer.id == panel.id and answer.attachments
        assert panel_version(answer) in (None, loaded.record.version)  # the panel after the move
        assert panel_version(answer) != shown_version


async def test_an_answer_slower_than_the_wait_is_deferred_then_shown(fake, database, monkeypatch):
    """The wait runs out while the move is being decided: Discord is told to wait at that
    moment, and the panel is edited once the answer is ready."""
    bot = create_bot(bot_settings(database, answer_wait=0.05), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        _, mover, panel = await _mover_and_panel(fake, bot)
        gate = asyncio.Event()
        decide = bot.service.decide

        async def held(*arguments, **keywords):
            await gate.wait()
            return await decide(*arguments, **keywords)

        monkeypatch.setattr(bot.service, "decide", held)
        shown = (panel_version(panel), fake.message(panel.id).version)
        interaction = await click_first_option(mover, panel)
        await interaction.acknowledgement()
        assert interaction.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE
        assert interaction.answer is None
        assert (panel_version(fake.message(panel.id)), fake.message(panel.id).version) == shown

        gate.set()
        answer = await interaction.answered(timeout=30)
        await bot.settled()
        assert answer.id == panel.id and answer.version > shown[1]
        assert panel_version(answer) != shown[0]


async def test_a_refused_click_answers_in_its_acknowledgement_too(fake, database):
    """A click on an outdated panel is refused in that panel (the current choice, or whose turn
    it is), by the acknowledgement itself."""
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        _, mover, panel = await _mover_and_panel(fake, bot)
        table = fake.message(
            (await bot.store.games.open_game_in_channel(fake.channel.id)).message_id
        )
        second = await open_hand(mover, table)  # asked again: a second panel of this version
        assert second.id != panel.id
        await click_random_option(mover, panel, random.Random(5))
        await bot.settled()
        before = len(fake.requests)
        interaction = await click_first_option(mover, second)  # drawn before that move
        answer = await interaction.answered(timeout=30)
        await bot.settled()
        assert interaction.callback_type is CallbackType.UPDATE_MESSAGE
        assert EDIT_ORIGINAL not in _routes(fake, before)
        assert answer.id == second.id
        refusals = (translate("en-US", "error-outdated"), "It is not your turn")
        assert answer.embeds[0]["description"].startswith(refusals)


class _Response:
    def __init__(self) -> None:
        self.calls: list[str] = []
        self.done = False

    def is_done(self) -> bool:
        return self.done

    async def defer(self) -> None:
        self.calls.append("defer")
        self.done = True

    async def edit_message(self, **fields) -> None:
        self.calls.append("edit_message")
        self.done = True


class _Click:
    """What ``cogs.answering`` uses of a ``discord.Interaction``."""

    def __init__(self) -> None:
        self.extras: dict = {}
        self.response = _Response()

    async def edit_original_response(self, **fields) -> None:
        self.response.calls.append("edit_original_response")


async def test_an_answer_within_the_wait_cancels_the_deferral():
    click = _Click()
    await defer_later(click, 60.0)  # type: ignore[arg-type]
    deferral = click.extras["deferral"]
    await edit_clicked(click, content="answer")  # type: ignore[arg-type]
    assert click.response.calls == ["edit_message"]
    assert deferral._timer.cancelled()
    assert not await settle(click)  # type: ignore[arg-type]


async def test_an_answer_after_the_wait_edits_the_deferred_response():
    click = _Click()
    await defer_later(click, 60.0)  # type: ignore[arg-type]
    click.extras["deferral"]._send()  # the wait runs out
    await edit_clicked(click, content="answer")  # type: ignore[arg-type]
    assert click.response.calls == ["defer", "edit_original_response"]


async def test_no_wait_defers_at_once():
    click = _Click()
    await defer_later(click, 0)  # type: ignore[arg-type]
    assert click.response.calls == ["defer"] and not click.extras


async def test_a_handler_that_never_answers_still_acknowledges(fake, database, monkeypatch):
    """A deferral promised by a handler that then returns without answering is sent when the
    handler ends (``guarded``): the click never fails and no deferral outlives its handler."""
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        seen: list[discord.Interaction] = []

        @guarded
        async def silent(interaction: discord.Interaction) -> None:
            await defer_later(interaction, 60.0)
            seen.append(interaction)

        _, mover, panel = await _mover_and_panel(fake, bot)

        async def on_option(interaction, **_):
            await silent(interaction)

        monkeypatch.setattr(bot.get_cog("TableCog"), "on_option", on_option)
        interaction = await click_first_option(mover, panel)
        await interaction.acknowledgement()
        assert seen and interaction.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE


class HeldClick:
    """A guarded handler put in place of the turn panel's options: it records the task that
    runs it, waits for :attr:`release` when told to, then runs ``then``. The click is sent
    apart (:meth:`send`): the user's side waits for an answer these tests know never comes."""

    def __init__(self, then, *, hold: bool = False) -> None:
        self.entered, self.release = asyncio.Event(), asyncio.Event()
        self.tasks: list[asyncio.Task] = []
        self.click: asyncio.Task | None = None
        if not hold:
            self.release.set()

        @guarded
        async def handler(interaction: discord.Interaction) -> None:
            self.tasks.append(asyncio.current_task())
            self.entered.set()
            await self.release.wait()
            await then(interaction)

        async def on_option(interaction, **_):
            await handler(interaction)

        self.on_option = on_option

    def send(self, user, panel) -> None:
        self.click = asyncio.create_task(click_first_option(user, panel))

    async def ended(self) -> None:
        """The handler has run to its end (what the user saw of the click is not awaited)."""
        await asyncio.wait_for(self.entered.wait(), 10)
        await asyncio.wait_for(asyncio.wait(self.tasks), 10)
        assert self.click is not None
        self.click.cancel()


def errors_logged(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_click_cut_short_by_the_bot_closing_ends_quietly(
    fake, database, monkeypatch, caplog
):
    """discord.py closes the bot (a fatal gateway error; the graceful shutdown lets clicks
    finish first) while a click is being handled: its answer can reach nobody any more (the
    HTTP session is gone). The click ends there, in one info line: no traceback of ours, nothing
    escaping into discord.py's "Ignoring exception", the click no longer counted in flight."""
    caplog.set_level(logging.INFO, logger="cogs.common")
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    held = HeldClick(lambda interaction: reply(interaction, "too late"), hold=True)
    async with fake.connect(bot):
        _, mover, panel = await _mover_and_panel(fake, bot)
        monkeypatch.setattr(bot.get_cog("TableCog"), "on_option", held.on_option)
        held.send(mover, panel)
        await asyncio.wait_for(held.entered.wait(), 10)
        await bot.close()
        held.release.set()
        await held.ended()
    assert errors_logged(caplog) == []
    assert any("cut short by the bot closing" in r.getMessage() for r in caplog.records)
    assert bot.in_flight == set()


async def test_a_busy_database_whose_notice_meets_a_fault_ends_quietly(
    fake, database, monkeypatch, caplog
):
    """The database is busy, and the notice saying so meets a dropped connection: the user
    cannot be told (the click shows as failed, and changed nothing); the bot logs both and
    the click ends, nothing escaping its handler."""
    caplog.set_level(logging.INFO, logger="cogs.common")
    faults = NetworkFaults().install(monkeypatch)
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)

    async def busy(interaction: discord.Interaction) -> None:
        raise DatabaseBusy("another writer holds it")

    held = HeldClick(busy)
    async with fake.connect(bot):
        game_id, mover, panel = await _mover_and_panel(fake, bot)
        before = (await bot.store.games.get(game_id)).version
        monkeypatch.setattr(bot.get_cog("TableCog"), "on_option", held.on_option)
        faults.drop_next(CALLBACK)
        held.send(mover, panel)
        await held.ended()
        assert faults.served == [("drop", CALLBACK)]
        assert errors_logged(caplog) == []
        logged = [r.getMessage() for r in caplog.records]
        assert any("database busy for user" in line for line in logged)
        assert any("could not send error-database-busy" in line for line in logged)
        assert bot.in_flight == set()
        assert (await bot.store.games.get(game_id)).version == before, "nothing changed"
