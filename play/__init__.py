"""The application layer: what the bot does, with no Discord in it.

The game service (one decision end to end), the lobby service (seats, bots, options, start,
cancel, rematch), the turn clock, the per-game runners, the worker processes and the guard of a
background pass. ``cogs/`` adapts Discord to these services and back; nothing here imports
``discord`` or ``aiohttp`` (an import-linter contract in ``pyproject.toml``).
"""
