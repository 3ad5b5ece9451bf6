"""First light: a lobby, a start and a whole game against bots, with stub images."""

import io

import pytest
from PIL import Image

from render import registry
from tests.bot.driver import play_to_the_end, start_game


def blank_png(*drawn) -> bytes:
    """A stub image (module-level: the bot sends it to its render workers by name)."""
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8)).save(buffer, "PNG")
    return buffer.getvalue()


@pytest.fixture(autouse=True)
def stub_images(monkeypatch):
    monkeypatch.setattr(registry, "table_png", blank_png)
    monkeypatch.setattr(registry, "hand_png", blank_png)


async def test_a_whole_mausoleum_game_against_a_bot(fake, table_bot):
    alice = fake.user("alice")
    table = await start_game(fake, table_bot, alice, "mausoleum", [alice], bots=1)
    record = await table_bot.store.games.open_game_in_channel(fake.channel.id)
    assert record.status == "running" and table.attachments
    await play_to_the_end(fake, table_bot, [alice], record.id)
    final = await table_bot.store.games.get(record.id)
    assert final.status == "finished"
