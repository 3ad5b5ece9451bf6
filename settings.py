"""The bot's settings, read from the environment and ``.env`` (see ``.env.example``).

A module of its own, imported by the composition root (``bot.py``) and by the cogs alike, so
that no cog has to import ``bot.py``. Every malformed value is refused with a one-line
:class:`ConfigError` naming the setting, before anything connects anywhere.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv

ROOT = Path(__file__).resolve().parent
"""The folder of ``bot.py``: relative paths in the settings are taken from here, not from the
working directory, so ``python /srv/bot/bot.py`` run from anywhere finds the same database."""

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
DEFAULT_DATABASE = "data/games.sqlite3"


class ConfigError(Exception):
    """A setting in the environment or ``.env`` is missing or malformed (one-line message)."""


@dataclass(frozen=True)
class Shards:
    """The shards this process runs: ``ids`` of ``count``.

    A guild belongs to shard ``(guild_id >> 22) % count`` (Discord's rule); messages outside a
    guild (none in this bot) to shard 0. Games, and every timer of a game, belong to the
    process whose shards hold the game's guild.
    """

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a shard count is at least 1")
        if not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids must be in 0..{self.count - 1}")

    @property
    def everything(self) -> bool:
        """Whether this process runs every shard (so owns every game)."""
        return set(self.ids) == set(range(self.count))

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return 0 if guild_id is None else (guild_id >> 22) % count


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path = ROOT / DEFAULT_DATABASE
    default_language: str = "en-US"
    log_level: str = "INFO"
    ai_delay: float = 1.5
    turn_reminder_minutes: float = 15.0
    decision_timeout_minutes: float = 10.0
    dev_guild_id: int | None = None
    render_workers: int = field(default_factory=lambda: os.cpu_count() or 1)
    ai_workers: int = 1
    ai_think_seconds: float = 2.0
    """``AI_THINK_SECONDS``: an expert bot's thinking time per decision, in CPU seconds of its
    AI worker."""
    offer_expert: bool = True
    """``AI_OFFER_EXPERT``: whether the lobby offers the expert level. On by default: ``bench.ai``
    measures it beating hard in every game (60–65% over 200 games each at 0.5 s; 58–60% at the
    default 2 s, 58.8% over 249 games of the three; README, Performance). 0 hides it, for a host
    that cannot spare an AI worker's CPU for seconds a move."""
    answer_wait: float = 0.05
    """``ANSWER_WAIT_MS`` (in seconds here): how long a click on a turn panel waits for its
    answer before Discord is told to wait (see ``cogs.answering``); 0 acknowledges at once."""
    lobby_expiry_minutes: float = 30.0
    shard_count: int | None = None
    """``SHARD_COUNT``: ``None`` lets Discord recommend the count (all shards in this process)."""
    shard_ids: tuple[int, ...] | None = None
    """``SHARD_IDS``: the shards this process runs; ``None`` runs every shard."""
    database_url: str | None = None
    """``DATABASE_URL`` when it names a PostgreSQL database; ``None``: the SQLite file at
    :attr:`database_path` (``DATABASE_URL=sqlite:///path`` sets that path)."""
    metrics_port: int | None = None
    """``METRICS_PORT``: where Prometheus reads ``/metrics`` (see ``cogs.metrics``); ``None``:
    no endpoint, nothing counted. A process running only some shards adds its first shard's
    number (see :attr:`metrics_address`)."""
    metrics_host: str = "127.0.0.1"
    """``METRICS_HOST``: the address the endpoint listens on; this machine only unless set
    (the figures say how busy the bot is, not for everyone)."""

    @property
    def database(self) -> str | Path:
        """What ``db.database.open_database`` opens: the PostgreSQL URL or the SQLite file."""
        return self.database_url or self.database_path

    @property
    def shards(self) -> Shards | None:
        """The shards of this process when it runs only some of them, else ``None`` (every
        game is this process's)."""
        if self.shard_count is None or self.shard_ids is None:
            return None
        shards = Shards(self.shard_count, self.shard_ids)
        return None if shards.everything else shards

    @property
    def metrics_address(self) -> tuple[str, int] | None:
        """Where this process serves its metrics: ``METRICS_PORT`` plus the number of its first
        shard when ``SHARD_IDS`` is set, so processes sharing one ``.env`` (one per group of
        shards) each get a port of their own: ``SHARD_IDS=0,1`` on 9100, ``SHARD_IDS=2,3`` on
        9102. ``None``: no metrics."""
        if self.metrics_port is None:
            return None
        first_shard = self.shard_ids[0] if self.shard_ids is not None else 0
        return self.metrics_host, self.metrics_port + first_shard

    @classmethod
    def from_env(cls) -> Settings:
        load_dotenv(ROOT / ".env")
        token = os.environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it."
            )
        shard_count, shard_ids = _shards()
        metrics_port = _metrics_port(shard_ids)
        database_path, database_url = _database()
        return cls(
            token=token,
            database_path=database_path,
            database_url=database_url,
            default_language=os.environ.get("DEFAULT_LANGUAGE", "en-US"),
            log_level=_log_level(),
            ai_delay=_number("AI_DELAY_SECONDS", 1.5),
            turn_reminder_minutes=_number("TURN_REMINDER_MINUTES", 15.0),
            decision_timeout_minutes=_number("DECISION_TIMEOUT_MINUTES", 10.0),
            dev_guild_id=int(_number("DEV_GUILD_ID", 0)) or None,
            render_workers=int(_number("RENDER_WORKERS", os.cpu_count() or 1)),
            ai_workers=int(_number("AI_WORKERS", 1)),
            ai_think_seconds=_think_seconds(),
            offer_expert=_flag("AI_OFFER_EXPERT", default=True),
            answer_wait=_answer_wait(),
            lobby_expiry_minutes=_number("LOBBY_EXPIRY_MINUTES", 30.0),
            shard_count=shard_count,
            shard_ids=shard_ids,
            metrics_port=metrics_port,
            metrics_host=os.environ.get("METRICS_HOST", "").strip() or "127.0.0.1",
        )


def beside_bot(path: str | Path) -> Path:
    """A path from the settings: relative ones are taken from the folder of ``bot.py``."""
    path = Path(path).expanduser()
    return path if path.is_absolute() else ROOT / path


def sqlite_path(target: str | Path) -> Path:
    """``sqlite:///data/x.sqlite3`` → ``data/x.sqlite3`` (``sqlite:////abs`` → ``/abs``)."""
    if isinstance(target, str) and target.startswith("sqlite:"):
        rest = target.removeprefix("sqlite:")
        return Path(rest[3:] if rest.startswith("///") else rest.lstrip("/"))
    return Path(target)


def _database() -> tuple[Path, str | None]:
    """``DATABASE_URL`` (``postgresql://…`` or ``sqlite:///path``), else ``DATABASE_PATH``."""
    url = os.environ.get("DATABASE_URL", "").strip()
    if url.startswith(("postgresql://", "postgres://")):
        return beside_bot(DEFAULT_DATABASE), url
    if url.startswith("sqlite:"):
        path = sqlite_path(url)
        if not str(path) or str(path) == ".":
            raise ConfigError(
                f"DATABASE_URL={url} names no file (e.g. sqlite:///data/games.sqlite3)"
            )
        return beside_bot(path), None
    if url:
        raise ConfigError(
            f"DATABASE_URL must start with postgresql:// or sqlite:///, not {url.split(':')[0]!r}"
        )
    return beside_bot(os.environ.get("DATABASE_PATH", "") or DEFAULT_DATABASE), None


def _log_level() -> str:
    level = os.environ.get("LOG_LEVEL", "").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(
            f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {os.environ['LOG_LEVEL']!r}"
        )
    return level


def _number(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {raw!r}") from None


def _answer_wait() -> float:
    """``ANSWER_WAIT_MS`` in seconds: 0–2000 ms, so a click is always acknowledged well within
    Discord's 3 s."""
    milliseconds = _number("ANSWER_WAIT_MS", 50.0)
    if not 0 <= milliseconds <= 2000:
        raise ConfigError(f"ANSWER_WAIT_MS must be between 0 and 2000, not {milliseconds:g}")
    return milliseconds / 1000


def _metrics_port(shard_ids: tuple[int, ...] | None) -> int | None:
    """``METRICS_PORT``: a TCP port (1–65535; with ``SHARD_IDS``, the port plus the first
    shard's number too), or empty for no metrics endpoint."""
    raw = os.environ.get("METRICS_PORT", "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= 65535:
        raise ConfigError(f"METRICS_PORT must be a port number (1 to 65535), not {raw!r}")
    port = int(raw)
    if shard_ids is not None and port + shard_ids[0] > 65535:
        raise ConfigError(
            f"METRICS_PORT={raw} plus the first of SHARD_IDS ({shard_ids[0]}) is past 65535"
        )
    return port


def _flag(name: str, default: bool) -> bool:
    """A yes/no setting: ``1``, ``true``, ``yes`` or ``on`` (any case) is yes; ``0``, ``false``,
    ``no`` or ``off`` is no; unset or empty is ``default``."""
    raw = os.environ.get(name, "").strip().lower()
    if raw == "":
        return default
    if raw in ("0", "false", "no", "off"):
        return False
    if raw in ("1", "true", "yes", "on"):
        return True
    raise ConfigError(f"{name} must be 1 or 0 (yes or no), not {raw!r}")


def _think_seconds() -> float:
    """``AI_THINK_SECONDS``: more than 0 (an expert must think) and at most 30 (a table waits
    that long for each of its moves)."""
    seconds = _number("AI_THINK_SECONDS", 2.0)
    if not 0 < seconds <= 30:
        raise ConfigError(f"AI_THINK_SECONDS must be more than 0 and at most 30, not {seconds:g}")
    return seconds


def _shards() -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS``: both unset (Discord recommends the count, this process
    runs them all), a count alone (all of them here), or a count and this process's ids."""
    raw_count = os.environ.get("SHARD_COUNT", "").strip()
    raw_ids = os.environ.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise ConfigError(
                f"SHARD_IDS={raw_ids} needs SHARD_COUNT, the total number of shards of the bot"
            )
        return None, None
    try:
        count = int(raw_count)
    except ValueError:
        count = 0
    if count < 1:
        raise ConfigError(f"SHARD_COUNT must be a whole number of at least 1, not {raw_count!r}")
    if not raw_ids:
        return count, None
    try:
        ids = tuple(int(part) for part in raw_ids.split(","))
    except ValueError:
        raise ConfigError(
            f"SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), not {raw_ids!r}"
        ) from None
    outside = [i for i in ids if not 0 <= i < count]
    if outside:
        raise ConfigError(
            f"SHARD_IDS={raw_ids}: shards are numbered 0 to {count - 1} when SHARD_COUNT={count}"
        )
    if len(set(ids)) != len(ids):
        raise ConfigError(f"SHARD_IDS={raw_ids} names a shard twice")
    return count, tuple(sorted(ids))
