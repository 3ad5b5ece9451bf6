"""No user-facing literal text in cogs/ or render/: everything a user reads comes from a catalog.

A string literal counts as user-facing text when it holds two words separated by a space. Not
counted: docstrings, logging calls, exception messages (read by developers), and format
strings that only join placeholders.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("cogs", "render")
WORDS = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}")
LOG_METHODS = {"debug", "info", "warning", "error", "exception", "critical"}
METRIC_TYPES = {
    "Counter",
    "Gauge",
    "Histogram",
    "CounterMetricFamily",
    "GaugeMetricFamily",
}
"""Prometheus metrics, whose help texts are read by operators (like log lines)."""


def _is_docstring(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    parent = parents.get(node)
    if not isinstance(parent, ast.Expr):
        return False
    holder = parents.get(parent)
    return isinstance(holder, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)


def _inside_developer_text(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.Raise):
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in LOG_METHODS
        ):
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in METRIC_TYPES
        ):
            return True
    return False


def literal_texts(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if not WORDS.search(node.value):
            continue
        if _is_docstring(node, parents) or _inside_developer_text(node, parents):
            continue
        found.append((node.lineno, node.value))
    return found


def test_the_checker_catches_a_literal_sentence(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Doc string here."""\n'
        "import logging\n"
        "log = logging.getLogger(__name__)\n"
        'log.info("game %s started ok", 1)\n'
        'send("It is your turn")\n'
        'raise ValueError("bad seat number")\n'
        'Counter("tabletop_x", "Things counted by kind.", ["kind"])\n'
    )
    assert literal_texts(sample) == [(5, "It is your turn")]


def test_no_user_facing_literals_in_cogs_and_render():
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for folder in CHECKED
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line, text in literal_texts(path)
    ]
    assert not offenders, "user-facing text outside the catalogs:\n" + "\n".join(offenders)
