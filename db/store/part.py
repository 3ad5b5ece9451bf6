"""What every part of the store shares: the one database and this process's shards."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from db.database import Database

if TYPE_CHECKING:
    from settings import Shards


class StorePart:
    """One concern of the store (see :class:`db.store.GameStore`), on the shared database."""

    def __init__(self, database: Database, shards: Shards | None = None) -> None:
        self.db = database
        self.shards = shards
        """This process's shards when it runs only some: the queries that find work for the
        scheduler (due decisions, reminders, expired lobbies, games to resume or reconcile)
        return only the games of guilds on these shards, so several processes sharing one
        database never both act on a game. ``None``: every game is this process's."""

    def _mine(self, games: str = "games") -> str:
        """``AND`` the games (table or alias ``games``) on this process's shards (Discord's
        ``(guild_id >> 22) % count``; a game outside any guild is shard 0's). The numbers are
        checked integers written into the SQL, the same in SQLite and PostgreSQL."""
        if self.shards is None:
            return ""
        ids = ", ".join(str(int(i)) for i in self.shards.ids)
        count = int(self.shards.count)
        return f" AND ((COALESCE({games}.guild_id, 0) >> 22) % {count}) IN ({ids})"

    @staticmethod
    def _in_guild(guild_id: int | None) -> str:
        """``AND`` the games of one server (``None``: of every one); a checked integer."""
        return "" if guild_id is None else f" AND guild_id = {int(guild_id)}"

    @staticmethod
    def _reached(absent: Collection[int], games: str = "games") -> str:
        """``AND`` the games the bot reaches: not those shown in a channel of a server it was
        removed from (``absent``; a game reached through interaction tokens is reached there).
        Checked integers written into the SQL, as in :meth:`_mine`."""
        if not absent:
            return ""
        ids = ", ".join(str(int(i)) for i in sorted(absent))
        return f" AND NOT ({games}.reach = 'channel' AND COALESCE({games}.guild_id, 0) IN ({ids}))"

    async def _update(self, game_id: int, assignments: str, *values: Any) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(f"UPDATE games SET {assignments} WHERE id = ?", (*values, game_id))
