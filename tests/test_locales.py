"""The translation function: fallback, nested labels, player names, Discord locale mapping."""

from engine.core import Label, seat_label
from locales import normalize_locale, tr, translate


def test_nested_labels_are_translated_first():
    text = translate("en-US", "render-results-title", {"game": Label("game-luxor")})
    assert text == "Luxor — final results"


def test_seat_labels_become_player_names_when_names_are_known():
    label = Label("render-results-title", {"game": seat_label(1)})
    assert tr("en-US", label, ["Ana", "Bruno"]) == "Bruno — final results"
    assert tr("en-US", label) == "Player 2 — final results"


def test_a_label_looked_up_again_reads_as_its_names_and_language_say():
    """``tr`` keeps whole labels: the same label with other names, or in another language,
    is another text, and a label argument that cannot be a key still translates."""
    label = Label("render-results-title", {"game": seat_label(0)})
    assert tr("en-US", label, ["Ana", "Bruno"]) == "Ana — final results"
    assert tr("en-US", label, ("Carla", "Bruno")) == "Carla — final results"
    assert tr("fr", Label("render-results-title", {"game": Label("game-luxor")})) != tr(
        "en-US", Label("render-results-title", {"game": Label("game-luxor")})
    )
    unhashable = Label("render-results-title", {"game": ["a", "list"]})  # type: ignore[dict-item]
    assert tr("en-US", unhashable) == translate("en-US", "render-results-title", unhashable.args)


def test_missing_keys_show_the_key_and_unknown_locales_fall_back_to_english():
    assert translate("en-US", "no-such-key") == "no-such-key"
    assert translate("xx", "game-luxor") == "Luxor"


def test_discord_locales_map_to_the_catalogs_we_ship():
    assert normalize_locale("pt-BR") == "pt-BR"
    assert normalize_locale("es-419") == "es-ES"
    assert normalize_locale("en-GB") == "en-US"
    assert normalize_locale("fr") == "fr"
    assert normalize_locale("ja") == "en-US"
    assert normalize_locale(None) == "en-US"
