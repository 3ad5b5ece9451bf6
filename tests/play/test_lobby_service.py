"""The lobby's rules without Discord (``play.lobby``): who may change what, the refusals each
names, and the rematch opened in one transaction, on a real SQLite store."""

import pytest

from db.database import open_database
from db.store import GameStore
from play.lobby import ChannelTaken, LobbyService, Refused
from play.service import GameService

HOST, GUEST, STRANGER = 1, 2, 3


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def lobby(tmp_path, clock):
    database = await open_database(tmp_path / "games.sqlite3")
    store = GameStore(database)
    service = GameService(store, ai_delay=0, now=lambda: clock.now)
    yield LobbyService(store, service, expiry_minutes=10, ai_levels=("easy", "normal"))
    await service.ai_runners.stop()
    await database.close()


async def opened(lobby, channel_id=10):
    record = await lobby.open(
        game="luxor", guild_id=5, channel_id=channel_id, host_id=HOST, host_name="host"
    )
    return await lobby.settle(record.id, clock_seconds=None)


def refused(key):
    return pytest.raises(Refused, match=f"^{key}$")


async def test_only_the_host_adds_bots_sets_the_clock_hints_removes_seats_and_starts(lobby):
    record = await opened(lobby)
    await lobby.join(record, GUEST, "guest")
    record = await lobby.get(record.id)
    with refused("error-host-only-bots"):
        await lobby.add_bot(record, GUEST, "easy")
    with refused("error-host-only-clock"):
        await lobby.set_clock(record, GUEST, "600")
    with refused("error-host-only-hints"):
        await lobby.toggle_hints(record, GUEST)
    with refused("error-host-only-remove"):
        await lobby.unseat(record, GUEST, "1", version=record.version)
    with refused("error-host-only-start"):
        await lobby.start(record, GUEST)
    with refused("error-cancel-not-allowed"):
        await lobby.cancel(record, GUEST, moderator=False)
    assert await lobby.get(record.id) == record  # nothing changed


async def test_seats_options_and_their_refusals(lobby, clock):
    record = await opened(lobby)
    with refused("error-already-seated"):
        await lobby.join(record, HOST, "host")
    with refused("error-unknown-choice"):
        await lobby.add_bot(record, HOST, "expert")  # not offered here
    with refused("error-unknown-choice"):
        await lobby.set_clock(record, HOST, "61")
    with refused("error-host-cannot-leave"):
        await lobby.leave(record, HOST)
    with refused("error-not-in-lobby"):
        await lobby.leave(record, STRANGER)
    clock.now += 60
    await lobby.add_bot(record, HOST, "easy")
    await lobby.set_clock(record, HOST, "600")
    record = await lobby.get(record.id)
    assert [s.ai_level for s in record.seats] == [None, "easy"]
    assert record.clock_seconds == 600
    assert record.lobby_expires == clock.now + 600  # each change extends the lobby's wait
    with refused("error-seat-changed"):
        await lobby.unseat(record, HOST, "1", version=record.version - 1)
    with refused("error-unknown-choice"):
        await lobby.unseat(record, HOST, "0", version=record.version)  # the host's own seat
    await lobby.leave(record, HOST)  # the host's "leave" removes the last bot
    assert len((await lobby.get(record.id)).seats) == 1


async def test_start_refuses_a_wrong_player_count_then_deals(lobby):
    record = await opened(lobby)
    with refused("error-player-count") as refusal:
        await lobby.start(record, HOST)
    assert refusal.value.values == {"min": 2, "max": 4}
    await lobby.add_bot(record, HOST, "normal")
    await lobby.start(record, HOST)
    assert (await lobby.get(record.id)).status == "running"
    with refused("error-lobby-closed"):
        await lobby.add_bot(record, HOST, "easy")


async def test_a_moderator_cancels_and_a_closed_lobby_says_so(lobby):
    record = await opened(lobby)
    await lobby.cancel(record, STRANGER, moderator=True)
    assert (await lobby.get(record.id)).status == "cancelled"
    with refused("error-lobby-closed"):
        await lobby.cancel(record, HOST, moderator=False)


async def test_a_rematch_is_for_players_of_finished_games_and_opens_once(lobby, clock):
    record = await opened(lobby)
    await lobby.join(record, GUEST, "guest")
    with refused("rematch-not-finished"):
        await lobby.finished_game(record.id, GUEST)
    async with lobby.store.db.transaction() as tx:  # as if played to its end
        await tx.execute("UPDATE games SET status = 'finished' WHERE id = ?", (record.id,))
    with refused("rematch-not-player"):
        await lobby.finished_game(record.id, STRANGER)
    old = await lobby.finished_game(record.id, GUEST)
    assert await lobby.rematch_of(old) is None
    taken = await opened(lobby, channel_id=10)
    with pytest.raises(ChannelTaken) as busy:
        await lobby.open_rematch(
            old, channel_id=10, host_id=GUEST, host_name="guest", parent_channel_id=None
        )
    assert busy.value.record.id == taken.id
    new, mine = await lobby.open_rematch(
        old, channel_id=11, host_id=GUEST, host_name="guest", parent_channel_id=None
    )
    assert mine and new.host_id == GUEST and new.lobby_expires == clock.now + 600
    assert (await lobby.rematch_of(old)).id == new.id
