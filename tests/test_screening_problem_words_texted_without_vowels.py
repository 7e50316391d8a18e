"""Screening: a problem word texted with its vowels left out ("refnd the dmged lamp asap", "wrng colour sent!!!") is
read as the word, so the claim is read, not a statement asking nothing (runs/intents/texted_without_vowels.py). A word
with a consonant dropped or a vowel changed, or a real word, is left as it was."""

import pytest

from runs.intents import read_ticket
from runs.intents.texted_without_vowels import without_vowels

_WORDS = ("damaged", "broken", "cracked", "smashed", "scratched", "wrong")


def _kinds(body: str) -> list[str]:
    return read_ticket(f"SU-42010\n{body}").intents


@pytest.mark.parametrize("body, kind", [
    ("refnd the dmged lamp asap", "damaged_item"),
    ("the lamp is dmged, refund pls", "damaged_item"),
    ("vase arrivd brkn. want money back", "damaged_item"),
    ("Hi, the mirror came totally smshd in the box, can I get a refund", "damaged_item"),
    ("screen was crckd when i opened it!!", "damaged_item"),
    ("wrng colour sent!!! wanted blu got pink", "wrong_item"),
    ("u sent the wrng size, I ordered a medium", "wrong_item"),
])
def test_a_problem_word_without_its_vowels_is_read(body, kind):
    assert kind in _kinds(body)


@pytest.mark.parametrize("said", ["stand", "wring", "brink", "dmg", "wrog", "damged!", "crack", "torn", "turn", "scrtch"])
def test_real_words_short_forms_and_other_slips_are_not_read_here(said):
    assert without_vowels(said, _WORDS) is None


@pytest.mark.parametrize("said, word", [("dmged", "damaged"), ("wrng", "wrong"), ("brkn", "broken"), ("scrtchd", "scratched"),
                                        ("DMGD", "damaged")])
def test_the_word_typed_is_found(said, word):
    assert without_vowels(said, _WORDS) == word


@pytest.mark.parametrize("body", [
    "The lamp arrived in perfect condition, thanks.",
    "I need to stand the lamp on a shelf, is it stable?",
    "wring out the cover before drying it, the label says",
])
def test_near_misses_read_no_claim(body):
    kinds = _kinds(body)
    assert "damaged_item" not in kinds and "wrong_item" not in kinds
