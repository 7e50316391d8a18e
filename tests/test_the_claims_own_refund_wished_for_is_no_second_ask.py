"""The claim's own refund wished for in a wish's words ("which I'd appreciate a refund for if possible", "I would be grateful
for a refund") asks that claim's remedy, not a second thing of no known kind: the sentence is the damage claim alone, not
also an `other` request for a person (runs/intents/opinion_asks.py). One sentence was paid and handed to a person both
(ver35c V35-19). Near-misses: something beyond the refund wished beside it (a voucher, compensation, an apology) is still
asked of a person. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The throw came with a hole in it, I would be grateful for a refund.",
    "The serving bowl turned up cracked - I'd welcome my money back if possible.",
    "the glass jug has a big chip on the spout which we'd appreciate a refund for",
    "Cake tin arrived dented, I'd appreciate a full refund please.",
    "The mirror was smashed when we opened it and I would be grateful for a refund for it.",
    "Lovely party! sadly the cake stand (order SU-70001) had a big chip on its base when we unwrapped it, which I'd appreciate a refund for if possible.",
])
def test_the_claims_own_refund_wished_is_the_claim_alone(body):
    read = reading(body)
    asked = [s for s in read.sentences if s.role == "request"]
    assert [s.kinds for s in asked] == [["damaged_item"]], shown(read)


@pytest.mark.parametrize("body", [
    "The lamp arrived cracked, I'd appreciate a refund and a voucher for the trouble.",
    "The lamp arrived cracked, I'd appreciate a refund plus some compensation.",
    "The mug came cracked, please refund it. I'd also welcome a written apology.",
])
def test_something_beyond_the_refund_wished_is_still_asked(body):
    read = reading(body)
    assert "other" in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_cake_stand_is_paid_and_nothing_goes_to_a_person(tmp_path):
    stand = [fc.line("CKS-1", "Glass cake stand", 2950), fc.line("BNT-1", "Paper bunting", 900)]
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": fc.cents(stand, "CKS-1", 1), "source": "platform", "lines": [{"sku": "CKS-1", "quantity": 1}]}],
            "returns": [], "escalations": []}
    c = fc.case("WISH-1", "The party was great and the bunting gorgeous. The one sad thing: the glass cake stand turned out to have a big chip on its "
                "base when we unwrapped it, which I'd appreciate a refund for if possible. Thanks again!", stand, intents=["damaged_item"],
                expected=paid, subject="party things")
    fc.assert_all_pass(tmp_path, [c])
