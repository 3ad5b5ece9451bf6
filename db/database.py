"""The SQLite connections: WAL mode, numbered migrations, start-up checks, bounded waits.

Writes go through one plain ``sqlite3`` connection called from the event loop (see
:class:`Transaction`); an aiosqlite connection only opens, checks and migrates the file at
start-up. SQLite transactions belong to a connection, not to
a task, so two tasks interleaving statements inside ``BEGIN … COMMIT`` would mix their
transactions: :meth:`Database.transaction` holds an ``asyncio.Lock`` for the whole transaction.
Reads use a second, read-only connection and no lock: in WAL mode they see the last commit and
never wait for a writer, so another program holding the write lock slows no click that only
reads. That reader is a plain ``sqlite3`` connection called straight from the event loop: the
bot's reads are a few indexed rows (tens of microseconds), and handing each to a thread and back
as aiosqlite does cost thirty times the query. A write waits at most ``busy_seconds`` (for our
own queue and for SQLite's lock) and then raises :class:`DatabaseBusy`, which the bot answers
with "try again" instead of missing Discord's 3-second deadline.

``DATABASE_URL=postgresql://…`` chooses :class:`db.postgres.PostgresDatabase` instead, with the
same interface (:func:`open_database` picks); the SQL of the store is written once for both.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, cast

import aiosqlite

from db.outage import Outage

# The store's errors, which its callers name from here (``as``: an explicit re-export).
from db.schema import DatabaseBusy as DatabaseBusy
from db.schema import DatabaseOutOfReach as DatabaseOutOfReach
from db.schema import DatabaseUnavailable as DatabaseUnavailable
from db.schema import DatabaseUnusable as DatabaseUnusable
from db.schema import IntegrityError as IntegrityError
from db.schema import (
    check_schema,
    dialect_script,
    latest_schema,
    migration_files,
)
from settings import sqlite_path

log = logging.getLogger(__name__)


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


async def open_database(target: str | Path, *, busy_seconds: float = 2.0) -> Database:
    """The database at ``target``: a ``postgresql://`` URL, else a SQLite file (a path or a
    ``sqlite:///path`` URL); opened, checked and migrated."""
    if is_postgres_url(target):
        from db.postgres import PostgresDatabase

        # Not a subclass: the same interface (the store's one SQL text runs on both, and its
        # tests run on both), which the store's parts name ``Database``.
        return cast(Database, await PostgresDatabase.open(str(target), busy_seconds=busy_seconds))
    path = sqlite_path(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    return await Database.open(path, busy_seconds=busy_seconds)


class Database:
    """The SQLite backend."""

    dialect = "sqlite"
    greatest = "MAX"
    """The two-argument maximum (PostgreSQL's ``GREATEST``)."""

    def __init__(
        self,
        connection: aiosqlite.Connection,
        reader: sqlite3.Connection,
        busy_seconds: float,
        writer: sqlite3.Connection,
    ) -> None:
        self._connection = connection
        self._reader = reader
        self._writer = writer
        self._lock = asyncio.Lock()
        self.busy_seconds = busy_seconds
        self.outage = Outage(f"the database file {_file_of(writer)}")

    @classmethod
    async def open(cls, path: str | Path, *, busy_seconds: float = 2.0) -> Database:
        """Open, check and migrate the database at ``path`` (created if missing).

        Raises :class:`DatabaseUnusable` — with every connection closed again, so no thread
        keeps the process alive — when the file is no SQLite database, is damaged, was written
        by a newer version of the bot, or cannot be written.
        """
        path = Path(path)
        if path.is_dir():
            raise DatabaseUnusable("it is a directory, not a file")
        connections: list[aiosqlite.Connection] = []
        readers: list[sqlite3.Connection] = []
        try:
            connection = await _connect(path, busy_seconds, connections)
            await connection.execute("PRAGMA journal_mode = WAL")
            await connection.execute("PRAGMA synchronous = NORMAL")
            await connection.execute("PRAGMA foreign_keys = ON")
            await _check(connection)
            reader = sqlite3.connect(
                str(path), isolation_level=None, timeout=busy_seconds, check_same_thread=False
            )
            readers.append(reader)
            reader.row_factory = sqlite3.Row
            reader.execute("PRAGMA query_only = ON")
            # Never waits inside SQLite (busy_timeout 0): Database.transaction retries.
            writer = sqlite3.connect(
                str(path), isolation_level=None, timeout=0, check_same_thread=False
            )
            readers.append(writer)
            writer.row_factory = sqlite3.Row
            writer.execute("PRAGMA synchronous = NORMAL")
            writer.execute("PRAGMA foreign_keys = ON")
            database = cls(connection, reader, busy_seconds, writer)
            await database.migrate()
            check_schema(await database.column_names())
            return database
        except (sqlite3.Error, DatabaseUnavailable) as error:  # (the latter: a full disk)
            await _close_all(connections)
            for opened in readers:
                opened.close()
            if "readonly" in str(error):
                raise DatabaseUnusable(f"it cannot be written ({error})") from None
            raise DatabaseUnusable(f"SQLite says: {error}") from None
        except BaseException:
            await _close_all(connections)
            for opened in readers:
                opened.close()
            raise

    async def close(self) -> None:
        self._reader.close()
        self._writer.close()
        await _close_all([self._connection])

    async def schema_version(self) -> int:
        async with self._connection.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        assert row is not None  # a pragma's value is always one row
        return int(row[0])

    async def migrate(self) -> None:
        current = await self.schema_version()
        if current > latest_schema():
            raise DatabaseUnusable(
                f"it was written by a newer version of the bot (schema {current}, this one "
                f"knows {latest_schema()}): update the bot"
            )
        for number, path in migration_files():
            if number <= current:
                continue
            async with self.transaction() as tx:
                if await self.schema_version() >= number:
                    continue  # another process (a second shard set) applied it meanwhile
                log.info("applying migration %s", path.name)
                script = dialect_script(path.read_text(encoding="utf-8"), "sqlite")
                await tx.executescript_in_transaction(script)
                await tx.execute(f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; rolled back if the block raises. Raises
        :class:`DatabaseBusy` when the write lock cannot be had within ``busy_seconds``, and
        :class:`DatabaseUnavailable` when the disk is full (see :meth:`_disk_full_told`)."""
        try:
            async with asyncio.timeout(self.busy_seconds):
                await self._lock.acquire()
        except TimeoutError:
            raise DatabaseBusy("the bot's own writes are queued too long") from None
        try:
            await self._begin()
            try:
                with self._disk_full_told():
                    yield Transaction(self._writer)
            except BaseException as error:
                # SQLite rolls back by itself after some errors (a full disk): a ROLLBACK
                # then would fail, and its error hide the one that counts.
                if self._writer.in_transaction:
                    self._writer.execute("ROLLBACK")
                if isinstance(error, sqlite3.IntegrityError):
                    raise IntegrityError(str(error)) from None
                raise
            try:
                with self._disk_full_told():
                    self._writer.execute("COMMIT")
            finally:
                if self._writer.in_transaction:  # a COMMIT that failed may leave it open
                    self._writer.execute("ROLLBACK")
            self.outage.over()
        finally:
            self._lock.release()
        await asyncio.sleep(0)  # as a read does: a run of writes (AI seats) lets clicks in

    @contextmanager
    def _disk_full_told(self) -> Iterator[None]:
        """SQLite's "database or disk is full" becomes :class:`DatabaseUnavailable`: nothing
        can be written until the admin frees space (the bot says so once, in
        :attr:`outage`), and then every click, pass, clock and bot seat goes on by itself.
        Reads still work meanwhile."""
        try:
            yield
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode != sqlite3.SQLITE_FULL:
                raise
            reason = f"{error}: free space on its disk"
            self.outage.met(reason)
            raise DatabaseUnavailable(reason) from None

    async def _begin(self) -> None:
        """``BEGIN IMMEDIATE`` on the writer, straight from the event loop: while another
        program holds SQLite's write lock, try again every few milliseconds (the loop serves
        other clicks meanwhile) until ``busy_seconds`` have passed."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.busy_seconds
        pause = 0.002
        while True:
            try:
                self._writer.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) and "busy" not in str(error):
                    raise
                if loop.time() >= give_up:
                    raise DatabaseBusy(str(error)) from None
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.05)

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> aiosqlite.Row | None:
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    # -- what db.copy needs to know of any database ----------------------------------------------

    async def table_names(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "ORDER BY name"
        )
        return [row[0] for row in rows]

    async def column_names(self) -> list[tuple[str, str]]:
        """``(table, column)`` of every column of every table."""
        rows = await self.fetch_all(
            "SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p "
            "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'"
        )
        return [(row[0], row[1]) for row in rows]

    async def primary_key(self, table: str) -> list[str]:
        rows = await self.fetch_all(
            "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", (table,)
        )
        return [row[0] for row in rows]

    async def reset_sequences(self, tx: Transaction) -> None:
        """Nothing to do: ``AUTOINCREMENT`` continues after the largest id inserted."""

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[aiosqlite.Row]:
        """Run and read to the end in one synchronous call on the event loop's thread.

        A cursor left open between two awaits would keep its read transaction, and every read
        overlapping it on this connection would see that old snapshot. One call per read, with
        no await inside, never overlaps.
        """
        try:
            rows = self._reader.execute(sql, tuple(params)).fetchall()
        except sqlite3.OperationalError as error:
            if "locked" in str(error) or "busy" in str(error):
                raise DatabaseBusy(str(error)) from None
            raise
        await asyncio.sleep(0)  # a loop of reads must still let other tasks (a write) run
        return rows


def _file_of(connection: sqlite3.Connection) -> str:
    """The path of the main database file of ``connection``."""
    return str(connection.execute("PRAGMA database_list").fetchone()[2])


async def _connect(
    path: Path, busy_seconds: float, opened: list[aiosqlite.Connection]
) -> aiosqlite.Connection:
    connection = await aiosqlite.connect(str(path), isolation_level=None)
    opened.append(connection)
    connection.row_factory = aiosqlite.Row
    await connection.execute(f"PRAGMA busy_timeout = {int(busy_seconds * 1000)}")
    return connection


async def _check(connection: aiosqlite.Connection) -> None:
    """The file is a sound SQLite database that this process can write."""
    async with connection.execute("PRAGMA quick_check") as cursor:
        problems = [row[0] for row in await cursor.fetchall()]
    if problems != ["ok"]:
        raise DatabaseUnusable(f"it is damaged (quick_check: {_first_problem(problems)})")
    await connection.execute("BEGIN IMMEDIATE")  # a read-only file fails here or below
    await connection.execute("CREATE TABLE startup_write_check (x)")
    await connection.execute("ROLLBACK")


def _first_problem(report: list[str]) -> str:
    """The first problem of SQLite's integrity report, and how many follow: one row may hold
    many lines ("*** in database main ***", then one line per damaged cell)."""
    problems = [
        line.strip()
        for row in report
        for line in row.splitlines()
        if line.strip() and not line.startswith("***")
    ]
    if not problems:
        return "no details"
    more = f" and {len(problems) - 1} more problems" if len(problems) > 1 else ""
    return problems[0] + more


async def _close_all(connections: list[aiosqlite.Connection]) -> None:
    for connection in connections:
        try:
            await connection.close()
        except Exception:
            log.debug("closing a database connection failed", exc_info=True)


class Transaction:
    """Statements inside one open transaction (only valid within ``Database.transaction``).

    They run on the writer connection straight from the event loop, like the reads: inside
    ``BEGIN IMMEDIATE`` a statement never waits for a lock, and with WAL and synchronous
    NORMAL a commit does not wait for the disk, so each takes microseconds, where handing
    each statement to aiosqlite's thread and back took milliseconds under load (and queued
    the bot's own writes past ``busy_seconds``)."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        return self._connection.execute(sql, tuple(params))

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        row: sqlite3.Row | None = self._connection.execute(sql, tuple(params)).fetchone()
        return row

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        return self._connection.execute(sql, tuple(params)).fetchall()

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        self._connection.executemany(sql, [tuple(row) for row in rows])

    async def insert_rows(
        self, table: str, columns: list[str], rows: list[tuple[Any, ...]]
    ) -> None:
        """Bulk insert (PostgreSQL uses ``COPY`` here)."""
        marks = ", ".join("?" for _ in columns)
        await self.execute_many(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
        )

    async def lock(self, key: int) -> None:
        """Nothing to do: ``BEGIN IMMEDIATE`` already keeps other writers out (PostgreSQL
        takes an advisory lock here)."""

    async def executescript_in_transaction(self, script: str) -> None:
        """Run a multi-statement script without ``executescript``'s implicit COMMIT."""
        for statement in split_sql(script):
            self._connection.execute(statement)


def split_sql(script: str) -> list[str]:
    """Split a migration into statements (our migrations have no ``;`` inside literals; a
    ``CREATE TRIGGER … BEGIN … END`` keeps the ``;`` of its body)."""
    without_comments = "\n".join(line.split("--", 1)[0] for line in script.splitlines())
    statements: list[str] = []
    pending = ""
    for part in without_comments.split(";"):
        pending = f"{pending};{part}" if pending else part.strip()
        if re.match(r"(?is)create\s+trigger\b", pending) and not re.search(
            r"(?i)\bend$", pending.strip()
        ):
            continue
        if pending.strip():
            statements.append(pending.strip())
        pending = ""
    return statements
