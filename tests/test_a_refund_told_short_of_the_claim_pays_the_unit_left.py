"""A customer who tells the earlier refund on a line as short of their claim ("I said two were cracked, but you only
refunded one ... The second one is still cracked"), with the very count the order's record shows refunded, asks for a
unit beyond the one paid: the claim is told apart from the settled one and paid out of the units left, one unit, not
the line. When the count told is not the record's, when every unit is paid already, or when the ticket only repeats
the claim ("still cracked, as I said"), nothing is paid and a person checks, as before."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts

NOW = datetime(2026, 11, 20, 15, 0, tzinfo=timezone.utc)
PLATES = {"order_ref": "SU-64001", "customer": {"email": "kit@example.com"},
          "lines": [{"sku": "PLT", "description": "Dinner plate, white", "quantity": 4, "unit_price_cents": 1250},
                    {"sku": "BWL", "description": "Cereal bowl", "quantity": 4, "unit_price_cents": 900}],
          "charges": [{"number": 1, "kind": "items", "amount_cents": 8600}, {"number": 2, "kind": "delivery", "amount_cents": 599}],
          "refunds": [{"amount_cents": 1250, "case_type": "damaged_item", "reason": "one cracked plate", "date": "2026-10-20",
                       "covers": [{"sku": "PLT", "quantity": 1, "cents": 1250}], "run": 3}]}
ONE_PLATE = {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 1250, "lines": [{"sku": "PLT", "quantity": 1}]}


def _requests(body: str, subject: str = "Plates"):
    return request_dicts(read_ticket(f"{subject}\n{body}", order_ref="SU-64001"), "SU-64001")


def _check(body: str, order=PLATES, decision=ONE_PLATE):
    return guards.check_not_settled_before(decision, policy_evidence.Evidence(order=order, now=NOW), _requests(body))


TOLD_SHORT = [
    "Hi again. When I wrote in last month about the dinner plates I said two were cracked, but you only refunded one ($12.50 came "
    "through, thank you). The second one is still cracked, it's sitting here. Could you do that one too?",
    "Last time you refunded just one plate out of the two that came cracked. The other plate is still cracked - please refund it.",
    "hiya, only one of the two chipped plates got refunded last month. the second plate is still chipped, can u refund that too",
    "Re my earlier claim: I reported 2 cracked dinner plates and you only reimbursed me for 1. Please refund the second cracked plate.",
    "Further to my previous correspondence, only one of the two damaged dinner plates was refunded. I should be grateful if you "
    "would refund the other plate, which remains cracked.",
]


@pytest.mark.parametrize("body", TOLD_SHORT)
def test_the_unit_beyond_the_one_refunded_is_told_apart_and_passes(body):
    result = _check(body)
    assert result.passed, result.inputs
    assert result.inputs["lines"][0]["new_claim"]


@pytest.mark.parametrize("body", TOLD_SHORT)
def test_only_that_unit_is_claimed_never_the_units_left_on_the_line(body):
    three = dict(ONE_PLATE, amount_cents=3750, lines=[{"sku": "PLT", "quantity": 3}])
    assert guards.units_claimed(three, PLATES, _requests(body))["PLT"] == 1


@pytest.mark.parametrize("body", [
    # the count told is not the record's: the record shows one plate refunded, the customer says two
    "I said three were cracked but you only refunded two. The third plate is still cracked, please refund it.",
    # a repeat with no word of the earlier refund falling short
    "The dinner plate is still cracked, as I said last month. Refund please.",
    "You refunded the plate, thanks, but it's still cracked. Could you refund it?",
    # the earlier refund's count is told, but not as short of the claim
    "Following up: you refunded one plate in October. The plate is still cracked.",
])
def test_a_claim_not_told_apart_by_the_records_count_is_still_held(body):
    result = _check(body)
    assert not result.passed, result.inputs


def test_with_every_unit_of_the_line_refunded_there_is_no_unit_left_to_pay():
    order = dict(PLATES, lines=[dict(PLATES["lines"][0], quantity=1), PLATES["lines"][1]])
    assert not _check(TOLD_SHORT[0], order=order).passed


def test_the_refund_told_short_on_another_line_does_not_clear_this_one():
    bowls = dict(PLATES, refunds=[dict(PLATES["refunds"][0], reason="one chipped bowl", covers=[{"sku": "BWL", "quantity": 1, "cents": 900}]),
                                  PLATES["refunds"][0]])
    body = "You only refunded one of the two chipped bowls. Separately, the dinner plate is still cracked as I said. Refund the plate please."
    assert not _check(body, order=bowls).passed
