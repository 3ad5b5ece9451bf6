"""Whole games from /play to the final results, every decision clicked in ephemerals."""

from __future__ import annotations

import re

import pytest

from engine.core import games, get_game, replay
from tests.bot.driver import play_to_the_end, start_game

GAMES = list(games())


async def finished_game(fake, bot, game_id: str, humans: int, bots: int):
    users = [fake.user(name) for name in ("alice", "bob", "carla", "diego")[:humans]]
    table = await start_game(fake, bot, users[0], game_id, users, bots=bots)
    record = await bot.store.games.open_game_in_channel(fake.channel.id)
    assert table.id == record.message_id
    await play_to_the_end(fake, bot, users, record.id)
    return await bot.store.games.get(record.id), users


def engine_result(record, log):
    game = get_game(record.game)
    state = replay(
        game, len(record.seats), record.seed, record.options, [(a.seat, a.action) for a in log]
    )
    return game.result(state)


def shown_scores(embed: dict) -> dict[str, int]:
    """``{name: score}`` from the final embed's ranking lines ("1. Alice: 42 points")."""
    scores = {}
    for field in embed["fields"]:
        match = re.fullmatch(r"\d+\. (.+): (-?\d+) points", field["name"])
        assert match, field["name"]
        scores[match[1]] = int(match[2])
    return scores


@pytest.mark.postgresql_sample(game_id=["luxor"])
@pytest.mark.parametrize("game_id", GAMES)
async def test_two_humans_and_bots_play_a_whole_game(fake, table_bot, game_id):
    game = get_game(game_id)
    record, users = await finished_game(fake, table_bot, game_id, 2, game.max_players - 2)
    assert record.status == "finished"
    log = await table_bot.store.actions.action_log(record.id)
    expected = engine_result(record, log)
    assert await table_bot.store.games.result(record.id) == expected.to_json()

    table = fake.message(record.message_id)
    names = [s.name for s in record.seats[:2]]
    names += [f"Bot {n} (Easy)" for n in range(1, game.max_players - 1)]
    assert shown_scores(table.embeds[0]) == {
        names[seat]: expected.scores[seat] for seat in range(game.max_players)
    }
    assert table.labels() == ["Log", "Rematch"]  # only the log and a rematch once the game is over
    assert table.attachments, "the final results image is shown"
    humans_acted = {a.seat for a in log} & {0, 1}
    assert humans_acted == {0, 1}, "both humans decided through their ephemerals"


@pytest.mark.postgresql_sample(game_id=["mausoleum"])
@pytest.mark.parametrize("game_id", GAMES)
async def test_four_humans_play_a_whole_game_at_the_maximum(fake, table_bot, game_id):
    assert get_game(game_id).max_players == 4
    record, _ = await finished_game(fake, table_bot, game_id, 4, 0)
    log = await table_bot.store.actions.action_log(record.id)
    assert {a.seat for a in log} == {0, 1, 2, 3}
    assert await table_bot.store.games.result(record.id) == engine_result(record, log).to_json()


@pytest.mark.sqlite_only  # the bots' thinking is its cost; the store's path is the same
async def test_a_solo_player_plays_a_whole_game_against_a_normal_and_an_easy_bot(
    fake, table_bot, stamps
):
    """(A whole game of each game against a hard bot, through the bot's own process at its
    default settings, is ``test_process_defaults``: it was played here too, twice the cost.)"""
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "capital-lux", [alice], bots=["normal", "easy"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert [seat.ai_level for seat in record.seats] == [None, "normal", "easy"]
    await play_to_the_end(fake, table_bot, [alice], record.id)

    record = await table_bot.store.games.get(record.id)
    log = await table_bot.store.actions.action_log(record.id)
    assert record.status == "finished" and {a.seat for a in log} == {0, 1, 2}
    assert await table_bot.store.games.result(record.id) == engine_result(record, log).to_json()
    shown = shown_scores(fake.message(record.message_id).embeds[0])
    assert set(shown) == {"Alice", "Bot 1 (Normal)", "Bot 2 (Easy)"}
