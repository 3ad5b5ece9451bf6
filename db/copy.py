"""Copy a whole database to another backend, then check the copy.

    python -m db.copy --from sqlite:///data/games.sqlite3 --to postgresql://bot:pw@host/games

Both ends are opened as the bot opens them (checked and migrated to this bot's schema). The
destination must hold no games. Every table the migrations create — games, seats, action logs,
results, the rating tables, settings, and whatever later migrations add — is copied in ONE
transaction of the destination (a failed copy leaves it empty), in batches in primary-key order.
Then the copy is checked: the number of rows of every table is equal at both ends, and a random
sample of games is replayed from its copied action log (``engine.core.playout.replay``) and must
reach its copied snapshot, with the copied record and log equal to the source's.

Exit status: 0 copied and checked; 1 the check failed; 2 a database cannot be used.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from db.database import DatabaseUnusable, is_postgres_url, open_database
from db.store import GameStore

FIRST_TABLES = ("games", "seats", "actions", "results", "result_log")
"""Tables copied first, in this order (the others refer to them, or to nothing); every other
table follows in name order. ``result_log`` comes after ``results``: the trigger on ``results``
fills it, and those rows are replaced by the source's (same ``seq`` numbers)."""

BATCH = 5000


class CopyRefused(Exception):
    """The copy cannot start (one-line reason)."""


@dataclass
class CopyReport:
    counts: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Per table: rows at the source, rows at the destination."""
    replayed: list[int] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def describe(target: str | Path) -> str:
    if is_postgres_url(target):
        from db.postgres import redacted

        return redacted(str(target))
    return str(target)


async def copy_database(
    source: str | Path, destination: str | Path, *, sample: int = 20, seed: int = 0
) -> CopyReport:
    """Copy ``source`` into the empty ``destination`` and check the copy (see the module)."""
    src = await open_database(source, busy_seconds=30.0)
    try:
        dst = await open_database(destination, busy_seconds=30.0)
    except BaseException:
        await src.close()
        raise
    try:
        games = await dst.fetch_one("SELECT COUNT(*) FROM games")
        if games[0]:
            raise CopyRefused(f"the destination already holds {games[0]} games")
        tables = await src.table_names()
        missing = set(tables) - set(await dst.table_names())
        if missing:
            raise CopyRefused(f"the destination lacks tables {sorted(missing)}")
        ordered = [t for t in FIRST_TABLES if t in tables]
        ordered += sorted(t for t in tables if t not in FIRST_TABLES)
        async with dst.transaction() as tx:
            for table in ordered:
                await _copy_table(src, tx, table)
            await dst.reset_sequences(tx)
        report = CopyReport()
        for table in ordered:
            query = f"SELECT COUNT(*) FROM {table}"
            counted = ((await src.fetch_one(query))[0], (await dst.fetch_one(query))[0])
            report.counts[table] = counted
            if counted[0] != counted[1]:
                report.problems.append(f"{table}: {counted[0]} rows at the source, {counted[1]}")
        await _replay_sample(GameStore(src), GameStore(dst), report, sample, seed)
        return report
    finally:
        await src.close()
        await dst.close()


async def _copy_table(src: Any, tx: Any, table: str) -> None:
    key = await src.primary_key(table) or ["1"]
    await tx.execute(f"DELETE FROM {table}")  # rows a trigger added while copying others
    offset = 0
    while True:
        rows = await src.fetch_all(
            f"SELECT * FROM {table} ORDER BY {', '.join(key)} LIMIT ? OFFSET ?", (BATCH, offset)
        )
        if not rows:
            return
        await tx.insert_rows(table, list(rows[0].keys()), [tuple(row) for row in rows])
        offset += len(rows)


async def _replay_sample(
    src: GameStore, dst: GameStore, report: CopyReport, sample: int, seed: int
) -> None:
    from engine.core.playout import replay
    from engine.core.registry import games
    from engine.core.serialization import state_from_json

    rows = await dst.db.fetch_all("SELECT id, game FROM games WHERE state IS NOT NULL ORDER BY id")
    known = [row["id"] for row in rows if row["game"] in games()]
    for game_id in sorted(random.Random(seed).sample(known, min(sample, len(known)))):
        record, original = await dst.games.get(game_id), await src.games.get(game_id)
        log = await dst.actions.action_log(game_id)
        if record != original or log != await src.actions.action_log(game_id):
            report.problems.append(f"game {game_id}: the copy differs from the source")
            continue
        game = games()[record.game]
        try:
            state = replay(
                game, len(record.seats), record.seed, record.options,
                [(action.seat, action.action) for action in log],
            )  # fmt: skip
        except Exception as error:  # an engine refusing the log is a finding, not a crash
            report.problems.append(f"game {game_id}: its log does not replay ({error})")
            continue
        if state != state_from_json(record.state, game):
            report.problems.append(f"game {game_id}: its log replays to another snapshot")
            continue
        report.replayed.append(game_id)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m db.copy", description=__doc__.split("\n")[0])
    parser.add_argument("--from", dest="source", required=True, help="sqlite:///path or URL")
    parser.add_argument("--to", dest="destination", required=True, help="postgresql://… or sqlite")
    parser.add_argument("--sample", type=int, default=20, help="games replayed after the copy")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(copy_database(args.source, args.destination, sample=args.sample))
    except (DatabaseUnusable, CopyRefused) as error:
        print(f"cannot copy: {error}", file=sys.stderr)
        return 2
    for table, (before, after) in report.counts.items():
        print(f"{table:<16} {before:>9} rows  →  {after:>9}")
    print(f"replayed {len(report.replayed)} games from their logs to their snapshots")
    for problem in report.problems:
        print(f"PROBLEM: {problem}", file=sys.stderr)
    summary = {
        "from": describe(args.source),
        "to": describe(args.destination),
        "rows": sum(after for _, after in report.counts.values()),
        "replayed": len(report.replayed),
        "ok": report.ok,
    }
    print(json.dumps(summary))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
