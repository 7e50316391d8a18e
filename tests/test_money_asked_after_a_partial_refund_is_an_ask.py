"""Money asked after a refund told as partial is an ask (runs/intents/refund_remainder.py): "you refunded only half of
it, I want the rest" read as a remedy already given (settled context) and "I only got $12 back, where's the remainder"
as a parcel status question. Each is now a request of kind `other` quoting the sentence, so a person sees what is still
owed; a sentence read already as a claim of a known kind keeps it (the guard decides what the record owes) and asks a person too."""

import pytest

from runs.intents.refund_remainder import REMAINDER_WHY
from tests import fresh_cases as fc
from tests.readings import assert_asks_nothing, reading, said, shown


@pytest.mark.parametrize("body, asked", [
    ("Hi, the toaster came with a cracked door and you refunded only half of it, I want the rest.",
     "Hi, the toaster came with a cracked door and you refunded only half of it, I want the rest."),
    ("I only got $12 back, where's the remainder", "I only got $12 back, where's the remainder"),
    ("my refund for the rug came up short - i paid $89 and got $60. pls send the difference", "pls send the difference"),
    ("You have only refunded part of my money for the broken chair. When will the balance be paid?", "When will the balance be paid?"),
    ("Thanks for the partial refund on the kettle. I believe you still owe me $15.", "I believe you still owe me $15."),
    ("you lot only gave me back half for the chipped bowls!! the other half please", "the other half please"),
])
def test_the_rest_asked_is_a_request_for_a_person(body, asked):
    read = reading(body)
    s = said(read, asked)
    assert s and s[0].role == "request" and s[0].kinds == ["other"] and s[0].why == REMAINDER_WHY, shown(read)


@pytest.mark.parametrize("body", [
    "You refunded half for the scratch and I'm happy with that, thanks.",
    "The refund of $20 arrived, the rest of the order was fine.",
])
def test_a_partial_refund_told_without_the_rest_asked_asks_nothing(body):
    assert_asks_nothing(body)


def test_the_rest_of_the_goods_is_no_money_asked():
    read = reading("Only half my order came. Where is the rest of my order?")
    assert read.intents == ["non_delivery"], shown(read)
    read = reading("The mug is chipped, the rest of the order was fine. Please refund the mug.")
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.django_db
def test_the_rest_asked_goes_to_a_person_and_nothing_is_paid_twice(tmp_path):
    toaster = [fc.line("TS-1", "Toaster", 6000)]
    half = fc.cents(toaster, "TS-1", 1) // 2
    body = "The toaster came with a cracked door and you refunded only half of it, I want the rest."
    c = fc.case("REST-1", body, toaster, ref="SU-73201", intents=["other"],
                refunds=[{"amount_cents": half, "case_type": "damaged_item", "reason": "half of the damaged toaster",
                          "lines": ["TS-1"]}],
                expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "I want the rest"}]})
    got = fc.run(tmp_path, [c])
    assert (got[""]["silent_drops"], got[""]["guard_violations"], got[""]["double_refunds"]) == (0, 0, 0)
    assert got["REST-1"]["passed"], got["REST-1"]["differences"]


def test_the_rest_asked_beside_a_claim_keeps_the_claim_and_asks_a_person():
    read = reading("The lamp was smashed and you refunded it but I only got $12 back, where's the remainder?")
    s = read.requests[0]
    assert s.kinds == ["damaged_item", "other"] and s.why == REMAINDER_WHY, shown(read)


@pytest.mark.django_db
def test_the_rest_asked_beside_a_claim_already_part_refunded_is_never_dropped(tmp_path):
    toaster = [fc.line("TS-1", "Toaster", 6000)]
    body = "I only got $12 back for the cracked toaster, where's the remainder"
    c = fc.case("REST-2", body, toaster, ref="SU-73202", intents=["other"],
                refunds=[{"amount_cents": 1200, "case_type": "damaged_item", "reason": "part of the cracked toaster", "lines": ["TS-1"]}],
                expected={"outcome": "escalated", "refunds": []})
    got = fc.run(tmp_path, [c])
    assert (got[""]["silent_drops"], got[""]["guard_violations"], got[""]["double_refunds"]) == (0, 0, 0), got["REST-2"]["differences"]
