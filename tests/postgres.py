"""A throwaway PostgreSQL server for tests and benchmarks: started in a temporary directory on a
free port (trust authentication, unix socket in that directory, TCP on 127.0.0.1), stopped and
removed afterwards. ``initdb`` refuses to run as root, so as root the server runs as the
``postgres`` user (``runuser -u postgres --``).

    python -m tests.postgres      # starts one, prints its DATABASE_URL, stops on Ctrl-C

Tests use it through the ``postgres_server`` / ``postgres_url`` fixtures of ``tests/conftest.py``.
"""

from __future__ import annotations

import contextlib
import glob
import itertools
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# Durability is worth nothing in a server that is deleted afterwards: no fsync, no waiting.
FAST_SETTINGS = {
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "300",
    "shared_buffers": "32MB",
}


class PostgresUnavailable(Exception):
    """No PostgreSQL server can be started here; the message says why."""


def find_binaries() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(folder) / "pg_ctl").exists() and (Path(folder) / "initdb").exists():
            return Path(folder)
    raise PostgresUnavailable("PostgreSQL is not installed (no pg_ctl/initdb on the PATH)")


PREFIX = "pgtest-"


def remove_orphans(binaries: Path, as_user: list[str]) -> None:
    """Stop and remove the servers of test processes that were killed before they could."""
    for directory in Path(tempfile.gettempdir()).glob(f"{PREFIX}*"):
        try:
            owner = int((directory / "owner.pid").read_text())
            os.kill(owner, 0)
            continue  # its owner still runs
        except ProcessLookupError:
            pass
        except (OSError, ValueError):
            continue  # not ours to judge
        PostgresServer(directory, 0, binaries, as_user).stop()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    """One running server; :meth:`url` names a database on it."""

    def __init__(self, directory: Path, port: int, binaries: Path, as_user: list[str]) -> None:
        self.directory = directory
        self.port = port
        self._binaries = binaries
        self._as_user = as_user
        self._names = itertools.count(1)
        self._template_ready = False

    @property
    def data(self) -> Path:
        return self.directory / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    async def create_database(self, *, migrated: bool = False) -> str:
        """Create a new database; its URL. ``migrated``: a copy of a database the bot's
        migrations already brought up to date (made once per server: saves each test the
        migrations); else an empty one."""
        import asyncpg

        name = f"test_{os.getpid()}_{next(self._names)}"
        connection = await asyncpg.connect(self.url())
        try:
            template = ""
            if migrated:
                if not self._template_ready:
                    from db.database import open_database

                    await connection.execute('CREATE DATABASE "migrated"')
                    await (await open_database(self.url("migrated"))).close()
                    self._template_ready = True
                template = ' TEMPLATE "migrated"'
            await connection.execute(f'CREATE DATABASE "{name}"{template}')
        finally:
            await connection.close()
        return self.url(name)

    async def offset_clock(self, url: str, seconds: float) -> None:
        """The database at ``url`` reads ``now()`` that many seconds off the server's clock
        (negative: behind), in every session opened afterwards: as a server on a machine whose
        clock is off stamps its rows. A ``now()`` of its own schema, searched before
        ``pg_catalog``, does it; column defaults, bound to the real one when the migrations
        made them, do not follow (the bot compares no default's time stamp)."""
        import asyncpg

        name = url.rsplit("/", 1)[1]
        connection = await asyncpg.connect(url)
        try:
            await connection.execute(
                "CREATE SCHEMA clock_off; CREATE FUNCTION clock_off.now() RETURNS timestamptz "
                "LANGUAGE sql STABLE AS $$ SELECT pg_catalog.now() + make_interval(secs => "
                f'{float(seconds)}) $$; ALTER DATABASE "{name}" SET search_path = clock_off, '
                "pg_catalog, public"
            )
        finally:
            await connection.close()

    @classmethod
    def start(cls, attempts: int = 3) -> PostgresServer:
        """Start a new server; raises :class:`PostgresUnavailable` when none can be."""
        binaries = find_binaries()
        as_user: list[str] = []
        if os.geteuid() == 0:
            if shutil.which("runuser") is None:
                raise PostgresUnavailable("running as root and runuser is missing")
            as_user = ["runuser", "-u", "postgres", "--"]
        remove_orphans(binaries, as_user)
        directory = Path(tempfile.mkdtemp(prefix=PREFIX))
        try:
            (directory / "owner.pid").write_text(str(os.getpid()))
            if as_user:
                shutil.chown(directory, "postgres", "postgres")
            server = cls(directory, 0, binaries, as_user)
            server._run(
                "initdb", "-D", str(server.data), "-U", "postgres", "--auth=trust",
                "--encoding=UTF8", "--locale=C", "--no-sync",
            )  # fmt: skip
            last_error = ""
            for _ in range(attempts):  # another process may take the free port first
                server.port = free_port()
                try:
                    server._pg_ctl_start()
                    return server
                except PostgresUnavailable as error:
                    last_error = str(error)
            raise PostgresUnavailable(last_error)
        except BaseException:
            shutil.rmtree(directory, ignore_errors=True)
            raise

    def _pg_ctl_start(self) -> None:
        options = [f"-p {self.port}", f"-k {self.directory}", "-c listen_addresses=127.0.0.1"]
        options += [f"-c {name}={value}" for name, value in FAST_SETTINGS.items()]
        log = self.directory / "server.log"
        self._run(
            "pg_ctl", "start", "-w", "-t", "60", "-D", str(self.data), "-l", str(log),
            "-o", " ".join(options),
        )  # fmt: skip

    def _run(self, program: str, *args: str) -> None:
        command = [*self._as_user, str(self._binaries / program), *args]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise PostgresUnavailable(f"{program} failed: {error}") from None
        if done.returncode != 0:
            log = self.directory / "server.log"
            tail = log.read_text(errors="replace")[-500:] if log.exists() else ""
            lines = (done.stderr or done.stdout).strip().splitlines() or ["?"]
            raise PostgresUnavailable(f"{program} failed: {lines[-1]} {tail}".strip())

    def pause(self) -> None:
        """Stop the server as a restart or a failover does (its sessions told it shuts down),
        keeping its data: :meth:`resume` starts it again on the same port."""
        self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "fast", "-w")

    def resume(self) -> None:
        self._pg_ctl_start()

    def stop(self) -> None:
        with contextlib.suppress(PostgresUnavailable):
            self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "immediate", "-w")
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self) -> PostgresServer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def main() -> int:
    try:
        server = PostgresServer.start()
    except PostgresUnavailable as error:
        print(error, file=sys.stderr)
        return 1
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with server:
        print(f"DATABASE_URL={server.url()}", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                time.sleep(3600)
    return 0


if __name__ == "__main__":
    sys.exit(main())
