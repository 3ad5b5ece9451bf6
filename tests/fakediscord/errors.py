"""Discord's JSON error shapes (server side) and the exceptions simulated users raise."""

from __future__ import annotations

from typing import Any


class DiscordError(Exception):
    """An API error, answered as Discord does: `{"message": ..., "code": ...[, "errors": ...]}`."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors is not None:
            body["errors"] = self.errors
        return body


def unknown_channel() -> DiscordError:
    return DiscordError(404, 10003, "Unknown Channel")


def unknown_guild() -> DiscordError:
    return DiscordError(404, 10004, "Unknown Guild")


def unknown_message() -> DiscordError:
    return DiscordError(404, 10008, "Unknown Message")


def unknown_user() -> DiscordError:
    return DiscordError(404, 10013, "Unknown User")


def unknown_member() -> DiscordError:
    return DiscordError(404, 10007, "Unknown Member")


def unknown_webhook() -> DiscordError:
    return DiscordError(404, 10015, "Unknown Webhook")


def unknown_command() -> DiscordError:
    return DiscordError(404, 10063, "Unknown application command")


def unknown_interaction() -> DiscordError:
    return DiscordError(404, 10062, "Unknown interaction")


def already_acknowledged() -> DiscordError:
    return DiscordError(400, 40060, "Interaction has already been acknowledged.")


def unauthorized() -> DiscordError:
    return DiscordError(401, 0, "401: Unauthorized")


def invalid_webhook_token() -> DiscordError:
    return DiscordError(401, 50027, "Invalid Webhook Token")


def missing_access() -> DiscordError:
    return DiscordError(403, 50001, "Missing Access")


def missing_permissions() -> DiscordError:
    return DiscordError(403, 50013, "Missing Permissions")


def archived_thread() -> DiscordError:
    return DiscordError(400, 50083, "Thread is archived")


def not_author() -> DiscordError:
    return DiscordError(403, 50005, "Cannot edit a message authored by another user")


def empty_message() -> DiscordError:
    return DiscordError(400, 50006, "Cannot send an empty message")


def too_large() -> DiscordError:
    return DiscordError(413, 40005, "Request entity too large")


class FormErrors:
    """Collects field errors into Discord's nested 50035 "Invalid Form Body" shape."""

    def __init__(self) -> None:
        self.tree: dict[str, Any] = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def check_length(self, path: tuple[str | int, ...], value: object, low: int, high: int) -> None:
        if not isinstance(value, str) or not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def raise_if_any(self) -> None:
        if self.tree:
            raise DiscordError(400, 50035, "Invalid Form Body", self.tree)


class FakeDiscordUsageError(Exception):
    """Something a real Discord client would not let a user do (unknown command, missing button)."""


class InteractionFailed(Exception):
    """The bot did not acknowledge in time: the user sees "This interaction failed"."""

    def __init__(self, message: str, interaction: Any = None) -> None:
        super().__init__(message)
        self.interaction = interaction
        """The fake's ``Interaction`` that failed."""
