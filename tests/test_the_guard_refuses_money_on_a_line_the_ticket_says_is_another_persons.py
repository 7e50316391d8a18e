"""A refund or a return on a line the ticket says is another person's, bought on an order or account not
this customer's, is refused by the guard (line_in_ticket), whatever proposed it: the guard reads the
customer's words itself (runs/others_lines.py), so a model that plans money for "the scarf was my
sister's order, not mine" moves nothing, while the line the customer claims for themselves beside it is
paid. Whose the goods are, said alone, is no reason: "my daughter's mug arrived chipped", "I bought it as
a gift for my mum" and "my husband noticed the crack" stay the customer's own claim."""

import pytest

from runs.guards import check_line_in_ticket, refusal_reasons
from runs.intents import read_ticket
from runs.others_lines import lines_of_others
from runs.screening import request_dicts
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, small_shop
from tests.guard_fixtures import handed_to_a_person, proposed_by_a_model, recorded_checks

ORDER = {"order_ref": "SU-7101", "lines": [{"sku": "TEA-1", "description": "Ceramic teapot", "quantity": 1, "unit_price_cents": 3200},
                                          {"sku": "MUG-1", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 1400},
                                          {"sku": "SCF-1", "description": "Wool scarf", "quantity": 1, "unit_price_cents": 3000}]}
ONE_LINE = {"order_ref": "SU-7202", "lines": [{"sku": "TEA-1", "description": "Ceramic teapot", "quantity": 1, "unit_price_cents": 3200}]}


def _proposed(kind: str, sku: str | None, action: str = "refund") -> dict:
    """What a model (the scripted one, Claude) might propose, whatever the screener read."""
    return {"case_type": kind, "action": action, "lines": [{"sku": sku, "quantity": 1}] if sku else [], "amount_cents": 1000}


def _guard(text: str, decision: dict, order: dict = ORDER):
    return check_line_in_ticket(decision, order, request_dicts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"]))


OTHERS = [
    ("The teapot and the mug both arrived cracked, please refund them. The teapot is my mum's, she ordered it herself.", "TEA-1"),
    ("The scarf came torn and the mug chipped. The scarf was my sister's order, not mine. Refund please.", "SCF-1"),
    ("hi the mug is chipped and the teepot lid cracked, refund both pls - tho the teapot was my neighbour's order really", "TEA-1"),
    ("Please refund the chipped mug. Also the scarf has a hole, that one's for my neighbour's order.", "SCF-1"),
    ("My mum ordered the teapot herself and it came cracked. My own mug is chipped as well, could I get a refund?", "TEA-1"),
    ("Both the scarf and the mug are damaged (scarf snagged, mug chipped). I should say the scarf is from my brother's account. Refund please.", "SCF-1"),
    ("The mug arrived chipped and the scarf arrived with a pulled thread. My daughter bought the scarf on her own card. Please refund.", "SCF-1"),
]


@pytest.mark.parametrize("text,sku", OTHERS)
def test_a_refund_proposed_on_a_line_the_ticket_says_is_another_persons_order_is_refused(text, sku):
    check = _guard(text, _proposed("damaged_item", sku))
    assert not check.passed and set(check.inputs["another_persons"]) == {sku}
    assert "another person's" in refusal_reasons([check])


@pytest.mark.parametrize("text,sku", OTHERS[:3])
def test_a_return_proposed_on_another_persons_line_is_refused_too(text, sku):
    assert not _guard(text, _proposed("damaged_item", sku, "return")).passed


@pytest.mark.parametrize("text,sku", OTHERS)
def test_the_customers_own_line_claimed_beside_another_persons_is_never_read_as_theirs(text, sku):
    assert "MUG-1" not in _guard(text, _proposed("damaged_item", "MUG-1")).inputs.get("another_persons", {})


@pytest.mark.parametrize("text,sku", OTHERS)
def test_the_customers_own_line_claimed_beside_another_persons_is_still_paid(text, sku):
    # the whole ticket as one damage claim, as a screener reading both lines would give it
    asks = [{"text": text, "kinds": ["damaged_item"], "spans": {"damaged_item": [[0, len(text)]]}}]
    assert check_line_in_ticket(_proposed("damaged_item", "MUG-1"), ORDER, asks).passed
    assert not check_line_in_ticket(_proposed("damaged_item", sku), ORDER, asks).passed


def test_the_only_line_said_to_be_another_persons_is_refused_when_the_decision_names_no_line():
    text = "The teapot arrived with a cracked spout. It was my mum's order, she placed it herself. Please refund."
    check = _guard(text, _proposed("damaged_item", None), ONE_LINE)
    assert not check.passed and set(check.inputs["another_persons"]) == {"TEA-1"}


OWN = [
    "I bought the teapot as a gift for my mum and it arrived cracked. Please refund.",
    "My husband noticed the crack in the teapot when he unpacked it. Refund please.",
    "My daughter's teapot arrived cracked, please refund.",
    "The teapot is my mum's really, I got it for her birthday, and it came cracked. Could you refund it?",
    "the teapot (a present for my sisters new flat) came cracked, refund pls",
    "My sister's order came fine, but the teapot on mine arrived cracked. Please refund it.",
    "It's not my mum's order, it's mine: the teapot came cracked. Please refund.",
]


@pytest.mark.parametrize("text", OWN)
def test_goods_bought_for_or_noticed_by_another_person_on_the_customers_own_order_are_still_paid(text):
    check = _guard(text, _proposed("damaged_item", "TEA-1"), ONE_LINE)
    assert check.passed and "another_persons" not in check.inputs


def test_a_sentence_naming_this_orders_own_number_is_about_this_order():
    assert lines_of_others(ONE_LINE, ["The teapot on my wife's order SU-7202 came cracked."]) == {}


# --- end to end: a scripted model proposing the refund anyway --------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-76001", maya, house, [("SCF-1", "Wool scarf", 1, 3000), ("MUG-1", "Stoneware mug", 1, 1400)])
    return house


@pytest.mark.django_db
def test_scripted_a_refund_proposed_on_the_line_said_to_be_a_sisters_order_is_refused_and_pays_nothing(world):
    body = "The scarf came torn and the mug chipped. The scarf was my sister's order, not mine. Refund please."
    run = proposed_by_a_model(body, "SU-76001", "damaged_item", {"action": "refund", "amount_cents": 3000, "lines": [{"sku": "SCF-1", "quantity": 1}],
                                                                 "reason": "torn scarf"})
    held = [c for c in recorded_checks(run) if c["check"] == "line_in_ticket" and not c["passed"]]
    assert held and set(held[0]["inputs"]["another_persons"]) == {"SCF-1"}
    assert not Refund.objects.filter(order__ref="SU-76001", amount_cents=3000).exists() and handed_to_a_person(run)


@pytest.mark.django_db
def test_scripted_a_refund_of_a_gift_bought_for_a_mum_on_the_customers_order_is_paid(world):
    body = "I bought the mug as a gift for my mum and it arrived chipped. Refund please."
    proposed_by_a_model(body, "SU-76001", "damaged_item", {"action": "refund", "amount_cents": 1400, "lines": [{"sku": "MUG-1", "quantity": 1}],
                                                           "reason": "chipped mug"})
    assert Refund.objects.filter(order__ref="SU-76001", amount_cents=1400).exists()
