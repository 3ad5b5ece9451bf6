"""Start-up refuses unusable settings and databases in one line, at once, before Discord.

Each case runs ``python bot.py`` as an admin would, with the bad setting in the environment:
one line on stderr naming the setting, exit code 2, within 5 seconds (no thread left open);
a database server out of reach exits 1 instead, for a supervisor to try again.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from db.database import open_database

ROOT = Path(__file__).resolve().parent.parent


def run_bot(tmp_path: Path, *, wrap: list[str] | None = None, **settings: str):
    environment = {
        key: value
        for key, value in os.environ.items()
        if key
        not in (
            "LOG_LEVEL",
            "DATABASE_PATH",
            "DATABASE_URL",
            "DEV_GUILD_ID",
            "SHARD_COUNT",
            "SHARD_IDS",
        )
    }
    environment |= {"DISCORD_TOKEN": "not-used", **settings}
    started = time.monotonic()
    finished = subprocess.run(
        [*(wrap or []), sys.executable, "bot.py"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=30,
    )
    lines = [line for line in finished.stderr.splitlines() if line.strip()]
    return finished.returncode, lines, time.monotonic() - started


def assert_refused(outcome, setting: str, words: str) -> None:
    code, lines, seconds = outcome
    assert code == 2, lines
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{setting}=") or lines[0].startswith(setting), lines[0]
    assert words in lines[0], lines[0]
    assert seconds < 5, f"took {seconds:.1f} s"


def real_database(path: Path, rows: int = 2000) -> Path:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE filler (x TEXT)")
        connection.executemany("INSERT INTO filler VALUES (?)", [("x" * 200,)] * rows)
    return path


def test_a_text_file_is_refused(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_text("these are my notes, not a database\n" * 100)
    assert_refused(run_bot(tmp_path, DATABASE_PATH=str(path)), "DATABASE_PATH", "not a database")


def test_a_truncated_database_is_refused(tmp_path):
    path = real_database(tmp_path / "games.sqlite3")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    assert_refused(run_bot(tmp_path, DATABASE_PATH=str(path)), "DATABASE_PATH", "cannot be used")


def test_scribbled_pages_are_refused(tmp_path):
    path = real_database(tmp_path / "games.sqlite3")
    with path.open("r+b") as file:
        file.seek(4096 * 3)
        file.write(os.urandom(4096 * 4))
    assert_refused(run_bot(tmp_path, DATABASE_PATH=str(path)), "DATABASE_PATH", "cannot be used")


def test_a_database_of_a_newer_bot_is_refused(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 99")
    outcome = run_bot(tmp_path, DATABASE_PATH=str(path))
    assert_refused(outcome, "DATABASE_PATH", "newer version of the bot")


def test_a_read_only_database_is_refused(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path = real_database(folder / "games.sqlite3", rows=10)
    if os.geteuid() == 0:  # root writes anywhere: mount the folder read-only for the bot alone
        if shutil.which("unshare") is None:
            pytest.skip("no unshare to make a read-only mount")
        script = f'mount --bind -o ro {folder} {folder} && exec "$@"'
        wrap = ["unshare", "-m", "sh", "-c", script, "sh"]
    else:
        folder.chmod(0o555)
        path.chmod(0o444)
        wrap = None
    outcome = run_bot(tmp_path, wrap=wrap, DATABASE_PATH=str(path))
    assert_refused(outcome, "DATABASE_PATH", "cannot be written")


def test_a_directory_is_refused(tmp_path):
    outcome = run_bot(tmp_path, DATABASE_PATH=str(tmp_path))
    assert_refused(outcome, "DATABASE_PATH", "directory")


def test_a_folder_that_cannot_be_created_is_refused(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    outcome = run_bot(tmp_path, DATABASE_PATH=str(blocker / "games.sqlite3"))
    assert_refused(outcome, "DATABASE_PATH", "folder cannot be created")


def test_an_unknown_log_level_is_refused(tmp_path):
    outcome = run_bot(tmp_path, LOG_LEVEL="verbose")
    assert_refused(outcome, "LOG_LEVEL", "'verbose'")


def test_an_unreachable_postgresql_server_exits_1_for_a_supervisor_to_try_again(tmp_path):
    """A server out of reach may be starting (after the machine's reboot, a failover): exit
    code 1, as for Discord out of reach, so that a supervisor starts the bot again (the systemd
    units of ``deploy/`` restart on any code but 2). It was code 2, and such a bot stayed down."""
    from tests.postgres import free_port

    url = f"postgresql://bot:s3cret@127.0.0.1:{free_port()}/games"
    code, lines, seconds = run_bot(tmp_path, DATABASE_URL=url)
    assert code == 1, lines
    assert len(lines) == 1 and lines[0].startswith("DATABASE_URL="), lines
    assert "cannot be reached now: cannot connect to PostgreSQL" in lines[0], lines[0]
    assert "a supervisor starts the bot again" in lines[0], lines[0]
    assert "s3cret" not in lines[0], "the password stays out of the log"
    assert seconds < 5, f"took {seconds:.1f} s"


async def test_a_postgresql_database_that_does_not_exist_is_refused(tmp_path, postgres_url):
    """The server answers and refuses: a wrong setting, which restarting would not mend."""
    url = postgres_url.rsplit("/", 1)[0] + "/no_such_database"
    outcome = await asyncio.to_thread(run_bot, tmp_path, DATABASE_URL=url)
    assert_refused(outcome, "DATABASE_URL", "cannot connect to PostgreSQL")
    assert "no_such_database" in outcome[1][0]


async def test_a_postgresql_database_of_a_newer_bot_is_refused(tmp_path, postgres_url):
    import asyncpg

    connection = await asyncpg.connect(postgres_url)
    await connection.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    await connection.execute("INSERT INTO schema_version VALUES (99)")
    await connection.close()
    outcome = await asyncio.to_thread(run_bot, tmp_path, DATABASE_URL=postgres_url)
    assert_refused(outcome, "DATABASE_URL", "newer version of the bot")


def test_an_unknown_database_url_is_refused(tmp_path):
    outcome = run_bot(tmp_path, DATABASE_URL="mysql://localhost/games")
    assert_refused(outcome, "DATABASE_URL", "postgresql://")


def test_a_damaged_tree_is_refused_in_one_line(tmp_path):
    """Issue 32, minor: scribbled cells inside a table gave SQLite's whole integrity report
    (a line per damaged cell) instead of one line."""
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE filler (x TEXT)")
        connection.execute("CREATE INDEX filler_x ON filler (x)")
        connection.executemany(
            "INSERT INTO filler VALUES (?)", [(f"x{i}" * 20,) for i in range(2000)]
        )
    with path.open("r+b") as file:
        file.seek(4096 * 10 + 8)
        file.write(bytes(random.Random(2).randrange(256) for _ in range(50)))
    with sqlite3.connect(path) as connection:
        report = connection.execute("PRAGMA quick_check").fetchall()
    assert sum(row[0].count("\n") + 1 for row in report) > 10, "SQLite reports many problems"
    outcome = run_bot(tmp_path, DATABASE_PATH=str(path))
    assert_refused(outcome, "DATABASE_PATH", "it is damaged (quick_check: On tree page")
    assert "more problems" in outcome[1][0]


async def test_a_database_without_a_table_the_bot_needs_is_refused(tmp_path):
    """Issue 32, minor: at the right schema version, the `results` table dropped by hand."""
    path = tmp_path / "games.sqlite3"
    await (await open_database(path)).close()
    with sqlite3.connect(path) as connection:
        connection.execute("DROP TABLE results")
    outcome = await asyncio.to_thread(run_bot, tmp_path, DATABASE_PATH=str(path))
    assert_refused(outcome, "DATABASE_PATH", "schema lacks what the bot needs (table results")


async def test_a_postgresql_database_without_a_column_the_bot_needs_is_refused(
    tmp_path, postgres_url
):
    import asyncpg

    await (await open_database(postgres_url)).close()
    connection = await asyncpg.connect(postgres_url)
    await connection.execute("DROP TABLE results CASCADE")
    await connection.execute("ALTER TABLE games DROP COLUMN hints")
    await connection.close()
    outcome = await asyncio.to_thread(run_bot, tmp_path, DATABASE_URL=postgres_url)
    assert_refused(outcome, "DATABASE_URL", "(games.hints and 1 more missing)")
