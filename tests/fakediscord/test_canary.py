"""Canaries: the discord.py internals the fake relies on. If one fails after an upgrade, fix
hooks.py / the fake for the new behaviour before trusting any end-to-end test."""

from __future__ import annotations

import inspect

import aiohttp
import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.http import Route, json_or_text
from discord.interactions import InteractionCallbackResponse
from discord.ui.view import ViewStore

from .hooks import TEST_CLIENT_OPTIONS, pointed_at


def test_discord_py_is_the_2_7_line_the_fake_was_verified_against() -> None:
    assert discord.version_info[:2] == (2, 7), discord.__version__


def test_the_endpoint_seams_exist_and_can_be_redirected() -> None:
    assert isinstance(Route.BASE, str) and Route.BASE.endswith("/api/v10")
    assert isinstance(DiscordWebSocket.DEFAULT_GATEWAY, yarl.URL)
    original = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    with pointed_at("http://127.0.0.1:9/api/v10", "ws://127.0.0.1:9/gateway"):
        assert Route("GET", "/users/@me").url == "http://127.0.0.1:9/api/v10/users/@me"
        assert str(DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:9/gateway"
    restored = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    assert restored == original


async def test_json_is_decoded_only_for_the_exact_content_type() -> None:
    async def exact(_: web.Request) -> web.Response:
        return web.Response(body=b'{"a": 1}', headers={"Content-Type": "application/json"})

    async def with_charset(_: web.Request) -> web.Response:
        return web.json_response({"a": 1})

    app = web.Application()
    app.router.add_get("/exact", exact)
    app.router.add_get("/charset", with_charset)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/exact") as response:
                assert await json_or_text(response) == {"a": 1}
            async with session.get(f"http://127.0.0.1:{port}/charset") as response:
                assert await json_or_text(response) == '{"a": 1}'
    finally:
        await runner.cleanup()


def test_library_internals_the_fake_answers_to() -> None:
    # The callback answer must be JSON with "interaction" (discord.py sends with_response=1).
    assert "data['interaction']" in inspect.getsource(InteractionCallbackResponse._update)
    # A component click is routed by the message it carries.
    assert "interaction.message" in inspect.getsource(ViewStore.dispatch_view)
    # READY must carry resume_gateway_url; resuming connects there.
    assert "resume_gateway_url" in inspect.getsource(DiscordWebSocket.received_message)
    # A 429 without a Via header is treated as a Cloudflare ban, not retried.
    assert "'Via'" in inspect.getsource(discord.http.HTTPClient.request)


def test_test_client_options_are_accepted() -> None:
    client = discord.Client(intents=discord.Intents.none(), **TEST_CLIENT_OPTIONS)
    assert client._connection.guild_ready_timeout == TEST_CLIENT_OPTIONS["guild_ready_timeout"]
    assert client._connection._chunk_guilds is False
