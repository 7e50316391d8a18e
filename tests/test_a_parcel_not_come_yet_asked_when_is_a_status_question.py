"""A parcel told as not come YET beside the question when it comes ("It still hasn't arrived – when can I expect it?")
asks where the parcel is: a question the scans or a person answer, never money. Read as a non-delivery claim, a parcel
whose tracking had stalled was refunded whole by carrier claim to a customer who only asked when it comes (issue 11,
mendC). The wait is why they ask, as stalled tracking is (runs/intents/where_with_stalled_tracking.py).

Only when it asks WHEN it comes: "still hasn't turned up - where is it??" asks after a parcel gone astray. Near-misses,
the claim as before: that, the parcel told as never come or lost ("It never arrived, refund me.", "It never arrived -
where is it?"), or its money asked beside the wait ("It still hasn't arrived and I want a refund.")."""

import pytest

from runs.intents.parcel_status import PARCEL_STATUS_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown
from tests.test_a_fee_asked_for_a_parcel_not_come_is_no_carrier_claim import _in_transit

ASKED = [
    "It still hasn't arrived – when can I expect it?",
    "It still hasn't arrived. When can I expect it?",
    "my lamp hasn't come yet, any idea when it will turn up?",
    "Still waiting on my order - when will it be delivered?",
    "The rug is yet to arrive. Could you let me know when it should get here?",
    "Hi! Not here yet :) when's it likely to arrive?",
    "hasnt arrived yet.. when will it come??",
]
CLAIMED = [
    "It never arrived, refund me.",
    "It never arrived - where is it?",
    "It still hasn't arrived and I want a refund. When can I expect it?",
    "The parcel is lost, when will you refund me?",
    "Still not here. Please refund the whole order.",
    # where it is, not when it comes: a parcel gone astray (test_screening_a_question_where_the_parcel_is_claims_no_loss)
    "my parcel still hasn't turned up - where is it??",
    "It still hasn't arrived. Where is it?",
]


@pytest.mark.parametrize("text", ASKED)
def test_when_it_comes_is_asked_not_claimed(text):
    read = reading(text)
    assert "non_delivery" not in read.intents, shown(read)
    assert any(s.kinds == ["other"] and s.why == PARCEL_STATUS_WHY for s in read.requests), shown(read)


@pytest.mark.parametrize("text", CLAIMED)
def test_a_parcel_told_lost_or_its_money_asked_is_the_claim(text):
    read = reading(text)
    assert "non_delivery" in read.intents, shown(read)


@pytest.mark.django_db
def test_no_money_moves_on_the_question(tmp_path):
    asked = {"outcome": "escalated", "refunds": []}
    cases = [_in_transit(f"WHEN-{n}-{int(stalled)}", body, stalled, asked, ["other"]) for n, body in enumerate(ASKED[:4]) for stalled in (True, False)]
    for n, c in enumerate(cases):
        c["ticket"]["order_ref"] = c["world"]["orders"][0]["ref"] = f"SU-7315{n}"
    fc.assert_settled_as_expected(tmp_path, cases)
