"""Issue 18 end to end: one turn panel per player, Back, Hint, previews and alt text."""

from __future__ import annotations

import random

import pytest

from bot import create_bot
from cogs.alt import alt_text, results_alt
from cogs.common import seat_names, text_names
from engine.core import Game, games, get_game
from locales import tr
from tests.bot.clocks import ManualClock
from tests.bot.conftest import bot_settings
from tests.bot.driver import (
    click_random_option,
    custom_id,
    open_hand,
    option_components,
    panel_version,
    settle,
    start_game,
)
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord, FakeUser, Message

pytestmark = pytest.mark.usefixtures("stamps")

GAMES = list(games())
TOKEN_LIFE = 15 * 60


def description(message: Message) -> str:
    return message.embeds[0]["description"] if message.embeds else message.content


async def click(user: FakeUser, panel: Message, prefix: str) -> Message:
    interaction = await user.click(panel, custom_id(panel, prefix))
    return await interaction.answered(timeout=30)


async def finish_turn(user: FakeUser, panel: Message, rng: random.Random) -> Message:
    while option_components(panel):
        panel = (await click_random_option(user, panel, rng))[1]
    return panel


async def expected_hand_alt(bot, game_id: int, seat: int, locale: str) -> str:
    loaded = await bot.service.load(game_id)
    view = loaded.game.view(loaded.state, seat)
    return alt_text(locale, loaded.game.hand_alt(view), seat_names(loaded.record, locale))


async def shown_previews(bot, game_id: int, panel: Message) -> int:
    """How many option previews the panel shows (each must be there, in Portuguese: under
    the question for buttons, as the option's description in a menu)."""
    loaded = await bot.service.load(game_id)
    names = text_names(loaded.record, "pt-BR")
    prompt = loaded.game.prompt_for(loaded.state, 0)
    menus = [c for c in option_components(panel) if c["type"] == 3]
    described = {o["value"]: o.get("description") for m in menus for o in m["options"]}
    shown = 0
    for index, option in enumerate(prompt.options):
        if option.preview is None:
            continue
        text = tr("pt-BR", option.preview, names)
        if menus:
            assert described[str(index)] == (text if len(text) <= 100 else text[:99] + "…")
        else:
            assert f"**{tr('pt-BR', option.label, names)}**: {text}" in description(panel)
        shown += 1
    return shown


def has_take_backs(game: Game) -> bool:
    """The game lets some step be taken back (it says which, see ``Game.reversible``)."""
    return type(game).reversible is not Game.reversible


@pytest.mark.postgresql_sample(game_id=["luxor"])
@pytest.mark.parametrize("game_id", GAMES)
async def test_a_whole_game_through_one_panel_with_back_hint_and_alt_text(
    fake: FakeDiscord, table_bot, game_id, record_property
):
    fake.set_guild_locale("fr")
    ana = fake.user("ana", locale="pt-BR")
    table = await start_game(fake, table_bot, ana, game_id, [ana], bots=["normal"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    rng = random.Random(18)
    panel = await open_hand(ana, table)
    first = panel.id
    turns, hints, backs, checked, translated, previews = 1, 0, 0, 0, False, 0
    while True:
        await settle(table_bot)
        record = await table_bot.store.games.get(record.id)
        if record.status != "running":
            break
        if not option_components(panel):  # the turn is over: "My turn" brings the panel back
            panel = await open_hand(ana, fake.message(record.message_id))
            assert panel.id == first, "the same panel, edited"
            turns += 1
            continue
        if panel_version(panel) == record.version:  # drawn from what is stored now
            alt = panel.attachment("hand.png").description
            assert alt == await expected_hand_alt(table_bot, record.id, 0, "pt-BR")
            translated |= alt != await expected_hand_alt(table_bot, record.id, 0, "en-US")
            checked += 1
            previews += await shown_previews(table_bot, record.id, panel)
        if not hints and custom_id(panel, "hint:"):
            before = record.version
            panel = await click(ana, panel, "hint:")
            assert "💡 Dica: **" in description(panel)
            assert (await table_bot.store.games.get(record.id)).version == before, (
                "a hint moves nothing"
            )
            hints += 1
            continue
        if not backs and custom_id(panel, "undo:"):
            panel = await click(ana, panel, "undo:")
            assert "Jogada desfeita" in description(panel)
            backs += 1
            continue
        panel = (await click_random_option(ana, panel, rng))[1]

    record_property("turns", turns)
    record_property("panel_edits", fake.message(first).version)
    assert [m.id for m in ana.ephemerals()] == [first], "one private message for the whole game"
    assert turns > 3 and hints == 1 and checked > 3 and translated and previews > 3
    if has_take_backs(get_game(game_id)):
        assert backs == 1
    log = await table_bot.store.actions.action_log(record.id)
    assert {a.seat for a in log} == {0, 1}
    # Every image the bot posted carries a description; the public ones in the server's French.
    images = [a for m in fake.store.messages.values() for a in m.attachments]
    assert images and all(a.description for a in images)
    final = fake.message(record.message_id)
    loaded = await table_bot.service.load(record.id)
    spectator = loaded.game.view(loaded.state, None)
    result = loaded.game.result(loaded.state)
    expected = results_alt(loaded.game, spectator, result, seat_names(record, "fr"), "fr")
    assert final.attachment("table.png").description == expected
    assert expected.startswith("Résultats finaux")
    replays = [a for a in images if a.filename.endswith(".webp")]
    assert replays and all(a.description.startswith("Replay animé") for a in replays)


async def test_a_panel_past_its_token_is_replaced_by_a_fresh_one(fake: FakeDiscord, database):
    clock = ManualClock()
    bot = create_bot(bot_settings(database), clock=clock, **TEST_CLIENT_OPTIONS)
    rng = random.Random(5)
    async with fake.connect(bot):
        ana = fake.user("ana")
        table = await start_game(fake, bot, ana, "capital-lux", [ana], bots=1)
        record = await bot.store.games.open_game_in_channel(fake.channel.id)

        async def next_turn(*, fake_seconds: float = 0, bot_seconds: float = 0) -> Message:
            """Ana ends her turn on her newest panel; time passes; "My turn" again."""
            await finish_turn(ana, ana.ephemerals()[-1], rng)
            await settle(bot)
            fake.advance(fake_seconds)
            clock.advance(bot_seconds)
            return await open_hand(ana, fake.message(record.message_id))

        first = await open_hand(ana, table)
        assert (await next_turn(fake_seconds=600, bot_seconds=600)).id == first.id
        assert len(ana.ephemerals()) == 1, "within 15 minutes: the same panel, edited"

        errors = len(fake.errors)
        second = await next_turn(fake_seconds=TOKEN_LIFE, bot_seconds=TOKEN_LIFE)
        assert second.id != first.id and len(ana.ephemerals()) == 2
        assert len(fake.errors) == errors, "the bot knew the token was too old: no edit tried"

        third = await next_turn(fake_seconds=TOKEN_LIFE)  # only Discord's clock: the edit fails
        assert third.id not in (first.id, second.id) and len(ana.ephemerals()) == 3
        refused = fake.errors[errors:]
        edits = [e for e in refused if e.method == "PATCH"]
        assert [e.status for e in edits] == [401], "the panel's edit, tried once"
        # The ping of the turn before went through a click's token that the bot's clock
        # also thinks alive: its deletion meets the same 401 and goes through the channel.
        assert all(
            e.status == 401 and e.route.startswith("DELETE /webhooks/")
            for e in refused
            if e not in edits
        )
        assert option_components(third), "the fresh panel carries the choice"


async def test_a_stale_panel_after_a_restart_gets_a_clear_answer_and_changes_nothing(
    fake: FakeDiscord, database
):
    rng = random.Random(3)
    ana = fake.user("ana")
    first_bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first_bot):
        table = await start_game(fake, first_bot, ana, "mausoleum", [ana], bots=1)
        record = await first_bot.store.games.open_game_in_channel(fake.channel.id)
        old = await open_hand(ana, table)
        assert option_components(old)
        stale = option_components(old)[0]["custom_id"]

    second_bot = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second_bot):
        fresh = await open_hand(ana, fake.message(record.message_id))
        assert fresh.id != old.id, "the new process knows no panel: it opens one"
        await click_random_option(ana, fresh, rng)
        await settle(second_bot)
        before = await second_bot.store.games.get(record.id)
        answer = await (await ana.click(old, stale)).answered(timeout=30)
        await settle(second_bot)
        after = await second_bot.store.games.get(record.id)
        assert (after.version, after.state) == (before.version, before.state)
        assert answer.id == old.id and "That button is outdated" in description(answer)


async def test_hints_switched_off_in_the_lobby_hide_the_button(fake: FakeDiscord, table_bot):
    ana, bia = fake.user("ana"), fake.user("bia")
    lobby = (await ana.slash("play", game="capital-lux")).message
    await (await bia.click(lobby, custom_id(lobby, "lobby:", ":join"))).answered()
    await (await ana.select(lobby, custom_id(lobby, "addbot:"), "easy")).answered()
    await settle(table_bot)
    assert "💡 Hints: on" in lobby.labels(), "on by default at a table with a bot"
    refused = await (await bia.click(lobby, custom_id(lobby, "lobby:", ":hints"))).answered()
    assert refused.content == "Only the host can switch hints on or off."
    await (await ana.click(lobby, custom_id(lobby, "lobby:", ":hints"))).answered()
    await settle(table_bot)
    assert "💡 Hints: off" in lobby.labels()
    await (await ana.click(lobby, custom_id(lobby, "lobby:", ":start"))).answered()
    await settle(table_bot)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert record.hints is False
    loaded = await table_bot.service.load(record.id)
    user = (ana, bia)[min(s for s in loaded.pending() if s < 2)]
    panel = await open_hand(user, fake.message(record.message_id))
    assert option_components(panel) and custom_id(panel, "hint:") is None


async def test_a_hint_off_turn_and_a_back_once_final_get_clear_answers(
    fake: FakeDiscord, table_bot
):
    """Old panels (two /hand) keep Hint and Back while a third one ends the turn: pressed
    then, each gets a clear answer and nothing changes."""
    rng = random.Random(9)
    ana, bia = fake.user("ana"), fake.user("bia")
    await start_game(fake, table_bot, ana, "luxor", [ana, bia], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    for _ in range(100):  # until a step that can be taken back (the first turns have none)
        await settle(table_bot)
        loaded = await table_bot.service.load(record.id)
        user = (ana, bia)[min(loaded.pending())]
        panel = await open_hand(user, fake.message(record.message_id))
        while option_components(panel) and not custom_id(panel, "undo:"):
            panel = (await click_random_option(user, panel, rng))[1]
        if custom_id(panel, "undo:"):
            break
    assert custom_id(panel, "undo:") and custom_id(panel, "hint:")
    older = await (await user.slash("hand")).answered(timeout=30)
    newest = await (await user.slash("hand")).answered(timeout=30)
    await finish_turn(user, newest, rng)
    await settle(table_bot)  # a bot may move next; then the other human is to play
    before = await table_bot.store.games.get(record.id)

    answer = await click(user, panel, "hint:")
    assert description(answer).startswith("It is not your turn")
    answer = await click(user, older, "undo:")
    assert "can no longer be taken back" in description(answer)
    after = await table_bot.store.games.get(record.id)
    assert (after.version, after.state) == (before.version, before.state)
