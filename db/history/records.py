"""What the history and statistics queries return."""

from __future__ import annotations

from dataclasses import dataclass, field

from ratings import PROVISIONAL_GAMES


@dataclass(frozen=True)
class Place:
    """Where games were played, as their history is read: a server (every channel of it), or,
    outside servers, one channel (a group DM or a DM with the bot; its games have no server).

    Build it with :meth:`of` from where a command is used. Neither id (an interaction without a
    channel) holds no game: a place never widens to "everywhere"."""

    guild_id: int | None
    channel_id: int | None

    @classmethod
    def of(cls, guild_id: int | None, channel_id: int | None) -> Place:
        """The place of a command used in ``channel_id`` of ``guild_id`` (``None``: no server)."""
        return cls(guild_id, None) if guild_id is not None else cls(None, channel_id)

    @property
    def server(self) -> bool:
        return self.guild_id is not None

    def holds(self, guild_id: int | None, channel_id: int) -> bool:
        """Whether a game played in ``channel_id`` of ``guild_id`` belongs here."""
        if self.guild_id is not None:
            return guild_id == self.guild_id
        return guild_id is None and self.channel_id is not None and channel_id == self.channel_id


@dataclass(frozen=True)
class GameStats:
    game: str
    games: int
    wins: int
    scored_games: int
    best: int | None
    average: float | None
    rating: int | None
    """The display rating (global: one rating per player per game)."""
    rated_games: int
    trend: int
    """Change of the display rating over the last :data:`TREND_GAMES` games."""
    last_seq: int

    @property
    def provisional(self) -> bool:
        return self.rated_games < PROVISIONAL_GAMES


@dataclass(frozen=True)
class PlayerStats:
    games: list[GameStats]

    @property
    def total_games(self) -> int:
        return sum(g.games for g in self.games)

    @property
    def total_wins(self) -> int:
        return sum(g.wins for g in self.games)

    @property
    def favourite(self) -> str | None:
        """The most played game (the most recently played among equals)."""
        if not self.games:
            return None
        return max(self.games, key=lambda g: (g.games, g.last_seq)).game


@dataclass(frozen=True)
class RecentResult:
    game: str
    won: bool
    rank: int
    players: int
    left: bool
    after: int


@dataclass(frozen=True)
class BoardRow:
    rank: int
    user_id: int
    name: str
    rating: int
    provisional: bool
    games: int
    wins: int


@dataclass(frozen=True)
class Board:
    game: str
    place: Place | None
    """Whose board: a place's players, or everyone everywhere (``None``)."""
    page: int
    pages: int
    total: int
    rows: list[BoardRow]
    caller: BoardRow | None
    caller_hidden: bool = False


@dataclass(frozen=True)
class HistorySeat:
    user_id: int | None
    ai_level: str | None
    name: str
    score: int
    rank: int
    """The effective rank: 1 won; a seat left to a bot is last."""
    left: bool


@dataclass(frozen=True)
class HistoryEntry:
    game_id: int
    game: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    finished_at: str
    seats: list[HistorySeat] = field(default_factory=list)

    @property
    def winners(self) -> list[HistorySeat]:
        return [seat for seat in self.seats if seat.rank == 1]
