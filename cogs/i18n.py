"""Slash-command texts in every catalog language (Discord shows each user their client's)."""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands

from engine.core import games
from locales import DEFAULT_LOCALE, SUPPORTED_LOCALES, has_key, normalize_locale, translate


def command_text(key: str) -> app_commands.locale_str:
    """A command name, description or choice: English by default, translated by key."""
    return app_commands.locale_str(translate(DEFAULT_LOCALE, key), key=key)


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game, for a command's ``game`` option."""
    return [
        app_commands.Choice(name=command_text(f"game-{game_id}"), value=game_id)
        for game_id in games()
    ]


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        catalog = normalize_locale(str(locale))
        if key is None or catalog == DEFAULT_LOCALE or catalog not in SUPPORTED_LOCALES:
            return None
        return translate(catalog, key) if has_key(catalog, key) else None


class CommandMentions:
    """Mentions of the bot's slash commands for its texts, ``</name:id>``: each reader's
    client shows the command under its name in their language, and a click on it fills it in.
    The ids are those Discord gave at the last sync; without one (no sync yet) the text names
    the command as ``/name`` in English."""

    def __init__(self) -> None:
        self._ids: dict[str, int] = {}

    def learn(self, synced: Iterable[app_commands.AppCommand]) -> None:
        """Keep the ids of the commands ``tree.sync()`` returned."""
        self._ids = {command.name: command.id for command in synced}

    def __call__(self, *keys: str) -> str:
        """The mention of the command whose name's words are these catalog keys:
        ``("cmd-game", "cmd-game-replay")`` is /game replay."""
        words = [translate(DEFAULT_LOCALE, key) for key in keys]
        command_id = self._ids.get(words[0])
        name = " ".join(words)
        return f"/{name}" if command_id is None else f"</{name}:{command_id}>"
