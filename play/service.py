"""The game-agnostic heart of the bot: one decision, end to end, without any Discord object.

Every decision — a human's click or an AI seat's choice — goes through :meth:`GameService.decide`:
under the game's lock, load the snapshot, check the decision is still current, ``engine.apply``,
then save the snapshot and the action row in one transaction. Only after that commit is the
Discord side told (``on_change``), and it redraws from the database, so nothing shown to players
can get ahead of what is stored.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from db.database import DatabaseBusy
from db.store import Deadlines, GameRecord, GameStore
from engine.ai import decide
from engine.core import (
    BACK,
    Action,
    Event,
    Game,
    Label,
    Prompt,
    Result,
    State,
    View,
    get_game,
    state_from_json,
    state_to_json,
)
from play.pergame import PerGame
from play.runners import GameRunners

log = logging.getLogger(__name__)

BUSY_RETRY_SECONDS = 1.0
"""How long an AI seat or a channel sync waits before trying again when the database is busy."""
AI_RETRY_SECONDS = 1.0
"""An AI seat whose decision failed tries again after this, then twice as long each time..."""
AI_RETRIES = 3
"""... until it failed this many times in a row: its runner stops, the watchdog starts
another a minute later."""
WATCH_SECONDS = 60.0
"""How often the watchdog looks for AI seats to move that nothing is running for."""

STAND_IN_LEVEL = "normal"
"""The AI level that plays for a human who is away or left."""

Thinker = Callable[[str, int, View[Any], Prompt], Awaitable[Action]]
"""``(ai level, seed, view, prompt) -> action``: how an AI seat's decision is computed."""


async def think_inline(level: str, seed: int, view: View[Any], prompt: Prompt) -> Action:
    return decide(level, seed, view, prompt)


def prompt_fingerprint(seat: int, prompt: Prompt) -> str:
    """A short digest of what ``seat`` is being asked, to recognise a still-valid old button.

    In simultaneous phases other seats' actions raise the game version without changing this
    seat's question; a button whose fingerprint still matches may then be honoured.
    """
    payload = json.dumps([seat, prompt.kind, [o.action for o in prompt.options]], sort_keys=True)
    return hashlib.blake2s(payload.encode(), digest_size=4).hexdigest()


class WrongSeats(Exception):
    """The lobby has too few or too many seats for its game."""


@dataclass(frozen=True)
class Refusal:
    """Why a decision was not applied; ``reason`` is a catalog key suffix."""

    reason: str  # not-running | not-seated | not-your-turn | outdated | left
    record: GameRecord | None = None
    state: State | None = None


@dataclass(frozen=True)
class Applied:
    record: GameRecord
    state: State
    seat: int
    events: list[Event]
    result: Result | None
    forced: tuple[Label, ...] = ()
    """The options taken for ``seat`` without asking, after its decision: each was the only
    choice of its prompt."""


@dataclass
class WorkedOut:
    """What the engine works out from one state, kept with it: who must decide, each seat's
    view. A click asks for the same prompts and views several times (the table, its embed, the
    panel), and its game is loaded several times at the same state (the decision, the channel's
    sync, "My turn"): each is worked out once per state."""

    pending: dict[int, Prompt] | None = None
    views: dict[int | None, View[Any]] = field(default_factory=dict)


@dataclass
class Loaded:
    """A game as read once: its record and state (never changed: the engine's ``apply``
    returns a new one), with what the engine worked out from that state."""

    record: GameRecord
    state: State | None
    worked: WorkedOut = field(default_factory=WorkedOut, repr=False)
    game: Game[Any] = field(init=False)

    def __post_init__(self) -> None:
        self.game = get_game(self.record.game)

    def pending(self) -> dict[int, Prompt]:
        if self.worked.pending is None:
            self.worked.pending = {} if self.state is None else self.game.pending(self.state)
        return self.worked.pending

    def prompt_for(self, seat: int) -> Prompt | None:
        """``seat``'s prompt with its previews, as a panel shows it (``Game.prompt_for``)."""
        prompt = self.pending().get(seat)
        return None if prompt is None else self.game.with_previews(prompt, self.view(seat))

    def view(self, seat: int | None) -> View[Any]:
        """What ``seat`` may see (``None``: a spectator)."""
        assert self.state is not None
        views = self.worked.views
        if seat not in views:
            views[seat] = self.game.view(self.state, seat)
        return views[seat]


@dataclass(frozen=True)
class Asked:
    """A seat's current question (see :meth:`GameService.question`)."""

    loaded: Loaded
    seat: int
    prompt: Prompt


STATES_KEPT = 512
"""Games whose latest state the service keeps parsed, with what the engine worked out from it
(least recently loaded first out): tens of kilobytes each."""


class KeptStates:
    """The latest state of each recently loaded game, by its stored text: a load that reads
    the same text gets the same state object, and what was worked out from it, without
    parsing it again. Keyed by the exact text, so it can never disagree with the database."""

    def __init__(self, size: int = STATES_KEPT) -> None:
        self.size = size
        self._kept: OrderedDict[int, tuple[str, State, WorkedOut]] = OrderedDict()

    def loaded(self, record: GameRecord) -> Loaded:
        if not record.state:
            return Loaded(record, None)
        kept = self._kept.get(record.id)
        if kept is not None and kept[0] == record.state:
            self._kept.move_to_end(record.id)
            return Loaded(record, kept[1], kept[2])
        loaded = Loaded(record, state_from_json(record.state))
        self.keep(record.id, record.state, loaded)
        return loaded

    def of(self, record: GameRecord, state: State | None) -> Loaded:
        """``state`` (as an outcome carries it) with what was already worked out from it, when
        it is the state kept for its game: the panel after a click and the table's sync then
        share one view per seat."""
        kept = self._kept.get(record.id)
        if kept is not None and state is not None and kept[1] is state:
            return Loaded(record, state, kept[2])
        return Loaded(record, state)

    def keep(self, game_id: int, text: str, loaded: Loaded) -> None:
        """``loaded``'s state is stored as ``text`` now."""
        assert loaded.state is not None
        self._kept[game_id] = (text, loaded.state, loaded.worked)
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)


class GameService:
    def __init__(
        self,
        store: GameStore,
        *,
        ai_delay: float = 1.0,
        think: Thinker = think_inline,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self.think = think
        self.now = now
        """The time in Unix seconds (tests inject a clock)."""
        self.on_change: Callable[..., None] = lambda game_id, **why: None
        """Told the id of every game whose stored state changed (the channel then catches up);
        ``redraw=True`` when what changed is not counted by the game's version (a stand-in)."""
        self.on_result: Callable[[int], None] = lambda game_id: None
        """Told the id of every game that just finished (its result is stored): ratings."""
        self.on_ai_failure: Callable[[], None] = lambda: None
        """Told each time an AI seat's thinking failed and a random option was taken
        (the bot counts them: ``cogs.metrics``)."""
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        """One lock per game while someone holds or awaits it: finished games leave nothing."""
        self.ai_runners = GameRunners("ai-game")
        """The AI task of each game that has an AI seat to move."""
        self._ai_woken: set[int] = set()
        """Games woken since their runner last read them: it reads them again before ending
        (a move committed just after its read woke the runner that was still running)."""
        self._hurry: dict[int, asyncio.Event] = {}
        """Set to cut short an AI seat's pause (the last human left the game)."""
        self.stopping = False
        """The bot is shutting down: AI seats finish the decision under way and start none."""
        self.states = KeptStates()
        self.retry_seconds = AI_RETRY_SECONDS
        """The first pause before an AI seat whose decision failed tries again."""
        self._ai_failures = PerGame("ai-seat")

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def load(self, game_id: int) -> Loaded | None:
        record = await self.store.games.get(game_id)
        return None if record is None else self.states.loaded(record)

    # -- lobby to game --------------------------------------------------------------------------

    @staticmethod
    def new_seed() -> int:
        return secrets.randbits(62)

    async def start(self, game_id: int) -> Loaded:
        """Close the lobby and deal for exactly the seats it has then, in one transaction.

        Raises ``WrongStatus`` when the lobby was already started or closed, ``WrongSeats``
        when its player count does not fit the game; the lobby is then unchanged.
        """

        def deal(record: GameRecord) -> tuple[str, Deadlines]:
            game = get_game(record.game)
            if not game.min_players <= len(record.seats) <= game.max_players:
                raise WrongSeats(record.game)
            state = game.setup(len(record.seats), record.seed, record.options)
            return state_to_json(state), self.deadlines(record, {}, game.pending(state), None)

        async with self.lock(game_id):
            await self.store.games.start(game_id, deal)
            dealt = await self.load(game_id)
            assert dealt is not None
            forced = self._only_choice(dealt.pending())
            if forced is not None:
                await self._apply(dealt, forced, dealt.pending()[forced].options[0].action)
        loaded = await self.load(game_id)
        assert loaded is not None
        self.on_change(game_id)
        self.wake_ai(game_id)
        return loaded

    # -- decisions ------------------------------------------------------------------------------

    async def decide(
        self,
        game_id: int,
        *,
        user_id: int | None,
        seat: int | None = None,
        version: int,
        option: int,
        fingerprint: str | None = None,
        by_ai: bool = False,
        back: bool = False,
    ) -> Applied | Refusal:
        """Apply option number ``option`` of the deciding seat's prompt, if still current.

        Humans are identified by ``user_id``, other deciders by ``seat``; ``by_ai`` is refused
        once the seat is no longer played by an AI (its owner came back). A click made on an older
        version is honoured only when the seat's question is unchanged (same fingerprint) and the
        seat has not acted since — so a double click applies exactly once.

        ``back`` takes the seat's previous step back instead (the engine's ``BACK``): only from
        the very version the button was drawn at, and only while the engine still allows it,
        else refused as ``final``.
        """
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            if loaded is None or loaded.record.status != "running" or loaded.state is None:
                return Refusal("not-running", loaded.record if loaded else None)
            record, state = loaded.record, loaded.state
            if user_id is not None:
                seat = record.seat_of(user_id)
                if seat is None:
                    return Refusal("not-seated", record, state)
                if record.seats[seat].stand_in == "left":
                    return Refusal("left", record, state)
                if record.seats[seat].stand_in == "away":
                    loaded = await self._come_back(loaded, seat)
                    record = loaded.record
            assert seat is not None
            if back:
                if version != record.version or not loaded.game.can_take_back(state, seat):
                    return Refusal("final", record, state)
                applied = await self._apply(loaded, seat, BACK)
                await self._announce(applied)
                return applied
            prompt = self._asked(loaded, seat, version, fingerprint, by_ai=by_ai)
            if isinstance(prompt, Refusal):
                return prompt
            if version != record.version and await self.store.actions.seat_acted_since(
                game_id, seat, version
            ):
                return Refusal("outdated", record, state)
            if not 0 <= option < len(prompt.options):
                return Refusal("outdated", record, state)
            applied = await self._apply(loaded, seat, prompt.options[option].action)
        await self._announce(applied)
        return applied

    @staticmethod
    def _asked(
        loaded: Loaded, seat: int, version: int, fingerprint: str | None, *, by_ai: bool = False
    ) -> Prompt | Refusal:
        """``seat``'s question now, if a button drawn at ``version`` for a question whose
        fingerprint is ``fingerprint`` still answers it (the same question, asked since)."""
        record, state = loaded.record, loaded.state
        prompt = loaded.pending().get(seat)
        if prompt is None or (by_ai and not record.seats[seat].played_by_ai):
            return Refusal("not-your-turn", record, state)
        if version != record.version and (
            version > record.version  # no genuine button comes from the future
            or fingerprint != prompt_fingerprint(seat, prompt)
        ):
            return Refusal("outdated", record, state)
        return prompt

    async def question(
        self, game_id: int, *, user_id: int, version: int, fingerprint: str
    ) -> Asked | Refusal:
        """What ``user_id``'s seat is asked now, when a panel drawn at ``version`` still shows
        it: the checks of :meth:`decide`, deciding nothing (a hint)."""
        loaded = await self.load(game_id)
        if loaded is None or loaded.record.status != "running" or loaded.state is None:
            return Refusal("not-running")
        seat = loaded.record.seat_of(user_id)
        if seat is None:
            return Refusal("not-seated", loaded.record, loaded.state)
        prompt = self._asked(loaded, seat, version, fingerprint)
        return prompt if isinstance(prompt, Refusal) else Asked(loaded, seat, prompt)

    async def _apply(self, loaded: Loaded, seat: int, action: Action) -> Applied:
        """Apply ``action``, then answer every prompt that offers a single option (nobody is
        asked to click their only choice); each is stored as its own action. Not after a
        take-back: it returns to a step the seat wants to see again."""
        applied = await self._apply_one(loaded, seat, action)
        if action == BACK:
            return applied
        events, forced = list(applied.events), []
        while applied.result is None:
            pending = loaded.game.pending(applied.state)
            only = self._only_choice(pending)
            if only is None:
                break
            option = pending[only].options[0]
            applied = await self._apply_one(
                self.states.of(applied.record, applied.state), only, option.action
            )
            events += applied.events
            if only == seat:
                forced.append(option.label)
        return Applied(applied.record, applied.state, seat, events, applied.result, tuple(forced))

    @staticmethod
    def _only_choice(pending: dict[int, Prompt]) -> int | None:
        """The first seat whose prompt offers a single option, if any."""
        return next((s for s, p in sorted(pending.items()) if len(p.options) == 1), None)

    async def _apply_one(self, loaded: Loaded, seat: int, action: Action) -> Applied:
        record, state, game = loaded.record, loaded.state, loaded.game
        assert state is not None
        new_state, events = game.apply(state, seat, action)
        result = game.result(new_state)
        after = {} if result else game.pending(new_state)
        # The per-game lock makes StaleVersion impossible within this process; it can only come
        # from a second bot process on the same file, and then nothing was written.
        text = state_to_json(new_state)
        await self.store.games.record_action(
            record.id,
            version=record.version,
            seat=seat,
            action=action,
            events=[event_to_json(e) for e in events],
            state=text,
            result=result.to_json() if result else None,
            deadlines=self.deadlines(record, loaded.pending(), after, seat),
        )
        stored = await self.store.games.get(record.id)
        assert stored is not None
        self.states.keep(record.id, text, Loaded(stored, new_state, WorkedOut(pending=after)))
        return Applied(stored, new_state, seat, events, result)

    async def _announce(self, applied: Applied) -> None:
        if applied.result is not None:
            self.on_result(applied.record.id)
        self.on_change(applied.record.id)
        if any(seat.played_by_ai for seat in applied.record.seats):
            self.wake_ai(applied.record.id)  # a game of humans alone has no AI to look for

    # -- AI seats -------------------------------------------------------------------------------

    def wake_ai(self, game_id: int) -> None:
        """Let AI seats play if one of them is pending (one runner task per game)."""
        if not self.stopping:
            self._ai_woken.add(game_id)
            self.ai_runners.ensure(game_id, lambda: self._run_ai(game_id))

    def stop_ai(self) -> None:
        """A graceful shutdown: AI seats make no new decision (a pause ends at once); those
        being applied finish."""
        self.stopping = True
        for hurry in self._hurry.values():
            hurry.set()

    async def _run_ai(self, game_id: int) -> None:
        """Play the game's AI seats while one of them must decide. Any error (a database that
        is full or unreachable for a while, a row that cannot be read) is logged with the
        game's id (in full the first time) and the seat decides again after a growing pause,
        up to ``AI_RETRIES`` times in a row; then the watchdog (:meth:`watch_ai`) tries again
        a minute later, and so on, so a seat moves as soon as its game can be played.

        A wake-up while it runs starts no other runner: this one reads the game again before
        ending, since what it read may be older than the move that woke it."""
        previous: int | None = None
        failures = 0
        while not self.stopping:
            self._ai_woken.discard(game_id)
            failed = True
            try:
                with self._ai_failures.game(game_id):
                    seat = await self._ai_step(game_id, previous)
                    failed = False
            except DatabaseBusy:
                await asyncio.sleep(BUSY_RETRY_SECONDS)
                continue
            if failed:
                failures += 1
                if failures >= AI_RETRIES:
                    return
                await asyncio.sleep(self.retry_seconds * 2 ** (failures - 1))
                continue
            if seat is None:
                if game_id in self._ai_woken:
                    continue  # woken after its read: the game may have moved since
                return
            previous, failures = seat, 0

    async def _ai_step(self, game_id: int, previous: int | None) -> int | None:
        """One decision of the game's first AI seat to move; the seat, or ``None`` when no AI
        seat must decide (or the game is over)."""
        loaded = await self.load(game_id)
        if loaded is None or loaded.record.status != "running" or loaded.state is None:
            return None
        record = loaded.record
        ai_seats = {s.seat for s in record.seats if s.played_by_ai}
        pending = loaded.pending()
        waiting = {s for s in pending if s in ai_seats and record.waits_for_clock(s)}
        for number in waiting:  # an away seat while nobody is there: its clock decides when
            if record.seats[number].deadline is None:
                deadline = self._fresh_deadline(loaded, number)
                await self.store.clocks.set_stand_in(game_id, number, "away", deadline)
                self.on_change(game_id, redraw=True)
        seat = min((s for s in pending if s in ai_seats - waiting), default=None)
        if seat is None:
            return None
        if seat != previous and loaded.record.humans_left:
            # Once per bot turn, not per prompt of it, so people can follow; a game left to
            # bots alone finishes at once.
            await self._pause(game_id)
            if self.stopping:
                return None  # the bot is shutting down: the next start plays this seat
        level = loaded.record.seats[seat].ai_level or STAND_IN_LEVEL
        seed = loaded.record.seed * 1000 + loaded.record.version
        option = await self._ai_option(level, seed, loaded.view(seat), pending[seat])
        try:
            outcome = await self.decide(
                game_id,
                user_id=None,
                seat=seat,
                version=loaded.record.version,
                option=option,
                by_ai=True,
            )
        except DatabaseBusy:
            await asyncio.sleep(BUSY_RETRY_SECONDS)  # the seat decides again
            return seat
        if isinstance(outcome, Refusal) and outcome.reason == "not-running":
            return None
        return seat

    async def _ai_option(self, level: str, seed: int, view: View[Any], prompt: Prompt) -> int:
        """The number of the option an AI seat takes. A level whose thinking fails (or answers
        something not offered) is replaced by a random choice for this decision, logged: a
        bot seat never stalls on its own thinking."""
        try:
            action = await self.think(level, seed, view, prompt)
            return next(i for i, o in enumerate(prompt.options) if o.action == action)
        except Exception:
            log.exception("a %s bot could not decide %s: a random option is taken", level, prompt)
            self.on_ai_failure()
            return random.Random(seed).randrange(len(prompt.options))

    async def watch_ai(self, every: float = WATCH_SECONDS) -> None:
        """The watchdog: every ``every`` seconds, any running game whose AI seat must move and
        has no runner gets one (a runner that gave up after repeated errors, a wake-up lost
        to a crash). Never stops on an error."""
        while not self.stopping:
            await asyncio.sleep(every)
            await self.watch_once()

    async def watch_once(self) -> None:
        """One look of the watchdog (see :meth:`watch_ai`)."""
        try:
            await self.resume_all()
        except DatabaseBusy:
            log.info("database busy: the AI watchdog looks again at its next round")
        except Exception:
            log.exception("the AI watchdog could not list the running games")

    # -- clocks and absent players -----------------------------------------------------------

    def deadlines(
        self,
        record: GameRecord,
        before: dict[int, Prompt],
        after: dict[int, Prompt],
        actor: int | None,
    ) -> Deadlines:
        """The seats' new deadlines after ``actor`` moved from ``before`` to ``after`` pending.

        Each decision gets the table's clock: a seat that starts waiting, or that acted and
        must decide again (the next step of its turn), gets a fresh deadline; one still
        waiting on the same decision (someone else drafted meanwhile) keeps its own; a seat
        that waits no more, or that an AI plays, has none (but an away seat that waits for
        its clock: see :meth:`GameRecord.waits_for_clock`).
        """
        if record.clock_seconds is None:
            return {}
        changes: Deadlines = {}
        for seat in record.seats:
            played = seat.played_by_ai and not record.waits_for_clock(seat.seat)
            if played or seat.seat not in after:
                if seat.deadline is not None:
                    changes[seat.seat] = None
            elif seat.seat == actor or seat.seat not in before or seat.deadline is None:
                changes[seat.seat] = self.now() + record.clock_seconds
        return changes

    def _fresh_deadline(self, loaded: Loaded, seat: int) -> float | None:
        clock = loaded.record.clock_seconds
        if clock is None or seat not in loaded.pending():
            return None
        return self.now() + clock

    async def time_out(self, game_id: int, seat: int) -> bool:
        """The seat's decision time is up: a decision with a rule for silence takes its
        default; otherwise the seat is away and an AI plays it until its owner is back.
        Returns whether anything changed (a click that came first leaves nothing to do)."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            if loaded is None or loaded.record.status != "running" or loaded.state is None:
                return False
            record = loaded.record
            deadline = record.seats[seat].deadline
            stand_in = record.seats[seat].played_by_ai and not record.waits_for_clock(seat)
            if deadline is None or deadline > self.now() or stand_in:
                return False
            prompt = loaded.pending().get(seat)
            if prompt is None:  # the seat waits no more: forget the old deadline
                await self.store.clocks.set_stand_in(
                    game_id, seat, record.seats[seat].stand_in, None
                )
                return False
            if prompt.default is not None:
                applied = await self._apply(loaded, seat, prompt.options[prompt.default].action)
            elif record.waits_for_clock(seat):  # its stand-in plays this one decision
                seed = record.seed * 1000 + record.version
                option = await self._ai_option(STAND_IN_LEVEL, seed, loaded.view(seat), prompt)
                applied = await self._apply(loaded, seat, prompt.options[option].action)
            else:
                await self.store.clocks.set_stand_in(game_id, seat, "away", None)
                applied = None
        if applied is not None:
            await self._announce(applied)
        else:
            self.on_change(game_id, redraw=True)
            self.wake_ai(game_id)
        return True

    async def _come_back(self, loaded: Loaded, seat: int) -> Loaded:
        """The owner of an away seat pressed a button: the seat is theirs again at once."""
        game_id = loaded.record.id
        await self.store.clocks.set_stand_in(
            game_id, seat, None, self._fresh_deadline(loaded, seat)
        )
        self.on_change(game_id, redraw=True)
        reloaded = await self.load(game_id)
        assert reloaded is not None
        return reloaded

    async def come_back(self, game_id: int, user_id: int) -> bool:
        """``user_id`` is back at the table: ``True`` if their seat was away."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            if loaded is None or loaded.record.status != "running":
                return False
            seat = loaded.record.seat_of(user_id)
            if seat is None or loaded.record.seats[seat].stand_in != "away":
                return False
            await self._come_back(loaded, seat)
            return True

    async def hand_over(self, game_id: int, seat: int, *, only_away: bool) -> bool:
        """An AI plays this human seat to the end (``/game leave``, or a moderator replacing
        an away player when ``only_away``); ``False`` when that does not apply."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            if loaded is None or loaded.record.status != "running":
                return False
            stand_in = loaded.record.seats[seat].stand_in
            if loaded.record.seats[seat].is_ai or stand_in == "left":
                return False
            if only_away and stand_in != "away":
                return False
            await self.store.clocks.set_stand_in(game_id, seat, "left", None)
            record = await self.store.games.get(game_id)
            assert record is not None  # running a moment ago, under its lock: not deleted
            humans_left = record.humans_left
        if not humans_left and game_id in self._hurry:
            self._hurry[game_id].set()
        self.on_change(game_id, redraw=True)
        self.wake_ai(game_id)
        return True

    async def _pause(self, game_id: int) -> None:
        hurry = self._hurry.setdefault(game_id, asyncio.Event())
        try:
            async with asyncio.timeout(self.ai_delay):
                await hurry.wait()
        except TimeoutError:
            pass
        finally:
            self._hurry.pop(game_id, None)

    async def resume_all(self) -> None:
        """After a restart: let pending AI seats of every running game play again."""
        for game_id in await self.store.games.running_game_ids():
            self.wake_ai(game_id)

    async def close(self, game_id: int, *, by: int | None, lobby_only: bool = False) -> str | None:
        """Cancel a lobby or abandon a game (under the game's lock, so no decision is half
        applied); returns the new status, ``None`` if it was not open any more (or, with
        ``lobby_only``, no lobby any more: see :meth:`db.store.games.Games.close`)."""
        async with self.lock(game_id):
            status = await self.store.games.close(game_id, by=by, lobby_only=lobby_only)
        if status is not None:
            self.on_change(game_id)
        return status

    async def lose_channel(self, game_id: int) -> str | None:
        """The game's channel or thread was deleted: nobody can reach its table, its buttons or
        its hands any more, and a channel's id is never given again. An open game is abandoned
        (a lobby cancelled, its rematch's game free to open another), never played out by
        stand-ins and rated; nothing of it is shown again. Returns the new status, ``None`` if
        it was not open any more (a finished game keeps its result)."""
        async with self.lock(game_id):
            status = await self.store.games.close(game_id, by=None, unreachable=True)
            await self.store.marks.nothing_to_show(game_id)
        return status


def event_to_json(event: Event) -> dict[str, Any]:
    return {"label": event.label.to_json(), "to": event.to}
