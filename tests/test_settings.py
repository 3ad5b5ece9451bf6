"""Settings from the environment: relative paths beside bot.py, shards, one-line refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from settings import ROOT, ConfigError, Settings, Shards, shard_of
from tests.test_startup import assert_refused, run_bot

BOT_FOLDER = Path(__file__).resolve().parent.parent


@pytest.fixture
def environment(monkeypatch, tmp_path):
    """A clean environment with a token, run from a folder that is not the bot's."""
    for name in (
        "DATABASE_PATH",
        "SHARD_COUNT",
        "SHARD_IDS",
        "LOG_LEVEL",
        "DEV_GUILD_ID",
        "ANSWER_WAIT_MS",
        "METRICS_PORT",
        "METRICS_HOST",
        "AI_THINK_SECONDS",
        "AI_OFFER_EXPERT",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.chdir(tmp_path)
    return monkeypatch


def test_settings_live_beside_bot_py():
    assert ROOT == BOT_FOLDER
    assert (ROOT / "bot.py").is_file()


def test_a_relative_database_path_is_taken_from_the_bot_folder_not_the_working_one(
    environment, tmp_path
):
    environment.setenv("DATABASE_PATH", "data/elsewhere.sqlite3")
    assert Settings.from_env().database_path == BOT_FOLDER / "data" / "elsewhere.sqlite3"
    environment.delenv("DATABASE_PATH")
    assert Settings.from_env().database_path == BOT_FOLDER / "data" / "games.sqlite3"
    absolute = tmp_path / "mine.sqlite3"
    environment.setenv("DATABASE_PATH", str(absolute))
    assert Settings.from_env().database_path == absolute


def test_no_shard_settings_let_discord_choose_and_run_every_game(environment):
    settings = Settings.from_env()
    assert (settings.shard_count, settings.shard_ids, settings.shards) == (None, None, None)


def test_a_count_alone_runs_every_shard_here(environment):
    environment.setenv("SHARD_COUNT", "4")
    settings = Settings.from_env()
    assert (settings.shard_count, settings.shard_ids, settings.shards) == (4, None, None)


def test_shard_ids_of_a_count_pick_this_process_games(environment):
    environment.setenv("SHARD_COUNT", "4")
    environment.setenv("SHARD_IDS", " 3,1")
    settings = Settings.from_env()
    assert settings.shard_ids == (1, 3)
    assert settings.shards == Shards(4, (1, 3))
    guild_on_1 = (1000 * 4 + 1) << 22
    guild_on_2 = (1000 * 4 + 2) << 22
    assert settings.shards.owns(guild_on_1 + 12345)
    assert not settings.shards.owns(guild_on_2)
    assert not settings.shards.owns(None)  # outside a guild: shard 0, not ours
    assert shard_of(guild_on_2, 4) == 2 and shard_of(None, 4) == 0


def test_every_shard_named_is_the_same_as_none_named(environment):
    environment.setenv("SHARD_COUNT", "2")
    environment.setenv("SHARD_IDS", "0,1")
    assert Settings.from_env().shards is None


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"SHARD_COUNT": "two"}, "'two'"),
        ({"SHARD_COUNT": "0"}, "at least 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "separated by commas"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"}, "0 to 1"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "twice"),
        ({"SHARD_IDS": "0"}, "needs SHARD_COUNT"),
    ],
)
def test_bad_shard_settings_are_refused_in_one_line(environment, values, words):
    for name, value in values.items():
        environment.setenv(name, value)
    with pytest.raises(ConfigError) as refused:
        Settings.from_env()
    message = str(refused.value)
    assert "\n" not in message and words in message
    assert message.startswith(("SHARD_COUNT", "SHARD_IDS"))


def test_the_bot_refuses_shard_ids_outside_the_count_at_once(tmp_path):
    outcome = run_bot(tmp_path, SHARD_COUNT="2", SHARD_IDS="0,2")
    assert_refused(outcome, "SHARD_IDS", "0 to 1")


def test_the_bot_refuses_a_count_that_is_no_number_at_once(tmp_path):
    assert_refused(run_bot(tmp_path, SHARD_COUNT="many"), "SHARD_COUNT", "'many'")


@pytest.mark.parametrize(("raw", "seconds"), [(None, 0.05), ("0", 0.0), ("120", 0.12)])
def test_the_answer_wait_is_read_in_milliseconds(environment, raw, seconds):
    if raw is not None:
        environment.setenv("ANSWER_WAIT_MS", raw)
    assert Settings.from_env().answer_wait == pytest.approx(seconds)


@pytest.mark.parametrize("raw", ["-1", "2500", "soon"])
def test_an_answer_wait_past_discords_deadline_is_refused(environment, raw):
    """Discord fails a click not acknowledged within 3 s: the wait stays within 0-2000 ms."""
    environment.setenv("ANSWER_WAIT_MS", raw)
    with pytest.raises(ConfigError, match="^ANSWER_WAIT_MS"):
        Settings.from_env()


def test_metrics_are_off_unless_a_port_is_set(environment):
    assert Settings.from_env().metrics_address is None


@pytest.mark.parametrize(
    ("values", "address"),
    [
        ({"METRICS_PORT": "9100"}, ("127.0.0.1", 9100)),
        ({"METRICS_PORT": "9100", "METRICS_HOST": "0.0.0.0"}, ("0.0.0.0", 9100)),
        ({"METRICS_PORT": "9100", "SHARD_COUNT": "4"}, ("127.0.0.1", 9100)),
        ({"METRICS_PORT": "9100", "SHARD_COUNT": "4", "SHARD_IDS": "0,1"}, ("127.0.0.1", 9100)),
        ({"METRICS_PORT": "9100", "SHARD_COUNT": "4", "SHARD_IDS": "3,2"}, ("127.0.0.1", 9102)),
    ],
)
def test_each_process_of_a_shared_env_serves_metrics_on_a_port_of_its_own(
    environment, values, address
):
    """Processes of one bot (one per group of shards) read the same ``.env``: each adds its
    first shard's number to METRICS_PORT."""
    for name, value in values.items():
        environment.setenv(name, value)
    assert Settings.from_env().metrics_address == address


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"METRICS_PORT": "http"}, "'http'"),
        ({"METRICS_PORT": "0"}, "1 to 65535"),
        ({"METRICS_PORT": "70000"}, "1 to 65535"),
        ({"METRICS_PORT": "65535", "SHARD_COUNT": "2", "SHARD_IDS": "1"}, "past 65535"),
    ],
)
def test_a_bad_metrics_port_is_refused_in_one_line(environment, values, words):
    for name, value in values.items():
        environment.setenv(name, value)
    with pytest.raises(ConfigError, match="^METRICS_PORT") as refused:
        Settings.from_env()
    assert "\n" not in str(refused.value) and words in str(refused.value)


@pytest.mark.parametrize(("raw", "seconds"), [(None, 2.0), ("0.5", 0.5), ("4", 4.0)])
def test_the_expert_thinking_time_is_read_in_seconds(environment, raw, seconds):
    if raw is not None:
        environment.setenv("AI_THINK_SECONDS", raw)
    assert Settings.from_env().ai_think_seconds == seconds


@pytest.mark.parametrize("raw", ["0", "-1", "31", "long"])
def test_an_expert_thinking_time_that_never_ends_or_never_starts_is_refused(environment, raw):
    environment.setenv("AI_THINK_SECONDS", raw)
    with pytest.raises(ConfigError, match="^AI_THINK_SECONDS"):
        Settings.from_env()


@pytest.mark.parametrize(
    ("raw", "offered"),
    [(None, True), ("", True), ("0", False), ("off", False), ("1", True), ("yes", True)],
)
def test_the_expert_is_offered_unless_turned_off(environment, raw, offered):
    if raw is not None:
        environment.setenv("AI_OFFER_EXPERT", raw)
    assert Settings.from_env().offer_expert is offered


def test_a_yes_no_setting_refuses_anything_else(environment):
    environment.setenv("AI_OFFER_EXPERT", "maybe")
    with pytest.raises(ConfigError, match="AI_OFFER_EXPERT must be 1 or 0"):
        Settings.from_env()


def test_settings_import_nothing_of_the_bot_so_no_circle_runs_through_them():
    """``db`` and ``cogs`` read the settings; the settings once imported ``db.database`` back
    (for a path's parsing), a circle import-linter cannot see: ``settings`` is a module beside the
    root packages, not one of them."""
    import ast

    tree = ast.parse((ROOT / "settings.py").read_text())
    imported = {
        (node.module or "").split(".")[0] if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    ours = {"engine", "locales", "ratings", "render", "db", "play", "cogs", "bot", "tools"}
    assert not imported & ours
