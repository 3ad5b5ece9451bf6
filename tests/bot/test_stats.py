"""/stats, /leaderboard, /history and /privacy through the fake Discord, against the results
stored for simulated users; ratings rebuilt by the script equal the live ones bit for bit."""

from __future__ import annotations

import asyncio
import re

import pytest

import tools.ratings
from bot import create_bot
from db.database import open_database
from db.store import GameStore
from ratings import MIN_BOARD_GAMES, RatedSeat, Rating, display, effective_ranks, rate_game
from tests.bot.conftest import bot_settings
from tests.bot.driver import play_to_the_end, settle, start_game
from tests.fakediscord import TEST_CLIENT_OPTIONS
from tests.stats.games import finished_game

pytestmark = pytest.mark.usefixtures("stamps")

DERIVED = {
    "ratings": "game, user_id",
    "player_results": "seq, user_id",
    "guild_players": "guild_id, game, user_id",
}


class Ledger:
    """The games stored for the test, and what every figure must be (computed independently)."""

    def __init__(self) -> None:
        self.games: list[dict] = []
        self.ratings: dict[str, dict[int, Rating]] = {}
        self.counts: dict[str, dict[int, list[int]]] = {}

    async def add(self, bot, game, seats, ranks, *, guild_id, names, left=()):
        scores = [100 - 10 * rank + i for i, rank in enumerate(ranks)]
        game_id = await finished_game(
            bot.store, game, seats, ranks, scores, guild_id=guild_id, names=names, left=left
        )
        rated = [
            RatedSeat(
                s if isinstance(s, int) else None, None if isinstance(s, int) else s, i in left
            )
            for i, s in enumerate(seats)
        ]
        current = self.ratings.setdefault(game, {})
        current.update(rate_game(rated, ranks, current))
        final = effective_ranks(ranks, [s.left for s in rated])
        for i, seat in enumerate(seats):
            if isinstance(seat, int):
                games_wins = self.counts.setdefault(game, {}).setdefault(seat, [0, 0])
                games_wins[0] += 1
                games_wins[1] += final[i] == 1
        self.games.append(
            {
                "id": game_id,
                "game": game,
                "guild": guild_id,
                "seats": seats,
                "scores": scores,
                "ranks": final,
                "left": left,
            }
        )
        return game_id


async def stored_games(fake, bot):
    """Twelve players of the default server, and two of them also elsewhere."""
    # stored once the start-up catch-up is over: its reconciliation would meet their channels
    # unknown to Discord, and close them as deleted (they are not part of this test)
    await settle(bot)
    users = [fake.user(f"player{n:02d}") for n in range(12)]
    names = {u.id: u.name for u in users}
    ledger = Ledger()
    guild = fake.guild.id
    for round_ in range(MIN_BOARD_GAMES):
        for table in range(3):
            four = users[table * 4 : table * 4 + 4]
            order = [(i + round_ + table) % 4 + 1 for i in range(4)]
            if round_ == 1 and table == 0:
                order = [1, 1, 3, 4]  # a shared win
            await ledger.add(bot, "luxor", [u.id for u in four], order, guild_id=guild, names=names)
    await ledger.add(bot, "capital-lux", [users[0].id, "hard"], [1, 2], guild_id=guild, names=names)
    await ledger.add(
        bot,
        "capital-lux",
        [users[0].id, users[1].id, "easy"],
        [2, 1, 3],
        guild_id=guild,
        names=names,
        left=[1],
    )
    elsewhere = fake.create_guild("elsewhere")
    for _ in range(MIN_BOARD_GAMES):
        await ledger.add(
            bot, "luxor", [users[5].id, "easy"], [1, 2], guild_id=elsewhere.id, names=names
        )
    cog = bot.get_cog("StatsCog")
    cog.keeper.wake()
    await cog.keeper.settled()
    return users, ledger, elsewhere


def board_lines(message) -> list[str]:
    return message.embeds[0]["description"].split("\n")


def expected_line(rank, name, rating: Rating, games, wins, provisional):
    mark = "?" if provisional else ""
    return (
        f"{rank}. {name}: {display(rating.mu, rating.sigma)}{mark} · {games} "
        f"game{'s' * (games != 1)} · {wins} win{'s' * (wins != 1)}"
    )


async def test_stats_leaderboard_and_history_show_exactly_the_stored_results(fake, table_bot):
    users, ledger, elsewhere = await stored_games(fake, table_bot)
    by_id = {u.id: u for u in users}
    luxor = ledger.ratings["luxor"]

    # /leaderboard, this server: 12 players, 10 a page, best first; the caller is found
    order = sorted(luxor, key=lambda u: (-luxor[u].ordinal, u))
    here_counts = {u: [0, 0] for u in luxor}
    for game in ledger.games:
        if game["game"] == "luxor" and game["guild"] == fake.guild.id:
            for i, seat in enumerate(game["seats"]):
                here_counts[seat][0] += 1
                here_counts[seat][1] += game["ranks"][i] == 1
    caller = by_id[order[-1]]
    board = await (await caller.slash("leaderboard", game="luxor")).answered()
    assert board.ephemeral
    assert board.embeds[0]["title"] == "Luxor: leaderboard of this server"
    expected = [
        expected_line(
            rank, by_id[u].name, luxor[u], *here_counts[u], ledger.counts["luxor"][u][0] < 5
        )
        for rank, u in enumerate(order, start=1)
    ]
    assert board_lines(board) == expected[:10]
    you = board.embeds[0]["fields"][0]["value"]
    assert you == f"Rank 12 of 12, rating {display(luxor[caller.id].mu, luxor[caller.id].sigma)}."
    assert board.embeds[0]["footer"]["text"].startswith("Page 1 of 2")
    await (await caller.click(board, "Next")).answered()  # the same message, page 2
    page_two = fake.message(board.id)
    assert board_lines(page_two) == [expected[10], f"**{expected[11]}**"]
    assert page_two.embeds[0]["footer"]["text"].startswith("Page 2 of 2")
    await (await caller.click(page_two, "Previous")).answered()
    assert board_lines(fake.message(board.id)) == expected[:10]

    # everywhere: games and wins everywhere; player05 also played elsewhere
    everywhere = await (
        await caller.slash("leaderboard", game="luxor", scope="everywhere")
    ).answered()
    total = ledger.counts["luxor"]
    expected_all = [
        expected_line(rank, by_id[u].name, luxor[u], *total[u], total[u][0] < 5)
        for rank, u in enumerate(order, start=1)
    ]
    assert (
        board_lines(everywhere)
        == [line if i != 11 else f"**{line}**" for i, line in enumerate(expected_all)][:10]
    )
    # a player who hides leaves the "everywhere" board, not this server's
    hider = by_id[order[0]]
    answer = await (await hider.slash("privacy", everywhere="hide")).answered()
    assert answer.content.startswith("You are hidden")
    again = await (await caller.slash("leaderboard", game="luxor", scope="everywhere")).answered()
    assert board_lines(again)[0].startswith(f"1. {by_id[order[1]].name}:")
    mine = await (await hider.slash("leaderboard", game="luxor", scope="everywhere")).answered()
    assert hider.sees(mine.embeds[0]["fields"][0]["value"]) == (
        "You are hidden from this board (see /privacy)."
    )
    here = await (await caller.slash("leaderboard", game="luxor")).answered()
    assert board_lines(here)[0] == expected[0]

    # /stats of yourself: every server; player00 also has two Capital Lux games (one a leaver's)
    p0 = users[0]
    stats = await (await p0.slash("stats")).answered()
    assert stats.ephemeral
    embed = stats.embeds[0]
    games0 = [g for g in ledger.games if p0.id in g["seats"]]
    wins0 = sum(g["ranks"][g["seats"].index(p0.id)] == 1 for g in games0)
    assert embed["title"] == "Statistics of Player00"  # their Discord display name
    assert embed["description"].split("\n") == [
        "All games, wherever they were played.",
        f"{len(games0)} games · {wins0} wins · {round(100 * wins0 / len(games0))} % won",
        "Favourite game: Luxor",
    ]
    luxor0 = [g for g in games0 if g["game"] == "luxor"]
    scores0 = [g["scores"][g["seats"].index(p0.id)] for g in luxor0]
    field = embed["fields"][0]
    rating0 = display(luxor[p0.id].mu, luxor[p0.id].sigma)
    assert field["name"].startswith(f"Luxor · rating {rating0} (provisional)")
    luxor_wins = ledger.counts["luxor"][p0.id][1]
    average = round(sum(scores0) / len(scores0), 1)
    assert field["value"].split("\n") == [
        f"{len(luxor0)} games · {luxor_wins} win{'s' * (luxor_wins != 1)} · "
        f"{round(100 * luxor_wins / len(luxor0))} % won",
        f"Average score {average:g} · best {max(scores0)}",
    ]
    assert stats.attachments and stats.attachments[0].filename == "stats.png"

    # someone else's: only this server; player01 left a game to a bot: a loss, no score
    p1 = users[1]
    other = await (await p0.slash("stats", player=p1, game="capital-lux")).answered()
    field = other.embeds[0]["fields"][0]
    assert other.embeds[0]["description"].startswith("Games in this server.")
    assert field["value"] == "1 game · 0 wins · 0 % won"
    # player05 played elsewhere too: this server's members see this server's games only
    p5 = users[5]
    seen_here = await (await p0.slash("stats", player=p5)).answered()
    assert seen_here.embeds[0]["fields"][0]["value"].startswith("3 games")
    outsider = fake.user("outsider")
    nobody = await (await p0.slash("stats", player=outsider)).answered()
    assert nobody.content == "Outsider has not finished a game in this server yet."
    mine = await (await outsider.slash("stats")).answered()
    assert outsider.sees(mine.content) == "You have not finished a game yet. Start one with /play!"
    empty = await (await p0.slash("leaderboard", game="mausoleum")).answered()
    assert p0.sees(empty.embeds[0]["description"]) == (
        f"Nobody has finished {MIN_BOARD_GAMES} games of Guardians of the Mausoleum yet: "
        "play some with /play!"
    )

    # /history: this server's last ten games, newest first, with scores, winners and links
    history = await (await p0.slash("history")).answered()
    here_games = [g for g in ledger.games if g["guild"] == fake.guild.id][::-1][:10]
    fields = history.embeds[0]["fields"]
    assert len(fields) == 10
    for game, field in zip(here_games, fields, strict=True):
        names = [by_id[s].name if isinstance(s, int) else None for s in game["seats"]]
        assert field["name"].startswith("Luxor · " if game["game"] == "luxor" else "Capital Lux")
        record = await table_bot.store.games.get(game["id"])
        link = (
            f"[Go to the game](https://discord.com/channels/{fake.guild.id}/"
            f"{record.channel_id}/{record.message_id})"
        )
        lines = field["value"].split("\n")
        for i, name in enumerate(names):
            if name is not None:
                left = " (left the game to a bot)" if i in game["left"] else ""
                assert f"{game['ranks'][i]}. {name}{left}: {game['scores'][i]}" in lines
        winners = [n for n, r in zip(names, game["ranks"], strict=True) if r == 1 and n]
        assert any(
            line.endswith(", ".join(winners)) and line.startswith("Winner") for line in lines
        )
        if record.message_id is not None:
            assert link in lines
    own = await (await p0.slash("history", player=p5)).answered()
    assert len(own.embeds[0]["fields"]) == 3  # not the games of the other server

    # the rebuild script reproduces every derived table bit for bit
    before = {
        t: [tuple(r) for r in await table_bot.database.fetch_all(f"SELECT * FROM {t} ORDER BY {o}")]
        for t, o in DERIVED.items()
    }
    path = table_bot.settings.database
    assert await asyncio.to_thread(tools.ratings.main, ["--rebuild", "--database", str(path)]) == 0
    after = {
        t: [tuple(r) for r in await table_bot.database.fetch_all(f"SELECT * FROM {t} ORDER BY {o}")]
        for t, o in DERIVED.items()
    }
    assert after == before
    rows = await table_bot.database.fetch_all(
        "SELECT user_id, mu, sigma FROM ratings WHERE game = 'luxor'"
    )
    assert {r["user_id"]: (r["mu"], r["sigma"]) for r in rows} == {
        u: (r.mu, r.sigma) for u, r in luxor.items()
    }, "the stored ratings are the library's, game after game in the order stored"


async def test_a_game_played_to_the_end_is_rated_once_and_in_the_history(fake, table_bot):
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=["normal"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    await play_to_the_end(fake, table_bot, [alice], record.id)
    await table_bot.get_cog("StatsCog").keeper.settled()
    result = await table_bot.store.games.result(record.id)
    expected = rate_game([RatedSeat(alice.id), RatedSeat(None, "normal")], result["ranks"], {})
    rows = await table_bot.database.fetch_all("SELECT user_id, mu, sigma, games FROM ratings")
    assert [tuple(r) for r in rows] == [
        (alice.id, expected[alice.id].mu, expected[alice.id].sigma, 1)
    ]
    history = await (await alice.slash("history")).answered()
    field = history.embeds[0]["fields"][0]
    assert field["name"].startswith("Guardians of the Mausoleum · <t:")
    assert f"/{record.channel_id}/{record.message_id})" in field["value"]
    assert re.search(rf"\d\. Alice: {result['scores'][0]}", field["value"])
    # 'a button to open their replay': the list turns into the game's replay viewer
    button = next(
        c for c in history.interactive_components() if c["custom_id"] == f"replay:{record.id}:0:h"
    )
    assert button["label"] == f"Replay #{record.id}"
    viewer = await (await alice.click(history, button["custom_id"])).answered()
    assert viewer.embeds[0]["title"].endswith("· replay") and viewer.attachments
    stats = await (await alice.slash("stats", share=True)).answered()
    assert not stats.ephemeral
    assert stats.embeds[0]["fields"][0]["name"].startswith(
        f"Guardians of the Mausoleum · rating {expected[alice.id].display} (provisional)"
    )


async def test_an_empty_server_and_other_languages_get_friendly_answers(fake, table_bot):
    zoe = fake.user("zoe", locale="pt-BR")
    answer = await (await zoe.slash("history")).answered()
    assert zoe.sees(answer.content) == (
        "Nenhuma partida terminou neste servidor ainda. Comece uma com /jogar!"
    )
    board = await (await zoe.slash("leaderboard", game="luxor", scope="everywhere")).answered()
    assert board.embeds[0]["title"] == "Luxor: ranking de toda parte"
    assert board.labels() == []  # one page: no buttons


async def test_results_a_crash_left_unrated_are_rated_when_the_bot_starts(fake, database):
    stored = await open_database(database)
    game_id = await finished_game(GameStore(stored), "luxor", [41, "easy"], [1, 2])
    await stored.close()  # the result was committed, the rating never happened
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await bot.get_cog("StatsCog").keeper.settled()
        rows = await bot.database.fetch_all("SELECT game_id, rated FROM result_log")
        assert [tuple(r) for r in rows] == [(game_id, 1)]
        rating = await bot.database.fetch_one("SELECT mu, games FROM ratings WHERE user_id = 41")
        expected = rate_game([RatedSeat(41), RatedSeat(None, "easy")], [1, 2], {})[41]
        assert (rating["mu"], rating["games"]) == (expected.mu, 1)
