"""The one place where hooks on the bot's HTTP requests are put together.

discord.py takes one ``aiohttp.TraceConfig`` (``Client(http_trace=...)``) for its session, which
also carries interaction callbacks and follow-ups; aiohttp awaits each ``on_request_start``
callback before the request is sent, so a hook there may hold a request back (the global
limiter) or count it. Each piece that needs a hook hands it here.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from types import SimpleNamespace
from typing import Any

import aiohttp

TraceHook = Callable[[aiohttp.ClientSession, SimpleNamespace, Any], Awaitable[None]]
"""aiohttp's trace callback: ``(session, trace context, the signal's params)``."""


def trace_config(
    *,
    on_start: Iterable[TraceHook] = (),
    on_end: Iterable[TraceHook] = (),
    on_exception: Iterable[TraceHook] = (),
) -> aiohttp.TraceConfig:
    """A ``TraceConfig`` calling these hooks, in order, at each request's start, end (an
    answer came) and exception (none came)."""
    config = aiohttp.TraceConfig()
    config.on_request_start.extend(on_start)
    config.on_request_end.extend(on_end)
    config.on_request_exception.extend(on_exception)
    return config
