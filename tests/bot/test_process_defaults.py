"""The bot as users run it: its own process, a fresh ``.env``'s settings (render and AI worker
processes), a whole game of each game against a bot of each level (the expert's in a game of
its own, at a shorter thinking time).

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

QUICK_LEVELS = [level for level in LEVELS if level != "expert"]
"""Three bots and a human fill a table; the expert, slow at the default settings, has its own."""


@pytest.mark.sqlite_only  # the store is not what this is about; the kill tests run both
@pytest.mark.parametrize("game_id", sorted(games()))
async def test_a_whole_game_against_every_level_at_the_default_settings(fake, database, game_id):
    alice = fake.user("alice")
    process = BotProcess(fake, database, LOG_LEVEL="INFO")
    assert "AI_WORKERS" not in process.environment and "RENDER_WORKERS" not in process.environment
    await process.start(capture_log=True)
    try:
        table_id = await open_table(fake, alice, game_id, [alice], bots=QUICK_LEVELS)
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


@pytest.mark.sqlite_only  # the store is not what this is about
async def test_an_expert_bot_is_offered_and_plays_a_whole_game_through_the_bot_process(
    fake, database
):
    alice = fake.user("alice")
    # A whole game at the default 2 s a decision would take minutes; the budget itself is
    # tested on a fake clock (tests/engine/test_expert_ai.py).
    process = BotProcess(fake, database, LOG_LEVEL="INFO", AI_THINK_SECONDS="0.05")
    assert "AI_WORKERS" not in process.environment
    assert "AI_OFFER_EXPERT" not in process.environment, "the lobby offers it by default"
    await process.start(capture_log=True)
    try:
        table_id = await open_table(fake, alice, "mausoleum", [alice], bots=["expert"])
        await take_turns(fake, [alice], table_id, random.Random(5))
        workers = set(process.worker_names())
    finally:
        await process.stop()
    assert stored(database, "SELECT status FROM games") == [("finished",)]
    assert stored(database, "SELECT ai_level FROM seats WHERE seat = 1") == [("expert",)]
    assert stored(database, "SELECT COUNT(*) FROM actions WHERE seat = 1")[0][0] > 5
    assert "ai-expert" in workers, "the expert thinks in workers of its own"
    assert not [line for line in process.log if " ERROR " in line or "Traceback" in line]
