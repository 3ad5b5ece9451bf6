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

    for _ in range(321):
        outage.met("ConnectionRefusedError: [Errno 111] Connection refused")
        clock.now += 0.125
    assert outage.ongoing
    assert log.messages == [
        "the database server (postgresql://bot:***@db/games) cannot be used now "
        "(ConnectionRefusedError: [Errno 111] Connection refused): clicks are told to try "
        "again in a moment; table updates, clocks and bot seats wait for it"
    ]

    clock.now += 4.5
    outage.over()
    assert outage.ongoing, "not five seconds without a failure yet"
    clock.now += 0.5
    outage.over()
    outage.over()
    assert not outage.ongoing
    assert log.messages[1:] == [
        "the database server (postgresql://bot:***@db/games) works again (unavailable for 40 "
        "s; 321 database requests met it)"
    ]


def test_writes_that_go_through_between_failures_do_not_end_the_outage(log):
    """On a full disk a small write that still fits goes through between failures: one outage
    of 30 s was logged as three of 0, 3 and 26 s."""
    clock = Clock()
    outage = Outage("the file", clock)
    assert outage.met("full"), "it starts an outage"
    for _ in range(30):
        clock.now += 1
        outage.over()  # a write that fitted
        assert not outage.met("full"), "the same outage"
    clock.now += 5
    outage.over()
    assert outage.met("full again"), "a new outage"
    assert log.messages == [
        "the file cannot be used now (full): clicks are told to try again in a moment; table "
        "updates, clocks and bot seats wait for it",
        "the file works again (unavailable for 30 s; 31 database requests met it)",
        "the file cannot be used now (full again): clicks are told to try again in a moment; "
        "table updates, clocks and bot seats wait for it",
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
