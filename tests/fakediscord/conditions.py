"""Real conditions for the fake (issue 34): latency, Discord's rate limits, faults, gateway drops.

All off by default, so the suite keeps its speed; `Conditions.real()` is Discord as a bot meets
it, and `Conditions.from_env()` lets one run the whole suite under, say, 20 ms of latency:

    FAKEDISCORD_RTT_MS=20 FAKEDISCORD_JITTER_MS=10 FAKEDISCORD_LIMITS=1 pytest tests/...

`fake.traffic` counts what the conditions did (requests on the global bucket, 429s by scope,
faults, drops), so a harness can compare runs.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, fields

REAL_RTT_MS = 100.0
REAL_JITTER_MS = 40.0
"""`Conditions.real()`: a round trip from a bot hosted in Europe or the US east coast to Discord's
API, as commonly observed (tens to a few hundred ms); the issue's 100 ms ± 40 ms."""

ENV_PREFIX = "FAKEDISCORD_"


@dataclass(frozen=True)
class Conditions:
    rtt_ms: float = 0.0
    """REST round trip added to every call: half before the fake acts, half after."""
    jitter_ms: float = 0.0
    """Uniform ± on each trip (half of it on a gateway dispatch, a one-way trip)."""
    gateway_delay_ms: float | None = None
    """Delay of each gateway frame the fake sends; None: `rtt_ms / 2`."""
    limits: bool = False
    """Discord's buckets (and their headers), the global 50/s, 30046, the invalid-request ban."""
    fault_rate: float = 0.0
    """Share of REST calls answered 500/502/503 or "timed out" (see `faults.py`)."""
    gateway_drop_seconds: float = 0.0
    """> 0: every gateway connection drops every so many seconds (clients RESUME)."""
    gateway_silence_seconds: float = 0.0
    """> 0: every gateway connection goes silent ("zombied": open, nothing crossing it) every so
    many seconds; only the client can end it, by giving the connection up and resuming."""
    clock_skew_seconds: float = 0.0
    """How far Discord's clock runs ahead of the host's (negative: the host's clock is ahead),
    as a bot meets it on a host whose clock is off: a Raspberry Pi booted before NTP answered,
    a hardware clock kept in local time. Snowflakes, message ages, token lifetimes and the
    `Date` header all read Discord's clock."""
    seed: int = 0
    """Seeds the jitter and the faults."""

    @classmethod
    def real(cls, **overrides: object) -> Conditions:
        """Discord's limits on and a 100 ms ± 40 ms round trip, no faults."""
        base: dict[str, object] = {
            "rtt_ms": REAL_RTT_MS,
            "jitter_ms": REAL_JITTER_MS,
            "limits": True,
        }
        return cls(**{**base, **overrides})  # type: ignore[arg-type]

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> Conditions:
        """`FAKEDISCORD_RTT_MS`, `_JITTER_MS`, `_GATEWAY_DELAY_MS`, `_LIMITS=1`, `_FAULT_RATE`,
        `_GATEWAY_DROP_SECONDS`, `_GATEWAY_SILENCE_SECONDS`, `_CLOCK_SKEW_SECONDS`, `_SEED`; all
        unset: no conditions at all."""
        values: dict[str, object] = {}
        for spec in fields(cls):
            raw = environ.get(ENV_PREFIX + spec.name.upper(), "").strip()
            if not raw:
                continue
            if spec.name == "limits":
                values["limits"] = raw.lower() in ("1", "true", "yes", "on")
            elif spec.name == "seed":
                values["seed"] = int(raw)
            else:
                values[spec.name] = float(raw)
        return cls(**values)  # type: ignore[arg-type]

    @property
    def gateway_delay_seconds(self) -> float:
        base = self.rtt_ms / 2 if self.gateway_delay_ms is None else self.gateway_delay_ms
        return base / 1000


class Latency:
    """Seeded delays: one REST trip split in two halves, and one-way gateway frames."""

    def __init__(self, conditions: Conditions) -> None:
        self.conditions = conditions
        self._random = random.Random(f"{conditions.seed}:latency")

    def trip(self) -> float:
        """Seconds of one REST round trip (never negative)."""
        c = self.conditions
        if not c.rtt_ms and not c.jitter_ms:
            return 0.0
        return max(0.0, c.rtt_ms + self._random.uniform(-c.jitter_ms, c.jitter_ms)) / 1000

    def gateway(self) -> float:
        """Seconds a gateway frame travels (half of the jitter: it is a one-way trip)."""
        c = self.conditions
        base = c.gateway_delay_seconds
        if not c.jitter_ms:
            return base
        return max(0.0, base + self._random.uniform(-c.jitter_ms, c.jitter_ms) / 2000)

    def user(self) -> float:
        """Seconds a simulated user's action travels to Discord: the longest half trip, so a
        user never acts on a message before the bot heard the answer that made it (people
        are slower than that anyway; the harness's users are not)."""
        c = self.conditions
        return (c.rtt_ms + c.jitter_ms) / 2000

    @staticmethod
    async def half(trip: float) -> None:
        if trip > 0:
            await asyncio.sleep(trip / 2)


@dataclass
class Traffic:
    """What Discord would have counted: `fake.traffic`."""

    global_requests: int = 0
    """REST requests on the global bucket (every route but the exempt ones)."""
    exempt_requests: int = 0
    """Interaction callbacks and webhook routes carrying an interaction token."""
    rate_limited: Counter[str] = field(default_factory=Counter)
    """429s served by the limits, by scope: "user", "global", "shared"."""
    injected_429: int = 0
    """429s served by `fake.rate_limit_next`."""
    invalid_requests_peak: int = 0
    """Most 401/403/429-not-shared answers within any 10 minutes."""
    banned_requests: int = 0
    """Requests refused by the Cloudflare ban the invalid requests earned."""
    faults: Counter[int] = field(default_factory=Counter)
    """Injected faults by status; 0 for a timeout (the connection dropped unanswered)."""
    timeouts_after_acting: int = 0
    """Of those timeouts, the ones Discord acted on before dropping (the bot never heard)."""
    edits_refused_30046: int = 0
    gateway_drops: int = 0
    gateway_silences: int = 0
    """Connections zombied by `fake.silence_gateway`."""
    invalid_sessions: int = 0
    token_resets: int = 0
    """The bot's token reset by Discord: it used its last session start of the day."""

    @property
    def unexpected_429(self) -> int:
        """429s neither injected nor "shared": a bot that respects the headers gets none."""
        return sum(n for scope, n in self.rate_limited.items() if scope != "shared")
