"""How soon the bot must notice a gateway connection gone silent (``cogs.gateway_watch``),
for the tests that silence the fake's gateway."""

from cogs.gateway_watch import CHECK_SECONDS, DOUBT_SECONDS, GIVE_UP_SECONDS, QUIET_SECONDS

SLACK_SECONDS = 5
"""For a loaded machine (and the latency run's delays): far below the 60 s this is about."""
UNHEARD_WITHIN = QUIET_SECONDS + DOUBT_SECONDS + CHECK_SECONDS + SLACK_SECONDS
"""Seconds after the silence began within which the players count as unheard."""
RESUMED_WITHIN = QUIET_SECONDS + GIVE_UP_SECONDS + CHECK_SECONDS + SLACK_SECONDS
"""Seconds after the silence began within which the session is resumed on a new connection."""
