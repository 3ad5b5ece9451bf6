"""The metrics' pure parts: route templates (no id or token ever reaches a label), the global
bucket, a 429's scope, the kinds of clicks, and the timing of one click."""

from __future__ import annotations

import random
import re
import socket
import string
from types import SimpleNamespace

import pytest
from prometheus_client import REGISTRY

from bot import _start_metrics
from cogs.components import DYNAMIC_ITEMS
from cogs.metrics import (
    CLICK_KINDS,
    KINDS,
    Clicks,
    RequestMetrics,
    bucket_of,
    click_kind,
    route_template,
    scope_of,
)

ROUTES = [
    "GET /users/@me",
    "GET /oauth2/applications/@me",
    "PUT /applications/{application_id}/commands",
    "GET /applications/{application_id}/guilds/{guild_id}/commands/{command_id}",
    "POST /channels/{channel_id}/messages",
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "DELETE /channels/{channel_id}/messages/{message_id}",
    "POST /channels/{channel_id}/messages/{message_id}/threads",
    "GET /guilds/{guild_id}/members/{user_id}",
    "GET /guilds/{guild_id}/threads/active",
    "POST /interactions/{interaction_id}/{token}/callback",
    "POST /webhooks/{application_id}/{token}",
    "PATCH /webhooks/{application_id}/{token}/messages/{message_id}",
    "PATCH /webhooks/{application_id}/{token}/messages/@original",
]


def snowflake(rng: random.Random) -> str:
    return str(rng.randrange(10**17, 2**63))


def token(rng: random.Random) -> str:
    """Interaction tokens are long url-safe strings; some are all digits or all letters."""
    alphabet = rng.choice([string.ascii_letters + string.digits + "-_", string.digits, "abc"])
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 200)))


def filled(route: str, rng: random.Random) -> tuple[str, str, set[str]]:
    """The method, the path discord.py requests for ``route``, and the values put in it."""
    method, template = route.split(" ")
    values: set[str] = set()

    def value(match: re.Match[str]) -> str:
        made = token(rng) if match[0] == "{token}" else snowflake(rng)
        values.add(made)
        return made

    return method, "/api/v10" + re.sub(r"\{\w+\}", value, template), values


@pytest.mark.parametrize("route", ROUTES)
def test_a_route_is_named_by_its_template_whatever_its_ids_and_token(route):
    rng = random.Random(route)
    for _ in range(200):
        method, path, values = filled(route, rng)
        assert route_template(method, path) == route
        assert not any(value in route for value in values if len(value) > 2)


def test_no_path_ever_puts_a_number_or_a_long_value_in_a_label():
    """Whatever the path (ids where none are expected, emoji, file names, tokens of any
    shape), the template holds no two digits in a row (no snowflake, no count) and no
    segment but a placeholder or a short word: the series stay a fixed few."""
    rng = random.Random(34)
    pieces = [
        lambda: snowflake(rng),
        lambda: token(rng),
        lambda: rng.choice(["channels", "messages", "webhooks", "interactions", "@me", "x"]),
        lambda: "%F0%9F%8E%B2",
        lambda: f"image-{rng.randrange(10**6)}.png",
        lambda: f"a{snowflake(rng)}",
    ]
    for _ in range(5000):
        segments = [rng.choice(pieces)() for _ in range(rng.randrange(1, 8))]
        template = route_template("GET", "/api/v10/" + "/".join(segments))
        assert not re.search(r"\d\d", template), template
        for segment in template.removeprefix("GET /").split("/"):
            assert re.fullmatch(r"\{\w+\}|[a-z@][a-z@_-]*\d?", segment) and len(segment) <= 32


def test_interaction_callbacks_and_webhooks_are_outside_the_global_limit():
    exempt = {route for route in ROUTES if bucket_of(route) == "exempt"}
    assert exempt == {route for route in ROUTES if "{token}" in route}


@pytest.mark.parametrize(
    ("headers", "scope"),
    [
        ({"X-RateLimit-Scope": "user"}, "user"),
        ({"X-RateLimit-Scope": "shared"}, "shared"),
        ({"X-RateLimit-Scope": "global", "X-RateLimit-Global": "true"}, "global"),
        ({"X-RateLimit-Global": "true"}, "global"),
        ({}, "unknown"),  # Cloudflare's 429 carries none
        ({"X-RateLimit-Scope": "anything-new"}, "unknown"),
    ],
)
def test_a_429_is_counted_under_its_scope(headers, scope):
    assert scope_of(headers) == scope


def prefixes_of_the_bots_components() -> set[str]:
    return {
        item.__discord_ui_compiled_template__.pattern.split(":")[0].removeprefix("(?:")
        for item in DYNAMIC_ITEMS
    }


def test_every_component_of_the_bot_has_its_kind_of_click():
    """The kinds follow the components: a prefix renamed in ``cogs.components`` without the
    metrics would silently count its clicks as ``other``."""
    prefixes = prefixes_of_the_bots_components()
    assert set(CLICK_KINDS) <= prefixes
    assert prefixes - set(CLICK_KINDS) == {"abandon", "leave"}  # confirmations: "other"
    assert set(CLICK_KINDS.values()) < set(KINDS)


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        ({"type": 2, "data": {"name": "play"}}, "command"),
        ({"type": 3, "data": {"custom_id": "act:1:2:abcdef01:0"}}, "option"),
        ({"type": 3, "data": {"custom_id": "hand:1"}}, "panel"),
        ({"type": 3, "data": {"custom_id": "lobby:1:join"}}, "lobby"),
        ({"type": 3, "data": {"custom_id": "forged"}}, "other"),
        ({"type": 3, "data": {}}, "other"),
        ({"type": 4, "data": {"name": "play"}}, None),  # an autocomplete is no click
    ],
)
def test_a_click_is_of_the_kind_its_component_says(data, kind):
    assert click_kind(data) == kind


def sample(name: str, kind: str) -> float:
    return REGISTRY.get_sample_value(name, {"kind": kind}) or 0.0


async def test_a_click_is_timed_to_its_acknowledgement_and_to_its_answer():
    now = [100.0]
    clicks = Clicks(now=lambda: now[0])
    hook = RequestMetrics(clicks, now=lambda: now[0])
    before = {
        name: (sample(f"{name}_count", "lobby"), sample(f"{name}_sum", "lobby"))
        for name in ("tabletop_click_acknowledged_seconds", "tabletop_click_answered_seconds")
    }
    clicks.received({"id": "77", "type": 3, "data": {"custom_id": "lobby:5:join"}})
    context = SimpleNamespace()
    path = "/api/v10/interactions/77/a-token/callback"
    url = SimpleNamespace(path=path)
    await hook.on_request_start(None, context, SimpleNamespace(method="POST", url=url))
    now[0] += 0.25
    response = SimpleNamespace(status=204, headers={})
    await hook.on_request_end(
        None, context, SimpleNamespace(method="POST", url=url, response=response)
    )
    now[0] += 0.5
    clicks.answered(77)
    clicks.answered(77)  # an enclosing handler ends too: counted once
    acknowledged = "tabletop_click_acknowledged_seconds"
    answered = "tabletop_click_answered_seconds"
    assert sample(f"{acknowledged}_count", "lobby") == before[acknowledged][0] + 1
    assert sample(f"{acknowledged}_sum", "lobby") == pytest.approx(before[acknowledged][1] + 0.25)
    assert sample(f"{answered}_count", "lobby") == before[answered][0] + 1
    assert sample(f"{answered}_sum", "lobby") == pytest.approx(before[answered][1] + 0.75)
    assert len(clicks) == 0


def test_a_click_answered_without_acknowledgement_is_counted_as_failed():
    clicks = Clicks()
    before = sample("tabletop_clicks_unacknowledged_total", "option")
    clicks.received({"id": "78", "type": 3, "data": {"custom_id": "act:1:2:abcdef01:0"}})
    clicks.answered(78)
    assert sample("tabletop_clicks_unacknowledged_total", "option") == before + 1


def test_clicks_no_handler_answers_are_forgotten_oldest_first():
    clicks = Clicks(kept=3)
    for number in range(5):
        clicks.received({"id": str(number), "type": 3, "data": {"custom_id": "forged"}})
    assert len(clicks) == 3
    before = sample("tabletop_click_answered_seconds_count", "other")
    clicks.answered(0)  # forgotten: not counted
    clicks.answered(4)
    assert sample("tabletop_click_answered_seconds_count", "other") == before + 1


async def test_a_metrics_port_already_taken_leaves_the_bot_playing_without_metrics(caplog):
    """The players come first: the bot starts, logs why there are no metrics, and Prometheus
    reports the target down."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        bot = SimpleNamespace(settings=SimpleNamespace(metrics_address=("127.0.0.1", port)))
        assert await _start_metrics(bot) is None
    assert f"127.0.0.1:{port} cannot be opened" in caplog.text
