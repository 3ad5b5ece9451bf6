"""Pebbles' computer players: take from the pile whose last pebble they can reach, else from
the larger pile; take as many as leave the next player no last pebble within reach."""

from __future__ import annotations

from engine.core import Action, Prompt, Rng, State, View
from tests.games.pebbles.game import MOST_TAKEN, PebblesView, score


def policy(view: View[PebblesView], prompt: Prompt, rng: Rng) -> Action:
    piles = view.data["piles"]
    if prompt.kind == "pile":
        reachable = [pile for pile, n in enumerate(piles) if 0 < n <= MOST_TAKEN]
        pile = reachable[0] if reachable else max(range(len(piles)), key=piles.__getitem__)
        wanted: Action = {"pile": pile}
    else:
        chosen = view.data["chosen"]
        assert chosen is not None
        wanted = {"take": piles[chosen] % (MOST_TAKEN + 1) or 1}
    return wanted if prompt.offers(wanted) else prompt.options[0].action


def evaluate(state: State) -> list[float]:
    """Points so far: what is left is shared alike."""
    data = state.data
    return [float(score(t, b)) for t, b in zip(data["taken"], data["bonus"], strict=True)]
