"""/rules: a concise summary of a game's rules, including the decisions the bot applies."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app import TableBot
from cogs.common import guarded, reply, user_locale
from cogs.i18n import command_text, game_choices
from locales import translate

EMBED_LIMIT = 4096


class RulesCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(
        name=command_text("cmd-rules"), description=command_text("cmd-rules-desc")
    )
    @app_commands.rename(game=command_text("cmd-rules-game"))
    @app_commands.describe(game=command_text("cmd-rules-game-desc"))
    @app_commands.choices(game=game_choices())
    @guarded
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        locale = user_locale(interaction)
        embed = discord.Embed(
            title=translate(locale, f"game-{game}"),
            description=translate(locale, f"{game}-rules")[:EMBED_LIMIT],
        )
        await reply(interaction, embed=embed)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(RulesCog(bot))
