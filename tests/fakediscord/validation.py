"""Discord's limits on message bodies, checked so a bot that breaks them fails here, not in prod."""

from __future__ import annotations

from typing import Any

from .errors import FormErrors
from .store import COMPONENTS_V2, Json, walk_components

Path = tuple[str | int, ...]

BUTTON = 2
STRING_SELECT = 3
LINK_STYLE = 5
PREMIUM_STYLE = 6
SELECT_TYPES = {3, 5, 6, 7, 8}
V2_TOP_LEVEL = {1, 9, 10, 12, 13, 14, 17}


def validate_message_body(data: Json, form: FormErrors) -> None:
    """Check content, embeds and components of a create or edit body (keys absent are fine)."""
    content = data.get("content")
    if content is not None and (not isinstance(content, str) or len(content) > 2000):
        form.add(("content",), "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
    embeds = data.get("embeds") or []
    if len(embeds) > 10:
        form.add(("embeds",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for index, embed in enumerate(embeds):
        total += _validate_embed(embed, ("embeds", index), form)
    if total > 6000:
        form.add(("embeds",), "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
    components = data.get("components")
    if components:
        v2 = bool(int(data.get("flags") or 0) & COMPONENTS_V2)
        if v2:
            _validate_v2(data, components, form)
        else:
            _validate_rows(components, form)
        _validate_unique_custom_ids(components, form)


def _validate_embed(embed: Json, path: Path, form: FormErrors) -> int:
    """Returns the embed's character count toward the 6000 total."""
    limits = {"title": 256, "description": 4096}
    size = 0
    for key, limit in limits.items():
        value = embed.get(key)
        if value is not None:
            size += len(value)
            if len(value) > limit:
                form.add((*path, key), "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer.")
    fields = embed.get("fields") or []
    if len(fields) > 25:
        form.add((*path, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for index, item in enumerate(fields):
        form.check_length((*path, "fields", index, "name"), item.get("name"), 1, 256)
        form.check_length((*path, "fields", index, "value"), item.get("value"), 1, 1024)
        size += len(item.get("name") or "") + len(item.get("value") or "")
    for key, inner, limit in (("footer", "text", 2048), ("author", "name", 256)):
        value = (embed.get(key) or {}).get(inner)
        if value is not None:
            size += len(value)
            if len(value) > limit:
                form.add((*path, key, inner), "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer.")
    return size


def _validate_rows(rows: list[Json], form: FormErrors) -> None:
    if len(rows) > 5:
        form.add(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    for row_index, row in enumerate(rows):
        path: Path = ("components", row_index)
        if row.get("type") != 1:
            form.add((*path, "type"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Top level must be rows.")
            continue
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in SELECT_TYPES]
        if not children or len(children) > 5 or (selects and len(children) > 1):
            form.add(
                (*path, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A row holds 1 to 5 buttons, or exactly one select menu.",
            )
        for index, child in enumerate(children):
            _validate_interactive(child, (*path, "components", index), form)


def _validate_v2(data: Json, components: list[Json], form: FormErrors) -> None:
    if data.get("content") or data.get("embeds"):
        form.add(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "content and embeds cannot be used with the IS_COMPONENTS_V2 flag.",
        )
    if sum(1 for _ in walk_components(components)) > 40:
        form.add(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer components.")
    for index, component in enumerate(components):
        if component.get("type") not in V2_TOP_LEVEL:
            form.add(("components", index, "type"), "UNION_TYPE_CHOICES", "Not a top-level type.")
    for component in walk_components(components):
        if component.get("type") in {BUTTON, *SELECT_TYPES}:
            _validate_interactive(component, ("components",), form)


def _validate_interactive(component: Json, path: Path, form: FormErrors) -> None:
    kind = component.get("type")
    if kind == BUTTON:
        _validate_button(component, path, form)
    elif kind in SELECT_TYPES:
        _validate_select(component, path, form)
    else:
        form.add((*path, "type"), "UNION_TYPE_CHOICES", f"Component type {kind} not allowed here.")


def _validate_button(button: Json, path: Path, form: FormErrors) -> None:
    style = button.get("style")
    if style not in range(1, 7):
        form.add((*path, "style"), "BASE_TYPE_CHOICES", f"Must be 1 to 6, not {style}.")
    if style == LINK_STYLE:
        if not button.get("url") or button.get("custom_id"):
            form.add((*path, "url"), "BUTTON_COMPONENT_URL_REQUIRED", "Link buttons need a url.")
    elif style != PREMIUM_STYLE:
        form.check_length((*path, "custom_id"), button.get("custom_id"), 1, 100)
    if style != PREMIUM_STYLE and not button.get("label") and not button.get("emoji"):
        form.add((*path, "label"), "BUTTON_COMPONENT_LABEL_REQUIRED", "A label or emoji is needed.")
    if button.get("label") is not None:
        form.check_length((*path, "label"), button["label"], 0, 80)


def _validate_select(select: Json, path: Path, form: FormErrors) -> None:
    form.check_length((*path, "custom_id"), select.get("custom_id"), 1, 100)
    if select.get("placeholder") is not None:
        form.check_length((*path, "placeholder"), select["placeholder"], 0, 150)
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not 0 <= low <= 25 or not 1 <= high <= 25 or low > high:
        form.add((*path, "max_values"), "BASE_TYPE_BAD_INT", "min/max values out of range.")
    if select.get("type") != STRING_SELECT:
        return
    options = select.get("options") or []
    if not 1 <= len(options) <= 25:
        form.add((*path, "options"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
    if high > len(options):
        form.add((*path, "max_values"), "BASE_TYPE_MAX", "Cannot exceed the number of options.")
    values: set[Any] = set()
    for index, option in enumerate(options):
        form.check_length((*path, "options", index, "label"), option.get("label"), 1, 100)
        form.check_length((*path, "options", index, "value"), option.get("value"), 1, 100)
        if option.get("description") is not None:
            where = (*path, "options", index, "description")
            form.check_length(where, option["description"], 0, 100)
        if option.get("value") in values:
            form.add(
                (*path, "options", index, "value"),
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Option values must be unique.",
            )
        values.add(option.get("value"))


def _validate_unique_custom_ids(components: list[Json], form: FormErrors) -> None:
    seen: set[str] = set()
    for component in walk_components(components):
        custom_id = component.get("custom_id")
        if custom_id is None:
            continue
        if custom_id in seen:
            form.add(
                ("components",),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                f"Component custom id {custom_id!r} cannot be duplicated.",
            )
        seen.add(custom_id)
