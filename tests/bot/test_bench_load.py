"""``bench.load`` keeps working: short runs against the real bot process count clicks, CPU and
bytes, and report no errors."""

from bench.load import run


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
