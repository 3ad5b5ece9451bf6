"""The stores the bot runs on, opened here: ``cogs/`` holds them (the channel's marks, the
clocks, the statistics) without importing ``db/`` (an import-linter contract)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from db.database import Database, open_database
from db.history import HistoryStore
from db.store import GameStore

if TYPE_CHECKING:
    from settings import Shards

__all__ = ["Database", "GameStore", "HistoryStore", "Stores", "open_stores"]


@dataclass(frozen=True)
class Stores:
    database: Database
    store: GameStore
    """Games, lobbies, the action log, the channel's marks, clocks, settings, lessons."""
    history: HistoryStore
    """Ratings, statistics and history."""


async def open_stores(target: str | Path, *, shards: Shards | None = None) -> Stores:
    """The database at ``target`` (a SQLite file or a PostgreSQL URL), opened and migrated,
    with the stores on it; ``shards``: the games this process serves."""
    database = await open_database(target)
    return Stores(database, GameStore(database, shards=shards), HistoryStore(database))
