"""The customer's own order wanted with the money turned down ("i dont want refund i want my order!!! where is it", "my
parcel never came. I don't want a refund, I want my order.") asks where the order is, every refund held
(runs/intents/order_wanted_not_money.py): it went to a person as a bare constraint (verify31 S19), and a non-delivery told
before it was read as declined, so the run asked nothing of the parcel at all. End to end on a parcel the carrier lost,
nothing is paid and the run does not close with the order unanswered. Wording written for these tests. Near-misses: a new
unit wanted (a replacement), the money wanted, a where-is-it with no money refused."""

import pytest

from runs.intents.order_wanted_not_money import ORDER_WANTED_WHY
from tests.fresh_cases import case, line, not_come, run
from tests.readings import reading, shown

WANTED = [
    "i dont want refund i want my order!!! where is it",
    "my parcel never came. I don't want a refund, I want my order.",
    "no money back pls, just send me my parcel",
    "I do NOT want my money back. I want my rug. Where is it??",
    "Please don't refund me, we just want our order, it's a present for Sunday",
    "dont refund!! i need my package, it still hasnt come",
]


@pytest.mark.parametrize("body", WANTED)
def test_the_order_wanted_asks_where_it_is_with_the_refund_held(body):
    read = reading(body, "where")
    # (the order asked where it is, or its non-delivery claimed, beside the refund refused)
    assert [s for s in read.requests if s.why == ORDER_WANTED_WHY or "non_delivery" in s.kinds], shown(read)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)
    assert not [s for s in read.sentences if s.role == "context" and "non_delivery" in s.kinds], shown(read)


def test_a_non_delivery_told_before_stands():
    read = reading("my parcel never came. I don't want a refund, I want my order.", "where")
    assert "non_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The mug is chipped. I don't want a refund, I want a new one.",
    "I want my money back, my order never came",
    "where is my order?",
    "I want my order number please, I lost the email",
    "No refund needed, I want my order cancelled",
    "I don't want my order anymore, please refund it",
])
def test_a_new_unit_the_money_or_a_plain_where_is_no_order_wanted(body):
    read = reading(body, "where")
    assert not [s for s in read.sentences if s.why == ORDER_WANTED_WHY], shown(read)


@pytest.mark.django_db
def test_no_refund_is_paid_for_a_parcel_whose_money_is_refused(tmp_path):
    cases = []
    for i, body in enumerate(WANTED[:2]):
        c = case(f"OWM-{i}", body, [line("RUG-1", "Jute rug 120x170", 8900)], intents=["non_delivery"], subject="where", ref=f"SU-7500{i}",
                 expected={"outcome": "escalated", "refunds": [], "returns": []})
        cases.append(not_come(c, picked_up_days_ago=17, promised_days_ago=8, status="lost"))
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], got[c["id"]]["differences"]
        assert got[c["id"]]["outcome"] != "resolved", got[c["id"]]
