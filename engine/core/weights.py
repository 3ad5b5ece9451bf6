"""What the games' policies share for their ``Weights`` (their constants as a frozen dataclass,
so a fitted set can stand beside the hand-set one)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from types import MappingProxyType
from typing import Any


def numbers_by_name(values: Mapping[str, float]) -> Any:
    """A ``Weights`` field holding a read-only table of numbers (per card or kind): compared by
    value and left out of the hash, since a mapping has none."""
    return field(default_factory=lambda: MappingProxyType(dict(values)), hash=False)
