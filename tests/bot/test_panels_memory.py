"""Turn panels are kept in memory for as long as their token can edit them: expired ones are
swept, once a minute rather than at every click (a sweep reads every panel)."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.panels import PANEL_LIFETIME, PRUNE_EVERY, Panels


def _click(at: float) -> SimpleNamespace:
    """A click made at ``at``: its "snowflake" is its time, read as is by ``_made``."""
    return SimpleNamespace(id=at, followup=object())


def _made(snowflake: float) -> float:
    return snowflake


def test_expired_panels_are_swept_once_a_minute_and_never_used():
    clock = [1_000_000.0]
    panels = Panels(lambda: clock[0], _made)
    panels.remember(1, 10, _click(clock[0]), 500, 3)
    clock[0] += PANEL_LIFETIME
    assert panels.live(1, 10) is None  # too old to edit: never used, swept or not
    panels.remember(2, 20, _click(clock[0]), 501, 1)
    assert set(panels._panels) == {(2, 20)}, "the first sweep came after a minute"
    clock[0] += PANEL_LIFETIME
    panels.remember(3, 30, _click(clock[0]), 502, 1)
    assert set(panels._panels) == {(3, 30)}
    clock[0] += PRUNE_EVERY / 2
    panels.remember(4, 40, _click(clock[0] - PANEL_LIFETIME), 503, 1)  # an old token
    assert (4, 40) in panels._panels, "no second sweep within the minute"
    assert panels.live(4, 40) is None
    clock[0] += PRUNE_EVERY
    panels.remember(5, 50, _click(clock[0]), 504, 1)
    assert set(panels._panels) == {(3, 30), (5, 50)}


async def test_a_lock_whose_panel_was_never_sent_is_swept_too():
    """``show_hand`` forgets the panel and takes its lock before sending a fresh one: when that
    follow-up fails (Discord down), no panel is remembered, and the lock must not stay forever
    (one per failed "My turn", over the bot's whole life)."""
    clock = [1_000_000.0]
    panels = Panels(lambda: clock[0], _made)
    async with panels.lock(1, 10):
        panels.forget(1, 10)  # the follow-up that would have been the panel fails here
    held = panels.lock(2, 20)
    await held.acquire()  # a panel being sent right now keeps its lock
    clock[0] += PRUNE_EVERY
    panels.remember(3, 30, _click(clock[0]), 502, 1)
    assert set(panels._locks) == {(2, 20)}
    held.release()
