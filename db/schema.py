"""What the two backends share: the numbered migrations, the schema check, the errors.

:mod:`db.database` (SQLite) and :mod:`db.postgres` both read it and it imports neither, so the
SQLite module can open the PostgreSQL one when a URL asks for it without an import circle.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")

SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
"""The current UTC time stamp as text, in the store's SQL (PostgreSQL gets its own)."""

_DIALECT_MARK = re.compile(r"^--\s*\[(sqlite|postgresql|both)\]\s*$")


def dialect_script(script: str, dialect: str) -> str:
    """A migration as one backend runs it: lines after ``-- [sqlite]`` or ``-- [postgresql]``
    belong to that backend only, up to ``-- [both]`` (or another such line)."""
    kept, current = [], "both"
    for line in script.splitlines():
        mark = _DIALECT_MARK.match(line.strip())
        if mark:
            current = mark.group(1)
        elif current in ("both", dialect):
            kept.append(line)
    return "\n".join(kept)


def migration_files() -> list[tuple[int, Path]]:
    found = []
    for path in MIGRATIONS_DIR.iterdir():
        match = _MIGRATION_NAME.match(path.name)
        if match:
            found.append((int(match.group(1)), path))
    found.sort()
    numbers = [number for number, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 0001, 0002, … without gaps: {numbers}")
    return found


class DatabaseUnusable(Exception):
    """The database file cannot serve the bot; the message says why in one line."""


class DatabaseOutOfReach(DatabaseUnusable):
    """The database server cannot be reached now (down, starting, restarting, its connections
    all taken): unlike the other unusable databases, a later start may find it."""


class DatabaseBusy(Exception):
    """Another writer held the database longer than the bot may wait; nothing was written."""


class DatabaseUnavailable(DatabaseBusy):
    """The database server could not be reached, or dropped the connection (restarted, failed
    over, shut down). Busy for everything that waits and tries again (a loop, a pass, a bot
    seat); but unlike a plain :class:`DatabaseBusy`, a commit under way when the connection
    dropped may have been stored: what the user is told must not say that nothing changed."""


class IntegrityError(Exception):
    """A constraint refused a write (either backend); the transaction was rolled back."""


@functools.cache
def needed_schema() -> dict[str, frozenset[str]]:
    """The tables and their columns that the migrations make (the same names on both
    backends), as a SQLite database in memory holds them once every migration ran."""
    connection = sqlite3.connect(":memory:")
    try:
        for _, path in migration_files():
            connection.executescript(dialect_script(path.read_text(encoding="utf-8"), "sqlite"))
        rows = connection.execute(
            "SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p "
            "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'"
        ).fetchall()
    finally:
        connection.close()
    return _by_table(rows)


def _by_table(rows: Iterable[Any]) -> dict[str, frozenset[str]]:
    tables: dict[str, set[str]] = {}
    for table, column in rows:
        tables.setdefault(table, set()).add(column)
    return {table: frozenset(columns) for table, columns in tables.items()}


def check_schema(columns: Iterable[Any]) -> None:
    """Raise :class:`DatabaseUnusable` (one line) when a table or column this bot needs is
    missing from the ``(table, column)`` rows a database holds: its schema version alone
    does not tell (a table dropped by hand keeps the version)."""
    present = _by_table(columns)
    missing: list[str] = []
    for table, needed in sorted(needed_schema().items()):
        if table not in present:
            missing.append(f"table {table}")
        else:
            missing += [f"{table}.{column}" for column in sorted(needed - present[table])]
    if missing:
        more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
        raise DatabaseUnusable(
            f"its schema lacks what the bot needs ({missing[0]}{more} missing): "
            "restore it from a backup"
        )


def latest_schema() -> int:
    return len(migration_files())
