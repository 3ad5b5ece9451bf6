"""Pure game rules: no Discord, no Pillow, no I/O, no asyncio. One package per game."""
