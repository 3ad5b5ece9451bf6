"""The story's text builders, without Discord: pages, the table's last moves, tie-breaks."""

from __future__ import annotations

from cogs.story_text import (
    FIELD_LIMIT,
    PAGE_BUDGET,
    PAGE_LINES,
    RECENT_BUDGET,
    RECENT_FIELDS,
    log_lines,
    page_before,
    page_from,
    recent_fields,
    tie_lines,
)
from db.store import LoggedAction
from engine.core import Label, Result, TieBreak

NAMES = ["Ana", "Bruno", "Chloé"]


def said(text: str, to: int | None = None) -> dict:
    return {"label": Label("table-recent-more").to_json() | {"key": "x-" + text}, "to": to}


def action(version: int, seat: int, *events: dict) -> LoggedAction:
    return LoggedAction(version, seat, {"do": "x"}, list(events))


def actions(count: int, width: int = 60) -> list[LoggedAction]:
    return [
        action(v, v % 3, said(f"{v:04d}" + "a" * width), said(f"{v:04d}-secret", to=v % 3))
        for v in range(count)
    ]


def test_the_last_moves_keep_the_newest_whole_lines_within_discords_limits():
    fields = recent_fields(actions(200), "en-US", NAMES)
    assert 1 < len(fields) <= RECENT_FIELDS
    assert all(len(value) <= FIELD_LIMIT for _name, value in fields)
    assert sum(len(value) for _name, value in fields) <= RECENT_BUDGET
    lines = [line for _name, value in fields for line in value.splitlines()]
    assert lines[0].startswith("…") and lines[0].endswith("earlier lines in the Log.")
    assert all(len(line) == len("x-0000") + 60 for line in lines[1:]), "never cut mid-line"
    assert lines[-1].startswith("x-0199"), "the newest move is kept"
    assert fields[-1][0] == "Last moves"
    assert not any("secret" in line for line in lines), "public lines only"


def test_a_few_moves_fit_whole():
    fields = recent_fields(actions(3), "en-US", NAMES)
    assert fields == [("Last moves", "\n".join(f"x-{v:04d}" + "a" * 60 for v in range(3)))]


def test_log_pages_forward_and_backward_hold_every_line_of_the_reader_once():
    logged = actions(120)
    headings = [Label("x-round", {}) if v % 10 else Label(f"x-round{v}") for v in range(120)]
    lines, total = log_lines(logged, headings, 1, "en-US", NAMES)
    assert total == 240
    private = [ln for ln in lines if ln.text.startswith("🔒")]
    assert private and all((ln.index // 2) % 3 == 1 for ln in private), "seat 1's own only"
    forward, start = [], 0
    while True:
        page = page_from(lines, start)
        if not page:
            break
        assert len(page) <= PAGE_LINES and len("\n".join(ln.text for ln in page)) <= PAGE_BUDGET
        forward += page
        start = max(ln.index for ln in page) + 1
    assert forward == lines
    backward, end = [], total
    while True:
        page = page_before(lines, end)
        events = [ln for ln in page if not ln.heading]
        if not events:
            break
        backward = [ln for ln in events if ln not in backward] + backward
        end = events[0].index
    assert backward == [ln for ln in lines if not ln.heading]


def test_ties_say_which_tie_break_decided_with_its_figures_or_that_the_place_is_shared():
    result = Result(
        (37, 37, 20),
        ({}, {}, {}),
        (1, 2, 3),
        (TieBreak((0, 1), 37, Label("capital-lux-tie-value", {"value": 6}), (3, 2)),),
    )
    assert tie_lines(result, "en-US", NAMES) == [
        "Ana, Bruno: 37 points each — decided by number of 6s: Ana 3, Bruno 2."
    ]
    shared = Result((12, 12), ({}, {}), (1, 1), (TieBreak((0, 1), 12, None),))
    assert tie_lines(shared, "en-US", NAMES) == [
        "Ana, Bruno: 12 points each, and no tie-break separates them: they share the place."
    ]
    assert tie_lines(shared, "pt-BR", NAMES)[0].startswith("Ana, Bruno: 12 pontos cada")
