"""A ticket of one or two short sentences in another language is named as that language, not
counted as English: lingua is sure of no language by the sentence thresholds on so little text
("Die Tasse ist kaputt.": German 0.43), but ranks it far ahead of every other with English nowhere.
Terse English tickets with a foreign word or name stay English. Wording written for this test."""

import pytest

from runs.language import detect_language


@pytest.mark.parametrize("text, language", [
    ("Die Tasse ist kaputt. SU-80701", "German"),
    ("Zweimal abgebucht!!", "German"),
    ("Hola, pedí una taza azul y me llegó una roja.", "Spanish"),
    ("Cobrado dos veces, SU-11223.", "Spanish"),
    ("Le vase est cassé.", "French"),
    ("Colis jamais reçu", "French"),
    ("A caneca veio quebrada.", "Portuguese"),
    ("Ordine mai arrivato", "Italian"),
    ("Paczka nie dotarła.", "Polish"),
])
def test_a_short_ticket_in_another_language_is_named(text, language):
    detected = detect_language(text)
    assert not detected.english and detected.language == language, detected


@pytest.mark.parametrize("text", [
    "Kettle kaputt, refund pls", "Danke, but the mug is broken.", "ciao, my mug broke", "merci for nothing, parcel never came",
    "Sombrero arrived torn", "The bratwurst grill is rusty.", "Ola! Mug broke", "Tack, mug broken", "Gnocchi maker missing a part",
    "My abuela's gift arrived smashed", "Pronto pls!!", "Hi. Bad.", "thx", "Refund!!!", "Fjord blue throw is the wrong shade",
])
def test_a_terse_english_ticket_with_a_foreign_word_stays_english(text):
    assert detect_language(text).english, text
