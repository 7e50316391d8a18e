"""A part of the bill charged twice ("you did charge me the sales tax twice", "the VAT was added two times") and one
payment told twice in a learner's order ("on my card statement is two time the same payment of forty-six dollar") are a
duplicate charge (runs/intents/part_charged_twice.py, verify48 V48-212 and V48-104): read as statements, the copies
went unpaid and the ask after them ("Please give back one of them.", "I'd be grateful if that could be put right.") went
to a person naming nothing. End to end the copy the order's record proves is refunded once (the tax copy too), and
nothing without one. Wording written for these tests. Near-misses: a part paid for each of two orders, a twice that
counts a fault or the courier's tries, a tax told twice as a figure."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, assert_settled_as_expected, case, charged, line

COOKER = line("RC-3", "Rice cooker 3 cup", 4600)
TROWEL = line("TRW-1", "Stainless garden trowel set", 6500)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


def _why(body: str):
    return [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}", order_ref="SU-70001").sentences]


PART_TWICE = [
    "(Oh - and you did charge me the sales tax twice on this one, I noticed going through my statement; I'd be grateful if that could be put right.)",
    "tax charged 2x on my order, pls sort",
    "Hello, I think you have charge me the tax two times. I want back the extra.",
    "WHY has the VAT been added twice to my order?? Take it off.",
    "Just noticed the sales tax is on there twice - could you refund the spare one?",
    "You've taxed me twice for the trowels. Not impressed, please refund it.",
    "My receipt shows two lots of sales tax for a single trowel set, which cannot be right; kindly correct it.",
    "The trowels are very nice. Also the tax is take 2 time on my card, please check it.",
]
TWO_TIME = [
    "On my card statement is two time the same payment of forty-six dollar. I buy only one rice cooker. Please give back one of them.",
    "Same payment appear 2 time in my bank for the rice cooker. Give back one please.",
    "they took the money double for my cooker!! one of them back please",
    "I paid it twice over for one rice cooker, please return the extra money",
    "Sorry my english. The same money come out two time, 46 dollar and 46 dollar. One is mistake, please give back.",
    "hi, my card statement is showing 2 time the same charge of $46, can u refund one",
]
NOT_A_COPY = [
    "I paid twice for shipping because I placed two orders, that's fine.",
    "The fault happens twice a day, the light just cuts out.",
    "The courier tried twice to deliver before I was in.",
    "The tax is twice what I expected for a trowel set, how is it worked out?",
    "We are hoping for tulips in spring though the squirrels have other ideas!",
    "I was charged shipping on both orders, which is fair as I placed two orders.",
]


@pytest.mark.parametrize("body", PART_TWICE + TWO_TIME)
def test_a_part_or_a_payment_told_twice_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body), _why(body)


@pytest.mark.parametrize("body", NOT_A_COPY)
def test_twice_of_two_orders_a_fault_or_a_figure_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body), _why(body)


def test_the_learners_ask_goes_with_the_copy_and_no_request_of_nothing_is_left():
    sentences = read_ticket("about my order\nGood day. I am write about order SU-70001 (rice cooker). On my card statement is two time "
                            "the same payment of forty-six dollar. I buy only one rice cooker. Please give back one of them. Thank you "
                            "very much.\nKenji").sentences
    assert [s.kinds for s in sentences if s.role == "request"] == [["duplicate_charge"]], [(s.role, s.kinds, s.text) for s in sentences]


def _tax_twice(c: dict) -> dict:
    """The case's order with its sales tax taken a second time a few minutes later (the copy the record proves)."""
    order = c["world"]["orders"][0]
    tax = next(x for x in order["charges"] if x["kind"] == "tax")
    order["charges"].append({**tax, "charged_at": tax["charged_at"].replace(":00:00", ":03:00")})
    return c


@pytest.mark.django_db
def test_the_copy_the_record_proves_is_refunded_once_tax_or_goods_and_nothing_without_one(tmp_path):
    tax = round(6500 * 0.08)
    cases = [_tax_twice(case(f"PT-{n}", body, [TROWEL], intents=["duplicate_charge"], ref=f"SU-7110{n}",
                             expected={"outcome": "resolved", "refunds": [{"amount_cents": tax, "source": "platform", "lines": []}], "returns": []}))
             for n, body in enumerate(PART_TWICE[:3] + PART_TWICE[4:5])]
    cases += [charged(case(f"TT-{n}", body, [COOKER], intents=["duplicate_charge"], ref=f"SU-7120{n}",
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 4600, "source": "platform", "lines": []}], "returns": []}),
                      twice=True)
              for n, body in enumerate(TWO_TIME[:4])]
    assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_nothing_is_paid_without_a_copy_on_the_record_or_for_a_fee_of_each_of_two_orders(tmp_path):
    cases = []
    # (no copy on the record: nothing paid, a person sees the claim)
    cases.append(case("PT-none", PART_TWICE[0], [TROWEL], intents=["duplicate_charge"], ref="SU-71199",
                      expected={"outcome": "escalated", "refunds": [], "returns": []}))
    # (a fee paid for each of two orders: nothing paid)
    cases.append(case("PT-two-orders", "I paid twice for shipping because I placed two orders, that's fine. Could you tell me when the trowels ship?",
                      [TROWEL], intents=["other"], ref="SU-71198", expected={"outcome": "escalated", "refunds": [], "returns": []}))
    assert_money_as_expected(tmp_path, cases)
