"""Real conditions (issue 34): latency, Discord's rate limits, faults, gateway drops and
invalid sessions; all off by default.

Timing assertions are lower bounds only (a loaded machine is slower, never faster)."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

import aiohttp
import pytest

from .conditions import Conditions, Latency
from .fake import FakeDiscord
from .sample_bot import SampleBot


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
