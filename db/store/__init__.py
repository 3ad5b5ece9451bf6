"""The bot's store: games, seats, the action log and results, what the channel shows, clocks,
servers' settings and lessons left mid-way, one part per concern.

Every part shares the one :class:`db.database.Database` (SQLite or PostgreSQL, see
``db/postgres.py``) and runs each of its methods in the transactions it always did: a caller
picks the part by what it is about, ``store.games.get(game_id)``, ``store.marks.posted(…)``,
``store.clocks.due_decisions(now)``. The store knows nothing about game rules: states arrive as
JSON text from the engine's serialisation, actions and events as JSON-able data. Ratings,
statistics and history are :class:`db.history.HistoryStore`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from db.database import Database
from db.store.actions import Actions
from db.store.clocks import Clocks
from db.store.games import Games
from db.store.guild_settings import GuildSettings
from db.store.lessons import LessonProgress
from db.store.lobbies import Lobbies
from db.store.marks import Marks
from db.store.records import (
    OPEN_STATUSES,
    ChannelBusy,
    Deadlines,
    GameRecord,
    LoggedAction,
    SeatRecord,
    StaleVersion,
    TokenRecord,
    WrongStatus,
)
from db.store.tokens import Tokens

if TYPE_CHECKING:
    from settings import Shards

__all__ = [
    "OPEN_STATUSES",
    "ChannelBusy",
    "Deadlines",
    "GameRecord",
    "GameStore",
    "LoggedAction",
    "SeatRecord",
    "StaleVersion",
    "TokenRecord",
    "WrongStatus",
]


class GameStore:
    """The store's parts on one database; ``shards``: see :attr:`StorePart.shards`."""

    def __init__(self, database: Database, *, shards: Shards | None = None) -> None:
        self.db = database
        self.games = Games(database, shards)
        """Finding and reading games; dealing, each move and its result, closing."""
        self.actions = Actions(database, shards)
        """The action log."""
        self.lobbies = Lobbies(database, shards, self.games)
        """Opening a lobby, its seats and options, the rematch claim."""
        self.marks = Marks(database, shards)
        """What the channel shows and what each seat was told."""
        self.clocks = Clocks(database, shards)
        """Stand-ins and what is due: decisions, reminders, lobbies to expire."""
        self.settings = GuildSettings(database, shards)
        """A server's language and its defaults for new tables."""
        self.lessons = LessonProgress(database, shards)
        """Lessons left mid-way."""
        self.tokens = Tokens(database, shards)
        """The interaction tokens of games the bot reaches only through them."""
