"""The action log: who did what on which version, and the events it caused."""

from __future__ import annotations

from db.store.part import StorePart
from db.store.records import LoggedAction, logged_action


class Actions(StorePart):
    async def action_log(self, game_id: int) -> list[LoggedAction]:
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? ORDER BY version",
            (game_id,),
        )
        return [logged_action(row) for row in rows]

    async def last_actions(self, game_id: int, limit: int) -> list[LoggedAction]:
        """The game's newest ``limit`` actions, oldest first."""
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? "
            "ORDER BY version DESC LIMIT ?",
            (game_id, limit),
        )
        return [logged_action(row) for row in reversed(rows)]

    async def actions_between(self, game_id: int, first: int, end: int) -> list[LoggedAction]:
        """The actions applied to versions ``first`` … ``end - 1``."""
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? "
            "AND version >= ? AND version < ? ORDER BY version",
            (game_id, first, end),
        )
        return [logged_action(row) for row in rows]

    async def actors_since(self, game_id: int, version: int) -> set[int]:
        """The seats that acted on versions ``version`` and later."""
        rows = await self.db.fetch_all(
            "SELECT DISTINCT seat FROM actions WHERE game_id = ? AND version >= ?",
            (game_id, version),
        )
        return {row["seat"] for row in rows}

    async def seat_acted_since(self, game_id: int, seat: int, version: int) -> bool:
        row = await self.db.fetch_one(
            "SELECT 1 FROM actions WHERE game_id = ? AND seat = ? AND version >= ? LIMIT 1",
            (game_id, seat, version),
        )
        return row is not None
