"""A ticket that gives no order number ("teh kettel ... leeks from the botom ... pls refund me dont no the order number
sorry its the only thing ive bought") is worked on the customer's own order found by their email, when the goods it
names are on it: the guard still checks the goods, the order's owner and the windows. The words on why no number is
given ask nothing of their own, and "leeks" where water gets out is "leaks".

Near-misses: the vegetable stays a vegetable; a customer whose only order holds other goods is paid nothing."""

import pytest

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.intents import read_ticket
from runs.shop.models import Order, Refund

LEAKS = [
    "teh kettel i got off u leeks from the botom evry time i fill it.",
    "The kettle leeks everywhere when I pour.",
    "kettle leeks all over the worktop",
    "my new kettle leeks from under the handle",
    "The kettle I bought leeks water onto the counter.",
    "the kettle is leeking from the base",
]


@pytest.mark.parametrize("told", LEAKS)
def test_leeks_where_water_gets_out_is_a_leak(told):
    assert read_ticket(f"{told} Please refund me. SU-3301").intents == ["damaged_item"]


VEGETABLE = [
    "The leeks from the farm box were lovely.",
    "I bought a bunch of leeks and some onions.",
    "fresh leeks from the market, thanks.",
    "Our leeks from the allotment are doing well.",
    "Some leeks from a neighbour came with the parcel.",
]


@pytest.mark.parametrize("told", VEGETABLE)
def test_the_vegetable_is_no_leak(told):
    assert "damaged_item" not in read_ticket(f"The kettle on SU-3302 came fine. {told}").intents


NO_NUMBER = [
    "pls refund me dont no the order number sorry its the only thing ive bought",
    "Please refund me, I don't know the order number, sorry.",
    "Could you refund it? I can't find my order number anywhere.",
    "Refund please - I've lost the confirmation email.",
    "I'd like a refund, it's the only thing I've ever bought from you.",
]


@pytest.mark.parametrize("asked", NO_NUMBER)
def test_why_no_order_number_is_given_asks_nothing_of_its_own(asked):
    reading = read_ticket(f"The kettle leaks from the bottom every time I fill it. {asked}")
    assert reading.intents == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def test_a_further_ask_beside_the_missing_number_still_goes_to_a_person():
    reading = read_ticket("The kettle leaks from the bottom. I can't find the order number, can you also send me a copy of the invoice?")
    assert reading.intents == ["damaged_item", "other"]


def _case(body: str, line: dict, price: int) -> dict:
    return {
        "id": "NO-REF-1", "title": "no order number",
        "intents": [{"kind": "damaged_item", "quote": "leeks"}],
        "ticket": {"subject": "kettel", "body": body, "customer_email": "gary.b@example.net", "order_ref": ""},
        "world": {
            "customers": [{"ref": "C-3303", "name": "Gary Bell", "email": "gary.b@example.net"}],
            "sellers": [{"ref": "SEL-HOME", "name": "Sundry Home", "seller_type": "first_party"}],
            "orders": [{"ref": "SU-3303", "customer": "C-3303", "seller": "SEL-HOME", "status": "delivered", "placed_at": "2026-10-16T10:00:00Z",
                        "lines": [line],
                        "charges": [{"kind": "items", "description": "Items", "amount_cents": price, "charged_at": "2026-10-16T10:00:00Z"},
                                    {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-10-16T10:00:00Z"},
                                    {"kind": "tax", "description": "Sales tax", "amount_cents": price * 8 // 100, "charged_at": "2026-10-16T10:00:00Z"}],
                        "shipments": [{"carrier": "UPS", "tracking_number": "1Z3303", "status": "delivered", "promised_by": "2026-10-21",
                                       "delivered_at": "2026-10-20T10:00:00Z",
                                       "scans": [{"at": "2026-10-20T10:00:00Z", "code": "delivered", "location": "Front door"}]}]}]},
        "now": "2026-10-22T10:00:00Z",
        "expected": {"outcome": "resolved", "refunds": [{"amount_cents": price + price * 8 // 100, "source": "platform"}], "returns": [], "escalations": []},
    }


def _walk(data: dict):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    return result, Order.objects.get(ref__startswith="SU-3303")


BODY = "the kettle i got off u leeks from the botom evry time i fill it. pls refund me dont no the order number sorry"


@pytest.mark.django_db
def test_the_only_order_holding_the_goods_is_found_by_the_email_and_paid():
    result, order = _walk(_case(BODY, {"sku": "KTL-1", "description": "Electric kettle, 1.7 L", "quantity": 1, "unit_price_cents": 3500}, 3500))
    assert result.passed and not (result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=order)) == 3780


@pytest.mark.django_db
def test_the_only_order_holding_other_goods_is_paid_nothing():
    result, order = _walk(_case(BODY, {"sku": "TST-1", "description": "Two-slice toaster", "quantity": 1, "unit_price_cents": 3500}, 3500))
    assert not Refund.objects.filter(order=order).exists()
    assert not (result.guard_violations or result.over_refund)
