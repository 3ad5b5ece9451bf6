"""A game loaded again at the same stored state reuses the parsed state and what the engine
worked out from it (prompts, views); any other stored text is parsed anew."""

from __future__ import annotations

import dataclasses

import play.service as service_module
from engine.core.serialization import state_from_json, state_to_json
from play.service import KeptStates
from tests.bot.driver import start_game


async def test_loads_at_the_same_state_share_it_and_a_move_s_state_is_never_parsed(
    fake, table_bot, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    await start_game(fake, table_bot, alice, "capital-lux", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    service = table_bot.service
    first, second = await service.load(record.id), await service.load(record.id)
    assert first.state is second.state and first.worked is second.worked
    assert first.pending() is second.pending()
    assert first.view(0) is second.view(0)

    parsed: list[str] = []

    def counting(text):
        parsed.append(text)
        return state_from_json(text)

    monkeypatch.setattr(service_module, "state_from_json", counting)
    seat = min(first.pending())
    decided = await service.decide(
        record.id, user_id=[alice, bob][seat].id, version=first.record.version, option=0
    )
    after = await service.load(record.id)
    assert parsed == [], "the state the move made is kept as it is stored"
    assert after.state is decided.state and after.record.version == first.record.version + 1
    assert state_to_json(after.state) == after.record.state
    answered = service.states.of(decided.record, decided.state)
    assert answered.worked is after.worked, "the clicker's panel and the sync share the views"
    copy = state_from_json(after.record.state)
    assert service.states.of(decided.record, copy).worked is not after.worked
    assert after.pending() == after.game.pending(state_from_json(after.record.state))


async def test_a_different_stored_text_is_parsed_and_the_oldest_game_goes_first(fake, table_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await start_game(fake, table_bot, alice, "luxor", [alice, bob], bots=0)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    kept = KeptStates(size=2)
    loaded = kept.loaded(record)
    assert kept.loaded(record).state is loaded.state
    changed = state_from_json(record.state)
    changed.version += 1  # what another process wrote: the same game, another text
    other = dataclasses.replace(record, state=state_to_json(changed))
    reread = kept.loaded(other)
    assert reread.state is not loaded.state
    assert reread.state.version == loaded.state.version + 1
    assert reread.pending() and kept.loaded(other).worked is reread.worked
    kept.loaded(dataclasses.replace(record, id=record.id + 1))
    kept.loaded(dataclasses.replace(record, id=record.id + 2))  # a third game: the first goes
    again = kept.loaded(other)
    assert again.state is not reread.state and again.worked.pending is None, "parsed anew"
