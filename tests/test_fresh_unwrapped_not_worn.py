"""A fault found when the goods were just taken out of their wrapping is found on arrival, not wear, whatever use the
sentence before tells of other goods (runs/intents/fresh_unwrapped.py, read by runs/intents/wear_faults.wear_in). V28-28:
"I've been wearing them [boots] ... please cancel that return. Bad news on the scarf though - I finally took it out of the
tissue paper yesterday and there's a small hole" was read as wear, and $30.24 for the scarf was held."""

from __future__ import annotations

import pytest

from runs.intents.fresh_unwrapped import fresh_from_wrapping
from runs.intents.wear_faults import wear_in
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

USE = "I've been wearing them around the house a couple of evenings and they've stretched out nicely, so please cancel that return."
FRESH = [
    "Bad news on the scarf though - I finally took it out of the tissue paper yesterday and there's a small hole near the fringe.",
    "when i got the scarf out of its bag last night theres a hole in it",
    "Unwrapped the scarf this morning: a snag and a hole by the fringe.",
    "Opened the parcel with the scarf today and it has a tear along the edge.",
    "Straight out of the box the scarf had a hole in it.",
    "i only just pulled it out of the packaging and the fringe is ripped",
]
# near-misses: worn goods told after their use stay wear
WORN = [
    "Now the sole is coming away from the heel.",
    "And now there's a hole in the toe.",
]


@pytest.mark.parametrize("text", FRESH)
def test_fresh_from_wrapping(text):
    assert fresh_from_wrapping(text)
    assert not wear_in([USE, text])


@pytest.mark.parametrize("text", WORN)
def test_worn_after_use_still_wear(text):
    assert not fresh_from_wrapping(text)
    assert wear_in(["I've worn them every day for three months.", text])


@pytest.mark.parametrize("text", ["I wrapped it back up in the box.", "The box was nice.", "I took it out for a walk every day."])
def test_near_misses_are_not_fresh(text):
    assert not fresh_from_wrapping(text)


LINES = [line("BOOTS-TAN-39", "Leather ankle boots, tan, EU 39", 11000), line("SCARF-MER", "Merino scarf, charcoal", 2800)]
BODIES = [
    "On Monday I started a return for the tan boots because I thought they were too tight. I've been wearing them around the house "
    "a couple of evenings and they've stretched out nicely, so please cancel that return, I'm keeping them after all.\n\nBad news on "
    "the scarf though - I finally took it out of the tissue paper yesterday and there's a small hole near the fringe. Can I get a "
    "refund on the scarf?",
    "hi, the boots have been worn in at home for a week now and fit great, pls cancel the return i started. the scarf tho - unwrapped "
    "it last night and theres a hole in it. refund for the scarf?",
    "Please cancel my boots return, I've worn them round the flat and they've loosened up. Separately, I opened the bag with the scarf "
    "today and it has a hole by the fringe. I'd like a refund for the scarf please.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("bodies", [pytest.param(BODIES, id="mended")])
def test_scarf_hole_paid_beside_a_return_called_off(tmp_path, bodies):
    scarf = cents(LINES, "SCARF-MER", 1)
    cases = [case(f"FRW-{n}", body, LINES, intents=["other", "damaged_item"], fee_cents=0,
                  expected={"outcome": "partial", "refunds": [refund(scarf, "SCARF-MER", 1)], "returns": []})
             for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)
