"""Stand-in renderers for bot tests that are about Discord, not pictures.

``SeatStamp`` draws a 4×4 PNG whose colour says which view it was drawn from, so a test can
check every attachment: public images must come from the spectator view, private ones from the
recipient's own seat.
"""

from __future__ import annotations

import io

from PIL import Image

from render import registry

SPECTATOR = 255


def stamp_png(seat: int | None) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), (SPECTATOR if seat is None else seat, 0, 0)).save(buffer, "PNG")
    return buffer.getvalue()


def read_stamp(image: Image.Image) -> int | None:
    value = image.convert("RGB").getpixel((0, 0))[0]
    return None if value == SPECTATOR else value


def install_stamps(monkeypatch) -> None:
    monkeypatch.setattr(registry, "table_png", lambda view, names, locale: stamp_png(view.seat))
    monkeypatch.setattr(registry, "hand_png", lambda view, names, locale: stamp_png(view.seat))
    monkeypatch.setattr(
        registry, "final_png", lambda view, result, names, locale: stamp_png(view.seat)
    )
