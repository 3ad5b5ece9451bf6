"""Stand-in renderers for bot tests that are about Discord, not pictures.

``SeatStamp`` draws a 4×4 PNG whose colour says which view it was drawn from, so a test can
check every attachment: public images must come from the spectator view, private ones from the
recipient's own seat.
"""

from __future__ import annotations

import io

from PIL import Image

from render import registry, replay

SPECTATOR = 255


def stamp_png(seat: int | None) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), (SPECTATOR if seat is None else seat, 0, 0)).save(buffer, "PNG")
    return buffer.getvalue()


def read_stamp(image: Image.Image) -> int | None:
    value = image.convert("RGB").getpixel((0, 0))[0]
    return None if value == SPECTATOR else value


def stamped_table(view, names, locale, marks=()) -> bytes:
    return stamp_png(view.seat)


def stamped_hand(view, names, locale, marks=()) -> bytes:
    return stamp_png(view.seat)


def stamped_final(view, result, names, locale) -> bytes:
    return stamp_png(view.seat)


def stamped_animation(views, names, locale) -> bytes:
    """A replay's stand-in: the stamp of the first view that is not the spectator's (of the
    spectator's when every frame is), so a test sees what the frames were drawn from."""
    return stamp_png(next((view.seat for view in views if view.seat is not None), None))


def install_stamps(monkeypatch) -> None:
    """Module-level functions, not lambdas: the bot sends them to its render workers by name,
    where they are imported from this module (a worker does not see this process's patches,
    so each job the bot sends is replaced whole, the replay's animation included)."""
    monkeypatch.setattr(registry, "table_png", stamped_table)
    monkeypatch.setattr(registry, "hand_png", stamped_hand)
    monkeypatch.setattr(registry, "final_png", stamped_final)
    monkeypatch.setattr(replay, "animation", stamped_animation)
