"""Issue 37 end to end: /learn through the fake Discord and the bot at its default settings. A
lesson is played to its end by a learner who follows it and by one who never does, in two
languages; one left mid-way goes on after a restart, from its old panel or, once that panel is
gone, from /learn's Continue (or starts again); its panel shows only the learner's own view; and
it ends with Play a real game."""

from __future__ import annotations

from collections.abc import Callable
from itertools import cycle, product

import pytest

from bot import create_bot
from cogs.lessons import DIGITS
from engine.core import Label
from engine.core.lessons import OTHER_CHOICE_KEY, LessonRun, lesson_for
from locales import SUPPORTED_LOCALES, tr, translate
from tests.bot.conftest import bot_settings
from tests.bot.driver import custom_id, settle
from tests.bot.images import read_stamp
from tests.bot.stored import stored
from tests.engine.test_lessons import LESSONS, contrarian, follower
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord, FakeUser, Message

pytestmark = pytest.mark.usefixtures("stamps")


def description(panel: Message) -> str:
    return panel.embeds[0]["description"]


def told(locale: str, label: Label, user: FakeUser) -> str:
    """As the panel says it: the learner by their display name, the scripted seat as Bot."""
    return tr(locale, label, [user.name.title(), translate(locale, "lesson-rival-name")])


async def start(user: FakeUser, game: str = "mausoleum") -> Message:
    return await (await user.slash("learn", game=game)).answered(timeout=30)


async def click(user: FakeUser, panel: Message, mirror: LessonRun, choose: Callable) -> Message:
    """The learner's choice, clicked on the panel and played on ``mirror`` (the same lesson,
    played here on the engine): the panel must then say what the mirror says. A refused choice
    is followed by the lesson's own, as it asks."""
    step, prompt = mirror.current(), mirror.prompt()
    action = choose(step, prompt)
    index = [option.action for option in prompt.options].index(action)
    identifier = custom_id(panel, "learn:", f":{DIGITS[index]}")
    panel = await (await user.click(panel, identifier)).answered(timeout=30)
    judged = mirror.choose(action)
    if judged.verdict == "refused":
        assert told(user.locale, mirror.why(), user) in description(panel)
        return await click(user, panel, mirror, follower)
    for event in judged.events:
        if event.to in (None, mirror.lesson.learner):
            assert told(user.locale, event.label, user) in description(panel)
    return panel


def shows_the_lesson(panel: Message, mirror: LessonRun, user: FakeUser) -> None:
    assert told(user.locale, mirror.text(), user) in description(panel)
    assert read_stamp(panel.image("hand.png")) == mirror.lesson.learner, "the learner's view"
    assert read_stamp(panel.image("table.png")) is None, "the table as everyone sees it"
    if mirror.prompt() is not None:
        rules = f"rules:{mirror.lesson.game}:{mirror.prompt().kind}"
        assert custom_id(panel, "rules:") == rules


CHOOSERS = {"follower": follower, "contrarian": contrarian}
PLAYED_THROUGH = [
    pytest.param(game_id, CHOOSERS[how], locale, id=f"{game_id}-{how}")
    for (game_id, how), locale in zip(
        product(LESSONS, CHOOSERS), cycle(SUPPORTED_LOCALES), strict=False
    )
]
"""Every game's lesson, followed and never followed, in the languages in turn."""


@pytest.mark.parametrize(("game_id", "choose", "locale"), PLAYED_THROUGH)
async def test_a_lesson_is_played_to_its_end_and_offers_a_real_game(
    fake: FakeDiscord, table_bot, game_id, choose, locale
):
    learner = fake.user("ana", locale=locale)
    panel = await start(learner, game_id)
    mirror = LessonRun.begin(lesson_for(game_id))
    turns, others = 0, 0
    while not mirror.over:
        shows_the_lesson(panel, mirror, learner)
        panel = await click(learner, panel, mirror, choose)
        turns += 1
        others += translate(locale, OTHER_CHOICE_KEY) in description(panel)
        assert turns < 60
    shows_the_lesson(panel, mirror, learner)
    assert [m.id for m in learner.ephemerals()] == [panel.id], "one private panel, edited"
    assert (others > 0) == (choose is contrarian)
    assert fake.store.messages.keys() == {panel.id}, "nothing but the learner's panel"

    await (await learner.click(panel, custom_id(panel, "learnplay:"))).answered(timeout=30)
    await settle(table_bot)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert (record.game, record.status, record.host_id) == (game_id, "lobby", learner.id)
    assert [seat.ai_level for seat in record.seats] == [None, "easy"]


@pytest.mark.threads
async def test_a_real_game_after_a_lesson_opens_in_a_thread_with_an_easy_bot(
    fake: FakeDiscord, table_bot
):
    """Where the bot may open threads (Discord's default), "Play a real game" opens the table
    in a thread, as /play does, and still seats the easy bot (it was left to the learner: the
    lobby is not in the lesson's channel)."""
    learner = fake.user("ana")
    panel = await start(learner, "luxor")
    mirror = LessonRun.begin(lesson_for("luxor"))
    while not mirror.over:
        panel = await click(learner, panel, mirror, follower)
    link = await (await learner.click(panel, custom_id(panel, "learnplay:"))).answered(timeout=30)
    await settle(table_bot)
    (thread,) = fake.threads()
    assert link.content == f"<@{learner.id}> opened a Luxor table (#1): <#{thread.id}>"
    record = await table_bot.store.games.open_game_in_channel(thread.id)
    assert (record.game, record.status, record.host_id) == ("luxor", "lobby", learner.id)
    assert [seat.ai_level for seat in record.seats] == [None, "easy"]
    lobby = fake.message(record.message_id)
    assert lobby.channel_id == thread.id and "Easy" in lobby.embeds[0]["fields"][0]["value"]


async def test_a_lesson_left_mid_way_goes_on_after_a_restart(fake: FakeDiscord, database):
    learner = fake.user("bia")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        panel = await start(learner)
        for _ in range(4):
            panel = await click(learner, panel, mirror, follower)
    second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        shows_the_lesson(panel, mirror, learner)
        while not mirror.over:
            panel = await click(learner, panel, mirror, follower)
        shows_the_lesson(panel, mirror, learner)


def kept(database, user: FakeUser, game: str = "mausoleum") -> list[tuple]:
    """What the database keeps of ``user``'s lesson of ``game``: its choices, if any."""
    query = "SELECT moves FROM lesson_progress WHERE user_id = ? AND game = ?"
    return stored(database, query, user.id, game)


def moves_on(panel: Message) -> str:
    """The choices the panel's option buttons carry (``learn:<game>:<moves>:<option>``)."""
    return custom_id(panel, "learn:").split(":")[2]


def moves_on_offer(offer: Message) -> str:
    """The choices /learn's Continue carries (``learnon:<game>:<moves>``)."""
    return custom_id(offer, "learnon:mausoleum:").split(":")[2]


def offers_to_resume(offer: Message, user: FakeUser, step: int) -> None:
    """'You left this lesson at step N', with Continue and Start again, and nothing else."""
    assert translate(user.locale, "lesson-resume", {"step": step}) in description(offer)
    assert len(moves_on_offer(offer)) == step - 1
    assert custom_id(offer, "learnanew:") == "learnanew:mausoleum"
    assert custom_id(offer, "learn:") is None, "no lesson option before the learner chooses"


async def play(user: FakeUser, panel: Message, mirror: LessonRun, decisions: int) -> Message:
    for _ in range(decisions):
        panel = await click(user, panel, mirror, follower)
    return panel


async def test_a_lesson_whose_panel_is_gone_is_continued_from_learn_after_a_restart(
    fake: FakeDiscord, database
):
    learner = fake.user("bia", locale="es-ES")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        panel = await play(learner, await start(learner), mirror, 3)
        left, left_at = moves_on(panel), description(panel)
        assert kept(database, learner) == [(left,)], "each click keeps its choices"
        fake.messages.delete(panel)  # dismissed, or lost with a reloaded client
    second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        offer = await start(learner)
        offers_to_resume(offer, learner, step=4)
        assert moves_on_offer(offer) == left
        continued = await learner.click(offer, custom_id(offer, "learnon:"))
        panel = await continued.answered(timeout=30)
        assert panel.id == offer.id, "the offer becomes the lesson's panel"
        shows_the_lesson(panel, mirror, learner)
        assert moves_on(panel) == left, "step 4, after the same three choices"
        assert left_at.endswith(description(panel)), "the same text, question and previews"
        while not mirror.over:
            panel = await click(learner, panel, mirror, follower)
        assert kept(database, learner) == [], "a finished lesson keeps nothing"
        fresh = await start(learner)
        shows_the_lesson(fresh, LessonRun.begin(lesson_for("mausoleum")), learner)
        assert moves_on(fresh) == "", "a finished lesson starts again at step 1"


async def test_a_lesson_started_again_begins_at_step_one_and_keeps_nothing(
    fake: FakeDiscord, table_bot, database
):
    learner = fake.user("caio", locale="pt-BR")
    await play(learner, await start(learner), LessonRun.begin(lesson_for("mausoleum")), 2)
    offer = await start(learner)
    offers_to_resume(offer, learner, step=3)
    again = await (await learner.click(offer, "learnanew:mausoleum")).answered(timeout=30)
    shows_the_lesson(again, LessonRun.begin(lesson_for("mausoleum")), learner)
    assert moves_on(again) == ""
    assert kept(database, learner) == []
    assert moves_on(await start(learner)) == "", "/learn opens step 1, nothing to continue"


async def test_a_lesson_left_mid_way_is_offered_to_its_learner_only(
    fake: FakeDiscord, table_bot, database
):
    ana, carl = fake.user("ana", locale="fr"), fake.user("carl", locale="en-US")
    await play(ana, await start(ana), LessonRun.begin(lesson_for("mausoleum")), 3)
    theirs = await start(carl)
    shows_the_lesson(theirs, LessonRun.begin(lesson_for("mausoleum")), carl)
    assert moves_on(theirs) == "" and custom_id(theirs, "learnon:") is None
    assert kept(database, carl) == []
    offers_to_resume(await start(ana), ana, step=4)
    assert kept(database, ana, "capital-lux") == [], "one lesson kept per learner and game"
    assert moves_on(await start(ana, "capital-lux")) == ""
