"""Composition root: configuration, logging, database, cogs, run.

``python bot.py`` with ``DISCORD_TOKEN`` set (in the environment or in ``.env``) is all an admin
has to do.
"""

from __future__ import annotations

import os
import sys

from dotenv import load_dotenv


def main() -> int:
    load_dotenv()
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        print(
            "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it.",
            file=sys.stderr,
        )
        return 2
    import discord

    client = discord.Client(intents=discord.Intents.default())
    try:
        client.run(token, log_handler=None)
    except discord.LoginFailure:
        print("Discord rejected DISCORD_TOKEN: check the token in .env.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
