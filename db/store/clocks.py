"""Clocks and absent players: stand-ins, what is due (decisions, reminders, lobbies to
expire), and deadlines after a restart."""

from __future__ import annotations

from collections.abc import Collection

from db.store.part import StorePart


class Clocks(StorePart):
    async def set_stand_in(
        self, game_id: int, seat: int, stand_in: str | None, deadline: float | None
    ) -> bool:
        """Who plays a human seat (see :attr:`SeatRecord.stand_in`) and its new deadline;
        ``False`` when the game is not running or a seat that left would come back."""
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE seats SET stand_in = ?, deadline = ?, reminded = 0 "
                "WHERE game_id = ? AND seat = ? AND user_id IS NOT NULL "
                "AND stand_in IS DISTINCT FROM 'left' "
                "AND EXISTS (SELECT 1 FROM games WHERE id = ? AND status = 'running')",
                (stand_in, deadline, game_id, seat, game_id),
            )
            return cursor.rowcount == 1

    async def due_decisions(
        self, now: float, absent: Collection[int] = ()
    ) -> list[tuple[int, int]]:
        """``(game, seat)`` of running games whose seat's decision time is up, oldest first;
        none in a channel of the servers ``absent`` (see :meth:`StorePart._reached`)."""
        rows = await self.db.fetch_all(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.deadline IS NOT NULL AND s.deadline <= ? AND g.status = 'running'"
            f"{self._mine('g')}{self._reached(absent, 'g')} ORDER BY s.deadline, s.game_id, s.seat",
            (now,),
        )
        return [(row["game_id"], row["seat"]) for row in rows]

    async def due_reminders(
        self, now: float, absent: Collection[int] = ()
    ) -> list[tuple[int, int]]:
        """``(game, seat)`` whose decision is half way to its deadline and not yet reminded."""
        rows = await self.db.fetch_all(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.deadline IS NOT NULL AND s.reminded = 0 AND g.status = 'running' "
            "AND g.clock_seconds IS NOT NULL AND s.deadline - g.clock_seconds / 2.0 <= ?"
            f"{self._mine('g')}{self._reached(absent, 'g')} ORDER BY s.deadline, s.game_id, s.seat",
            (now,),
        )
        return [(row["game_id"], row["seat"]) for row in rows]

    async def mark_reminded(self, game_id: int, seat: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE seats SET reminded = 1 WHERE game_id = ? AND seat = ?", (game_id, seat)
            )

    async def postpone_passed_deadlines(self, now: float, guild_id: int | None = None) -> int:
        """After a restart: decisions whose time ran out while the bot was down get half a
        clock more (their reminder counts as sent: the catch-up pings them), so a restart never
        fires a burst of stale timeouts. ``guild_id``: only that server's games (the bot was
        invited back to it). Returns how many were postponed."""
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE seats SET deadline = ? + (SELECT clock_seconds / 2.0 FROM games g "
                "WHERE g.id = seats.game_id), reminded = 1 "
                "WHERE deadline IS NOT NULL AND deadline <= ? AND game_id IN "
                "(SELECT id FROM games WHERE status = 'running' AND clock_seconds IS NOT NULL"
                f"{self._in_guild(guild_id)}{self._mine()})",
                (now, now),
            )
            return cursor.rowcount

    async def expired_lobbies(self, now: float, absent: Collection[int] = ()) -> list[int]:
        rows = await self.db.fetch_all(
            "SELECT id FROM games WHERE status = 'lobby' AND lobby_expires IS NOT NULL "
            f"AND lobby_expires <= ?{self._mine()}{self._reached(absent)} ORDER BY id",
            (now,),
        )
        return [row["id"] for row in rows]
