"""The database unavailable (a PostgreSQL server out of reach, a SQLite file on a full disk) is
told twice, when it starts and when it ends: in the bench's 40-second outage of the PostgreSQL
server, 317 clicks were each logged as a warning of their own."""

from __future__ import annotations

import logging

import pytest

from db.outage import Outage


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def log(caplog):
    caplog.set_level(logging.INFO, logger="db.outage")
    return caplog


def test_an_outage_is_told_once_when_it_starts_and_once_when_it_ends(log):
    clock = Clock()
    outage = Outage("the database server (postgresql://bot:***@db/games)", clock)
    outage.over()  # nothing under way: nothing to tell
    assert log.messages == []

    for _ in range(317):
        outage.met("ConnectionRefusedError: [Errno 111] Connection refused")
        clock.now += 0.125
    assert outage.ongoing
    assert log.messages == [
        "the database server (postgresql://bot:***@db/games) cannot be used now "
        "(ConnectionRefusedError: [Errno 111] Connection refused): clicks are told to try "
        "again in a moment; table updates, clocks and bot seats wait for it"
    ]

    outage.over()
    outage.over()
    assert not outage.ongoing
    assert log.messages[1:] == [
        "the database server (postgresql://bot:***@db/games) works again, after 40 s (317 "
        "database requests met the outage)"
    ]


def test_a_second_outage_is_told_with_its_own_figures(log):
    clock = Clock()
    outage = Outage("the server", clock)
    assert outage.met("first"), "it starts an outage"
    clock.now += 3
    outage.over()
    assert outage.met("second")
    assert not outage.met("second"), "the same outage"
    clock.now += 12
    outage.over()
    assert log.messages == [
        "the server cannot be used now (first): clicks are told to try again in a moment; table "
        "updates, clocks and bot seats wait for it",
        "the server works again, after 3 s (1 database requests met the outage)",
        "the server cannot be used now (second): clicks are told to try again in a moment; table "
        "updates, clocks and bot seats wait for it",
        "the server works again, after 12 s (2 database requests met the outage)",
    ]


def test_asyncpg_failing_to_reconnect_its_idle_connection_is_one_line(caplog):
    """asyncpg's pool logs each failed reconnection as a warning with a traceback (six in the
    bench's 40-second outage); the bot puts it in one line."""
    import db.postgres  # noqa: F401  (what installs the filter, as the bot does)

    try:
        raise ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 5432)")
    except ConnectionRefusedError:
        logging.getLogger("asyncpg.pool").warning(
            "Failed to restore the pool connection floor; retrying", exc_info=True
        )
    [record] = caplog.records
    assert record.exc_info is None
    assert record.getMessage() == (
        "Failed to restore the pool connection floor (ConnectionRefusedError: [Errno 111] "
        "Connect call failed ('127.0.0.1', 5432)); retrying"
    )
