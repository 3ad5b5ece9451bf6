"""A private view with no news for its reader writes nothing (a write at every view cost more
than the view); moves are marked seen once they brought news, or once many piled up."""

from __future__ import annotations

import random

from tests.bot.driver import decide_at_random, open_hand, start_game


def count_calls(monkeypatch, store, method: str, record) -> list:
    """What each call of ``store.method`` was given, through ``record(*arguments)``."""
    calls = []
    original = getattr(store, method)

    async def counted(*arguments):
        calls.append(record(*arguments))
        return await original(*arguments)

    monkeypatch.setattr(store, method, counted)
    return calls


async def luxor_for_two(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "luxor", [alice, bob], bots=0)
    return alice, bob, table, await table_bot.store.games.open_game_in_channel(fake.channel.id)


async def test_a_view_without_news_writes_nothing(fake, table_bot, monkeypatch):
    alice, bob, table, record = await luxor_for_two(fake, table_bot)
    writes = count_calls(
        monkeypatch,
        table_bot.store.marks,
        "mark_seen",
        lambda game_id, seat, version: (seat, version),
    )
    rng = random.Random(3)
    for _ in range(4):  # Luxor tells no one else anything privately
        await decide_at_random(table_bot, record.id, fake.message(table.id), (alice, bob), rng)
    await open_hand(alice, fake.message(table.id))
    await open_hand(bob, fake.message(table.id))
    await table_bot.settled()
    assert writes == []
    assert await table_bot.store.marks.seen_version(record.id, 0) == 0

    # Many moves unseen: marked all the same.
    monkeypatch.setattr(table_bot.story, "UNSEEN_KEPT", 1)
    await open_hand(alice, fake.message(table.id))
    await table_bot.settled()  # the panel may show before the view's bookkeeping is done
    latest = (await table_bot.store.games.get(record.id)).version
    assert writes == [(0, latest)]
    assert await table_bot.store.marks.seen_version(record.id, 0) == latest


async def test_a_view_reads_only_the_moves_since_the_last_view_without_news(
    fake, table_bot, monkeypatch
):
    """Nothing written, yet nothing read twice for the same seat: the process remembers how
    far it looked (before, every view read again every move since the stored mark)."""
    alice, bob, table, record = await luxor_for_two(fake, table_bot)
    reads = count_calls(
        monkeypatch,
        table_bot.store.actions,
        "actions_between",
        lambda game_id, first, end: range(first, end),
    )
    rng = random.Random(5)
    for _ in range(5):
        await decide_at_random(table_bot, record.id, fake.message(table.id), (alice, bob), rng)
        for player in (alice, bob, alice, bob):
            await open_hand(player, fake.message(table.id))
            await table_bot.settled()
    latest = (await table_bot.store.games.get(record.id)).version
    assert latest >= 5 and reads
    # Each move is read at most once per seat: twice in all.
    assert max(sum(version in read for read in reads) for version in range(latest)) <= 2
    assert await table_bot.store.marks.seen_version(record.id, 0) == 0
