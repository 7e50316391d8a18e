"""Damage told by where it was done on the way ("the shade was squashed flat in the box", "smashed in transit",
"crushed in the post") is damage on arrival, whatever use is told in the sentence before it: "we have been sitting in
the dark a lot and I have been reading by torchlight" is no wear of the shade. Read as wear, the held-back round
ver22b's V22B-03 went to a person whole with the shade's $32.40 unpaid. Near-misses stay wear: a use for a spell and
the fault that showed after it ("We've cooked in the wok every day for a month. Now the handle has cracked."). The
guard reads wear through the same words (runs/intents/wear_faults.py). Fresh wording throughout."""

import pytest

from runs.intents import read_ticket
from runs.intents.wear_faults import wear_told


def _kinds(text):
    reading = read_ticket(text)
    return [k for s in reading.requests for k in s.kinds], reading


@pytest.mark.parametrize("text", [
    "so we have been sitting in the dark a lot and I have been reading by torchlight like a teenager. "
    "The shade was squashed flat in the box, one side is caved in.",
    "I've used the blender every day for a fortnight. The jug was cracked in the box though, I just didn't notice till now.",
    "We've been running the old heater non-stop for weeks. The new fan heater was smashed in transit, the grille is snapped.",
    "i been using my sisters hairdryer every day for 2 weeks lol. the one u sent got crushed in the post, casing is split",
    "We have been cooking on a camping stove for a month while the kitchen is done. The saucepan was dented in the parcel, it won't sit flat.",
])
def test_damage_done_on_the_way_is_a_damage_claim(text):
    kinds, reading = _kinds(text)
    assert kinds == ["damaged_item"], [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "We've cooked in the wok every day for a month. Now the handle has cracked.",
    "I've used the kettle daily for six weeks and now the lid has snapped.",
    "ive worn these boots every day for 3 weeks and now the heel has split",
])
def test_wear_after_a_spell_of_use_is_still_a_fault_for_a_person(text):
    kinds, reading = _kinds(text)
    assert "damaged_item" not in kinds and "other" in kinds, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, worn", [
    ("I've used it every day for a month and it was cracked in the box all along", False),
    ("used it daily for weeks and now it's cracked", True),
])
def test_the_guards_reading_of_wear_is_the_same(text, worn):
    assert bool(wear_told(text)) is worn
