"""The bot names its commands with Discord's command mentions, with the ids it got at sync:
each player sees /play as their Discord shows it (/jogar, /jugar, /jouer), clickable."""

from __future__ import annotations

import pytest

from tests.bot.driver import start_game
from tests.bot.test_rematch import finish

PLAY = {"en-US": "/play", "pt-BR": "/jogar", "es-ES": "/jugar", "fr": "/jouer"}
REPLAY = {
    "en-US": "/game replay",
    "pt-BR": "/partida replay",
    "es-ES": "/partida repeticion",
    "fr": "/partie rejouer",
}


def command_id(fake, name: str) -> int:
    (command,) = [c for c in fake.synced_commands(global_=True) if c["name"] == name]
    return int(command["id"])


@pytest.mark.postgresql_sample(locale=["pt-BR"])
@pytest.mark.parametrize("locale", list(PLAY))
async def test_answers_name_play_as_the_readers_discord_does(fake, table_bot, locale):
    zoe = fake.user("zoe", locale=locale)
    mention = f"</play:{command_id(fake, 'play')}>"
    for command in ("hand", "stats", "history"):
        answer = await (await zoe.slash(command)).answered()
        assert mention in answer.content, command
        shown = zoe.sees(answer.content)
        assert PLAY[locale] in shown and "</" not in shown, command


@pytest.mark.usefixtures("stamps")
@pytest.mark.postgresql_sample(locale=["fr"])
@pytest.mark.parametrize("locale", ["pt-BR", "fr"])
async def test_the_results_name_the_replay_command_in_the_servers_language(fake, table_bot, locale):
    alice = fake.user("alice", locale=locale)
    fake.set_guild_locale(locale)
    await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    await finish(table_bot, record.id)
    description = fake.message(record.message_id).embeds[0]["description"]
    assert f"</game replay:{command_id(fake, 'game')}>" in description
    assert f"{REPLAY[locale]} (" in alice.sees(description)
