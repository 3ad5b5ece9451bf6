"""deploy/: the systemd units, the Dockerfile and the compose file are consistent with the bot.

No image is built here (no network): the Dockerfile's files exist and are enough to import the
bot and every cog, the compose file parses and wires the bot to its PostgreSQL, and the units
stop the bot with SIGTERM, giving it more time than its graceful shutdown takes.
"""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bot import EXTENSIONS
from cogs.app import SHUTDOWN_GRACE_SECONDS

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # systemd keys are case-sensitive
    parser.read_string((DEPLOY / name).read_text())
    return parser


@pytest.mark.parametrize("name", ["tabletop-bot.service", "tabletop-bot@.service"])
def test_the_systemd_units_run_bot_py_and_stop_it_gracefully(name):
    service = unit(name)["Service"]
    assert service["ExecStart"].split()[1:] == ["bot.py"]
    assert service["WorkingDirectory"] == str(Path(service["ExecStart"].split()[0]).parents[2])
    assert service["KillSignal"] == "SIGTERM" and service["KillMode"] == "mixed"
    assert float(service["TimeoutStopSec"]) > SHUTDOWN_GRACE_SECONDS
    assert service["RestartPreventExitStatus"] == "2"  # a wrong setting: no restart loop
    assert unit(name)["Install"]["WantedBy"] == "multi-user.target"


def test_the_template_unit_names_the_shards_by_instance():
    assert unit("tabletop-bot@.service")["Service"]["Environment"] == "SHARD_IDS=%I"


def dockerfile_copies() -> list[str]:
    sources = []
    for line in (DEPLOY / "Dockerfile").read_text().splitlines():
        if line.startswith("COPY "):
            *parts, _destination = line.split()[1:]
            sources += parts
    return sources


def test_the_dockerfile_copies_what_exists_and_runs_bot_py():
    text = (DEPLOY / "Dockerfile").read_text()
    assert re.search(r'^CMD \["python", "bot.py"\]$', text, re.M)
    assert re.search(r"^STOPSIGNAL SIGTERM$", text, re.M)
    assert re.search(r"^USER tabletop$", text, re.M)
    for source in dockerfile_copies():
        assert (ROOT / source).exists(), source


def test_what_the_image_holds_is_enough_to_load_the_bot_and_every_cog(tmp_path):
    """The Dockerfile's COPY lines, copied to a folder of their own: the bot and its cogs
    import there (a module left out of the image would fail here, not in production)."""
    for source in dockerfile_copies():
        origin = ROOT / source
        if origin.is_dir():
            shutil.copytree(origin, tmp_path / source, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(origin, tmp_path / source)
    script = (
        "import importlib, sys, bot; "
        "[importlib.import_module(name) for name in bot.EXTENSIONS]; "
        "import db.postgres, db.copy; "
        "assert all(m.__file__.startswith(sys.argv[1]) for m in "
        "[bot, sys.modules['cogs.app'], sys.modules['render.common.fonts']])"
    )
    done = subprocess.run(
        [sys.executable, "-E", "-s", "-c", script, str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert EXTENSIONS


def test_the_compose_file_wires_the_bot_to_its_postgresql():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    database, bot = services["postgres"], services["bot"]
    assert database["image"].startswith("postgres:")
    assert "postgres-data" in compose["volumes"]
    assert (DEPLOY / bot["build"]["context"] / bot["build"]["dockerfile"]).resolve() == (
        DEPLOY / "Dockerfile"
    )
    url = bot["environment"]["DATABASE_URL"]
    assert url.startswith("postgresql://") and "@postgres:5432/" in url
    user = database["environment"]["POSTGRES_USER"]
    name = database["environment"]["POSTGRES_DB"]
    assert url.startswith(f"postgresql://{user}:") and url.endswith(f"/{name}")
    assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert (DEPLOY / bot["env_file"]).resolve() == ROOT / ".env"
    grace = int(bot["stop_grace_period"].removesuffix("s"))
    assert grace > SHUTDOWN_GRACE_SECONDS
