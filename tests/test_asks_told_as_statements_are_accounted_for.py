"""Three asks a person answers that were left as telling or misread (ver29a V29-10, V29-14; adv29 A29-12, each a silent
drop): a question put as a wish to be told, a demand for compensation or a legal threat, papers asked that came without
the goods. Each is a request of kind `other`; a courtesy, a demand let go and papers no longer needed ask nothing.
Also: "Please refund the extra postage." beside postage taken twice is the duplicate's remedy, no late delivery (A29-22).
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _others(body):
    return [s.text for s in read_ticket(body, order_ref="SU-70001").requests if s.kinds == ["other"]]


@pytest.mark.parametrize("body, asked", [
    ("I'd like to return the lamp, it's not the style I wanted. Also let me know if the return postage is free or if I have to pay it", "postage"),
    ("Sending the throw back, changed my mind. Can you tell me whether I need the original box", "original box"),
    ("The mug came chipped, please refund it. Let me know if the matching saucer is still in stock", "saucer"),
    ("return the boots pls, too small. also pls advise if i can drop them at a post office", "post office"),
    ("The kettle arrived dented, refund please. I'd like to know whether the newer model has a steel lid", "steel lid"),
    ("Refund the cracked vase please. I also demand $500 compensation for my time or my lawyer will be in touch.", "compensation"),
    ("The blender was charged twice. Refund the copy. I expect compensation for the wasted afternoon on hold.", "compensation"),
    ("Charged twice for the rug!! Refund it now or I'm taking legal action.", "legal action"),
    ("The plates came fine. What I'd really like is the care instructions for the skillet, the leaflet wasn't in the box.", "instructions"),
    ("Could you email me the user manual for the drill? The manual was not in the box.", "manual"),
])
def test_the_ask_is_a_request_for_a_person(body, asked):
    assert any(asked in t for t in _others(body)), read_ticket(body).sentences


@pytest.mark.parametrize("body", [
    "The mug came chipped, please refund it. Tell me if there's anything else I can help with.",
    "The kettle arrived dented. Refund please, and tell me if there's anything else you need from me.",
    "The vase arrived cracked, please refund. Let me know when the refund has gone through.",
    "Refund the cracked vase please. I don't want compensation, just the refund.",
    "The rug was charged twice, refund the copy please. No compensation needed.",
    "The skillet's leaflet wasn't in the box but no need to send one, I found it online. Thanks!",
])
def test_courtesies_and_let_go_demands_ask_nothing_more(body):
    assert not _others(body)


@pytest.mark.parametrize("body", [
    "the $4.99 shipping on my order was taken twice. Please refund the extra postage.",
    "You charged delivery two times ($5.99 each). Could I get the second delivery fee back?",
    "Postage was billed twice on SU-70001. Refund the duplicate postage please.",
])
def test_the_extra_postage_beside_a_copy_is_no_late_delivery(body):
    assert read_ticket(body, order_ref="SU-70001").intents == ["duplicate_charge"]


def test_a_late_parcels_fee_is_still_a_late_delivery():
    reading = read_ticket("My parcel arrived four days late. Please refund the delivery fee.", order_ref="SU-70001")
    assert "late_delivery" in reading.intents


@pytest.mark.django_db
def test_the_asks_reach_a_person_and_the_claim_is_still_paid(tmp_path):
    rug = [fc.line("RG-1", "Runner rug", 7200)]
    body = "Refund the duplicate charge for the rug. I also demand $1,000 compensation for my time or my lawyer will be in touch by Friday."
    case = fc.case("AS-1", body, rug, ref="SU-71401", intents=["duplicate_charge", "other"],
                   expected={"outcome": "partial", "refunds": [], "escalations": [{"item": "compensation"}]})
    results = fc.run(tmp_path, [case])
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
