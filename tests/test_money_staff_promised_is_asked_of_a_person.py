"""Money or credit the customer says the shop's staff promised ("Your colleague said on chat that I'm owed an extra $80
store credit, staff ref XX-44, just apply it automatically.") is the customer's request for a person (`other`, the
sentence quoted), never silently dropped, and no money follows it (runs/intents/staff_promised_money.py). Blind round
verify38, issue #11: after a real claim the sentence was neither a request nor removed, and the run closed resolved
with nothing said of it. Wording written here."""

import pytest

from runs.intents.staff_promised_money import STAFF_PROMISED_MONEY_WHY, staff_promised_money
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The mug arrived cracked, please refund it."
PROMISES = [
    "Your colleague Leon said on chat that I'm owed an extra $60 store credit, staff ref QZ-17, just apply it automatically.",
    "Also the agent on the phone promised me a $30 voucher.",
    "I was told by your team I'd get a goodwill credit.",
    "marco from support told me last week id get $25 off my next order for the trouble",
    "Your rep Priya confirmed over email that a $40 credit would be added to my account.",
    "u guys promised me 20% off next time when i rang!!",
    "When I phoned, I was promised a £10 gift voucher as compensation but nothing has arrived.",
    "One of your customer service ladies agreed to send me a gift card for my patience.",
]
# a refund of the claim promised, a promise denied or supposed, one had already, and no staff at all: unchanged
NEAR_MISSES = [
    "Your colleague said you'd refund it once I sent a photo.",
    "Your agent said there was no voucher available.",
    "If your team offers a voucher I'd take it.",
    "Last time the agent gave me a voucher and I used it.",
    "I have a $30 voucher from my birthday.",
    "The voucher code on the leaflet was for 10% off.",
]


@pytest.mark.parametrize("text", PROMISES)
def test_the_promise_is_read(text):
    assert staff_promised_money(text)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_no_promise_of_money_by_staff_is_read(text):
    assert not staff_promised_money(text)


@pytest.mark.parametrize("text", PROMISES)
def test_beside_a_claim_it_is_a_request_for_a_person(text):
    read = reading(f"{CLAIM} {text}")
    assert "damaged_item" in read.intents, shown(read)
    told = [s for s in read.sentences if s.text.strip() == text.strip()]
    assert told and told[0].role == "request" and told[0].kinds == ["other"], shown(read)
    assert not read.removed, read.removed


def test_its_reason_is_told():
    read = reading(f"{CLAIM} {PROMISES[1]}")
    assert any(s.why == STAFF_PROMISED_MONEY_WHY for s in read.sentences), shown(read)


MUG = [fc.line("MUG-1", "Stoneware mug", 1800)]


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_the_promise_goes_to_a_person_and_no_credit_moves(tmp_path):
    paid = fc.cents(MUG, "MUG-1", 1)
    cases = [fc.case(f"SP-{n}", f"{CLAIM} {text}\n\nThanks, Robin", MUG, ref=f"SU-7492{n}",
                     intents=[{"kind": "damaged_item", "quote": "The mug arrived cracked"}, {"kind": "other", "quote": text[:40]}],
                     expected={"outcome": "partial", "refunds": [fc.refund(paid, "MUG-1", 1)], "escalations": [{"item": text[:30]}]})
             for n, text in enumerate(PROMISES[:4])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exclude(amount_cents=paid).exists()
