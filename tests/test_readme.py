"""The README's two set-up commands are the ones CI and a new user run."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```bash\n(.+?)\n```", readme)


def test_the_readme_has_a_run_command_and_a_test_command():
    run, test = readme_commands()[:2]
    assert run.endswith("pip install -r requirements.txt && .venv/bin/python bot.py")
    assert test.endswith("pip install -r requirements-dev.txt && .venv/bin/python -m pytest")


def test_ci_runs_the_readme_test_command_verbatim():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert readme_commands()[1] in ci
    assert ".venv/bin/ruff check ." in ci
    assert ".venv/bin/lint-imports" in ci, "the import-layer contracts (pyproject.toml)"
    assert ".venv/bin/mypy" in ci, "the type checker (pyproject.toml's [tool.mypy])"
