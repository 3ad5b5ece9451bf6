"""Composition root: configuration (.env), logging, database, cogs, run.

``python bot.py`` with ``DISCORD_TOKEN`` set (in the environment or in ``.env``) is all an admin
has to do; every other setting has a sensible default (see ``.env.example``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv

EXTENSIONS = (
    "cogs.lobby",
    "cogs.table",
    "cogs.rules",
    "cogs.settings",
    "cogs.stats",
    "cogs.story",
)

log = logging.getLogger("bot")

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class ConfigError(Exception):
    """A setting in the environment or ``.env`` is missing or malformed (one-line message)."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path = Path("data/games.sqlite3")
    default_language: str = "en-US"
    log_level: str = "INFO"
    ai_delay: float = 1.5
    turn_reminder_minutes: float = 15.0
    decision_timeout_minutes: float = 10.0
    dev_guild_id: int | None = None
    render_workers: int = field(default_factory=lambda: os.cpu_count() or 1)
    ai_workers: int = 1
    lobby_expiry_minutes: float = 30.0

    @classmethod
    def from_env(cls) -> Settings:
        load_dotenv()
        token = os.environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it."
            )
        return cls(
            token=token,
            database_path=Path(os.environ.get("DATABASE_PATH", "data/games.sqlite3")),
            default_language=os.environ.get("DEFAULT_LANGUAGE", "en-US"),
            log_level=_log_level(),
            ai_delay=_number("AI_DELAY_SECONDS", 1.5),
            turn_reminder_minutes=_number("TURN_REMINDER_MINUTES", 15.0),
            decision_timeout_minutes=_number("DECISION_TIMEOUT_MINUTES", 10.0),
            dev_guild_id=int(_number("DEV_GUILD_ID", 0)) or None,
            render_workers=int(_number("RENDER_WORKERS", os.cpu_count() or 1)),
            ai_workers=int(_number("AI_WORKERS", 1)),
            lobby_expiry_minutes=_number("LOBBY_EXPIRY_MINUTES", 30.0),
        )


def _log_level() -> str:
    level = os.environ.get("LOG_LEVEL", "").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(
            f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {os.environ['LOG_LEVEL']!r}"
        )
    return level


async def check_database(settings: Settings) -> None:
    """Open, check and migrate the database before connecting to Discord, so that an unusable
    file stops the bot at once with one line instead of failing every click later."""
    from db.database import Database, DatabaseUnusable

    path = settings.database_path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ConfigError(
            f"DATABASE_PATH={path}: its folder cannot be created ({error.strerror})"
        ) from None
    try:
        database = await Database.open(path)
    except DatabaseUnusable as error:
        raise ConfigError(f"DATABASE_PATH={path} cannot be used: {error}") from None
    await database.close()


def _number(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {raw!r}") from None


def create_bot(settings: Settings, **client_options):
    """The bot, ready to ``start``; ``client_options`` go to discord.py (tests use them)."""
    import discord
    from discord.ext import commands

    from cogs.app import TableBot

    # The bot never joins voice channels: don't warn that voice libraries are missing.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    intents = discord.Intents.default()  # no privileged intents are needed
    return TableBot(
        settings,
        EXTENSIONS,
        intents=intents,
        command_prefix=commands.when_mentioned,
        **client_options,
    )


def main() -> int:
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        asyncio.run(check_database(settings))
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    import discord

    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("Discord rejected DISCORD_TOKEN: check the token in .env.", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord refused the gateway intents requested by the bot.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
