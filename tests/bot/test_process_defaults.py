"""The bot as users run it: its own process, a fresh ``.env``'s settings (render and AI worker
processes), a whole game of each game against a bot of each level.

The suite once ran every bot in the test process only, and no computer player ever moved in
the configuration every user runs.
"""

from __future__ import annotations

import random

import pytest

from engine.ai import LEVELS
from engine.core import games
from tests.bot.driver import open_table, take_turns
from tests.bot.process import BotProcess
from tests.bot.stored import stored


@pytest.mark.sqlite_only  # the store is not what this is about; the kill tests run both
@pytest.mark.parametrize("game_id", sorted(games()))
async def test_a_whole_game_against_every_level_at_the_default_settings(fake, database, game_id):
    alice = fake.user("alice")
    process = BotProcess(fake, database, LOG_LEVEL="INFO")
    assert "AI_WORKERS" not in process.environment and "RENDER_WORKERS" not in process.environment
    await process.start(capture_log=True)
    try:
        table_id = await open_table(fake, alice, game_id, [alice], bots=LEVELS)
        await take_turns(fake, [alice], table_id, random.Random(5))
        workers = set(process.worker_names())
    finally:
        await process.stop()
    assert stored(database, "SELECT status FROM games") == [("finished",)]
    assert stored(database, "SELECT COUNT(*) FROM results") == [(1,)]
    acted = {seat for (seat,) in stored(database, "SELECT DISTINCT seat FROM actions")}
    assert acted == {0, 1, 2, 3}, "every bot, of every level, played its seat"
    assert {"ai-worker", "render-worker"} <= workers
    assert not [line for line in process.log if " ERROR " in line or "Traceback" in line]
