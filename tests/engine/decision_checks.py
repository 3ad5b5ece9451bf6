"""What the decision tests of every game share (issue 18): English texts, the previews a front
end shows, and everything one seat reads about its decision and the images."""

from __future__ import annotations

from engine.ai.hints import hint
from engine.core import Game, Label, State
from locales import tr

NAMES = ["Ana", "Bruno", "Carla", "Davi"]


def english(label: Label) -> str:
    return tr("en-US", label, NAMES)


def previews(game: Game, state: State, seat: int) -> dict[str, str]:
    """Each option's English label → its English preview, as the front end shows them."""
    shown = game.prompt_for(state, seat)
    return {english(option.label): english(option.preview) for option in shown.options}


def reads(game: Game, state: State, seat: int) -> list[str]:
    """Everything ``seat`` reads: its hand's and the table's descriptions, and when it must
    decide, the options' previews and the hint (option and reason)."""
    view = game.view(state, seat)
    lines = game.hand_alt(view) + game.table_alt(game.view(state, None))
    texts = [english(line) for line in lines]
    shown = game.prompt_for(state, seat)
    if shown is not None:
        texts += [english(option.preview) for option in shown.options if option.preview]
        given = hint(game.id, view, game.pending(state)[seat])
        texts += [str(given.index), english(given.reason)]
    return texts


def every_option_has_a_preview(game: Game, states: list[State]) -> set[str]:
    """Every option offered in ``states`` comes with a preview that translates fully (no
    placeholder left); returns the action kinds (``do``) seen."""
    seen = set()
    for state in states:
        for seat in game.pending(state):
            for option in game.prompt_for(state, seat).options:
                assert option.preview is not None, option
                text = english(option.preview)
                assert text and "{" not in text and option.preview.key not in text, text
                seen.add(option.action["do"])
    return seen
