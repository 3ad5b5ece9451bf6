"""What a view tells about the game so far, read the same way for every game.

Every game's view carries, in ``view.data``:

- ``last_turn``: ``None`` (no turn played yet, or a game saved before turns were recorded) or a
  dict with at least ``seat`` (whose turn it is or was) and ``done`` (``False`` while that seat
  is still in the middle of the turn, e.g. choosing a reward or waiting for a defence). It is the
  turn in progress once its player has made the turn's first move, else the last completed turn.
  The other keys are per game (documented in each game's view module); all of them are public:
  every seat and a spectator see the same record.
- ``players[seat]["public_score"]``: the points the seat would score if the game ended now, as
  far as everyone may know them (hidden values such as Luxor's scarabs or Capital Lux's bonus
  cards are left out; each game's view module says what is counted).

The cogs and renderers use these readers instead of branching on the game's name.
"""

from __future__ import annotations

from typing import Any

from engine.core.model import View

LAST_TURN = "last_turn"
PUBLIC_SCORE = "public_score"


def last_turn(view: View) -> dict[str, Any] | None:
    """The view's last-turn record (see the module's docstring), ``None`` when there is none."""
    return view.data.get(LAST_TURN)


def public_scores(view: View) -> list[int]:
    """Per seat, the score as far as it is public."""
    return [player[PUBLIC_SCORE] for player in view.data["players"]]
