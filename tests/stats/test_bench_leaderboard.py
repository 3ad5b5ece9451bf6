"""The leaderboard benchmark's database is the one the bot itself would have built."""

from __future__ import annotations

import sqlite3

from bench.leaderboard import _migrate, build, measure
from db.database import Database
from db.history import HistoryStore

TABLES = ("ratings", "player_results", "guild_players", "result_log")


def snapshot(path) -> dict[str, list[tuple]]:
    connection = sqlite3.connect(path)
    try:
        return {
            t: connection.execute(f"SELECT * FROM {t} ORDER BY 1, 2, 3").fetchall() for t in TABLES
        }
    finally:
        connection.close()


async def test_the_bench_database_equals_a_rebuild_and_answers(tmp_path):
    path = tmp_path / "bench.sqlite3"
    await _migrate(path)
    build(path, games=400, players=60, guilds=3)
    built = snapshot(path)
    assert len(built["result_log"]) == 400 and built["ratings"]
    database = await Database.open(path)
    assert await HistoryStore(database).rebuild() == 400
    await database.close()
    assert snapshot(path) == built
    figures = await measure(path, queries=40, players=60, guilds=3)
    assert figures["all_p99_ms"] > 0
