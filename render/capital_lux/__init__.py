"""Capital Lux: the public table and a player's private hand, drawn from views.

Table, top to bottom: a header (whose turn it is or which step the round is in, and what is
being decided); the Capital, one column per colour with its power's icon and name, the cards in
it, the modifiers lying on it (with who placed them) and its total; then one row per player
whose home city is split into the same four columns, so each home total sits right under the
Capital total it is measured against at the round end; a legend.

From a round end until the next round's play, the view keeps that round end's report, and the
image shows it in place: revealed modifier values in the Capital, each column's limit, and in
the players' cells the gold paid, the cards discarded and the bonus cards taken (cells still
waiting for a decision are framed in red).

Every colour has its power's icon and name as well as its hue, so nothing depends on telling
colours apart.

Modules: ``looks`` (each colour's look, chip sizes, shared texts), ``pieces`` (chips, glyphs,
marks), ``geometry`` (where things lie), ``base`` (the static part and the legend), ``table``
(header and Capital), ``rows`` (a player's row), ``hand``.
"""

from render.capital_lux.hand import CARD_HEIGHT, CARD_WIDTH, draw_hand, hand_png, hand_view
from render.capital_lux.table import draw_table, mark_box, table_png

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
