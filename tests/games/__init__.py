"""Games that exist for the tests only: each folder here is a game package, registered in every
test process (``tests/conftest.py``) and in the bot processes the tests start, so the shared
tests, parametrized over the registry, run over them too. Adding one touches nothing outside
its folder."""

from __future__ import annotations

from pathlib import Path

from engine.core import registry

TEST_GAMES: tuple[str, ...] = tuple(
    f"{__name__}.{folder.name}"
    for folder in sorted(Path(__file__).resolve().parent.iterdir())
    if (folder / "__init__.py").is_file()
)
"""The test games' packages (module paths)."""


def register_test_games() -> None:
    registry.register(*TEST_GAMES)
