"""The game's story as text: log pages, the table's recent moves, private news, tie-breaks and
round summaries. Pure builders (no Discord, no database): they take stored actions and engine
objects and give strings, each line whole.

Who may read what: a public event is for everybody; a private one only for the seat it is
addressed to. Every function here takes the reader's seat and never returns another seat's
private line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core import Game, Label, Result, RoundSummary
from locales import tr, translate
from play.records import LoggedAction

DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
"""Discord's limit for one embed field's value."""
RECENT_ACTIONS = 60
"""The most actions the table's last moves are taken from (newest kept)."""
RECENT_FIELDS = 3
RECENT_BUDGET = 2800
"""Characters of recent moves on the table (an embed holds 6000 in all)."""
PAGE_BUDGET = 1800
PAGE_LINES = 22
"""A log page: at most this many characters and lines (an embed description holds 4096)."""


@dataclass(frozen=True)
class LogLine:
    """One line of a reader's log. ``index`` is the game-wide index of its event (every event
    of the game, public or private, counted in log order): stable across versions, so pages
    are addressed by it. A heading carries the index of the first event it heads."""

    index: int
    text: str
    heading: bool = False


def visible(event: dict, seat: int | None) -> bool:
    return event["to"] is None or (seat is not None and event["to"] == seat)


def event_text(event: dict, locale: str, names: Sequence[str]) -> str:
    return tr(locale, Label.from_json(event["label"]), names)


def log_lines(
    actions: Sequence[LoggedAction],
    headings: Sequence[Label | None],
    seat: int | None,
    locale: str,
    names: Sequence[str],
) -> tuple[list[LogLine], int]:
    """The reader's whole log and the game's event count. ``headings[i]`` is what the table
    said (its view summary) when action ``i`` was taken; a heading is shown when it changes."""
    lines: list[LogLine] = []
    index = 0
    shown_heading: str | None = None
    for action, heading in zip(actions, headings, strict=True):
        for event in action.events:
            if visible(event, seat):
                if heading is not None:
                    title = tr(locale, heading, names)
                    if title != shown_heading:
                        lines.append(LogLine(index, f"**{title}**", heading=True))
                        shown_heading = title
                text = event_text(event, locale, names)
                if event["to"] is not None:
                    text = translate(locale, "log-private", {"line": text})
                else:
                    text = f"• {text}"
                lines.append(LogLine(index, text))
            index += 1
    return lines, index


def _fits(chosen: list[LogLine], line: LogLine) -> bool:
    used = sum(len(c.text) + 1 for c in chosen)
    return len(chosen) < PAGE_LINES and used + len(line.text) + 1 <= PAGE_BUDGET


def page_from(lines: Sequence[LogLine], start: int) -> list[LogLine]:
    """The page beginning with the first line of event ``start`` or later."""
    chosen: list[LogLine] = []
    for line in lines:
        if line.index < start:
            continue
        if chosen and not _fits(chosen, line):
            break
        chosen.append(line)
    while len(chosen) > 1 and chosen[-1].heading:
        chosen.pop()  # a heading belongs with the lines it heads
    return chosen


def page_before(lines: Sequence[LogLine], end: int) -> list[LogLine]:
    """The page ending with the last line of an event before ``end``."""
    chosen: list[LogLine] = []
    for line in reversed(lines):
        if line.index >= end:
            continue
        if chosen and not _fits(chosen, line):
            break
        chosen.insert(0, line)
    if chosen and not chosen[0].heading:
        # Start where the page's first event starts, so an event is never split from its
        # heading; the heading is repeated even if the previous page showed it.
        first = chosen[0].index
        heading = next((ln for ln in reversed(lines) if ln.heading and ln.index <= first), None)
        if heading is not None and heading not in chosen:
            chosen.insert(0, heading)
            while len(chosen) > 2 and not _fits(chosen[:-1], chosen[-1]):
                del chosen[1]  # make room by the oldest lines, never the newest
            if len(chosen) > 1 and chosen[1].heading:
                del chosen[0]
    return chosen


def position(lines: Sequence[LogLine], page: Sequence[LogLine]) -> tuple[int, int]:
    """1-based numbers of the page's first and last line in the whole log."""
    return lines.index(page[0]) + 1, lines.index(page[-1]) + 1


def fit_lines(lines: Sequence[str], budget: int, fields: int, cut_note) -> list[str]:
    """The newest ``lines`` that fit in ``fields`` values of at most ``FIELD_LIMIT`` characters
    and ``budget`` in all, each whole; ``cut_note(count)`` heads them when older ones were
    left out. Returns the field values, oldest first."""
    kept: list[str] = []
    used = 0
    note_room = 80
    for line in reversed(lines):
        line = line[: FIELD_LIMIT - 1]
        if used + len(line) + 1 > budget - note_room:
            break
        kept.insert(0, line)
        used += len(line) + 1
    dropped = len(lines) - len(kept)
    if dropped:
        kept.insert(0, cut_note(dropped))
    values: list[str] = []
    current: list[str] = []
    for line in kept:
        if current and len("\n".join([*current, line])) > FIELD_LIMIT:
            values.append("\n".join(current))
            current = []
        current.append(line)
    if current:
        values.append("\n".join(current))
    return values[-fields:]


def last_turns(actions: Sequence[LoggedAction], game: Game, players: int) -> Sequence[LoggedAction]:
    """The whole turns among ``actions`` (the game's newest, oldest first) that the table shows
    as its last moves: everything since each player's previous turn, i.e. from the start of the
    last turn of the seat that played longest ago; all of ``actions`` while some seat has not
    played a turn yet (the game's start).

    A turn is a run of one seat's steps; an answer given inside another seat's turn (see
    :meth:`Game.answers_another_turn`) belongs to the turn it answers.
    """
    starts: dict[int, int] = {}
    """Each seat's last turn: the index of its first step."""
    owner = None
    for index, action in enumerate(actions):
        if action.seat == owner or game.answers_another_turn(action.action):
            continue
        owner = action.seat
        starts[owner] = index
    if len(starts) < players:
        return actions
    return actions[min(starts.values()) :]


def recent_fields(
    actions: Sequence[LoggedAction], locale: str, names: Sequence[str]
) -> list[tuple[str, str]]:
    """The table's "Last moves": every public line of ``actions`` that fits, newest kept,
    as ``(field name, value)`` pairs."""
    lines = [
        event_text(event, locale, names)
        for action in actions
        for event in action.events
        if event["to"] is None
    ]
    if not lines:
        return []
    values = fit_lines(
        lines,
        RECENT_BUDGET,
        RECENT_FIELDS,
        lambda count: translate(locale, "table-recent-cut", {"count": count}),
    )
    first = translate(locale, "table-recent")
    more = translate(locale, "table-recent-more")
    names_ = [more] * (len(values) - 1) + [first]
    return list(zip(names_, values, strict=True))


def news_lines(news: Sequence[dict], locale: str, names: Sequence[str]) -> list[str]:
    """A seat's news (private events of other seats' moves), marked as new."""
    lines = [
        translate(locale, "news-line", {"line": event_text(event, locale, names)}) for event in news
    ]
    return [translate(locale, "news-title"), *lines] if lines else []


def tie_lines(result: Result, locale: str, names: Sequence[str]) -> list[str]:
    """One sentence per tied group: which tie-break decided and with what figures, or that
    the seats share their place."""
    lines = []
    for tie in result.tiebreaks:
        tied = ", ".join(names[seat] for seat in tie.seats)
        if tie.criterion is None:
            lines.append(
                translate(locale, "result-tie-shared", {"names": tied, "score": tie.score})
            )
            continue
        values = ", ".join(
            translate(locale, "result-tie-value", {"name": names[seat], "value": value})
            for seat, value in zip(tie.seats, tie.values, strict=True)
        )
        lines.append(
            translate(
                locale,
                "result-tie-decided",
                {
                    "names": tied,
                    "score": tie.score,
                    "criterion": tr(locale, tie.criterion, names),
                    "values": values,
                },
            )
        )
    return lines


def summary_text(summary: RoundSummary, locale: str, names: Sequence[str]) -> tuple[str, str]:
    """A round summary's title and body (the body within an embed description's limit)."""
    lines = [tr(locale, line, names) for line in summary.lines]
    body: list[str] = []
    for line in lines:
        if len("\n".join([*body, line])) > DESCRIPTION_LIMIT:
            break
        body.append(line)
    return tr(locale, summary.title, names), "\n".join(body)
