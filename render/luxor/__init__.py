"""Luxor: the public table and a player's private hand, drawn from views.

Table, top to bottom: the stairs (where adventurers start) beside the round and whose turn it
is; the temple as a 7x7 grid walked as a square spiral (outer ring spaces 1–24, inner ring
25–40, the tomb chamber and the card piles in the centre 3x3); one row per player.

Walls are the gaps between grid cells that are not consecutive on the path, so the corridor
reads as one winding way from the stairs to the tomb. Each space shows its number and wall VP
in its top strip (drawn once per process with the rest of the board), then its tile, then the
adventurers standing there. The Anubis statues stand in the doorways they guard, holding the
adventurers lying there.

Tiles use icons and numbers only: words would not fit a 74-unit cell at the legibility floor.

Hand: the cards left to right, each with its figures and what it does; the two ends, the only
playable cards, are framed in gold under a "left"/"right" pointer and the others faded; then the
owner's scarab values.

Speed: the board is drawn once per process, each kind of tile and card face once (sprites that
are stamped), and the PNG is written unfiltered (``render.common.png``).

Modules: ``looks`` (colours, texts), ``geometry`` (where things lie), ``board`` (the static
part), ``pieces`` (pawns, figures and pictograms in rows), ``tiles``, ``cards``, ``icons``
(Luxor's pictograms), ``table``, ``hand``.
"""

from render.luxor.hand import CARD_HEIGHT, CARD_WIDTH, draw_hand, hand_png, hand_view
from render.luxor.table import draw_table, mark_box, table_png

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
