"""The image workers: a worker that dies is replaced and the click still gets its pictures;
busy workers never delay an acknowledgement; an unchanged view is not drawn twice."""

from __future__ import annotations

import asyncio
import io
import os
import random
import signal

from PIL import Image

from bot import create_bot
from tests.bot.conftest import bot_settings
from tests.bot.driver import click_random_option, open_hand, option_components, start_game
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.fakediscord.interactions import CallbackType


def _png(attachment) -> Image.Image:
    image = Image.open(io.BytesIO(attachment.data))
    image.load()
    return image


async def _first_turn(fake, bot, game: str):
    """A two-player game started; its table, the player to move and their open hand."""
    await bot.drawing._run(os.getpid)  # the worker is up: spawning it is slow on a busy machine
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, bot, alice, game, [alice, bob], bots=0)
    record = await bot.store.games.open_game_in_channel(fake.channel.id)
    mover = (alice, bob)[min((await bot.service.load(record.id)).pending())]
    return table, mover, await open_hand(mover, fake.message(table.id))


async def test_a_killed_render_worker_is_replaced_and_the_click_is_answered(fake, database):
    bot = create_bot(bot_settings(database, render_workers=1), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        table, mover, hand = await _first_turn(fake, bot, "luxor")
        drawn_table = fake.message(table.id).attachments[0].data

        (worker,) = bot.drawing.worker_pids()
        os.kill(worker, signal.SIGKILL)

        interaction, answer = await click_random_option(mover, hand, random.Random(1))
        assert interaction.answer_seconds is not None
        await bot.settled()
        redrawn = fake.message(table.id)
        assert redrawn.attachments and redrawn.attachments[0].data != drawn_table
        assert _png(redrawn.attachments[0]).format == "PNG"
        assert bot.drawing.replaced == 1
        assert bot.drawing.worker_pids() and worker not in bot.drawing.worker_pids()


async def test_opening_an_unchanged_hand_again_draws_nothing(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    first = await open_hand(bob, fake.message(table.id))
    drawn = table_bot.drawing.misses
    again = await open_hand(bob, fake.message(table.id))
    assert table_bot.drawing.misses == drawn
    assert table_bot.drawing.hits >= 1
    assert again.attachments[0].data == first.attachments[0].data


async def test_busy_render_workers_never_hold_back_an_acknowledgement(fake, database, tmp_path):
    """Every render worker busy and more jobs queued behind them: a click is acknowledged when
    its short wait for an answer runs out all the same, and answered in full once the workers
    are free again."""
    settings = bot_settings(database, render_workers=1, answer_wait=0.05)
    bot = create_bot(settings, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        table, mover, hand = await _first_turn(fake, bot, "mausoleum")
        shown = fake.message(table.id).version

        gate = tmp_path / "gate"
        os.mkfifo(gate)  # reading it blocks until it is opened for writing: a job that waits
        blockers = [asyncio.ensure_future(bot.drawing._run(gate.read_bytes))]
        blockers += [asyncio.ensure_future(bot.drawing._run(os.getpid)) for _ in range(3)]
        component = option_components(hand)[0]
        if component["type"] == 2:
            interaction = await mover.click(hand, component["custom_id"])
        else:
            value = component["options"][0]["value"]
            interaction = await mover.select(hand, component["custom_id"], value)

        await interaction.acknowledgement()
        assert interaction.callback_type is CallbackType.DEFERRED_UPDATE_MESSAGE  # the wait ran out
        assert not any(blocker.done() for blocker in blockers)  # the queue was still full
        assert fake.message(table.id).version == shown  # the new table waits for a worker

        with open(gate, "wb"):  # noqa: ASYNC230 - opens at once: the worker waits in it
            pass
        await asyncio.gather(*blockers)
        await interaction.answered(timeout=30)
        await bot.settled()
        assert fake.message(table.id).version != shown
