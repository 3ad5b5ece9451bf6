"""Across whole games: no public message shows private data, no ephemeral reaches a stranger;
the logs, round summaries and replays (animation and step-through viewer) included."""

from __future__ import annotations

import pytest

from cogs.story import REPLAY_IMAGE
from engine.core import Label, games
from locales import tr
from tests.bot.driver import custom_id, play_to_the_end, start_game
from tests.bot.images import read_stamp
from tests.bot.test_story import read_log

pytestmark = pytest.mark.usefixtures("stamps")


def texts(message) -> str:
    parts = [message.content]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts += [f"{f['name']} {f['value']}" for f in embed.get("fields", [])]
    parts += [a.description or "" for a in message.attachments]  # alt text reads like text
    return "\n".join(parts)


@pytest.mark.postgresql_sample(game_id=["capital-lux"])
@pytest.mark.parametrize("game_id", list(games()))
async def test_private_data_only_reaches_its_owner(fake, table_bot, game_id):
    alice, bob = fake.user("alice"), fake.user("bob")
    await start_game(fake, table_bot, alice, game_id, [alice, bob], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    await play_to_the_end(fake, table_bot, [alice, bob], record.id)
    record = await table_bot.store.games.get(record.id)
    table = fake.message(record.message_id)
    for user in (alice, bob):  # each reads the whole log and steps through the replay
        await read_log(user, table)
        viewer = await (await user.slash("game replay")).answered()
        await (await user.click(viewer, custom_id(viewer, "replay:", ":d"))).answered()
    seat_of_user = {alice.id: 0, bob.id: 1}
    names = [s.name for s in record.seats[:2]] + ["Bot 1 (Easy)"]
    messages = list(fake.store.messages.values())
    await assert_private_data_kept(table_bot.store, record, names, seat_of_user, messages)
    assert {m.ephemeral_for for m in messages if m.ephemeral_for is not None} == {alice.id, bob.id}


async def assert_private_data_kept(store, record, names, seat_of_user, messages) -> None:
    """No public message among ``messages`` shows a seat's private lines or images, and each
    ephemeral one shows only its owner's (``seat_of_user``; ``names``: the seats' names as
    the events' lines read them, in English)."""
    private_lines: dict[int, set[str]] = {seat: set() for seat in range(len(record.seats))}
    for action in await store.actions.action_log(record.id):
        for event in action.events:
            if event["to"] is not None:
                text = tr("en-US", Label.from_json(event["label"]), names)
                private_lines[event["to"]].add(text)
    public_lines = {
        tr("en-US", Label.from_json(e["label"]), names)
        for a in await store.actions.action_log(record.id)
        for e in a.events
        if e["to"] is None
    }

    public = [m for m in messages if m.ephemeral_for is None]
    assert public and all(
        read_stamp(m.image(a.filename)) is None for m in public for a in m.attachments
    )
    for message in public:
        shown = texts(message)
        for seat, lines in private_lines.items():
            leaked = [line for line in lines - public_lines if line in shown]
            assert not leaked, f"seat {seat}'s private {leaked} in a public message"

    ephemerals = [m for m in messages if m.ephemeral_for is not None]
    for message in ephemerals:
        owner = seat_of_user[message.ephemeral_for]
        for attachment in message.attachments:
            # The replay viewer shows the public table; every other private image is the
            # owner's own view.
            expected = None if attachment.filename == REPLAY_IMAGE else owner
            assert read_stamp(message.image(attachment.filename)) == expected
        shown = texts(message)
        for seat, lines in private_lines.items():
            if seat != owner:
                # Identical lines can be private to two seats (both picked a pink 6).
                foreign = lines - public_lines - private_lines[owner]
                leaked = [line for line in foreign if line in shown]
                assert not leaked, f"seat {seat}'s private {leaked} shown to seat {owner}"
