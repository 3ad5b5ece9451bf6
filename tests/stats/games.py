"""Finished games stored through the store API, as the bot stores them (for stats tests)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import count

from db.store import GameStore

_channels = count(10_000)


async def finished_game(
    store: GameStore,
    game: str,
    seats: Sequence[int | str],
    ranks: Sequence[int],
    scores: Sequence[int] | None = None,
    *,
    guild_id: int | None = 1,
    channel_id: int | None = None,
    left: Sequence[int] = (),
    names: dict[int, str] | None = None,
    abandon: bool = False,
) -> int:
    """A game of ``game`` whose seats are user ids (humans) or AI levels, finished with these
    ranks and scores; ``left`` lists seats whose owner left them to a bot. It is played in
    ``channel_id`` (a new channel of its own if none) of ``guild_id`` (``None``: outside
    servers, a group DM or a DM). Returns its id."""
    names = names or {}
    host = seats[0]
    assert isinstance(host, int), "the first seat is the host, a human"
    lobby = await store.lobbies.create_lobby(
        game=game,
        guild_id=guild_id,
        channel_id=next(_channels) if channel_id is None else channel_id,
        host_id=host,
        host_name=names.get(host, f"user{host}"),
        seed=7,
    )
    for seat in seats[1:]:
        if isinstance(seat, int):
            await store.lobbies.add_seat(
                lobby.id, user_id=seat, ai_level=None, name=names.get(seat, f"user{seat}"), limit=4
            )
        else:
            await store.lobbies.add_seat(lobby.id, user_id=None, ai_level=seat, name="ai", limit=4)
    await store.games.start(lobby.id, lambda record: ("{}", {}))
    async with store.db.transaction() as tx:
        for seat in left:
            await tx.execute(
                "UPDATE seats SET stand_in = 'left' WHERE game_id = ? AND seat = ?",
                (lobby.id, seat),
            )
    if abandon:
        await store.games.close(lobby.id)
        return lobby.id
    scores = list(scores) if scores is not None else [10 * (5 - r) for r in ranks]
    await store.games.record_action(
        lobby.id,
        version=0,
        seat=0,
        action={"end": True},
        events=[],
        state="{}",
        result={"scores": scores, "breakdown": [{} for _ in seats], "ranks": list(ranks)},
    )
    return lobby.id
