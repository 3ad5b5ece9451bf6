"""A server's settings: its language and its defaults for new tables."""

from __future__ import annotations

from db.store.part import StorePart


class GuildSettings(StorePart):
    async def guild_language(self, guild_id: int) -> str | None:
        row = await self.db.fetch_one(
            "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return None if row is None else row["language"]

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
                (guild_id, language),
            )

    async def guild_defaults(self, guild_id: int | None) -> tuple[int | None, bool]:
        """A server's defaults for new tables: (clock seconds or ``None``, tables in threads)."""
        if guild_id is None:
            return None, True
        row = await self.db.fetch_one(
            "SELECT clock_seconds, threads FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return (None, True) if row is None else (row["clock_seconds"], bool(row["threads"]))

    async def set_guild_clock(self, guild_id: int, seconds: int | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, clock_seconds) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET clock_seconds = excluded.clock_seconds",
                (guild_id, seconds),
            )

    async def set_guild_threads(self, guild_id: int, threads: bool) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, threads) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
                (guild_id, int(threads)),
            )
