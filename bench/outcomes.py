"""What ``bench.load`` checks beside its latencies: where the requests went, and whether the
players' moves and the channels agree with the database at the end.

- requests on Discord's global bucket against the exempt ones (interaction callbacks and webhook
  routes that carry an interaction token), by route;
- "your move" pings, timed from the decision that called for them;
- lost or doubled moves: every answered option click against the actions the database keeps;
- tables and pings as the database says they should be, and no channel showing one twice;
- no lobby shown that is not open (its buttons would only say it is closed), and no thread left
  empty and open (its table never came, and nothing says so);
- every game ended announced once in its channel and rated once.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import get_game
from tests.bot.stored import stored_rows
from tests.fakediscord import FakeDiscord, Message


def split_requests(records: Iterable) -> tuple[Counter[str], Counter[str]]:
    """(requests on Discord's global bucket, exempt requests: interaction callbacks and webhook
    routes with an interaction token), each counted by route."""
    on_global: Counter[str] = Counter()
    exempt: Counter[str] = Counter()
    for record in records:
        (on_global if record.global_bucket else exempt)[record.route] += 1
    return on_global, exempt


def game_of(custom_id: str) -> int | None:
    """The game an option's ``act:<game>:…`` / ``pick:<game>:…`` custom id belongs to."""
    parts = custom_id.split(":")
    return int(parts[1]) if len(parts) > 2 and parts[1].isdigit() else None


# -- pings ---------------------------------------------------------------------------------------


def _custom_ids(message: Message) -> list[str]:
    return [c.get("custom_id", "") for c in message.interactive_components()]


def _hand_game(message: Message) -> int | None:
    for identifier in _custom_ids(message):
        if identifier.startswith(("hand:", "log:")):
            return int(identifier.split(":")[1])
    return None


def is_ping(message: Message) -> bool:
    """A "your move" message: plain text with a table's "My turn" button (no embed)."""
    return (
        message.ephemeral_for is None
        and not message.embeds
        and any(i.startswith("hand:") for i in _custom_ids(message))
    )


@dataclass
class Clicks:
    """Every answered option click (when, where, by whom) and every ping posted, on the loop's
    clock, to time each decision to the ping it made and to count moves."""

    clicks: dict[int, list[tuple[float, int]]] = field(default_factory=lambda: defaultdict(list))
    """Channel id to its clicks: (time, user id)."""
    pings: list[tuple[int, float, frozenset[int]]] = field(default_factory=list)
    """(channel id, time posted, users it notified)."""
    by_game: Counter[int] = field(default_factory=Counter)
    """Answered option clicks per game."""

    def clicked(self, interaction) -> None:
        self.clicks[interaction.channel.id].append((interaction.created_at, interaction.user.id))
        game = game_of(interaction.payload["data"].get("custom_id", ""))
        if game is not None:
            self.by_game[game] += 1

    def watch(self, fake: FakeDiscord) -> None:
        """Note every ping as the fake publishes it."""
        publish = fake.messages.publish

        def noting(message: Message) -> Message:
            published = publish(message)
            if is_ping(published):
                now = asyncio.get_running_loop().time()
                self.pings.append((published.channel_id, now, frozenset(published.notified)))
            return published

        fake.messages.publish = noting  # type: ignore[method-assign]

    def ping_delays_ms(self, since: float) -> list[float]:
        """Decision to ping: from the last click in the channel before each ping (by someone
        the ping does not call: the move that handed the turn on) to the ping; pings after
        ``since`` only."""
        delays = []
        for channel, posted, called in self.pings:
            if posted < since:
                continue
            before = [(t, user) for t, user in self.clicks.get(channel, []) if t <= posted]
            if before and before[-1][1] not in called:
                delays.append((posted - before[-1][0]) * 1000)
        return delays


# -- the end: moves, tables and pings against the database ---------------------------------------


def _rows(database: Path | str, query: str, *params) -> list[dict]:
    return stored_rows(database, query, *params)


def decided_actions(database: Path | str) -> Counter[int]:
    """Per game, the actions of human seats that were decisions (a prompt of more than one
    option): the bot applies single-option prompts itself, so only these come from clicks."""
    counts: Counter[int] = Counter()
    games = _rows(
        database,
        "SELECT id, game, seed, options FROM games WHERE status IN ('running', 'finished')",
    )
    for row in games:
        seats = _rows(database, "SELECT seat, user_id FROM seats WHERE game_id = ?", row["id"])
        humans = {s["seat"] for s in seats if s["user_id"] is not None}
        game = get_game(row["game"])
        state = game.setup(len(seats), row["seed"], json.loads(row["options"] or "{}"))
        log = _rows(
            database,
            "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY version",
            row["id"],
        )
        for entry in log:
            action = json.loads(entry["action"])
            prompt = game.pending(state).get(entry["seat"])
            if entry["seat"] in humans and prompt is not None and len(prompt.options) > 1:
                counts[row["id"]] += 1
            state, _ = game.apply(state, entry["seat"], action)
    return counts


def moves_compared(clicked: Counter[int], stored: Counter[int]) -> tuple[int, int]:
    """(lost, doubled): answered clicks the database lacks, decisions it has twice, by game."""
    lost = doubled = 0
    for game in set(clicked) | set(stored):
        difference = stored[game] - clicked[game]
        lost += max(0, -difference)
        doubled += max(0, difference)
    return lost, doubled


def channel_problems(fake: FakeDiscord, database: Path | str) -> dict[str, int]:
    """Tables and pings that differ from the database, and messages shown twice.

    A table is as stored when the bot drew its current state (``shown``) on a message the
    channel still shows; a ping when the one the database names is shown and no other of its
    game is. Doubled: a game with more than one table, or more than one ping, in its channel.
    """
    games = _rows(
        database,
        "SELECT id, status, version, shown, message_id, ping_message_id FROM games "
        "WHERE status IN ('running', 'finished') AND message_id IS NOT NULL",
    )
    tables: Counter[int] = Counter()
    pings: defaultdict[int, set[int]] = defaultdict(set)
    for channel in {fake.store.messages[g["message_id"]].channel_id for g in games}:
        for message in fake.store.visible_messages(fake.store.channels[channel]):
            game = _hand_game(message)
            if game is None:
                continue
            if is_ping(message):
                pings[game].add(message.id)
            elif message.embeds:
                tables[game] += 1
    differ = 0
    for game in games:
        table = fake.store.messages.get(game["message_id"])
        drawn = game["shown"] == f"{game['status']}:{game['version']}"
        ping = game["ping_message_id"]
        pings_as_stored = pings[game["id"]] == ({ping} if ping is not None else set())
        differ += not (drawn and table is not None and not table.deleted and pings_as_stored)
    return {
        "tables": len(games),
        "tables_differing": differ,
        "doubled_tables": sum(n > 1 for n in tables.values()),
        "doubled_pings": sum(len(ids) > 1 for ids in pings.values()),
    }


def lobby_problems(fake: FakeDiscord, database: Path | str) -> dict[str, int]:
    """Lobbies shown whose game is no open lobby with that message, and threads left empty and
    not archived (what a /play cut short may leave, where tables open in threads)."""
    lobbies = {
        row["id"]: row["message_id"]
        for row in _rows(database, "SELECT id, message_id FROM games WHERE status = 'lobby'")
    }
    stale = 0
    empty = 0
    for channel in list(fake.store.channels.values()):
        shown = fake.store.visible_messages(channel)
        empty += channel.is_thread and not channel.archived and not shown
        for message in shown:
            game = _lobby_game(message)
            stale += game is not None and lobbies.get(game) != message.id
    return {"stale_lobbies": stale, "empty_threads": empty}


def _lobby_game(message: Message) -> int | None:
    for identifier in _custom_ids(message):
        if identifier.startswith("lobby:"):
            return int(identifier.split(":")[1])
    return None


# -- endings -------------------------------------------------------------------------------------


def ending_problems(fake: FakeDiscord, database: Path | str) -> dict[str, int]:
    """Finished games whose results the channel does not show exactly once, or that are not
    rated exactly once: every human seat in ``player_results``, the game's ``result_log`` row
    rated, and every player's rating counting as many games as their results say."""
    finished = _rows(
        database,
        "SELECT games.id, games.channel_id, result_log.rated FROM games "
        "JOIN results ON results.game_id = games.id "
        "LEFT JOIN result_log ON result_log.game_id = games.id",
    )
    humans = Counter(
        row["game_id"]
        for row in _rows(database, "SELECT game_id FROM seats WHERE user_id IS NOT NULL")
    )
    rated = Counter(row["game_id"] for row in _rows(database, "SELECT game_id FROM player_results"))
    miscounted = _rows(
        database,
        "SELECT ratings.user_id FROM ratings WHERE ratings.games <> (SELECT COUNT(*) FROM "
        "player_results WHERE player_results.game = ratings.game "
        "AND player_results.user_id = ratings.user_id)",
    )
    shown: Counter[int] = Counter()
    for channel_id in {row["channel_id"] for row in finished}:
        channel = fake.store.channels.get(channel_id)
        for message in fake.store.visible_messages(channel) if channel is not None else []:
            if message.content.startswith("Game over"):
                shown.update(g["id"] for g in finished if f"(table #{g['id']})" in message.content)
    return {
        "games_ended": len(finished),
        "endings_not_shown": sum(shown[g["id"]] == 0 for g in finished),
        "endings_shown_twice": sum(shown[g["id"]] > 1 for g in finished),
        "endings_not_rated": sum(
            g["rated"] != 1 or rated[g["id"]] != humans[g["id"]] for g in finished
        ),
        "ratings_miscounted": len(miscounted),
    }
