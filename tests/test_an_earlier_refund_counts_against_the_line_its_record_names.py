"""An earlier refund counts against the lines or charges it names: one that recorded nothing it drew
on but whose reason says which line it was for (a vase returned, refunded at the till against the
card payment) is that line's, never the bowl's beside it; one whose record says nothing still counts
against whatever a later refund names, and a real earlier refund of the same line still blocks."""

import pytest

from runs import policy_charges, policy_support

ORDER = {
    "order_ref": "SU-60330",
    "lines": [{"sku": "VAS", "description": "Stoneware vase, tall, green", "quantity": 1, "unit_price_cents": 5400, "exclusion": ""},
              {"sku": "BWL", "description": "Serving bowl, speckled", "quantity": 1, "unit_price_cents": 4600, "exclusion": ""}],
    "charges": [{"number": 1, "kind": "items", "description": "Card payment", "amount_cents": 10000, "charged_at": "2026-03-02T10:00:00+00:00"},
                {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 800, "charged_at": "2026-03-02T10:00:00+00:00"}],
}
BOWL, VASE = policy_charges.line_cents(ORDER, "BWL", 1), policy_charges.line_cents(ORDER, "VAS", 1)


def _left(sku: str, refunded: list[dict]) -> int:
    return policy_support.support("damaged_item", ORDER, {"lines": [{"sku": sku, "quantity": 1}]}, refunded).cents


@pytest.mark.parametrize("reason", [
    "green vase returned (change of mind), refunded at the till against the card payment",
    "Customer sent the VASE back - refund issued by phone",
    "refund: vases x1 returned to store",
])
def test_a_refund_whose_reason_names_the_vase_leaves_the_bowl_whole_and_the_vase_spent(reason):
    earlier = [{"amount_cents": VASE, "case_type": "change_of_mind", "covers": [], "reason": reason}]
    assert _left("BWL", earlier) == BOWL
    assert _left("VAS", earlier) == 0


@pytest.mark.parametrize("reason", ["", "goodwill refund", "refund for the vase and the bowl, both chipped"])
def test_a_refund_whose_record_does_not_say_which_line_still_counts_against_any(reason):
    earlier = [{"amount_cents": VASE, "case_type": "damaged_item", "covers": [], "reason": reason}]
    assert _left("BWL", earlier) == 0


def test_a_refund_of_the_bowl_itself_still_blocks_the_bowl():
    recorded = [{"amount_cents": BOWL, "case_type": "damaged_item", "covers": [{"sku": "BWL", "quantity": 1, "cents": BOWL}]}]
    told = [{"amount_cents": BOWL, "case_type": "damaged_item", "covers": [], "reason": "speckled bowl cracked, refunded"}]
    assert _left("BWL", recorded) == 0
    assert _left("BWL", told) == 0


def test_a_reason_naming_a_line_worth_less_than_the_refund_is_no_proof_of_which_it_covered():
    earlier = [{"amount_cents": VASE + BOWL, "case_type": "change_of_mind", "covers": [], "reason": "vase returned"}]
    assert _left("BWL", earlier) == 0
