"""Discord's session start limit: 1,000 IDENTIFYs a day, told by ``GET /gateway/bot``; a RESUME
is free; the start that uses the last one resets the bot's token."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from .fake import FakeDiscord
from .sample_bot import SampleBot
from .sessions import DAY_SECONDS


async def session_start_limit(fake: FakeDiscord, token: str) -> tuple[int, dict]:
    async with (
        aiohttp.ClientSession() as http,
        http.get(fake.api_base + "/gateway/bot", headers={"Authorization": f"Bot {token}"}) as r,
    ):
        body = await r.json()
        return r.status, body.get("session_start_limit", {})


async def test_each_identify_uses_one_start_of_the_day_and_a_resume_none(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    _, limit = await session_start_limit(fake, fake.token)
    assert (limit["total"], limit["remaining"], limit["max_concurrency"]) == (1000, 999, 1)
    assert DAY_SECONDS * 1000 - 60_000 < limit["reset_after"] <= DAY_SECONDS * 1000
    fake.request_reconnect()
    await fake.wait_for(lambda: connected_bot.resumed == 1 and fake.gateway.connected)
    assert (await session_start_limit(fake, fake.token))[1]["remaining"] == 999, "a resume"
    fake.advance(DAY_SECONDS)
    _, limit = await session_start_limit(fake, fake.token)
    assert (limit["remaining"], limit["reset_after"]) == (1000, 0), "a new day, a new budget"


async def test_the_start_that_uses_the_last_one_resets_the_token(fake: FakeDiscord) -> None:
    old_token = fake.token
    fake.session_starts.set(total=2)
    with pytest.raises(discord.ConnectionClosed) as closed:
        async with fake.connect(SampleBot(fake.guild.id)):
            fake.invalidate_session()  # the bot identifies anew (after discord.py's 5 s)
            await fake.wait_for(lambda: fake.traffic.token_resets == 1, timeout=15)
            await fake.wait_for(lambda: not fake.gateway.connected)
    assert closed.value.code == 4004, "the session is ended: Authentication failed"
    assert fake.gateway.stats.identifies == 2 and fake.session_starts.remaining == 0
    assert fake.token != old_token
    assert (await session_start_limit(fake, old_token))[0] == 401, "the old token is refused"
    assert (await session_start_limit(fake, fake.token))[0] == 200
