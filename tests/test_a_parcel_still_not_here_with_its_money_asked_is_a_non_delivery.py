"""A parcel told "still not here" beside the order's money asked back ("Still not here. Please refund the whole order
including the shipping") is a non-delivery claim of the whole order, its delivery fee inside it: the shipment's record
decides under POL-NDL-003 (a parcel lost or stalled is paid by carrier claim, one still moving is not lost yet). "Still
not here" named no cue, so the refund ask was read as a remedy of no problem and went to a person (issue 11, mendC).
Wording written for these tests (runs/intents/order_not_come.py).

Near-misses: a bare "Not here." (it answers anything), "still not here - when can I expect it?" (where it is, a
question), and the delivery fee alone asked ("can i at least get the shipping refunded?": the fee's own request)."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown
from tests.test_a_fee_asked_for_a_parcel_not_come_is_no_carrier_claim import _in_transit

CLAIMED = [
    "Still not here. Please refund the whole order including the shipping",
    "still not here!!! refund the lot, postage included",
    "Ordered on the 2nd. Still not here. I want a full refund including delivery please.",
    "Hi - my parcel is still not here. Can you refund everything, shipping too? Thanks, Dee",
    "Still not here yet. Please just refund my order in full, and the postage.",
    "still not here, refund whole order incl shipping thx",
    "Still not here, so I'd like my money back for all of it (delivery as well).",
]
NOT_CLAIMED = [
    "Not here.",
    "Still not here - when can I expect it?",
    "still not here, can i at least get the shipping refunded?",
    "The receipt you mentioned is still not here in my inbox.",
]


@pytest.mark.parametrize("text", CLAIMED)
def test_still_not_here_with_the_money_asked_is_the_claim(text):
    read = reading(text)
    assert "non_delivery" in read.intents, shown(read)
    assert not [s for s in read.requests if s.kinds == ["other"]], shown(read)


@pytest.mark.parametrize("text", NOT_CLAIMED)
def test_no_claim_of_a_lost_parcel(text):
    read = reading(text)
    assert "non_delivery" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_shipments_record_decides(tmp_path):
    whole = 5600 + 448 + 599  # the lamp, its tax and the delivery fee
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": whole, "source": "carrier_claim", "lines": [{"sku": "LMP-1", "quantity": 1}]}]}
    moving = {"outcome": "partial", "refunds": []}
    cases = [_in_transit(f"SNH-L{n}", body, True, paid, ["non_delivery"]) for n, body in enumerate(CLAIMED[:4])]
    cases += [_in_transit(f"SNH-M{n}", body, False, moving, ["non_delivery"]) for n, body in enumerate(CLAIMED[4:6])]
    for n, c in enumerate(cases):
        c["ticket"]["order_ref"] = c["world"]["orders"][0]["ref"] = f"SU-7311{n}"
    fc.assert_settled_as_expected(tmp_path, cases)
