"""/leaderboard on a big database: p50/p99 of one answer (query + embed), both scopes.

    python -m bench.leaderboard [--games 100000] [--players 10000] [--guilds 20] [--queries 2000]

Builds a fresh SQLite file (migrated like the bot's) with that many finished games between
that many players spread over servers (2–4 seats, some AI), rates them with the real formula
in the order stored, then answers random leaderboard requests (game, scope, page, caller) the
way the command does. The last line is JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from cogs.i18n import CommandMentions
from cogs.stats import SCOPE_EVERYWHERE, SCOPE_SERVER, board_message
from db.database import Database
from db.history import PAGE_SIZE, HistoryStore, Place
from engine.core import games as registered_games
from ratings import NEW_RATING, RatedSeat, Rating, effective_ranks, rate_game

AI_LEVELS = ("easy", "normal", "hard")


def build(path: Path, games: int, players: int, guilds: int, seed: int = 1) -> None:
    """Fill a migrated file with games, seats and results, and the derived tables as
    ``db.history`` computes them (same formula, same order), with executemany."""
    rng = random.Random(seed)
    names = list(registered_games())
    home = {user: 1 + user % guilds for user in range(1, players + 1)}
    by_guild: dict[int, list[int]] = {}
    for user, guild in home.items():
        by_guild.setdefault(guild, []).append(user)
    game_rows, seat_rows, result_rows = [], [], []
    ratings: dict[tuple[str, int], Rating] = {}
    counts: dict[tuple[str, int], list[int]] = {}
    names_of: dict[int, str] = {}
    player_rows, guild_counts = [], {}
    for game_id in range(1, games + 1):
        game = rng.choice(names)
        guild = rng.randint(1, guilds)
        seats_count = rng.randint(2, 4)
        humans = rng.sample(by_guild[guild], rng.randint(1, seats_count))
        seats: list[int | str] = [*humans]
        seats += [rng.choice(AI_LEVELS) for _ in range(seats_count - len(humans))]
        rng.shuffle(seats)
        scores = [rng.randint(0, 80) for _ in seats]
        ranks = [1 + sum(other > score for other in scores) for score in scores]
        left = [isinstance(s, int) and rng.random() < 0.01 for s in seats]
        game_rows.append((game_id, game, guild, 1_000_000 + game_id, humans[0], 7))
        for index, seat in enumerate(seats):
            user = seat if isinstance(seat, int) else None
            seat_rows.append(
                (
                    game_id,
                    index,
                    user,
                    None if user else seat,
                    f"player{user}" if user else "ai",
                    "left" if left[index] else None,
                )
            )
        result = {"scores": scores, "breakdown": [{} for _ in seats], "ranks": ranks}
        result_rows.append((game_id, json.dumps(result), f"2026-01-01T00:00:{game_id:09d}Z"))
        rated = [
            RatedSeat(s if isinstance(s, int) else None, None if isinstance(s, int) else s, gone)
            for s, gone in zip(seats, left, strict=True)
        ]
        current = {u: ratings[(game, u)] for u in humans if (game, u) in ratings}
        new = rate_game(rated, ranks, current)
        final = effective_ranks(ranks, left)
        for index, seat in enumerate(seats):
            if not isinstance(seat, int):
                continue
            before = current.get(seat, NEW_RATING)
            ratings[(game, seat)] = after = new[seat]
            won = int(final[index] == 1)
            count = counts.setdefault((game, seat), [0, 0, 0])
            count[0] += 1
            count[1] += won
            count[2] = game_id
            names_of[seat] = f"player{seat}"
            per_guild = guild_counts.setdefault((guild, game, seat), [0, 0])
            per_guild[0] += 1
            per_guild[1] += won
            player_rows.append(
                (
                    game_id,
                    game_id,
                    seat,
                    game,
                    guild,
                    index,
                    len(seats),
                    scores[index],
                    final[index],
                    won,
                    int(left[index]),
                    after.mu,
                    after.sigma,
                    before.display,
                    after.display,
                )
            )
    connection = sqlite3.connect(path)
    with connection:
        connection.executemany(
            "INSERT INTO games (id, game, guild_id, channel_id, host_id, seed, status, version) "
            "VALUES (?, ?, ?, ?, ?, ?, 'finished', 1)",
            game_rows,
        )
        connection.executemany(
            "INSERT INTO seats (game_id, seat, user_id, ai_level, name, stand_in) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            seat_rows,
        )
        connection.executemany(
            "INSERT INTO results (game_id, result, finished_at) VALUES (?, ?, ?)", result_rows
        )  # the trigger logs them in this order: seq = game id
        connection.execute("UPDATE result_log SET rated = 1")
        connection.executemany(
            "INSERT INTO ratings (game, user_id, mu, sigma, ordinal, games, wins, name, "
            "last_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (game, user, r.mu, r.sigma, r.ordinal, *count[:2], names_of[user], count[2])
                for (game, user), r in ratings.items()
                for count in [counts[(game, user)]]
            ],
        )
        connection.executemany(
            "INSERT INTO player_results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            player_rows,
        )
        connection.executemany(
            "INSERT INTO guild_players VALUES (?, ?, ?, ?, ?)",
            [(*key, *value) for key, value in guild_counts.items()],
        )
        connection.executemany(
            "INSERT INTO user_privacy (user_id, hide_global) VALUES (?, 1)",
            [(user,) for user in range(1, players + 1) if user % 50 == 0],
        )
    connection.execute("ANALYZE")
    connection.close()


async def measure(path: Path, queries: int, players: int, guilds: int) -> dict[str, float]:
    database = await Database.open(path)
    history = HistoryStore(database)
    rng = random.Random(2)
    names = list(registered_games())
    timings: dict[str, list[float]] = {SCOPE_SERVER: [], SCOPE_EVERYWHERE: []}
    for i in range(queries + 50):
        scope = (SCOPE_SERVER, SCOPE_EVERYWHERE)[i % 2]
        game = rng.choice(names)
        caller = rng.randint(1, players)
        guild = 1 + caller % guilds
        page = rng.choice((0, 0, 0, 1, 2, rng.randint(0, players // PAGE_SIZE)))
        start = time.perf_counter()
        board = await history.leaderboard(
            game,
            place=Place(guild, None) if scope == SCOPE_SERVER else None,
            page=page,
            caller=caller,
        )
        board_message(board, scope, caller, "en-US", CommandMentions())
        elapsed = (time.perf_counter() - start) * 1000
        if i >= 50:  # warm-up
            timings[scope].append(elapsed)
    await database.close()
    figures: dict[str, float] = {}
    every = timings[SCOPE_SERVER] + timings[SCOPE_EVERYWHERE]
    for name, values in (*timings.items(), ("all", every)):
        values.sort()
        figures[f"{name}_p50_ms"] = round(statistics.median(values), 2)
        figures[f"{name}_p99_ms"] = round(values[int(len(values) * 0.99) - 1], 2)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--guilds", type=int, default=20)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument(
        "--keep", type=Path, help="build the database at this path, or reuse it if it exists"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "bench.sqlite3"
        start = time.perf_counter()
        if not path.exists():
            asyncio.run(_migrate(path))
            build(path, args.games, args.players, args.guilds)
        built = time.perf_counter() - start
        size_mb = path.stat().st_size / 1e6
        figures = asyncio.run(measure(path, args.queries, args.players, args.guilds))
    connection_note = {
        "games": args.games,
        "players": args.players,
        "guilds": args.guilds,
        "queries": args.queries,
        "build_s": round(built, 1),
        "db_mb": round(size_mb, 1),
    }
    print(
        f"{args.games} finished games, {args.players} players, {args.guilds} servers "
        f"({size_mb:.0f} MB, built in {built:.1f} s); {args.queries} /leaderboard answers:"
    )
    for key, value in figures.items():
        print(f"  {key}: {value}")
    print(json.dumps(connection_note | figures))


async def _migrate(path: Path) -> None:
    database = await Database.open(path)
    await database.close()


if __name__ == "__main__":
    main()
