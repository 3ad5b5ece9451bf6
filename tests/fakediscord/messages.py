"""Creating, editing and deleting messages, shared by the channel and interaction routes."""

from __future__ import annotations

import mimetypes
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import errors, mentions
from .errors import FormErrors
from .snowflakes import iso_now
from .store import COMPONENTS_V2, EPHEMERAL, LOADING, Attachment, Channel, Json, Message, Store
from .validation import validate_message_body

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
MAX_FILES = 10
SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
SETTABLE_FLAGS = SUPPRESS_EMBEDS | EPHEMERAL | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2

Dispatch = Callable[[str, Json], None]
"""Sends a gateway event (name, data) to the bot."""


@dataclass
class UploadedFile:
    index: int
    """n in the multipart field name `files[n]`."""
    filename: str
    data: bytes


@dataclass
class MessageBody:
    """A request body: the JSON (or `payload_json`) part plus uploaded files."""

    data: Json = field(default_factory=dict)
    files: list[UploadedFile] = field(default_factory=list)


class Messages:
    def __init__(self, store: Store, dispatch: Dispatch, cdn_base: str) -> None:
        self.store = store
        self.dispatch = dispatch
        self.cdn_base = cdn_base

    def new(self, channel: Channel, author_id: int, **fields: Any) -> Message:
        """An unpublished message; fill it with `apply` and then `publish` it."""
        return Message(
            id=self.store.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=self.store.users[author_id],
            **fields,
        )

    def apply(self, message: Message, body: MessageBody) -> None:
        """Validate `body` and write it into `message`; keys the body omits are left as they are."""
        data = body.data
        form = FormErrors()
        validate_message_body(data, form)
        mentions.validate_allowed_mentions(data.get("allowed_mentions"), form)
        if len(body.files) > MAX_FILES:
            form.add(("files",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer in length.")
        if any(len(f.data) > ATTACHMENT_SIZE_LIMIT for f in body.files):
            raise errors.too_large()
        attachments = self._attachments(message, body, form)
        form.raise_if_any()
        if "content" in data:
            message.content = data["content"] or ""
        if "embeds" in data:
            message.embeds = list(data["embeds"] or [])
        if "components" in data:
            message.components = list(data["components"] or [])
        if "flags" in data and data["flags"] is not None:
            kept = message.flags & ~(SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2)
            message.flags = kept | (int(data["flags"]) & SETTABLE_FLAGS & ~EPHEMERAL)
        message.attachments = attachments
        if "content" in data or "allowed_mentions" in data:
            found = mentions.compute(
                self.store,
                self.store.channel(message.channel_id),
                message.author.id,
                message.content,
                data.get("allowed_mentions"),
            )
            message.mention_users = [self.store.users[i].payload() for i in found.users]
            message.mention_role_ids = found.roles
            message.mention_everyone = found.everyone
        if not (message.content or message.embeds or message.attachments or message.components):
            raise errors.empty_message()

    def _attachments(
        self, message: Message, body: MessageBody, form: FormErrors
    ) -> list[Attachment]:
        uploads = {upload.index: upload for upload in body.files}
        spec = body.data.get("attachments")
        if spec is None:
            return message.attachments + [self._attachment(message, u) for u in uploads.values()]
        existing = {attachment.id: attachment for attachment in message.attachments}
        kept: list[Attachment] = []
        for index, item in enumerate(spec):
            ref = int(item["id"])
            if item.get("description") is not None:
                form.check_length(
                    ("attachments", index, "description"), item["description"], 0, 1024
                )
            if ref in existing:
                kept.append(existing[ref])
            elif ref in uploads:
                upload = uploads.pop(ref)
                kept.append(
                    self._attachment(
                        message,
                        upload,
                        filename=item.get("filename") or upload.filename,
                        description=item.get("description"),
                    )
                )
            else:
                form.add(
                    ("attachments", index, "id"),
                    "ATTACHMENT_NOT_FOUND",
                    f"Unknown attachment or upload index {ref}.",
                )
        return kept + [self._attachment(message, u) for u in uploads.values()]

    def _attachment(
        self,
        message: Message,
        upload: UploadedFile,
        *,
        filename: str | None = None,
        description: str | None = None,
    ) -> Attachment:
        name = filename or upload.filename
        attachment_id = self.store.ids.next()
        attachment = Attachment(
            id=attachment_id,
            filename=name,
            data=upload.data,
            url=f"{self.cdn_base}/attachments/{message.channel_id}/{attachment_id}/{name}",
            content_type=mimetypes.guess_type(name)[0] or "application/octet-stream",
            description=description,
            ephemeral=message.ephemeral,
        )
        self.store.attachments[attachment_id] = attachment
        return attachment

    def publish(self, message: Message) -> Message:
        self.store.add_message(message)
        if message.ephemeral_for is None:
            message.notified = mentions.notified(
                self.store,
                self.store.channel(message.channel_id),
                message.author.id,
                mentions.Mentions(
                    [int(u["id"]) for u in message.mention_users],
                    message.mention_role_ids,
                    message.mention_everyone,
                ),
            )
            self.store.channel(message.channel_id).last_message_id = message.id
            self.dispatch("MESSAGE_CREATE", self._event_payload(message))
        self.store.changed()
        return message

    def edit(self, message: Message, body: MessageBody, *, finish_loading: bool = False) -> Message:
        before = list(message.attachments)
        self.apply(message, body)
        self._forget([a for a in before if a not in message.attachments])
        if finish_loading:
            message.flags &= ~LOADING
        message.version += 1
        message.edited_timestamp = iso_now()
        if message.ephemeral_for is None:
            self.dispatch("MESSAGE_UPDATE", self._event_payload(message))
        self.store.changed()
        return message

    def delete(self, message: Message) -> None:
        message.deleted = True
        self._forget(message.attachments)
        if message.ephemeral_for is None:
            event = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                event["guild_id"] = str(message.guild_id)
            self.dispatch("MESSAGE_DELETE", event)
        self.store.changed()

    def _forget(self, attachments: list[Attachment]) -> None:
        """Drop the bytes of attachments no message shows any more, as Discord's CDN does;
        long load runs would otherwise keep every board image ever drawn."""
        for attachment in attachments:
            self.store.attachments.pop(attachment.id, None)

    def _event_payload(self, message: Message) -> Json:
        data = message.payload()
        if message.guild_id is None:
            return data
        guild = self.store.guilds[message.guild_id]
        member = guild.members.get(message.author.id)
        if member is not None and message.webhook_id is None:
            data["member"] = {k: v for k, v in member.payload().items() if k != "user"}
        return data
