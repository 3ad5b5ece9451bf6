"""/hand, /game status, /game abandon and /rules."""

from __future__ import annotations

import pytest
from discord import Permissions

from engine.core import games
from locales import translate
from tests.bot.driver import option_components, start_game

pytestmark = pytest.mark.usefixtures("stamps")


async def started(fake, bot, game="mausoleum"):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, bot, alice, game, [alice, bob], bots=0)
    return alice, bob, table, await bot.store.games.open_game_in_channel(fake.channel.id)


async def test_hand_shows_your_private_view_and_choices(fake, table_bot):
    alice, bob, _, record = await started(fake, table_bot)
    loaded = await table_bot.service.load(record.id)
    mover = (alice, bob)[min(loaded.pending())]
    reply = await (await mover.slash("hand")).answered()
    assert reply.ephemeral and reply.ephemeral_for == mover.id
    assert reply.attachments[0].filename == "hand.png"
    assert option_components(reply)


async def test_hand_without_a_game_explains_how_to_start_one(fake, table_bot):
    zoe = fake.user("zoe")
    reply = await (await zoe.slash("hand")).answered()
    assert zoe.sees(reply.content) == (
        "There is no game running in this channel. Start one with /play."
    )


async def test_status_reposts_the_table_at_the_bottom(fake, table_bot):
    alice, _, table, record = await started(fake, table_bot)
    reply = await (await alice.slash("game status")).answered()
    assert reply.content == "The table is now at the bottom of the channel."
    moved = await table_bot.store.games.get(record.id)
    assert moved.message_id != table.id
    assert fake.message(table.id).deleted
    assert fake.message(moved.message_id).labels() == ["My hand / My turn", "Log"]


async def test_abandon_needs_the_host_or_a_moderator_and_a_confirmation(fake, table_bot):
    alice, bob, table, record = await started(fake, table_bot)
    refused = await (await bob.slash("game abandon")).answered()
    assert refused.content == "Only the host or a moderator can abandon this game."
    mod = fake.user("mod", permissions=Permissions(manage_messages=True))
    confirm = await (await mod.slash("game abandon")).answered()
    assert confirm.labels() == ["Yes, abandon the game"]
    assert (await table_bot.store.games.get(record.id)).status == "running"
    done = await (await mod.click(confirm, "Yes, abandon the game")).answered()
    assert done.content == "The game was abandoned."
    assert (await table_bot.store.games.get(record.id)).status == "abandoned"
    closed = fake.message(table.id)
    assert closed.labels() == [] and "abandoned by" in closed.embeds[0]["description"]


async def test_rules_summarise_each_game_with_the_house_decisions(fake, table_bot):
    zoe = fake.user("zoe")
    reply = await (await zoe.slash("rules", game="mausoleum")).answered()
    assert reply.ephemeral
    text = reply.embeds[0]["description"]
    assert "+4 once with 2 or more sets" in text  # a D decision of the rules file
    assert "Protection" in text
    for game in games():
        summary = await (await zoe.slash("rules", game=game)).answered()
        assert summary.embeds[0]["description"] == translate("en-US", f"{game}-rules")[:4096]
