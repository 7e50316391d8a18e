"""A delivery the tracking asserts, denied in formal words ("I categorically deny receipt: no item was left at my
address ... and no card was left"), is a non-delivery claim, the delivery investigation the policy gives a parcel
scanned delivered; "no card was left" (the carrier's card) is no part of the goods missing. The ask after it to
"investigate and either locate the goods or refund the purchase" is that claim's remedy, not a second request for a
person. Read as a missing part ("card was left"), two generic requests went to a person and the scan was never named
(blind round ver26c, case 07). Wording written for these tests.

Near-misses: paper denied ("I never got a receipt"), a fault denied ("I deny dropping it"), a delivery asserted and
confirmed; a compensation asked beside the investigation stays a request of its own."""

import pytest

from runs.intents import read_ticket
from runs.intents.loss_remedy_asks import LOSS_REMEDY_WHY
from tests.readings import shown

SCAN = "Your carrier's tracking record asserts that the consignment was delivered on 9 June."


@pytest.mark.parametrize("denial", [
    "I categorically deny receipt: no item was left at my address, no neighbour holds it and no card was left.",
    "I deny receipt of the goods.",
    "We dispute that it was ever delivered.",
    "I formally dispute the delivery; nothing was left and no card was left either.",
    "I deny ever receiving it.",
    "No parcel was left at my address.",
    "i contest that the chair was delivered, it was not",
])
def test_a_formal_denial_after_the_tracking_is_a_non_delivery(denial):
    reading = read_ticket(f"Formal notice\n{SCAN} {denial}", order_ref="SU-1")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)
    assert not [s for s in reading.requests if "other" in s.kinds], shown(reading)


@pytest.mark.parametrize("says", [
    "The tracking records that it was delivered on Monday.",
    "Your courier insists the parcel was delivered.",
    "The carrier's site indicates it was delivered at 2pm.",
])
def test_the_tracking_told_in_other_verbs_is_read(says):
    reading = read_ticket(f"Order\n{says} It wasn't, I was home all day.", order_ref="SU-1")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)


@pytest.mark.parametrize("ask", [
    "I require that you investigate and either locate the goods or refund the purchase in full.",
    "Please trace the parcel or refund me.",
    "Kindly investigate the matter and locate the goods urgently.",
    "Kindly investigate and locate my order.",
])
def test_the_investigation_asked_after_the_denial_is_the_claims_remedy(ask):
    reading = read_ticket(f"Formal notice\n{SCAN} I deny receipt of the goods. {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text == ask)
    assert said.role == "attached", shown(reading)


def test_the_case_wording_is_attached_by_the_loss_remedy_reading():
    ask = "I require that you investigate and either locate the goods or refund the purchase in full."
    reading = read_ticket(f"Formal notice\n{SCAN} I categorically deny receipt: no item was left at my address. {ask}", order_ref="SU-1")
    assert next(s for s in reading.sentences if s.text == ask).why == LOSS_REMEDY_WHY, shown(reading)


@pytest.mark.parametrize("text", [
    "I never got a receipt for the chair, could you email one?",
    "The chair came with a crack. I deny dropping it, it was like that in the box.",
    "The tracking asserts it was delivered on the 9th, and it was, thanks.",
])
def test_near_misses_claim_no_parcel_lost(text):
    reading = read_ticket(f"Order\n{text}", order_ref="SU-1")
    assert not [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)


def test_a_compensation_asked_beside_the_investigation_stays_its_own_request():
    ask = "Please investigate and also pay me $40 for my time."
    reading = read_ticket(f"Formal notice\n{SCAN} I deny receipt of the goods. {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text == ask)
    assert said.role == "request" and "other" in said.kinds, shown(reading)
