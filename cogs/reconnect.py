"""How the bot reconnects to Discord's gateway after losing it (an outage of Discord's, a network
down).

discord.py waits a random pause before each attempt, up to twice as long after each failure (up
to 1,024 s), and starts over only after 34 minutes without one. After an outage of a few
minutes the bot so stayed deaf for minutes more once Discord was back: every click meanwhile
"This interaction failed". (``bench.load --discord-outage-seconds 40``: the pauses grew to 29 s
by the outage's end.) Here they stop growing at :data:`LONGEST_PAUSE_SECONDS`: a single bot
trying a connection every half-minute at most is no burden to Discord, and a failed attempt
uses none of the bot's daily identifies.

discord.py also logs each attempt as an ERROR with a traceback; it is Discord's outage, not the
bot's error: one line, a warning.
"""

from __future__ import annotations

import logging

import discord
from discord.backoff import ExponentialBackoff

LONGEST_PAUSE_SECONDS = 32
"""The longest pause before an attempt to reconnect (discord.py's: 1,024 s)."""


class PromptBackoff(ExponentialBackoff[bool]):
    """discord.py's backoff (a random pause, twice as long at most after each failure), its
    pauses at most :data:`LONGEST_PAUSE_SECONDS`."""

    def __init__(self) -> None:
        super().__init__()
        self._max = LONGEST_PAUSE_SECONDS.bit_length() - 1  # the largest exponent of two


def reconnect_promptly(bot: discord.AutoShardedClient) -> None:
    """Give each of ``bot``'s shards, once launched, the prompt backoff (discord.py keeps its
    backoff on the shard, with no option to change it)."""
    for info in bot.shards.values():
        info._parent._backoff = PromptBackoff()


def _reconnect_in_one_line(record: logging.LogRecord) -> bool:
    # discord.py's "Attempting a reconnect for shard ID %s in %.2fs", with its traceback.
    if record.exc_info and record.funcName == "_handle_disconnect":
        error = record.exc_info[1]
        reason = f"{type(error).__name__}: {error}".splitlines()[0] if error else "?"
        record.msg = f"{record.msg} (%s)"
        record.args = (*(record.args if isinstance(record.args, tuple) else ()), reason)
        record.exc_info = None
        record.levelno, record.levelname = logging.WARNING, "WARNING"
    return True


logging.getLogger("discord.shard").addFilter(_reconnect_in_one_line)
