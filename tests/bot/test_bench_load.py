"""``bench.load`` keeps working: short runs against the real bot process count clicks, CPU and
bytes, and report no errors; under real conditions (latency, Discord's limits) they split the
requests by bucket and check the moves and tables against the database."""

import threading
import time
from importlib import import_module
from types import SimpleNamespace

from discord import gateway

from bench.load import Down, made_while_down, run
from bench.probe import Heartbeats, read_bot_probe
from tests.bot.process import BotProcess
from tests.fakediscord import FakeDiscord
from tests.fakediscord.conditions import Conditions
from tests.games import TEST_GAMES


async def test_a_short_load_run_reports_its_clicks_without_errors():
    figures = await run(count=3, players=2, render_workers=0, max_clicks=4)
    assert figures["games"] == 3
    assert figures["errors"] == 0
    assert figures["clicks"] >= 3 * 4, "each game's option clicks (and its lobby clicks) counted"
    assert 0 < figures["p50_ms"] <= figures["p99_ms"]
    assert figures["peak_rss_mb"] > 0
    assert figures["bot_cpu_ms_per_click"] > 0
    assert figures["kb_uploaded_per_click"] > 0


async def test_people_who_think_are_measured_click_to_full_answer():
    figures = await run(
        count=2,
        players=2,
        render_workers=1,
        max_clicks=None,
        seconds=4,
        think_seconds=0.05,
        game="capital-lux",
    )
    assert figures["errors"] == 0
    assert figures["option_clicks"] > 0
    assert figures["option_clicks_served_per_s"] > 0
    assert 0 < figures["answer_p50_ms"] <= figures["answer_p99_ms"]
    by_process = figures["cpu_ms_per_click_by_process"]
    assert by_process["main"] > 0 and by_process["render"] > 0, "the render worker is counted"
    assert any(name.startswith("render-") for name in figures["peak_rss_mb_by_process"])


async def test_a_short_load_run_on_postgresql(postgres_url):
    figures = await run(count=2, players=2, render_workers=0, max_clicks=3, database=postgres_url)
    assert figures["database"] == "postgresql"
    assert figures["errors"] == 0 and figures["games"] == 2
    assert figures["clicks"] >= 2 * 3


async def test_tables_with_bots_at_the_default_settings_report_the_waits_for_them():
    figures = await run(
        count=2,
        players=1,
        render_workers=None,
        max_clicks=None,
        seconds=6,
        think_seconds=0.05,
        game="capital-lux",
        bots=2,
    )
    assert figures["errors"] == 0 and figures["option_clicks"] > 0
    assert figures["bot_waits"] > 0 and figures["bot_waits_over"] == 0
    assert figures["bot_wait_p50_s"] > 0
    assert figures["cpu_ms_per_click_by_process"].get("ai", 0) > 0, "the bots thought in a worker"


async def test_under_real_conditions_the_requests_and_outcomes_are_reported():
    figures = await run(
        count=2,
        players=2,
        render_workers=0,
        max_clicks=None,
        seconds=4,
        think_seconds=0.05,
        game="luxor",  # a ping at every turn: Capital Lux calls both players at once
        conditions=Conditions.real(rtt_ms=40, jitter_ms=10),  # shorter: the test's time
    )
    assert figures["conditions"]["limits"] and figures["conditions"]["rtt_ms"] == 40
    assert figures["errors"] == 0 and figures["option_clicks"] > 0
    global_, exempt = figures["global_requests_per_click"], figures["exempt_requests_per_click"]
    assert global_ > 0 and exempt > 0
    assert abs(global_ + exempt - figures["requests_per_click"]) <= 0.02, "the split sums up"
    assert (
        figures["global_requests_per_click_by_route"]
        .keys()
        .isdisjoint(figures["exempt_requests_per_click_by_route"])
    )
    assert (
        "PATCH /channels/{channel_id}/messages/{message_id}"
        in (figures["global_requests_per_click_by_route"])
    ), "table edits are on the global bucket"
    assert all(
        route.split(" ", 1)[1].startswith(("/interactions/", "/webhooks/"))
        for route in figures["exempt_requests_per_click_by_route"]
    )
    assert figures["unexpected_429"] == 0 and figures["unacknowledged"] == 0
    assert figures["fault_notices"] == figures["looked_again"] == 0, "no answer was lost"
    assert figures["tables_tried_again"] == 0
    assert figures["lost_moves"] == 0 and figures["doubled_moves"] == 0
    assert figures["answered_clicks"] >= figures["option_clicks"]
    assert figures["tables"] == 2 and figures["tables_differing"] == 0
    assert figures["doubled_tables"] == 0 and figures["doubled_pings"] == 0
    rtt = 40 - 10
    assert figures["p50_ms"] >= rtt, "an acknowledgement takes a gateway trip and half a call"
    assert rtt <= figures["answer_p50_ms"] <= figures["answer_p99_ms"]
    assert rtt <= figures["table_p50_ms"] <= figures["table_p99_ms"]
    assert figures["pings_timed"] > 0 and 0 < figures["ping_p50_ms"] <= figures["ping_p99_ms"]
    assert figures["max_human_games_under_global_limit"] > 0
    assert figures["harness_loop_lag_max_ms"] >= figures["harness_loop_lag_p99_ms"] >= 0
    assert figures["bot_loop_lag_max_ms"] > 0, "the bot's loop was measured"


async def test_group_dm_tables_under_real_conditions_spend_nothing_of_the_global_limit():
    """``--context private``: the tables live in group DMs on interaction tokens alone, so every
    request is an interaction callback or webhook, none on the global 50/s (issue 36)."""
    figures = await run(
        count=2,
        players=3,
        render_workers=0,
        max_clicks=None,
        seconds=4,
        think_seconds=0.05,
        game="luxor",
        conditions=Conditions.real(rtt_ms=40, jitter_ms=10),  # shorter: the test's time
        context="private",
    )
    assert figures["context"] == "private"
    assert figures["errors"] == 0 and figures["option_clicks"] > 0
    assert figures["global_requests_per_click"] == 0 and figures["exempt_requests_per_click"] > 0
    assert (
        "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
        in figures["exempt_requests_per_click_by_route"]
    ), "the table is edited through a token"
    assert figures["unexpected_429"] == 0 and figures["unacknowledged"] == 0
    assert figures["lost_moves"] == 0 and figures["doubled_moves"] == 0
    assert figures["tables"] == 2 and figures["tables_differing"] == 0


async def test_tables_in_threads_as_discord_s_defaults_allow_are_played_and_checked():
    """``--context thread``: the bot may open threads, as by default, so each /play opens its
    table in a thread of the group's channel; the players find it from /play's link there."""
    figures = await run(
        count=2,
        players=2,
        render_workers=0,
        max_clicks=3,
        game="mausoleum",
        conditions=Conditions.real(rtt_ms=40, jitter_ms=10),  # shorter: the test's time
        context="thread",
    )
    assert figures["context"] == "thread"
    assert figures["errors"] == 0 and figures["option_clicks"] == 2 * 3
    assert figures["lost_moves"] == 0 and figures["doubled_moves"] == 0
    assert figures["tables"] == 2 and figures["tables_differing"] == 0


async def run_with_kills(count: int, **more) -> dict:
    """Games of the tests, a few moves long, played while a bot is SIGKILLed every 1.5 to 4.5
    s and started again on the same database (a click made while it is down fails, and they
    click again), each table's players leaving once a game of theirs ended after the first
    kill; then what every such run must show: no error but the crash's own, no move lost or
    doubled, every table as stored, every ending shown and rated once. The players leave
    after that game rather than at a set time: on a slow machine a restart takes many seconds,
    and a run of set length may end no game (it did, in CI at a sixth of the machine's speed)."""
    figures = await run(
        count=count,
        players=2,
        render_workers=None,
        max_clicks=None,
        seconds=180,  # a bound only: a game of the tests ends within seconds of the first kill
        games_per_table=1,
        think_seconds=0.05,
        game=import_module(TEST_GAMES[0]).GAME.id,
        kill_seconds=3,
        **more,
    )
    assert figures["kills"] >= 1 and figures["restart_max_s"] > 0
    assert figures["option_clicks"] > 0 and figures["errors"] == 0, "none but the crash's own"
    assert figures["lost_moves"] == 0 and figures["doubled_moves"] == 0
    assert figures["tables"] >= count and figures["tables_differing"] == 0
    assert figures["games_ended"] >= count, "every table played a game to its end through kills"
    assert figures["endings_not_shown"] == figures["endings_shown_twice"] == 0
    assert figures["endings_not_rated"] == figures["ratings_miscounted"] == 0
    return figures


async def test_a_bot_killed_and_started_again_mid_run_loses_and_doubles_nothing():
    """``--kill-seconds``: the bot and its workers are killed and started again."""
    figures = await run_with_kills(count=2)
    assert len([k for k in figures["peak_rss_mb_by_process"] if k.startswith("main-")]) == 1


async def test_a_bot_stopped_and_started_again_mid_run_exits_cleanly_and_loses_nothing():
    """``--graceful``: SIGTERM, as a deploy's restart sends, while the players click on: the
    bot finishes what it does, exits 0 every time, and loses or doubles nothing."""
    figures = await run_with_kills(count=2, graceful=True)
    assert figures["graceful"] and figures["unclean_exits"] == 0


async def test_bots_of_two_shards_killed_in_turn_lose_and_double_nothing(postgres_url):
    """``--shards 2 --kill-seconds``: a bot process per shard on one PostgreSQL database, the
    tables in a server of each shard, one of the two bots killed at a time while the other
    plays on: both shards' games are answered."""
    figures = await run_with_kills(count=4, database=postgres_url, shards=2)
    assert figures["shards"] == 2
    by_shard = figures["answered_clicks_by_shard"]
    assert set(by_shard) == {"0", "1"} and min(by_shard.values()) > 0, by_shard
    assert len([k for k in figures["peak_rss_mb_by_process"] if k.startswith("main-")]) == 2


async def test_an_ack_handled_before_the_heartbeat_thread_wakes_is_timed_from_the_write():
    """discord.py's heartbeat thread notes a heartbeat as sent only once it gets the interpreter
    back; an ACK from a loopback fake may be handled before that, and was measured against the
    previous heartbeat: the whole interval ("Can't keep up, shard ID 0 websocket is 41.3s
    behind" in bench runs longer than the fake's 41.25-s interval)."""

    class Socket:
        async def send_str(self, text: str) -> None:
            pass

    ws = SimpleNamespace(
        socket=Socket(), shard_id=0, thread_id=threading.get_ident(), _max_heartbeat_timeout=60.0
    )
    handler = gateway.KeepAliveHandler(ws=ws, interval=41.25, shard_id=0)
    ws._keep_alive = handler
    handler._last_send = time.perf_counter() - 41.25  # the heartbeat before this one
    restore = Heartbeats().install()
    try:
        await gateway.DiscordWebSocket.send_heartbeat(ws, {"op": 1, "d": 7})
        handler.ack()  # the thread has not noted the send yet
    finally:
        restore()
    assert handler.latency < 1.0


async def test_the_bot_process_reports_its_loop_lag_and_heartbeats(tmp_path):
    interval = 0.2
    async with FakeDiscord.running(heartbeat_interval=interval) as fake:
        bot = BotProcess(fake, tmp_path / "bot.sqlite3", BENCH_PROBE="1")
        await bot.start(capture_log=True)
        try:
            await fake.wait_for(lambda: fake.gateway.stats.heartbeats >= 10, timeout=30)
        finally:
            await bot.stop()
            await bot.exited()
    lag, heartbeats, _ = read_bot_probe(bot.log)
    assert lag, "the loop's lag was sampled"
    assert len(heartbeats) >= 8
    reported = [round(seconds, 3) for seconds, _ in heartbeats]
    assert max(reported) < interval / 2, f"an interval counted as the latency: {reported}"


async def test_discord_out_of_reach_for_the_run_s_last_seconds_leaves_every_table_as_stored():
    """``--discord-outage-seconds``: REST answered 5xx, the gateway refused and nobody
    clicking, then Discord back: the bot connects again and settles its tables."""
    game = import_module(TEST_GAMES[0]).GAME.id
    figures = await run(2, 2, None, None, 10, 0.05, game, discord_outage_seconds=4)
    assert figures["discord_outage_seconds"] == 4
    assert figures["reconnected_after_s"] is not None
    assert figures["option_clicks"] > 0 and figures["lost_moves"] == 0
    assert figures["doubled_moves"] == 0 and figures["tables_differing"] == 0
    kinds = figures["errors_by_kind"]
    assert kinds["apologies"] == kinds["failed_games"] == 0, kinds


def test_a_click_from_3_s_before_a_kill_to_the_bot_ready_again_is_the_crash_s_own():
    """What the kill runs excuse: a failed click, and a table its players gave up opening
    when their last try was such a click (a slow machine restarts the bot slowly)."""
    kills = [Down(killed=10.0, ready=14.0, shard=1)]
    shards = SimpleNamespace(of_interaction=lambda interaction: interaction.shard)
    made = lambda at, shard=1: SimpleNamespace(created_at=at, shard=shard)  # noqa: E731
    assert made_while_down(made(7.5), kills, shards)
    assert made_while_down(made(14.0), kills, shards)
    assert not made_while_down(made(6.5), kills, shards), "well before the kill"
    assert not made_while_down(made(14.5), kills, shards), "the bot was ready again"
    assert not made_while_down(made(12.0, shard=0), kills, shards), "another shard's bot"
