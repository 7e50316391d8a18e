"""Goods a missing line was meant to come with are its companion, not the line missing; on an order sent in several
parcels, the line missing is judged on its own parcel and named.

"also where is my scarf?? it hasnt arrived, was meant to come with the sweater" (blind round ver23a, V23-21; the sweater
delivered in one parcel, the scarf in transit in its own, promised 29 Nov): the non-delivery was read as the sweater's, and
a person was sent to investigate the sweater's delivered parcel. The goods after "meant to come with" are the companion
(runs/companion_goods.py); the scarf is read where the customer asks after it, and the subtask names it, so its own
parcel is judged: deferred, the customer told it is within its promised date. Wording written for these tests."""

import pytest

from runs.companion_goods import companion_phrases
from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about
from tests.fresh_cases import run
from tests.ver23a_cases import ver23a

ORDER = {"order_ref": "SU-93021", "lines": [{"sku": "SWTR-WL", "description": "Wool sweater", "quantity": 1, "unit_price_cents": 7900},
                                           {"sku": "SCRF-WL", "description": "Wool scarf", "quantity": 1, "unit_price_cents": 2500}]}

SCARF_MISSING = [
    "sweater charged twice??\nhey so my card shows you took seventy-nine dollars twice for the sweater on order SU-93021. pls refund "
    "the extra one. also where is my scarf?? it hasnt arrived, was meant to come with the sweater",
    "scarf\nThe scarf never came, it was supposed to arrive with the sweater.",
    "order\nI got the sweater on Monday but the scarf that should have come with it has not turned up.",
    "order\nthe sweater came. where is the scarf??? it was meant to be shipped with the sweater and its not here",
    "order\nHello, the wool scarf has not arrived. It was due alongside my sweater, which came on Monday.",
]


@pytest.mark.parametrize("text", SCARF_MISSING)
def test_the_line_missing_is_the_scarf_not_the_sweater_it_was_to_come_with(text):
    lines, why = lines_asked_about(ORDER, read_ticket(text, order_ref="SU-93021"), "non_delivery")
    assert [x["sku"] for x in lines] == ["SCRF-WL"], why


# Near misses: the goods missing named alone, or goods that came with another and are damaged, are read as before.
@pytest.mark.parametrize("text,sku", [
    ("order\nThe sweater has not arrived.", "SWTR-WL"),
    ("order\nMy sweater never turned up, the scarf came fine on its own.", "SWTR-WL"),
])
def test_the_goods_missing_named_alone_are_read_as_before(text, sku):
    lines, _ = lines_asked_about(ORDER, read_ticket(text, order_ref="SU-93021"), "non_delivery")
    assert [x["sku"] for x in lines] == [sku]


@pytest.mark.parametrize("text,said", [
    ("it hasnt arrived, was meant to come with the sweater", ["the sweater"]),
    ("It was due alongside my sweater, which came on Monday.", ["my sweater"]),
    ("the scarf should have been sent along with the mittens but it wasnt", ["the mittens"]),
    ("the lamp came with a dent", []),  # no goods after "with": a problem
    ("it came with the receipt", ["the receipt"]),
])
def test_the_companion_is_the_goods_after_come_with(text, said):
    assert companion_phrases(text) == said


@pytest.mark.django_db
def test_the_scarf_is_deferred_on_its_own_parcel_and_the_sweater_copy_paid(tmp_path):
    cases = [ver23a("V23-21"),
             ver23a("V23-21", "V23-21-b", "Hi, you charged me $79 twice for the sweater on SU-93021, please refund one. Also the scarf "
                    "hasn't come yet - it was supposed to arrive with the sweater.")]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
