"""Goods the claim's own sentence tells bought before this order was placed are another order's claim: no money on this
order, a person finds the earlier one (V2-08: "the pillar candle set I bought from you back in January arrived half
melted" on an order placed on 2 March was paid $24.00 on its candle line). So is a claim told after the ticket calls this
order fine ("This latest order is fine"). Times are read against the order's own placed_at: "I ordered it in January"
of an order placed in January, "the candle set arrived melted" with no time, "customer since January" and "for
Christmas" (the coming one) still pay. Wording written for these tests."""

import pytest

from runs import guards
from runs.bought_before_the_order import CHECK, check, this_order_called_fine, told_bought_before
from runs.intents import read_ticket
from runs.models import Escalation
from tests import fresh_cases as fc

PLACED, NOW = "2026-03-02", "2026-03-10T12:00:00+00:00"

BEFORE = [
    ("But the pillar candle set I bought from you back in January arrived half melted.", "back in January"),
    ("the candle set i orderd from u last year came melted, can i get my money back", "last year"),
    ("Bought the candles a few months ago and they were melted when they arrived", "a few months ago"),
    ("I purchased the candle set at Christmas and it arrived broken.", "at Christmas"),
    ("The candles from my previous order were melted.", "from my previous order"),
    ("Back in January I ordered the pillar candle set and it came half melted", "Back in January"),
    ("the candle set i got from you in 2025 arrived all melted", "in 2025"),
    ("I had purchased these candles two months ago, they arrived bent and half melted, sorry for the late notice.", "two months ago"),
]
NOT_BEFORE = [
    "I ordered it in March and it only arrived last week, broken",
    "the candle set arrived melted",
    "I've been a customer since January and the candle set arrived melted",
    "I bought it for Christmas and it arrived melted",
    "The candles arrived in January melted",
    "I ordered last week and it arrived in pieces",
]


@pytest.mark.parametrize("text,words", BEFORE)
def test_a_purchase_told_before_the_order_was_placed_is_found(text, words):
    assert told_bought_before(text, PLACED, NOW) == words


@pytest.mark.parametrize("text", NOT_BEFORE)
def test_no_purchase_before_the_order_in_near_misses(text):
    assert told_bought_before(text, PLACED, NOW) == ""


def test_the_month_the_order_was_placed_in_is_no_earlier_purchase():
    assert told_bought_before("I ordered it in January and it only arrived last week, broken", "2026-01-12", "2026-02-03T10:00:00Z") == ""


@pytest.mark.parametrize("text,fine", [("This latest order is fine, thank you.", True), ("My most recent order was perfect.", True),
                                       ("The new order is fine except the mug is chipped.", False), ("Everything's fine.", False)])
def test_this_order_called_fine_as_a_whole(text, fine):
    assert bool(this_order_called_fine(text)) is fine


@pytest.mark.parametrize("text", [
    "hi the candle set i orderd off you last year came half melted, never reported it. refund pls",
    "Candles bought from you a few months ago were melted on arrival. Refund?",
    "The pillar candles from my previous order came melted and bent. Please can I have my money back for them?",
    "The pillar candle set I ordered from you last year arrived half melted though - please refund it.",
])
def test_a_problem_of_goods_bought_earlier_asked_now_is_a_request_not_history(text):
    # (read as history, the bare "refund pls" went to a person with the claim unnamed)
    reading = read_ticket(f"candles\n{text}", order_ref="SU-44208")
    assert [s.kinds for s in reading.requests] == [["damaged_item"]], reading.as_payload()


@pytest.mark.parametrize("text,kinds", [
    ("I bought the same candle set last year and loved it. This one arrived half melted, refund please.", [["damaged_item"]]),
    ("I ordered candles from you last year and they arrived melted and you refunded them. Refund please.", [["other"]]),
])
def test_goods_bought_earlier_and_praised_or_settled_ask_nothing_of_them(text, kinds):
    assert [s.kinds for s in read_ticket(f"candles\n{text}", order_ref="SU-44208").requests] == kinds


ORDER = {"order_ref": "SU-44208", "placed_at": PLACED, "lines": [{"sku": "CND-2", "description": "Pillar candle set", "quantity": 1,
                                                                   "unit_price_cents": 2400}]}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": 2400, "lines": [{"sku": "CND-2", "quantity": 1}]}


def test_the_guard_refuses_a_claim_on_goods_bought_before_the_order_in_words_a_person_reads():
    asked = [{"text": "But the pillar candle set I bought from you back in January arrived half melted.", "kinds": ["damaged_item"],
              "told": ["This latest order is fine, thank you."], "attached": ["Could you refund that one?"]}]
    name, passed, inputs, _ = check(DECISION, ORDER, asked, NOW)
    assert name == CHECK and not passed and CHECK in guards.INCIDENTS
    assert "placed on 2026-03-02" in inputs["says"][0] and '"back in January"' in inputs["says"][0]
    assert "a person finds the earlier order" in inputs["says"][1]


def test_the_guard_refuses_a_claim_told_after_this_order_is_called_fine():
    asked = [{"text": "The candle set arrived half melted, refund please.", "kinds": ["damaged_item"], "told": ["My latest order is all good."]}]
    assert not check(DECISION, ORDER, asked, NOW)[1]


@pytest.mark.parametrize("text", NOT_BEFORE[:3])
def test_the_guard_admits_the_near_misses(text):
    assert check(DECISION, ORDER, [{"text": text, "kinds": ["damaged_item"]}], NOW)[1]


def test_a_persons_edit_clears_it():
    asked = [{"text": "The candles from my previous order were melted.", "kinds": ["damaged_item"]}]
    assert check(DECISION, ORDER, asked, NOW, kind_set_by="lead")[1]


CANDLES = [fc.line("CND-2", "Pillar candle set", 2400)]
EARLIER = [
    "This latest order is fine, thank you. But the pillar candle set I bought from you back in January arrived half melted and I "
    "never got round to telling you. Could you refund that one?",
    "hi the candle set i orderd off you last year came half melted, never reported it. refund pls",
    "Candles bought from you a few months ago were melted on arrival. Refund?",
    "Good afternoon. I wish to report that the pillar candle set which I purchased at Christmas arrived melted. I would like a refund.",
    "My most recent order was perfect, thanks! Sadly the pillar candle set arrived melted, can I get a refund for it?",
    "The pillar candles from my previous order came melted and bent. Please can I have my money back for them?",
]


@pytest.mark.django_db
def test_end_to_end_a_claim_on_goods_bought_before_the_order_goes_to_a_person(tmp_path):
    cases = [fc.case(f"BBO-{i}", body, CANDLES, ref=f"SU-7561{i}", intents=[{"kind": "damaged_item", "quote": "melted"}],
                     expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "melted"}]}) for i, body in enumerate(EARLIER)]
    fc.assert_all_pass(tmp_path, cases)
    assert Escalation.objects.filter(open_item__icontains="candle").count() == len(EARLIER)


def _placed_in_january(c: dict) -> dict:
    c["world"]["orders"][0]["placed_at"] = "2026-01-12T10:00:00Z"
    return c


@pytest.mark.django_db
def test_end_to_end_the_near_misses_are_paid(tmp_path):
    owed = [fc.refund(fc.cents(CANDLES, "CND-2", 1), "CND-2", 1)]
    bodies = {0: "I ordered the candle set in January and it only arrived last week, half melted. Refund please.",
              1: "The pillar candle set arrived half melted, could you refund it?",
              2: "I've been a customer since January and never had a problem, but the pillar candle set arrived melted. Refund please.",
              3: "I bought the same candle set last year and loved it. This one arrived half melted, refund please."}
    cases = fc.damage_claims("BBN", "SU-7562", CANDLES, bodies, owed)
    _placed_in_january(cases[0])
    fc.assert_settled_as_expected(tmp_path, cases)
