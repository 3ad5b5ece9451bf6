"""Message builders on their own: long prompts become select menus of 25."""

from __future__ import annotations

import re

from cogs.components import OptionButton, OptionSelect
from cogs.messages import prompt_view
from db.store import GameRecord
from engine.core import Label, Option, Prompt

RECORD = GameRecord(
    id=7,
    game="luxor",
    guild_id=1,
    channel_id=2,
    host_id=3,
    status="running",
    seed=1,
    options={},
    version=12,
    state="{}",
    message_id=4,
)


def prompt(count: int) -> Prompt:
    options = tuple(
        Option({"do": "n", "n": n}, Label("seat-name", {"seat": n})) for n in range(count)
    )
    return Prompt("pick", Label("seat-name", {"seat": 1}), options)


def test_up_to_25_options_are_buttons():
    view = prompt_view(RECORD, 0, prompt(25), [], "en-US")
    assert [type(item) for item in view.children] == [OptionButton] * 25
    assert view.children[24].custom_id.startswith("act:7:12:")


def test_more_options_become_select_menus_of_25_whose_values_are_option_numbers():
    view = prompt_view(RECORD, 0, prompt(30), [], "en-US")
    selects = view.children
    assert [type(item) for item in selects] == [OptionSelect, OptionSelect]
    assert [len(s.item.options) for s in selects] == [25, 5]
    assert [o.value for o in selects[1].item.options] == [str(n) for n in range(25, 30)]
    assert selects[1].item.options[0].label == "Player 25"
    match = re.fullmatch(OptionSelect.__discord_ui_compiled_template__, selects[1].custom_id)
    assert match and (match["game"], match["version"], match["page"]) == ("7", "12", "1")


def test_no_prompt_no_components():
    assert prompt_view(RECORD, 0, None, [], "en-US").children == []
