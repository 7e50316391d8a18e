"""Money asked for some units counted as the ones that never came, from an order that was delivered ("refund the 3 that
never came", "the two candles which didn't turn up") is a claim of units missing from the parcel, routed where the product
routes short deliveries (a person finds the units), never a chase of an earlier promise (runs/intents/settled_words.py,
runs/intents/missing_items.py). Held-back round 35 item 8. Near-misses: the refund itself told as never come stays a chase.
Wording written for these tests."""
import pytest

from runs.intents.missing_items import parcel_came_short
from tests import fresh_cases as fc
from tests.readings import reading, shown

UNITS_NEVER_CAME = [
    "I ordered 6 glasses, please refund the 3 that never came.",
    "refund the 3 that never came pls, the other 3 glasses are fine",
    "Box came today. Refund the two candles that never came please.",
    "The rest of the tumblers are here but could you refund me for the 2 tumblers which never came?",
    "pls refund the four that havent turned up, only got 2 of 6 bowls",
    "Hi - can I get money back on the 5 napkins that never came in the box?",
]
CHASES_STILL = [
    "The refund that you promised never came.",
    "my refund for the mug still hasn't arrived",
    "The refund for the glasses that never came still hasn't reached my card.",
]


@pytest.mark.parametrize("text", UNITS_NEVER_CAME)
def test_units_counted_as_never_come_are_a_short_delivery(text):
    read = reading(text)
    asked = [s for s in read.sentences if s.role == "request"]
    assert any("non_delivery" in s.kinds for s in asked), shown(read)
    assert not any("chases a remedy" in (s.why or "") for s in asked), shown(read)
    assert any(parcel_came_short(s.text) for s in asked if "non_delivery" in s.kinds), shown(read)


@pytest.mark.parametrize("text", CHASES_STILL)
def test_the_refund_told_as_never_come_stays_a_chase(text):
    read = reading(text)
    assert any("chases" in (s.why or "") for s in read.sentences if s.role == "request"), shown(read)


@pytest.mark.django_db
def test_the_units_never_come_go_to_the_person_who_finds_short_deliveries(tmp_path):
    lines = [fc.line("GLS-6", "Tumbler glass", 900, 6)]
    c = fc.case("UN-1", "I ordered 6 glasses, please refund the 3 that never came.", lines, intents=["non_delivery"], ref="SU-73551",
                expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "units missing"}]})
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert not [d for d in results["UN-1"]["differences"] if "refund" in d or "escalation" in d], results["UN-1"]["differences"]
