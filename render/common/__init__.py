"""Drawing code shared by every game's renderer."""

from render.common.canvas import MIN_PREVIEW_TEXT_PX, PREVIEW_WIDTH_PX, Box, Canvas
from render.common.fonts import font
from render.common.guard import require_view
from render.common.results import draw_results, results_png

__all__ = [
    "MIN_PREVIEW_TEXT_PX",
    "PREVIEW_WIDTH_PX",
    "Box",
    "Canvas",
    "draw_results",
    "font",
    "require_view",
    "results_png",
]
