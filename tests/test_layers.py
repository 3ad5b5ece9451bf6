"""The house's checked facts, as ``.ci/run`` checks them: the import-layer contracts hold (layers,
each outside library's home, no import circle inside engine/, render/, db/; see
``[tool.importlinter]`` in pyproject.toml) and the type checker passes (``[tool.mypy]``: strict
on engine/, whose views are typed, ratings/, play/ and render/, which reads them). Here too so
that a violation fails on a developer's machine before CI. And one rule of the adapters no import
contract can say: a cog calls ``play/``'s services, never the store they are built on."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(sys.executable).parent


def run(tool: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(TOOLS / tool)], cwd=ROOT, capture_output=True, text=True, timeout=240, check=False
    )


def test_the_import_layer_contracts_hold():
    checked = run("lint-imports")
    assert checked.returncode == 0, checked.stdout[-4000:]


def test_the_type_checker_passes():
    checked = run("mypy")
    assert checked.returncode == 0, checked.stdout[-4000:]


STORE_HOLDERS = {"app.py": {"setup_hook"}}
"""Where ``cogs/`` may name ``.store``: ``TableBot.setup_hook`` (``cogs/app.py``), which opens the
store and hands it to the services. Any other cog, the table syncs included, calls ``play/``'s
services."""


def store_uses(path: Path) -> list[tuple[int, str | None]]:
    """Each ``.store`` the module names: its line and the function it is in (``None``: outside
    any function)."""
    found: list[tuple[int, str | None]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            function = node.name
        if isinstance(node, ast.Attribute) and node.attr == "store":
            found.append((node.lineno, function))
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(ast.parse(path.read_text(), str(path)), None)
    return found


def test_the_cogs_reach_the_store_only_through_services():
    reaching = [
        f"cogs/{path.name}:{line}"
        for path in sorted((ROOT / "cogs").glob("*.py"))
        for line, function in store_uses(path)
        if function not in STORE_HOLDERS.get(path.name, set())
    ]
    assert reaching == [], "call a service of play/ instead"
