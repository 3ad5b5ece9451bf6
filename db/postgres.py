"""The PostgreSQL backend: :class:`db.database.Database`'s interface over an asyncpg pool.

The store's SQL is written once, for both backends; the differences are kept here, small and
explicit:

- placeholders: ``?`` becomes ``$1, $2, …`` (translated once per statement and cached);
- the time stamp expression :data:`db.schema.SQLITE_NOW` becomes :data:`POSTGRES_NOW`;
- migrations: ``INTEGER`` is ``BIGINT`` (Discord ids are 64-bit), ``REAL`` is
  ``DOUBLE PRECISION``, ``INTEGER PRIMARY KEY AUTOINCREMENT`` is ``BIGSERIAL PRIMARY KEY``, and
  blocks marked ``-- only postgresql`` / ``-- only sqlite`` (a trigger's syntax) go to one of them
  (see :func:`db.schema.dialect_script`);
- the schema version lives in a ``schema_version`` table instead of ``PRAGMA user_version``;
- ``numeric`` results (``SUM`` of ``BIGINT``, ``AVG``) come back as ``int``/``float``, as
  SQLite's do, not as ``Decimal``;
- a transaction may take a transaction-level advisory lock (:meth:`Transaction.lock`); under
  SQLite every write transaction already excludes the others (``BEGIN IMMEDIATE``).

Transactions run at PostgreSQL's default READ COMMITTED: the optimistic version check
(``UPDATE … WHERE id = $1 AND version = $2``) re-reads a row that a concurrent transaction
changed, so of two writers on one version exactly one updates a row (tests/db).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from db.outage import Outage
from db.schema import (
    SQLITE_NOW,
    DatabaseBusy,
    DatabaseOutOfReach,
    DatabaseUnavailable,
    DatabaseUnusable,
    IntegrityError,
    check_schema,
    dialect_script,
    latest_schema,
    migration_files,
)

log = logging.getLogger(__name__)

POSTGRES_NOW = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
MIGRATION_LOCK = -2
"""Advisory lock key of the migrations (game ids are positive; see also db.history)."""
OUT_OF_REACH = (
    OSError,  # refused, reset (aiohttp's and asyncio's socket errors are OSErrors)
    asyncpg.PostgresConnectionError,  # 08xxx: the connection does not exist, or failed
    asyncpg.AdminShutdownError,  # 57P01: the server shuts down (a restart, a failover)
    asyncpg.CrashShutdownError,  # 57P02: another backend crashed, the server restarts
    asyncpg.CannotConnectNowError,  # 57P03: the server is starting or stopping
    asyncpg.TooManyConnectionsError,  # 53300: its connection slots are all taken
)
"""What the server's being out of reach raises: the database is unavailable for a moment,
not a bug of the statement that met it."""


def _unavailable(error: BaseException, connection: asyncpg.Connection | None = None) -> bool:
    """Whether ``error`` means the server is out of reach (or the connection died under it).
    Not a ``TimeoutError`` (an ``OSError`` too): waiting too long is busy, not out of reach."""
    if isinstance(error, TimeoutError):
        return False
    if isinstance(error, OUT_OF_REACH):
        return True
    # A pooled connection the server closed while it lay idle can fail on its next use with
    # InternalClientError ("cannot switch to state 15; another operation (2) is in progress":
    # the protocol still consuming the server's farewell), closed by then.
    return (
        isinstance(error, (asyncpg.InterfaceError, asyncpg.InternalClientError))
        and connection is not None
        and connection.is_closed()
    )


def _one_line(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}".splitlines()[0]


def _floor_in_one_line(record: logging.LogRecord) -> bool:
    """asyncpg's pool logs each failed attempt to reconnect its idle connection as a warning
    with a traceback (six in a 40-second outage): in one line here, for the outage is the
    server's, not a bug, and :class:`db.outage.Outage` tells it."""
    if record.exc_info and str(record.msg).startswith("Failed to restore the pool connection"):
        error = record.exc_info[1]
        record.msg = "Failed to restore the pool connection floor (%s); retrying"
        record.args = (_one_line(error) if error else "?",)
        record.exc_info = None
    return True


logging.getLogger("asyncpg.pool").addFilter(_floor_in_one_line)


def redacted(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


@functools.lru_cache(maxsize=1024)
def translate(sql: str) -> str:
    """``?`` placeholders (outside string literals) to ``$n``; SQLite's time stamp to ours."""
    sql = sql.replace(SQLITE_NOW, POSTGRES_NOW)
    out: list[str] = []
    number = 0
    for index, part in enumerate(sql.split("'")):
        if index % 2 == 0:  # outside quotes
            pieces = part.split("?")
            for piece in pieces[:-1]:
                number += 1
                out.append(f"{piece}${number}")
            part = pieces[-1]
        out.append(part)
        out.append("'")
    return "".join(out)[:-1]


def migration_sql(script: str) -> str:
    script = dialect_script(script, "postgresql")
    script = re.sub(
        r"(?i)\bINTEGER\s+PRIMARY\s+KEY\s+AUTOINCREMENT\b", "BIGSERIAL PRIMARY KEY", script
    )
    script = re.sub(r"\bINTEGER\b", "BIGINT", script)
    script = re.sub(r"\bREAL\b", "DOUBLE PRECISION", script)
    return script.replace(SQLITE_NOW, POSTGRES_NOW)


def _number(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)


async def _prepare_connection(connection: asyncpg.Connection) -> None:
    await connection.set_type_codec(
        "numeric", encoder=str, decoder=_number, schema="pg_catalog", format="text"
    )


async def _reset_connection(connection: asyncpg.Connection) -> None:
    """Back to the pool: our connections keep no session state (advisory locks are
    transaction-level, the migrations' session lock is released, no LISTEN, cursor or SET), so
    asyncpg's default reset — a round trip after every read — is skipped."""
    if connection.is_in_transaction():
        await connection.execute("ROLLBACK")


class Result:
    """What ``Transaction.execute`` returns: the number of rows the statement touched."""

    def __init__(self, status: str) -> None:
        last = status.rsplit(" ", 1)[-1]
        self.rowcount = int(last) if last.isdigit() else -1


class PostgresDatabase:
    dialect = "postgresql"
    greatest = "GREATEST"
    """The two-argument maximum (SQLite's scalar ``MAX``)."""

    def __init__(self, pool: asyncpg.Pool, url: str, busy_seconds: float) -> None:
        self._pool = pool
        self.url = url
        self.busy_seconds = busy_seconds
        self.outage = Outage(f"the database server ({redacted(url)})")

    @asynccontextmanager
    async def _out_of_reach_told(
        self, connection: asyncpg.Connection | None = None
    ) -> AsyncIterator[None]:
        """What the server's being out of reach raises in the block becomes
        :class:`DatabaseUnavailable` (one line: the error's kind and message), and is counted
        in :attr:`outage`. When an outage starts, the pool's connections are replaced on their
        next use: one the server closed while it lay idle would fail once more after the
        server is back (not when its connection slots are all taken: then the pool keeps
        what it has)."""
        try:
            yield
        except Exception as error:
            if not _unavailable(error, connection):
                raise
            reason = _one_line(error)
            if self.outage.met(reason) and not isinstance(error, asyncpg.TooManyConnectionsError):
                await self._pool.expire_connections()
            raise DatabaseUnavailable(reason) from None

    @classmethod
    async def open(
        cls, url: str, *, busy_seconds: float = 2.0, pool_size: int = 10
    ) -> PostgresDatabase:
        """Connect, check and migrate; :class:`DatabaseUnusable` (one line) when the server
        refuses this bot (its password, database or writes) or holds a schema newer than this
        bot's, :class:`DatabaseOutOfReach` when it cannot be reached now."""
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=pool_size,
                init=_prepare_connection,
                reset=_reset_connection,
                timeout=10,
                server_settings={"lock_timeout": str(int(busy_seconds * 1000))},
            )
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            if isinstance(error, TimeoutError) or _unavailable(error):
                raise DatabaseOutOfReach(f"cannot connect to PostgreSQL ({reason})") from None
            raise DatabaseUnusable(f"cannot connect to PostgreSQL ({reason})") from None
        except ValueError as error:
            raise DatabaseUnusable(f"it is not a valid PostgreSQL URL ({error})") from None
        database = cls(pool, url, busy_seconds)
        try:
            await database._check()
            await database.migrate()
            check_schema(await database.column_names())
        except asyncpg.PostgresError as error:
            await pool.close()
            raise DatabaseUnusable(f"PostgreSQL says: {error}") from None
        except BaseException:
            await pool.close()
            raise
        return database

    async def _check(self) -> None:
        """The server lets this bot write (not a read-only replica, CREATE allowed)."""
        async with self._pool.acquire() as connection:
            transaction = connection.transaction()
            await transaction.start()
            try:
                await connection.execute("CREATE TABLE startup_write_check (x INTEGER)")
            except asyncpg.PostgresError as error:
                raise DatabaseUnusable(f"it cannot be written ({error})") from None
            finally:
                await transaction.rollback()

    async def close(self) -> None:
        await self._pool.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as connection:
            return await _schema_version(connection)

    async def migrate(self) -> None:
        async with self._pool.acquire() as connection:
            # Several processes may start at once: one migrates, the others wait here.
            await connection.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                await connection.execute(
                    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
                )
                current = await _schema_version(connection)
                if current > latest_schema():
                    raise _newer(current)
                for number, path in migration_files():
                    if number <= current:
                        continue
                    log.info("applying migration %s", path.name)
                    async with connection.transaction():
                        await connection.execute(migration_sql(path.read_text(encoding="utf-8")))
                        await connection.execute("DELETE FROM schema_version")
                        await connection.execute("INSERT INTO schema_version VALUES ($1)", number)
            finally:
                await connection.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """One transaction on a pooled connection; rolled back if the block raises.
        :class:`DatabaseBusy` when no connection or lock comes within ``busy_seconds``,
        :class:`DatabaseUnavailable` when the server is out of reach."""
        connection = await self._acquire()
        try:
            transaction = connection.transaction()
            async with self._out_of_reach_told(connection):
                await transaction.start()
            try:
                # (out of reach in the block, nothing is left to roll back)
                async with self._out_of_reach_told(connection):
                    yield Transaction(connection)
            except DatabaseUnavailable:
                raise
            except BaseException as error:
                # the server may have gone meanwhile
                async with self._out_of_reach_told(connection):
                    await transaction.rollback()
                if isinstance(error, asyncpg.LockNotAvailableError):
                    raise DatabaseBusy(str(error)) from None
                if isinstance(error, asyncpg.IntegrityConstraintViolationError):
                    raise IntegrityError(str(error)) from None
                raise
            # Out of reach here, the commit may have reached the server before its answer was
            # lost: hence DatabaseUnavailable's notice, which does not say that nothing changed.
            async with self._out_of_reach_told(connection):
                await transaction.commit()
            self.outage.over()
        finally:
            await self._pool.release(connection)

    async def _acquire(self) -> asyncpg.Connection:
        """A pooled connection (a new one replaces a connection the server closed)."""
        async with self._out_of_reach_told():
            try:
                return await self._pool.acquire(timeout=self.busy_seconds)
            except TimeoutError:
                raise DatabaseBusy("no free database connection") from None

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> asyncpg.Record | None:
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[asyncpg.Record]:
        connection = await self._acquire()
        try:
            async with self._out_of_reach_told(connection):
                rows = list(await connection.fetch(translate(sql), *params))
            self.outage.over()
            return rows
        finally:
            await self._pool.release(connection)

    # -- what db.copy needs to know of any database ----------------------------------------------

    async def table_names(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = "
            "current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_version' "
            "ORDER BY table_name"
        )
        return [row[0] for row in rows]

    async def column_names(self) -> list[tuple[str, str]]:
        """``(table, column)`` of every column of every table."""
        rows = await self.fetch_all(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema()"
        )
        return [(row[0], row[1]) for row in rows]

    async def primary_key(self, table: str) -> list[str]:
        rows = await self.fetch_all(
            "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
            "AND a.attnum = ANY(i.indkey) WHERE i.indrelid = ?::regclass AND i.indisprimary "
            "ORDER BY array_position(i.indkey::int2[], a.attnum)",
            (table,),
        )
        return [row[0] for row in rows]

    async def reset_sequences(self, tx: Transaction) -> None:
        """After rows were inserted with their ids: each serial column's sequence continues
        after the largest id (SQLite's ``AUTOINCREMENT`` does so by itself)."""
        columns = await tx.fetch_all(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema "
            "= current_schema() AND column_default LIKE 'nextval(%'"
        )
        for table, column in columns:
            await tx.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
            )


async def _schema_version(connection: asyncpg.Connection) -> int:
    exists = await connection.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
    if not exists:
        return 0
    return int(await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))


def _newer(current: int) -> DatabaseUnusable:
    return DatabaseUnusable(
        f"it was written by a newer version of the bot (schema {current}, this one "
        f"knows {latest_schema()}): update the bot"
    )


class Transaction:
    """Statements inside one open transaction (only valid within ``transaction()``)."""

    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> Result:
        return Result(await self._connection.execute(translate(sql), *params))

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> asyncpg.Record | None:
        return await self._connection.fetchrow(translate(sql), *params)

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[asyncpg.Record]:
        return list(await self._connection.fetch(translate(sql), *params))

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        await self._connection.executemany(translate(sql), [tuple(row) for row in rows])

    async def insert_rows(
        self, table: str, columns: list[str], rows: list[tuple[Any, ...]]
    ) -> None:
        """Bulk insert (``COPY … FROM STDIN``, binary: ten times ``executemany``'s speed)."""
        await self._connection.copy_records_to_table(table, records=rows, columns=columns)

    async def lock(self, key: int) -> None:
        """Hold the transaction-level advisory lock ``key`` (a game id) until commit: other
        processes' transactions on that game wait here instead of interleaving."""
        await self._connection.execute("SELECT pg_advisory_xact_lock($1)", key)
