"""The table's "Last moves" hold whole turns: everything since each player's previous turn, and
everything from the start until everyone has played once."""

from __future__ import annotations

from cogs.story_text import last_turns
from db.store import LoggedAction
from engine.core import Label, get_game, state_to_json
from locales import tr
from tests.bot.driver import open_hand, option_components, settle, start_game
from tests.engine.mausoleum_tables import table as mausoleum_table


def log(*steps: tuple[int, str]) -> list[LoggedAction]:
    """Actions ``(seat, do)`` at versions 0, 1, …"""
    return [LoggedAction(v, seat, {"do": do}, []) for v, (seat, do) in enumerate(steps)]


def test_a_turn_of_several_steps_is_shown_whole():
    """Luxor: "Bob moves an adventurer" was shown without "Bob plays 5" (two steps of his
    turn): the window starts where the turn of the seat that played longest ago starts."""
    actions = log((0, "card"), (0, "move"), (1, "card"), (1, "move"), (0, "card"))
    assert last_turns(actions, get_game("luxor"), 2) == actions[2:]


def test_an_answer_belongs_to_the_turn_it_answers():
    actions = log(
        (2, "play"),
        (0, "play"),
        (0, "target"),
        (1, "allow"),
        (0, "discard"),
        (1, "play"),
        (2, "play"),
    )
    assert last_turns(actions, get_game("mausoleum"), 3) == actions[1:]


def test_until_every_seat_played_a_turn_of_its_own_everything_is_shown():
    actions = log((1, "play"), (1, "target"), (0, "defend"), (2, "play"))
    assert last_turns(actions, get_game("mausoleum"), 3) == actions


async def click(bot, fake, user, record, label: str) -> None:
    """``user`` opens their turn panel and clicks the option that reads ``label``."""
    panel = await open_hand(user, fake.message(record.message_id))
    (option,) = [o for o in option_components(panel) if o.get("label") == label]
    await (await user.click(panel, option["custom_id"])).answered()
    await settle(bot)


def last_moves(fake, record) -> list[str]:
    fields = fake.message(record.message_id).embeds[0].get("fields", [])
    recent = [f["value"] for f in fields if f["name"] in ("Last moves", "Earlier moves")]
    return "\n".join(recent).splitlines()


async def public_lines(bot, record, first: int = 0) -> list[str]:
    names = [seat.name for seat in record.seats]
    return [
        tr("en-US", Label.from_json(event["label"]), names)
        for action in await bot.store.actions.action_log(record.id)
        if action.version >= first
        for event in action.events
        if event["to"] is None
    ]


async def test_before_everyone_played_the_table_shows_the_game_from_its_start(fake, table_bot):
    """A game opened by Bob's Theft on Alice, which Alice lets through: before Alice's first
    turn of her own the table still shows the Theft (her answer is part of Bob's turn)."""
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    await start_game(fake, table_bot, alice, "mausoleum", [alice, bob, carol], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    state = mausoleum_table(
        3,
        hands={0: ["sculptors", "pyramid"], 1: ["theft", "base"], 2: ["columns", "statues"]},
        draw=["base", "columns", "statues"],
        turn=1,
    )
    async with table_bot.database.transaction() as tx:
        await tx.execute(
            "UPDATE games SET state = ? WHERE id = ?", (state_to_json(state), record.id)
        )
    await click(table_bot, fake, bob, record, "Play Theft")
    await click(table_bot, fake, bob, record, "Attack Alice")
    await click(table_bot, fake, alice, record, "Let the attack through")
    record = await table_bot.store.games.get(record.id)
    assert [s.seat for s in record.seats if s.user_id == carol.id] == [2]
    await click(table_bot, fake, carol, record, "Play Columns")
    expected = await public_lines(table_bot, record)
    assert expected[0] == "Bob plays Theft."
    assert last_moves(fake, record) == expected
