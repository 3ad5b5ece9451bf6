"""A game read once is worked out once: who must decide and each seat's view, whatever asks."""

from __future__ import annotations

import random
from collections import Counter

from engine.core import get_game
from tests.bot.driver import decide_at_random, start_game


async def test_a_click_works_out_each_view_once_per_read(fake, table_bot, monkeypatch):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    game = type(get_game("mausoleum"))
    views: Counter = Counter()
    alive = []
    original_view = game.view

    def counted_view(self, state, seat):
        alive.append(state)  # no id is reused while counting
        views[(id(state), seat)] += 1
        return original_view(self, state, seat)

    monkeypatch.setattr(game, "view", counted_view)
    rng = random.Random(4)
    for _ in range(4):
        await decide_at_random(table_bot, record.id, fake.message(table.id), (alice, bob), rng)
    assert views and max(views.values()) == 1, views.most_common(3)
    loaded = await table_bot.service.load(record.id)
    assert loaded.view(0) is loaded.view(0) and loaded.pending() is loaded.pending()
    assert loaded.prompt_for(min(loaded.pending())) == loaded.game.prompt_for(
        loaded.state, min(loaded.pending())
    )
