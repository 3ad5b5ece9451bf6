"""Pebbles, the game of the tests: its rules, a whole game through the bot (lobby, start,
moves, a bot's decisions, results, replay, statistics) at the bot's default settings, render
and AI worker processes included, and the proof that it needed no file outside this folder.

The shared tests (engine contract, views, catalogs, images, whole games) run over it as over
every registered game; these are the ones about it alone."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from engine.core import BACK, IllegalAction, games, get_game, replay
from engine.core.registry import package, registered
from locales import catalog_paths, translate
from tests.bot.driver import custom_id, play_to_the_end, start_game
from tests.games.pebbles.game import LAST_PEBBLE_BONUS, pile_size
from tests.test_catalogs import message_ids, owned_by

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
GAME = get_game("pebbles")


def test_it_is_registered_from_the_tests_only():
    assert "pebbles" in games() and "tests.games.pebbles" in registered()
    assert package("pebbles").game is GAME


# -- the rules -----------------------------------------------------------------------------------


def test_each_pile_holds_five_pebbles_plus_two_per_player():
    for players in (2, 3, 4):
        assert (
            GAME.setup(players, 1).data["piles"]
            == [pile_size(players)] * 2
            == [5 + 2 * players] * 2
        )


def test_a_turn_is_a_pile_then_one_or_two_pebbles_and_the_pile_can_be_taken_back():
    state = GAME.setup(2, 1)
    assert [o.action for o in GAME.pending(state)[0].options] == [{"pile": 0}, {"pile": 1}]
    chosen, events = GAME.apply(state, 0, {"pile": 1})
    assert events == [] and GAME.can_take_back(chosen, 0)
    assert GAME.apply(chosen, 0, BACK)[0].data == state.data
    took, _ = GAME.apply(chosen, 0, {"take": 2})
    assert took.data["piles"] == [9, 7] and took.data["taken"] == [2, 0]
    assert list(GAME.pending(took)) == [1]
    with pytest.raises(IllegalAction):
        GAME.apply(took, 1, {"take": 1})  # a pile first


def test_the_last_pebble_of_a_pile_scores_two_more_and_the_game_ends_with_both_piles():
    state = GAME.setup(2, 1)
    state.data.update(piles=[1, 2], taken=[5, 5])
    state, events = GAME.apply(GAME.apply(state, 0, {"pile": 0})[0], 0, {"take": 1})
    assert [e.label.key for e in events] == ["pebbles-ev-took", "pebbles-ev-last"]
    assert GAME.result(state) is None
    state = GAME.apply(GAME.apply(state, 1, {"pile": 1})[0], 1, {"take": 2})[0]
    result = GAME.result(state)
    assert result.scores == (6 + LAST_PEBBLE_BONUS, 7 + LAST_PEBBLE_BONUS)
    assert result.ranks == (2, 1) and GAME.pending(state) == {}


# -- through the bot -----------------------------------------------------------------------------


async def test_a_whole_game_plays_through_the_bot(fake, table_bot):
    """Two people and a normal bot (it decides in an AI worker, the images are drawn in render
    workers: both learn of the game from the registry handed to them)."""
    assert table_bot.settings.render_workers > 0 and table_bot.settings.ai_workers > 0
    alice, bob = fake.user("alice"), fake.user("bob")
    lobby = (await alice.slash("play", game="pebbles")).message
    assert "Pebbles" in str(lobby.embeds[0])
    await (await alice.click(lobby, custom_id(lobby, "lobby:", ":cancel"))).answered()

    table = await start_game(fake, table_bot, alice, "pebbles", [alice, bob], bots=["normal"])
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert table.embeds and table.attachments, "the table is drawn"
    await play_to_the_end(fake, table_bot, [alice, bob], record.id)

    record = await table_bot.store.games.get(record.id)
    log = await table_bot.store.actions.action_log(record.id)
    assert record.status == "finished" and {a.seat for a in log} == {0, 1, 2}
    state = replay(GAME, 3, record.seed, record.options, [(a.seat, a.action) for a in log])
    expected = GAME.result(state)
    assert await table_bot.store.games.result(record.id) == expected.to_json()
    final = fake.message(record.message_id)
    shown = {
        m[1]: int(m[2])
        for f in final.embeds[0]["fields"]
        if (m := re.fullmatch(r"\d+\. (.+): (-?\d+) points", f["name"]))
    }
    names = ["Alice", "Bob", "Bot 1 (Normal)"]
    assert shown == {names[seat]: expected.scores[seat] for seat in range(3)}

    ending = next(m for m in fake.channel_messages() if m.content.startswith("Game over"))
    (animation,) = ending.attachments
    assert Image.open(io.BytesIO(animation.data)).n_frames > 2, "the replay's animation"
    viewer = await (await alice.slash("game replay")).answered()
    assert viewer.attachments and viewer.embeds[0]["description"].startswith("Step 1 of ")

    stats = await (await bob.slash("stats")).answered()
    assert stats.embeds[0]["fields"][0]["name"].startswith("Pebbles")
    assert "1 game" in stats.embeds[0]["fields"][0]["value"]


# -- what its registration needed --------------------------------------------------------------

FILES = [
    "__init__.py",
    "ai.py",
    "conftest.py",
    "game.py",
    "locales/en-US/pebbles.ftl",
    "locales/es-ES/pebbles.ftl",
    "locales/fr/pebbles.ftl",
    "locales/pt-BR/pebbles.ftl",
    "render.py",
    "test_pebbles.py",
]
"""Everything the game is: rules, AI, renderer, texts in four languages, and these tests."""


def tracked(*arguments: str) -> list[str]:
    """The repository's files (committed or new, not ignored), from its root."""
    command = ["git", "ls-files", "--cached", "--others", "--exclude-standard", *arguments]
    return subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()


def test_its_package_holds_everything_and_no_other_file_names_it():
    """Registering it touched no file of the bot or of the shared tests: the package is these
    files, and no file outside it names the game or its package."""
    folder = HERE.relative_to(ROOT).as_posix()
    assert sorted(tracked(folder)) == [f"{folder}/{name}" for name in FILES]
    naming = [
        path
        for path in tracked()
        if not path.startswith(f"{folder}/")
        and (ROOT / path).is_file()
        and re.search(rb"pebbles", (ROOT / path).read_bytes(), re.IGNORECASE)
    ]
    assert naming == []


def test_what_the_registry_reads_of_it_is_inside_its_package():
    found = package("pebbles")
    for module in (found.ai, found.renderer):
        assert module.startswith(f"{found.catalogs}.")
    assert found.catalogs == "tests.games.pebbles" and found.lesson is None
    for locale in ("en-US", "pt-BR", "es-ES", "fr"):
        own = [path for path in catalog_paths(locale) if path.is_relative_to(HERE)]
        assert [path.relative_to(HERE).as_posix() for path in own] == [
            f"locales/{locale}/pebbles.ftl"
        ]
        assert translate(locale, "game-pebbles") != "game-pebbles"
        shared = [path for path in catalog_paths(locale) if not path.is_relative_to(HERE)]
        assert shared, "the bot's own catalogs and the other games'"
        assert [
            (path, key) for path in shared for key in message_ids(path) if owned_by("pebbles", key)
        ] == [], "no shared catalog holds a text of it"
