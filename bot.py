"""Composition root: configuration (.env), logging, database, cogs, run.

``python bot.py`` with ``DISCORD_TOKEN`` set (in the environment or in ``.env``) is all an admin
has to do; every other setting has a sensible default (see ``.env.example``).
"""

from __future__ import annotations

import asyncio
import logging
import sys

from settings import ConfigError, Settings

__all__ = ["ConfigError", "Settings", "create_bot", "main"]

EXTENSIONS = (
    "cogs.lobby",
    "cogs.table",
    "cogs.rules",
    "cogs.settings",
    "cogs.stats",
    "cogs.story",
)

log = logging.getLogger("bot")


async def check_database(settings: Settings) -> None:
    """Open, check and migrate the database before connecting to Discord, so that an unusable
    file stops the bot at once with one line instead of failing every click later."""
    from db.database import DatabaseUnusable, open_database

    if settings.database_url:
        from db.postgres import redacted

        try:
            database = await open_database(settings.database_url)
        except DatabaseUnusable as error:
            url = redacted(settings.database_url)
            raise ConfigError(f"DATABASE_URL={url} cannot be used: {error}") from None
        await database.close()
        return
    path = settings.database_path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ConfigError(
            f"DATABASE_PATH={path}: its folder cannot be created ({error.strerror})"
        ) from None
    try:
        database = await open_database(path)
    except DatabaseUnusable as error:
        raise ConfigError(f"DATABASE_PATH={path} cannot be used: {error}") from None
    await database.close()


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
