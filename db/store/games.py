"""Games as a whole: finding and reading them, dealing, recording each move with its result,
closing and deleting them."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import orjson

from db.database import Transaction
from db.schema import SQLITE_NOW
from db.store.part import StorePart
from db.store.records import Deadlines, GameRecord, StaleVersion, WrongStatus, game_record

NOW = SQLITE_NOW


class Games(StorePart):
    # -- reading -------------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        row = await self.db.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        seats = await self.db.fetch_all(
            "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return game_record(row, seats)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.db.fetch_one(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        return None if row is None else await self.get(row["id"])

    async def open_games_in_threads_of(self, channel_id: int) -> list[GameRecord]:
        """The lobbies and running games in threads of a channel, newest first."""
        rows = await self.db.fetch_all(
            "SELECT id FROM games WHERE parent_channel_id = ? AND channel_id <> ? "
            "AND status IN ('lobby', 'running') ORDER BY id DESC",
            (channel_id, channel_id),
        )
        records = [await self.get(row["id"]) for row in rows]
        return [record for record in records if record is not None]

    async def game_by_message(self, message_id: int) -> GameRecord | None:
        """The game whose lobby or table is this message."""
        row = await self.db.fetch_one("SELECT id FROM games WHERE message_id = ?", (message_id,))
        return None if row is None else await self.get(row["id"])

    async def last_finished_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recently finished game of a channel (its threads' included) or thread."""
        row = await self.db.fetch_one(
            "SELECT id FROM games WHERE (channel_id = ? OR parent_channel_id = ?) "
            "AND status = 'finished' ORDER BY id DESC LIMIT 1",
            (channel_id, channel_id),
        )
        return None if row is None else await self.get(row["id"])

    async def running_game_ids(self, guild_id: int | None = None) -> list[int]:
        """Running games, all of this process's or those of one server."""
        if guild_id is None:
            rows = await self.db.fetch_all(
                f"SELECT id FROM games WHERE status = 'running'{self._mine()} ORDER BY id"
            )
        else:
            rows = await self.db.fetch_all(
                "SELECT id FROM games WHERE status = 'running' AND guild_id = ? ORDER BY id",
                (guild_id,),
            )
        return [row["id"] for row in rows]

    async def now(self) -> str:
        """The database's own time, as it stamps ``updated_at``. A game's silence is measured
        on it: a PostgreSQL server's clock may be another machine's, off from the bot's."""
        row = await self.db.fetch_one(f"SELECT {NOW} AS now")
        assert row is not None
        return str(row["now"])

    async def open_games_by_status(self) -> dict[str, int]:
        """How many of this process's games are open, by status (the metrics' count)."""
        rows = await self.db.fetch_all(
            "SELECT status, COUNT(*) AS games FROM games "
            f"WHERE status IN ('lobby', 'running'){self._mine()} GROUP BY status"
        )
        return {row["status"]: row["games"] for row in rows}

    async def result(self, game_id: int) -> dict[str, Any] | None:
        row = await self.db.fetch_one("SELECT result FROM results WHERE game_id = ?", (game_id,))
        return None if row is None else orjson.loads(row["result"])

    # -- play ----------------------------------------------------------------------------------

    async def start(
        self, game_id: int, deal: Callable[[GameRecord], tuple[str, Deadlines]]
    ) -> GameRecord:
        """Close the lobby and deal, in one transaction: ``deal`` gets the lobby as it is inside
        the transaction (its seats can no longer change) and returns the first snapshot and the
        first decisions' deadlines.

        Raises ``WrongStatus`` when the game is no longer a lobby; whatever ``deal`` raises
        (e.g. a wrong player count) leaves the lobby untouched.
        """
        async with self.db.transaction() as tx:
            await tx.lock(game_id)
            row = await tx.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
            if row is None or row["status"] != "lobby":
                raise WrongStatus(f"game {game_id} is not a lobby")
            seats = await tx.fetch_all(
                "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            state, deadlines = deal(game_record(row, seats))
            cursor = await tx.execute(
                f"UPDATE games SET status = 'running', state = ?, version = 0, updated_at = {NOW} "
                "WHERE id = ? AND status = 'lobby' AND version = ?",
                (state, game_id, row["version"]),
            )
            if cursor.rowcount != 1:
                raise WrongStatus(f"game {game_id} changed while it was being started")
            await _set_deadlines(tx, game_id, deadlines)
        record = await self.get(game_id)
        assert record is not None
        return record

    async def record_action(
        self,
        game_id: int,
        *,
        version: int,
        seat: int,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        state: str,
        result: dict[str, Any] | None = None,
        deadlines: Deadlines | None = None,
    ) -> None:
        """Save the new snapshot, its log row and the seats' new deadlines in one transaction.

        ``version`` is the version the action was applied to; the game must still be at it
        (optimistic check), else :class:`StaleVersion` and nothing is written.
        """
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE games SET state = ?, version = version + 1, status = ?, "
                "updated_at = " + NOW + " "
                "WHERE id = ? AND version = ? AND status = 'running'",
                (state, "finished" if result is not None else "running", game_id, version),
            )
            if cursor.rowcount != 1:
                raise StaleVersion(f"game {game_id} is no longer at version {version}")
            await tx.execute(
                "INSERT INTO actions (game_id, version, seat, action, events) "
                "VALUES (?, ?, ?, ?, ?)",
                (game_id, version, seat, json.dumps(action), json.dumps(events)),
            )
            if result is not None:
                await tx.execute(
                    "INSERT INTO results (game_id, result) VALUES (?, ?)",
                    (game_id, json.dumps(result)),
                )
                await tx.execute("UPDATE seats SET deadline = NULL WHERE game_id = ?", (game_id,))
            await _set_deadlines(tx, game_id, deadlines or {})

    async def close(
        self,
        game_id: int,
        *,
        by: int | None = None,
        lobby_only: bool = False,
        unreachable: bool = False,
    ) -> str | None:
        """Cancel a lobby or abandon a running game; returns the new status, ``None`` if the
        game was no longer open. ``lobby_only``: cancel it only if it is still a lobby (what
        was read as a lobby may have started since: Cancel, expiry and a deleted lobby message
        must never abandon the game its Start just dealt). ``unreachable``: a lobby nobody can
        reach, so the game it was the rematch of is free to open another."""
        statuses = "('lobby')" if lobby_only else "('lobby', 'running')"
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE games SET status = CASE status WHEN 'lobby' THEN 'cancelled' "
                f"ELSE 'abandoned' END, closed_by = ?, updated_at = {NOW} "
                f"WHERE id = ? AND status IN {statuses}",
                (by, game_id),
            )
            if cursor.rowcount != 1:
                return None
            if unreachable:
                unclaim = "UPDATE games SET rematch_id = NULL WHERE rematch_id = ?"
                await tx.execute(unclaim, (game_id,))
            row = await tx.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,))
            assert row is not None  # the row just updated
            status: str = row["status"]
            return status

    async def delete(self, game_id: int) -> None:
        """Remove a game entirely."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM games WHERE id = ?", (game_id,))


async def _set_deadlines(tx: Transaction, game_id: int, deadlines: Deadlines) -> None:
    for seat, deadline in sorted(deadlines.items()):
        await tx.execute(
            "UPDATE seats SET deadline = ?, reminded = 0 WHERE game_id = ? AND seat = ?",
            (deadline, game_id, seat),
        )
