"""Message catalogs and the one translation function every user-facing text goes through.

Catalogs are Fluent files (Project Fluent's ``fluent.runtime``): the bot's own,
``locales/<locale>/*.ftl``, and each game package's (:func:`catalog_paths`), so plurals and
number formatting follow CLDR rules instead of hand-written ones. A key missing in a locale
falls back to English; a key missing everywhere shows as the key itself (and is caught by the
catalog tests long before a user sees it).

Messages are formatted by closures compiled once per message (``locales.compiled``), with
fluent.runtime as the reference and the fallback for whatever those do not handle.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from engine.core import Label
from engine.core.model import SEAT_LABEL_KEY
from engine.core.registry import packages
from locales.compiled import Formatter, Unsupported, compile_message

LOCALES_DIR = Path(__file__).resolve().parent
DEFAULT_LOCALE = "en-US"
SUPPORTED_LOCALES: tuple[str, ...] = ("en-US", "pt-BR", "es-ES", "fr")

log = logging.getLogger(__name__)


def normalize_locale(locale: str | None) -> str:
    """Map a Discord locale (``pt-BR``, ``es-419``, ``fr``, ``en-GB``…) to a catalog we ship."""
    if not locale:
        return DEFAULT_LOCALE
    if locale in SUPPORTED_LOCALES:
        return locale
    language = locale.split("-")[0].lower()
    for supported in SUPPORTED_LOCALES:
        if supported.split("-")[0].lower() == language:
            return supported
    return DEFAULT_LOCALE


def catalog_paths(locale: str) -> list[Path]:
    """The catalog files of ``locale``: the bot's own (``locales/<locale>/*.ftl``, texts no
    game owns), then each game's (``locales/<locale>/*.ftl`` in the package its
    ``GamePackage.catalogs`` names). Read once per process, on the first translation: a game
    is registered before it."""
    folders: list[Traversable] = [LOCALES_DIR / locale]
    for package in packages().values():
        folders.append(resources.files(package.catalogs).joinpath("locales", locale))
    return [path for folder in folders for path in sorted(Path(str(folder)).glob("*.ftl"))]


@cache
def _resources(locale: str) -> tuple[ast.Resource, ...]:
    paths = catalog_paths(locale)
    return tuple(FluentResource(path.read_text(encoding="utf-8")) for path in paths)


@cache
def bundle(locale: str) -> FluentBundle:
    result = FluentBundle([locale], use_isolating=False)
    for resource in _resources(locale):
        result.add_resource(resource)
    return result


@cache
def _messages(locale: str) -> dict[str, ast.Message]:
    """The catalog's messages by key; the first definition wins, as in a FluentBundle."""
    found: dict[str, ast.Message] = {}
    for resource in _resources(locale):
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                found.setdefault(entry.id.name, entry)
    return found


def has_key(locale: str, key: str) -> bool:
    return bundle(locale).has_message(key)


def translate(
    locale: str | None,
    key: str,
    args: Mapping[str, object] | None = None,
    names: Sequence[str] | None = None,
) -> str:
    """The text of ``key`` in ``locale`` (falling back to English).

    ``names`` are the players' names by seat: a nested ``seat-name`` label becomes the name.
    """
    wanted = normalize_locale(locale)
    plain_args = tuple(
        (name, _argument(wanted, value, names)) for name, value in (args or {}).items()
    )
    try:
        return _formatted(wanted, key, plain_args)
    except TypeError:  # an argument that cannot be a cache key
        return _format(wanted, key, plain_args)


FORMATTED_KEPT = 16384
"""How many formatted texts each process keeps: the same labels, numbers and names come back
at every click, and formatting them costs more than looking them up."""


@lru_cache(maxsize=FORMATTED_KEPT)
def _formatted(wanted: str, key: str, plain_args: tuple[tuple[str, object], ...]) -> str:
    return _format(wanted, key, plain_args)


def _format(wanted: str, key: str, arguments: tuple[tuple[str, object], ...]) -> str:
    compiled = _compiled(wanted, key)
    if compiled is not None:
        try:
            return compiled(dict(arguments))
        except (Unsupported, ValueError):  # fluent.runtime reports a ValueError (babel's for NaN)
            pass
    return format_with_fluent(wanted, key, arguments)


@cache
def _compiled(wanted: str, key: str) -> Formatter | None:
    """The compiled message ``format_with_fluent`` would format (``None``: leave it to it)."""
    for candidate in dict.fromkeys((wanted, DEFAULT_LOCALE)):
        message = _messages(candidate).get(key)
        if message is not None and message.value is not None:
            return compile_message(message, candidate)
    return None


def format_with_fluent(wanted: str, key: str, arguments: tuple[tuple[str, object], ...]) -> str:
    """``key`` formatted by fluent.runtime: the reference the compiled messages must match, and
    the fallback for what they leave to it (a missing key, an argument it reports)."""
    plain_args = dict(arguments)
    for candidate in dict.fromkeys((wanted, DEFAULT_LOCALE)):
        catalog = bundle(candidate)
        if catalog.has_message(key):
            message = catalog.get_message(key)
            if message.value is None:
                continue
            text, errors = catalog.format_pattern(message.value, plain_args)
            if errors:
                log.warning("catalog %s key %s: %s", candidate, key, errors)
            return str(text)  # a pattern formats to a str (the stub allows a FluentNone)
    log.warning("missing catalog key %s", key)
    return key


def _argument(locale: str, value: object, names: Sequence[str] | None) -> object:
    if not isinstance(value, Label):
        return value
    if value.key == SEAT_LABEL_KEY and names is not None:
        seat = value.args["seat"]
        if not isinstance(seat, Label):
            return names[int(seat) - 1]
    return tr(locale, value, names)


def tr(locale: str | None, label: Label, names: Sequence[str] | None = None) -> str:
    """Translate an engine :class:`Label`, naming players by ``names`` when given."""
    try:
        return _label_text(locale, label, None if names is None else tuple(names))
    except TypeError:  # an argument that cannot be a cache key
        return translate(locale, label.key, label.args, names)


@lru_cache(maxsize=FORMATTED_KEPT)
def _label_text(locale: str | None, label: Label, names: tuple[str, ...] | None) -> str:
    """Labels come back at every click (a table's description, a panel's options, the last
    moves): looking one up whole skips translating each of its nested labels again."""
    return translate(locale, label.key, label.args, names)
