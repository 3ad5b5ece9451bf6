"""What the table syncs (``cogs/channel.py``, ``cogs/token_sync.py``) read and mark of a game's
table: the message that shows it and the version it shows, the claim on its next post, its call
to act (the ping), its announced result, and the interaction tokens of a table reached through
them. Each method is one query of the store, so the syncs keep their order of reads and writes
(a crash between two of them is what their recovery repairs)."""

from __future__ import annotations

from typing import Any

from db.store import GameRecord, GameStore, LoggedAction, TokenRecord


class TableMarks:
    def __init__(self, store: GameStore) -> None:
        self._games = store.games
        self._actions = store.actions
        self._marks = store.marks
        self._tokens = store.tokens

    # -- the games to look at ---------------------------------------------------------------

    async def games_to_reconcile(self, guild_id: int | None = None) -> list[int]:
        """Games whose table may not show what is stored (after a start; of one server, after
        the bot was invited back to it)."""
        return await self._marks.games_to_reconcile(guild_id)

    async def guilds_shown_in(self) -> list[int]:
        """The servers whose channels show open games (not those reached through tokens)."""
        return await self._marks.guilds_shown_in()

    async def games_shown_in(self, channel_id: int) -> list[int]:
        """Games of a channel or of its threads that are open or still have something to show
        there (what a deletion of that channel leaves nothing to show of)."""
        return await self._marks.games_shown_in(channel_id)

    async def reread(self, game_id: int) -> GameRecord | None:
        """The game as stored now (what another process or a /play may have written since
        it was loaded)."""
        return await self._games.get(game_id)

    async def close_lost_lobby(self, game_id: int) -> None:
        """Cancel the game if it is still a lobby: its message is gone or was never posted,
        so nobody can reach its buttons (and, were it a rematch, Rematch opens another)."""
        await self._games.close(game_id, lobby_only=True, unreachable=True)

    # -- what the table shows ---------------------------------------------------------------

    async def recent_actions(self, game_id: int, limit: int) -> list[LoggedAction]:
        """The game's newest ``limit`` actions, oldest first (the table's last turns)."""
        return await self._actions.last_actions(game_id, limit)

    async def result(self, game_id: int) -> dict[str, Any] | None:
        """The finished game's result, which its announcement tells."""
        return await self._games.result(game_id)

    async def show_message(self, game_id: int, message_id: int, shown: str | None) -> None:
        """The game's lobby or table is now ``message_id``, showing ``shown`` (``None``: not
        known to show any version, it is drawn again)."""
        await self._marks.set_message(game_id, message_id, shown)

    async def shown(self, game_id: int, shown: str | None) -> None:
        """The game's message now shows ``shown`` (``None``: it is to be drawn again)."""
        await self._marks.mark_shown(game_id, shown)

    async def announced(self, game_id: int) -> None:
        """The game's result was announced."""
        await self._marks.mark_announced(game_id)

    # -- posts ------------------------------------------------------------------------------

    async def claim_post(
        self,
        game_id: int,
        kind: str,
        *,
        owner: str,
        now: float,
        lease: float,
        dead: str | None = None,
    ) -> bool:
        """Claim the game's next post for ``owner`` (see ``Marks.claim_post``); ``False``
        when another process's claim stands."""
        return await self._marks.claim_post(
            game_id, kind, owner=owner, now=now, lease=lease, dead=dead
        )

    async def posted(self, game_id: int, owner: str) -> None:
        """The post ``owner`` claimed is made and recorded: the claim is released."""
        await self._marks.posted(game_id, owner)

    # -- the call to act --------------------------------------------------------------------

    async def acted_since(self, game_id: int, version: int) -> set[int]:
        """The seats that acted on versions ``version`` and later (since the ping)."""
        return await self._actions.actors_since(game_id, version)

    async def ping(
        self, game_id: int, message_id: int | None, users: frozenset[int], version: int | None
    ) -> None:
        """The game's call to act is ``message_id``, calling ``users`` at ``version``."""
        await self._marks.set_ping(game_id, message_id, users, version)

    async def no_ping(self, game_id: int) -> None:
        """The game has no call to act standing."""
        await self._marks.set_ping(game_id, None, frozenset(), None)

    # -- interaction tokens -----------------------------------------------------------------

    async def live_tokens(self, game_id: int, now: float) -> dict[str, TokenRecord]:
        """The game's kept tokens that still live at ``now``, by role."""
        return await self._tokens.live(game_id, now)

    async def offer_token(
        self, game_id: int, role: str, token: str, expires: float, message_id: int | None = None
    ) -> None:
        """Keep ``token`` for ``role`` if it lives longer than the one kept."""
        await self._tokens.offer(game_id, role, token, expires, message_id)

    async def put_token(
        self, game_id: int, role: str, token: str, expires: float, message_id: int
    ) -> None:
        """Keep ``token`` for ``role`` in place of the one kept."""
        await self._tokens.put(game_id, role, token, expires, message_id)

    async def followed_up(self, game_id: int, token: str, *, spent: bool = False) -> None:
        """One more follow-up was sent with the call token ``token`` (``spent``: no more)."""
        await self._tokens.followed_up(game_id, token, spent=spent)

    async def drop_token(self, game_id: int, role: str, token: str) -> None:
        """Forget ``token`` (Discord refused it, or it is about to die)."""
        await self._tokens.drop(game_id, role, token)
