"""Discord's rate limits, as the fake enforces them when `Conditions.limits` is on.

Sources: Discord's developer documentation, "Rate Limits" (headers, buckets, the global and the
invalid-request limits) and its support article on the global limit; the per-route values are
not published ("do not hard-code them") and are the publicly observed ones.
"""

from __future__ import annotations

EXEMPT_PREFIXES = ("POST /interactions/", "GET /webhooks/", "POST /webhooks/", "PATCH /webhooks/",
                   "DELETE /webhooks/")  # fmt: skip
"""Discord docs, Rate Limits (Global Rate Limit): interaction endpoints are not bound to the
bot's global limit (the callback, and the webhook routes with an interaction token: every
webhook route of the fake is one)."""


def on_global_bucket(route: str) -> bool:
    """Whether a route key ("POST /channels/{channel_id}/messages") counts on the global limit."""
    return not route.startswith(EXEMPT_PREFIXES)
