"""Every catalog has every English key, with the same placeholders, and parses cleanly (the
bot's own and each game package's, ``locales.catalog_paths``); each game's texts are in its
package alone, so adding or removing a game touches no shared catalog."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from engine.core import games
from engine.core.registry import package
from locales import DEFAULT_LOCALE, LOCALES_DIR, SUPPORTED_LOCALES, catalog_paths

TRANSLATIONS = [locale for locale in SUPPORTED_LOCALES if locale != DEFAULT_LOCALE]


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages(locale: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path in catalog_paths(locale):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{path}: unparsable entries {[j.content[:60] for j in junk]}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{locale}: {entry.id.name} defined twice"
                found[entry.id.name] = entry
    return found


def variables(message: ast.Message) -> set[str]:
    collector = _Variables()
    collector.visit(message)
    return collector.names


def test_every_locale_has_its_own_folder():
    for locale in SUPPORTED_LOCALES:
        assert Path(LOCALES_DIR / locale).is_dir(), f"no catalog folder for {locale}"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_every_english_key_is_translated(locale):
    english, translated = messages(DEFAULT_LOCALE), messages(locale)
    missing = sorted(set(english) - set(translated))
    extra = sorted(set(translated) - set(english))
    assert not missing, f"{locale} lacks {len(missing)} keys: {missing[:20]}"
    assert not extra, f"{locale} has keys English lacks: {extra[:20]}"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_translations_use_the_same_placeholders(locale):
    english, translated = messages(DEFAULT_LOCALE), messages(locale)
    different = {
        key: (sorted(variables(english[key])), sorted(variables(translated[key])))
        for key in english.keys() & translated.keys()
        if variables(english[key]) != variables(translated[key])
    }
    assert not different, f"{locale} placeholders differ (en, {locale}): {different}"


def owned_by(game_id: str, key: str) -> bool:
    """A game's texts: its name, its own keys and its lesson's."""
    return key == f"game-{game_id}" or key.startswith((f"{game_id}-", f"lesson-{game_id}-"))


def message_ids(path: Path) -> set[str]:
    body = FluentParser().parse(path.read_text(encoding="utf-8")).body
    return {entry.id.name for entry in body if isinstance(entry, ast.Message)}


@pytest.mark.parametrize("game_id", list(games()))
@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_a_games_texts_are_in_its_own_catalogs_and_only_there(game_id, locale):
    """The game's package holds its texts (``GamePackage.catalogs``), its catalogs hold nothing
    of another game or of the bot, and no other catalog holds anything of it."""
    folder = Path(str(resources.files(package(game_id).catalogs).joinpath("locales", locale)))
    own = [path for path in catalog_paths(locale) if path.parent == folder]
    assert own, f"{game_id} has no catalog for {locale} in {folder}"
    for path in own:
        assert {key for key in message_ids(path) if not owned_by(game_id, key)} == set(), path
    assert f"game-{game_id}" in set().union(*map(message_ids, own))
    for path in catalog_paths(locale):
        if path.parent != folder:
            assert {key for key in message_ids(path) if owned_by(game_id, key)} == set(), path


def test_the_checks_can_fail(tmp_path, monkeypatch):
    """A catalog missing a key or renaming a placeholder is caught."""
    (tmp_path / "en-US").mkdir()
    (tmp_path / "xx").mkdir()
    (tmp_path / "en-US" / "a.ftl").write_text("greet = Hello { $name }\nbye = Bye\n")
    (tmp_path / "xx" / "a.ftl").write_text("greet = Olá { $nome }\n")
    monkeypatch.setattr(
        "tests.test_catalogs.catalog_paths", lambda locale: sorted((tmp_path / locale).glob("*"))
    )
    assert set(messages("en-US")) - set(messages("xx")) == {"bye"}
    assert variables(messages("xx")["greet"]) == {"nome"} != variables(messages("en-US")["greet"])
