"""A refund the customer received twice, and their offer to pay the extra back, go to a person (`other`, quoted): never
a new duplicate-charge claim, never a second refund for the goods told as its reason (runs/intents/refund_paid_twice.py;
verify33 J04, I09 dropped the offer). Near-misses: a charge taken twice, a refund asked twice. Wording written for these
tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.refund_paid_twice import PAY_BACK_WHY, TWICE_WHY
from tests import fresh_cases as fc


def _read(text: str):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role != "injected"]


@pytest.mark.parametrize("text", [
    "You refunded my jug twice ($32.40 and $32.40). I only had one broken jug. Please take the extra back from my card.",
    "My refund for the broken jug ($32.40) came through twice! Let me know how you want me to pay back the extra.",
    "hey so the jug refund landed twice on my card lol. happy to pay it back, just tell me how",
    "I received my refund twice for the teapot. Please reverse the second one.",
    "Good afternoon, it seems I was credited twice for the cracked jug. How do I give you back the extra?",
    "got the refund twice?? pls take back the extra, i dont want to owe u anything",
])
def test_a_refund_received_twice_is_a_persons_and_no_claim(text):
    read = _read(text)
    asks = [s for s in read if s.role == "request"]
    assert asks and all(s.kinds == ["other"] for s in asks), [(s.text, s.role, s.kinds) for s in read]
    assert any(s.why in (PAY_BACK_WHY, TWICE_WHY) for s in asks)


@pytest.mark.parametrize("text, kind", [
    ("I was charged twice for the jug, refund the extra please.", "duplicate_charge"),
    ("I asked for a refund twice and heard nothing. The jug arrived broken.", "damaged_item"),
    ("The jug came cracked, please refund it.", "damaged_item"),
    ("You took the payment twice ($32.40 and $32.40), please refund one.", "duplicate_charge"),
    ("The teapot arrived chipped, refund it twice as fast please!", "damaged_item"),
    ("Double charged again! Refund one of them.", "duplicate_charge"),
    ("The kettle lid hinge snapped. Also have u refunded the double delivery charge yet?", "damaged_item"),
])
def test_near_misses_keep_their_claim(text, kind):
    read = _read(text)
    assert any(kind in s.kinds for s in read if s.role == "request"), [(s.text, s.role, s.kinds) for s in read]
    assert not any(s.why in (PAY_BACK_WHY, TWICE_WHY) for s in read)


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


@pytest.mark.django_db
def test_end_to_end_no_money_moves_and_a_person_is_asked(tmp_path):
    jug = fc.cents(GOODS, "JUG-1", 1)
    paid = [{"amount_cents": jug, "case_type": "damaged_item", "reason": "jug broken", "lines": ["JUG-1"]}] * 2
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "extra"}]}
    cases = [
        fc.case("TWI-1", "You refunded my jug twice ($32.40 and $32.40). I only had one broken jug. Please take the extra back from my card.",
                GOODS, intents=["other"], expected=person, refunds=paid),
        fc.case("TWI-2", "My refund for the broken jug ($32.40) came through twice! Let me know how you want me to pay back the extra.",
                GOODS, intents=["other"], expected=person, refunds=paid),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0
