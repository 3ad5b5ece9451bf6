"""The lobby's rules, with no Discord in them: who sits, the bots, the table's clock and hints,
its start and cancellation, and the rematch that opens the next lobby.

Each method checks who may do it and what the lobby allows, then changes the store (each change
in one transaction, the lobby's wait for its start extended with it). A refusal is
:class:`Refused`, naming the catalog key that explains it; the caller (``cogs.lobby``) answers
the click in the clicker's language and redraws the lobby from what was stored.
"""

from __future__ import annotations

from typing import Any

from db.store import ChannelBusy, GameRecord, GameStore, WrongStatus
from db.store.records import ANSWER
from engine.core import get_game
from play.service import GameService, WrongSeats

CLOCK_CHOICES = (0, 120, 600, 3600, 86400)
"""Seconds per decision a table may be given (0: no clock); their labels are ``clock-<s>``."""


class Refused(Exception):
    """Not done: ``key`` names the catalog message that says why, ``values`` its arguments."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


class ChannelTaken(Exception):
    """The channel has an open game already: ``record``."""

    def __init__(self, record: GameRecord) -> None:
        super().__init__(record.id)
        self.record = record


LOBBY_CLOSED = "error-lobby-closed"


class LobbyService:
    def __init__(
        self,
        store: GameStore,
        games: GameService,
        *,
        expiry_minutes: float,
        ai_levels: tuple[str, ...],
    ) -> None:
        self.store = store
        self.games = games
        self.expiry_minutes = expiry_minutes
        """How long a lobby waits for its start after its last change."""
        self.ai_levels = ai_levels
        """The levels the "Add a bot" menu offers."""

    def expiry(self) -> float:
        """When a lobby changed now expires if nothing else happens."""
        return self.games.now() + self.expiry_minutes * 60

    # -- reading --------------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        return await self.store.games.get(game_id)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        return await self.store.games.open_game_in_channel(channel_id)

    async def defaults(self, guild_id: int | None) -> tuple[int | None, bool]:
        """A server's clock for new tables and whether they open in threads."""
        return await self.store.settings.guild_defaults(guild_id)

    # -- opening --------------------------------------------------------------------------------

    async def open(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        parent_channel_id: int | None = None,
        reach: str = "channel",
        answered: bool = True,
    ) -> GameRecord:
        """A new lobby with its host seated; :class:`ChannelTaken` when the channel has an open
        game. Settle it (:meth:`settle`) once it knows where it lives. ``reach``: how the bot
        reaches its channel (see :attr:`GameRecord.reach`); ``answered``: its message is the
        answer of /play (else the sync posts it, and posts it again if a fault lost it)."""
        try:
            return await self.store.lobbies.create_lobby(
                game=game,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=host_name,
                seed=self.games.new_seed(),
                parent_channel_id=parent_channel_id,
                reach=reach,
                posting=ANSWER if answered else "lobby",
            )
        except ChannelBusy as error:
            raise ChannelTaken(await self._existing(error.game_id)) from None

    async def settle(
        self,
        game_id: int,
        *,
        clock_seconds: int | None,
        parent_channel_id: int | None = None,
        channel_id: int | None = None,
    ) -> GameRecord:
        """A new lobby's clock, its expiry and, for a thread, where it lives."""
        await self.store.lobbies.set_lobby_options(
            game_id,
            clock_seconds=clock_seconds,
            lobby_expires=self.expiry(),
            parent_channel_id=parent_channel_id,
            channel_id=channel_id,
        )
        record = await self.get(game_id)
        assert record is not None
        return record

    async def withdraw(self, game_id: int) -> None:
        """The lobby's message could not be posted: no lobby without its message."""
        await self.store.lobbies.withdraw(game_id)

    async def posted(self, record: GameRecord, message_id: int) -> None:
        """The lobby's message is ``message_id``, showing ``record``."""
        await self.store.marks.set_message(record.id, message_id, record.current)
        await self.store.marks.posted(record.id)

    async def linked(self, game_id: int, message_id: int) -> None:
        """The line that links to the lobby's thread is ``message_id``."""
        await self.store.marks.set_link_message(game_id, message_id)

    async def expire(self, record: GameRecord) -> None:
        """A lobby past its time is closed now, if the clock has not done it yet."""
        if record.status == "lobby":
            await self.games.close(record.id, by=None, lobby_only=True)

    # -- seats and options ----------------------------------------------------------------------

    async def join(self, record: GameRecord, user_id: int, name: str) -> None:
        if record.seat_of(user_id) is not None:
            raise Refused("error-already-seated")
        await self._seat(record, user_id=user_id, ai_level=None, name=name)

    async def add_bot(self, record: GameRecord, user_id: int, level: str) -> None:
        _host_only(record, user_id, "error-host-only-bots")
        if level not in self.ai_levels:
            raise Refused("error-unknown-choice")
        await self._seat(record, user_id=None, ai_level=level, name="")

    async def _seat(
        self, record: GameRecord, *, user_id: int | None, ai_level: str | None, name: str
    ) -> None:
        try:
            seat = await self.store.lobbies.add_seat(
                record.id,
                user_id=user_id,
                ai_level=ai_level,
                name=name,
                limit=get_game(record.game).max_players,
            )
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        if seat is None:
            raise Refused("error-lobby-full")
        await self._changed(record)

    async def leave(self, record: GameRecord, user_id: int) -> None:
        """A player leaves the lobby; the host removes the last bot instead (a host leaves by
        cancelling)."""
        seat = record.seat_of(user_id)
        if seat is None:
            raise Refused("error-not-in-lobby")
        if user_id == record.host_id:
            bots = [s.seat for s in record.seats if s.is_ai]
            if not bots:
                raise Refused("error-host-cannot-leave")
            seat = bots[-1]
        try:
            await self.store.lobbies.remove_seat(record.id, seat)
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        await self._changed(record)

    async def unseat(self, record: GameRecord, user_id: int, choice: str, *, version: int) -> None:
        """The host removes seat number ``choice`` (a bot or a player) of the lobby drawn at
        ``version``."""
        _host_only(record, user_id, "error-host-only-remove")
        seat = int(choice) if choice.isdigit() else -1
        if not 0 <= seat < len(record.seats) or record.seats[seat].user_id == record.host_id:
            raise Refused("error-unknown-choice")
        try:
            removed = await self.store.lobbies.remove_seat_at(record.id, seat, version=version)
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        if not removed:
            raise Refused("error-seat-changed")
        await self._changed(record)

    async def set_clock(self, record: GameRecord, user_id: int, choice: str) -> None:
        """The host's clock: ``choice`` one of :data:`CLOCK_CHOICES` in seconds."""
        _host_only(record, user_id, "error-host-only-clock")
        if not choice.isdigit() or int(choice) not in CLOCK_CHOICES:
            raise Refused("error-unknown-choice")
        try:
            await self.store.lobbies.set_lobby_clock(record.id, int(choice) or None)
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        await self._changed(record)

    async def toggle_hints(self, record: GameRecord, user_id: int) -> None:
        """The host switches the players' "Hint" button on or off for this table."""
        _host_only(record, user_id, "error-host-only-hints")
        try:
            await self.store.lobbies.set_lobby_hints(record.id, not record.hints)
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        await self._changed(record)

    async def _changed(self, record: GameRecord) -> None:
        """A lobby changed: it waits longer for its start."""
        await self.store.lobbies.extend_lobby(record.id, self.expiry())

    # -- start and cancel -----------------------------------------------------------------------

    async def start(self, record: GameRecord, user_id: int) -> None:
        """The host deals for the seats the lobby has (see :meth:`GameService.start`)."""
        _host_only(record, user_id, "error-host-only-start")
        try:
            await self.games.start(record.id)
        except WrongStatus:
            raise Refused(LOBBY_CLOSED) from None
        except WrongSeats:
            game = get_game(record.game)
            raise Refused(
                "error-player-count", min=game.min_players, max=game.max_players
            ) from None

    async def cancel(self, record: GameRecord, user_id: int, *, moderator: bool) -> None:
        """The host, or a ``moderator`` of the channel, cancels the lobby."""
        if user_id != record.host_id and not moderator:
            raise Refused("error-cancel-not-allowed")
        if await self.games.close(record.id, by=user_id, lobby_only=True) is None:
            raise Refused(LOBBY_CLOSED)

    # -- rematch --------------------------------------------------------------------------------

    async def finished_game(self, game_id: int, user_id: int) -> GameRecord:
        """The finished game ``user_id`` played in and asks a rematch of."""
        old = await self.get(game_id)
        if old is None or old.status != "finished":
            raise Refused("rematch-not-finished")
        if old.seat_of(user_id) is None:
            raise Refused("rematch-not-player")
        return old

    async def rematch_of(self, old: GameRecord) -> GameRecord | None:
        """The rematch opened for ``old`` so far, if any."""
        record = await self.get(old.id)
        assert record is not None
        return None if record.rematch_id is None else await self.get(record.rematch_id)

    async def open_rematch(
        self,
        old: GameRecord,
        *,
        channel_id: int,
        host_id: int,
        host_name: str,
        parent_channel_id: int | None,
    ) -> tuple[GameRecord, bool]:
        """A lobby for the same game, clock, bots and hints, hosted by ``host_id``, claimed as
        ``old``'s rematch: all in one transaction. Returns the rematch and whether this call
        opened it (another may have been claimed first); :class:`ChannelTaken` when the channel
        has an open game."""
        try:
            return await self.store.lobbies.open_rematch(
                old.id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=host_name,
                seed=self.games.new_seed(),
                lobby_expires=self.expiry(),
                parent_channel_id=parent_channel_id,
            )
        except ChannelBusy as error:
            raise ChannelTaken(await self._existing(error.game_id)) from None

    async def _existing(self, game_id: int) -> GameRecord:
        existing = await self.get(game_id)
        assert existing is not None
        return existing


def _host_only(record: GameRecord, user_id: int, key: str) -> None:
    if user_id != record.host_id:
        raise Refused(key)
