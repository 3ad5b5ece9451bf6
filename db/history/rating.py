"""The rating: each stored result rated once, in ``result_log`` order, into the derived
tables (see :mod:`db.history`); and their rebuild from every stored result."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from typing import Any

import ratings as rating_model
from db.database import Transaction
from ratings import RatedSeat, Rating

DERIVED_TABLES = ("ratings", "player_results", "guild_players")
RATING_LOCK = -1
"""Advisory lock key of the rating (game ids are positive): one process rates at a time, in
``result_log`` order (see ``Transaction.lock``)."""


class UnreadableResult(Exception):
    """The stored result of a game is not one the rating can read (see ``rate_pending``)."""

    def __init__(self, seq: int, game_id: int) -> None:
        super().__init__(f"result {seq} of game {game_id} cannot be read")
        self.seq, self.game_id = seq, game_id


async def rebuild_in(tx: Transaction | DirectTransaction) -> int:
    """Empty the derived tables and rate every stored result again, in ``result_log`` order,
    inside the open transaction ``tx``; returns the number of results rated."""
    for table in DERIVED_TABLES:
        await tx.execute(f"DELETE FROM {table}")
    await tx.execute(
        "INSERT INTO result_log (game_id, guild_id) "
        "SELECT r.game_id, g.guild_id FROM results r JOIN games g ON g.id = r.game_id "
        "WHERE NOT EXISTS (SELECT 1 FROM result_log l WHERE l.game_id = r.game_id) "
        "ORDER BY r.finished_at, r.game_id"
    )
    await tx.execute("UPDATE result_log SET rated = 0")
    count = 0
    while await rate_next(tx) is not None:
        count += 1
    return count


class DirectTransaction:
    """:class:`Transaction`'s interface over a plain ``sqlite3`` connection, for the rebuild
    script: the very same rating code, without a thread hop per statement."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        return self._connection.execute(sql, tuple(params))

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        return self._connection.execute(sql, tuple(params)).fetchone()

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return self._connection.execute(sql, tuple(params)).fetchall()

    async def lock(self, key: int) -> None:
        """Nothing to do: the rebuild holds SQLite's write lock throughout."""


async def rate_next(tx: Transaction | DirectTransaction) -> int | None:
    """Rate the oldest unrated result inside ``tx``; its game id, ``None`` if none is left."""
    await tx.lock(RATING_LOCK)
    entry = await tx.fetch_one(
        "SELECT seq, game_id, guild_id FROM result_log WHERE rated = 0 ORDER BY seq LIMIT 1"
    )
    if entry is None:
        return None
    seq, game_id, guild_id = entry["seq"], entry["game_id"], entry["guild_id"]
    try:
        return await _rate_entry(tx, seq, game_id, guild_id)
    except (ValueError, LookupError, TypeError) as error:  # JSON that is not a result
        raise UnreadableResult(seq, game_id) from error


async def _rate_entry(
    tx: Transaction | DirectTransaction, seq: int, game_id: int, guild_id: int | None
) -> int:
    await tx.execute("UPDATE result_log SET rated = 1 WHERE seq = ?", (seq,))
    game = await tx.fetch_one("SELECT game, status FROM games WHERE id = ?", (game_id,))
    result_row = await tx.fetch_one("SELECT result FROM results WHERE game_id = ?", (game_id,))
    if game is None or result_row is None or game["status"] != "finished":
        return game_id  # nothing to rate (abandoned games have no result)
    result = json.loads(result_row["result"])
    seats = await tx.fetch_all(
        "SELECT seat, user_id, ai_level, name, stand_in FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    rated_seats = [RatedSeat(s["user_id"], s["ai_level"], s["stand_in"] == "left") for s in seats]
    if len(rated_seats) != len(result["ranks"]):
        return game_id
    humans = [s for s in seats if s["user_id"] is not None]
    current: dict[int, Rating] = {}
    previous: dict[int, Any] = {}
    for seat in humans:
        row = await tx.fetch_one(
            "SELECT mu, sigma, games, wins FROM ratings WHERE game = ? AND user_id = ?",
            (game["game"], seat["user_id"]),
        )
        if row is not None:
            previous[seat["user_id"]] = row
            current[seat["user_id"]] = Rating(row["mu"], row["sigma"])
    new = rating_model.rate_game(rated_seats, result["ranks"], current)
    if not new:
        return game_id
    ranks = rating_model.effective_ranks(result["ranks"], [s.left for s in rated_seats])
    for seat in humans:
        user_id, index = seat["user_id"], seat["seat"]
        before = current.get(user_id, rating_model.NEW_RATING)
        after = new[user_id]
        won = int(ranks[index] == 1)
        old = previous.get(user_id)
        await tx.execute(
            "INSERT INTO ratings (game, user_id, mu, sigma, ordinal, games, wins, name, last_seq) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game, user_id) DO UPDATE SET "
            "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, "
            "games = excluded.games, wins = excluded.wins, name = excluded.name, "
            "last_seq = excluded.last_seq",
            (
                game["game"],
                user_id,
                after.mu,
                after.sigma,
                after.ordinal,
                (old["games"] if old else 0) + 1,
                (old["wins"] if old else 0) + won,
                seat["name"],
                seq,
            ),
        )
        await tx.execute(
            "INSERT INTO player_results (seq, game_id, user_id, game, guild_id, seat, players, "
            "score, rank, won, left_game, mu, sigma, before, after) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                seq,
                game_id,
                user_id,
                game["game"],
                guild_id,
                index,
                len(seats),
                result["scores"][index],
                ranks[index],
                won,
                int(rated_seats[index].left),
                after.mu,
                after.sigma,
                before.display,
                after.display,
            ),
        )
        if guild_id is not None:
            await tx.execute(
                "INSERT INTO guild_players (guild_id, game, user_id, games, wins) "
                "VALUES (?, ?, ?, 1, ?) ON CONFLICT (guild_id, game, user_id) DO UPDATE SET "
                "games = guild_players.games + 1, wins = guild_players.wins + excluded.wins",
                (guild_id, game["game"], user_id, won),
            )
    return game_id
