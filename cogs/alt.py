"""Alt text: the description Discord attaches to every image the bot posts, for screen readers.

Each image is described in its reader's language (public messages: the server's; private ones:
the clicker's) from the same engine view it was drawn from, so a description never tells more
than its image may.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence

import discord

from engine.core import Game, Label, Result, View
from locales import tr, translate

ALT_LIMIT = 1024
"""Discord's limit for an attachment's description."""


def cut_lines(lines: Iterable[str], limit: int = ALT_LIMIT) -> str:
    """``lines`` joined by newlines, cut at the last whole line that fits in ``limit``
    characters (a first line longer than that is cut short with an ellipsis)."""
    kept: list[str] = []
    size = 0
    for line in lines:
        line = line.strip()
        if not line:
            continue
        extra = len(line) + (1 if kept else 0)
        if size + extra > limit:
            if not kept:
                kept.append(line[: limit - 1] + "…")
            break
        kept.append(line)
        size += extra
    return "\n".join(kept)


def alt_text(
    locale: str, labels: Sequence[Label], names: Sequence[str], head: Sequence[str] = ()
) -> str:
    """The description from engine ``labels`` (one line each), after the ``head`` lines."""
    return cut_lines([*head, *(tr(locale, label, names) for label in labels)])


def image_file(data: bytes, filename: str, description: str) -> discord.File:
    """An image attachment with its description (never empty: Discord shows the file name)."""
    return discord.File(io.BytesIO(data), filename, description=description or filename)


def results_alt(game: Game, view: View, result: Result, names: Sequence[str], locale: str) -> str:
    """The final results image: the ranking with scores, then the final table."""
    head = [translate(locale, "alt-results", {"game": translate(locale, f"game-{game.id}")})]
    head += [
        translate(
            locale,
            "table-rank-line",
            {"rank": result.ranks[seat], "name": names[seat], "score": result.scores[seat]},
        )
        for seat in result.ranking
    ]
    return alt_text(locale, game.table_alt(view), names, head)
