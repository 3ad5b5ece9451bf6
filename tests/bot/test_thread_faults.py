"""Discord's faults on /play where tables open in threads (the default wherever the bot may
open them), each met once: a dropped connection (Discord did nothing) or a lost answer (Discord
did it, the bot never heard).

- The thread's creation: the user is told the table may not have opened, a thread that a lost
  answer made says it never opened and is archived, and /play opens a table at once.
- The lobby's message in the thread: the sync's to mend, as for any table (what a lost answer
  posted is adopted, else it is posted again): /play answers with its link, and the thread
  holds one lobby, the stored one, that starts a game.
- The link in the channel: an edit, made again at once.

Found by tests written for the path ``bench.load`` never takes (it denies threads, for one table
per channel), 2026-11-28: each of these faults left an empty thread, a lobby whose buttons only
said it was closed, or a table nobody was told of; and /play's notice spoke of a move saved.
"""

from __future__ import annotations

import pytest

from cogs.channel import FAULT_RETRY_FIRST_SECONDS
from locales import translate
from tests.bot.driver import custom_id, settle
from tests.bot.faults import NetworkFaults
from tests.bot.test_sync_retry import HeldSleeps
from tests.bot.test_threads import public

pytestmark = [pytest.mark.usefixtures("stamps"), pytest.mark.threads]

THREAD = "POST /channels/{channel_id}/threads"
POST = "POST /channels/{channel_id}/messages"
ORIGINAL = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
ACTIVE_THREADS = "GET /guilds/{guild_id}/threads/active"
FAULTS = ["drop", "lose"]


def lobbies(fake, thread) -> list:
    return [m for m in public(fake, thread) if custom_id(m, "lobby:", ":join")]


async def play_meeting(fake, bot, monkeypatch, user, fault: str, route: str, game="luxor"):
    """/play, whose first request to ``route`` meets ``fault``: its answer, once synced."""
    faults = NetworkFaults().install(monkeypatch)
    getattr(faults, f"{fault}_next")(route)
    answer = await (await user.slash("play", game=game)).answered()
    await settle(bot)
    assert faults.served == [(fault, route)]
    return answer


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_thread_whose_creation_meets_a_fault_is_closed_and_play_opens_anew(
    fake, table_bot, monkeypatch, fault
):
    alice = fake.user("alice")
    answer = await play_meeting(fake, table_bot, monkeypatch, alice, fault, THREAD)
    assert answer.content == translate("en-US", "error-discord-fault-opening")
    assert await table_bot.store.games.open_game_in_channel(fake.channel.id) is None
    made = fake.threads()
    assert len(made) == (fault == "lose"), "what Discord made"
    for thread in made:
        (line,) = public(fake, thread)
        assert line.content.startswith("Table #1 never opened") and thread.archived

    link = await (await alice.slash("play", game="luxor")).answered()
    await settle(table_bot)
    (thread,) = [t for t in fake.threads() if t not in made]
    assert link.content.endswith(f"<#{thread.id}>") and len(lobbies(fake, thread)) == 1


async def test_a_thread_made_under_a_lost_answer_is_closed_though_looking_for_it_fails_once(
    fake, table_bot, monkeypatch
):
    """The thread was made, its answer lost; looking for it among the server's threads meets a
    dropped connection too: the sync tries again (after its pause, or sooner when something
    else asks for the game's sync), and closes it then, once."""
    alice = fake.user("alice")
    table_bot.sync.sleep = sleeps = HeldSleeps()
    faults = NetworkFaults().install(monkeypatch)
    faults.lose_next(THREAD)
    faults.drop_next(ACTIVE_THREADS)
    answer = await (await alice.slash("play", game="luxor")).answered()
    await settle(table_bot)
    assert faults.served == [("lose", THREAD), ("drop", ACTIVE_THREADS)]
    assert answer.content == translate("en-US", "error-discord-fault-opening")
    assert sleeps.delays == [FAULT_RETRY_FIRST_SECONDS], "the pass was to be tried again"
    await sleeps.end(table_bot)
    (thread,) = fake.threads()
    (line,) = public(fake, thread)
    assert thread.archived and line.content.startswith("Table #1 never opened")
    assert (await table_bot.store.games.get(1)).status == "cancelled"


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_thread_lobby_whose_message_meets_a_fault_is_posted_once_and_starts(
    fake, table_bot, monkeypatch, fault
):
    alice, bob = fake.user("alice"), fake.user("bob")
    link = await play_meeting(fake, table_bot, monkeypatch, alice, fault, POST, "mausoleum")
    (thread,) = fake.threads()
    assert (
        link.content
        == f"<@{alice.id}> opened a Guardians of the Mausoleum table (#1): <#{thread.id}>"
    )
    record = await table_bot.store.games.get(1)
    (lobby,) = lobbies(fake, thread)
    assert (record.status, record.message_id, record.posting) == ("lobby", lobby.id, None)
    assert record.link_message_id == link.id

    await (await bob.at(thread).click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await alice.at(thread).click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    assert (await table_bot.store.games.get(1)).status == "running"
    assert [m.id for m in public(fake, thread) if m.embeds] == [lobby.id], "one table"


@pytest.mark.parametrize("fault", FAULTS)
async def test_a_thread_link_whose_edit_meets_a_fault_is_made_again(
    fake, table_bot, monkeypatch, fault
):
    alice = fake.user("alice")
    link = await play_meeting(fake, table_bot, monkeypatch, alice, fault, ORIGINAL)
    (thread,) = fake.threads()
    assert link.content == f"<@{alice.id}> opened a Luxor table (#1): <#{thread.id}>"
    assert [m.id for m in public(fake)] == [link.id], "the channel holds the link alone"
    record = await table_bot.store.games.get(1)
    (lobby,) = lobbies(fake, thread)
    assert (record.status, record.message_id, record.link_message_id) == (
        "lobby",
        lobby.id,
        link.id,
    )
