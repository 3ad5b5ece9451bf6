"""A loopback fake of Discord's REST API and gateway for end-to-end tests of the real bot.

Test infrastructure only: nothing outside tests/ (and bench/) may import it.
"""

from .conditions import Conditions, Traffic
from .errors import FakeDiscordUsageError, InteractionFailed
from .fake import FakeDiscord
from .hooks import TEST_CLIENT_OPTIONS
from .interactions import CallbackType, Interaction
from .store import Attachment, Channel, Guild, Message, Role
from .users import FakeUser

__all__ = [
    "TEST_CLIENT_OPTIONS",
    "Attachment",
    "CallbackType",
    "Channel",
    "Conditions",
    "FakeDiscord",
    "FakeDiscordUsageError",
    "FakeUser",
    "Guild",
    "Interaction",
    "InteractionFailed",
    "Message",
    "Role",
    "Traffic",
]
