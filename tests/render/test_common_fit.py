"""Texts embedding a player's name shorten the name, not the words around it."""

from render.common.canvas import Canvas
from render.common.fit import shorten_to_fit


def turn(name: str) -> str:
    return f"{name}'s turn"


def test_a_text_that_fits_is_unchanged():
    canvas = Canvas(100, 20)
    assert shorten_to_fit(canvas, turn, "Ana", 16, 100) == "Ana's turn"


def test_a_long_name_is_cut_and_the_sentence_kept():
    canvas = Canvas(200, 20)
    name = "Wolfeschlegelsteinhausenbergerdorff"
    text = shorten_to_fit(canvas, turn, name, 16, 160, bold=True)
    assert text.endswith("…'s turn")
    assert text.startswith("Wolf")
    assert canvas.text_width(text, 16, bold=True) <= 160
    longer = text.replace("…", name[len(text) - len("…'s turn")] + "…")
    assert canvas.text_width(longer, 16, bold=True) > 160
