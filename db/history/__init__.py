"""Ratings, statistics, leaderboards and history, derived from the stored results.

``results`` stays the source of truth. ``result_log`` lists every result in insertion order (a
trigger of migration 0004 adds the row in the transaction that stores the result); the derived
tables ``ratings``, ``player_results`` and ``guild_players`` are updated by :meth:`rate_pending`,
one result per transaction, in ``result_log.seq`` order, and each result exactly once (the
``rated`` flag is set in the same transaction). :meth:`rebuild` recomputes them all the same way.

Statistics, boards and history are read everywhere or in one :class:`Place`: a server (its
``guild_id``, kept in the derived tables) or a channel outside servers, a group DM or a DM with
the bot (its games have no server; found through ``games.channel_id``, see migration 0009).

The rating itself lives in :mod:`db.history.rating`; what the queries return, in
:mod:`db.history.records`.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import ratings as rating_model
from db.database import Database
from db.history.rating import DirectTransaction, UnreadableResult, rate_next, rebuild_in
from db.history.records import (
    Board,
    BoardRow,
    GameStats,
    HistoryEntry,
    HistorySeat,
    Place,
    PlayerStats,
    RecentResult,
)
from ratings import MIN_BOARD_GAMES, PROVISIONAL_GAMES

__all__ = [
    "PAGE_SIZE",
    "Board",
    "BoardRow",
    "DirectTransaction",
    "GameStats",
    "HistoryEntry",
    "HistorySeat",
    "HistoryStore",
    "Place",
    "PlayerStats",
    "RecentResult",
    "rebuild_in",
]

log = logging.getLogger(__name__)

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
                        game_id = await rate_next(tx)
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

    async def played_in(self, user_id: int, place: Place) -> bool:
        where, params = _scope(user_id, place, None)
        row = await self.db.fetch_one(f"SELECT 1 FROM player_results WHERE {where} LIMIT 1", params)
        return row is not None

    async def player_stats(
        self, user_id: int, *, place: Place | None = None, game: str | None = None
    ) -> PlayerStats:
        """Per-game statistics of a player: every game wherever it was played (``place``
        None), or those of one place."""
        where, params = _scope(user_id, place, game)
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
        self, user_id: int, *, game: str, place: Place | None = None, limit: int = 20
    ) -> list[RecentResult]:
        """The player's last results of one game, oldest first."""
        where, params = _scope(user_id, place, game)
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
        self, user_id: int, *, game: str, place: Place | None = None, limit: int = 100
    ) -> list[int]:
        """The display rating after each of the player's last games of ``game``, oldest first,
        starting with the rating before the first of them."""
        where, params = _scope(user_id, place, game)
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
        place: Place | None,
        page: int,
        caller: int,
        page_size: int = PAGE_SIZE,
    ) -> Board:
        """One page of a game's board, best first: everywhere (``place`` None: players who
        hide themselves are left out; games and wins everywhere) or in one place (players who
        played that game there; games and wins there). Every player needs
        :data:`MIN_BOARD_GAMES` rated games of the game."""
        hidden_source = None
        if place is None:
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
            players, params = _place_players(place, game)
            count_source = source = (
                f"FROM {players} gp JOIN ratings r ON r.game = gp.game AND r.user_id = "
                "gp.user_id WHERE gp.game = ? AND r.games >= ?"
            )
            params = (*params, game, MIN_BOARD_GAMES)
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
        pages = max(1, -(-total // page_size))
        page = min(max(page, 0), pages - 1)
        rows = await self.db.fetch_all(
            f"SELECT {columns} {source} ORDER BY r.ordinal DESC, r.user_id LIMIT ? OFFSET ?",
            (*params, page_size, page * page_size),
        )
        board_rows = [_board_row(page * page_size + i + 1, row) for i, row in enumerate(rows)]
        hidden = False
        if place is None and mine is None:
            hidden = await self.is_hidden(caller)
        return Board(
            game=game,
            place=place,
            page=page,
            pages=pages,
            total=total,
            rows=board_rows,
            caller=None if mine is None else _board_row(ahead + 1, mine),
            caller_hidden=hidden,
        )

    async def _count(self, source: str, params: tuple[Any, ...]) -> int:
        row = await self.db.fetch_one(f"SELECT COUNT(*) {source}", params)
        assert row is not None
        return int(row[0])

    # -- history ---------------------------------------------------------------------------------

    async def history(
        self, place: Place, *, user_id: int | None = None, limit: int = 10
    ) -> list[HistoryEntry]:
        """The last finished games of a place (of one player there), newest first."""
        # Both tables carry the seq and the server of each result: a server's are found by
        # its id; a channel's outside servers through its games (migration 0009's index).
        table = "result_log" if user_id is None else "player_results"
        params: tuple[Any, ...]
        if place.guild_id is not None:
            source, params = f"FROM {table} t WHERE t.guild_id = ?", (place.guild_id,)
        else:
            source = (
                f"FROM games g JOIN {table} t ON t.game_id = g.id "
                "WHERE g.guild_id IS NULL AND g.channel_id = ?"
            )
            params = (place.channel_id,)
        if user_id is not None:
            source, params = f"{source} AND t.user_id = ?", (*params, user_id)
        ids = await self.db.fetch_all(
            f"SELECT t.game_id {source} ORDER BY t.seq DESC LIMIT ?", (*params, limit)
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


def _scope(user_id: int, place: Place | None, game: str | None) -> tuple[str, tuple[Any, ...]]:
    """The rows of ``player_results`` of a player: everywhere (``place`` None) or in one place;
    of every game or of one."""
    where: list[str] = ["user_id = ?"]
    params: list[Any] = [user_id]
    if place is not None and place.guild_id is not None:
        where.append("guild_id = ?")
        params.append(place.guild_id)
    elif place is not None:
        where.append(f"game_id IN {_CHANNEL_GAMES}")
        params.append(place.channel_id)
    if game is not None:
        where.append("game = ?")
        params.append(game)
    return " AND ".join(where), tuple(params)


_CHANNEL_GAMES = "(SELECT id FROM games WHERE guild_id IS NULL AND channel_id = ?)"
"""The games of one channel outside servers (a ``channel_id`` of ``None`` matches none)."""


def _place_players(place: Place, game: str) -> tuple[str, tuple[Any, ...]]:
    """A table of the games and wins of each player of ``game`` in ``place`` (columns
    ``user_id``, ``game``, ``games``, ``wins``): a server's are kept in ``guild_players``; a
    channel outside servers, a few players' games, is counted from its results."""
    if place.guild_id is not None:
        return "(SELECT * FROM guild_players WHERE guild_id = ?)", (place.guild_id,)
    return (
        "(SELECT user_id, game, COUNT(*) AS games, SUM(won) AS wins FROM player_results "
        f"WHERE game = ? AND game_id IN {_CHANNEL_GAMES} GROUP BY user_id, game)",
        (game, place.channel_id),
    )


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
