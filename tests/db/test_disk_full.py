"""A SQLite file on a disk that fills up: a write that meets the full disk raises
``DatabaseUnavailable`` (the bot's "try again in a moment", its passes and bot seats wait),
leaves no transaction open, and the next write after space is freed goes through.

On a real file system of 2 MB (a tmpfs, which only root may mount): the disk fills under the
write-ahead log, so the COMMIT is what fails, as on a server's full disk.
``tests/bot/test_database_outage.py`` fills the file instead (``max_page_count``), which any
user can, and follows a click through the bot.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from db.database import Database, DatabaseUnavailable, DatabaseUnusable


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(mount_point)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"a tmpfs cannot be mounted here: {mounted.stderr.decode().strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", str(mount_point)], check=True)


def fill(path: Path) -> None:
    """A file that takes every byte left on the disk of ``path``."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT)
    with contextlib.suppress(OSError):
        while True:
            os.write(descriptor, b"\0" * 4096)
    os.close(descriptor)


async def test_a_write_on_a_full_disk_is_unavailable_and_goes_through_once_space_is_freed(
    small_disk,
):
    database = await Database.open(small_disk / "games.sqlite3")
    database.outage.settle_seconds = 0  # the write after space is freed ends the outage
    try:
        async with database.transaction() as tx:
            await tx.execute("CREATE TABLE moves (state BLOB)")
        fill(small_disk / "ballast")

        with pytest.raises(DatabaseUnavailable, match="database or disk is full"):
            async with database.transaction() as tx:
                await tx.execute("INSERT INTO moves VALUES (randomblob(20000))")
        assert not database._writer.in_transaction
        assert database.outage.ongoing
        with pytest.raises(DatabaseUnusable, match="database or disk is full"):
            await Database.open(small_disk / "another.sqlite3")  # a start-up: one line

        (small_disk / "ballast").unlink()  # the admin frees space
        async with database.transaction() as tx:
            await tx.execute("INSERT INTO moves VALUES (randomblob(20000))")
        assert not database.outage.ongoing
        assert (await database.fetch_one("SELECT COUNT(*) FROM moves"))[0] == 1
    finally:
        await database.close()
