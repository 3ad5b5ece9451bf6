"""Plays games through the fake Discord the way people do: buttons in ephemeral messages."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Sequence

from engine.core import get_game, replay, state_to_json
from tests.fakediscord import FakeDiscord, FakeUser, Interaction, Message

HAND_BUTTON = "My hand / My turn"
"""Its English label; the driver clicks by ``custom_id`` so it works in every language."""


def custom_id(message: Message, prefix: str, suffix: str = "") -> str | None:
    """The ``custom_id`` of the component starting with ``prefix`` (and ending with ``suffix``)."""
    for component in message.interactive_components():
        identifier = component.get("custom_id", "")
        if identifier.startswith(prefix) and identifier.endswith(suffix):
            return identifier
    return None


def has_hand_button(message: Message) -> bool:
    return custom_id(message, "hand:") is not None


def option_components(message: Message) -> list[dict]:
    return [
        component
        for component in message.interactive_components()
        if component.get("custom_id", "").startswith(("act:", "pick:"))
    ]


async def click_first_option(user: FakeUser, panel: Message):
    """The interaction of a click on the panel's first option (a button, or a menu's first)."""
    component = option_components(panel)[0]
    if component["type"] == 2:
        return await user.click(panel, component["custom_id"])
    return await user.select(panel, component["custom_id"], component["options"][0]["value"])


async def click_random_option(
    user: FakeUser, message: Message, rng: random.Random
) -> tuple[Interaction, Message]:
    """Pick a random option in ``user``'s private message; returns the click and the update."""
    component = rng.choice(option_components(message))
    if component["type"] == 2:
        interaction = await user.click(message, component["custom_id"])
    else:
        value = rng.choice(component["options"])["value"]
        interaction = await user.select(message, component["custom_id"], value)
    return interaction, await interaction.answered(timeout=30)


async def choose(user: FakeUser, message: Message, rng: random.Random) -> Message | None:
    if not option_components(message):
        return None
    return (await click_random_option(user, message, rng))[1]


def edited_ephemeral(user: FakeUser, seen: dict[int, int]) -> Message | None:
    """The user's ephemeral edited (or sent) since ``seen`` (message id to version)."""
    for message in reversed(user.ephemerals()):
        if message.version > seen.get(message.id, -1) and not message.loading:
            return message
    return None


async def decide_at_random(
    bot, game_id: int, table: Message, players: Sequence[FakeUser], rng: random.Random
) -> None:
    """The first seat that must decide opens its turn panel and clicks one of its options at
    random; then the bot finishes what the move started (``players[seat]`` plays ``seat``)."""
    loaded = await bot.service.load(game_id)
    mover = players[min(loaded.pending())]
    await click_random_option(mover, await open_hand(mover, table), rng)
    await bot.settled()


def panel_version(panel: Message) -> int | None:
    """The game version the panel's buttons were drawn at (``act:<game>:<version>:…``)."""
    component = next(iter(option_components(panel)), None)
    return None if component is None else int(component["custom_id"].split(":")[2])


async def open_hand(user: FakeUser, table: Message) -> Message:
    """ "My turn": the user's turn panel, brought up to date (an edit of the one they have)
    or sent anew."""
    seen = {message.id: message.version for message in user.ephemerals()}
    interaction = await user.click(table, custom_id(table, "hand:"))
    await interaction.acknowledgement()
    await user.fake.wait_for(
        lambda: interaction.answer is not None or edited_ephemeral(user, seen) is not None,
        timeout=30,
    )
    return interaction.answer or edited_ephemeral(user, seen)  # type: ignore[return-value]


async def replays_to_snapshot(store, record) -> bool:
    """Whether the stored action log of ``record``'s game, replayed from its seed, gives its
    stored snapshot (``store``: a ``GameStore``)."""
    log = await store.actions.action_log(record.id)
    rebuilt = replay(
        get_game(record.game),
        len(record.seats),
        record.seed,
        record.options,
        [(a.seat, a.action) for a in log],
    )
    return state_to_json(rebuilt) == record.state


# -- with the bot in this process: wait on its own idleness ------------------------------------


async def settle(bot) -> None:
    """Wait until clicks, AI seats and table refreshes have nothing left to do."""
    await bot.settled()


async def start_game(
    fake: FakeDiscord,
    bot,
    host: FakeUser,
    game: str,
    humans: list[FakeUser],
    bots: int | Sequence[str],
) -> Message:
    """/play, everyone joins, the host adds bots (a count of easy ones, or their levels) and
    starts; returns the table message."""
    lobby = (await host.slash("play", game=game)).message
    for user in humans:
        if user is not host:
            await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    for level in ["easy"] * bots if isinstance(bots, int) else bots:
        await (await host.select(lobby, custom_id(lobby, "addbot:"), level)).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(bot)
    record = await bot.store.games.open_game_in_channel(lobby.channel_id)
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
        for user in humans:
            record = await bot.store.games.get(game_id)
            if record.status != "running":
                await settle(bot)  # the last click's redraw and announcement
                return
            message = await open_hand(user, fake.message(record.message_id))
            while message is not None:
                message = await choose(user, message, rng)
        await settle(bot)
    raise AssertionError(f"game {game_id} did not end")


# -- with the bot in another process: only what a Discord user can see ------------------------


def find_table(fake: FakeDiscord, channel) -> Message | None:
    """The newest table of the channel (a "your move" ping has the button, not the embed)."""
    for message in reversed(fake.channel_messages(channel)):
        if has_hand_button(message) and message.embeds:
            return message
    return None


def find_lobby(fake: FakeDiscord, channel) -> Message | None:
    """The newest lobby the channel shows (a message with a lobby's Start button)."""
    for message in reversed(fake.channel_messages(channel)):
        if not message.deleted and custom_id(message, "lobby:", ":start") is not None:
            return message
    return None


async def open_table(
    fake: FakeDiscord,
    host: FakeUser,
    game: str,
    humans: list[FakeUser],
    bots: Sequence[str] = (),
) -> int:
    """/play (or the lobby the channel, or a thread of it, already shows), the others join, the
    host adds bots of these levels and starts; returns the table message id. Where tables open
    in threads, /play answers with a link to the thread, where the lobby is. ``LookupError``:
    /play answered without a lobby (Discord failed its answer, or the channel is busy)."""
    lobby = find_lobby(fake, host.channel) or next(
        filter(None, (find_lobby(fake, t) for t in reversed(fake.threads(host.channel)))), None
    )
    if lobby is None:
        play = await host.slash("play", game=game)
        lobby = play.message
        if lobby.loading:  # deferred: tables in threads
            lobby = await _lobby_in_thread(fake, await play.answered(timeout=ANSWER_SECONDS))
    if custom_id(lobby, "lobby:", ":start") is None:
        raise LookupError(f"/play answered without a lobby: {lobby.content!r}")
    for user in humans:
        if user is not host:
            await (await user.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    for level in bots:
        await (await host.select(lobby, custom_id(lobby, "addbot:"), level)).answered()
    await (await host.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    channel = fake.store.channels[lobby.channel_id]
    await fake.wait_for(lambda: find_table(fake, channel) is not None, timeout=30)
    return find_table(fake, channel).id


ANSWER_SECONDS = 30.0
"""How long a deferred /play may take to answer (Discord's latency and discord.py's retries)."""


async def _lobby_in_thread(fake: FakeDiscord, answer: Message) -> Message:
    """The lobby in the thread that /play's answer links to (``answer`` itself if it links to
    none: Discord failed it)."""
    linked = re.search(r"<#(\d+)>", answer.content)
    if linked is None:
        return answer
    thread = fake.store.channels[int(linked.group(1))]
    await fake.wait_for(lambda: find_lobby(fake, thread) is not None, timeout=ANSWER_SECONDS)
    lobby = find_lobby(fake, thread)
    assert lobby is not None
    return lobby


async def take_turns(
    fake: FakeDiscord,
    users: list[FakeUser],
    table_id: int,
    rng: random.Random,
    *,
    max_clicks: int | None = None,
    until: float | None = None,
    on_click: Callable[[Interaction], None] | None = None,
    on_wait: Callable[[float], None] | None = None,
) -> int:
    """Users open their hands and click random options until the game is over, until
    ``max_clicks`` option clicks were made or until ``time.monotonic()`` passes ``until``;
    returns the number of option clicks. ``on_wait`` is told how many seconds the users
    waited each time none of them could act (the bots were moving)."""
    clicks = 0
    while has_hand_button(fake.message(table_id)):
        version = fake.message(table_id).version
        acted = False
        for user in users:
            if not has_hand_button(fake.message(table_id)):
                break  # the game just ended
            message = await open_hand(user, fake.message(table_id))
            while option_components(message):
                if (max_clicks is not None and clicks >= max_clicks) or (
                    until is not None and time.monotonic() >= until
                ):
                    return clicks
                interaction, message = await click_random_option(user, message, rng)
                clicks += 1
                acted = True
                if on_click is not None:
                    on_click(interaction)
        if not acted:  # the bots move, the game ended, or the table is about to say so
            waited = time.monotonic()
            await fake.wait_for(
                lambda seen=version: fake.message(table_id).version != seen, timeout=30
            )
            if on_wait is not None:
                on_wait(time.monotonic() - waited)
    return clicks


async def cut_short(bot, game_id: int, kind: str) -> None:
    """What a crash between claiming a post of ``kind`` and recording it leaves: the claim of
    a bot process that died long ago (so its lease has lapsed)."""
    claimed = await bot.store.marks.claim_post(game_id, kind, owner="died", now=0.0, lease=0.0)
    assert claimed


def catch_up_during(bot, step: str) -> list[int]:
    """Make the start-up catch-up (which closes a lobby whose post a crash cut short) run in
    the middle of the lobby store call ``step`` of a /play; returns the ids it met."""
    original = getattr(bot.store.lobbies, step)
    met: list[int] = []

    async def step_then_catch_up(*args, **kwargs):
        result = await original(*args, **kwargs)
        met.extend(await bot.store.marks.games_to_reconcile())
        await bot.sync.reconcile_all()
        for game_id in met:
            await bot.sync.settled(game_id)
        return result

    setattr(bot.store.lobbies, step, step_then_catch_up)
    return met
