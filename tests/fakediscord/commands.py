"""Application commands as Discord stores them: bulk overwrite, validation, lookup for users."""

from __future__ import annotations

import re
from typing import Any

from . import errors
from .errors import FakeDiscordUsageError, FormErrors
from .permissions import Permission
from .snowflakes import SnowflakeFactory
from .store import Json

Path = tuple[str | int, ...]

VALID_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
        "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
        "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
    }
)  # fmt: skip
"""Discord rejects localization dicts with any other key."""

CHAT_INPUT = 1
SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = (
    3, 4, 5, 6, 7, 8, 9, 10, 11
)  # fmt: skip
CHOICE_TYPES = {STRING, INTEGER, NUMBER}
NAME_PATTERN = re.compile(r"^[-_'\w]{1,32}$")
COMMAND_MENTION = re.compile(r"</([-_'\w]+(?: [-_'\w]+){0,2}):(\d+)>")
"""A command mention in a message: ``</name:id>``, ``</name sub:id>``, ``</name group sub:id>``."""


class CommandRegistry:
    """Global commands and per-guild commands of the one application the fake hosts."""

    def __init__(self, ids: SnowflakeFactory, application_id: int) -> None:
        self.ids = ids
        self.application_id = application_id
        self.global_commands: dict[str, Json] = {}
        self.guild_commands: dict[int, dict[str, Json]] = {}

    def scope(self, guild_id: int | None) -> dict[str, Json]:
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.setdefault(guild_id, {})

    def overwrite(self, guild_id: int | None, payloads: list[Json]) -> list[Json]:
        """PUT semantics: the given list replaces the scope; unchanged names keep their ids."""
        form = FormErrors()
        if not isinstance(payloads, list):
            form.add((), "LIST_TYPE_CONVERT", "Must be a list.")
            form.raise_if_any()
        seen: set[tuple[str, int]] = set()
        for index, payload in enumerate(payloads):
            validate_command(payload, (index,), form)
            key = (str(payload.get("name")), int(payload.get("type", CHAT_INPUT)))
            if key in seen:
                form.add(
                    (index, "name"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    f"Application command names must be unique: {key[0]}",
                )
            seen.add(key)
        form.raise_if_any()
        old = self.scope(guild_id)
        new = {payload["name"]: self._stored(payload, guild_id, old) for payload in payloads}
        old.clear()
        old.update(new)
        return list(new.values())

    def _stored(self, payload: Json, guild_id: int | None, old: dict[str, Json]) -> Json:
        previous = old.get(payload["name"])
        permissions = payload.get("default_member_permissions")
        stored: Json = {
            "type": CHAT_INPUT,
            "description": "",
            "options": [],
            "nsfw": False,
            "name_localizations": None,
            "description_localizations": None,
            "contexts": None,
            "integration_types": [0],
            **payload,
            "id": previous["id"] if previous else str(self.ids.next()),
            "application_id": str(self.application_id),
            "version": str(self.ids.next()),
            "default_member_permissions": None if permissions is None else str(permissions),
        }
        if stored["integration_types"] is None:
            stored["integration_types"] = [0]  # the portal's default: installed to servers only
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored

    def get(self, guild_id: int | None, command_id: int) -> Json:
        for command in self.scope(guild_id).values():
            if int(command["id"]) == command_id:
                return command
        raise errors.unknown_command()

    def for_user(self, guild_id: int | None, name: str) -> Json:
        """The chat-input command a user in `guild_id` (``None``: a DM or group DM) sees under
        `name`, guild ones first; where it may be used is ``installs.command_owners``'s call."""
        for scope in (self.scope(guild_id), self.global_commands):
            command = scope.get(name)
            if command is not None and command["type"] == CHAT_INPUT:
                return command
        known = sorted({*self.scope(guild_id), *self.global_commands})
        raise FakeDiscordUsageError(
            f"/{name} is not a synced command in this guild (synced: {known}); "
            "did the bot call tree.sync()?"
        )

    def shown(self, text: str, guild_id: int | None, locale: str) -> str:
        """``text`` as a client in ``locale`` shows it: each command mention ``</name:id>``
        (``</game start:id>`` for a subcommand) becomes ``/`` and the command's name in that
        language. A mention that names no synced command of that id (Discord still shows its
        name, but a click does nothing) is a usage error: the bot got the id wrong."""

        def name(match: re.Match[str]) -> str:
            root, *words = match[1].split(" ")
            command = next(
                (
                    c
                    for scope in (self.scope(guild_id), self.global_commands)
                    for c in scope.values()
                    if int(c["id"]) == int(match[2])
                ),
                None,
            )
            if command is None or command["name"] != root:
                raise FakeDiscordUsageError(f"{match[0]} names no synced command /{root}")
            chain, _ = locate(command, words)
            return "/" + " ".join(
                (node.get("name_localizations") or {}).get(locale, node["name"]) for node in chain
            )

        return COMMAND_MENTION.sub(name, text)


def can_use(command: Json, member_permissions: int) -> bool:
    """Discord hides commands whose default_member_permissions the member lacks."""
    required = command.get("default_member_permissions")
    if not member_permissions & Permission.USE_APPLICATION_COMMANDS:
        return False
    if required is None:
        return True
    if member_permissions & Permission.ADMINISTRATOR:
        return True
    return int(required) != 0 and member_permissions & int(required) == int(required)


def locate(command: Json, words: list[str]) -> tuple[list[Json], list[Json]]:
    """Follow subcommand words: returns the chain of (sub)command nodes and the leaf's options."""
    chain = [command]
    options: list[Json] = command.get("options") or []
    for word in words:
        nodes = {o["name"]: o for o in options if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)}
        if word not in nodes:
            raise FakeDiscordUsageError(
                f"/{command['name']} has no subcommand {word!r} here (has {sorted(nodes)})"
            )
        chain.append(nodes[word])
        options = nodes[word].get("options") or []
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options):
        names = [o["name"] for o in options]
        raise FakeDiscordUsageError(f"/{' '.join(n['name'] for n in chain)} needs one of {names}")
    return chain, options


def validate_command(payload: Json, path: Path, form: FormErrors) -> None:
    kind = payload.get("type", CHAT_INPUT)
    if kind not in (1, 2, 3):
        form.add((*path, "type"), "BASE_TYPE_CHOICES", f"Must be 1, 2 or 3, not {kind}.")
        return
    if kind == CHAT_INPUT:
        _validate_name(payload.get("name"), (*path, "name"), form)
        form.check_length((*path, "description"), payload.get("description"), 1, 100)
    else:
        form.check_length((*path, "name"), payload.get("name"), 1, 32)
        if payload.get("description"):
            form.add((*path, "description"), "BASE_TYPE_MAX_LENGTH", "Must be empty for menus.")
    _validate_localizations(payload, path, form, chat_input=kind == CHAT_INPUT)
    _validate_contexts(payload, path, form)
    options = payload.get("options") or []
    if kind != CHAT_INPUT and options:
        form.add((*path, "options"), "BASE_TYPE_MAX_LENGTH", "Context menus take no options.")
    _validate_options(options, (*path, "options"), form, parent=None)


INSTALL_TYPES = (0, 1)
"""GUILD_INSTALL, USER_INSTALL (application.mdx, "Application Integration Types")."""
CONTEXT_TYPES = (0, 1, 2)
"""GUILD, BOT_DM, PRIVATE_CHANNEL (receiving-and-responding.mdx, "Interaction Context Types")."""


def _validate_contexts(payload: Json, path: Path, form: FormErrors) -> None:
    """``integration_types`` and ``contexts``: lists of known values, each once, or null (the
    app's default installs; every context)."""
    for key, allowed in (("integration_types", INSTALL_TYPES), ("contexts", CONTEXT_TYPES)):
        if payload.get(key) is None:
            continue
        values = payload[key]
        if not isinstance(values, list) or not values:
            form.add((*path, key), "BASE_TYPE_BAD_LENGTH", f"{key} must be a non-empty list.")
            continue
        for index, value in enumerate(values):
            if value not in allowed or values.index(value) != index:
                form.add(
                    (*path, key, index),
                    "BASE_TYPE_CHOICES",
                    f"Value must be one of {allowed}, each once (got {value!r}).",
                )


def _validate_name(name: Any, path: Path, form: FormErrors) -> None:
    if not isinstance(name, str) or not NAME_PATTERN.match(name) or name != name.lower():
        form.add(
            path,
            "APPLICATION_COMMAND_INVALID_NAME",
            f"Command name is invalid: {name!r} (1-32 lowercase letters, digits, - _ ').",
        )


def _validate_localizations(node: Json, path: Path, form: FormErrors, *, chat_input: bool) -> None:
    for key in ("name_localizations", "description_localizations"):
        for locale, text in (node.get(key) or {}).items():
            if locale not in VALID_LOCALES:
                form.add((*path, key, locale), "LOCALE_INVALID", f"Invalid locale {locale!r}.")
            elif key == "name_localizations" and chat_input:
                _validate_name(text, (*path, key, locale), form)
            elif key == "name_localizations":
                form.check_length((*path, key, locale), text, 1, 32)
            else:
                form.check_length((*path, key, locale), text, 1, 100)


def _validate_options(
    options: list[Json], path: Path, form: FormErrors, *, parent: int | None
) -> None:
    """`parent` is None for the command itself, else the subcommand (group) type holding these."""
    if len(options) > 25:
        form.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    kinds = {option.get("type") for option in options}
    if kinds & {SUB_COMMAND, SUB_COMMAND_GROUP} and kinds - {SUB_COMMAND, SUB_COMMAND_GROUP}:
        form.add(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Cannot mix subcommands.")
    names: set[str] = set()
    seen_optional = False
    for index, option in enumerate(options):
        here = (*path, index)
        kind = option.get("type")
        if kind not in range(1, 12):
            form.add((*here, "type"), "BASE_TYPE_CHOICES", f"Invalid option type {kind}.")
            continue
        _validate_name(option.get("name"), (*here, "name"), form)
        form.check_length((*here, "description"), option.get("description"), 1, 100)
        _validate_localizations(option, here, form, chat_input=True)
        if option.get("name") in names:
            form.add((*here, "name"), "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Dup.")
        names.add(option.get("name"))
        if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
            allowed = (None,) if kind == SUB_COMMAND_GROUP else (None, SUB_COMMAND_GROUP)
            if parent not in allowed:
                form.add((*here, "type"), "APPLICATION_COMMAND_SUBCOMMAND_NESTING", "Too deep.")
            _validate_options(option.get("options") or [], (*here, "options"), form, parent=kind)
            continue
        if parent == SUB_COMMAND_GROUP:
            form.add((*here, "type"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Not a sub.")
        if option.get("required"):
            if seen_optional:
                form.add(
                    (*here, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            seen_optional = True
        _validate_choices(option, here, form)


def _validate_choices(option: Json, path: Path, form: FormErrors) -> None:
    choices = option.get("choices") or []
    if not choices:
        return
    if option["type"] not in CHOICE_TYPES:
        form.add((*path, "choices"), "APPLICATION_COMMAND_OPTION_CHOICES_INVALID", "No choices.")
    if option.get("autocomplete"):
        form.add((*path, "autocomplete"), "APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES", "Not both.")
    if len(choices) > 25:
        form.add((*path, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for index, choice in enumerate(choices):
        form.check_length((*path, "choices", index, "name"), choice.get("name"), 1, 100)
        for locale, text in (choice.get("name_localizations") or {}).items():
            where = (*path, "choices", index, "name_localizations", locale)
            if locale not in VALID_LOCALES:
                form.add(where, "LOCALE_INVALID", f"Invalid locale {locale!r}.")
            else:
                form.check_length(where, text, 1, 100)
        value = choice.get("value")
        if option["type"] == STRING:
            form.check_length((*path, "choices", index, "value"), value, 1, 100)
        elif not isinstance(value, int | float) or isinstance(value, bool):
            form.add((*path, "choices", index, "value"), "NUMBER_TYPE_COERCE", "Not a number.")
