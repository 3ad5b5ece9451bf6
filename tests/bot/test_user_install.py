"""Issue 36: the bot is installable to users and its commands are offered where they can work
(``cogs.contexts``); /rules, /learn and /stats answer privately in a group DM, and where Discord
makes every answer private (a server without the bot that forbids external apps) /play refuses
to open a table nobody else would see. Whole games through interaction tokens:
``test_group_dm_game``; the history of group DMs: ``test_group_dm_history``."""

from __future__ import annotations

import pytest

from engine.core.lessons import LessonRun, lesson_for
from locales import translate
from tests.bot.driver import custom_id, settle
from tests.bot.test_lessons import click, start
from tests.engine.test_lessons import follower
from tests.fakediscord import FakeDiscord, FakeDiscordUsageError, FakeUser
from tests.fakediscord.permissions import Permission

pytestmark = pytest.mark.usefixtures("stamps")

EVERYWHERE = ([0, 1], [0, 1, 2])
SERVERS = ([0], [0])
CONTEXTS = {
    "play": EVERYWHERE,
    "rules": EVERYWHERE,
    "learn": EVERYWHERE,
    "stats": EVERYWHERE,
    "privacy": EVERYWHERE,
    "hand": EVERYWHERE,
    "game": EVERYWHERE,
    "history": EVERYWHERE,
    "leaderboard": EVERYWHERE,
    "settings": SERVERS,
}


def group_dm(fake: FakeDiscord, locale: str = "en-US") -> tuple[FakeUser, FakeUser]:
    """Ana, who installed the app, and Bruno, in a group DM."""
    ana = fake.user("ana", locale=locale, installed=True)
    bruno = fake.user("bruno")
    there = fake.group_dm(ana, bruno)
    return there, bruno.at(there.channel)


def command(locale: str, key: str) -> str:
    """A command as a client in ``locale`` shows its mention."""
    return "/" + translate(locale, key)


def answers_private(user: FakeUser) -> str:
    """/play's refusal where every answer would be private, as the user reads it."""
    return translate(user.locale, "error-table-answers-private")


async def test_user_install_commands_are_synced_with_their_installs_and_contexts(
    fake: FakeDiscord, table_bot
) -> None:
    synced = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert {name: (c["integration_types"], c["contexts"]) for name, c in synced.items()} == (
        CONTEXTS
    )


async def test_user_install_play_where_answers_are_forced_private_refuses_plainly(
    fake: FakeDiscord, table_bot
) -> None:
    ana = fake.user("ana", locale="pt-BR", installed=True)
    elsewhere = fake.create_guild("Elsewhere", bot=False)
    # its answers are forced private (no Use External Apps for @everyone)
    fake.set_everyone_permissions(deny=Permission.USE_EXTERNAL_APPS, guild=elsewhere)
    ana = fake.join(ana, elsewhere)
    answer = await (await ana.slash("play", game="mausoleum")).answered()
    assert answer.ephemeral and ana.sees(answer.content) == answers_private(ana)
    assert fake.channel_messages(ana.channel) == [] and fake.errors == []
    assert await table_bot.store.games.open_game_in_channel(ana.channel.id) is None


async def test_group_dm_offers_no_server_only_command(fake: FakeDiscord, table_bot) -> None:
    ana, bruno = group_dm(fake)
    for command in ("settings language",):
        with pytest.raises(FakeDiscordUsageError, match="not registered for a group DM"):
            await ana.slash(command)
    with pytest.raises(FakeDiscordUsageError, match="not installed for this user"):
        await bruno.slash("rules", game="luxor")  # Bruno did not install the app
    assert fake.interactions.all == []


async def test_group_dm_rules_and_stats_answer_privately(fake: FakeDiscord, table_bot) -> None:
    ana, bruno = group_dm(fake, locale="fr")
    rules = await (await ana.slash("rules", game="luxor")).answered()
    assert rules.ephemeral and rules.embeds[0]["title"] == translate("fr", "game-luxor")
    assert rules.embeds[0]["description"] == translate("fr", "luxor-rules")[:4096]
    mine = await (await ana.slash("stats")).answered()
    assert mine.ephemeral and ana.sees(mine.content) == translate(
        "fr", "stats-no-games-self", {"play": command("fr", "cmd-play")}
    )
    theirs = await (await ana.slash("stats", player=bruno)).answered()
    assert theirs.content == translate("fr", "stats-no-games-player-channel", {"name": "Bruno"}), (
        "someone else's numbers: only this group DM's"
    )
    hidden = await (await ana.slash("privacy", everywhere="hide")).answered()
    assert hidden.ephemeral and hidden.content == translate("fr", "privacy-hidden")
    assert fake.channel_messages(ana.channel) == [] and fake.errors == []


async def test_group_dm_lesson_is_played_to_its_end_and_its_real_game_opens_there(
    fake: FakeDiscord, table_bot
) -> None:
    ana, _ = group_dm(fake, locale="es-ES")
    panel = await start(ana, "mausoleum")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    while not mirror.over:
        panel = await click(ana, panel, mirror, follower)
    assert [m.id for m in ana.ephemerals()] == [panel.id], "one private panel, edited"
    real = await (await ana.click(panel, custom_id(panel, "learnplay:"))).answered(timeout=30)
    await settle(table_bot)
    assert not real.ephemeral and custom_id(real, "lobby:", ":start") is not None
    record = await table_bot.store.games.open_game_in_channel(ana.channel.id)
    assert record.message_id == real.id and record.reach == "interactions"
    assert [s.ai_level for s in record.seats] == [None, "easy"], "the lesson's bot is seated"
    shown = await table_bot.store.games.get(record.id)
    assert shown.shown == shown.current, "its token redrew the lobby with the bot"
    assert fake.errors == []
