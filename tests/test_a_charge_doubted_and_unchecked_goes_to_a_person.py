"""A charge taken twice that the customer is not sure of, cannot check and will confirm later ("I might have been charged
twice? My online banking is down so I can't check properly. I'll confirm once it's back up.") is no claim to pay now: a
person answers, the sentence quoted (runs/intents/charge_unconfirmed.py; verify33 P01 paid the record's copy, $60.00, and
the guard's own check called it money nobody asked for). A sure claim, or one asking the money, is still a duplicate
claim. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

DOUBTED = [
    "I might have been charged twice? My online banking is down so I can't check properly. I'll confirm once it's back up.",
    "Not sure if I was billed twice for this?? my bank app is down. will let you know once I can see it.",
    "Hi, I may have paid twice for the candles. Haven't checked my statement yet, I'll get back to you.",
    "maybe charged double for this order? cant log in to my bank right now, will confirm tomorrow",
    "We could have been debited two times, not sure. I will check and update you.",
    "possibly charged twice?? i'll confirm when my statement comes, haven't seen it yet",
]
STILL_CLAIMED = [
    "I was charged twice, please refund one. I'll check my statement later.",
    "I think I may have been billed twice - can you refund the extra? I'll confirm later, can't check now.",
    "my card shows it twice, I'll send a screenshot",
    "I might have been charged twice? Please look into it.",
    "You charged me twice for the lamp.",
]


@pytest.mark.parametrize("text", DOUBTED)
def test_a_doubted_unchecked_charge_is_a_persons(text):
    read = reading(text)
    assert "duplicate_charge" not in read.intents and "other" in read.intents, shown(read)


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_a_sure_or_asked_charge_is_still_claimed(text):
    read = reading(text)
    assert "duplicate_charge" in read.intents, shown(read)


@pytest.mark.django_db
def test_nothing_is_paid_on_a_doubt_and_the_claim_is_paid_when_sure(tmp_path):
    two = [fc.line("BWL-9", "Serving bowl", 4000), fc.line("PLT-9", "Side plate", 2000)]
    copy = [{"amount_cents": 6000, "source": "platform", "lines": []}]
    cases = [
        fc.charged(fc.case("CU-1", DOUBTED[0], two, intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref="SU-73401"), True),
        fc.charged(fc.case("CU-2", DOUBTED[2], two, intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref="SU-73402"), True),
        fc.charged(fc.case("CU-3", STILL_CLAIMED[0], two, intents=["duplicate_charge"], expected={"outcome": "resolved", "refunds": copy},
                           ref="SU-73403"), True),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
