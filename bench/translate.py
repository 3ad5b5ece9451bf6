"""translate calls per second: fluent.runtime (as before) against the compiled messages (now).

    python -m bench.translate [--games 3] [--rounds 5]

The calls are what the bot translates at each move of random games of every game, the
languages in turn and fresh player names each game: the table's summary, the prompt, each
option and its preview line, the table and hand image descriptions, and the move's log lines.
Three figures per path:

- ``miss``: every call formatted (the cache of formatted texts bypassed, the compiled
  messages' number cache emptied at each round), as for new names and numbers;
- ``warm``: every call found in the cache of formatted texts;
- ``fresh``: the calls in order from an empty cache, as a process that just started sees them.

Both paths are timed in the same run, alternately (each first every other round), ``rounds``
times each (median kept), on the CPU time of the thread that translates. The last line is JSON.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager

import locales
import locales.compiled
from engine.core import Label, RandomAgent, games
from engine.core.model import Option
from locales import SUPPORTED_LOCALES, translate

Call = tuple[str, str, dict, list[str]]
NAMES = ("Ana", "Bruno", "Chloé", "Diego", "João", "Élodie", "Zoë", "Núria")


def _call(label: Label, locale: str, names: list[str]) -> Call:
    return (locale, label.key, dict(label.args), names)


def _option_calls(option: Option, locale: str, names: list[str]) -> list[Call]:
    """The option's label and, when it has a preview, the line "**label**: preview"."""
    calls = [_call(option.label, locale, names)]
    if option.preview is not None:
        line = Label("hand-preview-line", {"option": option.label, "preview": option.preview})
        calls.append(_call(line, locale, names))
    return calls


def workload(games_per_kind: int) -> tuple[list[Call], int]:
    """The calls of ``games_per_kind`` four-player games of every game, and how many moves."""
    calls: list[Call] = []
    moves = 0
    played = 0
    for game in games().values():
        for seed in range(games_per_kind):
            locale = SUPPORTED_LOCALES[played % len(SUPPORTED_LOCALES)]
            names = [f"{NAMES[(played + seat) % len(NAMES)]} {played}" for seat in range(4)]
            played += 1
            agents = [RandomAgent(seed * 31 + seat) for seat in range(4)]
            state = game.setup(4, seed)
            while prompts := game.pending(state):
                seat = min(prompts)
                prompt = prompts[seat]
                table, hand = game.view(state, None), game.view(state, seat)
                labels = [table.summary, prompt.label, *game.table_alt(table)]
                labels += game.hand_alt(hand)
                calls += [_call(label, locale, names) for label in labels]
                for option in prompt.options:
                    calls += _option_calls(option, locale, names)
                state, events = game.apply(state, seat, agents[seat].choose(None, prompt))
                calls += [_call(event.label, locale, names) for event in events]
                moves += 1
    return calls, moves


@contextmanager
def _path(old: bool, cached: bool) -> Iterator[None]:
    """translate formatting with fluent.runtime (``old``) or the compiled messages, with or
    without its cache of formatted texts."""
    kept = locales._format, locales._formatted
    if old:
        locales._format = locales.format_with_fluent
    if not cached:
        locales._formatted = FORMATTED.__wrapped__
    try:
        yield
    finally:
        locales._format, locales._formatted = kept


FORMATTED = locales._formatted
"""translate's cache of formatted texts (``_path`` may stand in for it)."""


def _forget() -> None:
    FORMATTED.cache_clear()
    for locale in SUPPORTED_LOCALES:
        numbers = locales.compiled.numbers(locale)
        numbers.integer_text.cache_clear()
        numbers.category.cache_clear()


def _replay(calls: list[Call]) -> float:
    """CPU seconds of this thread for the calls: the process's clock would also count what
    other threads burn meanwhile (a test run's leftover loops), which once made a 300-call
    replay look 200 times slower than it was. The garbage collector is off while it runs, as
    in ``timeit``: a full collection of a test worker's heap landing inside a replay of a
    fraction of a millisecond did the same again (a ratio rounded to 0)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        start = time.thread_time()
        for locale, key, args, names in calls:
            translate(locale, key, args, names)
        return time.thread_time() - start
    finally:
        if collecting:
            gc.enable()


def _time(calls: list[Call], old: bool, mode: str) -> float:
    """Seconds for the calls on one path in one mode."""
    if mode != "warm":
        _forget()
    with _path(old, cached=mode != "miss"):
        if mode == "warm":
            _replay(calls)
        return _replay(calls)


def measure(calls: list[Call], rounds: int) -> dict[str, float]:
    for old in (True, False):  # every message's resolver / closure made before timing
        _time(calls, old, "miss")
    figures: dict[str, float] = {}
    for mode in ("miss", "warm", "fresh"):
        seconds: dict[bool, list[float]] = {True: [], False: []}
        for round_ in range(rounds):
            for old in (True, False) if round_ % 2 else (False, True):
                seconds[old].append(_time(calls, old, mode))
        before, after = (len(calls) / statistics.median(seconds[old]) for old in (True, False))
        figures[f"{mode}_calls_per_s_before"] = round(before)
        figures[f"{mode}_calls_per_s_after"] = round(after)
        figures[f"{mode}_ratio"] = round(after / before, 2)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each game")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    calls, moves = workload(args.games)
    _forget()
    _replay(calls)
    info = FORMATTED.cache_info()
    hits = info.hits / (info.hits + info.misses)
    print(
        f"{len(calls)} calls over {moves} moves; from an empty cache, {hits:.0%} of the texts "
        "asked for (nested labels included) are found in it"
    )
    figures = {"calls": len(calls), "moves": moves, "fresh_hit_rate": round(hits, 3)}
    figures |= measure(calls, args.rounds)
    for mode in ("miss", "warm", "fresh"):
        print(
            f"{mode:6} before {figures[f'{mode}_calls_per_s_before']:>9,} calls/s   "
            f"after {figures[f'{mode}_calls_per_s_after']:>9,} calls/s   "
            f"×{figures[f'{mode}_ratio']}"
        )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
