"""``python -m db.copy``: a database of 1,000 games with their logs goes SQLite → PostgreSQL →
SQLite; every table's rows arrive, and 20 games replay from their logs to their snapshots."""

from __future__ import annotations

import itertools
import json

import pytest

from db.copy import copy_database, main
from db.database import open_database
from db.history import HistoryStore
from engine.core.agents import RandomAgent
from engine.core.playout import play, replay
from engine.core.registry import games
from engine.core.serialization import state_to_json

SNOWFLAKE = 1_100_000_000_000_000_000  # Discord ids are 64-bit


def playouts(count: int) -> list[tuple[str, int, int, list, str, dict | None]]:
    """Random games of every engine: (game, players, seed, log, final snapshot, result); three
    in four are cut after a few moves (running games: short logs keep the test quick)."""
    found = []
    engines = itertools.cycle(sorted(games().values(), key=lambda g: g.id))
    for number in range(count):
        game = next(engines)
        players = 2 + number % 2
        run = play(game, game.setup(players, number), lambda s, n=number: RandomAgent(n * 31 + s))
        log, state, result = run.log, run.state, game.result(run.state).to_json()
        if number % 4:
            log = log[: 5 + 7 * (number % 4)]
            state, result = replay(game, players, number, None, log), None
        log = [(seat, json.dumps(action)) for seat, action in log]
        found.append((game.id, players, number, log, state_to_json(state), result))
    return found


async def fill(database, count: int) -> None:
    """``count`` games (cycling through a few playouts) written straight into the tables, with
    seats, logs, results, settings and a privacy choice; then rated as the bot rates them."""
    samples = playouts(8)
    games_rows, seats, actions, results = [], [], [], []
    for game_id in range(1, count + 1):
        name, players, seed, log, state, result = samples[game_id % len(samples)]
        guild = SNOWFLAKE + game_id % 7
        status = "running" if result is None else "finished"
        games_rows.append(
            (game_id, name, guild, SNOWFLAKE + 1000 + game_id, SNOWFLAKE + game_id % 13,
             status, seed, "{}", len(log), state, 1_700_000_000.5 + game_id)
        )  # fmt: skip
        for seat in range(players):
            user = SNOWFLAKE + (game_id + seat) % 13 if seat < players - 1 or seat == 0 else None
            seats.append(
                (game_id, seat, user, None if user else "easy", f"p{seat}",
                 1_700_000_000.25 if status == "running" else None)
            )  # fmt: skip
        for version, (seat, action) in enumerate(log):
            actions.append((game_id, version, seat, action, "[]"))
        if result is not None:
            results.append((game_id, json.dumps(result)))
    async with database.transaction() as tx:
        await tx.execute_many(
            "INSERT INTO games (id, game, guild_id, channel_id, host_id, status, seed, options, "
            "version, state, lobby_expires) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            games_rows,
        )
        await tx.execute_many(
            "INSERT INTO seats (game_id, seat, user_id, ai_level, name, deadline) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            seats,
        )
        await tx.execute_many(
            "INSERT INTO actions (game_id, version, seat, action, events) VALUES (?, ?, ?, ?, ?)",
            actions,
        )
        await tx.execute_many("INSERT INTO results (game_id, result) VALUES (?, ?)", results)
        await tx.execute_many(
            "INSERT INTO guild_settings (guild_id, language, clock_seconds) VALUES (?, ?, ?)",
            [(SNOWFLAKE + g, "fr", 300) for g in range(7)],
        )
    await HistoryStore(database).set_hidden(SNOWFLAKE + 3, True)
    await HistoryStore(database).rate_pending()


async def dump(target) -> dict[str, list[tuple]]:
    database = await open_database(target)
    try:
        tables = {}
        for table in await database.table_names():
            key = ", ".join(await database.primary_key(table))
            rows = await database.fetch_all(f"SELECT * FROM {table} ORDER BY {key}")
            tables[table] = [tuple(row) for row in rows]
        return tables
    finally:
        await database.close()


async def test_a_thousand_games_round_trip_through_postgresql(tmp_path, postgres_url):
    original, back = tmp_path / "original.sqlite3", tmp_path / "back.sqlite3"
    database = await open_database(original)
    await fill(database, 1000)
    await database.close()

    there = await copy_database(f"sqlite:///{original}", postgres_url, sample=20)
    assert there.ok, there.problems
    again = await copy_database(postgres_url, back, sample=20, seed=1)
    assert again.ok, again.problems

    assert there.counts["games"] == again.counts["games"] == (1000, 1000)
    assert there.counts["actions"][0] > 30_000
    for table, (source, copied) in there.counts.items():
        assert source == copied == again.counts[table][1], table
    assert len(there.replayed) == len(again.replayed) == 20
    before, after = await dump(original), await dump(back)
    assert before.keys() == after.keys() and "player_results" in before
    for table in before:
        assert before[table] == after[table], table
    assert before["player_results"] and before["ratings"] and before["user_privacy"]

    # the copy is a database the bot keeps using: new games continue the ids
    copied = await open_database(postgres_url)
    from db.store import GameStore

    lobby = await GameStore(copied).lobbies.create_lobby(
        game="luxor", guild_id=1, channel_id=1, host_id=1, host_name="h", seed=1
    )
    assert lobby.id == 1001
    await copied.close()


async def test_the_copy_refuses_a_destination_with_games(tmp_path, capsys):
    source, destination = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    for path in (source, destination):
        database = await open_database(path)
        await fill(database, 3)
        await database.close()
    assert (
        await pytest.importorskip("asyncio").to_thread(
            main, ["--from", str(source), "--to", f"sqlite:///{destination}"]
        )
        == 2
    )
    assert "already holds 3 games" in capsys.readouterr().err
