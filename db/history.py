"""Ratings, statistics, leaderboards and history, derived from the stored results.

``results`` stays the source of truth. ``result_log`` lists every result in insertion order (a
trigger of migration 0004 adds the row in the transaction that stores the result); the derived
tables ``ratings``, ``player_results`` and ``guild_players`` are updated by :meth:`rate_pending`,
one result per transaction, in ``result_log.seq`` order, and each result exactly once (the
``rated`` flag is set in the same transaction). :meth:`rebuild` recomputes them all the same way.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import ratings as rating_model
from db.database import Database, Transaction
from ratings import MIN_BOARD_GAMES, PROVISIONAL_GAMES, RatedSeat, Rating

log = logging.getLogger(__name__)

DERIVED_TABLES = ("ratings", "player_results", "guild_players")
RATING_LOCK = -1
"""Advisory lock key of the rating (game ids are positive): one process rates at a time, in
``result_log`` order (see ``Transaction.lock``)."""


class UnreadableResult(Exception):
    """The stored result of a game is not one the rating can read (see ``rate_pending``)."""

    def __init__(self, seq: int, game_id: int) -> None:
        super().__init__(f"result {seq} of game {game_id} cannot be read")
        self.seq, self.game_id = seq, game_id


# -- what the queries return ----------------------------------------------------------------------


@dataclass(frozen=True)
class GameStats:
    game: str
    games: int
    wins: int
    scored_games: int
    best: int | None
    average: float | None
    rating: int | None
    """The display rating (global: one rating per player per game)."""
    rated_games: int
    trend: int
    """Change of the display rating over the last :data:`TREND_GAMES` games."""
    last_seq: int

    @property
    def provisional(self) -> bool:
        return self.rated_games < PROVISIONAL_GAMES


@dataclass(frozen=True)
class PlayerStats:
    games: list[GameStats]

    @property
    def total_games(self) -> int:
        return sum(g.games for g in self.games)

    @property
    def total_wins(self) -> int:
        return sum(g.wins for g in self.games)

    @property
    def favourite(self) -> str | None:
        """The most played game (the most recently played among equals)."""
        if not self.games:
            return None
        return max(self.games, key=lambda g: (g.games, g.last_seq)).game


@dataclass(frozen=True)
class RecentResult:
    game: str
    won: bool
    rank: int
    players: int
    left: bool
    after: int


@dataclass(frozen=True)
class BoardRow:
    rank: int
    user_id: int
    name: str
    rating: int
    provisional: bool
    games: int
    wins: int


@dataclass(frozen=True)
class Board:
    game: str
    guild_id: int | None
    page: int
    pages: int
    total: int
    rows: list[BoardRow]
    caller: BoardRow | None
    caller_hidden: bool = False


@dataclass(frozen=True)
class HistorySeat:
    user_id: int | None
    ai_level: str | None
    name: str
    score: int
    rank: int
    """The effective rank: 1 won; a seat left to a bot is last."""
    left: bool


@dataclass(frozen=True)
class HistoryEntry:
    game_id: int
    game: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    finished_at: str
    seats: list[HistorySeat] = field(default_factory=list)

    @property
    def winners(self) -> list[HistorySeat]:
        return [seat for seat in self.seats if seat.rank == 1]


TREND_GAMES = 5
PAGE_SIZE = 10
BETTER = " AND r.ordinal >= ? AND (r.ordinal > ? OR r.user_id < ?)"
"""Rows ranked above a player (ordinal, then user id, as the boards sort)."""


class HistoryStore:
    def __init__(self, database: Database) -> None:
        self.db = database
        self._rating = asyncio.Lock()

    # -- rating ----------------------------------------------------------------------------------

    async def rate_pending(self) -> list[int]:
        """Rate every result not rated yet, oldest first, one transaction each; returns the ids
        of the games rated by this call. Safe to call at any time, from several tasks or
        processes: each result is rated once, in ``result_log`` order."""
        rated: list[int] = []
        async with self._rating:
            while True:
                try:
                    async with self.db.transaction() as tx:
                        game_id = await _rate_next(tx)
                except UnreadableResult as unreadable:
                    await self._skip(unreadable)
                    continue
                if game_id is None:
                    return rated
                rated.append(game_id)

    async def _skip(self, unreadable: UnreadableResult) -> None:
        """A result that cannot be read is marked rated without counting, so that it does not
        hold back every later result (its game is named in the log)."""
        log.error(
            "the result of game %s cannot be read (%s): it is not rated",
            unreadable.game_id,
            unreadable.__cause__,
        )
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE result_log SET rated = 1 WHERE seq = ? AND rated = 0", (unreadable.seq,)
            )

    async def has_unrated(self) -> bool:
        row = await self.db.fetch_one("SELECT 1 FROM result_log WHERE rated = 0 LIMIT 1")
        return row is not None

    async def rebuild(self) -> int:
        """Recompute every derived table from the stored results, in one transaction; returns
        the number of results rated."""
        async with self._rating, self.db.transaction() as tx:
            return await rebuild_in(tx)

    # -- players ---------------------------------------------------------------------------------

    async def played_in_guild(self, user_id: int, guild_id: int) -> bool:
        row = await self.db.fetch_one(
            "SELECT 1 FROM player_results WHERE user_id = ? AND guild_id = ? LIMIT 1",
            (user_id, guild_id),
        )
        return row is not None

    async def player_stats(
        self, user_id: int, *, guild_id: int | None = None, game: str | None = None
    ) -> PlayerStats:
        """Per-game statistics of a player: every game, or those of one server."""
        where, params = _scope(user_id, guild_id, game)
        rows = await self.db.fetch_all(
            "SELECT game, COUNT(*) AS games, SUM(won) AS wins, "
            "SUM(CASE WHEN left_game = 0 THEN 1 ELSE 0 END) AS scored, "
            "MAX(CASE WHEN left_game = 0 THEN score END) AS best, "
            "AVG(CASE WHEN left_game = 0 THEN score END) AS average, MAX(seq) AS last_seq "
            f"FROM player_results WHERE {where} GROUP BY game",
            params,
        )
        stats = []
        for row in rows:
            rating = await self.db.fetch_one(
                "SELECT mu, sigma, games FROM ratings WHERE game = ? AND user_id = ?",
                (row["game"], user_id),
            )
            recent = await self.db.fetch_all(
                "SELECT before, after FROM player_results WHERE user_id = ? AND game = ? "
                "ORDER BY seq DESC LIMIT ?",
                (user_id, row["game"], TREND_GAMES),
            )
            trend = recent[0]["after"] - recent[-1]["before"] if recent else 0
            stats.append(
                GameStats(
                    game=row["game"],
                    games=row["games"],
                    wins=row["wins"],
                    scored_games=row["scored"],
                    best=row["best"],
                    average=row["average"],
                    rating=None
                    if rating is None
                    else rating_model.display(rating["mu"], rating["sigma"]),
                    rated_games=0 if rating is None else rating["games"],
                    trend=trend,
                    last_seq=row["last_seq"],
                )
            )
        stats.sort(key=lambda g: (-g.games, g.game))
        return PlayerStats(stats)

    async def recent_results(
        self, user_id: int, *, game: str, guild_id: int | None = None, limit: int = 20
    ) -> list[RecentResult]:
        """The player's last results of one game, oldest first."""
        where, params = _scope(user_id, guild_id, game)
        rows = await self.db.fetch_all(
            "SELECT game, won, rank, players, left_game, after FROM player_results "
            f"WHERE {where} ORDER BY seq DESC LIMIT ?",
            (*params, limit),
        )
        return [
            RecentResult(
                r["game"], bool(r["won"]), r["rank"], r["players"], bool(r["left_game"]), r["after"]
            )
            for r in reversed(rows)
        ]

    async def rating_series(
        self, user_id: int, *, game: str, guild_id: int | None = None, limit: int = 100
    ) -> list[int]:
        """The display rating after each of the player's last games of ``game``, oldest first,
        starting with the rating before the first of them."""
        where, params = _scope(user_id, guild_id, game)
        rows = await self.db.fetch_all(
            f"SELECT before, after FROM player_results WHERE {where} ORDER BY seq DESC LIMIT ?",
            (*params, limit),
        )
        rows = list(reversed(rows))
        return [rows[0]["before"], *(r["after"] for r in rows)] if rows else []

    # -- leaderboards ----------------------------------------------------------------------------

    async def leaderboard(
        self,
        game: str,
        *,
        guild_id: int | None,
        page: int,
        caller: int,
        page_size: int = PAGE_SIZE,
    ) -> Board:
        """One page of a game's board, best first: everywhere (``guild_id`` None: players who
        hide themselves are left out; games and wins everywhere) or in one server (players who
        played that game there; games and wins there). Every player needs
        :data:`MIN_BOARD_GAMES` rated games of the game."""
        hidden_source = None
        if guild_id is None:
            # Counting every row while probing the privacy table is the slow part: count the
            # eligible rows through the covering index, then take away the few hidden ones.
            params: tuple[Any, ...] = (game, MIN_BOARD_GAMES)
            count_source = "FROM ratings r WHERE r.game = ? AND r.games >= ?"
            hidden_source = (
                "FROM user_privacy p JOIN ratings r ON r.game = ? AND r.user_id = p.user_id "
                "WHERE p.hide_global = 1 AND r.games >= ?"
            )
            source = (
                f"{count_source} AND r.user_id NOT IN "
                "(SELECT user_id FROM user_privacy WHERE hide_global = 1)"
            )
            counts = "r.games AS games, r.wins AS wins"
        else:
            params = (guild_id, game, MIN_BOARD_GAMES)
            count_source = source = (
                "FROM guild_players gp JOIN ratings r ON r.game = gp.game AND r.user_id = "
                "gp.user_id WHERE gp.guild_id = ? AND gp.game = ? AND r.games >= ?"
            )
            counts = "gp.games AS games, gp.wins AS wins"
        columns = f"r.user_id, r.name, r.mu, r.sigma, r.ordinal, r.games AS rated, {counts}"
        mine = await self.db.fetch_one(
            f"SELECT {columns} {source} AND r.user_id = ?", (*params, caller)
        )
        better = "" if mine is None else BETTER
        extra = () if mine is None else (mine["ordinal"], mine["ordinal"], caller)
        total = await self._count(count_source, params)
        ahead = 0 if mine is None else await self._count(count_source + better, (*params, *extra))
        if hidden_source is not None:
            total -= await self._count(hidden_source, params)
            if mine is not None:
                ahead -= await self._count(hidden_source + better, (*params, *extra))
        caller_rank = None if mine is None else ahead + 1
        pages = max(1, -(-total // page_size))
        page = min(max(page, 0), pages - 1)
        rows = await self.db.fetch_all(
            f"SELECT {columns} {source} ORDER BY r.ordinal DESC, r.user_id LIMIT ? OFFSET ?",
            (*params, page_size, page * page_size),
        )
        board_rows = [_board_row(page * page_size + i + 1, row) for i, row in enumerate(rows)]
        hidden = False
        if guild_id is None and mine is None:
            hidden = await self.is_hidden(caller)
        return Board(
            game=game,
            guild_id=guild_id,
            page=page,
            pages=pages,
            total=total,
            rows=board_rows,
            caller=None if mine is None else _board_row(caller_rank, mine),
            caller_hidden=hidden,
        )

    async def _count(self, source: str, params: tuple[Any, ...]) -> int:
        row = await self.db.fetch_one(f"SELECT COUNT(*) {source}", params)
        assert row is not None
        return int(row[0])

    # -- history ---------------------------------------------------------------------------------

    async def history(
        self, guild_id: int, *, user_id: int | None = None, limit: int = 10
    ) -> list[HistoryEntry]:
        """The last finished games of a server (of one player there), newest first."""
        if user_id is None:
            ids = await self.db.fetch_all(
                "SELECT game_id FROM result_log WHERE guild_id = ? ORDER BY seq DESC LIMIT ?",
                (guild_id, limit),
            )
        else:
            ids = await self.db.fetch_all(
                "SELECT game_id FROM player_results WHERE user_id = ? AND guild_id = ? "
                "ORDER BY seq DESC LIMIT ?",
                (user_id, guild_id, limit),
            )
        entries = []
        for row in ids:
            entry = await self._entry(row["game_id"])
            if entry is not None:
                entries.append(entry)
        return entries

    async def _entry(self, game_id: int) -> HistoryEntry | None:
        row = await self.db.fetch_one(
            "SELECT g.id, g.game, g.guild_id, g.channel_id, g.message_id, r.result, "
            "r.finished_at FROM games g JOIN results r ON r.game_id = g.id WHERE g.id = ?",
            (game_id,),
        )
        if row is None:
            return None
        seats = await self.db.fetch_all(
            "SELECT seat, user_id, ai_level, name, stand_in FROM seats WHERE game_id = ? "
            "ORDER BY seat",
            (game_id,),
        )
        result = json.loads(row["result"])
        left = [s["stand_in"] == "left" for s in seats]
        ranks = rating_model.effective_ranks(result["ranks"], left)
        return HistoryEntry(
            game_id=row["id"],
            game=row["game"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            message_id=row["message_id"],
            finished_at=row["finished_at"],
            seats=[
                HistorySeat(
                    s["user_id"], s["ai_level"], s["name"], result["scores"][i], ranks[i], left[i]
                )
                for i, s in enumerate(seats)
            ],
        )

    # -- privacy ---------------------------------------------------------------------------------

    async def is_hidden(self, user_id: int) -> bool:
        row = await self.db.fetch_one(
            "SELECT hide_global FROM user_privacy WHERE user_id = ?", (user_id,)
        )
        return bool(row and row["hide_global"])

    async def set_hidden(self, user_id: int, hidden: bool) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_privacy (user_id, hide_global) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET hide_global = excluded.hide_global",
                (user_id, int(hidden)),
            )


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
    while await _rate_next(tx) is not None:
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


def _scope(user_id: int, guild_id: int | None, game: str | None) -> tuple[str, tuple[Any, ...]]:
    where, params = ["user_id = ?"], [user_id]
    if guild_id is not None:
        where.append("guild_id = ?")
        params.append(guild_id)
    if game is not None:
        where.append("game = ?")
        params.append(game)
    return " AND ".join(where), tuple(params)


def _board_row(rank: int, row: Any) -> BoardRow:
    return BoardRow(
        rank=rank,
        user_id=row["user_id"],
        name=row["name"],
        rating=rating_model.display(row["mu"], row["sigma"]),
        provisional=row["rated"] < PROVISIONAL_GAMES,
        games=row["games"],
        wins=row["wins"],
    )


async def _rate_next(tx: Transaction | DirectTransaction) -> int | None:
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
