"""Discord's faults on a rematch, met once: a dropped connection (Discord did nothing) or a
lost answer (Discord did it, the bot never heard).

- Its lobby's message in the channel is the sync's to mend, as for any table: the rematch opens,
  its lobby shows once and starts a game. (It was withdrawn: after a lost answer the channel
  kept a lobby whose buttons only said it was closed, and Rematch again posted another.)
- Its thread's creation, where tables open in threads: the clicker is told the table may not
  have opened, and Rematch again opens it.
"""

from __future__ import annotations

import pytest

from locales import translate
from tests.bot.driver import custom_id, settle
from tests.bot.faults import NetworkFaults
from tests.bot.test_rematch import finished_in_thread, finished_table
from tests.bot.test_threads import public

pytestmark = pytest.mark.usefixtures("stamps")

POST = "POST /channels/{channel_id}/messages"
THREAD = "POST /channels/{channel_id}/threads"
FAULTS = ["drop", "lose"]


def lobbies(fake, channel=None) -> list:
    return [m for m in public(fake, channel) if custom_id(m, "lobby:", ":join")]


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_rematch_lobby_whose_message_meets_a_fault_shows_once_and_starts(
    fake, table_bot, monkeypatch, fault
):
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await finished_table(fake, table_bot, [alice, bob])
    faults = NetworkFaults().install(monkeypatch)
    getattr(faults, f"{fault}_next")(POST)
    opened = await (await bob.click(table, "Rematch")).answered()
    await settle(table_bot)
    assert faults.served == [(fault, POST)]
    assert opened.content.startswith("Rematch opened: ")
    new = await table_bot.store.games.get(2)
    (lobby,) = lobbies(fake)
    assert (new.status, new.message_id, new.posting) == ("lobby", lobby.id, None)
    (invite,) = [m for m in public(fake) if "opened a rematch" in m.content]
    assert invite.notified == {alice.id}

    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await bob.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(2)).status == "running"
    tables = [m.id for m in public(fake) if m.embeds and custom_id(m, "hand:2")]
    assert tables == [lobby.id], "the lobby became the table; no other shows game 2"


@pytest.mark.threads
@pytest.mark.parametrize("fault", FAULTS)
async def test_a_rematch_thread_whose_creation_meets_a_fault_is_opened_by_rematch_again(
    fake, table_bot, monkeypatch, fault
):
    alice, bob = fake.user("alice"), fake.user("bob")
    thread, table = await finished_in_thread(fake, table_bot, alice, bob)
    faults = NetworkFaults().install(monkeypatch)
    getattr(faults, f"{fault}_next")(THREAD)
    told = await (await alice.at(thread).click(table, "Rematch")).answered()
    await settle(table_bot)
    assert faults.served == [(fault, THREAD)]
    assert told.content == translate("en-US", "error-discord-fault-opening")
    assert (await table_bot.store.games.get(1)).rematch_id is None
    made = [t for t in fake.threads() if t.id != thread.id]
    assert len(made) == (fault == "lose") and all(t.archived for t in made)

    opened = await (await alice.at(thread).click(table, "Rematch")).answered()
    await settle(table_bot)
    assert opened.content.startswith("Rematch opened: ")
    (new_thread,) = [t for t in fake.threads() if t.id != thread.id and t not in made]
    assert len(lobbies(fake, new_thread)) == 1
