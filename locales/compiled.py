"""Catalog messages compiled once into Python closures: the fast path of ``translate``.

fluent.runtime walks a message's resolver tree at every call and formats every number with babel
afresh (tens of µs each). Our messages are only text, string literals, variables and selections
on a variable, so :func:`compile_message` turns each into a closure over plain strings, with each
locale's number texts and plural categories cached. The closure gives exactly the text of
``FluentBundle(use_isolating=False)``: where fluent.runtime would report an error (a missing
argument, one that is not a str, int or float, a part over its length limit) it raises
:class:`Unsupported` instead (or babel's ValueError, as for a NaN plural), and a message using
anything else (functions, references…) compiles to ``None``; the caller formats those with
fluent.runtime, error log included.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from typing import Any

import babel
import babel.plural
from fluent.runtime.resolver import MAX_PART_LENGTH, Pattern
from fluent.syntax import ast

Formatter = Callable[[Mapping[str, object]], str]

NUMBERS_KEPT = 4096
"""Number texts and plural categories each locale keeps (scores, counts and table numbers)."""


class Unsupported(Exception):
    """This call needs fluent.runtime: it would not format it silently."""


class _NotCompiled(Exception):
    """The message uses something the compiler does not handle."""


class Numbers:
    """One locale's number texts and plural categories, computed as fluent.runtime does.

    ``FluentNumber.format`` with default options applies a copy of the locale's decimal pattern;
    applying the pattern itself gives the same text without the copy. Only integers' texts are
    kept: 0.0 and -0.0 are one cache key, and babel writes the latter "-0".
    """

    def __init__(self, locale: str) -> None:
        babel_locale = babel.Locale.parse(locale.replace("-", "_"))
        pattern = babel_locale.decimal_formats[None]
        self.text: Callable[[int | float], str] = lambda number: pattern.apply(number, babel_locale)
        self.integer_text: Callable[[int], str] = lru_cache(NUMBERS_KEPT)(self.text)
        self.category: Callable[[int | float], str] = lru_cache(NUMBERS_KEPT, typed=True)(
            babel.plural.to_python(babel_locale.plural_form)
        )


@cache
def numbers(locale: str) -> Numbers:
    return Numbers(locale)


def compile_message(message: ast.Message, locale: str) -> Formatter | None:
    """The message's value as a closure of its arguments, or ``None`` when it needs fluent.runtime.

    fluent.runtime refuses a message whose patterns have more than ``Pattern.MAX_PARTS``
    elements in all; such a message is left to it.
    """
    if message.value is None or _element_count(message.value) > Pattern.MAX_PARTS:
        return None
    try:
        return _pattern(message.value, numbers(locale))
    except _NotCompiled:
        return None


def _element_count(pattern: ast.Pattern) -> int:
    count = len(pattern.elements)
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            count += sum(_element_count(variant.value) for variant in element.expression.variants)
    return count


def _pattern(pattern: ast.Pattern, numbers: Numbers) -> Formatter:
    """Constant text between the dynamic parts, joined by one ``%`` formatting."""
    texts = [""]
    parts: list[Formatter] = []
    longest = 0
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            text = element.value
        elif isinstance(element.expression, ast.StringLiteral):
            text = element.expression.parse()["value"]
        else:
            parts.append(_placeable(element.expression, numbers))
            texts.append("")
            continue
        longest = max(longest, len(text))
        texts[-1] += text
    if not parts:
        constant = texts[0]
        return lambda args: constant
    if longest > MAX_PART_LENGTH:  # fluent.runtime checks the parts of patterns with placeables
        raise _NotCompiled
    template = "%s".join(text.replace("%", "%%") for text in texts)
    dynamic = tuple(parts)
    return lambda args: template % tuple([part(args) for part in dynamic])


def _placeable(expression: ast.SyntaxNode, numbers: Numbers) -> Formatter:
    if isinstance(expression, ast.VariableReference):
        return _variable(expression.id.name, numbers)
    if isinstance(expression, ast.SelectExpression) and isinstance(
        expression.selector, ast.VariableReference
    ):
        return _select(expression, expression.selector.id.name, numbers)
    raise _NotCompiled


def _variable(name: str, numbers: Numbers) -> Formatter:
    integer_text, float_text = numbers.integer_text, numbers.text

    def variable(args: Mapping[str, object]) -> str:
        # Told apart by its exact type (quicker than isinstance), which the type checker does
        # not follow: hence Any.
        value: Any = args.get(name)
        kind = type(value)
        text: str
        if kind is str:
            text = value
        elif kind is int:
            text = integer_text(value)
        elif kind is float:
            text = float_text(value)
        else:
            raise Unsupported(name)
        if len(text) > MAX_PART_LENGTH:
            raise Unsupported(name)
        return text

    return variable


def _select(select: ast.SelectExpression, name: str, numbers: Numbers) -> Formatter:
    """fluent.runtime's matching (``name``: the variable selected on): the first variant whose
    key equals the value or, for a number, names its plural category; a string matches a number
    key whose category it names."""
    default: Formatter | None = None
    keyed: list[tuple[str | int | float, Formatter]] = []
    by_text: dict[str, Formatter] = {}
    for variant in select.variants:
        formatter = _pattern(variant.value, numbers)
        if isinstance(variant.key, ast.NumberLiteral):
            literal = variant.key.value
            number = float(literal) if "." in literal else int(literal)
            keyed.append((number, formatter))
            by_text.setdefault(numbers.category(number), formatter)
        else:
            keyed.append((variant.key.name, formatter))
            by_text.setdefault(variant.key.name, formatter)
        if variant.default:
            default = formatter
    if default is None:  # the parser makes sure there is one
        raise _NotCompiled
    fallback = default
    category_of = numbers.category

    def selected(args: Mapping[str, object]) -> str:
        value: Any = args.get(name)  # told apart by its exact type, as in ``_variable``
        kind = type(value)
        if kind is str:
            chosen = by_text.get(value, fallback)
        elif kind is int or kind is float:
            category = category_of(value)
            chosen = next((f for key, f in keyed if key in (value, category)), fallback)
        else:
            raise Unsupported(name)
        text = chosen(args)
        if len(text) > MAX_PART_LENGTH:
            raise Unsupported(name)
        return text

    return selected
