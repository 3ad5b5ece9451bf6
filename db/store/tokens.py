"""The interaction tokens through which the bot reaches a game it is not a member of (issue 36):
per game and role, the freshest live one (``TokenRecord``). Stored so that bot turns, clocks and
a restarted bot keep using a token while it lives; they are secrets, never logged."""

from __future__ import annotations

from db.store.part import StorePart
from db.store.records import INTERACTIONS, TokenRecord

TABLE = "table"
"""A token that may edit the game's table message (``message_id``)."""
CALL = "call"
"""A token whose follow-ups are new messages: pings, a table posted anew, the results."""
PING = "ping"
"""The token that sent the game's last call to act (``message_id``): only it may delete it."""


class Tokens(StorePart):
    async def offer(
        self,
        game_id: int,
        role: str,
        token: str,
        expires: float,
        message_id: int | None = None,
    ) -> None:
        """Keep ``token`` for ``role`` if it lives longer than the one kept (its follow-ups
        counted from none)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO game_tokens (game_id, role, token, expires, message_id, followups) "
                "VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (game_id, role) DO UPDATE SET "
                "token = excluded.token, expires = excluded.expires, "
                "message_id = excluded.message_id, followups = 0 "
                "WHERE excluded.expires > game_tokens.expires",
                (game_id, role, token, expires, message_id),
            )

    async def put(
        self, game_id: int, role: str, token: str, expires: float, message_id: int
    ) -> None:
        """Keep ``token`` for ``role`` in place of the one kept."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO game_tokens (game_id, role, token, expires, message_id, followups) "
                "VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (game_id, role) DO UPDATE SET "
                "token = excluded.token, expires = excluded.expires, "
                "message_id = excluded.message_id",
                (game_id, role, token, expires, message_id),
            )

    async def live(self, game_id: int, now: float) -> dict[str, TokenRecord]:
        """The game's kept tokens that still live at ``now``, by role."""
        rows = await self.db.fetch_all(
            "SELECT role, token, expires, message_id, followups FROM game_tokens "
            "WHERE game_id = ? AND expires > ?",
            (game_id, now),
        )
        return {
            row["role"]: TokenRecord(
                row["token"], row["expires"], row["message_id"], row["followups"]
            )
            for row in rows
        }

    async def followed_up(self, game_id: int, token: str, *, spent: bool = False) -> None:
        """One more follow-up was sent with ``token`` (``spent``: Discord allows no more)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE game_tokens SET followups = CASE WHEN ? THEN 1000 ELSE followups + 1 END "
                "WHERE game_id = ? AND role = ? AND token = ?",
                (spent, game_id, CALL, token),
            )

    async def drop(self, game_id: int, role: str, token: str) -> None:
        """Forget ``token`` (Discord refused it, or it is about to die)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "DELETE FROM game_tokens WHERE game_id = ? AND role = ? AND token = ?",
                (game_id, role, token),
            )

    async def fading(self, until: float) -> list[int]:
        """Open or just finished games whose table token dies before ``until``: their table
        must say it waits for a click, or move to a fresher token, while it still can."""
        rows = await self.db.fetch_all(
            "SELECT game_tokens.game_id AS id FROM game_tokens "
            "JOIN games ON games.id = game_tokens.game_id "
            f"WHERE role = ? AND expires <= ? AND games.reach = ?{self._mine()} "
            "ORDER BY game_tokens.game_id",
            (TABLE, until, INTERACTIONS),
        )
        return [row["id"] for row in rows]
