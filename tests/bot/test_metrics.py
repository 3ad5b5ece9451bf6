"""The metrics endpoint of a running bot process (``METRICS_PORT``), scraped over HTTP while
people play against the fake Discord: clicks timed by kind, every REST request counted under
its route's template, an injected 429 under its scope, the games open as the database has them;
and no port at all when the setting is left empty (the default)."""

from __future__ import annotations

import asyncio
import os
import random
import socket
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import pytest
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from cogs.metrics import BotCollector
from engine.core import get_game
from tests.bot.driver import open_hand, open_table, option_components, settle, take_turns
from tests.bot.process import BotProcess
from tests.bot.stored import stored
from tests.bot.test_sync_retry import HeldSleeps
from tests.bot.test_turns import pending_user, two_humans

TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def scrape(port: int) -> Samples:
    """Every sample of ``/metrics``, by name and labels."""
    url = f"http://127.0.0.1:{port}/metrics"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        text = await response.text()
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def summed(samples: Samples, name: str, by: str) -> Counter[str]:
    """``sum by (by) (name)``."""
    totals: Counter[str] = Counter()
    for (sample_name, labels), sample_value in samples.items():
        if sample_name == name:
            totals[dict(labels)[by]] += sample_value
    return totals


async def scraped_until(
    port: int, predicate: Callable[[Samples], bool], timeout: float = 10.0
) -> Samples:
    """Scrape until ``predicate`` holds: what the bot counts after answering (the end of a
    click's handler, the request's own end) lands just after the fake saw the answer."""
    deadline = time.monotonic() + timeout
    while True:
        samples = await scrape(port)
        if predicate(samples) or time.monotonic() > deadline:
            return samples
        await asyncio.sleep(0.02)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def listening_ports(pid: int) -> set[int]:
    """The TCP ports process ``pid`` listens on (its sockets' inodes in /proc/net/tcp*)."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        target = os.readlink(fd)
        if target.startswith("socket:["):
            inodes.add(target[len("socket:[") : -1])
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def clicks_on(fake, prefix: str) -> int:
    """The clicks the fake sent on components whose ``custom_id`` has this prefix."""
    return sum(
        str(interaction.payload["data"].get("custom_id", "")).startswith(prefix)
        for interaction in fake.interactions.all
    )


def table_shown(database) -> bool:
    """The table shows the game as stored (the last click's edit is done)."""
    ((shown, status, version),) = stored(database, "SELECT shown, status, version FROM games")
    return shown == f"{status}:{version}"


def request_counts(fake) -> Counter[tuple[str, str]]:
    return Counter((record.route, str(record.status)) for record in fake.requests)


def counted_requests(samples: Samples) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for (name, labels), sample_value in samples.items():
        if name == "tabletop_discord_requests_total" and sample_value:
            label = dict(labels)
            # Discord's own name of the original response; the fake's route calls it an id.
            route = label["route"].replace("/@original", "/{message_id}")
            counts[route, label["status"]] += int(sample_value)
    return counts


async def test_the_running_bot_exports_clicks_requests_429s_and_games(fake, database):
    rng = random.Random(3)
    alice, bob = fake.user("alice"), fake.user("bob")
    port = free_port()
    # METRICS_PORT is empty by default (no endpoint): this test is about the endpoint.
    process = BotProcess(fake, database, METRICS_PORT=str(port))
    await process.start()
    try:
        assert port in listening_ports(process.process.pid)
        before = await scrape(port)
        table_id = await open_table(fake, alice, "capital-lux", [alice, bob])
        fake.rate_limit_next(TABLE_EDIT)
        options = await take_turns(fake, [alice, bob], table_id, rng, max_clicks=5)
        hands = clicks_on(fake, "hand:")
        await fake.wait_for(lambda: table_shown(database), timeout=10)
        answered: dict[str, Counter[tuple[str, str]]] = {}

        def caught_up(samples: Samples) -> bool:
            answered["fake"] = request_counts(fake)
            return counted_requests(samples) == answered["fake"] and (
                value(samples, "tabletop_click_answered_seconds_count", kind="option") == options
            )

        after = await scraped_until(port, caught_up)
        games = dict(stored(database, "SELECT status, COUNT(*) FROM games GROUP BY status"))
    finally:
        await process.stop()

    def rise(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    # Each click timed once, by kind, acknowledged and answered.
    expected = {"command": 1, "lobby": 2, "option": options, "panel": hands}
    for kind, clicks in expected.items():
        assert rise("tabletop_click_acknowledged_seconds_count", kind=kind) == clicks, kind
        assert rise("tabletop_click_answered_seconds_count", kind=kind) == clicks, kind
    assert options == 5 and hands >= 2
    assert sum(summed(after, "tabletop_clicks_unacknowledged_total", by="kind").values()) == 0
    # Every REST request the fake answered, counted under the fake's own route template and
    # status; the bucket says which count against the global limit.
    assert counted_requests(after) == answered["fake"]
    assert answered["fake"][TABLE_EDIT, "200"] >= 1
    buckets = {
        dict(labels)["route"]: dict(labels)["bucket"]
        for name, labels in after
        if name == "tabletop_discord_requests_total"
    }
    assert buckets[TABLE_EDIT] == "global"
    assert buckets["POST /interactions/{interaction_id}/{token}/callback"] == "exempt"
    # The injected 429, by route and scope (the fake's X-RateLimit-Scope: user).
    assert value(after, "tabletop_discord_rate_limited_total", route=TABLE_EDIT, scope="user") == 1
    assert sum(summed(after, "tabletop_discord_rate_limited_total", by="scope").values()) == 1
    # The games open, as the database has them.
    for status in ("lobby", "running"):
        assert value(after, "tabletop_games_open", status=status) == games.get(status, 0)
    assert value(after, "tabletop_games_open", status="running") == 1
    # Queues and pools, read at the scrape: the render workers (started with the bot) are
    # there, idle; the AI's start with their first decision (none here).
    assert value(after, "tabletop_workers", pool="render") >= 1
    assert ("tabletop_workers", frozenset({("pool", "ai")})) in after
    assert value(after, "tabletop_worker_jobs_waiting", pool="render") == 0
    assert value(after, "tabletop_sync_games_refused") == 0


@pytest.mark.sqlite_only  # about a setting, not the store
async def test_without_metrics_port_the_bot_opens_no_port(fake, database):
    process = BotProcess(fake, database)  # the default settings: METRICS_PORT empty
    await process.start()
    try:
        assert listening_ports(process.process.pid) == set()
    finally:
        await process.stop()


def errors() -> dict[tuple[str, str], float]:
    counted = {
        ("tabletop_sync_errors_total", "outcome", "refused"),
        ("tabletop_interaction_errors_total", "reason", "exception"),
        ("tabletop_ai_failures_total", "stage", "decision"),
    }
    return {
        (name, value): REGISTRY.get_sample_value(name, {label: value}) or 0.0
        for name, label, value in counted
    }


@pytest.mark.sqlite_only  # counts in the cogs, not the store
@pytest.mark.usefixtures("stamps")
async def test_errors_are_counted_where_they_are_logged(fake, table_bot, monkeypatch):
    """A channel that refuses its table's edit (Discord's 503), a crash in a click's handler,
    an AI level that cannot decide: each counted once; the refused game shows in the gauge
    read at the scrape."""
    record, table, users = await two_humans(fake, table_bot)
    table_bot.sync.sleep = HeldSleeps()  # the refused sync's pause: held, never slept
    before = errors()
    fake.fail_next(TABLE_EDIT)
    _, mover, _ = await pending_user(table_bot, record, users)
    hand = await open_hand(mover, table)
    await (await mover.click(hand, option_components(hand)[0]["custom_id"])).answered()
    await settle(table_bot)
    refused = {m.name: m for m in BotCollector(table_bot).collect()}["tabletop_sync_games_refused"]
    assert refused.samples[0].value == 1

    def broken(*args):
        raise RuntimeError("engine bug")

    _, mover, _ = await pending_user(table_bot, record, users)
    hand = await open_hand(mover, table)
    monkeypatch.setattr(type(get_game("mausoleum")), "_resolve", broken)
    await (await mover.click(hand, option_components(hand)[0]["custom_id"])).answered()
    await settle(table_bot)

    async def cannot_think(*args):
        raise RuntimeError("no thoughts")

    monkeypatch.setattr(table_bot.service, "think", cannot_think)
    prompt = SimpleNamespace(options=[SimpleNamespace(action="a"), SimpleNamespace(action="b")])
    assert await table_bot.service._ai_option("easy", 1, None, prompt) in (0, 1)

    after = errors()
    assert {key: after[key] - before[key] for key in after} == dict.fromkeys(after, 1.0)
