"""SIGKILL the bot process between two clicks, start it again: nothing is lost."""

from __future__ import annotations

import random

from tests.bot.driver import open_hand, option_components, take_turns
from tests.bot.driver import open_table as open_table_by_clicks
from tests.bot.process import BotProcess
from tests.bot.stored import stored


async def test_a_killed_bot_restarts_on_the_same_database_and_old_buttons_work(fake, database):
    rng = random.Random(9)
    alice, bob = fake.user("alice"), fake.user("bob")
    process = BotProcess(fake, database)
    await process.start()
    try:
        table_id = await open_table_by_clicks(fake, alice, "capital-lux", [alice, bob])
        await take_turns(fake, [alice, bob], table_id, rng, max_clicks=7)
        old_prompts = {user: await open_hand(user, fake.message(table_id)) for user in (alice, bob)}
        ((version, state),) = stored(database, "SELECT version, state FROM games")
    finally:
        await process.kill()

    assert stored(database, "SELECT COUNT(*) FROM actions") == [(version,)]
    restarted = BotProcess(fake, database)
    await restarted.start()
    try:
        user, prompt = next((u, p) for u, p in old_prompts.items() if option_components(p))
        await (await user.click(prompt, option_components(prompt)[0]["custom_id"])).answered()
        ((after,),) = stored(database, "SELECT version FROM games")
        assert after == version + 1, "the old button acted on the state saved before the kill"
        await take_turns(fake, [alice, bob], table_id, rng)
    finally:
        await restarted.stop()
    ((status,),) = stored(database, "SELECT status FROM games")
    assert status == "finished"
    assert stored(database, "SELECT COUNT(*) FROM results") == [(1,)]
