"""The game's story as the action log tells it, read for the adapters: the log with a heading per
move, each seat's private news, the round summaries not told yet, the replay's frames.

Everything is derived from the stored log, replayed from the seed where a view is needed
(design: "events are the story"); only spectators' views are made here, and the private lines
read are those addressed to the one seat that asks. What the texts say and how they look is the
adapter's (``cogs.story``, ``cogs.story_text``).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from db.store import GameRecord, GameStore, LoggedAction
from engine.core import Game, IllegalAction, Label, RoundSummary, State, View, get_game
from engine.core.story import replay_steps, states

log = logging.getLogger(__name__)

LAST_VERSION = 2**62
"""Beyond any game's version."""


def public_views(
    record: GameRecord, actions: Sequence[LoggedAction], versions: set[int] | None = None
) -> dict[int, View[Any]]:
    """The spectator's view at each version (or only at ``versions``), replayed from the
    seed and the stored actions."""
    game = get_game(record.game)
    log_ = [(action.seat, action.action) for action in actions]
    found: dict[int, View[Any]] = {}
    for version, state in enumerate(
        states(game, len(record.seats), record.seed, record.options, log_)
    ):
        if versions is None or version in versions:
            found[version] = game.view(state, None)
    return found


def tells_rounds(game: Game[Any]) -> bool:
    return type(game).round_summary is not Game.round_summary


class NewsChecked:
    """Per game and seat, the version up to which this process found no news in the log, so
    the next private view reads only the moves since (the log only grows: a move never
    changes once written). Without it every view read again up to ``UNSEEN_KEPT`` moves, 4%
    of the bot's event-loop CPU. Bounded: a seat not kept is read from its stored mark."""

    KEPT = 4096

    def __init__(self) -> None:
        self._versions: OrderedDict[tuple[int, int], int] = OrderedDict()

    def get(self, key: tuple[int, int], default: int) -> int:
        return self._versions.get(key, default)

    def put(self, key: tuple[int, int], version: int) -> None:
        self._versions[key] = version
        self._versions.move_to_end(key)
        if len(self._versions) > self.KEPT:
            self._versions.popitem(last=False)


class ReplayedStates:
    """Each game's state as far as this process last replayed its log for round summaries, so
    the check after a move replays only the moves since (from the seed at every move, it cost
    more with every move of a long game). Bounded: a game not kept is replayed from the seed."""

    KEPT = 512

    def __init__(self) -> None:
        self._kept: OrderedDict[int, tuple[int, State]] = OrderedDict()
        """Game id → (the log's next action version, the state before it)."""

    def take(self, game_id: int) -> tuple[int, State] | None:
        """The kept state of ``game_id``, no longer kept (kept again by :meth:`keep` once its
        summaries are told: a telling that fails is then tried again from the seed)."""
        return self._kept.pop(game_id, None)

    def keep(self, game_id: int, next_version: int, state: State) -> None:
        self._kept[game_id] = (next_version, state)
        if len(self._kept) > self.KEPT:
            self._kept.popitem(last=False)


@dataclass(frozen=True)
class ReplayStep:
    """One step of the replay viewer: ``step`` of ``steps`` (counted from 0), the table then."""

    step: int
    steps: int
    view: View[Any]


@dataclass(frozen=True)
class Replay:
    """The frames of a game's animated replay and the seat of each logged action (what the
    replay's description counts)."""

    frames: list[View[Any]]
    seats: list[int]


class StoryReader:
    UNSEEN_KEPT = 32
    """How many moves without news for a seat may stay unmarked in the database."""

    def __init__(self, store: GameStore) -> None:
        self._actions = store.actions
        self._marks = store.marks
        self.replayed = ReplayedStates()
        """How far each game's log was replayed for its round summaries."""
        self.news_checked = NewsChecked()
        """How far each seat's private news was looked for in the log."""

    # -- private news ---------------------------------------------------------------------------

    async def take_news(self, record: GameRecord, seat: int) -> list[dict[str, Any]]:
        """The private events that other players' moves addressed to ``seat`` since it last
        looked; they count as seen from now on.

        Most views bring no news: then nothing is written (a write at every private view cost
        more than the rest of the view), and the same moves are read again next time, at most
        ``UNSEEN_KEPT`` of them before they are marked seen all the same."""
        seen = await self._marks.seen_version(record.id, seat)
        if seen >= record.version:
            return []
        since = max(seen, self.news_checked.get((record.id, seat), 0))
        news: list[dict[str, Any]] = []
        if since < record.version:
            actions = await self._actions.actions_between(record.id, since, record.version)
            news = [
                event
                for action in actions
                if action.seat != seat
                for event in action.events
                if event["to"] == seat
            ]
        if news or record.version - seen >= self.UNSEEN_KEPT:
            await self._marks.mark_seen(record.id, seat, record.version)
        else:
            self.news_checked.put((record.id, seat), record.version)
        return news

    # -- round summaries ------------------------------------------------------------------------

    async def tell_rounds(
        self,
        record: GameRecord,
        game: Game[Any],
        tell: Callable[[RoundSummary], Awaitable[None]],
    ) -> None:
        """``tell`` each round end's summary not told yet, once, in order (after a restart
        too: they are found by replaying the log)."""
        if record.status not in ("running", "finished") or not tells_rounds(game):
            return
        told = await self._marks.told_round(record.id)
        passed, next_version, latest = await self._states_since(record, game)
        summaries: dict[int, RoundSummary] = {}
        for state in passed:
            summary = game.round_summary(game.view(state, None))
            if summary is not None and summary.round > told:
                summaries.setdefault(summary.round, summary)
        for number in sorted(summaries):
            await tell(summaries[number])
            await self._marks.mark_told(record.id, number)
        self.replayed.keep(record.id, next_version, latest)

    async def _states_since(
        self, record: GameRecord, game: Game[Any]
    ) -> tuple[list[State], int, State]:
        """The states the game went through since this process last looked (all of them, setup
        included, the first time), the version of the next action, and the latest state. Read
        from the log as it is now, which may be ahead of ``record``."""
        kept = self.replayed.take(record.id)
        if kept is not None:
            next_version, state = kept
            actions = await self._actions.actions_between(record.id, next_version, LAST_VERSION)
            found = []
            for action in actions:
                state, _ = game.apply(state, action.seat, action.action)
                found.append(state)
        else:
            next_version = record.version  # no action in the log yet: they all come from here
            actions = await self._actions.action_log(record.id)
            log_ = [(action.seat, action.action) for action in actions]
            found = list(states(game, len(record.seats), record.seed, record.options, log_))
            state = found[-1]
        if actions:
            next_version = actions[-1].version + 1
        return found, next_version, state

    # -- the log and replays --------------------------------------------------------------------

    async def headed_log(self, record: GameRecord) -> tuple[list[LoggedAction], list[Label | None]]:
        """The game's logged actions and the heading of each (the summary of the table after
        it); a log this engine can no longer replay still reads, without headings."""
        actions = await self._actions.action_log(record.id)
        try:
            views = public_views(record, actions)
            return actions, [views[action.version].summary for action in actions]
        except IllegalAction:
            log.warning("the log of game %s does not replay", record.id)
            return actions, [None] * len(actions)

    async def replay_step(self, record: GameRecord, step: int) -> ReplayStep:
        """The replay viewer's ``step`` (brought within the replay's steps)."""
        actions = await self._actions.action_log(record.id)
        steps = replay_steps([action.seat for action in actions])
        step = max(0, min(step, len(steps) - 1))
        version = steps[step]
        view = public_views(record, actions[:version], {version})[version]
        return ReplayStep(step, len(steps), view)

    async def replay(self, record: GameRecord) -> Replay:
        """The frames of the game's animated replay."""
        actions = await self._actions.action_log(record.id)
        seats = [action.seat for action in actions]
        steps = replay_steps(seats)
        views = public_views(record, actions, set(steps))
        return Replay([views[version] for version in steps], seats)
