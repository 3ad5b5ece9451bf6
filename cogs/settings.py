"""/settings: the language of a server's public messages and images, the clock new tables get,
and whether /play opens each table in a thread."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app import TableBot
from cogs.common import guarded, reply, user_locale
from cogs.contexts import SERVER_CONTEXT, SERVER_INSTALL
from cogs.i18n import command_text
from cogs.messages import clock_text
from locales import SUPPORTED_LOCALES, translate
from play.lobby import CLOCK_CHOICES

SERVER_DEFAULT = "server"


async def _may_change(interaction: discord.Interaction, locale: str) -> bool:
    """Whether the user may change the server's settings (Manage Server); if not, they are
    told so. Discord shows the commands only to them, unless a server changed who sees them."""
    if interaction.permissions.manage_guild:
        return True
    await reply(interaction, translate(locale, "error-settings-not-allowed"))
    return False


class SettingsCog(commands.Cog):
    settings_group = app_commands.Group(
        name=command_text("cmd-settings"),
        description=command_text("cmd-settings-desc"),
        allowed_contexts=SERVER_CONTEXT,
        allowed_installs=SERVER_INSTALL,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @settings_group.command(
        name=command_text("cmd-settings-language"),
        description=command_text("cmd-settings-language-desc"),
    )
    @app_commands.rename(language=command_text("cmd-settings-language-option"))
    @app_commands.describe(language=command_text("cmd-settings-language-option-desc"))
    @app_commands.choices(
        language=[
            app_commands.Choice(name=command_text(f"language-{code}"), value=code)
            for code in (*SUPPORTED_LOCALES, SERVER_DEFAULT)
        ]
    )
    @guarded
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        locale = user_locale(interaction)
        if not await _may_change(interaction, locale):
            return
        assert interaction.guild_id is not None
        chosen = None if language == SERVER_DEFAULT else language
        await self.bot.set_public_locale(interaction.guild_id, chosen)
        public = await self.bot.public_locale(interaction.guild_id)
        await reply(
            interaction,
            translate(
                locale,
                "settings-language-set",
                {"language": translate(locale, f"language-{public}")},
            ),
        )
        for game_id in await self.bot.finder.running_game_ids(guild_id=interaction.guild_id):
            self.bot.sync.request(game_id, redraw=True)

    @settings_group.command(
        name=command_text("cmd-settings-clock"),
        description=command_text("cmd-settings-clock-desc"),
    )
    @app_commands.rename(clock=command_text("cmd-settings-clock-option"))
    @app_commands.describe(clock=command_text("cmd-settings-clock-option-desc"))
    @app_commands.choices(
        clock=[
            app_commands.Choice(name=command_text(f"clock-{seconds}"), value=seconds)
            for seconds in CLOCK_CHOICES
        ]
    )
    @guarded
    async def clock(self, interaction: discord.Interaction, clock: int) -> None:
        locale = user_locale(interaction)
        if not await _may_change(interaction, locale):
            return
        assert interaction.guild_id is not None
        if clock not in CLOCK_CHOICES:
            await reply(interaction, translate(locale, "error-unknown-choice"))
            return
        await self.bot.server_settings.set_clock(interaction.guild_id, clock or None)
        await reply(
            interaction,
            translate(locale, "settings-clock-set", {"clock": clock_text(locale, clock)}),
        )

    @settings_group.command(
        name=command_text("cmd-settings-threads"),
        description=command_text("cmd-settings-threads-desc"),
    )
    @app_commands.rename(enabled=command_text("cmd-settings-threads-option"))
    @app_commands.describe(enabled=command_text("cmd-settings-threads-option-desc"))
    @app_commands.choices(
        enabled=[
            app_commands.Choice(name=command_text("settings-choice-on"), value=1),
            app_commands.Choice(name=command_text("settings-choice-off"), value=0),
        ]
    )
    @guarded
    async def threads(self, interaction: discord.Interaction, enabled: int) -> None:
        locale = user_locale(interaction)
        if not await _may_change(interaction, locale):
            return
        assert interaction.guild_id is not None
        await self.bot.server_settings.set_threads(interaction.guild_id, bool(enabled))
        key = "settings-threads-on" if enabled else "settings-threads-off"
        await reply(interaction, translate(locale, key))


async def setup(bot: TableBot) -> None:
    await bot.add_cog(SettingsCog(bot))
