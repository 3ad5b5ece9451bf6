"""Finding games for the adapters: by number, by the message that shows them, the open one of a
channel, the last finished one, the running ones and how many are open. Reads only; what a
game does is :class:`play.service.GameService`'s, a lobby's :class:`play.lobby.LobbyService`'s."""

from __future__ import annotations

from db.store import GameRecord, GameStore


class GameFinder:
    def __init__(self, store: GameStore) -> None:
        self._games = store.games

    async def game(self, game_id: int) -> GameRecord | None:
        """The game numbered ``game_id``, whatever its status."""
        return await self._games.get(game_id)

    async def by_message(self, message_id: int) -> GameRecord | None:
        """The game whose lobby or table is this message."""
        return await self._games.game_by_message(message_id)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        """The lobby or running game of a channel (a channel has one at most)."""
        return await self._games.open_game_in_channel(channel_id)

    async def open_games_in_threads_of(self, channel_id: int) -> list[GameRecord]:
        """The lobbies and running games in threads of a channel (tables in threads), newest
        first."""
        return await self._games.open_games_in_threads_of(channel_id)

    async def last_finished_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recently finished game of a channel (its threads' included) or thread."""
        return await self._games.last_finished_in_channel(channel_id)

    async def running_game_ids(self, guild_id: int | None = None) -> list[int]:
        """Running games, all of this process's or those of one server."""
        return await self._games.running_game_ids(guild_id)

    async def database_now(self) -> str:
        """The database's own time (ISO 8601, UTC), on the clock that stamps a game's last
        change."""
        return await self._games.now()

    async def open_games_by_status(self) -> dict[str, int]:
        """How many of this process's games are open, by status."""
        return await self._games.open_games_by_status()
