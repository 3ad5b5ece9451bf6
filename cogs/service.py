"""The game-agnostic heart of the bot: one decision, end to end, without any Discord object.

Every decision — a human's click or an AI seat's choice — goes through :meth:`GameService.decide`:
under the game's lock, load the snapshot, check the decision is still current, ``engine.apply``,
then save the snapshot and the action row in one transaction. Only after that commit do listeners
(the Discord side) hear about it, so nothing shown to players can get ahead of the database.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from db.store import GameRecord, GameStore, WrongStatus
from engine.ai import make_agent
from engine.core import (
    Action,
    Event,
    Game,
    Prompt,
    Result,
    State,
    View,
    get_game,
    state_from_json,
    state_to_json,
)

log = logging.getLogger(__name__)

Thinker = Callable[[str, int, View, Prompt], Awaitable[Action]]
"""``(ai level, seed, view, prompt) -> action``: how an AI seat's decision is computed."""


def ai_decision(level: str, seed: int, view: View, prompt: Prompt) -> Action:
    """An AI seat's choice; top-level so that it can run in a worker process."""
    return make_agent(level, seed).choose(view, prompt)


async def think_inline(level: str, seed: int, view: View, prompt: Prompt) -> Action:
    return ai_decision(level, seed, view, prompt)


def prompt_fingerprint(seat: int, prompt: Prompt) -> str:
    """A short digest of what ``seat`` is being asked, to recognise a still-valid old button.

    In simultaneous phases other seats' actions raise the game version without changing this
    seat's question; a button whose fingerprint still matches may then be honoured.
    """
    payload = json.dumps([seat, prompt.kind, [o.action for o in prompt.options]], sort_keys=True)
    return hashlib.blake2s(payload.encode(), digest_size=4).hexdigest()


@dataclass(frozen=True)
class Refusal:
    """Why a decision was not applied; ``reason`` is a catalog key suffix."""

    reason: str  # not-running | not-seated | not-your-turn | outdated
    record: GameRecord | None = None
    state: State | None = None


@dataclass(frozen=True)
class Applied:
    record: GameRecord
    state: State
    seat: int
    events: list[Event]
    result: Result | None


@dataclass
class Loaded:
    record: GameRecord
    state: State | None
    game: Game = field(init=False)

    def __post_init__(self) -> None:
        self.game = get_game(self.record.game)

    def pending(self) -> dict[int, Prompt]:
        return {} if self.state is None else self.game.pending(self.state)


Listener = Callable[[Applied], Awaitable[None]]


class GameService:
    def __init__(
        self,
        store: GameStore,
        *,
        ai_delay: float = 1.0,
        think: Thinker = think_inline,
    ) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self.think = think
        self.listeners: list[Listener] = []
        self._locks: dict[int, asyncio.Lock] = {}
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def load(self, game_id: int) -> Loaded | None:
        record = await self.store.get(game_id)
        if record is None:
            return None
        state = state_from_json(record.state) if record.state else None
        return Loaded(record, state)

    # -- lobby to game --------------------------------------------------------------------------

    @staticmethod
    def new_seed() -> int:
        return secrets.randbits(62)

    async def start(self, game_id: int, publish: Callable[[Loaded], Awaitable[int]]) -> Loaded:
        """Deal the game for the seated players (the caller checked host and player count).

        ``publish`` posts the table message and returns its id; it runs before the game is
        saved as running, so a table that cannot be posted leaves the lobby as it was.
        Raises ``WrongStatus`` when the lobby was already started or closed.
        """
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record is None or record.status != "lobby":
                raise WrongStatus(f"game {game_id} is not a lobby")
            game = get_game(record.game)
            state = game.setup(len(record.seats), record.seed, record.options)
            message_id = await publish(Loaded(record, state))
            await self.store.start(game_id, state_to_json(state), message_id)
        loaded = await self.load(game_id)
        assert loaded is not None
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
    ) -> Applied | Refusal:
        """Apply option number ``option`` of the deciding seat's prompt, if still current.

        Humans are identified by ``user_id``, AI seats by ``seat``. A click made on an older
        version is honoured only when the seat's question is unchanged (same fingerprint) and the
        seat has not acted since — so a double click applies exactly once.
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
            assert seat is not None
            prompt = loaded.pending().get(seat)
            if prompt is None:
                return Refusal("not-your-turn", record, state)
            if version != record.version and (
                fingerprint != prompt_fingerprint(seat, prompt)
                or await self.store.seat_acted_since(game_id, seat, version)
            ):
                return Refusal("outdated", record, state)
            if not 0 <= option < len(prompt.options):
                return Refusal("outdated", record, state)
            applied = await self._apply(loaded, seat, prompt.options[option].action)
        await self._announce(applied)
        return applied

    async def _apply(self, loaded: Loaded, seat: int, action: dict) -> Applied:
        record, state, game = loaded.record, loaded.state, loaded.game
        assert state is not None
        new_state, events = game.apply(state, seat, action)
        result = game.result(new_state)
        # The per-game lock makes StaleVersion impossible within this process; it can only come
        # from a second bot process on the same file, and then nothing was written.
        await self.store.record_action(
            record.id,
            version=record.version,
            seat=seat,
            action=action,
            events=[event_to_json(e) for e in events],
            state=state_to_json(new_state),
            result=result.to_json() if result else None,
        )
        after = await self.store.get(record.id)
        assert after is not None
        return Applied(after, new_state, seat, events, result)

    async def _announce(self, applied: Applied) -> None:
        for listener in self.listeners:
            try:
                await listener(applied)
            except Exception:
                log.exception("listener failed for game %s", applied.record.id)
        self.wake_ai(applied.record.id)

    # -- AI seats -------------------------------------------------------------------------------

    def wake_ai(self, game_id: int) -> None:
        """Let AI seats play if one of them is pending (one runner task per game)."""
        task = self._ai_tasks.get(game_id)
        if task is None or task.done():
            self._ai_tasks[game_id] = asyncio.create_task(
                self._run_ai(game_id), name=f"ai-game-{game_id}"
            )

    async def _run_ai(self, game_id: int) -> None:
        try:
            while True:
                loaded = await self.load(game_id)
                if loaded is None or loaded.record.status != "running" or loaded.state is None:
                    return
                ai_seats = {s.seat for s in loaded.record.seats if s.is_ai}
                pending = loaded.pending()
                seat = min((s for s in pending if s in ai_seats), default=None)
                if seat is None:
                    return
                await asyncio.sleep(self.ai_delay)
                view = loaded.game.view(loaded.state, seat)
                level = loaded.record.seats[seat].ai_level or "easy"
                seed = loaded.record.seed * 1000 + loaded.record.version
                action = await self.think(level, seed, view, pending[seat])
                option = next(i for i, o in enumerate(pending[seat].options) if o.action == action)
                outcome = await self.decide(
                    game_id, user_id=None, seat=seat, version=loaded.record.version, option=option
                )
                if isinstance(outcome, Refusal) and outcome.reason == "not-running":
                    return
        except Exception:
            log.exception("AI runner failed for game %s", game_id)
        finally:
            if self._ai_tasks.get(game_id) is asyncio.current_task():
                del self._ai_tasks[game_id]

    async def resume_all(self) -> None:
        """After a restart: let pending AI seats of every running game play again."""
        for game_id in await self.store.running_game_ids():
            self.wake_ai(game_id)

    async def idle(self) -> None:
        """Wait until no AI runner is busy (used by tests and graceful shutdown)."""
        while self._ai_tasks:
            await asyncio.gather(*list(self._ai_tasks.values()), return_exceptions=True)

    async def stop(self) -> None:
        for task in list(self._ai_tasks.values()):
            task.cancel()
        await asyncio.gather(*self._ai_tasks.values(), return_exceptions=True)
        self._ai_tasks.clear()


def event_to_json(event: Event) -> dict:
    return {"label": event.label.to_json(), "to": event.to}
