"""Computer players for every game, at four levels, seeing only their seat's view.

- ``easy``: a uniformly random offered option.
- ``normal``: the game's fast heuristic policy (``engine/<game>/ai.py``: ``policy``).
- ``hard``: search over determinized hidden information (see :mod:`engine.ai.search`), using the
  game's policy for rollouts and its ``evaluate`` for positions where rollouts stop.
- ``expert``: the same samples spent better, within a time budget per decision (see
  :mod:`engine.ai.expert`).
"""

from engine.ai.agents import (
    LEVELS,
    THINK_SECONDS,
    TIMED_LEVELS,
    ExpertAgent,
    HardAgent,
    NormalAgent,
    decide,
    make_agent,
)
from engine.ai.search import SearchBudget

__all__ = [
    "LEVELS",
    "THINK_SECONDS",
    "TIMED_LEVELS",
    "ExpertAgent",
    "HardAgent",
    "NormalAgent",
    "SearchBudget",
    "decide",
    "make_agent",
]
