"""Issue 37 end to end: the turn panel's Rules button and /rules rule: (the rule behind every
decision), through the fake Discord and the bot at its default settings."""

from __future__ import annotations

import random

import pytest

from cogs.messages import prompt_view
from cogs.rule_items import RulesButton
from cogs.rules import section_text
from db.store import GameRecord
from engine.core import Label, Option, Prompt, games, rule_key
from locales import translate
from tests.bot.driver import (
    click_random_option,
    custom_id,
    open_hand,
    option_components,
    settle,
    start_game,
)
from tests.fakediscord import FakeDiscord, FakeUser, Message

pytestmark = pytest.mark.usefixtures("stamps")


def expected_rules(locale: str, game_id: str, kind: str) -> tuple[str, str]:
    """The panel's title and text, from the catalogs alone (no game state goes in)."""
    sections = games()[game_id].rules_for(kind)
    name = translate(locale, f"game-{game_id}")
    title = translate(locale, "rules-panel-title", {"game": name})
    return title, section_text(locale, game_id, sections)


async def click_rules(user: FakeUser, panel: Message) -> Message:
    return await (await user.click(panel, custom_id(panel, "rules:"))).answered(timeout=30)


async def pending_kind(bot, game_id: int, seat: int) -> str:
    return (await bot.service.load(game_id)).pending()[seat].kind


async def test_the_rules_button_shows_the_rules_behind_each_decision_in_the_players_language(
    fake: FakeDiscord, table_bot
):
    ana = fake.user("ana", locale="pt-BR")
    table = await start_game(fake, table_bot, ana, "capital-lux", [ana], bots=["easy"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    panel = await open_hand(ana, table)
    rng, kinds = random.Random(37), set()
    while len(kinds) < 3:  # the draft's pick, then a card to play and where it goes
        await settle(table_bot)
        record = await table_bot.store.games.get(record.id)
        if 0 not in (await table_bot.service.load(record.id)).pending():
            continue  # the bot plays
        if not option_components(panel):  # a new turn: "My turn" brings the panel back
            panel = await open_hand(ana, fake.message(record.message_id))
        kind = await pending_kind(table_bot, record.id, 0)
        if kind not in kinds:
            assert custom_id(panel, "rules:") == f"rules:capital-lux:{kind}", "the kind, no id"
            shown_before = (panel.version, record.version)
            answer = await click_rules(ana, panel)
            assert answer.ephemeral_for == ana.id and answer.id != panel.id, "a message apart"
            title, text = expected_rules("pt-BR", "capital-lux", kind)
            assert answer.embeds[0]["title"] == title and answer.embeds[0]["description"] == text
            assert text.startswith("**")  # in Portuguese: the section's own title
            after = await table_bot.store.games.get(record.id)
            assert (fake.message(panel.id).version, after.version) == shown_before
            kinds.add(kind)
        panel = (await click_random_option(ana, panel, rng))[1]
    assert {"pick", "play"} <= kinds


async def test_the_rules_panel_shows_nothing_of_the_game_beyond_the_kind_of_decision(
    fake: FakeDiscord, table_bot
):
    """Two players at the draft, each with their own hand: the same text for both, drawn from
    the catalogs alone, so no card of either hand (nor anything else of the game) is in it."""
    ana, bia = fake.user("ana"), fake.user("bia")
    table = await start_game(fake, table_bot, ana, "capital-lux", [ana, bia], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    answers = []
    for user in (ana, bia):
        panel = await open_hand(user, table)
        answers.append(await click_rules(user, panel))
    loaded = await table_bot.service.load(record.id)
    assert loaded.state.data["draft"]["packets"][0] != loaded.state.data["draft"]["packets"][1]
    assert answers[0].embeds == answers[1].embeds
    title, text = expected_rules("en-US", "capital-lux", "pick")
    assert answers[0].embeds[0]["description"] == text
    assert not answers[0].components and not answers[0].attachments


async def test_rules_rule_shows_one_section_offered_by_title_in_the_readers_language(
    fake: FakeDiscord, table_bot
):
    zoe = fake.user("zoe", locale="fr")
    offered = await zoe.autocomplete("rules", "rule", "chambre", game="luxor")
    tomb = translate("fr", rule_key("luxor", "tomb") + "-title")
    assert {"name": tomb, "value": "tomb"} in [
        {"name": c["name"], "value": c["value"]} for c in offered
    ]
    everything = await zoe.autocomplete("rules", "rule", "", game="mausoleum")
    assert [c["value"] for c in everything] == list(games()["mausoleum"].rule_sections)

    reply = await (await zoe.slash("rules", game="luxor", rule="tomb")).answered()
    assert reply.ephemeral
    assert reply.embeds[0]["description"] == section_text("fr", "luxor", ("tomb",))
    whole = await (await zoe.slash("rules", game="luxor")).answered()
    assert whole.embeds[0]["description"] == translate("fr", "luxor-rules")
    unknown = await (await zoe.slash("rules", game="luxor", rule="cards")).answered()
    assert unknown.content.startswith("Luxor n'a pas cette règle") and tomb in unknown.content


def test_the_panels_rules_button_names_the_game_and_the_kind_of_decision_only():
    record = GameRecord(
        id=7, game="luxor", guild_id=1, channel_id=2, host_id=3, status="running", seed=1,
        options={}, version=12, state="{}", message_id=4,
    )  # fmt: skip
    options = tuple(Option({"do": "n", "n": n}, Label("seat-name", {"seat": n})) for n in (0, 1))
    view = prompt_view(
        record, 0, Prompt("card", Label("seat-name", {"seat": 0}), options), [], "fr"
    )
    rules = view.children[-1]
    assert isinstance(rules, RulesButton) and rules.custom_id == "rules:luxor:card"
    assert rules.item.label == "📖 Règles"
    unnamed = Prompt("no-such-kind", Label("seat-name", {"seat": 0}), options)
    assert not any(
        isinstance(c, RulesButton) for c in prompt_view(record, 0, unnamed, [], "fr").children
    )
