"""What players read says what the rules say (issue 14: an independent audit's wording points).

Each test quotes the rule it holds the text to. Phrases are checked per language, so a
translation that drifts from the rule fails here, not in a player's game.
"""

from __future__ import annotations

import re

import pytest

from engine.core import Label
from engine.luxor import labels as luxor_labels
from engine.luxor.board import CARDS
from locales import SUPPORTED_LOCALES, catalog_paths, tr, translate


def rules(locale: str, game: str) -> str:
    return translate(locale, f"{game}-rules")


# -- Luxor: the one-fewer card moves exactly N -------------------------------------------------

EXACTLY = {"en-US": "exactly", "pt-BR": "exatamente", "es-ES": "exactamente", "fr": "exactement"}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_one_fewer_card_says_it_moves_exactly_n(locale):
    """rules/luxor.md: 'Horus one-fewer N: forward **exactly N** (the number printed on the
    card [...]), and a treasure reached may be taken with one adventurer fewer than required.'
    The hand image's card text, the card's name and /rules all say so."""
    does = translate(locale, "luxor-img-does-one-fewer", {"n": 2})
    assert EXACTLY[locale] in does and "1" in does  # 1 fewer
    assert not re.search(r"\b1\s*(?:–|to|a|à)\s*2\b", does), does
    name = translate(locale, "luxor-card-one-fewer", {"n": 2})
    assert name.startswith("2,") and "1–" not in name
    summary = rules(locale, "luxor")
    assert re.search(rf"{EXACTLY[locale]} N|N {EXACTLY[locale]}", summary), "one-fewer in /rules"


CARD_WORD = {"en-US": "card", "pt-BR": "carta", "es-ES": "carta", "fr": "carte"}


def messages_naming_a_card(locale: str) -> list[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in catalog_paths(locale))
    return re.findall(r"^(luxor-[a-z-]+) =[^\n]*\{ \$card \}", text, flags=re.MULTILINE)


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_no_luxor_line_says_card_twice_whatever_the_card(locale):
    """The log said 'You draw the card die card.': a card's name is put in sentences that may
    already say 'card', so no line may say it twice, for any card kind it can name."""
    keys = messages_naming_a_card(locale)
    assert "luxor-ev-drew" in keys and len(keys) >= 8
    word = re.compile(rf"\b{CARD_WORD[locale]}\b", re.IGNORECASE)
    for key in keys:
        for card_id, card in enumerate(CARDS):
            if "horus" in key and not card.level:
                continue  # a Horus card is never a basic one
            args = {
                "card": luxor_labels.card(card_id),
                "player": "Alice",
                "place": luxor_labels.place(3),
                "level": 2,
            }
            line = tr(locale, Label(key, args))
            assert len(word.findall(line)) <= 1, line


# -- Capital Lux: the Cleric chooses a colour ----------------------------------------------------

CLERIC = {
    "en-US": "choose blue, yellow or green, and move the lowest card of that colour",
    "pt-BR": "escolha azul, amarelo ou verde e leve a carta de menor valor dessa cor",
    "es-ES": "elige azul, amarillo o verde y lleva la carta más baja de ese color",
    "fr": "choisis le bleu, le jaune ou le vert, et déplace la carte la plus faible de cette "
    "couleur",
}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_the_cleric_chooses_a_colour_then_takes_its_lowest_card(locale):
    """rules/capital-lux.md: 'Cleric (pink): choose blue, yellow or green, and move the
    **lowest** card of that colour from the Capital to your home city.' (/rules used to say
    'the lowest blue, yellow or green card', one card across three colours.)"""
    assert CLERIC[locale] in rules(locale, "capital-lux")


# -- Guardiões do Mausoléu: decisions shown in /rules ------------------------------------------

MAUSOLEUM_DECISIONS = {
    "en-US": (
        "only playable if there is one to take",
        "Once the draw pile is empty it cannot take another Discovery",
        "You need another card in hand to play it",
        "a player without cards passes automatically",
    ),
    "pt-BR": (
        "só pode ser jogada se houver uma carta para pegar",
        "Depois que o monte de compras acaba, ela não pode pegar outra Descoberta",
        "Você precisa de outra carta na mão para jogá-la",
        "um jogador sem cartas passa automaticamente",
    ),
    "es-ES": (
        "solo se puede jugar si hay alguna que coger",
        "Cuando el mazo se ha agotado, no puede coger otro Descubrimiento",
        "Para jugarlo necesitas otra carta en la mano",
        "un jugador sin cartas pasa automáticamente",
    ),
    "fr": (
        "jouable seulement s'il y en a une à prendre",
        "Une fois la pioche vide, elle ne peut pas reprendre une autre Découverte",
        "Il te faut une autre carte en main pour la jouer",
        "un joueur sans cartes passe automatiquement",
    ),
}


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_mausoleum_rules_show_the_decisions_on_discovery_exchange_and_empty_hands(locale):
    """rules/mausoleum.md, 'Further decisions (D) [...] shown in /rules': Discovery cannot be
    played with an empty discard pile, and once the draw pile is empty cannot take another
    Discovery; Exchange needs a second card in the attacker's hand; once the draw pile is
    empty, a player with no cards in hand passes automatically."""
    summary = rules(locale, "mausoleum")
    for phrase in MAUSOLEUM_DECISIONS[locale]:
        assert phrase in summary, phrase


@pytest.mark.parametrize("locale", SUPPORTED_LOCALES)
def test_mausoleum_set_points_read_as_points(locale):
    """rules/mausoleum.md: 'Complete set = [...]; each scores 8.' The results showed
    'Complete sets 16', a count of sets to the eye: the label says what one set is worth and
    the figure says it is points."""
    label = translate(locale, "mausoleum-cat-sets")
    assert "8" in label
    line = translate(locale, "table-category-points", {"category": label, "points": 16})
    assert line.startswith(label) and re.search(r"16 (points|pontos|puntos)$", line), line
