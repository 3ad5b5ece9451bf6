"""Python's cycle collector, set for a long-running server process (the bot and its workers).

Reference counting frees nearly every object a click makes as soon as it is dropped; the cycle
collector only has to find the few cycles. By default it runs every 700 net new container
objects and, every so often, walks the whole heap: under 200 human-paced games each full
collection paused every click waiting in the bot for up to a quarter of a second (measured with
``gc.callbacks`` in ``bench.load``: full collections up to 262 ms, 3.7 s of collecting in a
100-s run; after, 81 ms and 1.5 s; acknowledgement p99 213 → 114 ms). The CPU per click moved
within the benchmark's noise (a young threshold of 700 against 20,000, runs interleaved).
"""

from __future__ import annotations

import gc

YOUNG_COLLECTION_THRESHOLD = 20_000
"""Net new container objects between two collections of the youngest generation (Python's
default: 700)."""


def settle_collector() -> None:
    """Call once the process has loaded what it runs with (modules, catalogs, fonts, the
    client's state): all of it lives as long as the process, so it is frozen out of the
    collector's sight (a full collection then walks only what came since), and the youngest
    generation is collected less often."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, middle, old)
