"""Which catalog a text shown on Discord came from.

Every Fluent message becomes one regular expression per line: literal text stays literal,
placeables (names, numbers, nested translations) match anything, select expressions match any of
their variants. A line shown to a user "is in" a locale when it fully matches a line of one of
that locale's messages that has some literal text.

Lines made only of placeables (``{ $colour } { $value }``) would match any text, so they are left
out; a line composed of such parts ("verde 3") is in a locale when each of its words is a word of
that locale's catalog, a number or a player's name.
"""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import FluentParser, ast

from locales import catalog_paths


def _pattern_lines(pattern: ast.Pattern) -> list[str]:
    lines: list[list[str]] = [[]]
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            first, *rest = element.value.split("\n")
            lines[-1].append(re.escape(first))
            lines.extend([re.escape(part)] for part in rest)
        else:
            lines[-1].append(_placeable(element.expression))
    return ["".join(parts).strip() for parts in lines]


def _placeable(expression) -> str:
    if isinstance(expression, ast.StringLiteral):
        return re.escape(expression.parse()["value"])
    if isinstance(expression, ast.Placeable):
        return _placeable(expression.expression)
    if isinstance(expression, ast.SelectExpression):
        variants = ["|".join(_pattern_lines(v.value)) for v in expression.variants]
        return "(?:" + "|".join(variants) + ")"
    return ".+?"


WORD = re.compile(r"[^\W\d_]+")
ANYTHING = re.compile(r"(?:\.\+\?|\s|\\ )*")
"""A line pattern with no literal text: only placeables and spaces."""


def _messages(locale: str) -> list[ast.Message]:
    found = []
    for path in catalog_paths(locale):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found.append(entry)
    return found


@cache
def line_patterns(locale: str) -> tuple[re.Pattern[str], ...]:
    lines = {line for message in _messages(locale) for line in _pattern_lines(message.value)}
    return tuple(re.compile(line, re.S) for line in lines if _has_words(line))


def _has_words(line: str) -> bool:
    """A line pattern with some literal word: ``{ $path }: { $what }`` or ``{ $a }, { $b }``
    (only placeables and punctuation) would match text of any language."""
    if ANYTHING.fullmatch(line) or re.fullmatch(line, "\x00", re.S):  # e.g. "{ $a }{ $b -> [x] …}"
        return False
    return WORD.search(line.replace(".+?", "")) is not None


@cache
def vocabulary(locale: str) -> frozenset[str]:
    words: set[str] = set()
    for message in _messages(locale):
        for element in _text_elements(message.value):
            words.update(word.lower() for word in WORD.findall(element))
    return frozenset(words)


def _text_elements(pattern: ast.Pattern):
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            yield element.value
        elif isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                yield from _text_elements(variant.value)


def is_in(locale: str, line: str, names: tuple[str, ...] = ()) -> bool:
    line = line.replace("**", "").strip()
    if not line or any(p.fullmatch(line) for p in line_patterns(locale)):
        return True
    known = vocabulary(locale) | {word.lower() for name in names for word in WORD.findall(name)}
    return all(word.lower() in known for word in WORD.findall(line))


def shown_lines(message) -> list[str]:
    """Every line of text a user sees in a fake Discord message (not images)."""
    lines = message.content.splitlines()
    for embed in message.embeds:
        lines += [embed.get("title", "")]
        lines += embed.get("description", "").splitlines()
        for field in embed.get("fields", []):
            lines += [field["name"], *field["value"].splitlines()]
        lines += [embed.get("footer", {}).get("text", "")]
    for component in message.interactive_components():
        lines += [component.get("label", ""), component.get("placeholder", "")]
        lines += [option["label"] for option in component.get("options", [])]
    return [line for line in lines if line.strip()]


def foreign_lines(message, locale: str, names: tuple[str, ...] = ()) -> list[str]:
    return [line for line in shown_lines(message) if not is_in(locale, line, names)]
