"""What the store returns and raises: games with their seats, logged actions, and the
exceptions of its writes; and how a row becomes a record (the same on both backends)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import orjson

OPEN_STATUSES = ("lobby", "running")
INTERACTIONS = "interactions"
"""A game's ``reach`` where the bot is not a member of its channel."""
ANSWER = "answer"
"""The :attr:`GameRecord.posting` of a lobby that is the answer of /play's interaction: if its
message is nowhere to be found, /play failed visibly and it is closed. A lobby that the sync
posts (a thread's, a rematch's) is a ``"lobby"``: posted again."""


class ChannelBusy(Exception):
    """The channel already has an open lobby or running game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"channel already hosts game {game_id}")
        self.game_id = game_id


class StaleVersion(Exception):
    """Another action was saved first: the caller's state is no longer the current one."""


class WrongStatus(Exception):
    """The game is not in the status the operation needs (e.g. starting a running game)."""


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
    """A message of this kind may have been posted without its id being saved (crash, or an
    answer Discord lost): ``"lobby"``, :data:`ANSWER` (a lobby), ``"table"``, ``"ping"`` or
    ``"end"``."""
    posting_owner: str | None = None
    """The process that claimed :attr:`posting` (see :meth:`db.store.marks.Marks.claim_post`)."""
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
    reach: str = "channel"
    """How the bot reaches the game's channel: ``'channel'`` (a member: channel messages) or
    ``'interactions'`` (installed by users only: interaction tokens, see ``TokenRecord``)."""

    @property
    def by_tokens(self) -> bool:
        """The bot speaks in this game's channel only through interaction tokens."""
        return self.reach == INTERACTIONS

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
class TokenRecord:
    """A live interaction token of an ``'interactions'`` game (see ``db.store.tokens``)."""

    token: str
    expires: float
    """Unix seconds (the bot's clock), a margin before Discord refuses it."""
    message_id: int | None
    """The message it may edit (role ``'table'``)."""
    followups: int
    """Follow-ups sent with it (role ``'call'``)."""

    def __repr__(self) -> str:  # a secret: never in a log line
        return f"TokenRecord(expires={self.expires}, message_id={self.message_id})"


@dataclass(frozen=True)
class LoggedAction:
    version: int
    seat: int
    action: dict[str, Any]
    events: list[dict[str, Any]]


def game_record(row: Any, seats: list[Any]) -> GameRecord:
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
        reach=row["reach"],
    )


def logged_action(row: Any) -> LoggedAction:
    """A row of the action log (orjson reads it three times faster than ``json``: the table
    shows the last round's moves, read again after every move)."""
    return LoggedAction(
        row["version"], row["seat"], orjson.loads(row["action"]), orjson.loads(row["events"])
    )
