"""Reconnecting to Discord after an outage: pauses that stop growing at 32 s, and one line in
the log for each attempt (``cogs.reconnect``); a connection gone silent given up within seconds
(``cogs.gateway_watch``)."""

from __future__ import annotations

import logging

import pytest

from cogs.metrics import GATEWAY_SILENCES as silences
from cogs.reconnect import LONGEST_PAUSE_SECONDS
from tests.bot.driver import click_first_option, open_hand, settle, start_game
from tests.bot.silence import RESUMED_WITHIN, UNHEARD_WITHIN
from tests.fakediscord import InteractionFailed

pytestmark = [
    pytest.mark.sqlite_only,  # about Discord's gateway, not the database
    pytest.mark.usefixtures("stamps"),
]


async def test_after_many_failed_attempts_the_pause_before_the_next_stays_short(table_bot):
    """discord.py's pauses double up to 1,024 s: after an outage of a few minutes the bot
    stayed deaf for minutes more once Discord was back (a 40-s outage had grown them to 29 s)."""
    (info,) = table_bot.shards.values()
    backoff = info._parent._backoff  # the one discord.py reads before each attempt
    pauses = [backoff.delay() for _ in range(60)]  # an hour-long outage's attempts
    assert max(pauses) <= LONGEST_PAUSE_SECONDS
    assert max(pauses[10:]) > LONGEST_PAUSE_SECONDS / 4, "still random up to the longest"


async def test_an_attempt_to_reconnect_is_a_warning_of_one_line(fake, table_bot, caplog):
    """An outage of Discord's is not the bot's error: discord.py logged an ERROR with its
    traceback for every attempt."""
    caplog.set_level(logging.WARNING, logger="discord.shard")
    with fake.gateway_out_of_reach():
        await fake.wait_for(
            lambda: any("Attempting a reconnect" in m for m in caplog.messages), timeout=10
        )
    await fake.wait_for(table_bot.hears_players, timeout=40)
    attempts = [r for r in caplog.records if "Attempting a reconnect" in r.getMessage()]
    assert attempts and all(r.levelno == logging.WARNING and not r.exc_info for r in attempts)
    assert all(r.getMessage().count("\n") == 0 for r in attempts)


async def test_a_connection_gone_silent_is_given_up_within_seconds_and_the_bot_hears_again(
    fake, table_bot, caplog
):
    """A "zombied" connection: open, and nothing crosses it any more, either way. discord.py
    gave it up only after 60 s with nothing received: a minute in which every click "This
    interaction failed" (59.9 s against the fake) and the clocks ran on. Now the players count
    as unheard within 8 s (the clocks wait: ``test_clocks``), and the session is resumed within
    15 s."""
    caplog.set_level(logging.WARNING, logger="cogs.gateway_watch")
    alice = fake.user("alice")
    resumes = fake.gateway.stats.resumes
    given_up_before = silences.labels("0")._value.get()
    fake.silence_gateway()
    with pytest.raises(InteractionFailed):
        await alice.slash("play", game="luxor")  # lost in the silence
    await fake.wait_for(lambda: not table_bot.hears_players(), timeout=UNHEARD_WITHIN)
    await fake.wait_for(lambda: fake.gateway.stats.resumes > resumes, timeout=RESUMED_WITHIN)
    await fake.wait_for(table_bot.hears_players)
    assert silences.labels("0")._value.get() == given_up_before + 1  # one, and counted
    assert fake.gateway.stats.identifies == 1, "resumed: the day's session starts are spared"
    (warning,) = [r.getMessage() for r in caplog.records]
    assert "heartbeat unanswered" in warning
    lobby = await (await alice.slash("play", game="luxor")).answered()
    assert lobby.components, "the bot hears and answers again"


async def test_a_quiet_connection_that_answers_is_asked_and_kept(fake, table_bot):
    """Nothing to say for a while is no silence: Discord answers the heartbeat it is sent."""
    beats, given_up_before = fake.gateway.stats.heartbeats, silences.labels("0")._value.get()
    await fake.wait_for(lambda: fake.gateway.stats.heartbeats >= beats + 2, timeout=20)
    assert table_bot.hears_players() and silences.labels("0")._value.get() == given_up_before
    assert (fake.gateway.stats.identifies, fake.gateway.stats.resumes) == (1, 0)


async def test_a_click_heard_after_the_silence_is_not_carried_out(fake, table_bot, caplog):
    """Resumed, the session brings what Discord dispatched meanwhile, the clicks made in the
    silence included, up to 15 s old: their players were shown "This interaction failed", and
    no answer can reach them any more. Carried out, such a click made a move its player had
    been told failed (30 of 104 failed clicks in ``bench.load --gateway-silence-seconds 50``)."""
    caplog.set_level(logging.INFO, logger="cogs.late_clicks")
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(table.channel_id)
    (seat,) = (await table_bot.service.load(record.id)).pending()
    mover = next(u for u in (alice, bob) if u.id == record.seats[seat].user_id)
    panel = await open_hand(mover, table)
    resumes = fake.gateway.stats.resumes
    fake.silence_gateway()
    with pytest.raises(InteractionFailed):
        await click_first_option(mover, panel)  # a move, lost in the silence
    await fake.wait_for(lambda: fake.gateway.stats.resumes > resumes, timeout=RESUMED_WITHIN)
    after = await open_hand(mover, table)  # heard after the replayed click: events keep order
    await settle(table_bot)
    assert (await table_bot.store.games.get(record.id)).version == record.version
    assert any("not carried out" in m for m in caplog.messages)
    assert not [r for r in fake.requests if r.status == 404], "nothing sent that Discord refuses"
    await click_first_option(mover, after)  # the player clicks again, as they were told
    await settle(table_bot)
    assert (await table_bot.store.games.get(record.id)).version > record.version
