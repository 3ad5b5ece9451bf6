"""The bot's test fixtures (``tests/bot/conftest.py``) for the whole game through the bot."""

from tests.bot.conftest import backend, database, table_bot, tables_in_channels
from tests.fakediscord.fixtures import fake

__all__ = ["backend", "database", "fake", "table_bot", "tables_in_channels"]
