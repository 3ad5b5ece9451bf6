"""A background pass over many games (a clock tick, a reminder sweep) fails one game at a time.

A game whose row cannot be read (a state the engine cannot parse, a result that is not JSON)
or whose channel refuses the bot must not stop the pass for every other game, nor the loop
that runs it: its share of the pass is logged with its id and skipped, and the next pass tries
it again.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

from db.database import DatabaseBusy

log = logging.getLogger(__name__)


class PerGame:
    """Guards each game's share of one kind of background pass (``what``: its name in the
    log, one word)."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._failing: set[int] = set()
        """Games whose last share failed: logged in full once, then in one line, so a broken
        row does not fill the log with a traceback every pass."""

    @contextlib.contextmanager
    def game(self, game_id: int) -> Iterator[None]:
        """Run one game's share: an exception from it is logged with the game's id and the
        pass goes on. ``DatabaseBusy`` is the whole database's, not the game's: it ends the
        pass, whose loop looks again later."""
        try:
            yield
        except DatabaseBusy:
            raise
        except Exception:
            if game_id in self._failing:
                log.warning("%s of game %s failed again; the game is skipped", self.what, game_id)
            else:
                self._failing.add(game_id)
                log.exception("%s of game %s failed; the game is skipped", self.what, game_id)
        else:
            self._failing.discard(game_id)
