"""An order told placed some time ago and "still nothing" is a non-delivery claim, held until the parcel is late.

"WHERE IS MY ORDER" over "Ordered 8 days ago (SU-93040) and STILL nothing. Refund me NOW or tell me where it is. Worst
shop ever." (blind round ver23a, V23-40; in transit, promised 28 Nov, written 26 Nov) went to a person whole as a status
question of no known kind. "Ordered ... and still nothing" now tells a non-delivery (runs/intents/nothing_yet.py): the
claim is deferred with the promised date and the customer told it; nothing is paid before the parcel is late. A reply, a
refund or news not come ("still nothing back from you about the refund") is no parcel missing. Wording written for
these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import run
from tests.ver23a_cases import ver23a

NOTHING_YET = [
    ("WHERE IS MY ORDER", "Ordered 8 days ago (SU-93040) and STILL nothing. Refund me NOW or tell me where it is. Worst shop ever."),
    ("order??", "paid 2 weeks ago, nothing yet. where is it"),
    ("Still waiting", "I ordered the air fryer on the 18th and still nothing has come. Please tell me where it is or refund me."),
    ("SU-93040", "Good afternoon. I placed my order over a week ago and, as of today, still nothing. Could you look into it?"),
    ("air fryer", "bought it last tuesday n yet nothing!!! whats going on"),
]


@pytest.mark.parametrize("subject,body", NOTHING_YET)
def test_an_order_placed_and_still_nothing_is_a_non_delivery(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-93040")
    assert "non_delivery" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", [
    "order\nOrdered last week and still nothing back from you about the refund.",
    "reply\nI emailed on Monday about my order and still nothing from you.",
    "refund\nYou said you refunded it on the 2nd, still nothing on my card.",
])
def test_a_reply_or_money_not_come_is_no_parcel_missing(text):
    assert "non_delivery" not in read_ticket(text, order_ref="SU-93040").intents


@pytest.mark.django_db
def test_the_claim_waits_for_the_promised_date_and_the_customer_is_told(tmp_path):
    cases = [ver23a("V23-40")] + [ver23a("V23-40", f"V23-40-{i}", body, subject=subject) for i, (subject, body) in enumerate(NOTHING_YET[1:4])]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
