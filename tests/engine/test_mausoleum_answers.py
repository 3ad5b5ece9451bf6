"""Which of a seat's decisions are answers inside another seat's turn (the table's last moves
count them in that turn): exactly those taken while the turn is someone else's."""

from __future__ import annotations

import random

from engine.mausoleum import GAME


def test_an_answer_is_a_decision_in_another_seats_turn():
    answers = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.setup(2 + seed % 3, seed)
        while pending := GAME.pending(state):
            ((seat, prompt),) = pending.items()
            in_another_turn = seat != state.data["turn"]
            for option in prompt.options:
                assert GAME.answers_another_turn(option.action) == in_another_turn
            answers += in_another_turn
            state, _ = GAME.apply(state, seat, rng.choice(prompt.options).action)
    assert answers > 0
