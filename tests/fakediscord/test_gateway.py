"""Login, the gateway handshake, the guild the bot sees, and resuming after op 7."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from . import hooks
from .fake import FakeDiscord
from .sample_bot import SampleBot
from .server import RESUME_PATH


async def test_login_uses_the_fake_account(fake: FakeDiscord, connected_bot: SampleBot) -> None:
    assert connected_bot.user is not None
    assert connected_bot.user.id == fake.bot_user.id
    assert connected_bot.application_id == fake.application_id
    routes = [(r.route, r.status) for r in fake.requests[:2]]
    assert routes == [("GET /users/@me", 200), ("GET /oauth2/applications/@me", 200)]


async def test_handshake_delivers_the_guild_with_roles_channels_and_permissions(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    stats = fake.gateway.stats
    assert (stats.identifies, stats.resumes) == (1, 0)
    assert stats.heartbeats >= 1  # discord.py beats right after HELLO
    guild = connected_bot.get_guild(fake.guild.id)
    assert guild is not None and guild.name == "Test Server"
    channel = guild.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel) and channel.name == "games"
    assert guild.me is not None and guild.me.top_role.name == "tabletop-bot"
    permissions = channel.permissions_for(guild.me)
    assert permissions.send_messages and permissions.attach_files
    assert not permissions.manage_messages


async def test_changes_after_ready_reach_the_bot_cache(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fake.set_bot_permissions(deny=discord.Permissions(attach_files=True))
    fake.set_guild_locale("pt-BR")
    second = fake.create_channel(fake.guild, "lobby")

    def updated() -> bool:
        guild = connected_bot.get_guild(fake.guild.id)
        channel = connected_bot.get_channel(fake.channel.id)
        return (
            guild is not None
            and isinstance(channel, discord.TextChannel)
            and not channel.permissions_for(guild.me).attach_files
            and guild.preferred_locale is discord.Locale.brazil_portuguese
            and guild.get_channel(second.id) is not None
        )

    await fake.wait_for(updated)


async def test_op7_reconnect_resumes_the_session_and_replays_missed_events(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    fake.request_reconnect()
    # Dispatched while the bot is reconnecting: it must arrive through the resumed session.
    reply = await alice.slash("ping")
    assert reply.message is not None and reply.message.content == "pong"
    await fake.wait_for(lambda: connected_bot.resumed == 1 and fake.gateway.connected)
    stats = fake.gateway.stats
    assert (stats.identifies, stats.resumes) == (1, 1)
    assert stats.paths[-1] == RESUME_PATH  # the client used READY's resume_gateway_url
    assert (await alice.slash("ping")).message is not None


async def test_a_wrong_token_is_refused_at_login(fake: FakeDiscord) -> None:
    client = discord.Client(intents=discord.Intents.none())
    with pytest.raises(discord.LoginFailure):
        async with hooks.running(
            client, token="wrong", api_base=fake.api_base, gateway_url=fake.gateway_url, timeout=5
        ):
            raise AssertionError("unreachable: login must fail")
    assert (fake.errors[-1].route, fake.errors[-1].status) == ("GET /users/@me", 401)


async def test_gateway_protocol_errors_close_with_discord_codes(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(fake.gateway_url) as ws:
            hello = await ws.receive_json()
            assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] == 41250
            await ws.send_json({"op": 1, "d": None})
            assert (await ws.receive_json())["op"] == 11
            await ws.send_json({"op": 3, "d": {}})
            await ws.receive()
            assert ws.close_code == 4003  # Not authenticated
        async with session.ws_connect(fake.gateway_url) as ws:
            await ws.receive_json()
            await ws.send_json({"op": 2, "d": {"token": "wrong", "intents": 0}})
            await ws.receive()
            assert ws.close_code == 4004  # Authentication failed
        async with session.ws_connect(fake.resume_gateway_url) as ws:
            await ws.receive_json()
            resume = {"token": fake.token, "session_id": "gone", "seq": 3}
            await ws.send_json({"op": 6, "d": resume})
            assert await ws.receive_json() == {"op": 9, "d": False, "s": None, "t": None}


async def test_persistent_buttons_work_after_the_bot_restarts(fake: FakeDiscord) -> None:
    alice = fake.user("alice")
    async with fake.connect(SampleBot(fake.guild.id)):
        board = (await alice.slash("seats")).message
        assert board is not None
    async with fake.connect(SampleBot(fake.guild.id)):
        answer = await alice.click(board, "Take seat 1")
        assert answer.message is not None and answer.message.content == "Seat 1 is yours"
    assert (fake.gateway.stats.identifies, fake.gateway.stats.resumes) == (2, 0)


async def test_a_silenced_connection_answers_nothing_and_a_resume_gets_what_it_missed(
    fake: FakeDiscord,
) -> None:
    """A "zombied" connection: open, nothing crossing it either way; the session lives on."""
    async with aiohttp.ClientSession() as session:
        zombie = await session.ws_connect(fake.gateway_url, autoclose=False)
        await zombie.receive_json()  # HELLO
        await zombie.send_json({"op": 2, "d": {"token": fake.token, "intents": 1}})
        ready = await zombie.receive_json()
        assert ready["t"] == "READY"
        for _ in ready["d"]["guilds"]:
            assert (await zombie.receive_json())["t"] == "GUILD_CREATE"
        seq = ready["s"] + len(ready["d"]["guilds"])
        fake.silence_gateway()
        assert fake.traffic.gateway_silences == 1
        lobby = fake.create_channel(fake.guild, "lobby")  # dispatched into the silence
        await zombie.send_json({"op": 1, "d": seq})
        with pytest.raises(TimeoutError):
            await zombie.receive(timeout=0.3)  # neither the event nor an ACK
        assert not zombie.closed

        async with session.ws_connect(fake.resume_gateway_url) as ws:
            await ws.receive_json()
            resume = {"token": fake.token, "session_id": ready["d"]["session_id"], "seq": seq}
            await ws.send_json({"op": 6, "d": resume})
            missed = await ws.receive_json()
            assert (missed["t"], missed["d"]["id"]) == ("CHANNEL_CREATE", str(lobby.id))
            assert (await ws.receive_json())["t"] == "RESUMED"
        assert (await zombie.receive()).type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR)
        await zombie.close()
