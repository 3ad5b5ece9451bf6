"""SIGKILL the bot anywhere between /play and the first move, many times: afterwards every
channel shows exactly what the database holds, and can go on.

The kill point is drawn (seeded) as a number of requests the bot makes to Discord after the
script starts, so kills land all along the path: before and after the lobby is saved, while it
is posted, between Start's commit and the table drawing, around pings and the first move.
"""

from __future__ import annotations

import asyncio
import contextlib
import random

import pytest

from engine.core import games, get_game, state_from_json
from tests.bot.driver import custom_id, has_hand_button, open_hand, option_components
from tests.bot.process import BotProcess
from tests.bot.stored import stored_rows
from tests.fakediscord import FakeDiscordUsageError, InteractionFailed

ROUNDS = {"sqlite": 10, "postgresql": 5}  # each round is a bot process started twice
GAMES = tuple(games())
GAMES_QUERY = "SELECT id, status, posting FROM games ORDER BY id"


def open_games(database, channel_id: int) -> list[tuple[dict, list[dict]]]:
    query = "SELECT * FROM games WHERE channel_id = ? ORDER BY id"
    games = stored_rows(database, query, channel_id)
    seats = "SELECT * FROM seats WHERE game_id = ? ORDER BY seat"
    return [(game, stored_rows(database, seats, game["id"])) for game in games]


def mismatches(fake, database, channel) -> list[str]:
    """What the channel shows that the database does not say (empty: they agree)."""
    problems = []
    bot_messages = [m for m in fake.channel_messages(channel) if m.ephemeral_for is None]
    for game, seats in open_games(database, channel.id):
        game_id, status = game["id"], game["status"]
        mine = [
            m
            for m in bot_messages
            if m.embeds  # a "your move" ping has the table's button, never an embed
            and any(
                c.get("custom_id", "").startswith(f"lobby:{game_id}:")
                or c.get("custom_id") == f"hand:{game_id}"
                for c in m.interactive_components()
            )
        ]
        if status in ("cancelled", "abandoned"):
            if mine:
                problems.append(f"game {game_id} is {status} but {len(mine)} messages offer it")
            continue
        if game["posting"] is not None:
            problems.append(f"game {game_id} still posting {game['posting']}")
        if [m.id for m in mine] != [game["message_id"]]:
            shown = [m.id for m in mine]
            problems.append(f"game {game_id}: messages {shown}, stored {game['message_id']}")
            continue
        message = mine[0]
        if game["shown"] != f"{status}:{game['version']}":
            problems.append(f"game {game_id} shows {game['shown']}, is {status}:{game['version']}")
        if status == "lobby":
            listed = message.embeds[0]["fields"][0]["value"].splitlines()
            if len(listed) != len(seats):
                problems.append(f"lobby {game_id} lists {len(listed)} seats, has {len(seats)}")
            continue
        state = state_from_json(game["state"])
        pending = get_game(game["game"]).pending(state)
        waiting = {seats[s]["user_id"] for s in pending} - {None}
        named = next(
            (f["value"] for f in message.embeds[0]["fields"] if f["name"] == "To play"), ""
        )
        if waiting and {f"<@{u}>" for u in waiting} - set(named.split(", ")):
            problems.append(f"table {game_id} names {named!r}, waiting {waiting}")
        pings = [
            m for m in bot_messages if "your move" in m.content and f"#{game_id})" in m.content
        ]
        called = pings[0].content if len(pings) == 1 else ""
        if waiting and any(f"<@{u}>" not in called for u in waiting):
            problems.append(f"table {game_id}: pings {[p.content for p in pings]}")
    return problems


async def lobby_to_first_move(fake, users, game: str, rng: random.Random) -> None:
    host, guest = users
    lobby = (await host.slash("play", game=game)).message
    await (await guest.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await host.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    if rng.random() < 0.3:
        await (await host.click(lobby, custom_id(lobby, "lobby:", ":leave"))).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await fake.wait_for(lambda: has_hand_button(fake.message(lobby.id)), timeout=10)
    for user in users:
        prompt = await open_hand(user, fake.message(lobby.id))
        if option_components(prompt):
            await user.click(prompt, option_components(prompt)[0]["custom_id"])
            return


async def test_kills_between_play_and_the_first_move_leave_every_channel_truthful(
    fake, database, backend
):
    rng = random.Random(2026)
    alice, bob = fake.user("alice"), fake.user("bob")
    channels = []
    for round_number in range(ROUNDS[backend]):
        channel = fake.create_channel(fake.guild, f"table-{round_number}")
        channels.append(channel)
        users = [alice.at(channel), bob.at(channel)]
        process = BotProcess(fake, database)
        await process.start()
        game_id = GAMES[round_number % len(GAMES)]
        script = asyncio.create_task(lobby_to_first_move(fake, users, game_id, rng))
        sent = len(fake.requests)
        kill_after = rng.randrange(1, 16)
        with contextlib.suppress(TimeoutError):
            await fake.wait_for(
                lambda s=sent, k=kill_after, t=script: len(fake.requests) >= s + k or t.done(),
                timeout=20,
            )
        await process.kill()
        script.cancel()
        with contextlib.suppress(
            asyncio.CancelledError, InteractionFailed, FakeDiscordUsageError, TimeoutError
        ):
            await script

        restarted = BotProcess(fake, database)
        await restarted.start()
        try:
            for earlier in channels:
                with contextlib.suppress(TimeoutError):
                    await fake.wait_for(lambda c=earlier: not mismatches(fake, database, c), 15)
                assert mismatches(fake, database, earlier) == [], (
                    round_number,
                    kill_after,
                    [dict(g) | {"state": None} for g, _ in open_games(database, earlier.id)],
                    [(m.id, m.content[:30]) for m in fake.channel_messages(earlier)],
                    [(r.method, r.route, r.status) for r in fake.requests[sent:]],
                )
            await channel_goes_on(fake, database, users)
        finally:
            await restarted.kill()


async def channel_goes_on(fake, database, users) -> None:
    """The channel accepts /play, or its table opens a working private view."""
    host = users[0]
    record = [
        g for g, _ in open_games(database, host.channel.id) if g["status"] in ("lobby", "running")
    ]
    if not record:
        answer = await (await host.slash("play", game="luxor")).answered()
        assert not answer.ephemeral and answer.labels()[0] == "Join"
        confirm = await (await host.slash("game abandon")).answered()
        await (await host.click(confirm, custom_id(confirm, "abandon:"))).answered()
        return
    (game,) = record
    message = fake.message(game["message_id"])
    if game["status"] == "lobby":
        confirm = await (await host.slash("game abandon")).answered()
        await (await host.click(confirm, custom_id(confirm, "abandon:"))).answered()
        return
    view = await open_hand(host, message)
    assert view.ephemeral and view.attachments, "the table opens a working private view"


@pytest.mark.threads
async def test_a_kill_between_the_thread_and_the_lobby_s_save_leaves_no_empty_thread(
    fake, database
):
    """Issue 32, point 8: Discord made /play's thread, the bot died before saving it. The
    restart closes the lobby's row and the thread: one line says the table never opened, and
    the thread is archived (out of the channel's list); /play opens a new table."""
    alice = fake.user("alice")
    process = BotProcess(fake, database)
    await process.start()
    held = fake.hold_answer("POST /channels/{channel_id}/threads")
    play = asyncio.create_task(alice.slash("play", game="luxor"))
    await held.reached()  # the thread exists; the bot has not heard of it
    await process.kill()
    held.release()
    with contextlib.suppress(InteractionFailed, FakeDiscordUsageError, TimeoutError):
        await play
    (thread,) = fake.threads()
    assert fake.channel_messages(thread) == [] and not thread.archived, "an empty thread"

    restarted = BotProcess(fake, database)
    await restarted.start()
    try:
        await fake.wait_for(lambda: thread.archived, 15)
        (line,) = fake.channel_messages(thread)
        answer = await (await alice.slash("play", game="luxor")).answered()
    finally:
        await restarted.stop()  # gracefully: what it was doing is done
    (dead, new) = stored_rows(database, GAMES_QUERY)
    assert (dead["status"], dead["posting"]) == ("cancelled", None)
    assert line.content.startswith(f"Table #{dead['id']} never opened")
    assert f"#{new['id']}" in answer.content and len(fake.threads()) == 2, "/play opens anew"
