"""The results image: names wrap in their narrow columns rather than lose their end."""

from __future__ import annotations

import pytest

from engine.core import games
from locales import SUPPORTED_LOCALES
from render.common import draw_results
from render.samples import moments

BOT_NAMES = ["Bot 1 (Normal)", "Bot 2 (Difficile)", "Ana", "Bot 3 (Fácil)"]


@pytest.mark.parametrize("game_id", list(games()))
def test_four_players_names_are_shown_whole(game_id):
    """With four players each column is narrow: "Bot 1 (Normal)" was drawn "Bot 1 (N…" (issue
    33). A name of two short words takes two lines instead."""
    final = moments(game_id, 4, seed=0)[-1]
    for locale in SUPPORTED_LOCALES:
        canvas = draw_results(final.public, final.result, BOT_NAMES, locale)
        drawn = [placed.drawn for placed in canvas.texts()]
        assert not [text for text in drawn if "…" in text], locale
        words = set(" ".join(drawn).split())
        for name in BOT_NAMES:
            assert set(name.split()) <= words, (locale, name)
