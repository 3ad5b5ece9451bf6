"""Message builders on their own: long prompts become select menus of 25."""

from __future__ import annotations

import re
from dataclasses import replace

from cogs.components import OptionButton, OptionSelect
from cogs.messages import final_embed, prompt_view
from db.store import GameRecord
from engine.core import Label, Option, Prompt, Result

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


def test_the_final_embed_names_every_figure_as_points():
    """rules/mausoleum.md: 'Complete set [...] each scores 8.' The results read 'Complete sets
    16' (two sets, or sixteen?); each category now says what it is worth and that the figure
    is points, in every game."""
    record = replace(RECORD, game="mausoleum", status="finished")
    result = Result(
        scores=(20, 8),
        breakdown=({"sets": 16, "bonus": 4, "mausolus": 0}, {"sets": 8, "bonus": 0, "mausolus": 0}),
        ranks=(1, 2),
    )
    embed = final_embed(record, result, ["Alice", "Bob"], "en-US", "final.png", "/game replay")
    assert embed.fields[0].name == "1. Alice: 20 points"
    assert embed.fields[0].value == (
        "Sets (8 each): 16 points, Two or more sets: 4 points, Mausolus: 0 points"
    )
    french = final_embed(record, result, ["Alice", "Bob"], "fr", "final.png", "/game replay")
    assert french.fields[1].value.startswith("Ensembles (8 chacun)\u202f: 8 points")
