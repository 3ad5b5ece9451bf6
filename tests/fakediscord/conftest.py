import pytest

from tests.fakediscord.fake import FakeDiscord
from tests.fakediscord.fixtures import connected_bot, fake
from tests.fakediscord.sample_bot import SampleBot

__all__ = ["bot", "connected_bot", "fake"]


@pytest.fixture
def bot(fake: FakeDiscord) -> SampleBot:
    return SampleBot(fake.guild.id)
