"""Issue 36: whole games where the bot is no member of the channel (a group DM, a server that
did not invite it; a DM with it too), driven by interaction tokens alone (``cogs.token_sync``).

The bot's clock is the fake's (``FakeTime``): when a test lets 20 minutes pass, the turn clocks
run out, and the interaction tokens die, on one clock. Nothing here sleeps.
"""

from __future__ import annotations

import random

import pytest

from bot import create_bot
from cogs.messages import message_link
from engine.core import games
from locales import translate
from tests.bot.clocks import set_clock
from tests.bot.conftest import bot_settings
from tests.bot.driver import choose, custom_id, open_hand, settle
from tests.bot.test_hidden_information import assert_private_data_kept, texts
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord, FakeUser

pytestmark = pytest.mark.usefixtures("stamps")

CLOCK = 600
"""Each decision's clock on these tables (seconds)."""
AWAY_MINUTES = 20


class FakeTime:
    """The fake Discord's clock, as the bot's: ``fake.advance`` moves both."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def now(self) -> float:
        return self.fake.interactions.clock()

    def monotonic(self) -> float:
        """``fake.advance`` makes time pass, never a step."""
        return self.now()


def three_in_a_group_dm(fake: FakeDiscord) -> list[FakeUser]:
    """Ana, who installed the app, with Bruno and Carla, who did not, in a group DM."""
    ana = fake.user("ana", installed=True)
    bruno, carla = fake.user("bruno"), fake.user("carla")
    there = fake.group_dm(ana, bruno, carla)
    return [there, bruno.at(there.channel), carla.at(there.channel)]


async def open_table(fake, bot, game: str, humans: list[FakeUser], clock: int | None = CLOCK):
    """/play's answer is the lobby; the others join, the host adds an easy bot and starts.
    Returns the game's record (its table is the lobby's message)."""
    host = humans[0]
    play = await host.slash("play", game=game)
    lobby = await play.answered()
    await settle(bot)
    assert not lobby.ephemeral and custom_id(lobby, "lobby:", ":start") is not None
    record = await bot.store.games.open_game_in_channel(host.channel.id)
    assert record.reach == "interactions" and record.message_id == lobby.id
    if clock is not None:
        await set_clock(bot, record.id, clock)
    for user in humans[1:]:
        await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await host.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    record = await bot.store.games.get(record.id)
    assert record.status == "running" and record.message_id == lobby.id, "the lobby is the table"
    return record


async def to_move(bot, game_id: int) -> list[int]:
    """The human seats to decide now (an away player's too: a stand-in plays it only when
    its clock runs out while nobody is at the table)."""
    loaded = await bot.service.load(game_id)
    if loaded.record.status != "running":
        return []
    return sorted(s for s in loaded.pending() if loaded.record.seats[s].user_id is not None)


async def play_once(fake, bot, users: dict[int, FakeUser], game_id: int, rng) -> bool:
    """The first seat to move plays its whole decision from its turn panel, opened by the
    table's "My turn" (an away player is back with it); ``False`` when no person is to move."""
    seats = [s for s in await to_move(bot, game_id) if s in users]
    if not seats:
        return False
    user = users[seats[0]]
    record = await bot.store.games.get(game_id)
    panel = await open_hand(user, fake.message(record.message_id))
    while panel is not None:
        panel = await choose(user, panel, rng)
    await settle(bot)
    return True


async def table_is_current(bot, fake, game_id: int) -> bool:
    record = await bot.store.games.get(game_id)
    return record.shown == record.current and fake.message(record.message_id) is not None


def waiting_text() -> str:
    return translate("en-US", "table-waiting")


async def let_time_pass(fake, bot, minutes: int) -> None:
    """Nobody clicks for ``minutes``: the clock moves a minute at a time, and the turn clock
    acts on what is due each minute (clocks, stand-ins, tokens about to die)."""
    for _ in range(minutes):
        fake.advance(60)
        await bot.turn_clock.tick()
        await settle(bot)


@pytest.mark.postgresql_sample(game_id=["luxor"])
@pytest.mark.parametrize("game_id", list(games()))
async def test_group_dm_whole_game_with_an_away_player_a_refresh_and_a_restart(
    fake, database, game_id
):
    rng = random.Random(7)
    ana, bruno, carla = humans = three_in_a_group_dm(fake)
    users = dict(enumerate(humans))
    first = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        record = await open_table(fake, first, game_id, humans)
        # Ana and Bruno play while it is theirs to; Carla never comes.
        for _ in range(200):
            if await to_move(first, record.id) == [2] or not await to_move(first, record.id):
                break
            await play_once(fake, first, {0: ana, 1: bruno}, record.id, rng)
        before = await first.store.games.get(record.id)
        assert before.status == "running"
        await let_time_pass(fake, first, AWAY_MINUTES)
        after = await first.store.games.get(record.id)
        assert after.seats[2].stand_in == "away", "Carla's clock ran out"
        assert after.version > before.version, "a stand-in played"
        table = fake.message(after.message_id)
        assert waiting_text() in texts(table), "before its last token died the table said so"
        assert custom_id(table, "refresh:") is not None
        assert fake.errors == [], "no request through a dead token, none on a channel route"

        # Bruno presses Refresh: the table is brought up to date by his click.
        refresh = await bruno.click(table, custom_id(table, "refresh:"))
        await refresh.acknowledgement()
        await settle(first)
        assert await table_is_current(first, fake, record.id)
        assert waiting_text() not in texts(fake.message(after.message_id))
        moved_by_stand_ins = after.version

    # A restart: the new process has only the database (it may not read the group DM).
    second = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        await settle(second)
        # Carla comes back with "My turn" on the table; everyone plays to the end.
        table = fake.message((await second.store.games.get(record.id)).message_id)
        panel = await open_hand(carla, table)
        assert translate("en-US", "back-welcome") in texts(panel)
        await settle(second)
        back = await second.store.games.get(record.id)
        assert back.seats[2].stand_in is None
        # The table says she is back: edited in place through the token Bruno's Refresh lent,
        # which the new process read from the database.
        assert back.message_id == table.id and await table_is_current(second, fake, record.id)
        for _ in range(2000):
            if (await second.store.games.get(record.id)).status != "running":
                break
            if not await play_once(fake, second, users, record.id, rng):
                await settle(second)
        final = await second.store.games.get(record.id)
        assert final.status == "finished" and final.version > moved_by_stand_ins
        assert await table_is_current(second, fake, record.id)
        assert final.announced
        announcement = fake.channel_messages(ana.channel)[-1]
        assert f"<@{carla.id}>" in announcement.content and f"#{record.id}" in announcement.content
        assert fake.errors == []

        names = [s.name for s in final.seats[:3]] + ["Bot 1 (Easy)"]
        seat_of = {user.id: seat for seat, user in users.items()}
        messages = fake.channel_messages(ana.channel)
        await assert_private_data_kept(second.store, final, names, seat_of, messages)

        stats = await (await ana.slash("stats")).answered()  # (Ana installed the app)
        assert stats.ephemeral
        shown = texts(stats)
        assert translate("en-US", f"game-{game_id}") in shown, "the game counts in /stats"


@pytest.mark.parametrize("where", ["server without the bot", "dm with the bot"])
async def test_user_install_game_in_a_server_without_the_bot_or_a_dm(fake, table_bot, where):
    rng = random.Random(3)
    ana = fake.user("ana", installed=True)
    if where == "dm with the bot":
        players = [fake.dm(ana)]
    else:
        elsewhere = fake.create_guild("Elsewhere", bot=False)
        players = [fake.join(ana, elsewhere), fake.join(fake.user("bruno"), elsewhere)]
    record = await open_table(fake, table_bot, "mausoleum", players, clock=None)
    for _ in range(2000):
        if not await play_once(fake, table_bot, dict(enumerate(players)), record.id, rng):
            break
    final = await table_bot.store.games.get(record.id)
    assert final.status == "finished" and final.announced
    assert await table_is_current(table_bot, fake, record.id)
    assert fake.errors == [], "never a channel route where the bot is no member"


async def test_group_dm_any_click_brings_a_waiting_table_up_to_date(fake, database):
    """Not only Refresh: "My turn" on a table that waits for a click shows the game again.
    That click's token may not edit the old table (it answered with a private panel), so the
    table continues as a new message, a follow-up of the click."""
    humans = three_in_a_group_dm(fake)
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        record = await open_table(fake, bot, "luxor", humans, clock=None)
        await let_time_pass(fake, bot, 15)
        waiting = fake.message(record.message_id)
        assert waiting_text() in texts(waiting) and custom_id(waiting, "refresh:") is not None
        seat = (await to_move(bot, record.id))[0]
        await open_hand(humans[seat], waiting)
        await settle(bot)
        now = await bot.store.games.get(record.id)
        assert now.message_id != waiting.id and await table_is_current(bot, fake, now.id)
        table = fake.message(now.message_id)
        assert not table.ephemeral and waiting_text() not in texts(table)
        assert custom_id(table, "hand:") is not None

        # /game status (Ana's: she installed the app) posts it anew; the old one links to it.
        status = await (await humans[0].slash("game status")).answered()
        assert status.ephemeral
        await settle(bot)
        latest = await bot.store.games.get(record.id)
        assert latest.message_id not in (now.message_id, waiting.id)
        assert await table_is_current(bot, fake, latest.id)
        assert fake.message(now.message_id).content == translate(
            "en-US", "table-moved", {"link": message_link(latest), "id": latest.id}
        )
        assert fake.errors == []


async def test_group_dm_table_moves_to_a_fresher_token_before_its_own_dies(fake, database):
    """The players play on, a minute between moves, past the 15 minutes of the token that
    could edit the table (the Start click's): before it dies the table continues as a
    follow-up of a later click, and the old message links to it."""
    rng = random.Random(5)
    humans = three_in_a_group_dm(fake)
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        record = await open_table(fake, bot, "capital-lux", humans, clock=None)
        first_table = record.message_id
        for _ in range(16):
            await play_once(fake, bot, dict(enumerate(humans)), record.id, rng)
            await let_time_pass(fake, bot, 1)
        now = await bot.store.games.get(record.id)
        assert now.status == "running" and now.message_id != first_table
        assert await table_is_current(bot, fake, now.id)
        old = fake.message(first_table)
        assert old.content == translate(
            "en-US", "table-moved", {"link": message_link(now, now.message_id), "id": now.id}
        )
        assert not old.embeds and not old.components
        assert waiting_text() not in texts(fake.message(now.message_id))
        assert fake.errors == []


async def test_group_dm_option_click_costs_few_requests(fake, database):
    """What one option click on a turn panel costs in a group DM, the table edited through a
    token and the next player called in a follow-up."""
    rng = random.Random(2)
    humans = three_in_a_group_dm(fake)
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        record = await open_table(fake, bot, "mausoleum", humans, clock=None)
        costs = []
        for _ in range(6):
            seat = (await to_move(bot, record.id))[0]
            table = fake.message((await bot.store.games.get(record.id)).message_id)
            panel = await open_hand(humans[seat], table)
            await settle(bot)
            before, version = len(fake.requests), (await bot.store.games.get(record.id)).version
            await choose(humans[seat], panel, rng)
            await settle(bot)
            moves = (await bot.store.games.get(record.id)).version - version
            costs.append((len(fake.requests) - before, moves))
        print("requests per option click in a group DM (requests, moves):", costs)
        # the click's answer; a table edit per move (the bot's included), a call of the next
        # player and the old call deleted, a round's summary: never a request per message of
        # the channel
        assert all(requests <= 4 + moves for requests, moves in costs)
        calls = [m for m in fake.channel_messages(humans[0].channel) if m.mention_users]
        assert len(calls) == 1, "each call to act is deleted once the next one is sent"
        assert fake.errors == []


async def test_group_dm_table_edit_refused_posts_it_anew(fake, database):
    """Discord refuses an edit through the kept table token (here: a token of another
    interaction, which may not edit the table: 10008): the table continues as a follow-up,
    and the game goes on."""
    rng = random.Random(4)
    humans = three_in_a_group_dm(fake)
    bot = create_bot(bot_settings(database), clock=FakeTime(fake), **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        record = await open_table(fake, bot, "mausoleum", humans, clock=None)
        stranger = await (await humans[0].slash("rules", game="mausoleum")).acknowledgement()
        far = bot.clock.now() + 10**6  # kept as the freshest table token
        await bot.store.tokens.offer(record.id, "table", stranger.token, far, record.message_id)
        await play_once(fake, bot, dict(enumerate(humans)), record.id, rng)
        now = await bot.store.games.get(record.id)
        assert now.message_id != record.message_id
        assert await table_is_current(bot, fake, now.id)
        assert [(e.status, e.code) for e in fake.errors] == [(404, 10008)]
        assert await play_once(fake, bot, dict(enumerate(humans)), record.id, rng)
        assert await table_is_current(bot, fake, now.id)
