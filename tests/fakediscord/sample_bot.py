"""A small real discord.py bot the fake's own tests drive: one feature per command."""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any, TypeVar, cast

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str
from discord.ext import commands
from PIL import Image

from .hooks import TEST_CLIENT_OPTIONS


def png(width: int = 64, height: int = 32) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 160, 40)).save(buffer, format="PNG")
    return buffer.getvalue()


BOARD_PNG = png()
T = TypeVar("T")
PT_BR = discord.Locale.brazil_portuguese
TRANSLATIONS: dict[str, dict[discord.Locale, str]] = {
    "play": {PT_BR: "jogar", discord.Locale.french: "jouer"},
    "Start a game": {PT_BR: "Começar um jogo", discord.Locale.french: "Lancer une partie"},
    "game": {PT_BR: "jogo"},
    "Which game": {PT_BR: "Qual jogo"},
    "Guardians of the Mausoleum": {PT_BR: "Guardiões do Mausoléu"},
}


class Translator(app_commands.Translator):
    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return TRANSLATIONS.get(string.message, {}).get(locale)


class SampleBot(commands.Bot):
    def __init__(self, guild_id: int, **options: Any) -> None:
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), **TEST_CLIENT_OPTIONS, **options
        )
        self.guild_id = guild_id
        self.release = asyncio.Event()
        """`/slow` answers only once a test sets this."""
        self.failures: list[discord.HTTPException] = []
        self.resumed = 0

    async def setup_hook(self) -> None:
        await self.tree.set_translator(Translator())
        for command in (play, ping, think, slow, post, rename, rules, seats, table, where, echoes):
            self.tree.add_command(command)
        self.tree.add_command(admin, guild=discord.Object(self.guild_id))
        self.add_dynamic_items(SeatButton)
        await self.tree.sync()
        await self.tree.sync(guild=discord.Object(self.guild_id))

    async def on_resumed(self) -> None:
        self.resumed += 1


def sample(interaction: discord.Interaction) -> SampleBot:
    return cast(SampleBot, interaction.client)


def board_file() -> discord.File:
    return discord.File(io.BytesIO(BOARD_PNG), filename="board.png")


class TableView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Join", custom_id="table:join", style=discord.ButtonStyle.primary)
    async def join(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content=f"Players: {interaction.user.name}")

    @discord.ui.button(label="Close", custom_id="table:close", style=discord.ButtonStyle.danger)
    async def close(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content="Table closed", view=None)

    @discord.ui.button(label="Rules", custom_id="table:rules")
    async def rules(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="Rules: be nice")

    @discord.ui.select(
        custom_id="table:seat",
        placeholder="Pick a seat",
        options=[discord.SelectOption(label=f"Seat {n}", value=str(n)) for n in (1, 2, 3)],
    )
    async def seat(self, interaction: discord.Interaction, menu: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"Seat {menu.values[0]} chosen")


class SeatButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"seat:(?P<n>\d+)"):
    """A persistent button: it works for any message, even one sent before a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Take seat {n}", custom_id=f"seat:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Seat {self.n} is yours", ephemeral=True)


@app_commands.command(name=locale_str("play"), description=locale_str("Start a game"))
@app_commands.describe(game=locale_str("Which game"))
@app_commands.choices(
    game=[
        Choice(name="Luxor", value="luxor"),
        Choice(name="Capital Lux", value="capital-lux"),
        Choice(name=locale_str("Guardians of the Mausoleum"), value="mausoleum"),
    ]
)
async def play(interaction: discord.Interaction, game: Choice[str]) -> None:
    """A board image with buttons and a select, then the player's private hand."""
    greeting = "Bem-vindo" if interaction.locale is PT_BR else "Welcome"
    await interaction.response.send_message(
        f"{greeting} to {game.value} (server locale {interaction.guild_locale})",
        file=board_file(),
        embed=discord.Embed(title=game.name, description="Waiting for players"),
        view=TableView(),
    )
    await interaction.followup.send("Your hand: 3 cards", ephemeral=True)


@app_commands.command(description="Answer at once")
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong")


@app_commands.command(description="Think first, then answer with a file")
async def think(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    await interaction.followup.send("Thought about it", file=board_file())
    await interaction.followup.send("And one more thing")


@app_commands.command(description="Answer only once the test allows it")
async def slow(interaction: discord.Interaction) -> None:
    await sample(interaction).release.wait()
    try:
        await interaction.response.send_message("finally")
    except discord.HTTPException as error:
        sample(interaction).failures.append(error)


def everywhere(command: T) -> T:
    """Installable to servers and users, usable in servers, DMs with the bot and group DMs."""
    command = app_commands.allowed_installs(guilds=True, users=True)(command)
    return app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)


CONTEXT_NAMES = {0: "server", 1: "bot DM", 2: "group DM"}


@app_commands.command(description="Say where the command was used, with a Join button")
@everywhere
async def where(interaction: discord.Interaction) -> None:
    (context,) = interaction.context.to_array()
    owners = sorted(interaction._integration_owners)
    channel = type(interaction.channel).__name__
    text = f"{CONTEXT_NAMES[context]}, {channel}, installs {owners}"
    await interaction.response.send_message(text, view=TableView())


@app_commands.command(description="Send this many follow-ups")
@everywhere
async def echoes(interaction: discord.Interaction, count: int) -> None:
    await interaction.response.send_message(f"{count} echoes")
    for n in range(count):
        try:
            await interaction.followup.send(f"echo {n + 1}")
        except discord.HTTPException as error:
            sample(interaction).failures.append(error)


@app_commands.command(description="Post a board in the channel, outside the interaction")
@everywhere
async def post(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    channel = cast(discord.abc.Messageable, interaction.channel)
    try:
        await channel.send("A board", file=board_file())
    except discord.Forbidden as error:
        sample(interaction).failures.append(error)
        await interaction.followup.send(f"Cannot post here ({error.code})")
    else:
        await interaction.followup.send("Posted")


class RenameModal(discord.ui.Modal, title="Rename the table"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="New name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Renamed to {self.name.value}")


@app_commands.command(description="Open a form")
@everywhere
async def rename(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(RenameModal())


@app_commands.command(description="Explain a topic")
async def rules(interaction: discord.Interaction, topic: str) -> None:
    await interaction.response.send_message(f"Rules about {topic}")


@rules.autocomplete("topic")
async def rules_topics(interaction: discord.Interaction, typed: str) -> list[Choice[str]]:
    topics = ["setup", "scoring", "turns"]
    return [Choice(name=t.title(), value=t) for t in topics if t.startswith(typed)]


@app_commands.command(description="Persistent seat buttons")
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.guild_only()
async def seats(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    for n in (1, 2):
        view.add_item(SeatButton(n))
    await interaction.response.send_message("Choose a seat", view=view)


table = app_commands.Group(name="table", description="Manage a table")


@table.command(description="Invite a player to a table of some size")
async def invite(
    interaction: discord.Interaction, player: discord.Member, seats: app_commands.Range[int, 2, 4]
) -> None:
    await interaction.response.send_message(f"{player.display_name} invited to {seats} seats")


@app_commands.command(description="Only for server managers")
@app_commands.default_permissions(manage_guild=True)
async def admin(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("admin ok", ephemeral=True)
