"""Threads: channels of type 11 (public) or 12 (private) under a text channel.

A thread has no permission overwrites of its own (see ``Guild.permissions_in``); posting there
needs Send Messages in Threads. Discord archives a thread after ``auto_archive_duration``
minutes without activity: tests do it with ``FakeDiscord.archive_thread``. Editing or deleting
a message of an archived thread is refused (50083); a new message un-archives it, as in Discord,
unless the thread is locked.
"""

from __future__ import annotations

from collections.abc import Callable

from .snowflakes import iso_now
from .store import PUBLIC_THREAD, Channel, Json, Store

ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)


class Threads:
    def __init__(self, store: Store, dispatch: Callable[[str, Json], None]) -> None:
        self.store = store
        self.dispatch = dispatch

    def create(
        self,
        parent: Channel,
        name: str,
        owner_id: int,
        kind: int = PUBLIC_THREAD,
        auto_archive_duration: int | None = None,
        *,
        thread_id: int | None = None,
    ) -> Channel:
        from .errors import FormErrors

        form = FormErrors()
        form.check_length(("name",), name, 1, 100)
        duration = auto_archive_duration or 1440
        if duration not in ARCHIVE_DURATIONS:
            form.add(
                ("auto_archive_duration",),
                "BASE_TYPE_CHOICES",
                "Value must be one of 60, 1440, 4320, 10080.",
            )
        form.raise_if_any()
        thread = Channel(
            thread_id or self.store.ids.next(),
            parent.guild_id,
            name,
            0,
            type=kind,
            parent_id=parent.id,
            owner_id=owner_id,
            auto_archive_duration=duration,
        )
        self.store.channels[thread.id] = thread
        self.dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        self.store.changed()
        return thread

    def set_archived(self, thread: Channel, archived: bool) -> None:
        thread.archived = archived
        thread.archive_timestamp = iso_now()
        self.dispatch("THREAD_UPDATE", thread.payload())
        self.store.changed()

    def of(self, parent: Channel) -> list[Channel]:
        """The threads of a channel, oldest first."""
        return [c for c in self.store.channels.values() if c.parent_id == parent.id]
