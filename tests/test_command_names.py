"""Commands are named as each player's Discord shows them: a message names a command through a
mention variable (``</play:id>``, which every client shows in its own language); a command's
description, which cannot hold a mention, names it in the description's language."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentSerializer

from locales import SUPPORTED_LOCALES, translate
from tests.test_catalogs import messages

COMMAND_NAME = re.compile(r"(?<![\w/:.<])/(\w+)")
"""A command written out in a text ("/play"), not a path in a link nor a mention."""
ROOT_COMMANDS = re.compile(r"cmd-[a-z]+")


def named_commands(locale: str) -> dict[str, list[str]]:
    """Each message that writes out a command name, with the names."""
    serializer = FluentSerializer()
    found = {}
    for key, message in messages(locale).items():
        names = COMMAND_NAME.findall(serializer.serialize_entry(message).split("=", 1)[1])
        if names:
            found[key] = names
    return found


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_messages_name_commands_by_mention_and_descriptions_in_their_language(locale):
    local_names = {
        translate(locale, key) for key in messages(locale) if ROOT_COMMANDS.fullmatch(key)
    }
    named = named_commands(locale)
    assert {key for key in named if not key.endswith("-desc")} == set()
    for key, names in named.items():
        assert set(names) <= local_names, f"{locale} {key}: {names} is not what Discord shows"
    assert "cmd-settings-threads-desc" in named
