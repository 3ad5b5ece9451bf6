"""``bench.load`` keeps working: a short run against the real bot process counts clicks and
reports no errors."""

from bench.load import run


async def test_a_short_load_run_reports_its_clicks_without_errors():
    figures = await run(count=3, players=2, render_workers=0, max_clicks=4)
    assert figures["games"] == 3
    assert figures["errors"] == 0
    assert figures["clicks"] >= 3 * 4, "each game's option clicks (and its lobby clicks) counted"
    assert 0 < figures["p50_ms"] <= figures["p99_ms"]
    assert figures["peak_rss_mb"] > 0
