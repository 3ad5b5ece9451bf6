"""Games, seats, the action log and results, as the bot uses them.

The store knows nothing about game rules: states arrive as JSON text from the engine's
serialisation, actions and events as JSON-able data.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from db.database import Database, IntegrityError, Transaction
from db.schema import SQLITE_NOW

if TYPE_CHECKING:
    from settings import Shards

OPEN_STATUSES = ("lobby", "running")


class ChannelBusy(Exception):
    """The channel already has an open lobby or running game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"channel already hosts game {game_id}")
        self.game_id = game_id


class StaleVersion(Exception):
    """Another action was saved first: the caller's state is no longer the current one."""


class WrongStatus(Exception):
    """The game is not in the status the operation needs (e.g. starting a running game)."""


NOW = SQLITE_NOW

Deadlines = dict[int, float | None]
"""Per seat, its decision's new deadline (Unix seconds) or ``None`` for no deadline; seats not
named keep theirs. A new deadline resets the seat's half-time reminder."""


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None
    ai_level: str | None
    name: str
    stand_in: str | None = None
    """``None``: the owner plays; ``'away'``: an AI plays until the owner is back; ``'left'``:
    an AI plays to the end (the owner left or was replaced)."""
    deadline: float | None = None
    """When this seat's current decision times out (Unix seconds), on a table with a clock."""
    reminded: bool = False
    """The half-time reminder for :attr:`deadline` was sent."""

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def played_by_ai(self) -> bool:
        """An AI decides for this seat now: an AI seat, or a human seat with a stand-in."""
        return self.user_id is None or self.stand_in is not None


@dataclass(frozen=True)
class GameRecord:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    seed: int
    options: dict[str, Any]
    version: int
    state: str | None
    message_id: int | None
    updated_at: str = ""
    seats: tuple[SeatRecord, ...] = field(default_factory=tuple)
    shown: str | None = None
    """``status:version`` that the game's message last showed (``None``: never drawn)."""
    posting: str | None = None
    """A message of this kind may have been posted without its id being saved (crash)."""
    posting_owner: str | None = None
    """The process that claimed :attr:`posting` (see :meth:`GameStore.claim_post`)."""
    posting_since: float | None = None
    """When it claimed it (Unix seconds)."""
    ping_message_id: int | None = None
    ping_users: frozenset[int] = frozenset()
    ping_version: int | None = None
    announced: bool = False
    closed_by: int | None = None
    clock_seconds: int | None = None
    """Seconds each decision may take (``None``: no clock)."""
    lobby_expires: float | None = None
    """Unix time at which a lobby nobody started is closed."""
    parent_channel_id: int | None = None
    """The channel /play was used in, when the game lives in a thread of it (``channel_id``)."""
    link_message_id: int | None = None
    """The short line in the parent channel that links to the game's thread."""
    rematch_id: int | None = None
    """The lobby this game's "Rematch" button opened."""
    hints_choice: bool | None = None
    """The host's choice of the "Hint" button (``None``: the default, see :attr:`hints`)."""

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES

    @property
    def humans_left(self) -> bool:
        """Some human still plays (or may come back to) a seat of this game."""
        return any(not s.is_ai and s.stand_in != "left" for s in self.seats)

    def waits_for_clock(self, seat: int) -> bool:
        """Whether ``seat``'s decisions wait for its clock although a stand-in plays it: an
        away player's seat while no human is at the table (on a table with a clock). Nobody is
        there to see the game race on, and the away player may still come back: the stand-in
        plays each of its decisions only when its time is up."""
        record = self.seats[seat]
        return (
            record.stand_in == "away"
            and self.clock_seconds is not None
            and not any(not s.is_ai and s.stand_in is None for s in self.seats)
        )

    @property
    def hints(self) -> bool:
        """Players get a "Hint" button: the host's choice, by default on at tables with bots."""
        if self.hints_choice is not None:
            return self.hints_choice
        return any(seat.is_ai for seat in self.seats)

    @property
    def current(self) -> str:
        """What the game's message should show now, comparable with :attr:`shown`."""
        return f"{self.status}:{self.version}"


@dataclass(frozen=True)
class LoggedAction:
    version: int
    seat: int
    action: dict[str, Any]
    events: list[dict[str, Any]]


class GameStore:
    def __init__(self, database: Database, *, shards: Shards | None = None) -> None:
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

    # -- reading -------------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        row = await self.db.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        seats = await self.db.fetch_all(
            "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return _game(row, seats)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.db.fetch_one(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,),
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

    async def open_games_by_status(self) -> dict[str, int]:
        """How many of this process's games are open, by status (the metrics' count)."""
        rows = await self.db.fetch_all(
            "SELECT status, COUNT(*) AS games FROM games "
            f"WHERE status IN ('lobby', 'running'){self._mine()} GROUP BY status"
        )
        return {row["status"]: row["games"] for row in rows}

    async def game_by_message(self, message_id: int) -> GameRecord | None:
        """The game whose lobby or table is this message."""
        row = await self.db.fetch_one("SELECT id FROM games WHERE message_id = ?", (message_id,))
        return None if row is None else await self.get(row["id"])

    async def games_to_reconcile(self) -> list[int]:
        """Games whose channel may not show what is stored: every open game, and closed ones
        with a message not redrawn, a result not announced, a ping or a post left behind."""
        rows = await self.db.fetch_all(
            "SELECT id FROM games WHERE (status IN ('lobby', 'running') "
            "OR posting IS NOT NULL OR ping_message_id IS NOT NULL "
            "OR (status = 'finished' AND announced = 0) "
            "OR (message_id IS NOT NULL AND shown IS DISTINCT FROM (status || ':' || version)))"
            f"{self._mine()} ORDER BY id"
        )
        return [row["id"] for row in rows]

    async def actors_since(self, game_id: int, version: int) -> set[int]:
        """The seats that acted on versions ``version`` and later."""
        rows = await self.db.fetch_all(
            "SELECT DISTINCT seat FROM actions WHERE game_id = ? AND version >= ?",
            (game_id, version),
        )
        return {row["seat"] for row in rows}

    async def action_log(self, game_id: int) -> list[LoggedAction]:
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? ORDER BY version",
            (game_id,),
        )
        return [_logged(row) for row in rows]

    async def recent_actions(self, game_id: int, count: int) -> list[LoggedAction]:
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? "
            "ORDER BY version DESC LIMIT ?",
            (game_id, count),
        )
        return [_logged(row) for row in reversed(rows)]

    async def last_actions(self, game_id: int, limit: int) -> list[LoggedAction]:
        """The game's newest ``limit`` actions, oldest first."""
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? "
            "ORDER BY version DESC LIMIT ?",
            (game_id, limit),
        )
        return [_logged(row) for row in reversed(rows)]

    async def actions_between(self, game_id: int, first: int, end: int) -> list[LoggedAction]:
        """The actions applied to versions ``first`` … ``end - 1``."""
        rows = await self.db.fetch_all(
            "SELECT version, seat, action, events FROM actions WHERE game_id = ? "
            "AND version >= ? AND version < ? ORDER BY version",
            (game_id, first, end),
        )
        return [_logged(row) for row in rows]

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

    async def last_finished_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recently finished game of a channel (its threads' included) or thread."""
        row = await self.db.fetch_one(
            "SELECT id FROM games WHERE (channel_id = ? OR parent_channel_id = ?) "
            "AND status = 'finished' ORDER BY id DESC LIMIT 1",
            (channel_id, channel_id),
        )
        return None if row is None else await self.get(row["id"])

    async def seat_acted_since(self, game_id: int, seat: int, version: int) -> bool:
        row = await self.db.fetch_one(
            "SELECT 1 FROM actions WHERE game_id = ? AND seat = ? AND version >= ? LIMIT 1",
            (game_id, seat, version),
        )
        return row is not None

    async def result(self, game_id: int) -> dict[str, Any] | None:
        row = await self.db.fetch_one("SELECT result FROM results WHERE game_id = ?", (game_id,))
        return None if row is None else orjson.loads(row["result"])

    async def guild_language(self, guild_id: int) -> str | None:
        row = await self.db.fetch_one(
            "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return None if row is None else row["language"]

    # -- lobby ---------------------------------------------------------------------------------

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
    ) -> GameRecord:
        try:
            async with self.db.transaction() as tx:
                row = await tx.fetch_one(
                    "INSERT INTO games (game, guild_id, channel_id, host_id, seed, options, "
                    "parent_channel_id, posting) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby') RETURNING id",
                    (
                        game,
                        guild_id,
                        channel_id,
                        host_id,
                        seed,
                        json.dumps(options or {}),
                        parent_channel_id,
                    ),
                )
                game_id = row["id"]
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except IntegrityError:
            existing = await self.open_game_in_channel(channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing.id) from None
        record = await self.get(game_id)
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
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            # Two steps, so the primary key never sees two rows with one seat number.
            await tx.execute(
                "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
            )
            await tx.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            await _lobby_changed(tx, game_id)

    # -- what the channel shows ----------------------------------------------------------------

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

    async def set_message(self, game_id: int, message_id: int, shown: str | None = None) -> None:
        """The game's lobby/table message is now ``message_id`` (showing ``shown``)."""
        await self._update(game_id, "message_id = ?, shown = ?", message_id, shown)

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

    async def _update(self, game_id: int, assignments: str, *values: Any) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(f"UPDATE games SET {assignments} WHERE id = ?", (*values, game_id))

    async def delete(self, game_id: int) -> None:
        """Remove a game entirely."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM games WHERE id = ?", (game_id,))

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
            state, deadlines = deal(_game(row, seats))
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
        self, game_id: int, *, by: int | None = None, lobby_only: bool = False
    ) -> str | None:
        """Cancel a lobby or abandon a running game; returns the new status, ``None`` if the
        game was no longer open. ``lobby_only``: cancel it only if it is still a lobby (what
        was read as a lobby may have started since: Cancel, expiry and a deleted lobby message
        must never abandon the game its Start just dealt)."""
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
            row = await tx.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,))
            return row["status"]

    # -- clocks and absent players ---------------------------------------------------------------

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

    async def due_decisions(self, now: float) -> list[tuple[int, int]]:
        """``(game, seat)`` of running games whose seat's decision time is up, oldest first."""
        rows = await self.db.fetch_all(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.deadline IS NOT NULL AND s.deadline <= ? AND g.status = 'running'"
            f"{self._mine('g')} ORDER BY s.deadline, s.game_id, s.seat",
            (now,),
        )
        return [(row["game_id"], row["seat"]) for row in rows]

    async def due_reminders(self, now: float) -> list[tuple[int, int]]:
        """``(game, seat)`` whose decision is half way to its deadline and not yet reminded."""
        rows = await self.db.fetch_all(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.deadline IS NOT NULL AND s.reminded = 0 AND g.status = 'running' "
            "AND g.clock_seconds IS NOT NULL AND s.deadline - g.clock_seconds / 2.0 <= ?"
            f"{self._mine('g')} ORDER BY s.deadline, s.game_id, s.seat",
            (now,),
        )
        return [(row["game_id"], row["seat"]) for row in rows]

    async def mark_reminded(self, game_id: int, seat: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE seats SET reminded = 1 WHERE game_id = ? AND seat = ?", (game_id, seat)
            )

    async def postpone_passed_deadlines(self, now: float) -> int:
        """After a restart: decisions whose time ran out while the bot was down get half a
        clock more (their reminder counts as sent: the catch-up pings them), so a restart never
        fires a burst of stale timeouts. Returns how many were postponed."""
        async with self.db.transaction() as tx:
            cursor = await tx.execute(
                "UPDATE seats SET deadline = ? + (SELECT clock_seconds / 2.0 FROM games g "
                "WHERE g.id = seats.game_id), reminded = 1 "
                "WHERE deadline IS NOT NULL AND deadline <= ? AND game_id IN "
                "(SELECT id FROM games WHERE status = 'running' AND clock_seconds IS NOT NULL"
                f"{self._mine()})",
                (now, now),
            )
            return cursor.rowcount

    async def expired_lobbies(self, now: float) -> list[int]:
        rows = await self.db.fetch_all(
            "SELECT id FROM games WHERE status = 'lobby' AND lobby_expires IS NOT NULL "
            f"AND lobby_expires <= ?{self._mine()} ORDER BY id",
            (now,),
        )
        return [row["id"] for row in rows]

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
                (guild_id, language),
            )

    # -- issue 37: lessons left mid-way ------------------------------------------------------

    async def lesson_moves(self, user_id: int, game: str) -> str | None:
        """The choices ``user_id`` made so far in ``game``'s lesson, if they left it mid-way."""
        row = await self.db.fetch_one(
            "SELECT moves FROM lesson_progress WHERE user_id = ? AND game = ?", (user_id, game)
        )
        return None if row is None else row["moves"]

    async def keep_lesson(self, user_id: int, game: str, moves: str, now: float) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO lesson_progress (user_id, game, moves, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (user_id, game) DO UPDATE SET "
                "moves = excluded.moves, updated_at = excluded.updated_at",
                (user_id, game, moves, now),
            )

    async def forget_lesson(self, user_id: int, game: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "DELETE FROM lesson_progress WHERE user_id = ? AND game = ?", (user_id, game)
            )

    # -- issue 15 part B: lobby clock, threads, rematch, settings ---------------------------

    async def guild_defaults(self, guild_id: int | None) -> tuple[int | None, bool]:
        """A server's defaults for new tables: (clock seconds or ``None``, tables in threads)."""
        if guild_id is None:
            return None, True
        row = await self.db.fetch_one(
            "SELECT clock_seconds, threads FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return (None, True) if row is None else (row["clock_seconds"], bool(row["threads"]))

    async def set_guild_clock(self, guild_id: int, seconds: int | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, clock_seconds) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET clock_seconds = excluded.clock_seconds",
                (guild_id, seconds),
            )

    async def set_guild_threads(self, guild_id: int, threads: bool) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, threads) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
                (guild_id, int(threads)),
            )

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

    async def set_link_message(self, game_id: int, message_id: int | None) -> None:
        await self._update(game_id, "link_message_id = ?", message_id)

    async def claim_rematch(self, game_id: int, new_game_id: int) -> int:
        """Record ``new_game_id`` as the rematch of ``game_id`` unless one was recorded first;
        returns the rematch that stands."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET rematch_id = ? WHERE id = ? AND rematch_id IS NULL",
                (new_game_id, game_id),
            )
            row = await tx.fetch_one("SELECT rematch_id FROM games WHERE id = ?", (game_id,))
            return row["rematch_id"]

    async def remove_seat_at(self, game_id: int, seat: int, *, version: int) -> bool:
        """Free a lobby seat chosen on the lobby drawn at ``version``; ``False`` (nothing
        changed) when the seats changed since, so the number may name another seat now."""
        async with self.db.transaction() as tx:
            await _require_status(tx, game_id, "lobby")
            row = await tx.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,))
            if row["version"] != version:
                return False
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await tx.execute(
                "UPDATE seats SET seat = -seat WHERE game_id = ? AND seat > ?", (game_id, seat)
            )
            await tx.execute(
                "UPDATE seats SET seat = -seat - 1 WHERE game_id = ? AND seat < 0", (game_id,)
            )
            await _lobby_changed(tx, game_id)
            return True

    async def open_game_by_link(self, message_id: int) -> GameRecord | None:
        """The game whose thread link line (in the parent channel) is this message."""
        row = await self.db.fetch_one(
            "SELECT id FROM games WHERE link_message_id = ?", (message_id,)
        )
        return None if row is None else await self.get(row["id"])


async def _set_deadlines(tx: Transaction, game_id: int, deadlines: Deadlines) -> None:
    for seat, deadline in sorted(deadlines.items()):
        await tx.execute(
            "UPDATE seats SET deadline = ?, reminded = 0 WHERE game_id = ? AND seat = ?",
            (deadline, game_id, seat),
        )


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


def _game(row: Any, seats: list[Any]) -> GameRecord:
    return GameRecord(
        id=row["id"],
        game=row["game"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        status=row["status"],
        seed=row["seed"],
        options=orjson.loads(row["options"]),
        version=row["version"],
        state=row["state"],
        message_id=row["message_id"],
        updated_at=row["updated_at"],
        seats=tuple(
            SeatRecord(
                s["seat"],
                s["user_id"],
                s["ai_level"],
                s["name"],
                s["stand_in"],
                s["deadline"],
                bool(s["reminded"]),
            )
            for s in seats
        ),
        shown=row["shown"],
        posting=row["posting"],
        posting_owner=row["posting_owner"],
        posting_since=row["posting_since"],
        ping_message_id=row["ping_message_id"],
        ping_users=frozenset(orjson.loads(row["ping_users"] or "[]")),
        ping_version=row["ping_version"],
        announced=bool(row["announced"]),
        closed_by=row["closed_by"],
        clock_seconds=row["clock_seconds"],
        lobby_expires=row["lobby_expires"],
        parent_channel_id=row["parent_channel_id"],
        link_message_id=row["link_message_id"],
        rematch_id=row["rematch_id"],
        hints_choice=None if row["hints"] is None else bool(row["hints"]),
    )


def _logged(row: Any) -> LoggedAction:
    """A row of the action log (orjson reads it three times faster than ``json``: the table
    shows the last round's moves, read again after every move)."""
    return LoggedAction(
        row["version"], row["seat"], orjson.loads(row["action"]), orjson.loads(row["events"])
    )
