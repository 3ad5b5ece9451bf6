"""Ratings and statistics kept in the database (SQLite and PostgreSQL, each test on both):
exactly once, in order, rebuildable bit for bit."""

from __future__ import annotations

import asyncio

import pytest

from db.database import Database, open_database
from db.history import HistoryStore, Place
from db.store import GameStore
from ratings import NEW_RATING, RatedSeat, Rating, rate_game
from tests.stats.games import finished_game


@pytest.fixture
async def stores(database_target):
    database = await open_database(database_target)
    yield GameStore(database), HistoryStore(database)
    await database.close()


async def table(database: Database, name: str) -> list[tuple]:
    order = {"ratings": "game, user_id", "guild_players": "guild_id, game, user_id"}
    rows = await database.fetch_all(
        f"SELECT * FROM {name} ORDER BY {order.get(name, 'seq, user_id')}"
    )
    return [tuple(row) for row in rows]


async def test_every_result_is_rated_once_in_insertion_order(stores):
    store, history = stores
    first = await finished_game(store, "luxor", [1, 2], [1, 2])
    second = await finished_game(store, "luxor", [2, 1], [1, 2])
    assert await history.has_unrated()
    assert await history.rate_pending() == [first, second]
    assert await history.rate_pending() == []
    expected = rate_game([RatedSeat(1), RatedSeat(2)], [1, 2], {})
    expected = rate_game([RatedSeat(2), RatedSeat(1)], [1, 2], expected)
    rows = await store.db.fetch_all("SELECT user_id, mu, sigma, games, wins FROM ratings")
    got = {r["user_id"]: (r["mu"], r["sigma"], r["games"], r["wins"]) for r in rows}
    assert got == {u: (expected[u].mu, expected[u].sigma, 2, 1) for u in (1, 2)}


async def test_two_games_finishing_at_once_are_rated_exactly_once_each_in_order(database_target):
    """Two results committed together, rated by two tasks and a second connection at once (on
    PostgreSQL: a second pool, as another process)."""
    path = database_target
    one, two = await open_database(path), await open_database(path)
    store = GameStore(one)
    games = await asyncio.gather(
        finished_game(store, "mausoleum", [1, 2, "easy"], [1, 2, 3]),
        finished_game(store, "mausoleum", [1, 3], [2, 1]),
    )
    a, b = HistoryStore(one), HistoryStore(two)
    rated = await asyncio.gather(a.rate_pending(), a.rate_pending(), b.rate_pending())
    assert sorted(sum(rated, [])) == sorted(games)  # each once, whoever did it
    order = await one.fetch_all("SELECT game_id FROM result_log ORDER BY seq")
    first, second = (row["game_id"] for row in order)
    seats = {
        games[0]: [RatedSeat(1), RatedSeat(2), RatedSeat(None, "easy")],
        games[1]: [RatedSeat(1), RatedSeat(3)],
    }
    ranks = {games[0]: [1, 2, 3], games[1]: [2, 1]}
    expected: dict[int, Rating] = {}
    for game_id in (first, second):
        expected |= rate_game(seats[game_id], ranks[game_id], expected)
    rows = await one.fetch_all("SELECT user_id, mu, sigma, games FROM ratings")
    assert {r["user_id"]: (r["mu"], r["sigma"]) for r in rows} == {
        u: (r.mu, r.sigma) for u, r in expected.items()
    }
    assert {r["user_id"]: r["games"] for r in rows} == {1: 2, 2: 1, 3: 1}
    rows = await one.fetch_all("SELECT game_id, user_id FROM player_results")
    assert len(rows) == 4
    await one.close()
    await two.close()


async def test_a_crash_before_rating_is_caught_up_at_the_next_start(database_target):
    path = database_target
    database = await open_database(path)
    game_id = await finished_game(GameStore(database), "luxor", [1, "normal"], [1, 2])
    await database.close()  # the bot died right after the result's commit
    database = await open_database(path)
    assert await HistoryStore(database).rate_pending() == [game_id]
    row = await database.fetch_one("SELECT mu FROM ratings WHERE user_id = 1")
    assert row["mu"] > NEW_RATING.mu
    await database.close()


async def test_abandoned_games_are_not_rated_and_leavers_lose(stores):
    store, history = stores
    await finished_game(store, "luxor", [1, 2], [1, 2], abandon=True)
    left = await finished_game(store, "luxor", [1, 2, "easy"], [1, 2, 3], left=[0])
    assert await history.rate_pending() == [left]
    rows = await store.db.fetch_all(
        "SELECT user_id, rank, won, left_game FROM player_results ORDER BY user_id"
    )
    assert [tuple(r) for r in rows] == [(1, 3, 0, 1), (2, 1, 1, 0)]
    stats = await history.player_stats(1)
    assert (stats.total_games, stats.total_wins) == (1, 0)
    assert stats.games[0].best is None  # the bot's score is not the leaver's


async def test_rebuild_reproduces_the_stored_ratings_bit_for_bit(stores):
    store, history = stores
    for i in range(12):
        users = [1 + i % 4, 1 + (i + 1) % 4, 1 + (i + 2) % 4]
        await finished_game(
            store,
            ("luxor", "capital-lux")[i % 2],
            [*users, "hard"],
            [1 + i % 3, 1 + (i + 1) % 3, 1, 4],
            guild_id=1 + i % 2,
        )
        await history.rate_pending()
    before = {
        name: await table(store.db, name) for name in ("ratings", "player_results", "guild_players")
    }
    await history.set_hidden(3, True)
    await store.db.fetch_all("SELECT 1")
    assert await history.rebuild() == 12
    after = {name: await table(store.db, name) for name in before}
    assert after == before
    assert await history.is_hidden(3), "a rebuild keeps the players' own choices"


async def test_leaderboards_rank_page_and_hide(stores):
    store, history = stores
    for _ in range(3):
        await finished_game(store, "luxor", [1, 2, 3, 4], [1, 2, 3, 4], guild_id=1)
    await finished_game(store, "luxor", [5, 1], [1, 2], guild_id=2)
    for _ in range(2):
        await finished_game(store, "luxor", [5, "easy"], [1, 2], guild_id=2)
    await history.rate_pending()
    board = await history.leaderboard("luxor", place=None, page=0, caller=4, page_size=2)
    assert (board.total, board.pages) == (5, 3)
    assert [row.user_id for row in board.rows] == [5, 1]
    assert board.caller is not None and board.caller.rank == 5 and board.caller.user_id == 4
    assert board.rows[1].games == 4 and board.rows[1].wins == 3
    here = await history.leaderboard("luxor", place=Place(1, None), page=0, caller=1, page_size=10)
    assert [row.user_id for row in here.rows] == [1, 2, 3, 4]
    assert here.rows[0].games == 3, "games and wins in this server"
    await history.set_hidden(5, True)
    board = await history.leaderboard("luxor", place=None, page=0, caller=5, page_size=2)
    assert [row.user_id for row in board.rows] == [1, 2] and board.caller is None
    assert board.caller_hidden
    assert (await history.leaderboard("luxor", place=Place(2, None), page=0, caller=5)).rows[
        0
    ].user_id == 5
    empty = await history.leaderboard("mausoleum", place=None, page=3, caller=1)
    assert (empty.total, empty.rows, empty.page) == (0, [], 0)


async def test_a_result_that_cannot_be_read_is_skipped_and_the_later_ones_are_rated(stores, caplog):
    """Issue 32, point 5: one unreadable result held back every later rating for good. It is
    logged with its game's id, marked rated without counting, and the next one is rated."""
    store, history = stores
    broken = await finished_game(store, "luxor", [1, 2], [1, 2])
    later = await finished_game(store, "luxor", [2, 1], [1, 2])
    async with store.db.transaction() as tx:
        await tx.execute("UPDATE results SET result = 'not json' WHERE game_id = ?", (broken,))
    assert await history.rate_pending() == [later]
    assert not await history.has_unrated()
    assert any(f"game {broken} cannot be read" in r.getMessage() for r in caplog.records)
    rows = await store.db.fetch_all("SELECT user_id, games FROM ratings ORDER BY user_id")
    assert [tuple(r) for r in rows] == [(1, 1), (2, 1)]


async def test_group_dm_history_boards_and_stats_keep_to_their_place(stores):
    """Issue 36: a group DM (or a DM) has its own history and board, its games found by their
    channel and their having no server; a player's own numbers count them with the rest."""
    store, history = stores
    group, other_group = 500, 600
    server = [await finished_game(store, "luxor", [1, 2], [1, 2], guild_id=1) for _ in range(2)]
    # a server channel that happens to carry the group DM's number is still the server's
    server.append(await finished_game(store, "luxor", [1, 3], [2, 1], channel_id=group))
    here = [
        await finished_game(store, "luxor", [1, 2, 3], ranks, guild_id=None, channel_id=group)
        for ranks in ([1, 2, 3], [2, 1, 3], [1, 3, 2])
    ]
    there = await finished_game(
        store, "luxor", [4, 1], [1, 2], guild_id=None, channel_id=other_group
    )
    await history.rate_pending()
    in_group, in_server = Place.of(None, group), Place.of(1, group)
    assert in_server == Place(1, None), "in a server, its channel does not narrow the place"
    assert in_group.holds(None, group) and not in_group.holds(None, other_group)
    assert not in_group.holds(1, group), "a server's channel is not the group DM"
    assert in_server.holds(1, 12345) and not in_server.holds(None, group)
    assert not Place.of(None, None).holds(None, group)

    def ids(entries):
        return [entry.game_id for entry in entries]

    assert ids(await history.history(in_group)) == here[::-1]
    assert ids(await history.history(in_group, user_id=2)) == here[::-1]
    assert ids(await history.history(in_group, user_id=4)) == []
    assert ids(await history.history(Place.of(None, other_group))) == [there]
    assert ids(await history.history(in_server)) == server[::-1]
    assert ids(await history.history(Place.of(None, None))) == [], "no channel: no game"
    entry = (await history.history(in_group, limit=1))[0]
    assert (entry.guild_id, entry.channel_id) == (None, group)

    board = await history.leaderboard("luxor", place=in_group, page=0, caller=1)
    assert board.place == in_group
    assert sorted(row.user_id for row in board.rows) == [1, 2, 3], "player 4 never played here"
    mine = next(row for row in board.rows if row.user_id == 1)
    assert (mine.games, mine.wins) == (3, 2), "games and wins in this group DM"
    assert mine == board.caller
    elsewhere = await history.leaderboard(
        "luxor", place=Place.of(None, other_group), page=0, caller=1
    )
    # as on a server's board, a player needs three rated games of the game, wherever played
    assert [(row.user_id, row.games, row.wins) for row in elsewhere.rows] == [(1, 1, 0)]
    everyone = await history.leaderboard("luxor", place=None, page=0, caller=1)
    assert sorted(row.user_id for row in everyone.rows) == [1, 2, 3]
    assert everyone.caller is not None and everyone.caller.games == 7, "every place counts"

    everywhere = await history.player_stats(1)
    assert (everywhere.total_games, everywhere.total_wins) == (7, 4)
    group_stats = await history.player_stats(1, place=in_group)
    assert (group_stats.total_games, group_stats.total_wins) == (3, 2)
    assert (await history.player_stats(1, place=in_server)).total_games == 3
    assert await history.played_in(4, Place.of(None, other_group))
    assert not await history.played_in(4, in_group)
    assert not await history.played_in(4, in_server)
    assert len(await history.recent_results(1, game="luxor", place=in_group)) == 3
    assert len(await history.rating_series(1, game="luxor", place=in_group)) == 4
