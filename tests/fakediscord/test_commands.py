"""Command sync: stored as Discord stores it, validated as Discord validates it."""

from __future__ import annotations

import discord
import pytest

from .errors import FakeDiscordUsageError
from .fake import FakeDiscord
from .sample_bot import SampleBot


async def test_sync_stores_commands_with_options_choices_and_localizations(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    stored = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert {"play", "ping", "think", "slow", "post", "rename", "rules", "seats"} <= set(stored)
    (invite,) = stored["table"]["options"]
    assert [(o["name"], o["type"]) for o in invite["options"]] == [("player", 6), ("seats", 4)]
    play = stored["play"]
    assert play["name_localizations"] == {"pt-BR": "jogar", "fr": "jouer"}
    assert play["description_localizations"]["pt-BR"] == "Começar um jogo"
    (game,) = play["options"]
    assert (game["name"], game["required"], game["name_localizations"]) == (
        "game",
        True,
        {"pt-BR": "jogo"},
    )
    assert [c["value"] for c in game["choices"]] == ["luxor", "capital-lux", "mausoleum"]
    assert game["choices"][2]["name_localizations"] == {"pt-BR": "Guardiões do Mausoléu"}
    assert stored["rules"]["options"][0]["autocomplete"] is True
    guild_only = fake.synced_commands()
    assert [c["name"] for c in guild_only] == ["admin"]
    assert guild_only[0]["default_member_permissions"] == str(
        discord.Permissions(manage_guild=True).value
    )


async def test_the_bot_reads_back_what_it_synced(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    fetched = {c.name: c for c in await connected_bot.tree.fetch_commands()}
    assert fetched["play"].name_localizations[discord.Locale.brazil_portuguese] == "jogar"
    ids = {c["name"]: int(c["id"]) for c in fake.synced_commands(global_=True)}
    assert fetched["play"].id == ids["play"]
    again = {c["name"]: int(c["id"]) for c in await connected_bot.http.bulk_upsert_global_commands(
        fake.application_id, fake.synced_commands(global_=True)
    )}  # fmt: skip
    assert again == ids  # re-syncing keeps ids, as Discord does


async def test_a_command_mention_shows_the_commands_name_in_the_readers_language(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    """Discord renders ``</name:id>`` as the command, named in the reader's language; the ids
    are those the bot got back from its sync."""
    synced = {c.name: c for c in await connected_bot.tree.sync()}
    alice = fake.user("alice", locale="pt-BR")
    text = f"Use {synced['play'].mention} or {synced['table'].options[0].mention}."
    assert alice.sees(text) == "Use /jogar or /table invite."
    alice.locale = "fr"
    assert alice.sees(text) == "Use /jouer or /table invite."
    with pytest.raises(FakeDiscordUsageError, match="names no synced command"):
        alice.sees(f"</play:{synced['ping'].id}>")


@pytest.mark.parametrize(
    ("mistake", "where"),
    [
        ({"name": "Play"}, "0.name"),
        ({"name_localizations": {"pt": "jogar"}}, "0.name_localizations.pt"),
        ({"description": "x" * 101}, "0.description"),
        (
            {"options": [{"type": 3, "name": "a", "description": "a"},
                         {"type": 3, "name": "b", "description": "b", "required": True}]},
            "0.options.1.required",
        ),
    ],
)  # fmt: skip
async def test_invalid_commands_are_rejected_with_invalid_form_body(
    fake: FakeDiscord, connected_bot: SampleBot, mistake: dict[str, object], where: str
) -> None:
    command = {"name": "broken", "description": "A command", "type": 1, **mistake}
    with pytest.raises(discord.HTTPException) as caught:
        await connected_bot.http.bulk_upsert_global_commands(fake.application_id, [command])
    assert (caught.value.status, caught.value.code) == (400, 50035)
    assert f"In {where}" in caught.value.text
    assert "play" in {c["name"] for c in fake.synced_commands(global_=True)}  # unchanged


async def test_members_only_see_commands_their_permissions_allow(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    manager = fake.user("manager", permissions=discord.Permissions(manage_guild=True))
    with pytest.raises(FakeDiscordUsageError, match="cannot use /admin"):
        await alice.slash("admin")
    reply = await manager.slash("admin")
    assert reply.ephemeral and reply.message is not None and reply.message.content == "admin ok"
    alice.set_permissions(discord.Permissions(administrator=True))
    assert (await alice.slash("admin")).message is not None


async def test_users_cannot_send_what_the_client_would_not(
    fake: FakeDiscord, connected_bot: SampleBot
) -> None:
    alice = fake.user("alice")
    with pytest.raises(FakeDiscordUsageError, match="not a synced command"):
        await alice.slash("dance")
    with pytest.raises(FakeDiscordUsageError, match="not one of"):
        await alice.slash("play", game="chess")
    with pytest.raises(FakeDiscordUsageError, match="required"):
        await alice.slash("play")
    with pytest.raises(FakeDiscordUsageError, match="unknown option"):
        await alice.slash("ping", loud=True)
    assert fake.interactions.all == []
