"""What watches discord.py's HTTP requests: one ``aiohttp.TraceConfig`` built from hook objects.

discord.py takes a single ``http_trace`` (``Client(http_trace=…)``); each part of the bot that
wants to see the requests (the global limiter, ``cogs.pacing.GlobalLimiter``, whose
``on_request_start`` aiohttp awaits before the request is sent, so it may hold a request back;
the metrics' counts, ``cogs.metrics.RequestMetrics``) is a hook object with any of
``on_request_start``, ``on_request_end`` and ``on_request_exception`` (aiohttp's signatures:
``(session, context, params)``). The
``context`` namespace is shared by every hook of one request: a hook names its attributes after
itself (e.g. ``context.metrics_started``).
"""

from __future__ import annotations

from collections.abc import Iterable

import aiohttp

SIGNALS = ("on_request_start", "on_request_end", "on_request_exception")


def trace_config(hooks: Iterable[object]) -> aiohttp.TraceConfig:
    """One TraceConfig calling, for each request, the hooks' handlers in the order given."""
    config = aiohttp.TraceConfig()
    for hook in hooks:
        for signal in SIGNALS:
            handler = getattr(hook, signal, None)
            if handler is not None:
                getattr(config, signal).append(handler)
    return config
