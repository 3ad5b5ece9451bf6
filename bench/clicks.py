"""Decisions per turn: how many times a person is asked, and clicks, per turn of a game.

    python -m bench.clicks [--game luxor] [--games 60]

Normal-level AIs play 2-, 3- and 4-player games through the engine. For every turn (a run of
actions by one seat) it counts the prompts shown (``asked``: every prompt, which is what a front
end that asks even single-option prompts shows) and the real decisions (``decisions``: prompts
with more than one option; single-option prompts are answered without asking). The last line is
JSON: per player count and overall, the average of each per turn.
"""

from __future__ import annotations

import argparse
import json

from engine.ai import make_agent
from engine.core import get_game, play


class Counting:
    """A normal agent that notes the size of every prompt it answers."""

    def __init__(self, seed: int, seen: list[tuple[int, int]], seat: int) -> None:
        self.agent = make_agent("normal", seed)
        self.seen = seen
        self.seat = seat

    def choose(self, view, prompt):
        self.seen.append((self.seat, len(prompt.options)))
        return self.agent.choose(view, prompt)


def turns(seen: list[tuple[int, int]]) -> list[list[int]]:
    """Option counts of each turn: consecutive prompts of one seat."""
    runs: list[list[int]] = []
    previous = None
    for seat, options in seen:
        if seat != previous:
            runs.append([])
            previous = seat
        runs[-1].append(options)
    return runs


def measure(game_id: str, players: int, games: int) -> dict:
    game = get_game(game_id)
    all_turns: list[list[int]] = []
    for seed in range(games):
        seen: list[tuple[int, int]] = []
        state = game.setup(players, seed)
        play(game, state, lambda seat, s=seed, seen=seen: Counting(s * 31 + seat, seen, seat))
        all_turns += turns(seen)
    asked = sum(len(turn) for turn in all_turns)
    decisions = sum(sum(1 for n in turn if n > 1) for turn in all_turns)
    return {
        "players": players,
        "turns": len(all_turns),
        "asked_per_turn": round(asked / len(all_turns), 3),
        "decisions_per_turn": round(decisions / len(all_turns), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="luxor")
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    game = get_game(args.game)
    rows = [
        measure(args.game, players, args.games)
        for players in range(game.min_players, game.max_players + 1)
    ]
    for row in rows:
        print(
            f"{args.game} {row['players']}p: {row['turns']} turns, "
            f"{row['asked_per_turn']} prompts asked / turn, "
            f"{row['decisions_per_turn']} real decisions / turn"
        )
    turns_total = sum(row["turns"] for row in rows)
    overall = {
        key: round(sum(row[key] * row["turns"] for row in rows) / turns_total, 3)
        for key in ("asked_per_turn", "decisions_per_turn")
    }
    print(json.dumps({"game": args.game, "by_players": rows, "overall": overall}))


if __name__ == "__main__":
    main()
