"""Plays games through the fake Discord the way people do: buttons in ephemeral messages."""

from __future__ import annotations

import random

from tests.fakediscord import FakeDiscord, FakeUser, Message

HAND_BUTTON = "My hand / My turn"


async def settle(bot) -> None:
    """Wait until AI seats and table refreshes have nothing left to do."""
    while True:
        await bot.service.idle()
        await bot.get_cog("TableCog").idle()
        if not bot.service._ai_tasks:
            return


def option_components(message: Message) -> list[dict]:
    return [
        component
        for component in message.interactive_components()
        if component.get("custom_id", "").startswith(("act:", "pick:"))
    ]


async def choose(user: FakeUser, message: Message, rng: random.Random) -> Message | None:
    """Pick a random option in ``user``'s private message; returns the updated message."""
    options = option_components(message)
    if not options:
        return None
    component = rng.choice(options)
    if component["type"] == 2:
        interaction = await user.click(message, component["custom_id"])
    else:
        value = rng.choice(component["options"])["value"]
        interaction = await user.select(message, component["custom_id"], value)
    return await interaction.answered()


async def open_hand(user: FakeUser, table: Message) -> Message:
    interaction = await user.click(table, HAND_BUTTON)
    return await interaction.answered()


async def start_game(
    fake: FakeDiscord, bot, host: FakeUser, game: str, humans: list[FakeUser], bots: int
) -> Message:
    """/play, everyone joins, the host adds bots and starts; returns the table message."""
    lobby = (await host.slash("play", game=game)).message
    for user in humans:
        if user is not host:
            await (await user.click(lobby, "Join")).answered()
    for _ in range(bots):
        await (await host.select(lobby, "Add a bot…", "easy")).answered()
    before = len(fake.channel_messages())
    await (await host.click(lobby, "Start")).answered()
    await fake.wait_for(lambda: len(fake.channel_messages()) > before)
    record = await bot.store.open_game_in_channel(fake.channel.id)
    await settle(bot)
    return fake.message(record.message_id)


async def play_to_the_end(
    fake: FakeDiscord,
    bot,
    humans: list[FakeUser],
    game_id: int,
    seed: int = 0,
    max_rounds: int = 2000,
) -> None:
    """Every human opens their hand and clicks random options until the game is over."""
    rng = random.Random(seed)
    for _ in range(max_rounds):
        record = await bot.store.get(game_id)
        if record.status != "running":
            return
        for user in humans:
            table = fake.message((await bot.store.get(game_id)).message_id)
            if (await bot.store.get(game_id)).status != "running":
                return
            message = await open_hand(user, table)
            while message is not None:
                message = await choose(user, message, rng)
        await settle(bot)
    raise AssertionError(f"game {game_id} did not end")
