"""Turn clocks and absent players (issue 15): deadlines, reminders, stand-ins, leaving.

The clock is injected (``ManualClock``): tests move time forward and call ``tick()``; nothing
here sleeps for timing.
"""

from __future__ import annotations

import asyncio
import logging
import random

import pytest

from bot import create_bot
from engine.core import state_to_json
from play import service as service_module
from tests.bot.clocks import START, ManualClock, assert_counts_down, set_clock
from tests.bot.conftest import bot_settings
from tests.bot.driver import choose, custom_id, open_hand, option_components, settle
from tests.bot.process import BotProcess, FileClock
from tests.bot.silence import RESUMED_WITHIN, UNHEARD_WITHIN
from tests.bot.stored import stored
from tests.engine.mausoleum_tables import act as mausoleum_act
from tests.engine.mausoleum_tables import table as mausoleum_table
from tests.fakediscord import TEST_CLIENT_OPTIONS

pytestmark = pytest.mark.usefixtures("stamps")

CLOCK = 120


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch):
    monkeypatch.setattr(service_module.GameService, "new_seed", staticmethod(lambda: 4321))


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def clocked_bot(fake, database, clock):
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    async with fake.connect(bot):
        yield bot


async def open_clocked_table(fake, bot, game: str, humans, bots=(), clock_seconds=CLOCK):
    """/play, a clock on the lobby, everyone joins, bots are added, the host starts."""
    host = humans[0]
    lobby = (await host.slash("play", game=game)).message
    record = await bot.store.games.open_game_in_channel(lobby.channel_id)
    await set_clock(bot, record.id, clock_seconds)
    for user in humans[1:]:
        await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    for level in bots:
        await (await host.select(lobby, custom_id(lobby, "addbot:"), level)).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    return await bot.store.games.get(record.id)


async def pending_seats(bot, game_id: int) -> set[int]:
    return set((await bot.service.load(game_id)).pending())


async def play_one_decision(fake, bot, user, game_id: int, rng) -> None:
    record = await bot.store.games.get(game_id)
    message = await open_hand(user, fake.message(record.message_id))
    await choose(user, message, rng)
    await settle(bot)


def table_text(fake, record) -> str:
    message = fake.message(record.message_id)
    embed = message.embeds[0]
    return "\n".join([embed.get("description", "")] + [f["value"] for f in embed.get("fields", [])])


async def test_the_table_shows_the_deadline_and_half_time_reminds_the_player(
    fake, clocked_bot, clock
):
    """'The table shows the deadline as a Discord timestamp (<t:…:R>). At half time the
    player gets a reminder ping.'"""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    (seat,) = await pending_seats(clocked_bot, record.id)
    mover = (alice, bob)[seat]
    deadline = (await clocked_bot.store.games.get(record.id)).seats[seat].deadline
    assert deadline == START + CLOCK
    assert_counts_down(table_text(fake, record), fake, CLOCK)
    first_ping = fake.last_message()
    clock.advance(CLOCK / 2 - 1)
    await clocked_bot.turn_clock.tick()
    assert fake.last_message().id == first_ping.id, "no reminder before half time"
    clock.advance(1)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    reminder = fake.last_message()
    assert reminder.id != first_ping.id and f"<@{mover.id}>" in reminder.content
    clock.advance(10)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert fake.last_message().id == reminder.id, "one reminder per decision"


async def test_a_silent_player_is_played_by_a_bot_until_they_come_back(fake, clocked_bot, clock):
    """'When the clock runs out, an AI (normal level) takes the decision for the absent
    player, the table says so, and it keeps playing that seat on every later decision until
    the player comes back by pressing any button of the game or "I'm back".'
    Bob goes silent from the third turn; the game goes on, Bob comes back and plays to the end."""
    rng = random.Random(3)
    alice, bob = fake.user("alice"), fake.user("bob")
    users = {0: alice, 1: bob}
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    turns = 0
    while turns < 2:  # two turns played by whoever is to move
        (seat,) = await pending_seats(clocked_bot, record.id)
        before = seat
        while await pending_seats(clocked_bot, record.id) == {before}:
            await play_one_decision(fake, clocked_bot, users[seat], record.id, rng)
        turns += 1
    bob_seat = 1
    while await pending_seats(clocked_bot, record.id) != {bob_seat}:
        (seat,) = await pending_seats(clocked_bot, record.id)
        await play_one_decision(fake, clocked_bot, users[seat], record.id, rng)
    version = (await clocked_bot.store.games.get(record.id)).version

    clock.advance(CLOCK + 1)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    after = await clocked_bot.store.games.get(record.id)
    assert after.seats[bob_seat].stand_in == "away"
    assert after.version > version, "a bot took Bob's decision"
    assert {a.seat for a in await clocked_bot.store.actions.action_log(record.id)} >= {bob_seat}
    assert "Bob is away" in table_text(fake, after)
    table = fake.message(after.message_id)
    assert custom_id(table, "back:") is not None, "the table offers 'I'm back'"

    # Alice plays on; Bob's seat is played at once, with no deadline waited for.
    for _ in range(6):
        assert await pending_seats(clocked_bot, record.id) == {0}
        assert (await clocked_bot.store.games.get(record.id)).seats[bob_seat].deadline is None
        await play_one_decision(fake, clocked_bot, alice, record.id, rng)
    after = await clocked_bot.store.games.get(record.id)
    assert after.status == "running"
    bob_moves = [
        a for a in await clocked_bot.store.actions.action_log(record.id) if a.version >= version
    ]
    assert sum(a.seat == bob_seat for a in bob_moves) >= 2, "the bot kept playing Bob's seat"

    reply = await (
        await bob.click(fake.message(after.message_id), custom_id(table, "back:"))
    ).answered()
    assert "Welcome back" in reply.embeds[0]["description"]
    await settle(clocked_bot)
    back = await clocked_bot.store.games.get(record.id)
    assert back.seats[bob_seat].stand_in is None
    assert "Bob is away" not in table_text(fake, back)
    returned_at = back.version
    # From now on both play to the end.
    for _ in range(400):
        back = await clocked_bot.store.games.get(record.id)
        if back.status != "running":
            break
        (seat,) = await pending_seats(clocked_bot, record.id)
        await play_one_decision(fake, clocked_bot, users[seat], record.id, rng)
    assert (await clocked_bot.store.games.get(record.id)).status == "finished"
    after_return = [
        a for a in await clocked_bot.store.actions.action_log(record.id) if a.version >= returned_at
    ]
    assert any(a.seat == bob_seat for a in after_return), "Bob played on himself"


async def test_a_decision_with_a_rule_for_silence_keeps_it(fake, clocked_bot, clock):
    """'Decisions that have a rule for silence keep it (the Mausoleum defence).' The defence
    is used at the deadline and the defender is not marked away."""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    state = mausoleum_table(
        hands={0: ["theft", "base"], 1: ["sculptors", "pyramid"]}, draw=["columns"]
    )
    state, _ = mausoleum_act(state, 0, "play", "theft")
    state, _ = mausoleum_act(state, 0, "target", target=1)
    state.version = 0
    async with clocked_bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE games SET state = ? WHERE id = ?", (state_to_json(state), record.id)
        )
        await tx.execute(
            "UPDATE seats SET deadline = ? WHERE game_id = ? AND seat = 1",
            (START + CLOCK, record.id),
        )
    clock.advance(CLOCK)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    (action,) = await clocked_bot.store.actions.action_log(record.id)
    assert action.seat == 1 and action.action["do"] == "defend"
    assert (await clocked_bot.store.games.get(record.id)).seats[1].stand_in is None


async def test_a_click_at_the_instant_the_clock_runs_out_applies_exactly_one_decision(
    fake, clocked_bot, clock
):
    """'A clock firing while the player clicks at the same instant: exactly one decision is
    applied and the player's click gets a clear answer.'"""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    (seat,) = await pending_seats(clocked_bot, record.id)
    mover = (alice, bob)[seat]
    prompt = await open_hand(mover, fake.message(record.message_id))
    option = option_components(prompt)[0]["custom_id"]
    clock.advance(CLOCK + 1)
    click, _ = await asyncio.gather(mover.click(prompt, option), clocked_bot.turn_clock.tick())
    answer = await click.answered()
    await settle(clocked_bot)
    log = await clocked_bot.store.actions.action_log(record.id)
    assert [a.version for a in log if a.version == 0] == [0], "one decision at version 0"
    assert answer.embeds or answer.content, "the click is answered"


async def test_a_deadline_holds_across_a_restart_and_time_lost_while_down_is_given_back(
    fake, database
):
    """'Clocks survive restarts (deadlines are stored, not held in memory only), and a restart
    never fires a burst of stale timeouts.'"""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), clock=ManualClock(), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        record = await open_clocked_table(fake, first, "mausoleum", [alice, bob])
        (seat,) = await pending_seats(first, record.id)

    later = ManualClock(START + CLOCK / 2)  # back half-way through the decision
    second = create_bot(bot_settings(database), clock=later, **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        await settle(second)
        assert (await second.store.games.get(record.id)).seats[seat].deadline == START + CLOCK
        later.advance(CLOCK / 2 - 1)
        await second.turn_clock.tick()
        await settle(second)
        assert (await second.store.games.get(record.id)).seats[seat].stand_in is None
        later.advance(2)
        await second.turn_clock.tick()
        await settle(second)
        assert (await second.store.games.get(record.id)).seats[seat].stand_in == "away"
        version = (await second.store.games.get(record.id)).version
        (other,) = await pending_seats(second, record.id)

    much_later = ManualClock(START + 10 * CLOCK)  # the bot was down past the next deadline
    third = create_bot(bot_settings(database), clock=much_later, **TEST_CLIENT_OPTIONS)
    async with fake.connect(third):
        await settle(third)
        await third.turn_clock.tick()
        await settle(third)
        after = await third.store.games.get(record.id)
        assert after.version == version, "no timeout fired at start-up"
        assert after.seats[other].stand_in is None
        assert after.seats[other].deadline == START + 10 * CLOCK + CLOCK / 2


async def test_a_deadline_that_passed_while_discord_was_out_of_reach_is_given_back(
    fake, clocked_bot, clock
):
    """While Discord's gateway is out of reach (an outage of Discord's, or of the network), no
    click reaches the bot: the clock took the decisions whose time ran out meanwhile, handing
    seats to stand-ins for players who could not move. Now it waits, and once connected again
    those decisions get the grace of a restart (half a clock more)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    (seat,) = await pending_seats(clocked_bot, record.id)
    with fake.gateway_out_of_reach():
        await fake.wait_for(lambda: not clocked_bot.hears_players(), timeout=10)
        clock.advance(CLOCK + 30)
        await clocked_bot.turn_clock.tick()
        await settle(clocked_bot)
        assert (await clocked_bot.store.games.get(record.id)).version == record.version
    await fake.wait_for(clocked_bot.hears_players, timeout=30)
    await given_back_then_timed_out(clocked_bot, clock, record, seat, passed=30)


@pytest.mark.sqlite_only  # about Discord's gateway, not the database
async def test_a_deadline_that_passed_while_the_gateway_was_silent_is_given_back(
    fake, clocked_bot, clock
):
    """A connection to the gateway that stays open while nothing crosses it (a "zombied" one)
    brings no click either: as soon as the bot doubts it (a heartbeat unanswered), the clock
    waits, and once the bot hears again, the decisions whose time ran out meanwhile get the
    grace of a restart. Before, the bot doubted nothing for a minute, and decided for the players
    meanwhile."""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    (seat,) = await pending_seats(clocked_bot, record.id)
    fake.silence_gateway()
    await fake.wait_for(lambda: not clocked_bot.hears_players(), timeout=UNHEARD_WITHIN)
    clock.advance(CLOCK + 30)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert (await clocked_bot.store.games.get(record.id)).version == record.version
    await fake.wait_for(clocked_bot.hears_players, timeout=RESUMED_WITHIN)
    await given_back_then_timed_out(clocked_bot, clock, record, seat, passed=30)


async def test_a_deadline_that_a_step_of_the_host_s_clock_ran_out_is_given_back(
    fake, clocked_bot, clock, caplog
):
    """A host that booted on the time it saved at shutdown, and started the bot before NTP
    answered: NTP sets its clock ahead, and every deadline stored before looks passed. The
    clock took all those decisions at once, handing the seats to stand-ins; now they get the
    grace of a restart, and the log says why."""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    (seat,) = await pending_seats(clocked_bot, record.id)
    await clocked_bot.turn_clock.tick()  # the clock's look before NTP answers
    clock.set_ahead(CLOCK + 30)
    with caplog.at_level(logging.WARNING, logger="play.clock"):
        await given_back_then_timed_out(clocked_bot, clock, record, seat, passed=30)
    assert f"the host's clock was set {CLOCK + 30} s ahead" in caplog.text


async def given_back_then_timed_out(bot, clock, record, seat: int, passed: float) -> None:
    """Once the players can move again, the clock's first look gives the decision whose time
    ran out ``passed`` seconds ago (while they could not) half a clock more instead of a
    stand-in; once that is over, the clock acts as ever."""
    await bot.turn_clock.tick()
    await settle(bot)
    after = await bot.store.games.get(record.id)
    assert after.version == record.version, "no timeout fired once they could move again"
    assert after.seats[seat].stand_in is None
    assert after.seats[seat].deadline == START + CLOCK + passed + CLOCK / 2

    clock.advance(CLOCK / 2 + 1)  # the grace is over: the clock acts as ever
    await bot.turn_clock.tick()
    await settle(bot)
    assert (await bot.store.games.get(record.id)).seats[seat].stand_in == "away"


async def test_leaving_hands_the_seat_to_a_bot_and_a_game_of_bots_finishes_at_once(fake, database):
    """'/game leave hands your seat to a bot for the rest of the game (confirmation first).
    If no human is left, the bots finish the game quickly and the result is recorded.'"""
    settings = bot_settings(database, ai_delay=60.0)
    bot = create_bot(settings, clock=ManualClock(), **TEST_CLIENT_OPTIONS)
    alice = fake.user("alice")
    async with fake.connect(bot):
        lobby = (await alice.slash("play", game="capital-lux")).message
        await (await alice.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
        await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
        record = await bot.store.games.open_game_in_channel(lobby.channel_id)
        stranger = fake.user("stranger")
        refused = await (await stranger.slash("game leave")).answered()
        assert refused.content == "You are not in this game."
        ask = await (await alice.slash("game leave")).answered()
        assert (await bot.store.games.get(record.id)).seats[0].stand_in is None, (
            "confirmation first"
        )
        done = await (await alice.click(ask, custom_id(ask, "leave:"))).answered()
        assert done.content.startswith("You left the game")
        await asyncio.wait_for(settle(bot), timeout=30)  # no 60-s AI delay per move
        finished = await bot.store.games.get(record.id)
        assert finished.status == "finished" and finished.seats[0].stand_in == "left"
        assert await bot.store.games.result(record.id) is not None


async def test_only_an_away_player_can_be_replaced_and_only_by_a_moderator(
    fake, clocked_bot, clock
):
    """'The host (or Manage Messages) can replace an away player's seat by a bot for good.'"""
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    refused = await (await bob.slash("game replace", player=alice)).answered()
    assert refused.content.startswith("Only the host")
    not_away = await (await alice.slash("game replace", player=bob)).answered()
    assert not_away.content.startswith("Only a player who is away")
    (seat,) = await pending_seats(clocked_bot, record.id)
    if seat == 0:  # let Alice's turn pass so that Bob's clock runs out
        rng = random.Random(1)
        while await pending_seats(clocked_bot, record.id) == {0}:
            await play_one_decision(fake, clocked_bot, alice, record.id, rng)
    clock.advance(CLOCK + 1)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert (await clocked_bot.store.games.get(record.id)).seats[1].stand_in == "away"
    done = await (await alice.slash("game replace", player=bob)).answered()
    assert done.content.startswith("A bot now plays")
    assert (await clocked_bot.store.games.get(record.id)).seats[1].stand_in == "left"
    hand = await open_hand(bob, fake.message(record.message_id))
    assert "You left this game" in hand.embeds[0]["description"]
    assert option_components(hand) == [], "a seat that left is not given back"


async def test_an_expired_lobby_is_closed_and_frees_the_channel(fake, clocked_bot, clock):
    """'A lobby expires after a while without a start.'"""
    alice = fake.user("alice")
    lobby = (await alice.slash("play", game="luxor")).message
    record = await clocked_bot.store.games.open_game_in_channel(lobby.channel_id)
    async with clocked_bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE games SET lobby_expires = ? WHERE id = ?", (START + 1800, record.id)
        )
    clock.advance(1799)
    await clocked_bot.turn_clock.tick()
    assert (await clocked_bot.store.games.get(record.id)).status == "lobby"
    clock.advance(1)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert (await clocked_bot.store.games.get(record.id)).status == "cancelled"
    assert "nobody started it in time" in fake.message(lobby.id).embeds[0]["description"]
    assert not fake.message(lobby.id).interactive_components(), "no button left to click"
    again = (await alice.slash("play", game="luxor")).message
    assert again.id != lobby.id and again.embeds


async def test_the_ai_delay_is_waited_once_per_bot_turn(fake, database, monkeypatch):
    """'The AI delay applies once per bot turn, not once per prompt inside a turn.'"""
    waits: list[int] = []

    async def counting_pause(self, game_id):
        waits.append(game_id)

    monkeypatch.setattr(service_module.GameService, "_pause", counting_pause)
    bot = create_bot(bot_settings(database, ai_delay=0.25), **TEST_CLIENT_OPTIONS)
    alice = fake.user("alice")
    async with fake.connect(bot):
        lobby = (await alice.slash("play", game="luxor")).message
        await (await alice.select(lobby, custom_id(lobby, "addbot:"), "normal")).answered()
        await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
        record = await bot.store.games.open_game_in_channel(lobby.channel_id)
        rng = random.Random(2)
        for _ in range(4):
            await settle(bot)
            while 0 in await pending_seats(bot, record.id):
                await play_one_decision(fake, bot, alice, record.id, rng)
        await settle(bot)
        log = await bot.store.actions.action_log(record.id)
    bot_turns = sum(
        1
        for previous, action in zip([None, *log], log, strict=False)
        if action.seat == 1 and (previous is None or previous.seat != 1)
    )
    bot_prompts = sum(1 for action in log if action.seat == 1)
    assert bot_prompts > bot_turns >= 3, "Luxor bot turns have several prompts"
    assert len(waits) == bot_turns


async def test_a_killed_bot_keeps_the_running_clock(fake, database, tmp_path):
    """Acceptance: 'Kill the bot while a clock is running; on restart the deadline holds'
    (the real bot process, SIGKILLed; its clock is a file the test moves)."""
    clock_file = tmp_path / "now"
    FileClock.set(clock_file, START)
    alice, bob = fake.user("alice"), fake.user("bob")
    process = BotProcess(fake, database, TEST_CLOCK_FILE=str(clock_file))
    await process.start()
    try:
        lobby = (await alice.slash("play", game="mausoleum")).message
        await (await alice.select(lobby, custom_id(lobby, "clock:"), str(CLOCK))).answered()
        await (await bob.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
        await (await alice.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
        await fake.wait_for(lambda: deadlines(database) != [], timeout=30)
        ((seat, deadline),) = deadlines(database)
        assert deadline == START + CLOCK
        FileClock.set(clock_file, START + CLOCK / 2)
    finally:
        await process.kill()

    restarted = BotProcess(fake, database, TEST_CLOCK_FILE=str(clock_file))
    await restarted.start()
    try:
        await restarted.caught_up()  # a clock moved before its catch-up would be given more time
        await fake.wait_for(lambda: stand_in(database, seat) is None, timeout=10)
        assert deadlines(database) == [(seat, START + CLOCK)], "the deadline holds"
        FileClock.set(clock_file, START + CLOCK + 1)
        await fake.wait_for(lambda: stand_in(database, seat) == "away", timeout=30)
        await fake.wait_for(
            lambda: stored(database, "SELECT version FROM games")[0][0] > 0, timeout=30
        )
    finally:
        await restarted.stop()
    ((actor,),) = stored(database, "SELECT seat FROM actions WHERE version = 0")
    assert actor == seat, "a bot took the away player's decision"


def deadlines(database) -> list[tuple[int, float]]:
    return stored(database, "SELECT seat, deadline FROM seats WHERE deadline IS NOT NULL")


def stand_in(database, seat: int) -> str | None:
    return stored(database, "SELECT stand_in FROM seats WHERE seat = ?", seat)[0][0]


async def test_while_no_human_is_present_an_away_seat_waits_for_its_clock(fake, clocked_bot, clock):
    """'While no human is present, an away seat's decisions wait for its clock (the stand-in
    plays each one when it runs out) instead of being played at once; "a game of bots alone
    finishes at once" applies only when no human seat is left at all.' Bob is away, Alice
    leaves: the game does not race to its end; each clock period the stand-in plays one of
    Bob's decisions."""
    rng = random.Random(5)
    alice, bob = fake.user("alice"), fake.user("bob")
    record = await open_clocked_table(fake, clocked_bot, "capital-lux", [alice, bob])
    clock.advance(CLOCK + 1)  # both draft in silence: both away, each played by a stand-in
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    while 0 not in await pending_seats(clocked_bot, record.id):
        clock.advance(CLOCK + 1)
        await clocked_bot.turn_clock.tick()
        await settle(clocked_bot)
    await play_one_decision(fake, clocked_bot, alice, record.id, rng)  # Alice is back
    assert (await clocked_bot.store.games.get(record.id)).seats[0].stand_in is None

    ask = await (await alice.slash("game leave")).answered()
    await (await alice.click(ask, custom_id(ask, "leave:"))).answered()
    await settle(clocked_bot)
    waiting = await clocked_bot.store.games.get(record.id)
    assert waiting.status == "running", "the game did not race to its end"
    assert waiting.seats[1].stand_in == "away"
    assert 1 in await pending_seats(clocked_bot, record.id)
    assert waiting.seats[1].deadline == pytest.approx(clock.now() + CLOCK)
    await settle(clocked_bot)
    assert (await clocked_bot.store.games.get(record.id)).version == waiting.version

    for _ in range(3):  # each clock period, one of Bob's decisions by his stand-in
        before = await clocked_bot.store.games.get(record.id)
        clock.advance(CLOCK + 1)
        await clocked_bot.turn_clock.tick()
        await settle(clocked_bot)
        after = await clocked_bot.store.games.get(record.id)
        bob_moves = [
            a
            for a in await clocked_bot.store.actions.action_log(record.id)
            if a.version >= before.version
        ]
        assert sum(a.seat == 1 for a in bob_moves) == 1
        assert after.status == "running" and after.seats[1].deadline is not None


UNREADABLE = '{"players": '
"""A stored state the engine cannot read (a scribbled row)."""


async def break_state(bot, game_id: int) -> None:
    async with bot.database.transaction() as tx:
        await tx.execute("UPDATE games SET state = ? WHERE id = ?", (UNREADABLE, game_id))


def skipped(caplog, what: str, game_id: int) -> list[logging.LogRecord]:
    """The log's lines saying ``what`` failed for this game and it was skipped."""
    return [
        r
        for r in caplog.records
        if r.getMessage().startswith(f"{what} of game {game_id} failed")
        and "skipped" in r.getMessage()
    ]


async def test_a_game_whose_state_cannot_be_read_does_not_stop_the_clock_of_the_others(
    fake, clocked_bot, clock, caplog
):
    """Issue 32, point 5: one bad row stopped reminders and timeouts for every game. The
    broken game is logged with its id and skipped, pass after pass; the other is served."""
    second = fake.create_channel(fake.guild, "second")
    alice, bob = fake.user("alice"), fake.user("bob")
    broken = await open_clocked_table(fake, clocked_bot, "mausoleum", [alice, bob])
    record = await open_clocked_table(
        fake, clocked_bot, "mausoleum", [alice.at(second), bob.at(second)]
    )
    (seat,) = await pending_seats(clocked_bot, record.id)
    await break_state(clocked_bot, broken.id)
    first_ping = fake.last_message(second)
    clock.advance(CLOCK / 2)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert fake.last_message(second).id != first_ping.id, "the other game is reminded"
    clock.advance(CLOCK / 2)
    for _ in range(2):  # the broken game is due at every pass
        await clocked_bot.turn_clock.tick()
        await settle(clocked_bot)
    assert (await clocked_bot.store.games.get(record.id)).seats[seat].stand_in == "away"
    failures = skipped(caplog, "timeout", broken.id)
    assert len(failures) == 2 and failures[0].exc_info is not None, "one traceback, then a line"


async def test_a_lobby_that_cannot_be_closed_does_not_stop_the_expiry_of_the_others(
    fake, clocked_bot, clock, caplog, monkeypatch
):
    """Issue 32, point 5: lobby expiry goes on past a lobby whose closing fails."""
    second = fake.create_channel(fake.guild, "second")
    alice = fake.user("alice")
    lobbies = [
        (await user.slash("play", game="luxor")).message for user in (alice, alice.at(second))
    ]
    ids = [(await clocked_bot.store.games.open_game_in_channel(m.channel_id)).id for m in lobbies]
    async with clocked_bot.database.transaction() as tx:
        await tx.execute("UPDATE games SET lobby_expires = ?", (START + 60,))
    close = clocked_bot.store.games.close

    async def failing_close(game_id, **how):
        if game_id == ids[0]:
            raise ValueError("a scribbled row")
        return await close(game_id, **how)

    monkeypatch.setattr(clocked_bot.store.games, "close", failing_close)
    clock.advance(60)
    await clocked_bot.turn_clock.tick()
    await settle(clocked_bot)
    assert [(await clocked_bot.store.games.get(i)).status for i in ids] == ["lobby", "cancelled"]
    assert skipped(caplog, "expiry", ids[0])


async def test_the_start_up_catch_up_goes_past_a_game_whose_state_cannot_be_read(
    fake, database, caplog
):
    """Issue 32, point 5: the reconciliation at start-up skips a broken game (logged with its
    id): the other game's table is caught up and the turn clock runs."""
    second = fake.create_channel(fake.guild, "second")
    alice, bob = fake.user("alice"), fake.user("bob")
    first = create_bot(bot_settings(database), clock=ManualClock(), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        broken = await open_clocked_table(fake, first, "mausoleum", [alice, bob])
        record = await open_clocked_table(
            fake, first, "mausoleum", [alice.at(second), bob.at(second)]
        )
        (seat,) = await pending_seats(first, record.id)
        await break_state(first, broken.id)
        async with first.database.transaction() as tx:  # its table lags behind the database
            await tx.execute("UPDATE games SET shown = NULL WHERE id = ?", (record.id,))

    later = ManualClock()
    restarted = create_bot(bot_settings(database), clock=later, **TEST_CLIENT_OPTIONS)
    async with fake.connect(restarted):
        await settle(restarted)
        caught_up = await restarted.store.games.get(record.id)
        assert caught_up.shown == caught_up.current, "the other table is caught up"
        assert any(f"game {broken.id}" in r.getMessage() for r in caplog.records)
        later.advance(CLOCK)
        await restarted.turn_clock.tick()
        await settle(restarted)
        assert (await restarted.store.games.get(record.id)).seats[seat].stand_in == "away"
