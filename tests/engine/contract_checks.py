"""Checks every game must pass, shared by the per-game test modules."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import (
    Game,
    IllegalAction,
    RandomAgent,
    Result,
    State,
    play,
    replay,
    state_from_json,
    state_to_json,
)

Invariant = Callable[[State], None]


def assert_round_trips(game: Game, state: State) -> None:
    text = state_to_json(state)
    assert state_from_json(text, game) == state, "JSON round-trip changed the state"
    assert state_to_json(state_from_json(text, game)) == text


def random_playouts(
    game: Game,
    players: int,
    count: int,
    *,
    first_seed: int = 0,
    invariant: Invariant | None = None,
    round_trip_every: int = 1,
) -> list[Result]:
    """Play ``count`` random games; after every action check the invariant and the JSON round-trip.

    At the end of each game, replaying its log from the seed must give the identical state.
    """
    results = []
    for seed in range(first_seed, first_seed + count):
        state = game.setup(players, seed)
        if invariant:
            invariant(state)

        def after_each(new_state: State, seat: int, action: dict) -> None:
            if invariant:
                invariant(new_state)
            if new_state.version % round_trip_every == 0:
                assert_round_trips(game, new_state)

        run = play(
            game, state, lambda seat, s=seed: RandomAgent(s * 31 + seat), after_each=after_each
        )
        result = game.result(run.state)
        assert result is not None, f"seed {seed}: no result once nothing is pending"
        assert len(result.scores) == players
        assert sorted(result.ranking) == list(range(players))
        assert replay(game, players, seed, None, run.log) == run.state, f"seed {seed}: replay"
        results.append(result)
    return results


def assert_illegal(game: Game, state: State, seat: int, action: dict, reason: str) -> None:
    """``apply`` refuses the action with ``reason`` and leaves the state exactly as it was."""
    before = state_to_json(state)
    try:
        game.apply(state, seat, action)
    except IllegalAction as error:
        assert error.reason == reason, f"expected {reason}, got {error.reason}"
    else:
        raise AssertionError(f"{action!r} by seat {seat} was accepted")
    assert state_to_json(state) == before, "a refused action changed the state"
