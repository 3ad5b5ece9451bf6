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
- ``game_over``: ``True`` once the game is over. The game's end reveals every hidden figure that
  scores (Luxor's scarabs, Capital Lux's bonus cards), so from then on each ``public_score`` is
  the seat's final score, the result's, and texts call it so ("final score", not "so far").

The cogs and renderers use these readers instead of branching on the game's name.

The same module tells the story of a whole game: public steps for replays, and round summaries.
They are derived from the stored action log replayed from the seed (the design's "events are
the story"): nothing is kept beside the log that the log could give.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Final, TypeVar

from engine.core.game import Game
from engine.core.model import Action, CommonView, LastTurn, State, View

REPLAY_FRAMES = 36
"""At most this many steps in a replay: the file stays small and quick to draw."""


def states(
    game: Game[Any],
    players: int,
    seed: int,
    options: Mapping[str, Any] | None,
    log: Iterable[tuple[int, Action]],
) -> Iterator[State]:
    """The state at every version: setup first, then after each logged action."""
    state = game.setup(players, seed, options)
    yield state
    for seat, action in log:
        state, _ = game.apply(state, seat, action)
        yield state


def turn_ends(seats: Sequence[int]) -> list[int]:
    """The versions a replay steps through: the start, then the end of every turn (a run of
    actions by one seat), the last version included."""
    ends = [0]
    for version, seat in enumerate(seats):
        if version + 1 == len(seats) or seats[version + 1] != seat:
            ends.append(version + 1)
    return ends


def replay_steps(seats: Sequence[int], limit: int = REPLAY_FRAMES) -> list[int]:
    """At most ``limit`` turn ends, spread evenly, always with the first and the last."""
    ends = turn_ends(seats)
    if len(ends) <= limit:
        return ends
    picked = {ends[round(i * (len(ends) - 1) / (limit - 1))] for i in range(limit)}
    return sorted(picked)


def replay_extent(seats: Sequence[int]) -> dict[str, int | str]:
    """What the replay of a game whose actions were taken by ``seats`` shows, as the arguments
    of a text that says so: ``frames`` (its steps, see :func:`replay_steps`), ``turns`` (the
    game's) and ``every``: ``"yes"`` when each turn has its frame, ``"no"`` once a long game's
    turns are sampled (then "36 moments of the game's 81 turns", not "one per turn")."""
    turns = len(turn_ends(seats)) - 1
    frames = len(replay_steps(seats))
    return {"frames": frames, "turns": turns, "every": "yes" if frames == turns + 1 else "no"}


LAST_TURN: Final = "last_turn"
PUBLIC_SCORE: Final = "public_score"
GAME_OVER: Final = "game_over"

AnyView = TypeVar("AnyView", bound=CommonView)
"""Any game's view data: these readers use only the keys every game has."""


def last_turn(view: View[AnyView]) -> LastTurn | None:
    """The view's last-turn record (see the module's docstring), ``None`` when there is none."""
    return view.data[LAST_TURN]


def public_scores(view: View[AnyView]) -> list[int]:
    """Per seat, the score as far as it is public (the final score once :func:`game_over`)."""
    return [player[PUBLIC_SCORE] for player in view.data["players"]]


def game_over(view: View[AnyView]) -> bool:
    """Whether ``view`` shows a finished game, whose public scores are the final scores."""
    return view.data[GAME_OVER]


def final_flag(view: View[AnyView]) -> str:
    """``"yes"`` once the game is over, else ``"no"``: the ``$final`` argument with which a
    description says "final score" rather than "so far"."""
    return "yes" if game_over(view) else "no"
