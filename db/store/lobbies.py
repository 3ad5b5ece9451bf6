"""Lobbies: opening one, its seats and options, and the rematch that opens the next."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from db.database import Database, IntegrityError, Transaction
from db.store.games import Games
from db.store.part import StorePart
from db.store.records import ANSWER, ChannelBusy, GameRecord, WrongStatus

if TYPE_CHECKING:
    from settings import Shards


class Lobbies(StorePart):
    def __init__(self, database: Database, shards: Shards | None, games: Games) -> None:
        super().__init__(database, shards)
        self.games = games

    async def create_lobby(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        seed: int,
        options: dict[str, Any] | None = None,
        parent_channel_id: int | None = None,
        reach: str = "channel",
        posting: str = ANSWER,
    ) -> GameRecord:
        """A new lobby whose message is about to be posted as ``posting`` (:data:`ANSWER` or
        ``"lobby"``, see :attr:`GameRecord.posting`)."""
        try:
            async with self.db.transaction() as tx:
                row = await tx.fetch_one(
                    "INSERT INTO games (game, guild_id, channel_id, host_id, seed, options, "
                    "parent_channel_id, posting, reach) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host_id,
                        seed,
                        json.dumps(options or {}),
                        parent_channel_id,
                        posting,
                        reach,
                    ),
                )
                assert row is not None  # RETURNING gives the row inserted
                game_id = row["id"]
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except IntegrityError:
            existing = await self.games.open_game_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing.id) from None
        record = await self.games.get(game_id)
        assert record is not None
        return record

    async def add_seat(
        self, game_id: int, *, user_id: int | None, ai_level: str | None, name: str, limit: int
    ) -> int | None:
        """Seat a user or an AI at the end; ``None`` when the lobby is full or already joined."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            seats = await tx.fetch_all("SELECT user_id FROM seats WHERE game_id = ?", (game_id,))
            if len(seats) >= limit or (
                user_id is not None and any(s["user_id"] == user_id for s in seats)
            ):
                return None
            seat = len(seats)
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, ai_level, name) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, user_id, ai_level, name),
            )
            await _lobby_changed(tx, game_id)
            return seat

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Free a lobby seat; the seats after it move up so seats stay numbered 0…n-1."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            await _free_seat(tx, game_id, seat)

    async def remove_seat_at(self, game_id: int, seat: int, *, version: int) -> bool:
        """Free a lobby seat chosen on the lobby drawn at ``version``; ``False`` (nothing
        changed) when the seats changed since, so the number may name another seat now."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            row = await tx.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,))
            assert row is not None  # its status was just read
            if row["version"] != version:
                return False
            await _free_seat(tx, game_id, seat)
            return True

    async def set_lobby_options(
        self,
        game_id: int,
        *,
        clock_seconds: int | None,
        lobby_expires: float | None,
        parent_channel_id: int | None = None,
        channel_id: int | None = None,
    ) -> None:
        """Settle a new lobby: its clock, its expiry and, for a thread, where it lives."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET clock_seconds = ?, lobby_expires = ?, "
                "parent_channel_id = COALESCE(?, parent_channel_id), "
                "channel_id = COALESCE(?, channel_id) WHERE id = ?",
                (clock_seconds, lobby_expires, parent_channel_id, channel_id, game_id),
            )

    async def set_lobby_clock(self, game_id: int, seconds: int | None) -> None:
        """The host's clock choice in the lobby (``WrongStatus`` once it is not a lobby)."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            await tx.execute("UPDATE games SET clock_seconds = ? WHERE id = ?", (seconds, game_id))
            await _lobby_changed(tx, game_id)

    async def set_lobby_hints(self, game_id: int, on: bool | None) -> None:
        """The host's choice of hints in the lobby (``WrongStatus`` once it is not a lobby)."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            hints = None if on is None else int(on)
            await tx.execute("UPDATE games SET hints = ? WHERE id = ?", (hints, game_id))
            await _lobby_changed(tx, game_id)

    async def extend_lobby(self, game_id: int, expires: float) -> None:
        """Push a lobby's expiry forward (every change to a lobby does)."""
        await self._update(
            game_id, f"lobby_expires = {self.db.greatest}(COALESCE(lobby_expires, 0), ?)", expires
        )

    async def open_rematch(
        self,
        old_id: int,
        *,
        channel_id: int,
        host_id: int,
        host_name: str,
        seed: int,
        lobby_expires: float,
        parent_channel_id: int | None,
    ) -> tuple[GameRecord, bool]:
        """The rematch of game ``old_id``, in one transaction: a lobby for the same game and
        options in ``channel_id``, hosted by ``host_id``, with the old game's bots, clock and
        choice of hints, claimed as the old game's rematch. Returns the rematch and whether it
        is this call's; when another was claimed first, nothing is written and that one is
        returned. :class:`ChannelBusy` when the channel has an open game."""
        try:
            async with self.db.transaction() as tx:
                await tx.lock(old_id)
                old = await tx.fetch_one(
                    "SELECT game, guild_id, options, clock_seconds, hints, rematch_id "
                    "FROM games WHERE id = ?",
                    (old_id,),
                )
                assert old is not None  # a rematch is of a game that was played
                claimed = old["rematch_id"]
                if claimed is None:
                    row = await tx.fetch_one(
                        "INSERT INTO games (game, guild_id, channel_id, host_id, seed, options, "
                        "clock_seconds, hints, lobby_expires, parent_channel_id, posting) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'lobby') RETURNING id",
                        (
                            old["game"],
                            old["guild_id"],
                            channel_id,
                            host_id,
                            seed,
                            old["options"],
                            old["clock_seconds"],
                            old["hints"],
                            lobby_expires,
                            parent_channel_id,
                        ),
                    )
                    assert row is not None  # RETURNING gives the row inserted
                    game_id = row["id"]
                    await tx.execute(
                        "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                        (game_id, host_id, host_name),
                    )
                    bots = await tx.fetch_all(
                        "SELECT ai_level FROM seats WHERE game_id = ? AND user_id IS NULL "
                        "ORDER BY seat",
                        (old_id,),
                    )
                    for seat, bot in enumerate(bots, start=1):
                        await tx.execute(
                            "INSERT INTO seats (game_id, seat, user_id, ai_level, name) "
                            "VALUES (?, ?, NULL, ?, '')",
                            (game_id, seat, bot["ai_level"]),
                        )
                    await tx.execute(
                        "UPDATE games SET rematch_id = ? WHERE id = ?", (game_id, old_id)
                    )
        except IntegrityError:
            existing = await self.games.open_game_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing.id) from None
        record = await self.games.get(game_id if claimed is None else claimed)
        assert record is not None
        return record, claimed is None

    async def withdraw(self, game_id: int) -> None:
        """A lobby whose message could not be posted goes as if it had never been opened
        (no lobby without its message), with the claim of the game it was the rematch of."""
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE games SET rematch_id = NULL WHERE rematch_id = ?", (game_id,))
            await tx.execute("DELETE FROM games WHERE id = ?", (game_id,))


async def _free_seat(tx: Transaction, game_id: int, seat: int) -> None:
    """Delete a lobby seat; the seats after it move up so seats stay numbered 0…n-1."""
    await tx.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    # Two steps, so the primary key never sees two rows with one seat number.
    await tx.execute(
        "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
    )
    await tx.execute("UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,))
    await _lobby_changed(tx, game_id)


async def _lobby_changed(tx: Transaction, game_id: int) -> None:
    """A lobby's version counts its seat changes, so a redraw after a restart can tell."""
    await tx.execute("UPDATE games SET version = version + 1 WHERE id = ?", (game_id,))


async def _require_status(tx: Transaction, game_id: int, status: str) -> None:
    """Check the game's status, holding the game until commit (see ``Transaction.lock``): what
    is read next stays true until this transaction writes."""
    await tx.lock(game_id)
    row = await tx.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,))
    if row is None or row["status"] != status:
        raise WrongStatus(f"game {game_id} is {row['status'] if row else 'gone'}, not {status}")
