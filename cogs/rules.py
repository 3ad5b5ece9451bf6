"""/rules: a concise summary of a game's rules, including the decisions the bot applies; with
``rule:``, one section of them. The turn panel's Rules button shows the sections behind the
decision on screen (see ``cogs.rule_items``)."""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app import TableBot
from cogs.common import guarded, reply, user_locale
from cogs.contexts import everywhere
from cogs.handlers import RulesHandler
from cogs.i18n import command_text, game_choices
from engine.core import games, rule_key
from locales import translate

EMBED_LIMIT = 4096
AUTOCOMPLETE_LIMIT = 25
"""Discord shows at most 25 suggestions."""


def section_text(locale: str, game_id: str, sections: Iterable[str]) -> str:
    """The rule sections, each a bold title over its paragraph."""
    return "\n\n".join(
        f"**{translate(locale, rule_key(game_id, section) + '-title')}**\n"
        f"{translate(locale, rule_key(game_id, section))}"
        for section in sections
    )


def decision_rules(locale: str, game_id: str, kind: str) -> discord.Embed | None:
    """The rules behind a decision of ``kind`` in ``game_id``, or ``None`` if that game asks no
    such decision (a forged button). Catalog texts only: nothing of any game's state."""
    game = games().get(game_id)
    sections = game.rules_for(kind) if game is not None else ()
    if not sections:
        return None
    title = translate(locale, "rules-panel-title", {"game": translate(locale, f"game-{game_id}")})
    return discord.Embed(title=title, description=section_text(locale, game_id, sections))


class RulesCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        bot.handlers.add(RulesHandler, self)

    @app_commands.command(
        name=command_text("cmd-rules"), description=command_text("cmd-rules-desc")
    )
    @app_commands.rename(game=command_text("cmd-rules-game"), rule=command_text("cmd-rules-rule"))
    @app_commands.describe(
        game=command_text("cmd-rules-game-desc"), rule=command_text("cmd-rules-rule-desc")
    )
    @app_commands.choices(game=game_choices())
    @everywhere
    @guarded
    async def rules(
        self, interaction: discord.Interaction, game: str, rule: str | None = None
    ) -> None:
        locale = user_locale(interaction)
        name = translate(locale, f"game-{game}")
        sections = games()[game].rule_sections
        if rule is None:
            text = translate(locale, f"{game}-rules")
        elif rule in sections:
            text = section_text(locale, game, (rule,))
        else:
            titles = ", ".join(
                translate(locale, rule_key(game, section) + "-title") for section in sections
            )
            await reply(
                interaction,
                translate(locale, "error-unknown-rule", {"game": name, "sections": titles}),
            )
            return
        await reply(interaction, embed=discord.Embed(title=name, description=text[:EMBED_LIMIT]))

    @rules.autocomplete("rule")
    async def rule_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The chosen game's rule sections, by their titles in the reader's language."""
        game = games().get(str(getattr(interaction.namespace, "game", "") or ""))
        if game is None:
            return []
        locale = user_locale(interaction)
        wanted = current.casefold()
        choices = []
        for section in game.rule_sections:
            title = translate(locale, rule_key(game.id, section) + "-title")
            if wanted in title.casefold() or wanted in section:
                choices.append(app_commands.Choice(name=title[:100], value=section))
        return choices[:AUTOCOMPLETE_LIMIT]

    @guarded
    async def on_rules_button(
        self, interaction: discord.Interaction, *, game: str, kind: str
    ) -> None:
        """The turn panel's Rules button: a new private message, the panel left as it is."""
        locale = user_locale(interaction)
        embed = decision_rules(locale, game, kind)
        if embed is None:
            await reply(interaction, translate(locale, "error-unknown-button"))
            return
        await reply(interaction, embed=embed)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(RulesCog(bot))
