"""What the adapters read of the store, re-exported so that ``cogs/`` never imports ``db/`` (an
import-linter contract): the records of games, seats, logged actions and history, the
:class:`Place` whose history is read, and :class:`DatabaseBusy`, the one failure of the store
an adapter answers ("try again"), with :class:`DatabaseUnavailable`, its kind where the server
was out of reach (which may have stored a commit under way)."""

from __future__ import annotations

from db.database import DatabaseBusy, DatabaseUnavailable
from db.history import Board, BoardRow, HistoryEntry, HistorySeat, Place, PlayerStats
from db.store import GameRecord, LoggedAction, SeatRecord, TokenRecord
from db.store.records import ANSWER, INTERACTIONS
from db.store.tokens import CALL, PING, TABLE

__all__ = [
    "ANSWER",
    "CALL",
    "INTERACTIONS",
    "PING",
    "TABLE",
    "Board",
    "BoardRow",
    "DatabaseBusy",
    "DatabaseUnavailable",
    "GameRecord",
    "HistoryEntry",
    "HistorySeat",
    "LoggedAction",
    "Place",
    "PlayerStats",
    "SeatRecord",
    "TokenRecord",
]
