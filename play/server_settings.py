"""A server's /settings: the language of its public messages and images, and the clock and
threads its new tables get (what a lobby reads of them is :meth:`LobbyService.defaults`)."""

from __future__ import annotations

from collections.abc import Callable

from db.store import GameStore

SETTINGS_TTL_SECONDS = 30.0
"""How long a server's /settings language is trusted from memory. Another process (another
shard set on the same PostgreSQL, or a second process on one SQLite file) may change it: after
this long the next message reads it again. A time-to-live rather than LISTEN/NOTIFY: it works
the same on both backends, needs no extra connection, and cannot miss a change while a listening
connection is reconnecting; the price is one indexed read per server every 30 s and a language
change that takes up to 30 s to reach the other processes (this process sees its own at once).
"""


class ServerSettings:
    def __init__(self, store: GameStore, *, now: Callable[[], float]) -> None:
        self._settings = store.settings
        self._now = now
        self._languages: dict[int, tuple[float, str | None]] = {}
        """Per server: when its /settings language was read, and that language."""

    async def language(self, guild_id: int) -> str | None:
        """The language a server chose for its public texts (``None``: none chosen), as read
        at most ``SETTINGS_TTL_SECONDS`` ago."""
        now = self._now()
        cached = self._languages.get(guild_id)
        if cached is None or not 0 <= now - cached[0] < SETTINGS_TTL_SECONDS:
            cached = (now, await self._settings.guild_language(guild_id))
            self._languages[guild_id] = cached
        return cached[1]

    async def set_language(self, guild_id: int, language: str | None) -> None:
        await self._settings.set_guild_language(guild_id, language)
        self._languages[guild_id] = (self._now(), language)

    async def set_clock(self, guild_id: int, seconds: int | None) -> None:
        """The seconds per decision a new table of the server gets (``None``: no clock)."""
        await self._settings.set_guild_clock(guild_id, seconds)

    async def set_threads(self, guild_id: int, threads: bool) -> None:
        """Whether /play opens each new table of the server in a thread of its own."""
        await self._settings.set_guild_threads(guild_id, threads)
