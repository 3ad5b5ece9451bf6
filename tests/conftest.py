"""Fixtures for every test folder: a throwaway PostgreSQL server (see ``tests/postgres.py``).

``postgres_server``: one server per test process (session), started on first use. Without one
the PostgreSQL tests are skipped with the reason, unless ``REQUIRE_POSTGRES=1`` (CI sets it):
then they fail. ``postgres_url``: the URL of a new, empty database on it for one test.

The games of the tests (``tests/games/``) are registered beside the bot's own in every test
process, so the tests parametrized over the registry run over them too.

``database_target``: a new database for one test, once per backend (``backend`` is ``sqlite``
or ``postgresql``): a SQLite file's path, or a PostgreSQL URL; ``db.database.open_database``
opens either.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.games import register_test_games
from tests.postgres import PostgresServer, PostgresUnavailable

register_test_games()  # before any test module reads the registry (parametrizations included)


@pytest.fixture(autouse=True)
def untouched_collector() -> Iterator[None]:
    """A test that serves the bot in this process settles the collector (``play.collector``):
    each test gets it back as it found it."""
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def started_postgres() -> Iterator[PostgresServer]:
    """A throwaway server for as long as the fixture lasts; the test is skipped with the reason
    when none can start (failed instead with ``REQUIRE_POSTGRES=1``)."""
    try:
        server = PostgresServer.start()
    except PostgresUnavailable as error:
        if os.environ.get("REQUIRE_POSTGRES") == "1":
            pytest.fail(f"REQUIRE_POSTGRES=1 but no PostgreSQL server starts: {error}")
        pytest.skip(f"no PostgreSQL server can be started: {error}")
    with server:
        yield server


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    yield from started_postgres()


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> str:
    """A new empty database on the test server (dropped with the server at the end)."""
    return await postgres_server.create_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
async def database_target(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> str | Path:
    """A new database of the backend: a SQLite file's path (no file yet), or the URL of an
    empty PostgreSQL database."""
    if backend == "sqlite":
        return tmp_path / "games.sqlite3"
    return await request.getfixturevalue("postgres_server").create_database()


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto``: one test process more than the cores. The end-to-end tests wait on the bot's
    processes, the fake Discord and the PostgreSQL server more than they compute (two processes
    kept the two cores about two-thirds busy), and a third took 6 min 50 s where two took
    7 min 16 s, back to back on this 2-core machine."""
    return (os.cpu_count() or 1) + 1
