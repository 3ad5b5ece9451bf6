"""Complete random games per second, per game and player count.

    python -m bench.engine                       # every game, 2/3/4 players
    python -m bench.engine --game luxor --players 4 --seconds 5

Human-readable lines, then one JSON object with all figures as the last line.
"""

from __future__ import annotations

import argparse
import json
import time

from engine.core import RandomAgent, games, get_game, play


def measure(game_id: str, players: int, seconds: float) -> dict:
    game = get_game(game_id)
    played = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or played == 0:
        state = game.setup(players, seed=played)
        run = play(game, state, lambda seat, s=played: RandomAgent(s * 31 + seat))
        played += 1
        actions += len(run.log)
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "players": players,
        "games": played,
        "games_per_s": round(played / elapsed, 1),
        "actions_per_game": round(actions / played, 1),
        "us_per_action": round(elapsed / actions * 1e6, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(games()), action="append")
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    figures = []
    for game_id in args.game or list(games()):
        game = get_game(game_id)
        for players in args.players or range(game.min_players, game.max_players + 1):
            row = measure(game_id, players, args.seconds)
            figures.append(row)
            print(
                f"{game_id:12} {players}p: {row['games_per_s']:8.1f} games/s "
                f"({row['actions_per_game']} actions/game, {row['us_per_action']} µs/action)"
            )
    print(json.dumps(figures[0] if len(figures) == 1 else {"results": figures}))


if __name__ == "__main__":
    main()
