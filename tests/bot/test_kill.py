"""SIGKILL the bot process between two clicks, or between posting a game's results and recording
them; start it again: nothing is lost, nothing is posted twice."""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal

import pytest

from tests.bot.driver import has_hand_button, open_hand, option_components, take_turns
from tests.bot.driver import open_table as open_table_by_clicks
from tests.bot.process import BotProcess
from tests.bot.stored import stored
from tests.fakediscord import FakeDiscordUsageError, InteractionFailed


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


def endings(fake) -> list:
    return [m for m in fake.channel_messages() if m.content.startswith("Game over")]


@pytest.mark.postgresql_sample(moment=["results-claimed"])  # the claim is the store's part
@pytest.mark.parametrize("moment", ["results-posted", "results-claimed"])
async def test_a_kill_between_a_results_post_and_its_record_announces_the_game_once(
    fake, database, moment
):
    """The bot dies after its results post landed but before it was recorded, or after the
    post was claimed but before it landed: the restart (which finds the claim's process dead)
    announces the game exactly once and leaves the channel's earlier results alone."""
    rng = random.Random(5)
    alice, bob = fake.user("alice"), fake.user("bob")
    process = BotProcess(fake, database)
    await process.start()
    try:
        first = await open_table_by_clicks(fake, alice, "capital-lux", [alice, bob])
        await take_turns(fake, [alice, bob], first, rng)
        await fake.wait_for(lambda: len(endings(fake)) == 1, timeout=30)
    finally:
        await process.stop()
    (earlier,) = endings(fake)

    dying = BotProcess(fake, database, TEST_DIE_AT=moment)
    await dying.start()
    second = await open_table_by_clicks(fake, alice, "capital-lux", [alice, bob])
    # Played until the bot dies (it may announce before it draws the final table).
    playing = asyncio.create_task(take_turns(fake, [alice, bob], second, rng))
    assert await dying.exited(timeout=120) == -signal.SIGKILL
    playing.cancel()
    with contextlib.suppress(
        asyncio.CancelledError, InteractionFailed, FakeDiscordUsageError, TimeoutError
    ):
        await playing
    assert stored(database, "SELECT announced, posting FROM games WHERE id = 2") == [(0, "end")]
    assert len(endings(fake)) == (2 if moment == "results-posted" else 1)

    restarted = BotProcess(fake, database)
    await restarted.start()
    try:
        await fake.wait_for(
            lambda: (
                stored(database, "SELECT announced, posting FROM games WHERE id = 2") == [(1, None)]
            ),
            timeout=30,
        )
        await fake.wait_for(lambda: not has_hand_button(fake.message(second)), timeout=30)
    finally:
        await restarted.stop()
    assert not fake.message(earlier.id).deleted, "game 1's results are left alone"
    (announced,) = [m for m in endings(fake) if m is not earlier]
    assert "(table #2)" in announced.content
    for player in (alice, bob):
        assert [m.id for m in fake.notifications(player) if m.content.startswith("Game over")] == [
            earlier.id,
            announced.id,
        ], "each result called its players once"
