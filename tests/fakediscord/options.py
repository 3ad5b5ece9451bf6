"""Turning a simulated user's keyword arguments into slash-command options, as the client would."""

from __future__ import annotations

from typing import Protocol

from .commands import (
    ATTACHMENT,
    BOOLEAN,
    CHANNEL,
    INTEGER,
    MENTIONABLE,
    NUMBER,
    ROLE,
    STRING,
    USER,
)
from .errors import FakeDiscordUsageError
from .store import Channel, Guild, Json, Role, User


class HasUser(Protocol):
    @property
    def user(self) -> User: ...


OptionValue = str | int | float | bool | User | HasUser | Channel | Role


def build_options(
    schema: list[Json],
    values: dict[str, OptionValue],
    *,
    guild: Guild | None,
    channel: Channel,
    invoker: User,
    focused: str | None = None,
) -> tuple[list[Json], Json]:
    """Options in the command's own order plus the `resolved` map for users, channels and roles.

    `focused` names the option being typed in an autocomplete request: its value is the partial
    text, and required options may still be missing.
    """
    by_name = {option["name"]: option for option in schema}
    unknown = sorted(set(values) - set(by_name))
    if unknown:
        raise FakeDiscordUsageError(f"unknown option(s) {unknown}; the command has {list(by_name)}")
    options: list[Json] = []
    resolved: Json = {}
    for option in schema:
        name = option["name"]
        if name not in values:
            if option.get("required") and focused is None:
                raise FakeDiscordUsageError(f"option {name!r} is required")
            continue
        entry: Json = {"name": name, "type": option["type"]}
        if name == focused:
            entry["value"] = str(values[name])
            entry["focused"] = True
        else:
            entry["value"] = _convert(option, values[name], guild, channel, invoker, resolved)
        options.append(entry)
    return options, resolved


def _convert(
    option: Json,
    value: OptionValue,
    guild: Guild | None,
    channel: Channel,
    invoker: User,
    resolved: Json,
) -> str | int | float | bool:
    kind, name = option["type"], option["name"]
    if kind == STRING and isinstance(value, str):
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        if not low <= len(value) <= high:
            raise FakeDiscordUsageError(f"{name}: length must be between {low} and {high}")
        return _check_choice(option, value)
    if kind in (INTEGER, NUMBER) and isinstance(value, int | float) and not isinstance(value, bool):
        if kind == INTEGER and not isinstance(value, int):
            raise FakeDiscordUsageError(f"{name}: an integer is needed, not {value!r}")
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise FakeDiscordUsageError(f"{name}: {value} is outside [{low}, {high}]")
        return _check_choice(option, value)
    if kind == BOOLEAN and isinstance(value, bool):
        return value
    if kind == USER:
        user = value if isinstance(value, User) else getattr(value, "user", None)
        if isinstance(user, User):
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            member = guild.members.get(user.id) if guild is not None else None
            if member is not None and guild is not None:
                data = member.payload(guild.permissions_in(channel, user.id))
                del data["user"]
                resolved.setdefault("members", {})[str(user.id)] = data
            return str(user.id)
    if kind == CHANNEL and isinstance(value, Channel) and guild is not None:
        types = option.get("channel_types")
        if types and 0 not in types:
            raise FakeDiscordUsageError(f"{name}: only channel types {types} are accepted")
        resolved.setdefault("channels", {})[str(value.id)] = {
            "id": str(value.id),
            "name": value.name,
            "type": 0,
            "permissions": str(guild.permissions_in(value, invoker.id)),
        }
        return str(value.id)
    if kind == ROLE and isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)
    if kind in (MENTIONABLE, ATTACHMENT):
        raise NotImplementedError(f"fakediscord does not simulate option type {kind} yet")
    raise FakeDiscordUsageError(f"{name}: {value!r} does not fit option type {kind}")


def _check_choice(option: Json, value: str | int | float) -> str | int | float:
    choices = option.get("choices")
    if choices and value not in [choice["value"] for choice in choices]:
        offered = [choice["value"] for choice in choices]
        raise FakeDiscordUsageError(f"{option['name']}: {value!r} is not one of {offered}")
    return value
