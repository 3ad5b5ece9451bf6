"""The bot against Discord as it is (the fake's real conditions: its rate limits and a round
trip per request): a burst of bot turns paced, not refused; a gateway that drops in the middle of
a click or of a bot turn; a session Discord invalidates."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import discord
import pytest

from bot import create_bot
from tests.bot.conftest import bot_settings
from tests.bot.driver import open_hand, option_components, settle, start_game, take_turns
from tests.bot.test_turns import finish_turn, pending_user, two_humans
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord
from tests.fakediscord.conditions import Conditions
from tests.fakediscord.errors import InteractionFailed

pytestmark = pytest.mark.usefixtures("stamps")

REAL = Conditions.real(rtt_ms=40, jitter_ms=10)
"""Discord's limits, and shorter trips than the real 100 ms ± 40 ms: the tests' time."""


@asynccontextmanager
async def real_discord(
    tmp_path: Path, conditions: Conditions = REAL
) -> AsyncIterator[tuple[FakeDiscord, object]]:
    async with FakeDiscord.running(conditions=conditions) as fake:
        fake.set_everyone_permissions(deny=discord.Permissions(create_public_threads=True))
        bot = create_bot(bot_settings(tmp_path / "games.sqlite3"), **TEST_CLIENT_OPTIONS)
        async with fake.connect(bot):
            yield fake, bot


async def test_a_burst_of_bot_turns_is_paced_by_discord_s_buckets_never_refused(tmp_path):
    """Three bots at the default AI delay of the tests (0) play right after each human move:
    the table is edited faster than Discord's 5 edits per 5 s of a channel allow, and
    discord.py waits on the buckets' headers instead of being refused."""
    async with real_discord(tmp_path) as (fake, bot):
        alice = fake.user("alice")
        table = await start_game(fake, bot, alice, "capital-lux", [alice], ["normal"] * 3)
        clicks = await take_turns(fake, [alice], table.id, random.Random(2), max_clicks=10)
        await settle(bot)
        assert clicks == 10
        assert fake.traffic.rate_limited == {} and fake.traffic.unexpected_429 == 0
        edits = [r for r in fake.requests if r.route.startswith("PATCH /channels/")]
        record = await bot.store.games.get(1)
        assert record.version > 2 * clicks, "the bots moved between alice's clicks"
        assert len(edits) < record.version, "edits of moves in a burst were merged, not refused"
        assert record.shown == record.current, "the table shows the stored game"


async def test_a_click_in_flight_when_the_gateway_drops_is_answered_once(tmp_path):
    """The click's event is on its way when the connection drops: Discord replays it after
    the bot RESUMEs, and the move is applied once."""
    slow_events = Conditions.real(rtt_ms=40, jitter_ms=10, gateway_delay_ms=200)
    async with real_discord(tmp_path, slow_events) as (fake, bot):
        record, _, users = await two_humans(fake, bot)
        _, mover, _ = await pending_user(bot, record, users)
        panel = await open_hand(mover, fake.message(record.message_id))
        before = (await bot.store.games.get(record.id)).version
        click = await mover.click(panel, option_components(panel)[0]["custom_id"])
        fake.drop_gateway()
        await click.answered()
        await fake.wait_for(lambda: fake.gateway.stats.resumes >= 1, timeout=10)
        await settle(bot)
        assert (await bot.store.games.get(record.id)).version == before + 1, "applied once"
        assert fake.failed_interactions == []


async def test_a_bot_turn_goes_on_through_a_gateway_drop(tmp_path):
    """A bot's move needs no gateway: dropped while the bot thinks, the table still shows its
    move, and the human's next click works once the bot has resumed."""
    async with real_discord(tmp_path) as (fake, bot):
        alice = fake.user("alice")
        table = await start_game(fake, bot, alice, "mausoleum", [alice], ["hard"])
        await settle(bot)  # the hard bot may open the game
        record = await bot.store.games.get(1)
        before = (await bot.store.games.get(record.id)).version
        await finish_turn(alice, await open_hand(alice, fake.message(table.id)))
        fake.drop_gateway()  # the hard bot thinks now
        await settle(bot)
        after = await bot.store.games.get(record.id)
        assert after.version > before + 1, "alice moved, then the bot"
        assert after.shown == after.current
        panel = await open_hand(alice, fake.message(after.message_id))
        assert option_components(panel), "alice's turn again, her click answered"
        assert fake.gateway.stats.resumes >= 1 and fake.failed_interactions == []


async def test_a_click_lost_with_an_invalidated_session_fails_visibly_and_changes_nothing(
    tmp_path,
):
    """Discord invalidates the session: the bot identifies anew (discord.py waits a few
    seconds first) and a click sent meanwhile is lost, which the player sees as "This
    interaction failed"; nothing is applied, and the next click works."""
    async with real_discord(tmp_path) as (fake, bot):
        record, _, users = await two_humans(fake, bot)
        _, mover, _ = await pending_user(bot, record, users)
        panel = await open_hand(mover, fake.message(record.message_id))
        before = (await bot.store.games.get(record.id)).version
        identified = fake.gateway.stats.identifies
        fake.invalidate_session()
        with pytest.raises(InteractionFailed):
            await mover.click(panel, option_components(panel)[0]["custom_id"])
        assert len(fake.failed_interactions) == 1
        assert (await bot.store.games.get(record.id)).version == before, (
            "the lost click did nothing"
        )
        await fake.wait_for(lambda: fake.gateway.stats.identifies > identified, timeout=15)
        await fake.wait_for(lambda: fake.gateway.connected, timeout=10)
        panel = await open_hand(mover, fake.message(record.message_id))
        await finish_turn(mover, panel)
        await settle(bot)
        assert (await bot.store.games.get(record.id)).version > before, "the next click works"
