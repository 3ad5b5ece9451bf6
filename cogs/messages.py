"""Embeds and components for the lobby, the table and the private (ephemeral) messages.

Pure builders: they take records, engine objects and already-drawn images, and never talk to
Discord. Every text comes from the catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import discord

from cogs.components import (
    AbandonButton,
    AddBotSelect,
    BackButton,
    ClockSelect,
    HandButton,
    HintButton,
    LeaveButton,
    LobbyButton,
    OptionButton,
    OptionSelect,
    PromptRef,
    RematchButton,
    TakeBackButton,
    UnseatSelect,
)
from cogs.rule_items import RulesButton
from cogs.story_items import LogButton
from cogs.story_text import recent_fields, tie_lines
from engine.ai.hints import Hint
from engine.core import Option, Prompt, Result, get_game
from locales import tr, translate
from play.lobby import CLOCK_CHOICES
from play.records import GameRecord, LoggedAction
from play.service import Loaded, prompt_fingerprint
from render.common.palette import player

MAX_BUTTONS = 25
SELECT_SIZE = 25
MAX_SELECTS = 5

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def message_link(record: GameRecord, message_id: int | None = None) -> str:
    """A link to the game's message (or ``message_id`` in its channel), or to its channel while
    the message is still being posted."""
    link = f"https://discord.com/channels/{record.guild_id or '@me'}/{record.channel_id}"
    message_id = message_id or record.message_id
    return f"{link}/{message_id}" if message_id else link


Shown = Callable[[float], int]
"""A time of the bot's clock as Discord's Unix seconds (``DiscordTime.shown``): what a
``<t:…>`` timestamp needs, since each reader's device shows it by its own, right, clock."""


def countdown(host_seconds: float, shown: Shown) -> str:
    """A Discord timestamp that counts down to ``host_seconds`` in every reader's time zone."""
    return f"<t:{shown(host_seconds)}:R>"


def clock_text(locale: str, seconds: int | None) -> str:
    return translate(locale, f"clock-{seconds or 0}")


def game_name(locale: str, game_id: str) -> str:
    return translate(locale, f"game-{game_id}")


def name_list(names: Sequence[str]) -> str:
    return ", ".join(names)


def static_view() -> discord.ui.View:
    """A view only to carry components: every item is a persistent dynamic item routed by its
    ``custom_id``, so the view is stopped at once and discord.py keeps no copy of it per sent
    message (that copy would live for the 15 minutes of an interaction token)."""
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def _colour(seat: int | None) -> discord.Colour:
    if seat is None:
        return discord.Colour.from_rgb(120, 100, 80)
    return discord.Colour.from_rgb(*player(seat).colour)


# -- lobby ------------------------------------------------------------------------------------


def lobby_embed(
    record: GameRecord, names: Sequence[str], locale: str, shown: Shown
) -> discord.Embed:
    game = get_game(record.game)
    embed = discord.Embed(
        title=translate(locale, "lobby-title", {"game": game_name(locale, record.game)}),
        description=translate(
            locale,
            "lobby-description",
            {"host": f"<@{record.host_id}>", "min": game.min_players, "max": game.max_players},
        ),
        colour=_colour(None),
    )
    seats = "\n".join(f"{i + 1}. {name}" for i, name in enumerate(names))
    embed.add_field(
        name=translate(locale, "lobby-seats", {"count": len(names), "max": game.max_players}),
        value=seats,
        inline=False,
    )
    embed.add_field(
        name=translate(locale, "lobby-clock"),
        value=clock_text(locale, record.clock_seconds),
        inline=True,
    )
    if record.lobby_expires is not None:
        embed.add_field(
            name=translate(locale, "lobby-expires"),
            value=countdown(record.lobby_expires, shown),
            inline=True,
        )
    embed.set_footer(text=translate(locale, "lobby-hint"))
    return embed


def lobby_view(
    record: GameRecord,
    ai_levels: Sequence[str],
    locale: str,
    seat_labels: Sequence[str] | None = None,
) -> discord.ui.View:
    view = static_view()
    for op, style in (
        ("join", discord.ButtonStyle.success),
        ("leave", discord.ButtonStyle.secondary),
        ("start", discord.ButtonStyle.primary),
        ("cancel", discord.ButtonStyle.danger),
    ):
        view.add_item(
            LobbyButton(record.id, op, label=translate(locale, f"lobby-button-{op}"), style=style)
        )
    view.add_item(
        LobbyButton(
            record.id,
            "hints",
            label=translate(locale, f"lobby-button-hints-{'on' if record.hints else 'off'}"),
            style=discord.ButtonStyle.secondary,
        )
    )
    view.add_item(
        AddBotSelect(
            record.id,
            options=[
                discord.SelectOption(
                    label=translate(locale, f"ai-level-{level}"),
                    description=translate(locale, f"ai-level-{level}-description"),
                    value=level,
                )
                for level in ai_levels
            ],
            placeholder=translate(locale, "lobby-add-bot"),
        )
    )
    view.add_item(
        ClockSelect(
            record.id,
            options=[
                discord.SelectOption(
                    label=clock_text(locale, seconds),
                    value=str(seconds),
                    default=seconds == (record.clock_seconds or 0),
                )
                for seconds in CLOCK_CHOICES
            ],
            placeholder=translate(locale, "lobby-clock-choose"),
        )
    )
    if len(record.seats) > 1:
        names = seat_labels or [s.name for s in record.seats]
        view.add_item(
            UnseatSelect(
                record.id,
                record.version,
                options=[
                    discord.SelectOption(
                        label=f"{seat.seat + 1}. {names[seat.seat]}"[:100], value=str(seat.seat)
                    )
                    for seat in record.seats
                    if seat.user_id != record.host_id
                ],
                placeholder=translate(locale, "lobby-remove-seat"),
            )
        )
    return view


def closed_lobby_embed(record: GameRecord, locale: str, key: str) -> discord.Embed:
    return discord.Embed(
        title=translate(locale, "lobby-title", {"game": game_name(locale, record.game)}),
        description=translate(locale, key),
        colour=_colour(None),
    )


# -- table ------------------------------------------------------------------------------------


def table_embed(
    loaded: Loaded,
    names: Sequence[str],
    locale: str,
    recent: Sequence[LoggedAction],
    image_name: str,
    shown: Shown,
) -> discord.Embed:
    record = loaded.record
    assert loaded.state is not None
    view = loaded.view(None)
    pending = sorted(loaded.pending())
    embed = discord.Embed(
        title=translate(
            locale, "table-title", {"game": game_name(locale, record.game), "id": record.id}
        ),
        description=tr(locale, view.summary, names),
        colour=_colour(pending[0] if pending else None),
    )
    if pending:
        embed.add_field(
            name=translate(locale, "table-to-play"),
            value=name_list([_to_play(record, seat, names, locale, shown) for seat in pending]),
            inline=False,
        )
    stand_ins = [
        translate(locale, f"table-stand-in-{seat.stand_in}", {"name": names[seat.seat]})
        for seat in record.seats
        if seat.stand_in is not None
    ]
    if stand_ins:
        embed.add_field(
            name=translate(locale, "table-stand-ins"), value="\n".join(stand_ins), inline=False
        )
    for name, value in recent_fields(recent, locale, names):
        embed.add_field(name=name, value=value, inline=False)
    embed.set_image(url=f"attachment://{image_name}")
    return embed


def _to_play(record: GameRecord, seat: int, names: Sequence[str], locale: str, shown: Shown) -> str:
    """A player to move: mentioned when a human decides, with their clock's deadline as a
    Discord timestamp (each reader sees it counting down in their own time zone)."""
    record_seat = record.seats[seat]
    if record_seat.user_id is None or record_seat.played_by_ai:
        return names[seat]
    if record_seat.deadline is None:
        return f"<@{record_seat.user_id}>"
    return translate(
        locale,
        "table-to-play-until",
        {"player": f"<@{record_seat.user_id}>", "deadline": countdown(record_seat.deadline, shown)},
    )


def table_view(record: GameRecord, locale: str) -> discord.ui.View:
    view = static_view()
    view.add_item(HandButton(record.id, label=translate(locale, "table-button-hand")))
    view.add_item(LogButton(record.id, label=translate(locale, "table-button-log")))
    if any(seat.stand_in == "away" for seat in record.seats):
        view.add_item(BackButton(record.id, label=translate(locale, "table-button-back")))
    return view


def ping_view(record: GameRecord, locale: str) -> discord.ui.View:
    """The "My turn" button under a ping: the same persistent button as the table's."""
    view = static_view()
    view.add_item(HandButton(record.id, label=translate(locale, "ping-button")))
    return view


def final_embed(
    record: GameRecord,
    result: Result,
    names: Sequence[str],
    locale: str,
    image_name: str,
    replay_command: str,
) -> discord.Embed:
    """The results; ``replay_command`` names /game replay (a mention, see ``CommandMentions``)."""
    winners = name_list([names[seat] for seat in result.winners])
    count = len(result.winners)
    lines = [translate(locale, "table-finished", {"winners": winners, "count": count})]
    lines += tie_lines(result, locale, names)
    lines.append(translate(locale, "result-replay", {"id": record.id, "replay": replay_command}))
    embed = discord.Embed(
        title=translate(
            locale, "table-title", {"game": game_name(locale, record.game), "id": record.id}
        ),
        description="\n".join(lines),
        colour=_colour(result.winners[0]),
    )
    for seat in result.ranking:
        breakdown = ", ".join(
            translate(
                locale,
                "table-category-points",
                {"category": translate(locale, f"{record.game}-cat-{category}"), "points": points},
            )
            for category, points in result.breakdown[seat].items()
        )
        embed.add_field(
            name=translate(
                locale,
                "table-rank-line",
                {"rank": result.ranks[seat], "name": names[seat], "score": result.scores[seat]},
            ),
            value=breakdown or "—",
            inline=False,
        )
    embed.set_image(url=f"attachment://{image_name}")
    return embed


def final_view(record: GameRecord, locale: str) -> discord.ui.View:
    """A finished table keeps its Log button, and offers a rematch (where the bot may post
    its lobby in the channel: not to a game reached through interaction tokens)."""
    view = static_view()
    view.add_item(LogButton(record.id, label=translate(locale, "table-button-log")))
    if not record.by_tokens:
        view.add_item(RematchButton(record.id, label=translate(locale, "final-button-rematch")))
    return view


def closed_table_embed(record: GameRecord, locale: str, key: str, args: dict) -> discord.Embed:
    return discord.Embed(
        title=translate(
            locale, "table-title", {"game": game_name(locale, record.game), "id": record.id}
        ),
        description=translate(locale, key, args),
        colour=_colour(None),
    )


# -- private ----------------------------------------------------------------------------------


def private_embed(
    loaded: Loaded,
    seat: int,
    prompt: Prompt | None,
    names: Sequence[str],
    locale: str,
    *,
    notices: Sequence[str],
    image_name: str,
) -> discord.Embed:
    record = loaded.record
    pending = loaded.pending()
    lines = list(notices)
    if record.status == "running":
        if prompt is not None:
            lines.append(f"**{tr(locale, prompt.label, names)}**")
            if len(prompt.options) <= MAX_BUTTONS:  # a menu shows them under its options
                lines += preview_lines(prompt, names, locale)
        elif pending:
            waiting = name_list([names[s] for s in sorted(pending)])
            lines.append(translate(locale, "hand-waiting", {"names": waiting}))
    else:
        lines.append(translate(locale, "hand-game-over"))
    embed = discord.Embed(
        title=translate(
            locale, "hand-title", {"game": game_name(locale, record.game), "name": names[seat]}
        ),
        description="\n".join(lines)[:4096],
        colour=_colour(seat),
    )
    embed.set_image(url=f"attachment://{image_name}")
    return embed


def preview_lines(prompt: Prompt, names: Sequence[str], locale: str) -> list[str]:
    """What each option will do, one line each under the question ("**label**: preview"), for
    the options whose engine says it; a phone shows these in full where a button cuts."""
    return [
        translate(
            locale,
            "hand-preview-line",
            {
                "option": tr(locale, option.label, names),
                "preview": tr(locale, option.preview, names),
            },
        )
        for option in prompt.options
        if option.preview is not None
    ]


def hint_text(prompt: Prompt, advice: Hint, names: Sequence[str], locale: str) -> str:
    """The Hint's line: the option it suggests, in bold, and one line why."""
    return translate(
        locale,
        "hand-hint",
        {
            "option": tr(locale, prompt.options[advice.index].label, names),
            "reason": tr(locale, advice.reason, names),
        },
    )


def prompt_view(
    record: GameRecord,
    seat: int,
    prompt: Prompt | None,
    names: Sequence[str],
    locale: str,
    *,
    can_take_back: bool = False,
) -> discord.ui.View:
    """The seat's options as buttons, or as select menus when there are too many to fit, then
    the panel's own buttons: Back (when the engine lets the seat take its last step back), Hint
    (at tables with hints, when there is a choice to make) and Rules (the rules behind it, for
    a kind of decision the game names rules for)."""
    view = static_view()
    if prompt is None:
        return view
    ref = PromptRef(record.id, record.version, prompt_fingerprint(seat, prompt))
    labels = [tr(locale, option.label, names) for option in prompt.options]
    extra = []
    if can_take_back:
        extra.append(TakeBackButton(ref, label=translate(locale, "hand-button-back")))
    if record.hints and len(prompt.options) > 1:
        extra.append(HintButton(ref, label=translate(locale, "hand-button-hint")))
    if get_game(record.game).rules_for(prompt.kind):
        extra.append(RulesButton(record.game, prompt.kind, label=translate(locale, "rules-button")))
    if len(labels) + len(extra) <= MAX_BUTTONS:
        for index, (option, label) in enumerate(zip(prompt.options, labels, strict=True)):
            view.add_item(
                OptionButton(
                    ref,
                    index,
                    label=label,
                    style=option_style(option),
                )
            )
    else:
        pages = MAX_SELECTS - (1 if extra else 0)  # a row stays free for Back, Hint and Rules
        for page in range(min(pages, -(-len(labels) // SELECT_SIZE))):
            chunk = range(page * SELECT_SIZE, min(len(labels), (page + 1) * SELECT_SIZE))
            view.add_item(
                OptionSelect(
                    ref,
                    page,
                    options=[
                        discord.SelectOption(
                            label=labels[i][:100],
                            value=str(i),
                            description=_preview(prompt.options[i], names, locale),
                        )
                        for i in chunk
                    ],
                    placeholder=translate(
                        locale, "hand-choose", {"first": chunk[0] + 1, "last": chunk[-1] + 1}
                    ),
                )
            )
    for item in extra:
        view.add_item(item)
    return view


def option_style(option: Option) -> discord.ButtonStyle:
    return _STYLES.get(option.style, discord.ButtonStyle.secondary)


def _preview(option: Option, names: Sequence[str], locale: str) -> str | None:
    if option.preview is None:
        return None
    text = tr(locale, option.preview, names)
    return text if len(text) <= 100 else text[:99] + "…"


def abandon_view(record: GameRecord, locale: str) -> discord.ui.View:
    view = static_view()
    view.add_item(AbandonButton(record.id, label=translate(locale, "abandon-confirm-button")))
    return view


def leave_view(record: GameRecord, locale: str) -> discord.ui.View:
    view = static_view()
    view.add_item(LeaveButton(record.id, label=translate(locale, "leave-confirm-button")))
    return view
