"""Which shard an interaction or a request of ``bench.load --shards`` was for. The bots of the
shard sets share one token, so Discord tells their requests apart only by what they touch: a
channel, an interaction, an interaction's webhook, each of a guild (or of none: shard 0's)."""

from __future__ import annotations

import re

from settings import shard_of
from tests.fakediscord import FakeDiscord
from tests.fakediscord.interactions import Interaction

_CHANNEL = re.compile(r"/channels/(\d+)")
_CALLBACK = re.compile(r"/interactions/(\d+)/")
_WEBHOOK = re.compile(r"/webhooks/\d+/([^/]+)")


class Shards:
    """The shard of what the fake saw during a run of ``count`` shards."""

    def __init__(self, fake: FakeDiscord, count: int) -> None:
        self.count = count
        interactions = fake.interactions.all
        self._by_id = {i.id: i for i in interactions}
        self._by_token = {i.token: i for i in interactions}
        self._channels = fake.store.channels

    def of_interaction(self, interaction: Interaction) -> int:
        return shard_of(interaction.guild.id if interaction.guild else None, self.count)

    def of_channel(self, channel_id: int) -> int | None:
        channel = self._channels.get(channel_id)
        return None if channel is None else shard_of(channel.guild_id, self.count)

    def of_request(self, path: str) -> int | None:
        """The shard whose games a request was about; ``None`` when no game's (the gateway's
        address, the commands' sync) or not known."""
        if match := _CHANNEL.search(path):
            return self.of_channel(int(match[1]))
        interaction = None
        if match := _CALLBACK.search(path):
            interaction = self._by_id.get(int(match[1]))
        elif match := _WEBHOOK.search(path):
            interaction = self._by_token.get(match[1])
        return None if interaction is None else self.of_interaction(interaction)
