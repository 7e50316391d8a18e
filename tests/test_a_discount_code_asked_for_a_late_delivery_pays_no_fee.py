"""A discount code, voucher or money off a next order asked because the delivery was late ("I would love a discount code
for my next order, since the delivery was late") is an ask of no known kind, quoted for a person
(runs/intents/discount_for_lateness.py): read with the late cue, the run paid the delivery fee nobody asked back
(verify31 S17, $6.95). End to end on a parcel that did come late, nothing is paid and a person answers the code; the fee
asked back beside the code is still paid. Wording written for these tests."""

import re

import pytest

from tests.fresh_cases import _at, case, line, run
from tests.readings import reading, shown

from runs.intents.discount_for_lateness import DISCOUNT_WHY

LAMP = [line("LMP-BR", "Brass desk lamp", 6400)]

CODE_ASKED = [
    "I would love a discount code for my next order, since the delivery was late.",
    "as my parcel came a week late could I get a promo code?",
    "the delivery was 5 days late so a voucher would be nice",
    "Since it turned up late, any chance of a coupon for next time?",
    "Hi! Given the lamp arrived 4 days late, I'd appreciate 10% off my next order. Thanks, Priya",
    "delivery late AGAIN. want a discount code",
    "Because the parcel was delayed by over a week, could you send me a gift card code?",
]


@pytest.mark.parametrize("body", CODE_ASKED)
def test_a_code_asked_for_the_wait_is_other_quoted(body):
    read = reading(body, "Late")
    assert read.intents == ["other"], shown(read)
    # (the code's own sentence is the request, quoted; a few were read so by other readers already)
    assert any(re.search(r"code|voucher|coupon|off", s.text) and s.text.strip() in body for s in read.requests), shown(read)


def test_the_lateness_is_kept_as_what_it_would_have_been_read_as():
    read = reading(CODE_ASKED[0], "Late")
    (asked,) = read.requests
    assert asked.why == DISCOUNT_WHY and asked.doubted == ["late_delivery"], shown(read)


@pytest.mark.parametrize("body", [
    "refund the shipping since it was late, and a discount code would be nice",
    "it came late, pls refund the delivery fee",
    "The delivery was late. Please give me my money back for the postage and a voucher too.",
    "It was a gift for my mum and it came a week late.",
    "the lamp came 3 days late, I want the delivery charge back",
    "Late again - can you refund the shipping? A coupon would be a nice touch as well.",
])
def test_the_fee_asked_or_the_lateness_alone_stays_a_late_claim(body):
    read = reading(body, "Late")
    assert "late_delivery" in read.intents, shown(read)


def _late(cid: str, body: str, expected: dict, ref: str) -> dict:
    c = case(cid, body, LAMP, intents=["late_delivery"], expected=expected, subject="Late", ref=ref)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_no_fee_is_paid_for_a_code_asked_and_the_fee_asked_is(tmp_path):
    code = [_late(f"DCL-{i}", body, {"outcome": "escalated", "refunds": [], "returns": []}, f"SU-7200{i}")
            for i, body in enumerate(CODE_ASKED[:3])]
    fee = _late("DCL-FEE", "refund the shipping since it was late, and a discount code would be nice",
                {"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []}, "SU-72009")
    got = run(tmp_path, [*code, fee])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in code:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], got[c["id"]]["differences"]
        assert got[c["id"]]["outcome"] != "resolved", got[c["id"]]
    assert not [d for d in got["DCL-FEE"]["differences"] if d.startswith(("unexpected refund", "refund of"))], got["DCL-FEE"]["differences"]
