"""The compiled messages give exactly what fluent.runtime gives, text and warnings.

Every key of every locale is formatted with many arguments (numbers CLDR groups and pluralises
differently, accented names, each selector's own keys, and arguments fluent.runtime reports:
missing, None, a bool, a Decimal, a date, a text over its length limit) by ``locales._format``
and by ``locales.format_with_fluent`` (a ``FluentBundle``, as every text was formatted before).
"""

from __future__ import annotations

import datetime
import logging
from decimal import Decimal

import pytest
from fluent.syntax import ast

import locales
import locales.compiled
from bench.translate import FORMATTED, measure, workload
from locales import DEFAULT_LOCALE, SUPPORTED_LOCALES, translate

NUMBERS = (0, 1, 2, 3, 5, 11, 21, 100, 1234, 12345, 1234567, -1, -1234)
FLOATS = (0.0, -0.0, 1.5, 2.0, 1234.5678, float("nan"), float("inf"))
TEXTS = ("Ana", "Élodie Núñez", "João", "Zoë 100%", "", "{ $name }", "<@1234>")
REPORTED = (None, True, Decimal("1234.5"), datetime.date(2024, 5, 17), "x" * 2600)
"""Arguments fluent.runtime reports, or formats with what the compiled messages leave to it."""
CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def _variables_and_keys(message: ast.Message) -> tuple[set[str], set[str], set[str]]:
    """The message's variables, those it selects on, and its variants' identifier keys."""
    variables: set[str] = set()
    selectors: set[str] = set()
    keys: set[str] = set()

    def visit(node: object) -> None:
        if isinstance(node, ast.VariableReference):
            variables.add(node.id.name)
        elif isinstance(node, ast.SelectExpression) and isinstance(
            node.selector, ast.VariableReference
        ):
            selectors.add(node.selector.id.name)
        elif isinstance(node, ast.Variant) and isinstance(node.key, ast.Identifier):
            keys.add(node.key.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    visit(message)
    return variables, selectors, keys


def argument_sets(message: ast.Message) -> list[dict[str, object]]:
    """No arguments; each value for every variable at once; then, a selector at a time, each
    value for it with the other variables at 2."""
    variables, selectors, keys = _variables_and_keys(message)
    values = [*NUMBERS, *FLOATS, *TEXTS, *sorted(keys | set(CATEGORIES)), *REPORTED]
    sets: list[dict[str, object]] = [{}]
    sets += [dict.fromkeys(sorted(variables), value) for value in values]
    if len(variables) > 1:
        base = dict.fromkeys(sorted(variables), 2)
        sets += [{**base, name: value} for name in sorted(selectors) for value in values]
    return sets


def _logged(caplog, function, locale: str, key: str, arguments: dict[str, object]):
    """The text (or the exception raised: babel's for an infinite plural), and the warnings."""
    start = len(caplog.records)
    try:
        text = function(locale, key, tuple(arguments.items()))
    except ArithmeticError as error:
        text = repr(error)
    return text, [record.getMessage() for record in caplog.records[start:]]


def mismatches(caplog, locale: str, prefix: str = "") -> list[tuple]:
    """Every (key, arguments, compiled, fluent.runtime) where text or warnings differ, for
    every message of the locale or of English (whose key starts with ``prefix``), and a key no
    catalog has."""
    cases = [("no-such-key", {}), ("no-such-key", {"count": 2})]
    messages = {**locales._messages(DEFAULT_LOCALE), **locales._messages(locale)}
    for key, message in sorted(messages.items()):
        if not key.startswith(prefix):
            continue
        cases += [(key, arguments) for arguments in argument_sets(message)]
    found = []
    for key, arguments in cases:
        fast = _logged(caplog, locales._format, locale, key, arguments)
        reference = _logged(caplog, locales.format_with_fluent, locale, key, arguments)
        if fast != reference:
            found.append((key, arguments, fast, reference))
    return found


FORMAT = locales._format
CACHES = (
    locales._resources,
    locales.bundle,
    locales._messages,
    locales._compiled,
    locales._formatted,
    locales._label_text,
    locales.compiled.numbers,
)
"""What the catalogs are read into (taken at import: a test may replace one)."""


@pytest.fixture
def fresh_catalogs():
    for cached in CACHES:
        cached.cache_clear()
    yield
    for cached in CACHES:
        cached.cache_clear()


@pytest.fixture
def warnings_kept(caplog):
    caplog.set_level(logging.WARNING, logger="locales")
    return caplog


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_every_message_formats_as_fluent_runtime_does(warnings_kept, locale):
    found = mismatches(warnings_kept, locale)
    assert not found, f"{len(found)} differ, e.g. (key, args, compiled, fluent): {found[:3]}"


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_every_message_is_compiled(locale):
    """Each catalog message takes the fast path (for arguments fluent.runtime accepts)."""
    left = [key for key in locales._messages(locale) if locales._compiled(locale, key) is None]
    assert not left, f"{locale}: {left[:10]} are formatted by fluent.runtime (slower)"


def test_numbers_and_plurals_follow_each_locale():
    rank = {"rank": 1, "name": "Ana", "score": 1234}
    assert translate("en-US", "table-rank-line", rank) == "1. Ana: 1,234 points"
    assert translate("pt-BR", "table-rank-line", rank) == "1. Ana: 1.234 pontos"
    assert translate("fr", "table-rank-line", rank) == "1. Ana\u202f: 1\u202f234 points"
    assert translate("pt-BR", "table-rank-line", {**rank, "score": 1}) == "1. Ana: 1 ponto"


CATALOGS = {
    DEFAULT_LOCALE: """
greet = Hello { $name }, { $count ->
    [0] no card
    [one] one card
   *[other] { $count } cards
}
english-only = Only { $name } at { $count }
attributes-only =
    .title = A title
numbered = { NUMBER($count, minimumFractionDigits: 2) } points
referencing = { greet } at { -brand }
-brand = Tabletop
percent = 100% for { $name } {"{"}{ $count }{"}"}
""",
    "fr": """
greet = Bonjour { $name }, { $count ->
    [one] une carte
   *[other] { $count } cartes
}
attributes-only =
    .title = Un titre
""",
}


def test_fallbacks_and_shapes_left_to_fluent_runtime(
    tmp_path, monkeypatch, fresh_catalogs, warnings_kept
):
    """English for a key a locale lacks, the key itself for one no catalog has a value for, and
    fluent.runtime for functions and references, warnings included."""
    for locale, text in CATALOGS.items():
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "test.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(locales, "LOCALES_DIR", tmp_path)
    assert locales._compiled("fr", "english-only") is not None
    assert locales._compiled("fr", "numbered") is None
    assert locales._compiled("fr", "referencing") is None
    assert locales._compiled("fr", "attributes-only") is None
    assert translate("fr", "english-only", {"name": "Zoé", "count": 1234}) == "Only Zoé at 1,234"
    assert translate("fr", "attributes-only") == "attributes-only"
    assert translate("fr", "greet", {"name": "Zoé", "count": 0}) == "Bonjour Zoé, une carte"
    assert translate("en-US", "greet", {"name": "Zoé", "count": 0}) == "Hello Zoé, no card"
    assert translate("en-US", "percent", {"name": "Zoé", "count": 2}) == "100% for Zoé {2}"
    for locale in CATALOGS:
        found = mismatches(warnings_kept, locale)
        assert not found, f"{len(found)} differ, e.g. (key, args, compiled, fluent): {found[:3]}"


def test_the_comparison_can_fail(warnings_kept, monkeypatch, fresh_catalogs):
    """Compiled messages that formatted French numbers the English way would be caught."""
    english = locales.compiled.Numbers(DEFAULT_LOCALE)
    monkeypatch.setattr(locales.compiled, "numbers", lambda locale: english)
    found = mismatches(warnings_kept, "fr", prefix="table-")
    assert "table-rank-line" in {key for key, *_ in found}


def test_games_read_as_before(monkeypatch, fresh_catalogs):
    """What the bot translates during games (nested labels, players' names by seat, numbers)
    reads the same through translate with fluent.runtime formatting every text."""
    calls, _moves = workload(1)
    now = [translate(*call) for call in calls]
    locales._formatted.cache_clear()
    monkeypatch.setattr(locales, "_format", locales.format_with_fluent)
    assert [translate(*call) for call in calls] == now


def test_the_benchmark_times_both_paths_and_puts_them_back():
    calls, _moves = workload(1)
    figures = measure(calls[:300], rounds=1)
    modes = ("miss", "warm", "fresh")
    assert set(figures) == {
        f"{mode}_{figure}"
        for mode in modes
        for figure in ("calls_per_s_before", "calls_per_s_after", "ratio")
    }
    assert all(value > 0 for value in figures.values())
    assert locales._format is FORMAT and locales._formatted is FORMATTED
