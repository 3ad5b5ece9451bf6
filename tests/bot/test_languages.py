"""Everyone reads the bot in their own language; public texts use the server's."""

from __future__ import annotations

import random

import pytest

from tests.bot.driver import choose, open_hand, settle, start_game
from tests.bot.language import foreign_lines, is_in

pytestmark = pytest.mark.usefixtures("stamps")

TRANSLATED = ("pt-BR", "es-ES", "fr")


def test_the_language_matcher_tells_languages_apart():
    assert is_in("en-US", "It is not your turn: waiting for Ana, Bruno.")
    assert not is_in("pt-BR", "It is not your turn: waiting for Ana, Bruno.")
    assert is_in("en-US", "Game over: Ana wins!") and is_in(
        "en-US", "Game over: A, B share the win!"
    )


async def test_synced_commands_carry_every_translation(fake, table_bot):
    commands = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert set(commands) == {
        *("play", "hand", "game", "rules", "learn", "settings"),
        *("stats", "leaderboard", "history", "privacy"),
    }
    for command in commands.values():
        assert set(TRANSLATED) <= set(command["name_localizations"]), command["name"]
        assert set(TRANSLATED) <= set(command["description_localizations"]), command["name"]
    play = commands["play"]
    assert play["name_localizations"]["pt-BR"] != "play"
    option = play["options"][0]
    assert set(TRANSLATED) <= set(option["name_localizations"])
    for choice in option["choices"]:
        assert set(TRANSLATED) <= set(choice["name_localizations"])
    mausoleum = next(c for c in option["choices"] if c["value"] == "mausoleum")
    assert mausoleum["name_localizations"]["pt-BR"] == "Guardiões do Mausoléu"


async def test_each_player_gets_private_replies_in_their_own_language(fake, table_bot):
    ana = fake.user("ana", locale="pt-BR")
    bob = fake.user("bob", locale="en-US")
    await start_game(fake, table_bot, ana, "capital-lux", [ana, bob], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    rng = random.Random(3)
    while (record := await table_bot.store.games.get(record.id)).status == "running":
        for user in (ana, bob):
            table = fake.message(record.message_id)
            if (await table_bot.store.games.get(record.id)).status != "running":
                break
            message = await open_hand(user, table)
            while message is not None:
                message = await choose(user, message, rng)
        await settle(table_bot)
    assert ana.ephemerals() and bob.ephemerals()
    names = tuple(seat.name for seat in record.seats if seat.user_id)
    for user, locale in ((ana, "pt-BR"), (bob, "en-US")):
        for message in user.ephemerals():
            assert foreign_lines(message, locale, names) == [], (locale, message.embeds)


@pytest.mark.parametrize("how", ["server locale", "settings command"])
async def test_a_french_server_gets_french_public_messages(fake, table_bot, how):
    from discord import Permissions

    if how == "server locale":
        fake.set_guild_locale("fr")
    else:
        admin = fake.user("admin", permissions=Permissions(manage_guild=True))
        await (await admin.slash("settings language", language="fr")).answered()
    alice = fake.user("alice", locale="en-US")
    await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    message = await open_hand(alice, fake.message(record.message_id))
    await choose(alice, message, random.Random(1))
    await settle(table_bot)
    public = [m for m in fake.channel_messages() if m.ephemeral_for is None]
    assert len(public) >= 2  # the lobby turned table, a ping
    names = ("Alice",)
    for message in public:
        assert foreign_lines(message, "fr", names) == [], message.embeds
    assert foreign_lines(alice.ephemerals()[-1], "en-US", names) == []
