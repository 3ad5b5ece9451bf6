"""`FakeDiscord`: one loopback Discord (REST + gateway) with a guild, a channel and a bot account.

fake = await FakeDiscord.start()
async with fake.connect(bot):              # the real discord.py bot, logged in and READY
    alice = fake.user("alice", locale="pt-BR")
    reply = await alice.slash("play", game="luxor")
    await alice.click(reply.message, "Join")
    await fake.wait_for(lambda: len(fake.channel_messages()) == 2)
await fake.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator

import discord
from aiohttp import web

from . import hooks
from .commands import CommandRegistry
from .conditions import Conditions, Latency, Traffic
from .errors import FakeDiscordUsageError
from .gateway import Gateway
from .httputil import RequestRecord
from .interactions import Interaction, Interactions
from .messages import Messages
from .permissions import BOT_DEFAULT, EVERYONE_DEFAULT, Overwrite, PermissionsLike, as_bits
from .server import API, GATEWAY_PATH, RESUME_PATH, HeldAnswer, RestApi
from .sessions import SessionStartLimit
from .store import DM_CHANNEL, GROUP_DM, Channel, Guild, Json, Member, Message, Role, Store, User
from .users import FakeUser

BOT_NAME = "tabletop-bot"


class FakeDiscord:
    def __init__(
        self,
        sock: socket.socket,
        *,
        ack_deadline: float,
        heartbeat_interval: float,
        conditions: Conditions,
    ) -> None:
        self._sock = sock
        self.conditions = conditions
        """Latency, limits and faults (`Conditions`; all off unless asked for)."""
        self.traffic = Traffic()
        """What the conditions did: requests per bucket, 429s by scope, faults, drops."""
        self.latency = latency = Latency(conditions)
        """The seeded delays the conditions add (REST halves, gateway frames, users' actions)."""
        host, port = sock.getsockname()[:2]
        self.base_url = f"http://{host}:{port}"
        self.api_base = self.base_url + API
        self.gateway_url = f"ws://{host}:{port}{GATEWAY_PATH}"
        self.resume_gateway_url = f"ws://{host}:{port}{RESUME_PATH}"
        self.token = f"fake.{secrets.token_urlsafe(24)}"
        self.store = Store()
        ids = self.store.ids
        ids.offset_ms = round(conditions.clock_skew_seconds * 1000)
        self.application_id = ids.next()
        self.bot_user = self._add_user(User(self.application_id, BOT_NAME, bot=True))
        self.owner = self._add_user(User(ids.next(), "server-owner"))
        self.gateway = Gateway(
            self.store,
            token=self.token,
            bot=self.bot_user,
            application_id=self.application_id,
            heartbeat_interval=heartbeat_interval,
            resume_url=lambda: self.resume_gateway_url,
            session_starts=SessionStartLimit(self.store.ids.now_ms),
            on_last_start=self.reset_token,
            frame_delay=latency.gateway,
        )
        self.messages = Messages(self.store, self.gateway.dispatch, self.base_url)
        self.commands = CommandRegistry(ids, self.application_id)
        self.interactions = Interactions(
            self.store,
            self.messages,
            self.gateway.dispatch,
            application_id=self.application_id,
            bot=self.bot_user,
            ack_deadline=ack_deadline,
        )
        self.rest = RestApi(
            store=self.store,
            messages=self.messages,
            interactions=self.interactions,
            commands=self.commands,
            gateway=self.gateway,
            bot=self.bot_user,
            owner=self.owner,
            application_id=self.application_id,
            token=self.token,
            gateway_url=lambda: self.gateway_url,
            conditions=conditions,
            latency=latency,
            traffic=self.traffic,
        )
        self._runner: web.AppRunner | None = None
        self._disturbances: list[asyncio.Task[None]] = []
        """The gateway's drops and silences that the conditions ask for, at their pace."""
        self.guild = self.create_guild("Test Server")
        self.channel = next(iter(self.guild.channels.values()))

    # -- lifecycle ---------------------------------------------------------------------------

    @classmethod
    async def start(
        cls,
        *,
        ack_deadline: float = 3.0,
        heartbeat_interval: float = 41.25,
        conditions: Conditions | None = None,
    ) -> FakeDiscord:
        """Serve on an ephemeral 127.0.0.1 port; the socket is bound first so URLs are known.

        `conditions=None` reads them from the environment (`Conditions.from_env`: none unless
        FAKEDISCORD_* variables are set)."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        fake = cls(
            sock,
            ack_deadline=ack_deadline,
            heartbeat_interval=heartbeat_interval,
            conditions=Conditions.from_env() if conditions is None else conditions,
        )
        fake._runner = web.AppRunner(fake.rest.app(), access_log=None, shutdown_timeout=1.0)
        await fake._runner.setup()
        await web.SockSite(fake._runner, sock).start()
        fake._disturbances = [
            asyncio.create_task(fake._every(seconds, disturb), name=f"fakediscord-{name}")
            for name, seconds, disturb in (
                ("drops", fake.conditions.gateway_drop_seconds, fake.drop_gateway),
                ("silences", fake.conditions.gateway_silence_seconds, fake.silence_gateway),
            )
            if seconds > 0
        ]
        return fake

    async def stop(self) -> None:
        for task in self._disturbances:
            task.cancel()
        await asyncio.gather(*self._disturbances, return_exceptions=True)
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @classmethod
    @contextlib.asynccontextmanager
    async def running(
        cls,
        *,
        ack_deadline: float = 3.0,
        heartbeat_interval: float = 41.25,
        conditions: Conditions | None = None,
    ) -> AsyncIterator[FakeDiscord]:
        fake = await cls.start(
            ack_deadline=ack_deadline, heartbeat_interval=heartbeat_interval, conditions=conditions
        )
        try:
            yield fake
        finally:
            await fake.stop()

    def connect(
        self, client: discord.Client, *, timeout: float = 10.0
    ) -> contextlib.AbstractAsyncContextManager[discord.Client]:
        """Run a real discord.py client against this fake until the block ends.

        Build it with `**TEST_CLIENT_OPTIONS` (from `hooks`) so READY comes fast.
        """
        return hooks.running(
            client,
            token=self.token,
            api_base=self.api_base,
            gateway_url=self.gateway_url,
            timeout=timeout,
        )

    # -- the world: guilds, channels, users, permissions -------------------------------------

    def _add_user(self, user: User) -> User:
        self.store.users[user.id] = user
        return user

    def create_guild(
        self,
        name: str,
        *,
        preferred_locale: str = "en-US",
        shard: tuple[int, int] | None = None,
        bot: bool = True,
    ) -> Guild:
        """A guild with one text channel, the owner, and the bot with its managed role.

        ``shard=(shard_id, shard_count)`` picks an id whose events Discord would send to that
        shard (otherwise the id is the next one, wherever it falls). ``bot=False``: a server
        that did not invite the bot; the app reaches it only through users who installed it
        (``install_app``), by interactions alone, and hears no event of it.
        """
        ids = self.store.ids
        guild_id = ids.next() if shard is None else ids.next_on_shard(*shard)
        guild = Guild(guild_id, name, self.owner.id, preferred_locale)
        guild.roles[guild.id] = Role(guild.id, guild.id, "@everyone", int(EVERYONE_DEFAULT), 0)
        guild.members[self.owner.id] = Member(self.owner, guild.id)
        if bot:
            self._add_bot(guild)
        self.store.guilds[guild.id] = guild
        self._add_channel(guild, "games")
        self.gateway.dispatch("GUILD_CREATE", guild.payload())
        self.store.changed()
        return guild

    def _add_bot(self, guild: Guild) -> None:
        """The bot joins with its managed role, as an invite link adds it."""
        ids = self.store.ids
        bot_role = Role(ids.next(), guild.id, BOT_NAME, int(BOT_DEFAULT), 1, self.bot_user.id)
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(self.bot_user, guild.id, [bot_role.id])

    def remove_bot(self, guild: Guild) -> None:
        """A moderator kicks the bot (or removes the app from the server): it hears GUILD_DELETE
        (without ``unavailable``), then nothing more of the server, whose routes answer 403
        50001; its managed role is deleted, its messages stay."""
        self.gateway.dispatch("GUILD_DELETE", {"id": str(guild.id)})  # while it still hears
        del guild.members[self.bot_user.id]
        for role in [r for r in guild.roles.values() if r.bot_id == self.bot_user.id]:
            del guild.roles[role.id]
        self.store.changed()

    def invite_bot(self, guild: Guild) -> None:
        """The bot invited (back) to ``guild``: a new managed role, and GUILD_CREATE."""
        self._add_bot(guild)
        joined = {k: v for k, v in guild.payload().items() if k != "unavailable"}  # as Discord
        self.gateway.dispatch("GUILD_CREATE", joined)  # (false: an outage's end)
        self.store.changed()

    def create_channel(self, guild: Guild, name: str) -> Channel:
        channel = self._add_channel(guild, name)
        self.gateway.dispatch("CHANNEL_CREATE", channel.payload())
        self.store.changed()
        return channel

    def _add_channel(self, guild: Guild, name: str) -> Channel:
        channel = Channel(self.store.ids.next(), guild.id, name, len(guild.channels))
        guild.channels[channel.id] = channel
        self.store.channels[channel.id] = channel
        return channel

    def delete_channel(self, channel: Channel) -> None:
        """A moderator deletes ``channel``: a thread, or a channel with its threads. Their
        messages go with them (no MESSAGE_DELETE is sent), every route on them answers 404 10003
        (Unknown Channel), nobody can act there, and the bot hears CHANNEL_DELETE, or
        THREAD_DELETE for a thread; a channel's threads are gone with it, unannounced."""
        gone = [channel] if channel.is_thread else [channel, *self.threads(channel)]
        for each in gone:
            del self.store.channels[each.id]
            self.store.guild_of(each).channels.pop(each.id, None)
            for message in self.store.channel_messages(each):
                message.deleted = True
        if channel.is_thread:
            data = {"id": str(channel.id), "guild_id": str(channel.guild_id),
                    "parent_id": str(channel.parent_id), "type": channel.type}  # fmt: skip
            self.gateway.dispatch("THREAD_DELETE", data)
        else:
            self.gateway.dispatch("CHANNEL_DELETE", channel.payload())
        self.store.changed()

    def install_app(self, user: FakeUser) -> None:
        """``user`` adds the app to their account (a user install): commands registered for
        user installs follow them into group DMs, DMs and servers without the bot."""
        user.user.app_installed = True
        self.store.changed()

    def group_dm(self, owner: FakeUser, *others: FakeUser, name: str = "") -> FakeUser:
        """A group DM of ``owner`` and ``others`` (the bot is never in one); returns ``owner``
        acting there (``other.at(channel)`` for the others)."""
        recipients = [owner.user, *(other.user for other in others)]
        channel = Channel(self.store.ids.next(), None, name, 0, type=GROUP_DM, owner_id=owner.id)
        channel.recipients = recipients
        self.store.channels[channel.id] = channel
        self.store.changed()
        return FakeUser(self, owner.user, channel)

    def dm(self, user: FakeUser) -> FakeUser:
        """``user`` in their DM with the bot (Discord announces no such channel until used)."""
        channel = Channel(self.store.ids.next(), None, "", 0, type=DM_CHANNEL)
        channel.recipients = [user.user, self.bot_user]
        self.store.channels[channel.id] = channel
        self.store.changed()
        return FakeUser(self, user.user, channel)

    def now(self) -> float:
        """Discord's clock, in Unix seconds: the host's, plus `Conditions.clock_skew_seconds` and
        whatever `advance` added."""
        return self.store.ids.now_ms() / 1000

    def advance(self, seconds: float) -> None:
        """Let time pass in the fake: ids (and so message ages) made from now on are this much
        later, and interaction tokens expire after 15 minutes of this clock. Pair it with the
        bot's own injected clock."""
        self.store.ids.offset_ms += int(seconds * 1000)

    # -- threads -----------------------------------------------------------------------------

    def threads(self, channel: Channel | None = None) -> list[Channel]:
        """The threads of a channel (the default one), oldest first."""
        return self.rest.fake_threads.of(channel or self.channel)

    def create_thread(self, channel: Channel, name: str, owner: FakeUser | None = None) -> Channel:
        """A public thread someone opened in `channel`."""
        owner_id = owner.id if owner is not None else self.owner.id
        return self.rest.fake_threads.create(channel, name, owner_id)

    def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """What Discord does after the thread's auto-archive duration without activity."""
        thread.locked = locked
        self.rest.fake_threads.set_archived(thread, True)

    def set_everyone_permissions(
        self, *, allow: PermissionsLike = 0, deny: PermissionsLike = 0, guild: Guild | None = None
    ) -> None:
        """Change what @everyone may do server-wide (the bot has it too)."""
        role = (guild or self.guild).everyone
        role.permissions = (role.permissions & ~as_bits(deny)) | as_bits(allow)
        self.gateway.dispatch(
            "GUILD_ROLE_UPDATE", {"guild_id": str(role.guild_id), "role": role.payload()}
        )
        self.store.changed()

    def user(
        self,
        name: str,
        *,
        locale: str = "en-US",
        permissions: PermissionsLike | None = None,
        guild: Guild | None = None,
        nick: str | None = None,
        installed: bool = False,
    ) -> FakeUser:
        """A new member of `guild` (the default one), acting in its first channel.

        `permissions` are granted through a role of their own, on top of @everyone's; `nick` is
        the member's server nickname (their display name there); `installed`: they added the
        app to their account (see `install_app`).
        """
        if any(u.username == name for u in self.store.users.values()):
            raise FakeDiscordUsageError(f"there is already a user named {name!r}")
        account = User(self.store.ids.next(), name, locale=locale, app_installed=installed)
        user = self._add_user(account)
        member = self.join(user, guild or self.guild, permissions)
        (guild or self.guild).members[user.id].nick = nick
        return member

    def create_role(
        self, name: str, *, mentionable: bool = False, guild: Guild | None = None
    ) -> Role:
        """A role of `guild` without permissions of its own; give it with `add_role`."""
        guild = guild or self.guild
        role = Role(self.store.ids.next(), guild.id, name, 0, len(guild.roles), None, mentionable)
        guild.roles[role.id] = role
        self.store.changed()
        return role

    def add_role(self, user: FakeUser, role: Role) -> None:
        self.store.guilds[role.guild_id].members[user.id].role_ids.append(role.id)
        self.store.changed()

    def notifications(self, user: FakeUser) -> list[Message]:
        """The messages that notified `user` (mentions that took effect when posted)."""
        return [m for m in self.store.messages.values() if user.id in m.notified]

    def join(
        self, user: User | FakeUser, guild: Guild, permissions: PermissionsLike | None = None
    ) -> FakeUser:
        """Make an existing user a member of another guild too."""
        account = user.user if isinstance(user, FakeUser) else user
        member = Member(account, guild.id)
        guild.members[account.id] = member
        self.gateway.dispatch("GUILD_MEMBER_ADD", {**member.payload(), "guild_id": str(guild.id)})
        if permissions is not None:
            self.set_member_permissions(account, guild, as_bits(permissions))
        self.store.changed()
        return FakeUser(self, account, next(iter(guild.channels.values())))

    def set_member_permissions(self, user: User, guild: Guild, permissions: int) -> None:
        member = guild.members[user.id]
        role_name = f"{user.username} (permissions)"
        role = next((r for r in guild.roles.values() if r.name == role_name), None)
        if role is None:
            role = Role(self.store.ids.next(), guild.id, role_name, permissions, len(guild.roles))
            guild.roles[role.id] = role
            member.role_ids.append(role.id)
            self.gateway.dispatch(
                "GUILD_ROLE_CREATE", {"guild_id": str(guild.id), "role": role.payload()}
            )
            self.gateway.dispatch(
                "GUILD_MEMBER_UPDATE", {**member.payload(), "guild_id": str(guild.id)}
            )
        else:
            role.permissions = permissions
            self.gateway.dispatch(
                "GUILD_ROLE_UPDATE", {"guild_id": str(guild.id), "role": role.payload()}
            )
        self.store.changed()

    def set_overwrite(
        self,
        channel: Channel,
        target: User | FakeUser | Role,
        *,
        allow: PermissionsLike = 0,
        deny: PermissionsLike = 0,
    ) -> None:
        """Set a channel overwrite for a member or a role (the guild's own id is @everyone)."""
        if isinstance(target, Role):
            overwrite = Overwrite(target.id, 0, as_bits(allow), as_bits(deny))
        else:
            account = target.user if isinstance(target, FakeUser) else target
            overwrite = Overwrite(account.id, 1, as_bits(allow), as_bits(deny))
        channel.overwrites[overwrite.target_id] = overwrite
        self.gateway.dispatch("CHANNEL_UPDATE", channel.payload())
        self.store.changed()

    def set_bot_permissions(
        self,
        channel: Channel | None = None,
        *,
        allow: PermissionsLike = 0,
        deny: PermissionsLike = 0,
    ) -> None:
        """Overwrite the bot's permissions in a channel: `deny=Permissions(attach_files=True)`."""
        self.set_overwrite(channel or self.channel, self.bot_user, allow=allow, deny=deny)

    def set_guild_locale(self, locale: str, guild: Guild | None = None) -> None:
        """The server's preferred locale, sent as `guild_locale` in interactions."""
        target = guild or self.guild
        target.preferred_locale = locale
        data = target.payload()
        for live_only in ("members", "channels", "threads", "presences", "voice_states"):
            del data[live_only]
        self.gateway.dispatch("GUILD_UPDATE", data)
        self.store.changed()

    # -- reading what happened ---------------------------------------------------------------

    def channel_messages(self, channel: Channel | None = None) -> list[Message]:
        """What everyone sees in the channel, oldest first (no ephemerals, nothing deleted)."""
        return self.store.visible_messages(channel or self.channel)

    def last_message(self, channel: Channel | None = None) -> Message:
        messages = self.channel_messages(channel)
        if not messages:
            raise LookupError("the channel has no messages")
        return messages[-1]

    def message(self, message_id: int) -> Message:
        """A message (ephemeral ones too) at its latest version."""
        return self.store.messages[message_id]

    def synced_commands(self, guild: Guild | None = None, *, global_: bool = False) -> list[Json]:
        """Commands as the bot last synced them: global ones, or those of `guild`."""
        scope = None if global_ else (guild or self.guild).id
        return list(self.commands.scope(scope).values())

    @property
    def requests(self) -> list[RequestRecord]:
        return self.rest.requests

    @property
    def errors(self) -> list[RequestRecord]:
        """Every error the REST API answered (injected 429s excepted)."""
        return self.rest.errors

    @property
    def unknown_routes(self) -> list[str]:
        return self.rest.unknown_routes

    @property
    def internal_errors(self) -> list[str]:
        """Bugs of the fake itself (tracebacks), answered as 400 so clients do not retry."""
        return self.rest.internal_errors

    @property
    def failed_interactions(self) -> list[Interaction]:
        return [i for i in self.interactions.all if i.failure is not None]

    # -- faults and strictness ---------------------------------------------------------------

    @property
    def ack_deadline(self) -> float:
        return self.interactions.ack_deadline

    @ack_deadline.setter
    def ack_deadline(self, seconds: float) -> None:
        self.interactions.ack_deadline = seconds

    def rate_limit_next(self, route: str, times: int = 1, *, retry_after: float = 0.05) -> None:
        """Answer the next `times` requests to `route` with 429, e.g.
        `fake.rate_limit_next("POST /channels/{channel_id}/messages")`."""
        if route not in self.rest.route_keys:
            raise ValueError(f"unknown route {route!r}; known: {sorted(self.rest.route_keys)}")
        self.rest.rate_limits.queue(route, times, retry_after)

    def fail_next(self, route: str, times: int = 1, *, status: int = 503) -> None:
        """Answer the next `times` requests to `route` with Discord's `status` (5xx), e.g.
        `fake.fail_next("PATCH /channels/{channel_id}/messages/{message_id}")`. discord.py
        answers 503 with `DiscordServerError` at once; 500, 502 and 504 it retries itself,
        sleeping seconds between tries."""
        if route not in self.rest.route_keys:
            raise ValueError(f"unknown route {route!r}; known: {sorted(self.rest.route_keys)}")
        if not 500 <= status < 600:
            raise ValueError(f"{status} is not a server error")
        self.rest.server_errors.queue(route, times, status)

    def hold_answer(self, route: str) -> HeldAnswer:
        """Act on the next request to `route`, then hold its answer until `release()`: e.g.
        a thread Discord made whose id the bot never got, killed meanwhile."""
        if route not in self.rest.route_keys:
            raise ValueError(f"unknown route {route!r}; known: {sorted(self.rest.route_keys)}")
        held = HeldAnswer()
        self.rest.holds.setdefault(route, deque()).append(held)
        return held

    @property
    def server_errors(self) -> list[RequestRecord]:
        """The 5xx served by `fail_next` so far."""
        return self.rest.server_errors.served

    @property
    def rate_limited(self) -> list[RequestRecord]:
        """The 429s served so far."""
        return self.rest.rate_limits.served

    def request_reconnect(self) -> None:
        """Gateway op 7: the bot must reconnect and resume."""
        self.gateway.request_reconnect()

    def drop_gateway(self) -> None:
        """Cut every gateway connection abruptly: the bot RESUMEs (on `resume_gateway_url`) and
        receives the dispatches it missed."""
        self.traffic.gateway_drops += self.gateway.drop()

    def silence_gateway(self) -> None:
        """Every gateway connection "zombied": open, and silent both ways (no event, no
        heartbeat ACK, no answer to a close). Only the bot can end it, by giving the connection
        up; it then RESUMEs and receives what was dispatched meanwhile."""
        self.traffic.gateway_silences += self.gateway.go_silent()

    @contextlib.contextmanager
    def gateway_out_of_reach(self) -> Iterator[None]:
        """Discord's gateway out of reach for the block (an outage of Discord's, or of the
        network between): every connection cut, new ones refused; the bot then RESUMEs."""
        self.gateway.refusing = True
        self.drop_gateway()
        try:
            yield
        finally:
            self.gateway.refusing = False

    @property
    def session_starts(self) -> SessionStartLimit:
        """Discord's count of the bot's session starts (IDENTIFY) in the day: ``set`` a smaller
        budget to see what a bot does near its end."""
        return self.gateway.session_starts

    async def reset_token(self) -> None:
        """What Discord does to a bot that used its last session start of the day: a new token
        (the bot's is refused, on the gateway and the API, until its owner sets the new one)."""
        self.token = f"fake.{secrets.token_urlsafe(24)}"
        self.rest.token = self.token
        self.traffic.token_resets += 1
        await self.gateway.reset_token(self.token)

    def invalidate_session(self) -> None:
        """Op 9 (d=false): the bot identifies anew; what is dispatched meanwhile is lost (an
        interaction so lost is never acknowledged: see `failed_interactions`)."""
        self.traffic.invalid_sessions += self.gateway.invalidate_sessions()

    @staticmethod
    async def _every(seconds: float, disturb: Callable[[], None]) -> None:
        while True:
            await asyncio.sleep(seconds)
            disturb()

    # -- waiting -----------------------------------------------------------------------------

    async def wait_for(self, predicate: Callable[[], object], timeout: float = 5.0) -> None:
        """Wait until `predicate()` is true; it is re-checked after every change in the fake."""
        try:
            await self.store.wait_for(predicate, timeout)
        except TimeoutError:
            raise TimeoutError(f"condition still false after {timeout} s: {predicate}") from None
