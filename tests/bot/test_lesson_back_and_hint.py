"""Issue 37, the lesson's panel as the turn panel: Back and Hint, end to end through the fake
Discord and the bot at its default settings. Back returns to the learner's previous decision as
it was (what the scripted seats played after the choice goes back with it), a different choice
then plays, and Back keeps working after a restart and moves what /learn offers to continue;
Hint names the lesson's suggestion and why, in the learner's language, or the game's own hint
where the lesson leaves the choice open; neither shows anything of the scripted seats' hands."""

from __future__ import annotations

import pytest

from bot import create_bot
from cogs.lesson_items import (
    MAX_MOVES,
    LessonBackButton,
    LessonHintButton,
    LessonOptionButton,
)
from cogs.lessons import DIGITS, HINTED, lesson_hint, replay
from cogs.messages import hint_text
from engine.ai.hints import hint
from engine.core import Rng
from engine.core.lessons import OTHER_CHOICE_KEY, SUGGESTED_KEY, LessonRun, lesson_for
from locales import tr, translate
from tests.bot.conftest import bot_settings
from tests.bot.driver import custom_id
from tests.bot.images import read_stamp
from tests.bot.test_lessons import click, description, kept, moves_on, start, told
from tests.engine.test_lessons import LESSONS, contrarian, follower
from tests.fakediscord import TEST_CLIENT_OPTIONS, FakeDiscord, FakeUser, Message

pytestmark = pytest.mark.usefixtures("stamps")

DISCORD_BUTTONS = 25
"""Buttons one message may hold (5 rows of 5)."""
CUSTOM_ID_LENGTH = 100


def lesson_part(panel: Message) -> str:
    """The panel's text from the lesson's own (📘) on: the lesson's text, the question and the
    previews, without the notices above them (what just happened, a hint, a take-back)."""
    text = description(panel)
    return text[text.index("📘") :]


def notices(panel: Message) -> str:
    """The lines above the lesson's text."""
    text = description(panel)
    return text[: text.index("📘")].strip()


def buttons(panel: Message) -> list[tuple[str, str]]:
    """Every button as (custom_id, label), in order."""
    return [(c["custom_id"], c.get("label", "")) for c in panel.interactive_components()]


def marked(panel: Message) -> list[str]:
    """The custom_ids of the buttons that wear the Hint's mark."""
    return [
        c["custom_id"]
        for c in panel.interactive_components()
        if (c.get("emoji") or {}).get("name") == HINTED
    ]


def names(user: FakeUser) -> list[str]:
    return [user.name.title(), translate(user.locale, "lesson-rival-name")]


async def back(user: FakeUser, panel: Message) -> Message:
    identifier = custom_id(panel, "learnback:")
    assert identifier is not None, "Back on every decision after the first"
    return await (await user.click(panel, identifier)).answered(timeout=30)


async def ask_hint(user: FakeUser, panel: Message) -> Message:
    return await (await user.click(panel, custom_id(panel, "learnhint:"))).answered(timeout=30)


def only_the_learners_view(panel: Message, mirror: LessonRun) -> None:
    assert read_stamp(panel.image("hand.png")) == mirror.lesson.learner, "the learner's view"
    assert read_stamp(panel.image("table.png")) is None, "the table as everyone sees it"


async def test_lesson_back_returns_to_the_previous_decision_as_it_was(
    fake: FakeDiscord, table_bot, database
):
    learner = fake.user("ana", locale="pt-BR")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    shown = [await start(learner)]
    assert custom_id(shown[0], "learnback:") is None, "no Back on the first decision"
    for _ in range(3):
        shown.append(await click(learner, shown[-1], mirror, follower))
    assert kept(database, learner) == [(moves_on(shown[3]),)]

    panel = shown[3]
    for before in reversed(shown[:3]):
        panel = await back(learner, panel)
        assert panel.id == shown[0].id, "the same private panel, edited"
        assert notices(panel) == translate(learner.locale, "hand-took-back")
        assert lesson_part(panel) == lesson_part(before), "the same text, question and previews"
        assert buttons(panel) == buttons(before), "the same options (and Back, Hint, Rules)"
        only_the_learners_view(panel, mirror)
    assert custom_id(panel, "learnback:") is None, "back at the first decision"
    assert kept(database, learner) == [], "nothing to continue before the first choice"
    # The first choice led through the Bot's Theft: it went back with it, and comes again.
    again = await click(learner, panel, LessonRun.begin(lesson_for("mausoleum")), follower)
    assert kept(database, learner) == [(moves_on(shown[1]),)]
    assert description(again) == description(shown[1]), "the same choice, the same story"


async def test_lesson_back_then_another_choice_plays_that_one(
    fake: FakeDiscord, table_bot, database
):
    learner = fake.user("bia", locale="fr")
    lesson = lesson_for("mausoleum")
    mirror = LessonRun.begin(lesson)
    panel = await start(learner)
    for _ in range(2):
        panel = await click(learner, panel, mirror, follower)
    panel = await back(learner, panel)
    mirror = replay(lesson, moves_on(panel))
    assert lesson_part(panel).startswith(f"📘 {told(learner.locale, mirror.text(), learner)}")
    step, prompt = mirror.current(), mirror.prompt()
    assert not step.keep, "a step where another choice is played"
    other = [o.action for o in prompt.options].index(contrarian(step, prompt))
    chosen = moves_on(panel) + DIGITS[other]
    panel = await click(learner, panel, mirror, contrarian)
    assert translate(learner.locale, OTHER_CHOICE_KEY) in description(panel)
    assert lesson_part(panel).startswith(f"📘 {told(learner.locale, mirror.text(), learner)}")
    assert moves_on(panel) == chosen
    assert kept(database, learner) == [(chosen,)]


async def test_lesson_back_works_after_a_restart_and_moves_what_learn_offers(
    fake: FakeDiscord, database
):
    learner = fake.user("caio", locale="es-ES")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    first = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(first):
        shown = [await start(learner)]
        for _ in range(3):
            shown.append(await click(learner, shown[-1], mirror, follower))
    second = create_bot(bot_settings(database), **TEST_CLIENT_OPTIONS)
    async with fake.connect(second):
        panel = await back(learner, shown[3])
        assert lesson_part(panel) == lesson_part(shown[2])
        assert buttons(panel) == buttons(shown[2])
        assert kept(database, learner) == [(moves_on(shown[2]),)]
        fake.messages.delete(panel)
        offer = await start(learner)
        assert translate(learner.locale, "lesson-resume", {"step": 3}) in description(offer)


def suggested(mirror: LessonRun, user: FakeUser) -> tuple[int, str]:
    """The option the lesson's step suggests: its index and its label as the panel says it."""
    prompt = mirror.prompt()
    index = [option.action for option in prompt.options].index(mirror.current().expect)
    return index, tr(user.locale, prompt.options[index].label, names(user))


@pytest.mark.parametrize("locale", ["en-US", "pt-BR"])
async def test_lesson_hint_names_the_lessons_choice_and_why(
    fake: FakeDiscord, table_bot, database, locale
):
    learner = fake.user("dora", locale=locale)
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    panel = await start(learner)
    assert mirror.current().keep, "the first step insists on its choice: its reason is the why"
    hinted = await ask_hint(learner, panel)
    index, label = suggested(mirror, learner)
    why = told(locale, mirror.why(), learner)
    assert notices(hinted) == translate(locale, "hand-hint", {"option": label, "reason": why})
    assert f"**{label}**" in notices(hinted)
    assert marked(hinted) == [f"learn:mausoleum::{DIGITS[index]}"], "its option, and it alone"
    assert lesson_part(hinted) == lesson_part(panel), "the same lesson text under the hint"
    assert buttons(hinted) == buttons(panel)
    assert kept(database, learner) == [], "a hint changes nothing"

    panel = await click(learner, hinted, mirror, follower)
    assert not mirror.current().keep, "the second step suggests: its text says why"
    hinted = await ask_hint(learner, panel)
    index, label = suggested(mirror, learner)
    reason = translate(locale, SUGGESTED_KEY)
    assert notices(hinted) == translate(locale, "hand-hint", {"option": label, "reason": reason})
    assert marked(hinted) == [custom_id(panel, "learn:", f":{DIGITS[index]}")]
    assert moves_on(hinted) == moves_on(panel)
    assert kept(database, learner) == [(moves_on(panel),)]


async def test_lesson_hint_where_the_lesson_leaves_the_choice_open_is_the_games_hint(
    fake: FakeDiscord, table_bot
):
    learner = fake.user("eva", locale="fr")
    mirror = LessonRun.begin(lesson_for("mausoleum"))
    panel = await start(learner)
    while mirror.current().expect is not None:
        panel = await click(learner, panel, mirror, follower)
    advice = hint("mausoleum", mirror.view(), mirror.prompt())
    hinted = await ask_hint(learner, panel)
    expected = hint_text(mirror.prompt(), advice, names(learner), learner.locale)
    assert notices(hinted) == expected
    assert marked(hinted) == [custom_id(panel, "learn:", f":{DIGITS[advice.index]}")]


@pytest.mark.postgresql_sample(game_id=["luxor"])
@pytest.mark.parametrize("game_id", LESSONS)
async def test_lesson_hint_and_back_show_nothing_of_the_scripted_seats_hands(
    fake: FakeDiscord, table_bot, game_id
):
    """At every decision: the Hint's line is the one the same lesson gives with the hidden
    cards dealt otherwise (the engine's own sampling of a state consistent with the learner's
    view), and Back shows the previous decision's panel with nothing added but the take-back
    (no line of what the scripted seats did); choosing the same again tells the same story."""
    learner = fake.user("flo", locale="en-US")
    lesson = lesson_for(game_id)
    mirror = LessonRun.begin(lesson)
    rng = Rng.from_seed(37)
    panel, before = await start(learner, game_id), None
    while not mirror.over:
        other = LessonRun(lesson, mirror.game.determinize(mirror.view(), rng), mirror.step)
        hinted = await ask_hint(learner, panel)
        expected = hint_text(other.prompt(), lesson_hint(other), names(learner), learner.locale)
        assert notices(hinted) == expected
        only_the_learners_view(hinted, mirror)
        assert len(hinted.interactive_components()) <= DISCORD_BUTTONS
        if before is not None:
            moves = moves_on(panel)
            taken_back = await back(learner, hinted)
            assert description(taken_back) == "\n".join(
                [translate(learner.locale, "hand-took-back"), lesson_part(before)]
            )
            only_the_learners_view(taken_back, mirror)
            identifier = f"learn:{game_id}:{moves[:-1]}:{moves[-1]}"
            redone = await (await learner.click(taken_back, identifier)).answered(timeout=30)
            assert description(redone) == description(panel)
            panel = redone
        before = panel
        panel = await click(learner, panel, mirror, follower)


@pytest.mark.parametrize("game_id", LESSONS)
def test_lesson_buttons_fit_discords_limits_with_back_and_hint(game_id):
    """Every custom_id of a panel at the most choices a lesson's buttons carry fits Discord's
    100 characters, and the most options of the lesson, played either way, leave room for
    Back, Hint and Rules among 25 buttons."""
    moves = "z" * MAX_MOVES
    items = [
        LessonOptionButton(game_id, moves, "z"),
        LessonBackButton(game_id, moves),
        LessonHintButton(game_id, moves),
    ]
    assert max(len(item.item.custom_id) for item in items) <= CUSTOM_ID_LENGTH
    for choose in (follower, contrarian):
        run, decisions = LessonRun.begin(lesson_for(game_id)), 0
        while not run.over:
            assert len(run.prompt().options) + 3 <= DISCORD_BUTTONS
            judged = run.choose(choose(run.current(), run.prompt()))
            if judged.verdict == "refused":
                run.choose(run.current().expect)
            decisions += 1
        assert decisions <= MAX_MOVES
