"""``cogs.gateway_watch``: when a quiet gateway connection is asked whether it lives, when its
silence makes the players unheard, and when it is given up (the clock injected; the end-to-end
case, against the fake's silent gateway, is in ``tests/bot/test_reconnect.py``)."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.gateway_watch import DOUBT_SECONDS, GIVE_UP_SECONDS, QUIET_SECONDS, GatewayWatch


class Connection:
    """What the watch reads of discord.py's ``DiscordWebSocket``: its heartbeat thread's time of
    the last frame received, a heartbeat sent, the HTTP response under the websocket."""

    def __init__(self, now: list[float], answers: bool = False) -> None:
        self._now = now
        self.answers = answers
        """Whether Discord answers each heartbeat (an ACK, a tenth of a second later)."""
        self._keep_alive = SimpleNamespace(_last_recv=now[0], beat=self._beat)
        self.socket = SimpleNamespace(closed=False, _response=SimpleNamespace(close=self._cut))
        self.session_id: str | None = "a session"
        self.heartbeats: list[float] = []
        self.cut = False

    def _beat(self) -> dict:
        return {"op": 1, "d": 7}

    async def send_heartbeat(self, payload: dict) -> None:
        assert payload == {"op": 1, "d": 7}
        self.heartbeats.append(self._now[0])
        if self.answers:
            self._keep_alive._last_recv = self._now[0] + 0.1

    def receive(self) -> None:
        self._keep_alive._last_recv = self._now[0]

    def _cut(self) -> None:
        self.cut = True
        self.socket.closed = True


async def watched(now: list[float], *connections: Connection) -> GatewayWatch:
    bot = SimpleNamespace(
        shards={
            i: SimpleNamespace(_parent=SimpleNamespace(ws=c)) for i, c in enumerate(connections)
        }
    )
    return GatewayWatch(bot, now=lambda: now[0])  # type: ignore[arg-type]


async def look(watch: GatewayWatch, now: list[float], seconds: float) -> None:
    """``seconds`` pass, the watch looking at every shard once a second."""
    end = now[0] + seconds
    while now[0] < end:
        now[0] = min(end, now[0] + 1.0)
        for shard_id, info in watch.bot.shards.items():
            await watch.check(shard_id, info._parent.ws)


async def test_a_connection_that_receives_is_never_asked():
    now = [100.0]
    busy = Connection(now)
    watch = await watched(now, busy)
    for _ in range(60):
        await look(watch, now, 1.0)
        busy.receive()  # events all the time
    assert busy.heartbeats == [] and not watch.in_doubt() and not busy.cut


async def test_a_quiet_connection_is_asked_and_kept_when_it_answers():
    now = [100.0]
    quiet = Connection(now, answers=True)
    watch = await watched(now, quiet)
    await look(watch, now, QUIET_SECONDS - 1)
    assert quiet.heartbeats == [], "quiet, but not yet long enough"
    await look(watch, now, 1)
    assert quiet.heartbeats == [100.0 + QUIET_SECONDS]
    await look(watch, now, 60)
    assert not quiet.cut and not watch.in_doubt()
    assert len(quiet.heartbeats) == 11, "asked again after each quiet spell of 5 s or more"


async def test_a_silent_connection_makes_the_players_unheard_then_is_given_up():
    now = [100.0]
    silent, fine = Connection(now), Connection(now)
    watch = await watched(now, silent, fine)
    await look(watch, now, QUIET_SECONDS)
    fine.receive()
    await look(watch, now, DOUBT_SECONDS - 1)
    assert not watch.in_doubt(), "an ACK may take a moment"
    await look(watch, now, 1)
    assert watch.in_doubt(), "a heartbeat unanswered for 3 s: nobody can be heard"
    fine.receive()
    await look(watch, now, GIVE_UP_SECONDS - DOUBT_SECONDS - 1)
    assert not silent.cut
    fine.receive()
    await look(watch, now, 1)
    assert silent.cut and not fine.cut
    assert len(silent.heartbeats) == 1, "one question, not a heartbeat a second"
    assert not watch.in_doubt(), "given up: discord.py reconnects (the shard is closed meanwhile)"


async def test_a_probe_on_a_connection_since_replaced_says_nothing():
    now = [100.0]
    old = Connection(now)
    watch = await watched(now, old)
    await look(watch, now, QUIET_SECONDS + DOUBT_SECONDS)
    assert watch.in_doubt()
    new = Connection(now)  # discord.py reconnected on its own meanwhile
    old._keep_alive = None  # and dropped the old connection's heartbeat thread
    watch.bot.shards[0]._parent.ws = new
    assert not watch.in_doubt()
    await look(watch, now, 1)
    assert not old.cut and not new.cut


async def test_a_connection_still_identifying_is_left_to_discord_py():
    """discord.py reads nothing while it paces an IDENTIFY (5 s between a shard's sessions):
    the heartbeat's answer would wait unread."""
    now = [100.0]
    identifying = Connection(now)
    identifying.session_id = None
    watch = await watched(now, identifying)
    await look(watch, now, QUIET_SECONDS + GIVE_UP_SECONDS + 5)
    assert identifying.heartbeats == [] and not identifying.cut and not watch.in_doubt()
