"""Damage words typed with one slip ("riped", "rippped", "smashd", "crakced", "dentted", "crushd") read as the word
itself, by the cue tables and by the per-line damage reading alike; words of their own one slip away ("chopped",
"crashed", "rapped", "snipped") are never corrected into damage. Fresh wording written for these tests."""

import pytest

from runs.intents import damage_typo, read_ticket


def _kinds(text):
    return [k for s in read_ticket("SU-71234\n" + text).sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", [
    "The tote bag came riped along the seam.",
    "the cushion cover arrived rippped",
    "Vase arrived smashd, pieces everywhere",
    "lid is crakced right across",
    "The biscuit tin came dentted on one side.",
    "box was crushd and the lamp inside too",
    "the screen was scrached out of the box",
    "one plate arrived chiped",
])
def test_a_damage_word_mistyped_reads_as_damage(text):
    assert "damaged_item" in _kinds(text)


@pytest.mark.parametrize("text", [
    "The chef chopped onions in the video.",
    "Your app crashed when I paid, but it went through in the end.",
    "The courier rapped on the door and left it with me.",
    "I snipped the tags off already.",
    "My hands are chapped from the cold.",
    "I stepped out for ten minutes.",
])
def test_a_word_of_its_own_one_slip_from_a_damage_word_is_no_damage(text):
    assert "damaged_item" not in _kinds(text)


@pytest.mark.parametrize("word, typo", [
    ("riped", True), ("rippped", True), ("smashd", True), ("crakced", True), ("dentted", True), ("snaped", True),
    ("chopped", False), ("crashed", False), ("rapped", False), ("snipped", False), ("ripple", False), ("dented", False),
])
def test_damage_typo_tells_a_slip_from_a_word(word, typo):
    assert damage_typo(word) is typo
