"""Lessons left mid-way (issue 37): the choices a player made so far, to resume from."""

from __future__ import annotations

from db.store.part import StorePart


class LessonProgress(StorePart):
    async def lesson_moves(self, user_id: int, game: str) -> str | None:
        """The choices ``user_id`` made so far in ``game``'s lesson, if they left it mid-way."""
        row = await self.db.fetch_one(
            "SELECT moves FROM lesson_progress WHERE user_id = ? AND game = ?", (user_id, game)
        )
        return None if row is None else row["moves"]

    async def keep_lesson(self, user_id: int, game: str, moves: str, now: float) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO lesson_progress (user_id, game, moves, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (user_id, game) DO UPDATE SET "
                "moves = excluded.moves, updated_at = excluded.updated_at",
                (user_id, game, moves, now),
            )

    async def forget_lesson(self, user_id: int, game: str) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "DELETE FROM lesson_progress WHERE user_id = ? AND game = ?", (user_id, game)
            )
