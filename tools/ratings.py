"""Recompute every rating and statistic from the stored results.

    python -m tools.ratings --rebuild [--database PATH_OR_URL]

The results stay the source of truth: ratings, per-player results and server tables are
emptied and rebuilt in the order the results were stored, with the current formula (see
``ratings``), in one transaction. Players' own choices (hidden from global boards) are kept.
Stop the bot first, or run it while no game finishes: a rebuild holds the write lock.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sqlite3
import sys
import time
from pathlib import Path

from dotenv import load_dotenv

from db.database import Database, DatabaseUnusable, is_postgres_url, open_database
from db.history import DirectTransaction, HistoryStore, rebuild_in
from settings import sqlite_path


async def rebuild_postgres(url: str) -> tuple[int, int]:
    """Rebuild the ratings in a PostgreSQL database: (results rated, player ratings)."""
    database = await open_database(url, busy_seconds=30.0)
    try:
        rated = await HistoryStore(database).rebuild()
        return rated, (await database.fetch_one("SELECT COUNT(*) FROM ratings"))[0]
    finally:
        await database.close()


async def rebuild(path: Path) -> tuple[int, int]:
    """Rebuild the ratings in the database at ``path``: (results rated, player ratings).

    The file is checked and migrated like the bot does, then rebuilt in one transaction on a
    plain connection (the same code as ``HistoryStore.rebuild``, without a thread per query).
    """
    database = await Database.open(path, busy_seconds=30.0)
    await database.close()
    connection = sqlite3.connect(path, isolation_level=None, timeout=30.0)
    try:
        connection.row_factory = sqlite3.Row
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("BEGIN IMMEDIATE")
        try:
            rated = await rebuild_in(DirectTransaction(connection))
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
        return rated, connection.execute("SELECT COUNT(*) FROM ratings").fetchone()[0]
    finally:
        connection.close()


def main(argv: list[str] | None = None) -> int:
    load_dotenv()
    parser = argparse.ArgumentParser(prog="python -m tools.ratings", description=__doc__)
    parser.add_argument("--rebuild", action="store_true", help="recompute every rating")
    parser.add_argument(
        "--database",
        default=os.environ.get("DATABASE_URL") or os.environ.get("DATABASE_PATH"),
        help="the SQLite file or a postgresql:// URL (default: DATABASE_URL, else DATABASE_PATH "
        "from .env, else data/games.sqlite3)",
    )
    args = parser.parse_args(argv)
    if not args.rebuild:
        parser.print_help()
        return 2
    target = args.database or "data/games.sqlite3"
    if not is_postgres_url(target) and not sqlite_path(target).is_file():
        print(f"{target}: no such database file", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        if is_postgres_url(target):
            rated, players = asyncio.run(rebuild_postgres(target))
        else:
            rated, players = asyncio.run(rebuild(sqlite_path(target)))
    except DatabaseUnusable as error:
        print(f"{target} cannot be used: {error}", file=sys.stderr)
        return 2
    print(
        f"rebuilt ratings from {rated} results: {players} player ratings "
        f"in {time.perf_counter() - start:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
