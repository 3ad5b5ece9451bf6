"""Guardiões do Mausoléu: the public table and a player's private hand, drawn from views.

Table, top to bottom: whose turn it is and what is being decided, beside the two piles; a header
naming the four constructions; one row per player in seat order (pawn and name, characters used,
hand size, sets and points; then the four construction counts, framed in gold once a set is
complete, and the characters and defences standing in the area); a legend for the icons.

Every card kind has an icon as well as a colour, so nothing depends on telling colours apart.

Modules: ``looks`` (each card kind's icon and colour, the small pieces), ``table`` (the header,
the piles and the legend), ``rows`` (a player's row), ``hand``.
"""

from render.mausoleum.hand import CARD_HEIGHT, CARD_WIDTH, draw_hand, hand_png, hand_view
from render.mausoleum.table import draw_table, mark_box, table_png

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "draw_hand",
    "draw_table",
    "hand_png",
    "hand_view",
    "mark_box",
    "table_png",
]
