"""Issue 36, stats and history across contexts: a group DM (or a DM) has its own /history and
/leaderboard, which no other place shows, and its games count in each player's own /stats and
on the "everywhere" boards.

The games are stored as the bot stores finished games (``tests/stats/games.py``), in a group
DM's channel without a server; the tables that play them there are tested with the table."""

from __future__ import annotations

import re

from tests.bot.driver import settle
from tests.fakediscord import FakeDiscord, FakeUser
from tests.stats.games import finished_game

ROW = re.compile(r"^\**\d+\. (\w+): \d+\?? · (\d+) games? · (\d+) wins?\**$")


class Places:
    """Ana, Bruno and Carla (all installed the app), members of the server, in a group DM,
    and Ana and Bruno in a second one; ``ana`` acts in the server, ``group`` and ``other`` are
    Ana in the two group DMs. The ids of the games finished in each place."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.ana = fake.user("ana", installed=True)
        self.bruno = fake.user("bruno", installed=True)
        self.carla = fake.user("carla", installed=True)
        self.group = fake.group_dm(self.ana, self.bruno, self.carla)
        self.other = fake.group_dm(self.ana, self.bruno)
        self.games: dict[str, list[int]] = {"group": [], "other": [], "server": []}


async def stored(fake: FakeDiscord, bot) -> Places:
    """Three Luxor games in the group DM (Ana wins two, Bruno one), one in the server (Carla
    beats Ana), a Guardiões do Mausoléu game in the other group DM (Bruno beats Ana)."""
    # stored once the start-up catch-up is over: it would take them for results their tables
    # never announced (they were, by tables not part of this test)
    await settle(bot)
    at = Places(fake)
    trio = [at.ana.id, at.bruno.id, at.carla.id]
    names = {at.ana.id: "Ana", at.bruno.id: "Bruno", at.carla.id: "Carla"}

    async def play(where: str, game: str, seats: list[int], ranks: list[int], **place) -> None:
        at.games[where].append(
            await finished_game(bot.store, game, seats, ranks, names=names, **place)
        )

    for ranks in ([1, 2, 3], [2, 1, 3], [1, 3, 2]):
        await play("group", "luxor", trio, ranks, guild_id=None, channel_id=at.group.channel.id)
    await play("server", "luxor", [at.ana.id, at.carla.id], [2, 1], guild_id=fake.guild.id)
    await play(
        "other",
        "mausoleum",
        [at.bruno.id, at.ana.id],
        [1, 2],
        guild_id=None,
        channel_id=at.other.channel.id,
    )
    cog = bot.get_cog("StatsCog")
    cog.keeper.wake()
    await cog.keeper.settled()
    return at


def replays(message) -> list[str]:
    return [c["custom_id"] for c in message.interactive_components()]


def rows(message) -> dict[str, tuple[int, int]]:
    """A board's rows: name -> (games, wins) as the board shows them."""
    found = {}
    for line in message.embeds[0]["description"].split("\n"):
        match = ROW.match(line)
        assert match, line
        found[match[1]] = (int(match[2]), int(match[3]))
    return found


async def answer(user: FakeUser, command: str, **options):
    return await (await user.slash(command, **options)).answered()


async def test_group_dm_history_and_leaderboard_show_its_games_and_no_others(
    fake: FakeDiscord, table_bot
) -> None:
    at = await stored(fake, table_bot)
    group, server, other = at.games["group"], at.games["server"], at.games["other"]
    table = 4242  # the last game's table, the message of the interaction that opened it
    async with table_bot.database.transaction() as tx:
        await tx.execute("UPDATE games SET message_id = ? WHERE id = ?", (table, group[-1]))

    history = await answer(at.group, "history")
    assert history.ephemeral
    assert history.embeds[0]["title"] == "Last finished games in this conversation"
    fields = history.embeds[0]["fields"]
    assert [f["name"].split(" · ")[0] for f in fields] == ["Luxor"] * 3
    link = f"https://discord.com/channels/@me/{at.group.channel.id}/{table}"
    assert f"[Go to the game]({link})" in fields[0]["value"].split("\n")
    assert replays(history) == [f"replay:{game}:0:h" for game in group[::-1]]
    carla = await answer(at.bruno.at(at.group.channel), "history", player=at.carla)
    assert carla.embeds[0]["title"] == "Last finished games of Carla in this conversation"
    assert replays(carla) == [f"replay:{game}:0:h" for game in group[::-1]]

    board = await answer(at.group, "leaderboard", game="luxor")
    assert board.embeds[0]["title"] == "Luxor: leaderboard of this conversation"
    assert rows(board) == {"Ana": (3, 2), "Bruno": (3, 1), "Carla": (3, 0)}
    everywhere = await answer(at.group, "leaderboard", game="luxor", scope="everywhere")
    assert rows(everywhere) == {"Ana": (4, 2), "Bruno": (3, 1), "Carla": (4, 1)}

    # the server shows its own game only, and its board its own players' games there
    here = await answer(at.ana, "history")
    assert here.embeds[0]["title"] == "Last finished games in this server"
    assert replays(here) == [f"replay:{game}:0:h" for game in server]
    assert rows(await answer(at.ana, "leaderboard", game="luxor")) == {
        "Carla": (1, 1),
        "Ana": (1, 0),
    }
    # the other group DM its own game; a DM with the bot, where nothing was played, nothing
    assert replays(await answer(at.other, "history")) == [f"replay:{game}:0:h" for game in other]
    nobody = await answer(at.other, "leaderboard", game="luxor")
    assert at.other.sees(nobody.embeds[0]["description"]).startswith(
        "Nobody has finished 3 games of Luxor yet"
    ), "Ana and Bruno have, but not here"
    dm = fake.dm(at.ana)
    empty = await answer(dm, "history")
    assert dm.sees(empty.content) == (
        "No game has finished in this conversation yet. Start one with /play!"
    )
    # and a group DM's game is not replayed from the server either
    replay = await answer(at.ana, "game replay", number=group[0])
    assert replay.content == (
        f"Table #{group[0]} was played elsewhere: its replay and log open only in the server "
        "or conversation where it was played."
    )
    assert fake.channel_messages(at.group.channel) == [] and fake.errors == []


async def test_group_dm_games_count_in_the_players_own_stats(fake: FakeDiscord, table_bot) -> None:
    at = await stored(fake, table_bot)
    own = [
        "All games, wherever they were played.",
        "5 games · 2 wins · 40 % won",
        "Favourite game: Luxor",
    ]
    for where in (at.ana, at.group, at.other, fake.dm(at.ana)):
        stats = await answer(where, "stats")
        assert stats.embeds[0]["description"].split("\n") == own
    # someone else's numbers: those of the place where you ask
    theirs = await answer(at.group, "stats", player=at.carla)
    assert theirs.embeds[0]["description"].split("\n")[:2] == [
        "Games in this conversation.",
        "3 games · 0 wins · 0 % won",
    ]
    theirs = await answer(at.ana, "stats", player=at.carla)
    assert theirs.embeds[0]["description"].split("\n")[:2] == [
        "Games in this server.",
        "1 game · 1 win · 100 % won",
    ]
    nobody = await answer(at.other, "stats", player=at.carla)
    assert nobody.content == "Carla has not finished a game in this conversation yet."
