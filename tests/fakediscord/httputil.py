"""HTTP plumbing shared by the REST routes: exact JSON responses, bodies, the request log."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from aiohttp import BodyPartReader, web

from .errors import DiscordError
from .messages import MessageBody, UploadedFile

FILE_FIELD = re.compile(r"files\[(\d+)\]")


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with Content-Type exactly `application/json`.

    discord.py only decodes a body whose Content-Type equals that string; aiohttp's own
    `json_response` appends `; charset=utf-8`, which would hand discord.py a plain str.
    """
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={**(headers or {}), "Content-Type": "application/json"},
    )


def no_content() -> web.Response:
    return web.Response(status=204)


def error_response(error: DiscordError) -> web.Response:
    return json_response(error.body(), status=error.status)


def invalid_json() -> DiscordError:
    return DiscordError(400, 50109, "The request body contains invalid JSON.")


async def read_body(request: web.Request) -> MessageBody:
    """A JSON body, or a multipart one with `payload_json` and `files[n]` parts (as Discord)."""
    if request.content_type == "multipart/form-data":
        body = MessageBody()
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                raise invalid_json()
            match = FILE_FIELD.fullmatch(part.name or "")
            if part.name == "payload_json":
                body.data = _object(_decode(await part.text()))
            elif match:
                data = bytes(await part.read())
                body.files.append(UploadedFile(int(match[1]), part.filename or "file", data))
            else:
                raise DiscordError(400, 50035, f"Invalid Form Body: unexpected part {part.name!r}")
        return body
    if not request.body_exists:
        return MessageBody()
    if request.content_type != "application/json":
        raise DiscordError(400, 50035, f"Invalid Form Body: content type {request.content_type}")
    return MessageBody(_object(await read_json(request)))


async def read_json(request: web.Request) -> Any:
    return _decode(await request.text())


def _decode(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise invalid_json() from None


def _object(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise invalid_json()
    return data


@dataclass
class RequestRecord:
    """One REST request as answered; `route` is like "POST /channels/{channel_id}/messages"."""

    method: str
    route: str
    path: str
    status: int
    code: int | None = None
    """Discord's JSON error code, for error responses."""
    started: float = 0.0
    """`time.monotonic()` when the request reached the fake (before any latency)."""
    finished: float = 0.0
    """`time.monotonic()` when the answer left (after any latency; 0 while unanswered)."""
    global_bucket: bool = False
    """Whether Discord would count it on the bot's global 50/s bucket."""
