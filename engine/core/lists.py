"""A list of labels as one label ("a, b, c"), for texts that name a variable number of things
(the cards of a hand in an image description, for instance)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.model import Label

LIST_EMPTY = Label("list-empty")


def joined(items: Sequence[Label], empty: Label = LIST_EMPTY) -> Label:
    """``items`` as one label, separated as the reader's language separates list items; an
    empty list reads as ``empty``. The default "none" is the feminine word where languages
    have genders (it agrees with "cards"): a list of other things gives its own, agreeing with
    them ("Seus modificadores: nenhum")."""
    if not items:
        return empty
    result = items[-1]
    for item in reversed(items[:-1]):
        result = Label("list-join", {"head": item, "tail": result})
    return result
