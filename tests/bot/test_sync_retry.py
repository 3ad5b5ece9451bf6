"""A table Discord refused to update stays to update (issue 32, point 7): it is tried again
after a growing, bounded pause, and caught up as soon as Discord accepts it again.

The pauses are the sync's injected ``sleep``: held until the test ends them, never slept.
"""

from __future__ import annotations

import asyncio

import discord
import pytest

from cogs.channel import RETRY_FIRST_SECONDS, RETRY_MAX_SECONDS
from tests.bot.driver import open_hand, settle
from tests.bot.test_turns import finish_turn, pending_user, two_humans

pytestmark = pytest.mark.usefixtures("stamps")

TABLE_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


class HeldSleeps:
    """The sync's pauses: each is recorded and lasts until :meth:`end` ends them all."""

    def __init__(self) -> None:
        self.delays: list[float] = []
        self._held: list[asyncio.Future[None]] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)
        held = asyncio.get_running_loop().create_future()
        self._held.append(held)
        await held

    @property
    def waiting(self) -> bool:
        return any(not pause.done() for pause in self._held)

    async def end(self, bot) -> None:
        """End every pause under way, and wait until the syncs they started are done."""
        held, self._held = self._held, []
        for pause in held:
            if not pause.done():  # not cancelled by a later pass that Discord accepted
                pause.set_result(None)
        await asyncio.sleep(0)  # the paused retries run on: each requests its game's sync
        await settle(bot)


@pytest.fixture
def sleeps(table_bot) -> HeldSleeps:
    table_bot.sync.sleep = held = HeldSleeps()
    return held


def to_play(fake, record) -> str:
    """The table's "To play" line, as the channel shows it."""
    fields = fake.message(record.message_id).embeds[0].get("fields", [])
    return next(f["value"] for f in fields if f["name"] == "To play")


async def play_turns(bot, record, table, users, turns: int) -> None:
    for _ in range(turns):
        _, mover, _ = await pending_user(bot, record, users)
        await finish_turn(mover, await open_hand(mover, table))
        await settle(bot)


async def test_a_table_refused_for_lack_of_permission_is_caught_up_when_it_is_given_back(
    fake, table_bot, sleeps
):
    """Attach Files denied, three turns, permission restored: the table names the player to
    move at once (the channel's change is the signal), not at the next move or restart."""
    record, table, users = await two_humans(fake, table_bot)
    fake.set_bot_permissions(deny=discord.Permissions(attach_files=True))
    await play_turns(table_bot, record, table, users, 3)
    stale = await table_bot.store.games.get(record.id)
    assert stale.shown != stale.current, "Discord refused every update"
    assert sleeps.delays == [RETRY_FIRST_SECONDS], "one retry waits, whatever refused meanwhile"
    await sleeps.end(table_bot)  # still refused: the next pause is longer
    assert sleeps.delays[1] > sleeps.delays[0]
    _, mover, _ = await pending_user(table_bot, record, users)
    assert f"<@{mover.id}>" not in to_play(fake, record), "the table names the wrong player"

    fake.set_bot_permissions()  # the overwrite taken away
    await fake.wait_for(lambda: f"<@{mover.id}>" in to_play(fake, record))
    await settle(table_bot)
    after = await table_bot.store.games.get(record.id)
    assert after.shown == after.current
    assert len(sleeps.delays) == 2, "caught up before the pause ended"


async def test_a_table_refused_by_discord_errors_is_tried_again_with_growing_pauses(
    fake, table_bot, sleeps
):
    """Discord answers 503 to the table's edit four times: tried again after 1, 2, 4 and 8
    seconds (never more than the bound), caught up at the fifth try, and no try follows.

    The turn's clicks may each request a pass, and a pass that fails while a retry waits adds
    its refusal without a pause of its own: on a busy machine the pauses can be 1 then 8 s.
    """
    record, table, users = await two_humans(fake, table_bot)
    fake.fail_next(TABLE_EDIT, 4)
    await play_turns(table_bot, record, table, users, 1)
    for _ in range(4):
        if sleeps.waiting:
            await sleeps.end(table_bot)
    assert not sleeps.waiting
    assert len(fake.server_errors) == 4
    assert sleeps.delays[0] == 1.0  # a fault passes sooner than a refusal (5 s)
    assert sleeps.delays == sorted(set(sleeps.delays)), "each pause longer than the one before"
    assert set(sleeps.delays) <= {1.0, 2.0, 4.0, 8.0}
    assert all(delay <= RETRY_MAX_SECONDS for delay in sleeps.delays)
    after = await table_bot.store.games.get(record.id)
    assert after.shown == after.current, "caught up once Discord accepts the edit"
    _, mover, _ = await pending_user(table_bot, record, users)
    assert f"<@{mover.id}>" in to_play(fake, record)
    paused = len(sleeps.delays)
    await play_turns(table_bot, record, table, users, 1)
    assert len(sleeps.delays) == paused, "an accepted update leaves nothing to try again"
