"""The engine contract shared by every game (see ``docs/architecture.md``)."""

from engine.core.agents import Agent, RandomAgent
from engine.core.game import Game, rule_key
from engine.core.model import (
    BACK,
    Action,
    Event,
    IllegalAction,
    Label,
    LazyOption,
    Option,
    Prompt,
    Result,
    RoundSummary,
    State,
    TieBreak,
    View,
    explain_ties,
    ranks_from_keys,
    seat_label,
)
from engine.core.playout import (
    LoggedAction,
    Playout,
    game_states,
    play,
    random_game_states,
    replay,
)
from engine.core.registry import games, get_game
from engine.core.rng import Rng
from engine.core.serialization import SchemaError, state_from_json, state_to_json
from engine.core.story import final_flag, game_over, last_turn, public_scores

__all__ = [
    "BACK",
    "Action",
    "Agent",
    "Event",
    "Game",
    "IllegalAction",
    "Label",
    "LazyOption",
    "LoggedAction",
    "Option",
    "Playout",
    "Prompt",
    "RandomAgent",
    "Result",
    "RoundSummary",
    "Rng",
    "SchemaError",
    "State",
    "TieBreak",
    "View",
    "explain_ties",
    "final_flag",
    "game_over",
    "games",
    "get_game",
    "last_turn",
    "play",
    "public_scores",
    "game_states",
    "random_game_states",
    "ranks_from_keys",
    "replay",
    "rule_key",
    "seat_label",
    "state_from_json",
    "state_to_json",
]
