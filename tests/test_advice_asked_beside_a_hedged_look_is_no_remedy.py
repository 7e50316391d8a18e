"""A hedged look beside a safety question stays held for a person when the customer also asks what they should do ("Not
sure if it's OK to plug in? What should I do?") or tells the box came wet: advice for their own next step is no remedy
asked, and wet packing claims nothing of the goods (runs/intents/advice_beside_a_look.py, read by hedged_looks_asked.py).
verify38: a soaked box whose contents only looked a bit off was paid in full. Still a claim: "what can you do?", a remedy
named, breakage told plainly. Wording written here."""

import pytest

from runs.intents.hedged_looks_asked import HEDGED_LOOK_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

ADVICE_ASKED = [
    "The box arrived soaked through from the rain. The heater inside looks a bit off now, there's a tide mark on it. Not sure if "
    "it's OK to plug in? What should I do?",
    "Parcel was wet when it came. The heater looks a bit odd, sort of a water mark along the side. Is it safe to switch on? What do I do?",
    "the carton was soggy on the doorstep. heater has a faint stain on it now, kinda looks off. ok to use?? what should i do",
    "Hi, the packaging got rained on. There's what looks like a water mark on the heater's base. Wondering if it's safe to plug in - "
    "what should we do now?",
    "The outer box was a bit crushed. The heater has a sort of smudge on the grille, looks a little off. Is that normal? What do I do?",
    "The heater looks slightly discoloured near the dial, a kind of water mark. Is it still safe to use? What should I do about it?",
]
STILL_CLAIMS = [
    "The box arrived soaked through. The heater inside looks a bit off now, there's a tide mark on it. Not sure if it's OK to plug in? What can you do?",
    "The box arrived soaked and the heater inside is cracked. What should I do?",
    "The box arrived soaked through. The heater inside has a crack along the side. Is it safe? What should I do?",
    "The box arrived soaked through. The heater looks a bit off, a tide mark on it. What should I do, send it back or get a refund?",
]


@pytest.mark.parametrize("body", ADVICE_ASKED)
def test_advice_asked_beside_a_hedged_look_is_held_for_a_person(body):
    read = reading(body)
    assert not any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert any(s.why == HEDGED_LOOK_WHY for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", STILL_CLAIMS)
def test_a_remedy_asked_or_breakage_told_is_still_a_claim(body):
    read = reading(body)
    assert not any(s.why == HEDGED_LOOK_WHY for s in read.sentences), shown(read)


LINES = [fc.line("HTR-1", "Oil-filled radiator heater", 8138), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_advice_asked_beside_a_look(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("ADVICE", "SU-7351", LINES, ADVICE_ASKED, ["other"]))
