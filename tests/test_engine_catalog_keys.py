"""Every text an engine emits (prompts, options, events, view summaries, result categories) must
exist in the English catalog and format without errors with the arguments the engine gives."""

from __future__ import annotations

import pytest

from engine.core import Label, RandomAgent, games, play
from locales import DEFAULT_LOCALE, bundle


def labels_in(label: Label):
    yield label
    for value in label.args.values():
        if isinstance(value, Label):
            yield from labels_in(value)


def emitted_labels(game, players: int, seeds: range) -> set[Label]:
    found: set[Label] = set()

    def collect(state, seat, action):
        found.update(labels_in(game.view(state, None).summary))
        for prompt in game.pending(state).values():
            found.update(labels_in(prompt.label))
            for option in prompt.options:
                found.update(labels_in(option.label))

    for seed in seeds:
        run = play(
            game,
            game.setup(players, seed),
            lambda s, seed=seed: RandomAgent(seed + s),
            after_each=collect,
        )
        for event in run.events:
            found.update(labels_in(event.label))
        for category in game.result(run.state).breakdown[0]:
            found.add(Label(f"{game.id}-cat-{category}"))
    return found


@pytest.mark.parametrize("game_id", list(games()))
def test_every_engine_label_is_in_the_english_catalog(game_id):
    game = games()[game_id]
    catalog = bundle(DEFAULT_LOCALE)
    assert catalog.has_message(f"game-{game_id}")
    labels = set()
    for players in range(game.min_players, game.max_players + 1):
        labels |= emitted_labels(game, players, range(8))
    problems = []
    for label in sorted(labels, key=lambda lab: lab.key):
        if not catalog.has_message(label.key):
            problems.append(f"missing {label.key}")
            continue
        plain = {k: ("x" if isinstance(v, Label) else v) for k, v in label.args.items()}
        _, errors = catalog.format_pattern(catalog.get_message(label.key).value, plain)
        if errors:
            problems.append(f"{label.key}: {errors}")
    assert not problems, "\n".join(problems)
