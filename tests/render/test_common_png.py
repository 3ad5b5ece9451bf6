"""The quick PNG writer: Pillow reads back exactly the pixels drawn."""

import io

import pytest
from PIL import Image, ImageDraw

from render.common.png import png_bytes


def test_pillow_reads_back_the_same_pixels():
    image = Image.new("RGB", (37, 21), (250, 246, 238))
    draw = ImageDraw.Draw(image)
    draw.ellipse((3, 2, 30, 19), fill=(0, 114, 178), outline=(34, 30, 28))
    draw.text((5, 5), "Lux", fill=(255, 255, 255))
    decoded = Image.open(io.BytesIO(png_bytes(image)))
    assert decoded.format == "PNG"
    assert decoded.mode == "RGB"
    assert decoded.size == image.size
    assert decoded.tobytes() == image.tobytes()


def test_only_rgb_images_are_written():
    with pytest.raises(ValueError):
        png_bytes(Image.new("RGBA", (4, 4)))
