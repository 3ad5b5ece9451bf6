"""Games in threads are found from the channel that holds the threads, and a rematch opens its
own thread like /play."""

from __future__ import annotations

import pytest

from tests.bot.driver import custom_id, play_to_the_end, settle
from tests.bot.test_threads import start_in_thread

pytestmark = [pytest.mark.usefixtures("stamps"), pytest.mark.threads]


async def test_replay_and_history_find_thread_games_from_the_channel(fake, table_bot):
    alice = fake.user("alice")
    _, thread, finished = await start_in_thread(fake, table_bot, alice, "luxor")
    await play_to_the_end(fake, table_bot, [alice], finished.id)
    _, other, abandoned = await start_in_thread(fake, table_bot, alice, "mausoleum")
    confirm = await (await alice.at(other).slash("game abandon")).answered()
    await (await alice.click(confirm, custom_id(confirm, "abandon:"))).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(abandoned.id)).status == "abandoned"

    viewer = await (await alice.slash("game replay")).answered()
    assert viewer.embeds[0]["title"] == f"Luxor · table #{finished.id} · replay"
    in_thread = await (await alice.at(thread).slash("game replay")).answered()
    assert in_thread.embeds[0]["title"] == viewer.embeds[0]["title"]
    history = await (await alice.slash("history")).answered()
    (field,) = history.embeds[0]["fields"]
    assert f"/{thread.id}/{finished.message_id})" in field["value"]

    marked = await (await alice.slash("game replay", number=abandoned.id)).answered()
    assert marked.embeds[0]["title"] == (
        f"Guardians of the Mausoleum · table #{abandoned.id} · replay of an abandoned game"
    )
