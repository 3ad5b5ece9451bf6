"""Clicks reach their button's callback by the ``custom_id`` alone: once, without discord.py
rebuilding a view of the clicked message's components (see ``cogs.routing``)."""

from __future__ import annotations

from random import Random
from types import SimpleNamespace

import discord

from cogs.components import HandButton, OptionButton, PromptRef
from cogs.routing import ComponentRouter, chosen_value
from tests.bot.driver import click_random_option, open_hand, start_game


async def test_a_click_is_routed_once_without_rebuilding_the_clicked_view(
    fake, table_bot, monkeypatch
):
    rebuilt: list[int] = []
    from_message = discord.ui.View.from_message

    def counting(message, *args, **kwargs):
        rebuilt.append(message.id)
        return from_message(message, *args, **kwargs)

    monkeypatch.setattr(discord.ui.View, "from_message", counting)
    decided: list[int] = []
    decide = table_bot.service.decide

    async def counting_decide(game_id, **kwargs):
        if kwargs.get("user_id") is not None:  # the AI seat's moves aside
            decided.append(kwargs["option"])
        return await decide(game_id, **kwargs)

    monkeypatch.setattr(table_bot.service, "decide", counting_decide)
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    panel = await open_hand(alice, table)
    _, answer = await click_random_option(alice, panel, Random(3))
    await table_bot.settled()
    assert len(decided) == 1, "one click, one decision"
    assert (await table_bot.store.games.get(record.id)).version > record.version
    assert answer.embeds, "the clicker got their panel back"
    assert rebuilt == []


def _click(custom_id: str, **data) -> SimpleNamespace:
    return SimpleNamespace(
        type=discord.InteractionType.component, data={"custom_id": custom_id, **data}
    )


async def test_the_router_hands_a_click_to_the_item_its_id_matches_and_ignores_others(
    monkeypatch,
):
    answered: list[tuple[int, int | None]] = []

    async def answer(self, interaction, option):
        answered.append((self.game_id, option))

    monkeypatch.setattr(PromptRef, "answer", answer)
    router = ComponentRouter([HandButton, OptionButton])
    assert await router.dispatch(_click("act:7:3:0a1b2c3d:2"))
    assert answered == [(7, 2)]
    assert not await router.dispatch(_click("act:7:3:not-hex:2"))  # forged: no item's id
    assert not await router.dispatch(_click("unknown:7"))
    command = SimpleNamespace(type=discord.InteractionType.application_command, data={})
    assert not await router.dispatch(command)
    router.remove(OptionButton)
    assert not await router.dispatch(_click("act:7:3:0a1b2c3d:2"))
    assert answered == [(7, 2)]


def test_the_value_picked_in_a_menu_comes_from_the_click():
    assert chosen_value(_click("pick:1:0:00000000:0", values=["4"])) == "4"
    assert chosen_value(_click("pick:1:0:00000000:0", values=[])) == ""
    assert chosen_value(_click("pick:1:0:00000000:0")) == ""
