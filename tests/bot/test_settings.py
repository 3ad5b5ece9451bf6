"""/settings language: Manage Server only; public texts follow it, replies follow each user."""

from __future__ import annotations

import pytest
from discord import Permissions

from bot import create_bot
from db.database import open_database
from db.store import GameStore
from play.server_settings import SETTINGS_TTL_SECONDS
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import settle, start_game
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscordUsageError

pytestmark = pytest.mark.usefixtures("stamps")


async def test_only_server_managers_may_change_the_language(fake, table_bot):
    member = fake.user("member")
    with pytest.raises(FakeDiscordUsageError):  # Discord hides the command from them
        await member.slash("settings language", language="fr")
    assert await table_bot.store.settings.guild_language(fake.guild.id) is None


async def test_the_chosen_language_is_stored_and_applies_to_running_tables(fake, table_bot):
    admin = fake.user("admin", permissions=Permissions(manage_guild=True))
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=1)
    english_title = table.embeds[0]["title"]
    reply = await (await admin.slash("settings language", language="fr")).answered()
    assert reply.ephemeral
    assert await table_bot.store.settings.guild_language(fake.guild.id) == "fr"
    assert await table_bot.public_locale(fake.guild.id) == "fr"
    back = await (await admin.slash("settings language", language="server")).answered()
    assert back.content.endswith("English.")
    assert await table_bot.store.settings.guild_language(fake.guild.id) is None
    await settle(table_bot)  # the redraws the two changes asked for
    assert fake.message(table.id).embeds[0]["title"] == english_title


async def test_a_language_another_process_chose_is_used_within_the_time_to_live(fake, database):
    """Two processes on one database (two shard sets): one's /settings change reaches the
    other's public texts once its cached value is older than SETTINGS_TTL_SECONDS."""
    clock = ManualClock()
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        admin = fake.user("admin", permissions=Permissions(manage_guild=True))
        await (await admin.slash("settings language", language="fr")).answered()
        assert await bot.public_locale(fake.guild.id) == "fr"
        other = await open_database(database)  # the other process
        try:
            await GameStore(other).settings.set_guild_language(fake.guild.id, "es-ES")
        finally:
            await other.close()
        clock.advance(SETTINGS_TTL_SECONDS - 1)
        assert await bot.public_locale(fake.guild.id) == "fr", "still cached"
        clock.advance(1)
        assert await bot.public_locale(fake.guild.id) == "es-ES"
