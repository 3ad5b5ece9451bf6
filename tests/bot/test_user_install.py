"""Issue 36, first slice: the bot is installable to users, its commands are offered where they
can work (``cogs.contexts``), and where no table can live yet (a group DM, a DM with the bot, a
server without the bot) /play says so, while /rules, /learn and /stats answer privately (the
history of group DMs: ``test_group_dm_history``)."""

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
    "hand": SERVERS,
    "game": SERVERS,
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


def not_here(user: FakeUser) -> str:
    """/play's answer where no table can be opened, as the user reads it."""
    mentions = {
        "learn": command(user.locale, "cmd-learn"),
        "rules": command(user.locale, "cmd-rules"),
    }
    return translate(user.locale, "error-table-not-here", mentions)


async def test_user_install_commands_are_synced_with_their_installs_and_contexts(
    fake: FakeDiscord, table_bot
) -> None:
    synced = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert {name: (c["integration_types"], c["contexts"]) for name, c in synced.items()} == (
        CONTEXTS
    )


async def test_group_dm_play_says_that_tables_cannot_be_opened_here(
    fake: FakeDiscord, table_bot
) -> None:
    ana, _ = group_dm(fake, locale="pt-BR")
    answer = await (await ana.slash("play", game="luxor")).answered()
    assert answer.ephemeral and ana.sees(answer.content) == not_here(ana)
    assert fake.channel_messages(ana.channel) == []
    assert fake.errors == []  # it tried no channel route
    assert await table_bot.store.games.open_game_in_channel(ana.channel.id) is None


@pytest.mark.parametrize("where", ["dm", "server without the bot", "server without apps"])
async def test_user_install_play_elsewhere_says_that_tables_cannot_be_opened_there(
    fake: FakeDiscord, table_bot, where: str
) -> None:
    ana = fake.user("ana", installed=True)
    if where == "dm":
        ana = fake.dm(ana)
    else:
        elsewhere = fake.create_guild("Elsewhere", bot=False)
        if where == "server without apps":  # its answers are forced private (Use External Apps)
            fake.set_everyone_permissions(deny=Permission.USE_EXTERNAL_APPS, guild=elsewhere)
        ana = fake.join(ana, elsewhere)
    answer = await (await ana.slash("play", game="mausoleum")).answered()
    assert answer.ephemeral and ana.sees(answer.content) == not_here(ana)
    assert fake.channel_messages(ana.channel) == [] and fake.errors == []


async def test_group_dm_offers_no_server_only_command(fake: FakeDiscord, table_bot) -> None:
    ana, bruno = group_dm(fake)
    for command in ("hand", "game status", "settings language"):
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


async def test_group_dm_lesson_is_played_to_its_end_and_its_real_game_says_where(
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
    assert ana.sees(real.content) == not_here(ana)
    assert fake.channel_messages(ana.channel) == [] and fake.errors == []
