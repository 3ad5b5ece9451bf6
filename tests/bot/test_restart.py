"""A new bot process on the same database carries on, and buttons sent before still work."""

from __future__ import annotations

import random

import pytest

from bot import create_bot
from engine.core import games, get_game, replay, state_to_json
from tests.bot.conftest import bot_settings
from tests.bot.driver import (
    choose,
    open_hand,
    option_components,
    play_to_the_end,
    settle,
    start_game,
)
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


@pytest.mark.postgresql_sample(game_id=["mausoleum"])  # test_kill: Capital Lux on both
@pytest.mark.parametrize("game_id", list(games()))
async def test_a_restart_mid_game_loses_nothing_and_old_buttons_work(fake, database, game_id):
    rng = random.Random(4)
    alice, bob = fake.user("alice"), fake.user("bob")
    first_bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first_bot):
        table = await start_game(fake, first_bot, alice, game_id, [alice, bob], bots=1)
        record = await first_bot.store.games.open_game_in_channel(fake.channel.id)
        for _ in range(6):  # a few decisions by whoever is to move
            loaded = await first_bot.service.load(record.id)
            seat = min(s for s in loaded.pending() if s < 2)
            user = (alice, bob)[seat]
            await choose(user, await open_hand(user, table), rng)
            await settle(first_bot)
        loaded = await first_bot.service.load(record.id)
        seat = min(s for s in loaded.pending() if s < 2)
        waiting_user = (alice, bob)[seat]
        old_prompt = await open_hand(waiting_user, table)  # sent before the restart
        before = await first_bot.store.games.get(record.id)

    second_bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second_bot):
        after = await second_bot.store.games.get(record.id)
        assert (after.version, after.state) == (before.version, before.state)
        log = await second_bot.store.actions.action_log(record.id)
        game = get_game(game_id)
        rebuilt = replay(game, 3, after.seed, after.options, [(a.seat, a.action) for a in log])
        assert state_to_json(rebuilt) == after.state, "the log replays to the snapshot"

        clicked = option_components(old_prompt)[0]["custom_id"]
        await (await waiting_user.click(old_prompt, clicked)).answered()
        assert (await second_bot.store.games.get(record.id)).version > before.version
        await play_to_the_end(fake, second_bot, [alice, bob], record.id)
        assert (await second_bot.store.games.get(record.id)).status == "finished"
