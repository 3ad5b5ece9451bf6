"""What the channel shows always matches the database: races, deleted messages, restarts.

Each test here reproduces a way the channel used to lie (a Start dealt for the wrong seats, a
redraw over an abandoned game, a table for a cancelled lobby, a lobby that blocked the channel
for ever, a stale table after a restart) and checks the one consistent outcome.
"""

from __future__ import annotations

import asyncio
import gc
import random
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace

import discord
import pytest
from discord import Permissions

from bot import create_bot
from cogs.channel import ChannelSync
from cogs.components import OptionSelect, PromptRef
from cogs.handlers import Handlers, TableHandler
from play.service import Loaded
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import (
    catch_up_during,
    custom_id,
    cut_short,
    open_hand,
    option_components,
    play_to_the_end,
    replays_to_snapshot,
    settle,
    start_game,
)
from tests.bot.stored import stored
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")


def public(fake, channel=None):
    return [m for m in fake.channel_messages(channel) if m.ephemeral_for is None]


def description(message) -> str:
    return message.embeds[0].get("description", "") if message.embeds else ""


def game_messages(fake, game_id: int, channel=None):
    """Messages of the channel that carry this game's lobby or table buttons."""
    return [
        m
        for m in public(fake, channel)
        if m.embeds  # a "your move" ping has the table's button, never an embed
        and any(
            c.get("custom_id", "").startswith(f"lobby:{game_id}:")
            or c.get("custom_id") == f"hand:{game_id}"
            for c in m.interactive_components()
        )
    ]


async def assert_channel_matches_database(fake, bot, game_id: int, channel=None) -> None:
    """The one game message shows the stored status and seats; pings name who must act."""
    await settle(bot)
    record = await bot.store.games.get(game_id)
    message = fake.message(record.message_id)
    title = message.embeds[0]["title"]
    if record.status == "lobby":
        seats = message.embeds[0]["fields"][0]["value"].splitlines()
        assert len(seats) == len(record.seats)
    elif record.status == "cancelled":
        assert description(message) == "This table was cancelled."
    elif record.status == "abandoned":
        assert description(message).startswith("This game was abandoned")
        assert message.labels() == []
    else:
        assert "table #" in title and message.attachments
        loaded = await bot.service.load(game_id)
        assert await replays_to_snapshot(bot.store, record), "dealt for the seats it runs with"
        waiting = {record.seats[s].user_id for s in loaded.pending()} - {None}
        if record.status == "running" and waiting:
            field = next(f for f in message.embeds[0]["fields"] if f["name"] == "To play")
            assert {f"<@{u}>" for u in waiting} <= set(field["value"].split(", "))
            ping = fake.message(record.ping_message_id)
            assert all(f"<@{u}>" in ping.content for u in waiting)
    assert [m.id for m in game_messages(fake, game_id, channel)] in ([], [message.id])
    if record.status == "finished":
        assert message.labels() == ["Log", "Rematch"], (
            "no 'My hand' on a finished game, only its log and a rematch"
        )
    if record.status != "running":
        assert record.ping_message_id is None
        pings = [m for m in public(fake, channel) if "your move" in m.content]
        assert pings == [], "no stale call to act"


def stored_status(database, game_id: int) -> str:
    return stored(database, "SELECT status FROM games WHERE id = ?", game_id)[0][0]


# -- 1. Start against seat changes -------------------------------------------------------------


@contextmanager
def requests_watched(bot, key: str) -> Iterator[asyncio.Event]:
    """An event set once the sync is asked to bring a game up to date with ``key`` given (a
    click's ``via``, a deleted message's ``gone``): the moment a handler has stored its change
    and handed the channel's update on. The sync's own ``request`` is back on leaving."""
    request, asked = bot.sync.request, asyncio.Event()

    def request_and_tell(game_id, **kwargs):
        request(game_id, **kwargs)
        if kwargs.get(key) is not None:
            asked.set()

    bot.sync.request = request_and_tell
    try:
        yield asked
    finally:
        bot.sync.request = request


async def lobby_with(fake, host, bob, *, bots: int):
    lobby = (await host.slash("play", game="capital-lux")).message
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    for _ in range(bots):
        await (await host.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    return lobby


@pytest.mark.parametrize("other", ["leave", "join", "add-bot", "remove-bot", "cancel"])
@pytest.mark.parametrize("start_first", [True, False])
async def test_start_racing_a_seat_change_deals_for_the_seats_it_runs_with(
    fake, table_bot, other, start_first
):
    host, bob, carol = fake.user("host"), fake.user("bob"), fake.user("carol")
    lobby = await lobby_with(fake, host, bob, bots=1)
    start = host.click(lobby, custom_id(lobby, "lobby:", ":start"))
    change = {
        "leave": lambda: bob.click(lobby, custom_id(lobby, "lobby:", ":leave")),
        "join": lambda: carol.click(lobby, custom_id(lobby, "lobby:", ":join")),
        "add-bot": lambda: host.select(lobby, custom_id(lobby, "addbot:"), "normal"),
        "remove-bot": lambda: host.click(lobby, custom_id(lobby, "lobby:", ":leave")),
        "cancel": lambda: host.click(lobby, custom_id(lobby, "lobby:", ":cancel")),
    }[other]()
    clicks = (start, change) if start_first else (change, start)
    for interaction in await asyncio.gather(*clicks):
        await interaction.acknowledgement()
    record = await table_bot.store.games.get(1)
    await assert_channel_matches_database(fake, table_bot, record.id)
    assert record.status in ("running", "finished", "cancelled", "lobby")
    if record.status == "cancelled":
        assert len(public(fake)) == 1, "no table and no ping for a cancelled lobby"


async def test_a_lobby_that_expires_as_it_starts_leaves_the_game_running(fake, table_bot):
    """The expiry pass read the lobby as expired a moment before its Start committed."""
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)

    async def read_before_the_start(now, absent=()):
        return [1]

    table_bot.store.clocks.expired_lobbies = read_before_the_start
    await table_bot.turn_clock.tick()
    await settle(table_bot)
    assert (await table_bot.store.games.get(1)).status == "running"
    await assert_channel_matches_database(fake, table_bot, 1)


# -- 4. Abandon against a move -----------------------------------------------------------------


async def test_abandon_racing_a_move_leaves_the_game_abandoned_in_the_channel(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    mod = fake.user("mod", permissions=Permissions(manage_messages=True))
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    loaded = await table_bot.service.load(record.id)
    mover = (alice, bob)[min(loaded.pending())]
    prompt = await open_hand(mover, table)
    confirm = await (await mod.slash("game abandon")).answered()
    move = mover.click(prompt, option_components(prompt)[0]["custom_id"])
    abandon = mod.click(confirm, custom_id(confirm, "abandon:"))
    await asyncio.gather(move, abandon)
    await assert_channel_matches_database(fake, table_bot, record.id)
    assert (await table_bot.store.games.get(record.id)).status == "abandoned"
    assert description(fake.message(table.id)) == f"This game was abandoned by <@{mod.id}>."


# -- 2. Every lobby or game reachable and closable --------------------------------------------


async def test_a_deleted_lobby_message_closes_the_lobby_and_frees_the_channel(
    fake, database, table_bot
):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    await settle(table_bot)
    fake.messages.delete(fake.message(lobby.id))  # a moderator deletes it in the client
    await fake.wait_for(lambda: stored_status(database, 1) == "cancelled")
    again = (await alice.slash("play", game="luxor")).message
    assert not again.ephemeral and again.embeds[0]["title"] == "Luxor — new table"


async def test_two_plays_at_once_open_one_lobby_and_the_other_links_to_it(fake, table_bot):
    users = [fake.user("alice"), fake.user("bob")]
    for attempt in range(6):
        channel = fake.create_channel(fake.guild, f"race-{attempt}")
        here = [user.at(channel) for user in users]
        answers = await asyncio.gather(*(user.slash("play", game="luxor") for user in here))
        shown = [await answer.answered() for answer in answers]
        lobbies = [message for message in shown if not message.ephemeral]
        (busy,) = [message for message in shown if message.ephemeral]
        assert len(lobbies) == 1
        assert busy.content.endswith(f"/{channel.id}/{lobbies[0].id}"), busy.content


async def test_a_lobby_deleted_while_the_bot_was_away_is_found_out_by_play(fake, table_bot):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    fake.message(lobby.id).deleted = True  # the bot never heard of it
    again = (await alice.slash("play", game="mausoleum")).message
    assert not again.ephemeral, "/play opened a new table instead of a dead link"
    assert (await table_bot.store.games.get(1)).status == "cancelled"


async def test_a_deleted_table_is_posted_again_and_play_links_to_it(fake, table_bot):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    fake.message(table.id).deleted = True  # deleted while the bot was not listening
    busy = await (await alice.slash("play", game="luxor")).answered()
    await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert record.status == "running" and record.message_id != table.id
    assert busy.ephemeral and busy.content.startswith("This channel already has a game")
    assert fake.message(record.message_id).labels() == ["My hand / My turn", "Log"]
    await assert_channel_matches_database(fake, table_bot, record.id)


async def test_game_commands_reach_a_lobby_too(fake, table_bot):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    await settle(table_bot)  # /play saves the lobby's message after answering
    status = await (await alice.slash("game status")).answered()
    assert status.content == "The table is now at the bottom of the channel."
    record = await table_bot.store.games.get(1)
    assert record.message_id != lobby.id and fake.message(record.message_id).labels()[0] == "Join"
    assert [m.id for m in public(fake)] == [record.message_id], "the old lobby was removed"
    confirm = await (await alice.slash("game abandon")).answered()
    await (await alice.click(confirm, custom_id(confirm, "abandon:"))).answered()
    await assert_channel_matches_database(fake, table_bot, 1)
    assert (await table_bot.store.games.get(1)).status == "cancelled"


# -- 3. Restarts bring every channel up to date ------------------------------------------------


async def silently(bot, game_id: int, moves: int | None, rng: random.Random) -> None:
    """Decisions saved in the database with nothing shown: a crash right after the commit."""
    bot.service.on_change = lambda game_id: None
    await bot.service.ai_runners.stop()
    count = 0
    while moves is None or count < moves:
        loaded: Loaded = await bot.service.load(game_id)
        if loaded.record.status != "running":
            return
        seat, prompt = min(loaded.pending().items())
        await bot.service.decide(
            game_id,
            user_id=None,
            seat=seat,
            version=loaded.record.version,
            option=rng.randrange(len(prompt.options)),
        )
        count += 1


@pytest.mark.parametrize("moves", [3, None], ids=["mid-game", "to-the-end"])
async def test_a_restart_redraws_stale_tables_pings_and_announces_once(fake, database, moves):
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        table = await start_game(fake, first, alice, "mausoleum", [alice, bob], bots=0)
        before = fake.message(table.id).version
        await silently(first, 1, moves, random.Random(3))
    assert fake.message(table.id).version == before, "the first bot showed nothing"

    for _ in range(2):  # a second restart changes nothing
        bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
        async with fake.connect(bot):
            await settle(bot)
            await assert_channel_matches_database(fake, bot, 1)
            record = await bot.store.games.get(1)
            assert record.shown == record.current
    endings = [m for m in public(fake) if m.content.startswith("Game over")]
    assert len(endings) == (1 if moves is None else 0), "every result announced exactly once"


async def test_a_lobby_saved_but_never_posted_is_closed_at_restart(fake, database):
    alice = fake.user("alice")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        # Its start-up catch-up done first: else it may meet the lobby, claim its post and be
        # stopped mid-way, and the second bot waits out the claim of this live process.
        await settle(first)
        await first.store.lobbies.create_lobby(
            game="luxor",
            guild_id=fake.guild.id,
            channel_id=fake.channel.id,
            host_id=alice.id,
            host_name="Alice",
            seed=1,
        )  # the bot died before replying to /play
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        assert (await bot.store.games.get(1)).status == "cancelled"
        assert not (await (await alice.slash("play", game="luxor")).answered()).ephemeral


@pytest.mark.parametrize("step", ["create_lobby", "set_lobby_options"])
async def test_a_catch_up_meeting_a_lobby_being_posted_leaves_it_open(fake, table_bot, step):
    """The catch-up after a start runs while players already use /play: a lobby whose row is
    written but whose message is not posted yet is no crash leftover."""
    alice = fake.user("alice")
    met = catch_up_during(table_bot, step)
    lobby = (await alice.slash("play", game="luxor")).message
    assert met == [1], "the catch-up met the lobby before its message was saved"
    await settle(table_bot)
    record = await table_bot.store.games.get(1)
    assert (record.status, record.message_id, record.posting) == ("lobby", lobby.id, None)
    await assert_channel_matches_database(fake, table_bot, 1)


async def test_a_click_before_play_saved_its_lobby_s_id_is_answered(fake, table_bot):
    """Players see the lobby as soon as Discord shows /play's answer, before the bot has
    saved that message's id: a Join in that moment is applied and answered all the same."""
    alice, bob = fake.user("alice"), fake.user("bob")
    save = table_bot.store.marks.set_message
    early: list = []

    with requests_watched(table_bot, "via") as joined:

        async def join_before_saving(game_id, message_id, version):
            lobby = fake.message(message_id)
            early.append(await bob.click(lobby, custom_id(lobby, "lobby:", ":join")))
            await joined.wait()  # the join is stored and its redraw asked for
            await table_bot.sync.settled(game_id)
            return await save(game_id, message_id, version)

        table_bot.store.marks.set_message = join_before_saving
        lobby = (await alice.slash("play", game="luxor")).message
        await settle(table_bot)  # /play has saved the id
        table_bot.store.marks.set_message = save
    answer = await early[0].answered()
    assert answer.id == lobby.id and "bob" in answer.embeds[0]["fields"][0]["value"].lower()
    assert len((await table_bot.store.games.get(1)).seats) == 2
    await assert_channel_matches_database(fake, table_bot, 1)


async def test_a_click_made_while_a_redraw_reads_the_game_is_answered_with_its_change(
    fake, table_bot
):
    """A redraw already reading the game (here: the one /play asks for once its lobby is
    posted) must not answer a Cancel clicked meanwhile with the lobby as it was read: the
    click's answer is the cancelled table (CI once saw the open lobby as the answer)."""
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    await settle(table_bot)
    load = table_bot.service.load
    reading, release = asyncio.Event(), asyncio.Event()

    async def slow_first_read(game_id):
        table_bot.service.load = load
        loaded = await load(game_id)
        reading.set()
        await release.wait()
        return loaded

    table_bot.service.load = slow_first_read
    with requests_watched(table_bot, "via") as cancelled:
        table_bot.sync.request(1, redraw=True)
        await reading.wait()  # the redraw has read the open lobby
        click = await alice.click(lobby, custom_id(lobby, "lobby:", ":cancel"))
        await cancelled.wait()  # the cancel is stored and its answer asked of the sync
    release.set()
    answer = await click.answered()
    assert answer.id == lobby.id and description(answer) == "This table was cancelled."
    await assert_channel_matches_database(fake, table_bot, 1)


async def test_a_post_whose_id_was_not_saved_is_adopted_not_duplicated(fake, database):
    alice = fake.user("alice")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        table = await start_game(fake, first, alice, "luxor", [alice], bots=1)
        await cut_short(first, 1, "table")  # /game status died after posting anew
        loaded = await first.service.load(1)
        payload = await first.sync.payload(loaded)
        channel = first.get_partial_messageable(fake.channel.id)
        orphan = await channel.send(**{k: v for k, v in payload.items() if v is not None})
    bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        await settle(bot)
        record = await bot.store.games.get(1)
        assert record.message_id == orphan.id and record.posting is None
        assert fake.store.messages[table.id].deleted, "the older table was removed"
        await assert_channel_matches_database(fake, bot, 1)


# -- Results: each game's own, announced once (issue 32) ----------------------------------------


class Crash(Exception):
    """The bot process dies here (nothing after it runs)."""


def endings(fake) -> list:
    return [m for m in public(fake) if m.content.startswith("Game over")]


async def two_games_won_alike(fake, bot, alice, bob) -> None:
    """Game 1 of the channel played and announced; game 2, same players, finished with nothing
    shown, and won as game 1 was (so both results read the same but for the table number)."""
    await start_game(fake, bot, alice, "mausoleum", [alice, bob], bots=0)
    await play_to_the_end(fake, bot, [alice, bob], 1)
    assert len(endings(fake)) == 1
    await start_game(fake, bot, alice, "mausoleum", [alice, bob], bots=0)
    await silently(bot, 2, None, random.Random(3))
    async with bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE results SET result = (SELECT r.result FROM results r WHERE r.game_id = 1) "
            "WHERE game_id = 2"
        )


@pytest.mark.parametrize("landed", [True, False], ids=["after-the-post", "before-the-post"])
async def test_a_results_post_cut_short_is_recovered_without_touching_another_game_s(
    fake, database, landed
):
    """The bot died between posting game 2's results and marking them announced (or before
    the post landed): the restart deleted game 1's results, taken for game 2's by their text,
    or took them for game 2's and never announced game 2."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        await two_games_won_alike(fake, first, alice, bob)
        (earlier,) = endings(fake)

        async def die(*args, **kwargs):
            raise Crash

        if landed:
            first.store.marks.mark_announced = die
        else:
            first.sync._write = die
        with pytest.raises(Crash):
            await first.sync._announce(await first.service.load(2))
    assert len(endings(fake)) == (2 if landed else 1)

    later = ManualClock(time.time() + 600)  # any claim of the dead bot has lapsed
    for _ in range(2):  # a second restart changes nothing
        bot = create_bot(bot_settings(database), clock=later, **TEST_CLIENT_OPTIONS)
        async with fake.connect(bot):
            await settle(bot)
            record = await bot.store.games.get(2)
            assert (record.announced, record.posting) == (True, None)
    assert not fake.message(earlier.id).deleted, "game 1's results are left alone"
    assert len(endings(fake)) == 2, "game 2 announced exactly once"
    for player in (alice, bob):
        assert len([m for m in fake.notifications(player) if m in endings(fake)]) == 2


async def test_two_processes_announce_a_result_once(fake, database):
    """A rolling restart: two processes on one shard both find the game finished and not
    announced; only one may post its results."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        await start_game(fake, first, alice, "mausoleum", [alice, bob], bots=0)
        second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
        async with fake.connect(second):
            await settle(second)
            await silently(first, 1, None, random.Random(3))
            both_read = [await bot.service.load(1) for bot in (first, second)]
            await asyncio.gather(
                *(
                    bot.sync._announce(loaded)
                    for bot, loaded in zip((first, second), both_read, strict=True)
                )
            )
            await settle(first)
            await settle(second)
    assert len(endings(fake)) == 1
    assert sum(m in endings(fake) for m in fake.notifications(alice)) == 1
    assert stored(database, "SELECT announced, posting FROM games WHERE id = 1") == [(1, None)]


async def test_a_restart_leaves_a_results_post_under_way_elsewhere_alone(fake, database):
    """A new process starts while the old one is posting a game's results: it must neither
    take the post for one cut short by a crash nor post the results itself."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        await start_game(fake, first, alice, "mausoleum", [alice, bob], bots=0)
        await silently(first, 1, None, random.Random(3))
        sending, release = asyncio.Event(), asyncio.Event()
        write = first.sync._write

        async def held(record, operation):
            sending.set()
            await release.wait()
            return await write(record, operation)

        first.sync._write = held
        posting = asyncio.create_task(first.sync._announce(await first.service.load(1)))
        await sending.wait()
        second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
        async with fake.connect(second):
            await settle(second)  # its catch-up met the post under way
            assert endings(fake) == []
            release.set()
            await posting
            second.sync.request(1)
            await settle(second)
    assert len(endings(fake)) == 1


async def test_a_claim_of_a_process_elsewhere_is_taken_over_once_its_lease_lapsed(
    fake, database, monkeypatch
):
    """A results post claimed by a process on another machine, which then went silent: the
    game waits while the claim's lease runs, and is announced once it lapsed."""
    alice, bob = fake.user("alice"), fake.user("bob")
    clock = ManualClock()
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        await start_game(fake, first, alice, "mausoleum", [alice, bob], bots=0)
        await silently(first, 1, None, random.Random(3))
        claimed = await first.store.marks.claim_post(
            1, "end", owner="elsewhere:1:ab", now=clock.now(), lease=0
        )
        assert claimed
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    # (The lease is also the real seconds between two looks at another's claim.)
    monkeypatch.setattr(ChannelSync, "lease_seconds", 0.2)
    async with fake.connect(bot):
        await settle(bot)
        assert endings(fake) == [], "the claim is waited for"
        assert (await bot.store.games.get(1)).posting_owner == "elsewhere:1:ab"
        clock.advance(1)
        await fake.wait_for(lambda: len(endings(fake)) == 1)
        await settle(bot)
        record = await bot.store.games.get(1)
        assert (record.announced, record.posting) == (True, None)
    assert len(endings(fake)) == 1


async def test_a_deletion_heard_after_the_table_was_posted_anew_changes_nothing(fake, table_bot):
    """The table was deleted; a sync found it gone and posted it anew, and only then was the
    deletion heard: it named the old message, so the new table stays the only one."""
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    fake.message(table.id).deleted = True  # its deletion event is still on its way
    save = table_bot.store.marks.set_message

    with requests_watched(table_bot, "gone") as heard:

        async def hear_the_deletion_first(game_id, message_id, version):
            fake.messages.delete(fake.message(table.id))  # the event arrives now
            await heard.wait()
            return await save(game_id, message_id, version)

        table_bot.store.marks.set_message = hear_the_deletion_first
        table_bot.sync.request(1, redraw=True)  # the edit meets 10008: the table is posted anew
        await settle(table_bot)
        table_bot.store.marks.set_message = save
    await assert_channel_matches_database(fake, table_bot, 1)
    assert len(game_messages(fake, 1)) == 1


# -- 10. Forged requests --------------------------------------------------------------------


async def forged(user, message, custom: str, **data):
    """A click as a tampered client sends it: the component is made up on the message."""
    kind = data.get("component_type", 2)
    component = {"type": kind, "custom_id": custom, "label": "x", "style": 1}
    if kind == 3:
        component = {"type": 3, "custom_id": custom, "options": [{"label": "x", "value": "x"}]}
    stored = fake_message(user, message)
    shown = stored.components
    stored.components = [{"type": 1, "components": [component]}]
    try:
        return await user._open_on(stored, {"custom_id": custom, "component_type": kind, **data})
    finally:
        stored.components = shown


def fake_message(user, message):
    return user.fake.store.messages[message.id]


async def test_forged_clicks_get_a_clear_answer_and_change_nothing(fake, table_bot):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "capital-lux", [alice], bots=1)
    record = await table_bot.store.games.get(1)
    hand = await open_hand(alice, table)
    huge = await (await forged(alice, table, f"hand:{2**63}")).answered()
    assert huge.ephemeral and huge.content == "This game is no longer running."
    option = option_components(hand)[0]["custom_id"]
    table_before = fake.message(table.id).version
    on_table = await (await forged(alice, table, option)).answered()
    assert on_table.ephemeral and fake.message(table.id).version == table_before
    abandon = await (await forged(alice, table, "abandon:1")).answered()
    assert abandon.ephemeral and fake.message(table.id).version == table_before
    after = await table_bot.store.games.get(1)
    assert (after.status, after.version) == ("running", record.version)


async def test_a_forged_bot_level_is_refused_as_such(fake, table_bot):
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    answer = await (
        await forged(alice, lobby, f"addbot:{1}", component_type=3, values=["grandmaster"])
    ).answered()
    assert answer.content == "That choice is not available. Pick one of the options shown."
    assert len((await table_bot.store.games.get(1)).seats) == 1


async def test_a_select_value_that_is_no_number_answers_no_option():
    answered = []

    class Table:
        async def on_option(self, interaction, *, option, **ref):
            answered.append(option)

    handlers = Handlers()
    handlers.add(TableHandler, Table())
    interaction = SimpleNamespace(
        client=SimpleNamespace(handlers=handlers),
        data={"custom_id": "pick:1:0:00000000:0", "values": ["x1"]},  # a forged request
    )
    menu = OptionSelect(PromptRef(1, 0, "00000000"), 0)
    await menu.callback(interaction)
    assert answered == [None]


# -- 11. Memory ---------------------------------------------------------------------------------


def live_views() -> int:
    gc.collect()
    return sum(isinstance(o, discord.ui.View) for o in gc.get_objects())


async def test_private_prompts_keep_no_view_alive(fake, table_bot):
    """discord.py keeps an ephemeral's view alive for the 15-minute life of its token unless it
    is finished: memory would grow with every click of the last 15 minutes."""
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    await open_hand(alice, table)
    before = live_views()
    for _ in range(10):
        await open_hand(alice, table)
    await settle(table_bot)
    assert live_views() - before <= 1


async def test_a_finished_game_leaves_no_lock_behind(fake, table_bot):
    """Per-game locks lived for the life of the process: memory grew with every game played."""
    alice = fake.user("alice")
    await start_game(fake, table_bot, alice, "capital-lux", [alice], bots=1)
    await play_to_the_end(fake, table_bot, [alice], 1)
    assert (await table_bot.store.games.get(1)).status == "finished"
    gc.collect()
    assert dict(table_bot.service._locks) == {}


# -- 6. Mentions ----------------------------------------------------------------------------------


async def test_hostile_nicknames_ping_nobody(fake, table_bot):
    carol = fake.user("carol")  # not playing: must never be notified
    team = fake.create_role("team", mentionable=True)
    fake.add_role(carol, team)
    fake.set_bot_permissions(allow=Permissions(mention_everyone=True))
    alice = fake.user("alice", nick=f"<@{carol.id}>")
    bob = fake.user("bob", nick=f"<@&{team.id}> @everyone @here")
    await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    await play_to_the_end(fake, table_bot, [alice, bob], 1)
    await settle(table_bot)
    messages = [m for m in fake.store.messages.values() if m.ephemeral_for is None]
    assert any(m.content.startswith("Game over") for m in messages)
    assert fake.notifications(carol) == []
    assert not any(m.mention_everyone or m.mention_role_ids for m in messages)
    for player in (alice, bob):
        calls = fake.notifications(player)
        assert calls and all(
            "your move" in m.content or m.content.startswith("Game over") for m in calls
        ), "only turn pings and the result"
        assert sum(m.content.startswith("Game over") for m in calls) == 1
    lobby = fake.message((await table_bot.store.games.get(1)).message_id)
    assert f"<@{carol.id}>" not in str(lobby.embeds), "names are shown as names"


# -- 9. A busy database -------------------------------------------------------------------------


@pytest.mark.sqlite_only  # another program holding SQLite's one write lock
async def test_a_busy_database_says_try_again_while_other_channels_play(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "luxor", [alice], bots=1)
    elsewhere = fake.create_channel(fake.guild, "other")
    lobby = (await bob.at(elsewhere).slash("play", game="luxor")).message
    await settle(table_bot)
    table_bot.database.busy_seconds = 0.3
    holder = sqlite3.connect(table_bot.settings.database_path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        join = await (await alice.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
        assert join.ephemeral and join.content.startswith("The game database is busy")
        hand = await open_hand(alice, table)  # reading needs no lock: other channels go on
        assert hand.ephemeral and hand.attachments
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert len((await table_bot.store.games.get(2)).seats) == 1, "nothing was changed"
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await settle(table_bot)
    assert len((await table_bot.store.games.get(2)).seats) == 2


async def test_a_dev_guild_the_bot_is_not_in_falls_back_to_a_global_sync(fake, database, caplog):
    bot = create_bot(bot_settings(database, dev_guild_id=4242), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        assert {c["name"] for c in fake.synced_commands(global_=True)} >= {"play", "game"}
    warnings = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert any(w.startswith("DEV_GUILD_ID=4242") for w in warnings)


UNKNOWN_BUTTON = {
    "en-US": "This button is no longer valid.",
    "pt-BR": "Este botão não é mais válido.",
    "es-ES": "Este botón ya no es válido.",
    "fr": "Ce bouton n'est plus valide.",
}


async def test_a_click_whose_id_matches_no_button_is_answered(fake, table_bot):
    """Issue 32, minor: an id that matches nothing was never acknowledged ("This interaction
    failed"); it gets an answer in the clicker's language, and nothing changes."""
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    before = fake.message(lobby.id).version
    for locale, text in UNKNOWN_BUTTON.items():
        user = fake.user(f"user-{locale}", locale=locale)
        for made_up in ("no-such-button", "lobby:1:explode", "hand:one"):
            answer = await (await forged(user, lobby, made_up)).answered()
            assert answer.ephemeral and answer.content == text
    assert fake.message(lobby.id).version == before and not fake.failed_interactions
