"""The gateway: a websocket speaking Discord's v10 protocol (JSON, uncompressed frames).

HELLO → IDENTIFY → READY + one GUILD_CREATE per guild, heartbeat ACKs, RESUME with replay of
missed events, op 7 RECONNECT and op 9 INVALID_SESSION on demand, GUILD_MEMBERS_CHUNK for op 8.
Each session numbers its dispatches and keeps them, so a client that reconnects and resumes
receives what it missed, exactly as on Discord.

Shards, as on Discord: IDENTIFY names ``[shard_id, shard_count]`` (absent: ``[0, 1]``); a
session then hears only the guilds of its shard, ``(guild_id >> 22) % shard_count`` — READY
lists them, GUILD_CREATE comes for them alone, and every event about a guild (interactions
included) goes to the session of that guild's shard; events outside any guild go to shard 0.
Several sessions (one per shard, in one process or several) live side by side; a new IDENTIFY
for a shard replaces the older session of that shard (a restarted process), and one with
another shard count replaces them all (a resharded bot).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .sessions import SessionStartLimit
from .store import Json, Store, User

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, RECONNECT = 0, 1, 2, 3, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11

GUILDS_INTENT = 1 << 0
MEMBERS_INTENT = 1 << 1
GUILD_MESSAGES_INTENT = 1 << 9
GUILD_EVENTS = ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE", "GUILD_ROLE_CREATE",
                "GUILD_ROLE_UPDATE", "GUILD_ROLE_DELETE", "CHANNEL_CREATE", "CHANNEL_UPDATE",
                "CHANNEL_DELETE")  # fmt: skip
MEMBER_EVENTS = ("GUILD_MEMBER_ADD", "GUILD_MEMBER_UPDATE", "GUILD_MEMBER_REMOVE")
MESSAGE_EVENTS = ("MESSAGE_CREATE", "MESSAGE_UPDATE", "MESSAGE_DELETE")
EVENT_INTENTS = {
    **dict.fromkeys(GUILD_EVENTS, GUILDS_INTENT),
    **dict.fromkeys(MEMBER_EVENTS, MEMBERS_INTENT),
    **dict.fromkeys(MESSAGE_EVENTS, GUILD_MESSAGES_INTENT),
}
"""Events sent only to sessions that asked for the intent; all others always go out."""

REPLAY_BUFFER = 1_000
"""Dispatches a session keeps for RESUME; enough for a reconnect, small for long load runs."""


def frame(op: int, data: Any, *, seq: int | None = None, event: str | None = None) -> str:
    return json.dumps({"op": op, "d": data, "s": seq, "t": event})


class Connection:
    """One websocket; frames are written by a single task, in order, each `delay()` seconds
    after it was sent (the gateway's latency; a late frame holds back those behind it)."""

    def __init__(
        self,
        ws: web.WebSocketResponse,
        path: str,
        delay: Callable[[], float] = lambda: 0.0,
        transport: asyncio.BaseTransport | None = None,
    ) -> None:
        self.ws = ws
        self.path = path
        self._transport = transport
        self._delay = delay
        self._loop = asyncio.get_running_loop()
        self._queue: asyncio.Queue[tuple[float, str]] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write(), name=f"fakediscord-ws-writer {path}")
        self.silent = False
        """Zombied (`go_silent`): open, and nothing crosses it any more."""

    def send(self, text: str) -> None:
        if self.silent:
            return
        delay = self._delay()
        self._queue.put_nowait((self._loop.time() + delay if delay else 0.0, text))

    async def _write(self) -> None:
        while True:
            due, text = await self._queue.get()
            if (wait := due - self._loop.time()) > 0:
                await asyncio.sleep(wait)
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    def go_silent(self) -> None:
        """A "zombied" connection: the TCP connection stays open and nothing crosses it any more,
        either way (frames not yet written are lost; what the client sends, close frames
        included, is never read, so never answered). The client can only notice the silence."""
        self.silent = True
        self._writer.cancel()
        if self._transport is not None:
            self._transport.pause_reading()

    def abort(self) -> None:
        """Drop the TCP connection without a close frame, frames not yet written lost."""
        self._writer.cancel()
        if self._transport is not None:
            self._transport.abort()

    async def close(self, code: int, reason: str = "") -> None:
        await self.stop()
        await self.ws.close(code=code, message=reason.encode())

    async def stop(self) -> None:
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer


GUILD_ID_IS_ID = ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE")
"""Events whose payload is the guild itself (its ``id``); the others name a ``guild_id``."""


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's rule: a guild's events go to shard ``(guild_id >> 22) % shard_count``."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def event_guild(event: str, data: Json) -> int | None:
    raw = data.get("id") if event in GUILD_ID_IS_ID else data.get("guild_id")
    return None if raw is None else int(raw)


@dataclass(eq=False)
class Session:
    id: str
    intents: int
    shard: tuple[int, int] = (0, 1)
    """``(shard_id, shard_count)`` from IDENTIFY."""
    seq: int = 0
    connection: Connection | None = None
    sent: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=REPLAY_BUFFER))

    def dispatch(self, event: str, data: Json) -> None:
        self.seq += 1
        text = frame(DISPATCH, data, seq=self.seq, event=event)
        self.sent.append((self.seq, text))
        if self.connection is not None:
            self.connection.send(text)

    def hears(self, guild_id: int | None) -> bool:
        """Whether events about this guild (``None``: outside any guild) reach this session."""
        shard_id, shard_count = self.shard
        return shard_of(guild_id, shard_count) == shard_id


@dataclass
class GatewayStats:
    identifies: int = 0
    resumes: int = 0
    heartbeats: int = 0
    paths: list[str] = field(default_factory=list)
    """The URL path of every websocket opened, to show which URL a client used."""
    shards: list[tuple[int, int]] = field(default_factory=list)
    """The ``(shard_id, shard_count)`` of every IDENTIFY, in order."""


class Gateway:
    def __init__(
        self,
        store: Store,
        *,
        token: str,
        bot: User,
        application_id: int,
        heartbeat_interval: float,
        resume_url: Callable[[], str],
        session_starts: SessionStartLimit,
        on_last_start: Callable[[], Awaitable[None]],
        frame_delay: Callable[[], float] = lambda: 0.0,
    ) -> None:
        self.store = store
        self.session_starts = session_starts
        self._on_last_start = on_last_start
        """What Discord does when a start uses the bot's last one: it resets the token."""
        self.frame_delay = frame_delay
        """Seconds each frame travels to the client (`Latency.gateway`)."""
        self.token = token
        self.bot = bot
        self.application_id = application_id
        self.heartbeat_interval = heartbeat_interval
        self.resume_url = resume_url
        self.sessions: dict[str, Session] = {}
        self.stats = GatewayStats()
        self.recommended_shards = 1
        """What ``GET /gateway/bot`` recommends (a bot without SHARD_COUNT starts that many)."""
        self._connections: set[Connection] = set()
        self.refusing = False
        """Discord's gateway out of reach: a new connection is answered 503 (see
        ``FakeDiscord.gateway_out_of_reach``)."""

    @property
    def connected(self) -> bool:
        return any(s.connection is not None for s in self.sessions.values())

    def connected_shards(self) -> set[tuple[int, int]]:
        """``(shard_id, shard_count)`` of every session whose websocket is open."""
        return {s.shard for s in self.sessions.values() if s.connection is not None}

    def dispatch(self, event: str, data: Json) -> None:
        needed = EVENT_INTENTS.get(event, 0)
        guild_id = event_guild(event, data)
        if not self._reaches_bot(event, guild_id, data):
            return
        for session in self.sessions.values():
            if session.intents & needed == needed and session.hears(guild_id):
                session.dispatch(event, data)

    def _reaches_bot(self, event: str, guild_id: int | None, data: Json) -> bool:
        """Only interactions come from where the bot is not a member: a server that only users
        installed the app to, or a group DM."""
        if event == "INTERACTION_CREATE":
            return True
        if guild_id is not None:
            guild = self.store.guilds.get(guild_id)
            return guild is None or self.bot.id in guild.members
        channel = self.store.channels.get(int(data.get("channel_id") or 0))
        if channel is None or not channel.is_private:
            return True
        return any(user.id == self.bot.id for user in channel.recipients)

    def request_reconnect(self) -> None:
        """Send op 7: the client must close and RESUME (on `resume_gateway_url`)."""
        for session in self.sessions.values():
            if session.connection is not None:
                session.connection.send(frame(RECONNECT, None))

    def drop(self) -> int:
        """Cut every websocket abruptly (no close frame); the number cut. Sessions live on:
        clients RESUME and get what was dispatched meanwhile."""
        for session in self.sessions.values():
            session.connection = None
        dropped = list(self._connections)
        for connection in dropped:
            connection.abort()
        self._connections.clear()
        self.store.changed()
        return len(dropped)

    def go_silent(self) -> int:
        """Zombie every open connection (`Connection.go_silent`); the number silenced. Sessions
        live on and keep what is dispatched to them, for the RESUME that follows once the
        client gives the silent connection up."""
        silenced = [
            s.connection
            for s in self.sessions.values()
            if s.connection is not None and not s.connection.silent
        ]
        for connection in silenced:
            connection.go_silent()
        self.store.changed()
        return len(silenced)

    def invalidate_sessions(self) -> int:
        """Op 9 (d=false) on every connected session, and forget them all: clients identify
        anew, and what is dispatched until then reaches nobody. The number invalidated."""
        connected = [s for s in self.sessions.values() if s.connection is not None]
        for session in connected:
            assert session.connection is not None
            session.connection.send(frame(INVALID_SESSION, False))
        self.sessions = {}
        self.store.changed()
        return len(connected)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        if self.refusing:
            return web.Response(status=503, text="upstream connect error")
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        connection = Connection(ws, request.path, self.frame_delay, request.transport)
        self._connections.add(connection)
        self.stats.paths.append(request.path)
        self.store.changed()
        connection.send(frame(HELLO, {"heartbeat_interval": int(self.heartbeat_interval * 1000)}))
        session: Session | None = None
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    await connection.close(4002, "Decode error.")
                    break
                payload = json.loads(message.data)
                session = await self._receive(connection, session, payload)
                if ws.closed:
                    break
        finally:
            if session is not None and session.connection is connection:
                session.connection = None
            self._connections.discard(connection)
            await connection.stop()
            self.store.changed()
        return ws

    async def _receive(
        self, connection: Connection, session: Session | None, payload: Json
    ) -> Session | None:
        op, data = payload.get("op"), payload.get("d") or {}
        if op == HEARTBEAT:
            self.stats.heartbeats += 1
            connection.send(frame(HEARTBEAT_ACK, None))
        elif op in (IDENTIFY, RESUME) and session is not None:
            await connection.close(4005, "Already authenticated.")
        elif op in (IDENTIFY, RESUME) and data.get("token") != self.token:
            await connection.close(4004, "Authentication failed.")
        elif op == IDENTIFY and _shard(data) is None:
            await connection.close(4010, "Invalid shard.")
        elif op == IDENTIFY and not self.session_starts.start():
            self.stats.identifies += 1
            await self._on_last_start()
        elif op == IDENTIFY:
            return self._identify(connection, data)
        elif op == RESUME:
            return self._resume(connection, data)
        elif session is None:
            await connection.close(4003, "Not authenticated.")
        elif op == REQUEST_MEMBERS:
            self._members_chunk(session, data)
        elif op != PRESENCE:
            log.warning("fakediscord gateway: unknown opcode %r", op)
            await connection.close(4001, "Unknown opcode.")
        return session

    def _identify(self, connection: Connection, data: Json) -> Session:
        """A new session replaces the older one of its shard (and all of another count)."""
        shard = _shard(data)
        assert shard is not None
        self.stats.identifies += 1
        self.stats.shards.append(shard)
        session = Session(
            id=secrets.token_hex(16), intents=int(data.get("intents", 0)), shard=shard
        )
        session.connection = connection
        self.sessions = {
            key: old
            for key, old in self.sessions.items()
            if old.shard[1] == shard[1] and old.shard[0] != shard[0]
        }
        self.sessions[session.id] = session
        guilds = [
            g
            for g in self.store.guilds.values()
            if session.hears(g.id) and self.bot.id in g.members
        ]
        user = {**self.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0}
        session.dispatch(
            "READY",
            {
                "v": 10,
                "user": user,
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "shard": list(shard),
                "session_id": session.id,
                "session_type": "normal",
                "resume_gateway_url": self.resume_url(),
                "application": {"id": str(self.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "auth": {},
                "user_settings": {},
            },
        )
        for guild in guilds:
            session.dispatch("GUILD_CREATE", guild.payload())
        self.store.changed()
        return session

    def _resume(self, connection: Connection, data: Json) -> Session | None:
        session = self.sessions.get(data.get("session_id", ""))
        seq = data.get("seq") or 0
        oldest = session.sent[0][0] if session is not None and session.sent else 1
        if session is None or seq + 1 < oldest:
            connection.send(frame(INVALID_SESSION, False))
            return None
        self.stats.resumes += 1
        if session.connection is not None and session.connection.silent:
            session.connection.abort()  # the client gave it up; nothing would ever end it
        session.connection = connection
        for number, text in session.sent:
            if number > seq:
                connection.send(text)
        session.dispatch("RESUMED", {"_trace": ["fakediscord"]})
        self.store.changed()
        return session

    def _members_chunk(self, session: Session, data: Json) -> None:
        guild = self.store.guilds.get(int(data["guild_id"]))
        if guild is None or not session.hears(guild.id):
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m.payload()
            for m in guild.members.values()
            if (m.user.id in wanted if wanted else m.user.username.lower().startswith(query))
        ]
        limit = data.get("limit") or 0
        chunk: Json = {
            "guild_id": str(guild.id),
            "members": members[:limit] if limit else members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def reset_token(self, token: str) -> None:
        """Discord resets the bot's token: every session ends (4004), the old token is
        refused from now on."""
        self.token = token
        self.sessions = {}
        for connection in list(self._connections):
            await connection.close(4004, "Authentication failed.")
        self.store.changed()

    async def close(self) -> None:
        for connection in list(self._connections):
            if connection.silent:
                connection.abort()
            else:
                await connection.close(1001, "Server shutting down.")


def _shard(data: Json) -> tuple[int, int] | None:
    """IDENTIFY's ``shard`` as ``(shard_id, shard_count)``; ``None`` when it is malformed (Discord
    closes such a connection with 4010 Invalid shard)."""
    raw = data.get("shard")
    if raw is None:
        return 0, 1
    try:
        shard_id, shard_count = (int(part) for part in raw)
    except (TypeError, ValueError):
        return None
    if shard_count < 1 or not 0 <= shard_id < shard_count:
        return None
    return shard_id, shard_count
