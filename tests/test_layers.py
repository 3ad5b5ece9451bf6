"""The house's checked facts, as ``.ci/run`` checks them: the import-layer contracts hold (layers,
each outside library's home, no import circle inside engine/, render/, db/; see
``[tool.importlinter]`` in pyproject.toml) and the type checker passes (``[tool.mypy]``: strict
on engine/, whose views are typed). Here too so that a violation fails on a developer's machine
before CI."""

from __future__ import annotations

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
