"""Issue 37, lessons: each game's lesson teaches every rule section, plays to its end on the real
engine for a learner who follows it and for one who never does, says only figures that match the
engine's state, and shows nothing of the scripted seats' hidden cards."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engine.capital_lux.cards import COLOURS, PINK, pile_total
from engine.core import Action, Label, Prompt, Rng, State, games, get_game
from engine.core.lessons import (
    FREE_PLAY_KEY,
    OFF_SCRIPT_KEY,
    SUGGESTED_KEY,
    Lesson,
    LessonRun,
    Step,
    lesson_for,
)
from engine.luxor.board import TOMB
from engine.luxor.movement import tiles_ahead
from engine.luxor.scoring import public_score
from engine.mausoleum import scoring
from engine.mausoleum.table import complete_sets
from locales import SUPPORTED_LOCALES, tr
from tests.test_catalogs import messages, variables

# -- what each lesson teaches: one line per rule section, and the step that teaches it ---------

TAUGHT = {
    "capital-lux": {
        "draft": "pick-limits",
        "play": "scientist",
        "powers": "cleric",
        "modifiers": "place",
        "round-end": "last-cards",
        "limits": "home",
        "bonus": "last-cards",
        "scoring": "last-cards",
    },
    "luxor": {
        "hand": "hand",
        "turn": "hand",
        "movement": "treasure",
        "anubis": "osiris-move",
        "osiris": "osiris-move",
        "horus-cards": "horus-card",
        "treasure": "treasure",
        "horus-tile": "horus-tile",
        "temple": "temple",
        "tomb": "tomb",
        "end": "tomb",
        "scoring": "tomb",
    },
    "mausoleum": {
        "turn": "set",
        "cards": "artemisia",
        "attacks": "earthquake",
        "defence": "defend",
        "discovery": "recover",
        "end": "pass",
        "scoring": "mausolus",
    },
}
"""A rule section added to a game with a lesson fails here until a step teaches it."""

RULE_CONSTANTS = {
    "capital-lux": {1, 2, 3, 4, 6},
    "luxor": {1, 2, 3, 4, 5, 15},
    "mausoleum": {2, 4, 5, 8, 16},
}
"""Numbers a lesson's texts may say as such: the rules' own (set points, hand limit, card
values and counts, …)."""


def capital_lux_points(state: State, seat: int) -> int:
    """The score so far as the table sees it (home cities and gold), the final one at the end."""
    result = get_game("capital-lux").result(state)
    if result is not None:
        return result.scores[seat]
    data = state.data
    home = data["homes"][seat]
    return sum(pile_total(home, colour) for colour in range(len(COLOURS))) + data["coins"][seat]


def luxor_front(state: State) -> int:
    """The learner's frontmost adventurer out of the tomb."""
    return max(p for p in state.data["adventurers"][0] if p != TOMB)


FIGURES: dict[str, dict[str, Callable[[State], int]]] = {
    "capital-lux": {
        "points": lambda state: capital_lux_points(state, 0),
        "rival": lambda state: capital_lux_points(state, 1),
        "coins": lambda state: state.data["coins"][0],
        "pink_home": lambda state: pile_total(state.data["homes"][0], PINK),
        "pink_capital": lambda state: pile_total(state.data["capital"], PINK),
    },
    "luxor": {
        "points": lambda state: public_score(state.data, 0),
        "rival": lambda state: public_score(state.data, 1),
        "keys": lambda state: state.data["keys"][0],
        "front": luxor_front,
        "steps": lambda state: tiles_ahead(state.data["tiles"], luxor_front(state)) + 1,
    },
    "mausoleum": {
        "points": lambda state: sum(scoring.breakdown(state.data["areas"][0]).values()),
        "sets": lambda state: complete_sets(state.data["areas"][0]),
        "hand": lambda state: len(state.data["hands"][0]),
        "rival": lambda state: sum(scoring.breakdown(state.data["areas"][1]).values()),
        "draw": lambda state: len(state.data["draw"]),
    },
}
"""Each lesson's figures, computed here from the full engine state (not the learner's view)."""

LESSONS = [game_id for game_id in games() if lesson_for(game_id)]
"""The games with a lesson, as the registry has them."""
MAX_BUTTONS = 25
"""Discord's limit of buttons on one message: a lesson's panel shows every option as one."""
NAMES = ["You", "Bot"]


def lesson(game_id: str) -> Lesson:
    found = lesson_for(game_id)
    assert found is not None, f"{game_id} has no lesson"
    return found


def test_each_game_with_a_lesson_is_in_the_tables():
    assert sorted(TAUGHT) == sorted(RULE_CONSTANTS) == sorted(FIGURES) == sorted(LESSONS)


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_lesson_teaches_every_rule_section(game_id):
    taught, steps = TAUGHT[game_id], {step.name: step for step in lesson(game_id).steps}
    for section in games()[game_id].rule_sections:
        assert section in taught, f"{game_id}: the rule '{section}' is taught by no lesson step"
        assert section in steps[taught[section]].teaches
    every = {section for step in steps.values() for section in step.teaches}
    assert every <= set(games()[game_id].rule_sections)


# -- playing a lesson ---------------------------------------------------------------------------


def follower(step: Step | None, prompt: Prompt) -> Action:
    """Takes the lesson's suggestion, else passes or takes the first option."""
    if step is not None and step.expect is not None and prompt.offers(step.expect):
        return step.expect
    return fallback(prompt)


def contrarian(step: Step | None, prompt: Prompt) -> Action:
    """Never takes the suggestion when there is another choice."""
    others = [o.action for o in prompt.options if step is None or o.action != step.expect]
    return others[0] if others else prompt.options[0].action


def fallback(prompt: Prompt) -> Action:
    return next((o.action for o in prompt.options if o.action == {"do": "pass"}), None) or (
        prompt.options[0].action
    )


def play(game_id: str, choose: Callable, seen: Callable[[LessonRun, Label], None]):
    """Play the lesson to its end; ``seen`` gets every text the learner is shown."""
    run = LessonRun.begin(lesson(game_id))
    verdicts = []
    while not run.over:
        seen(run, run.text())
        step, prompt = run.current(), run.prompt()
        assert len(prompt.options) < MAX_BUTTONS, "the options and Rules fit the panel"
        judged = run.choose(choose(step, prompt))
        if judged.verdict == "refused":
            seen(run, run.why())
            assert run.prompt() == prompt, "asked again, nothing played"
            judged = run.choose(step.expect)
        verdicts.append(judged.verdict)
        assert len(verdicts) < 100, "the lesson does not end"
    seen(run, run.text())
    return run, verdicts


def nothing(run: LessonRun, text: Label) -> None:
    pass


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_followed_reaches_its_end_through_every_step(game_id):
    texts = []
    run, verdicts = play(game_id, follower, lambda run, text: texts.append(text.key))
    assert run.step == len(run.lesson.steps), "every step came"
    assert set(verdicts) == {"followed"} and 10 <= len(verdicts) <= 25
    assert texts[-1] == run.lesson.key(run.lesson.end)
    assert OFF_SCRIPT_KEY not in texts
    result = run.game.result(run.state)
    assert result is not None and result.ranks[run.lesson.learner] == 1


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_never_followed_still_reaches_its_end_and_says_how_to_go_on(game_id):
    texts = []
    run, verdicts = play(game_id, contrarian, lambda run, text: texts.append(text.key))
    keep = [step for step in run.lesson.steps if step.keep]
    assert verdicts.count("other") >= 3
    assert {run.lesson.key(step.name + "-why") for step in keep} <= set(texts)
    assert texts[-1] == run.lesson.key(run.lesson.end)
    assert OFF_SCRIPT_KEY in texts or FREE_PLAY_KEY in texts
    assert run.game.result(run.state) is not None


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("choose", [follower, contrarian], ids=["follower", "contrarian"])
def test_every_figure_a_lesson_names_is_the_engines(game_id, choose):
    catalog = messages("en-US")
    checked = []

    def check(run: LessonRun, text: Label) -> None:
        for name in variables(catalog[text.key]):
            assert text.args[name] == FIGURES[game_id][name](run.state), (text.key, name)
            checked.append(name)
        shown = tr("en-US", text, NAMES)
        said = {int(n) for n in re.findall(r"\d+", shown)}
        assert said <= RULE_CONSTANTS[game_id] | set(text.args.values()), shown

    play(game_id, choose, check)
    if choose is follower:
        assert set(checked) == set(FIGURES[game_id]), "every figure is said at some step"


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lessons_texts_show_nothing_of_the_scripted_seats_hidden_cards(game_id):
    """At every step, the hidden parts dealt otherwise (the engine's own sampling of a state
    consistent with the learner's view: the rival's hand, the deck, …) give the same text."""
    rng = Rng.from_seed(37)

    def same_text_whatever_is_hidden(run: LessonRun, text: Label) -> None:
        other = LessonRun(run.lesson, run.game.determinize(run.view(), rng), run.step)
        assert other.text() == text
        if not run.over:
            assert other.suggestion() == run.suggestion(), "a Hint's too"

    play(game_id, follower, same_text_whatever_is_hidden)


@pytest.mark.parametrize("game_id", LESSONS)
@pytest.mark.parametrize("choose", [follower, contrarian], ids=["follower", "contrarian"])
def test_a_lesson_hint_suggests_the_steps_choice_and_says_why(game_id, choose):
    """Hint names the step's suggestion while it is offered, with the reason the lesson gives
    when it insists (``keep``), else the step's own text; elsewhere the lesson suggests nothing
    (the front end gives the game's hint)."""
    suggested = []

    def check(run: LessonRun, text: Label) -> None:
        if run.over or text.key.endswith("-why"):
            return
        step, prompt, suggestion = run.current(), run.prompt(), run.suggestion()
        if text.key in (FREE_PLAY_KEY, OFF_SCRIPT_KEY) or step.expect is None:
            assert suggestion is None, text.key
            return
        index, reason = suggestion
        assert prompt.options[index].action == step.expect
        assert reason == (run.why() if step.keep else Label(SUGGESTED_KEY))
        suggested.append(step.name)

    play(game_id, choose, check)
    if choose is follower:
        assert len(suggested) == sum(step.expect is not None for step in lesson(game_id).steps)


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_every_lesson_text_is_in_each_catalog(locale):
    catalog = messages(locale)
    for game_id in LESSONS:
        run = lesson(game_id)
        keys = [run.key(step.name) for step in run.steps] + [run.key(run.end)]
        keys += [run.key(step.name + "-why") for step in run.steps if step.keep]
        keys += [OFF_SCRIPT_KEY, FREE_PLAY_KEY, SUGGESTED_KEY, "lesson-other-choice"]
        assert all(key in catalog for key in keys), [k for k in keys if k not in catalog]
