"""Real conditions (issue 34): latency, Discord's rate limits, faults, gateway drops and
invalid sessions; all off by default.

Timing assertions are lower bounds only (a loaded machine is slower, never faster)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import AsyncIterator
from email.utils import parsedate_to_datetime

import aiohttp
import discord
import pytest

from .conditions import Conditions, Latency
from .errors import InteractionFailed
from .fake import FakeDiscord
from .ratelimits import (
    INVALID_LIMIT,
    OLD_EDITS_ALLOWED,
    OLD_EDITS_WINDOW,
    OLD_MESSAGE_SECONDS,
    ROUTE_BUCKETS,
    BucketSpec,
)
from .sample_bot import SampleBot
from .server import EDIT_MESSAGE, RESUME_PATH

POST_MESSAGE = "POST /channels/{channel_id}/messages"


@pytest.fixture
async def slow_fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord.running(conditions=Conditions(rtt_ms=200, gateway_delay_ms=150)) as fake:
        yield fake


def auth(fake: FakeDiscord) -> dict[str, str]:
    return {"Authorization": f"Bot {fake.token}"}


# -- the settings -------------------------------------------------------------------------------


def test_conditions_come_from_the_environment() -> None:
    env = {"FAKEDISCORD_RTT_MS": "20", "FAKEDISCORD_JITTER_MS": "10", "FAKEDISCORD_LIMITS": "1"}
    assert Conditions.from_env(env) == Conditions(rtt_ms=20, jitter_ms=10, limits=True)
    assert Conditions.from_env({}) == Conditions()
    assert Conditions.real() == Conditions(rtt_ms=100, jitter_ms=40, limits=True)
    assert Conditions.real(fault_rate=0.01).fault_rate == 0.01


def test_latency_is_seeded_and_stays_within_the_jitter() -> None:
    conditions = Conditions(rtt_ms=100, jitter_ms=40, seed=7)
    trips = [Latency(conditions).trip() for _ in range(3)]
    assert len(set(trips)) == 1  # the same seed, the same first trip
    latency = Latency(conditions)
    assert all(0.06 <= latency.trip() <= 0.14 for _ in range(200))
    assert all(0.03 <= latency.gateway() <= 0.07 for _ in range(200))
    assert Latency(Conditions()).trip() == 0 and Latency(Conditions()).gateway() == 0


# -- latency ------------------------------------------------------------------------------------


async def test_each_rest_call_takes_its_round_trip(slow_fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        before = time.monotonic()
        async with session.get(slow_fake.api_base + "/users/@me", headers=auth(slow_fake)) as r:
            assert r.status == 200
        assert time.monotonic() - before >= 0.2
    record = slow_fake.requests[-1]
    assert record.finished - record.started >= 0.2
    assert record.global_bucket


async def test_an_interaction_reaches_the_bot_late(slow_fake: FakeDiscord) -> None:
    async with slow_fake.connect(SampleBot(slow_fake.guild.id)):
        reply = await slow_fake.user("alice").slash("ping")
    # the dispatch's trip, then the callback's first half trip, before Discord saw the ack
    assert reply.ack_seconds is not None and reply.ack_seconds >= 0.15 + 0.1


async def test_gateway_frames_keep_their_order_under_jitter() -> None:
    conditions = Conditions(gateway_delay_ms=50, jitter_ms=90, seed=3)  # 5 to 95 ms each
    async with (
        FakeDiscord.running(conditions=conditions) as fake,
        aiohttp.ClientSession() as session,
        session.ws_connect(fake.gateway_url) as ws,
    ):
        await ws.receive_json()  # HELLO
        await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 1}})
        assert (await ws.receive_json())["t"] == "READY"
        for n in range(10):
            fake.create_channel(fake.guild, f"table-{n}")
        numbers = [(await ws.receive_json())["s"] for _ in range(11)]
    assert numbers == list(range(2, 13))  # GUILD_CREATE, then the ten CHANNEL_CREATEs


async def test_without_conditions_the_fake_adds_nothing() -> None:
    async with (
        FakeDiscord.running(conditions=Conditions()) as fake,
        aiohttp.ClientSession() as session,
        session.get(fake.api_base + "/users/@me", headers=auth(fake)) as response,
    ):
        assert not any(h.startswith("X-RateLimit") for h in response.headers)
    record = fake.requests[-1]
    assert record.finished - record.started < 0.1
    assert (fake.traffic.global_requests, fake.traffic.unexpected_429) == (1, 0)


async def test_a_host_whose_clock_is_off_meets_discords_own_clock() -> None:
    """Discord's ids and its answers' `Date` are dated by its clock, an hour behind the host's
    here; so is a message's age (and a token's life: `Interactions.clock`)."""
    before = time.time()
    async with (
        FakeDiscord.running(conditions=Conditions(clock_skew_seconds=-3600)) as fake,
        aiohttp.ClientSession() as session,
        session.get(fake.api_base + "/users/@me", headers=auth(fake)) as response,
    ):
        dated = parsedate_to_datetime(response.headers["Date"]).timestamp()
        made = discord.utils.snowflake_time(fake.channel.id).timestamp()
        moments = (dated, made, fake.now(), fake.interactions.clock())
        after = time.time()
    for moment in moments:
        assert before - 3600 - 1 <= moment <= after - 3600
    assert Conditions.from_env({"FAKEDISCORD_CLOCK_SKEW_SECONDS": "-60"}).clock_skew_seconds == -60


# -- Discord's rate limits ----------------------------------------------------------------------


@pytest.fixture
async def limited_fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord.running(conditions=Conditions(limits=True)) as fake:
        yield fake


async def test_discord_py_waits_on_the_headers_instead_of_being_refused(
    limited_fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Discord's 5 per 5 s, shortened to 5 per 0.5 s so the burst takes 1.5 s, not 15.
    monkeypatch.setitem(ROUTE_BUCKETS, POST_MESSAGE, BucketSpec("message-create", 5, 0.5))
    async with limited_fake.connect(SampleBot(limited_fake.guild.id)) as bot:
        channel = bot.get_channel(limited_fake.channel.id)
        assert isinstance(channel, discord.TextChannel)
        await asyncio.gather(*(channel.send(f"post {n}") for n in range(20)))
    assert len(limited_fake.channel_messages()) == 20
    assert limited_fake.traffic.rate_limited == Counter()
    posts = [r for r in limited_fake.requests if r.route == POST_MESSAGE]
    assert posts[-1].started - posts[0].started >= 3 * 0.5  # four windows of five


async def test_every_answer_carries_its_bucket(limited_fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        url = f"{limited_fake.api_base}/channels/{limited_fake.channel.id}/messages"
        for n in range(5):
            async with session.post(url, json={"content": "hi"}, headers=auth(limited_fake)) as r:
                assert r.status == 200
                assert r.headers["X-RateLimit-Limit"] == "5"
                assert r.headers["X-RateLimit-Remaining"] == str(4 - n)
                assert 0 < float(r.headers["X-RateLimit-Reset-After"]) <= 5
                bucket = r.headers["X-RateLimit-Bucket"]
        async with session.post(url, json={"content": "hi"}, headers=auth(limited_fake)) as r:
            assert r.status == 429 and r.headers["X-RateLimit-Scope"] == "user"
            assert r.headers["X-RateLimit-Bucket"] == bucket and "Via" in r.headers
            body = await r.json()
            assert body["global"] is False and 0 < body["retry_after"] <= 5
    assert limited_fake.traffic.rate_limited == Counter(user=1)
    assert limited_fake.traffic.unexpected_429 == 1


async def test_injected_429s_are_counted_apart(limited_fake: FakeDiscord) -> None:
    limited_fake.rate_limit_next(POST_MESSAGE)
    url = f"{limited_fake.api_base}/channels/{limited_fake.channel.id}/messages"
    async with (
        aiohttp.ClientSession() as session,
        session.post(url, json={"content": "hi"}, headers=auth(limited_fake)) as response,
    ):
        assert response.status == 429
    traffic = limited_fake.traffic
    assert (traffic.injected_429, traffic.unexpected_429, traffic.invalid_requests_peak) == (
        1,
        0,
        1,
    )


async def test_the_global_limit_refuses_a_client_that_ignores_it(
    limited_fake: FakeDiscord,
) -> None:
    channels = [limited_fake.create_channel(limited_fake.guild, f"c{n}") for n in range(120)]
    async with aiohttp.ClientSession() as session:

        async def get(channel_id: int) -> tuple[int, object, str | None]:
            url = f"{limited_fake.api_base}/channels/{channel_id}"
            async with session.get(url, headers=auth(limited_fake)) as r:
                return r.status, await r.json(), r.headers.get("X-RateLimit-Global")

        answers = await asyncio.gather(*(get(c.id) for c in channels))
    refused = [(body, flag) for status, body, flag in answers if status == 429]
    assert refused  # 120 different buckets, one global limit of 50 per second
    assert all(body["global"] is True and flag == "true" for body, flag in refused)  # type: ignore[index]
    assert limited_fake.traffic.rate_limited == Counter({"global": len(refused)})


async def test_interaction_routes_are_outside_the_global_limit(limited_fake: FakeDiscord) -> None:
    async with limited_fake.connect(SampleBot(limited_fake.guild.id)):
        before = limited_fake.traffic.global_requests
        reply = await limited_fake.user("alice").slash("think")  # callback and follow-ups
        await reply.answered()
        assert limited_fake.traffic.global_requests == before
    exempt = [r for r in limited_fake.requests if not r.global_bucket]
    assert {r.route.split(" /")[1].split("/")[0] for r in exempt} == {"interactions", "webhooks"}
    assert limited_fake.traffic.exempt_requests == len(exempt) >= 3
    async with aiohttp.ClientSession() as session:
        for n in range(60):  # unknown interactions: 404, no 429, no global request spent
            url = f"{limited_fake.api_base}/interactions/{n + 1}/token/callback"
            async with session.post(url, json={"type": 1}) as r:
                assert r.status == 404
    assert limited_fake.traffic.global_requests == before
    assert limited_fake.traffic.rate_limited == Counter()


async def test_edits_of_hour_old_messages_run_out_with_30046(
    limited_fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(ROUTE_BUCKETS, EDIT_MESSAGE, BucketSpec("message-edit", 50, 5.0))
    async with aiohttp.ClientSession() as session:
        channel_url = f"{limited_fake.api_base}/channels/{limited_fake.channel.id}/messages"

        async def post() -> str:
            async with session.post(
                channel_url, json={"content": "t"}, headers=auth(limited_fake)
            ) as r:
                return str((await r.json())["id"])

        async def edit(message_id: str) -> tuple[int, object]:
            url = f"{channel_url}/{message_id}"
            async with session.patch(url, json={"content": "e"}, headers=auth(limited_fake)) as r:
                return r.status, (await r.json()).get("code")

        old = await post()
        limited_fake.advance(OLD_MESSAGE_SECONDS + 1)
        fresh = await post()
        assert [await edit(old) for _ in range(OLD_EDITS_ALLOWED)] == [(200, None)] * 5
        assert await edit(old) == (400, 30046)
        assert await edit(fresh) == (200, None)  # a message of the last hour: no allowance
        limited_fake.advance(OLD_EDITS_WINDOW)
        assert await edit(old) == (200, None)  # the allowance came back
    assert limited_fake.traffic.edits_refused_30046 == 1


async def test_invalid_requests_are_counted_and_ten_thousand_earn_a_ban(
    limited_fake: FakeDiscord,
) -> None:
    invalid = limited_fake.rest.invalid
    for _ in range(INVALID_LIMIT - 2):  # as many as 9,998 answers 401/403/429 would record
        invalid.record(403)
    async with aiohttp.ClientSession() as session:
        me = limited_fake.api_base + "/users/@me"
        async with session.get(limited_fake.api_base + "/users/1", headers=auth(limited_fake)) as r:
            assert r.status == 404  # not an invalid request in Discord's count
        for _ in range(2):
            async with session.get(me, headers={"Authorization": "Bot wrong"}) as r:
                assert r.status == 401
        assert limited_fake.traffic.invalid_requests_peak == INVALID_LIMIT
        async with session.get(me, headers=auth(limited_fake)) as r:
            assert r.status == 403 and r.content_type == "text/html" and "Via" not in r.headers
    assert limited_fake.traffic.banned_requests == 1


# -- faults -------------------------------------------------------------------------------------


async def post_many(conditions: Conditions, count: int) -> tuple[FakeDiscord, list[int]]:
    """`count` messages posted one after the other by a raw client; the statuses it saw (0: the
    connection dropped unanswered)."""
    statuses = []
    async with (
        FakeDiscord.running(conditions=conditions) as fake,
        aiohttp.ClientSession() as session,
    ):
        url = f"{fake.api_base}/channels/{fake.channel.id}/messages"
        for n in range(count):
            try:
                async with session.post(url, json={"content": f"{n}"}, headers=auth(fake)) as r:
                    statuses.append(r.status)
            except aiohttp.ServerDisconnectedError:
                statuses.append(0)
    return fake, statuses


async def test_faults_come_at_their_rate_seeded_and_some_after_acting() -> None:
    conditions = Conditions(fault_rate=0.3, seed=5)
    fake, statuses = await post_many(conditions, 100)
    faults = fake.traffic.faults
    assert 10 <= sum(faults.values()) <= 50
    assert set(faults) == {500, 502, 503, 0} and set(statuses) == {200, 500, 502, 503, 0}
    assert sum(faults.values()) == 100 - statuses.count(200)
    assert fake.traffic.timeouts_after_acting >= 1
    # a timeout after acting posted the message all the same: the client cannot know
    posted = len(fake.channel_messages())
    assert posted == statuses.count(200) + fake.traffic.timeouts_after_acting
    assert (await post_many(conditions, 100))[1] == statuses  # the same seed, the same faults


async def test_no_faults_on_the_routes_of_logging_in() -> None:
    async with (
        FakeDiscord.running(conditions=Conditions(fault_rate=1.0)) as fake,
        fake.connect(SampleBot(fake.guild.id)),
    ):
        assert fake.traffic.faults == Counter()


# -- the gateway --------------------------------------------------------------------------------


async def test_a_dropped_gateway_resumes_and_replays_what_was_missed(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    fake.drop_gateway()
    lobby = fake.create_channel(fake.guild, "lobby")  # dispatched while the bot is away
    reply = await alice.slash("ping")  # so is this interaction
    assert reply.message is not None and reply.message.content == "pong"
    await fake.wait_for(lambda: connected_bot.resumed == 1 and fake.gateway.connected)
    assert connected_bot.get_channel(lobby.id) is not None
    stats = fake.gateway.stats
    assert (stats.identifies, stats.resumes, fake.traffic.gateway_drops) == (1, 1, 1)
    assert stats.paths[-1] == RESUME_PATH


async def test_an_invalidated_session_identifies_anew_and_loses_what_came_meanwhile(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    fake.ack_deadline = 0.5  # the lost interaction fails sooner
    fake.invalidate_session()
    with pytest.raises(InteractionFailed):
        await alice.slash("ping")  # dispatched to no session: the bot never hears of it
    await fake.wait_for(lambda: fake.gateway.stats.identifies == 2 and fake.gateway.connected)
    assert len(fake.failed_interactions) == 1 and fake.traffic.invalid_sessions == 1
    fake.ack_deadline = 3.0
    reply = await alice.slash("ping")
    assert reply.message is not None and reply.message.content == "pong"
    assert fake.gateway.stats.resumes == 0


async def test_the_gateway_drops_every_so_often_and_the_bot_keeps_up() -> None:
    async with (
        FakeDiscord.running(conditions=Conditions(gateway_drop_seconds=0.3)) as fake,
        fake.connect(SampleBot(fake.guild.id)) as bot,
    ):
        await fake.wait_for(lambda: fake.gateway.stats.resumes >= 2, timeout=10)
        reply = await fake.user("alice").slash("ping")
        assert reply.message is not None and reply.message.content == "pong"
        assert fake.traffic.gateway_drops >= 2
        assert isinstance(bot, SampleBot) and bot.resumed >= 2


async def test_a_user_never_clicks_a_message_before_the_bot_heard_it_was_made() -> None:
    """The bot learns the new message's id (and so binds its view) only when the answer
    reaches it, half a trip after Discord made it; users act one half trip late."""
    async with (
        FakeDiscord.running(conditions=Conditions(rtt_ms=20, jitter_ms=10)) as fake,
        fake.connect(SampleBot(fake.guild.id)),
    ):
        alice = fake.user("alice")
        for _ in range(3):
            table = (await alice.slash("play", game="luxor")).message
            assert table is not None
            assert (await alice.click(table, "Join")).acked_at is not None
