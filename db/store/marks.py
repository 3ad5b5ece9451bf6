"""What the channel shows and what each player was told: the game's messages and the posts
claimed for them, pings, the result's announcement, the news each seat saw, the rounds told;
and which games may need their channel repaired."""

from __future__ import annotations

import json

from db.store.part import StorePart

TO_SHOW = (
    "(status IN ('lobby', 'running') OR posting IS NOT NULL OR ping_message_id IS NOT NULL "
    "OR (status = 'finished' AND announced = 0) "
    "OR (message_id IS NOT NULL AND shown IS DISTINCT FROM (status || ':' || version)))"
)
"""A game whose channel may not show what is stored: open, or closed with a message not
redrawn, a result not announced, a ping or a post left behind."""


class Marks(StorePart):
    async def claim_post(
        self,
        game_id: int,
        kind: str,
        *,
        owner: str,
        now: float,
        lease: float,
        dead: str | None = None,
    ) -> bool:
        """Claim the game's next post, a message of ``kind`` (see :attr:`GameRecord.posting`),
        for the process ``owner``; ``False`` when another process claimed one less than
        ``lease`` seconds ago: it is posting now. A claim older than the lease was left by a
        process that died: it is taken over (the taker first looks for what that post left in
        the channel), as is at once a claim of the process ``dead``, known to have died. What
        was posted under a claim is recorded before it is released, so
        the holder of a claim reads whether its post is still to be made.

        One conditional ``UPDATE``: of two processes claiming at once, exactly one succeeds."""
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE games SET posting = ?, posting_owner = ?, posting_since = ? "
                "WHERE id = ? AND (posting IS NULL OR posting_owner IS NULL "
                "OR posting_owner IN (?, ?) OR posting_since <= ?)",
                (kind, owner, now, game_id, owner, dead, now - lease),
            )
            return cursor.rowcount == 1

    async def posted(self, game_id: int, owner: str | None = None) -> None:
        """The post claimed by ``owner`` (see :meth:`claim_post`; ``None``: the lobby that
        /play created with its row) is complete and recorded. A claim another process took
        over meanwhile stays its own."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET posting = NULL, posting_owner = NULL, posting_since = NULL "
                "WHERE id = ? AND posting_owner IS NOT DISTINCT FROM ?",
                (game_id, owner),
            )

    async def set_message(self, game_id: int, message_id: int, shown: str | None = None) -> None:
        """The game's lobby/table message is now ``message_id`` (showing ``shown``)."""
        await self._update(game_id, "message_id = ?, shown = ?", message_id, shown)

    async def set_link_message(self, game_id: int, message_id: int | None) -> None:
        await self._update(game_id, "link_message_id = ?", message_id)

    async def mark_shown(self, game_id: int, shown: str | None) -> None:
        await self._update(game_id, "shown = ?", shown)

    async def set_ping(
        self, game_id: int, message_id: int | None, users: frozenset[int], version: int | None
    ) -> None:
        await self._update(
            game_id,
            "ping_message_id = ?, ping_users = ?, ping_version = ?",
            message_id,
            json.dumps(sorted(users)) if users else None,
            version,
        )

    async def mark_announced(self, game_id: int) -> None:
        await self._update(game_id, "announced = 1")

    async def seen_version(self, game_id: int, seat: int) -> int:
        """Up to which version the seat was shown its private news (see migration 0005)."""
        row = await self.db.fetch_one(
            "SELECT seen_version FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        return 0 if row is None else row["seen_version"]

    async def mark_seen(self, game_id: int, seat: int, version: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                f"UPDATE seats SET seen_version = {self.db.greatest}(seen_version, ?) "
                "WHERE game_id = ? AND seat = ?",
                (version, game_id, seat),
            )

    async def told_round(self, game_id: int) -> int:
        """The last round whose summary was posted (see migration 0005)."""
        row = await self.db.fetch_one("SELECT told_round FROM games WHERE id = ?", (game_id,))
        return 0 if row is None else row["told_round"]

    async def mark_told(self, game_id: int, round_number: int) -> None:
        await self._update(game_id, f"told_round = {self.db.greatest}(told_round, ?)", round_number)

    async def games_to_reconcile(self, guild_id: int | None = None) -> list[int]:
        """Games whose channel may not show what is stored: every open game, and closed ones
        with a message not redrawn, a result not announced, a ping or a post left behind (of
        one server: ``guild_id``)."""
        rows = await self.db.fetch_all(
            f"SELECT id FROM games WHERE {TO_SHOW}{self._in_guild(guild_id)}{self._mine()} "
            "ORDER BY id"
        )
        return [row["id"] for row in rows]

    async def guilds_shown_in(self) -> list[int]:
        """The servers whose channels show this process's open games (not those reached
        through interaction tokens)."""
        rows = await self.db.fetch_all(
            "SELECT DISTINCT guild_id FROM games WHERE status IN ('lobby', 'running') "
            f"AND reach = 'channel' AND guild_id IS NOT NULL{self._mine()} ORDER BY guild_id"
        )
        return [row["guild_id"] for row in rows]

    async def games_shown_in(self, channel_id: int) -> list[int]:
        """Games of a channel or of its threads that are open or still have something to show
        there (what :meth:`games_to_reconcile` would sync)."""
        rows = await self.db.fetch_all(
            "SELECT id FROM games WHERE (channel_id = ? OR parent_channel_id = ?) "
            f"AND {TO_SHOW} ORDER BY id",
            (channel_id, channel_id),
        )
        return [row["id"] for row in rows]

    async def nothing_to_show(self, game_id: int) -> None:
        """The game's channel is gone: nothing of it is to be drawn, posted, pinged or announced
        any more, now or after a restart."""
        await self._update(
            game_id,
            "shown = (status || ':' || version), posting = NULL, posting_owner = NULL, "
            "posting_since = NULL, ping_message_id = NULL, ping_users = NULL, "
            "ping_version = NULL, announced = 1",
        )
