"""docs/evals.md: a refund on a line nobody labelled is a guard violation "when every expected refund
has its lines (or none is expected)". A case that expects no refund at all (it leaves `refunds` out,
as an escalation to a person does) labels no line owed: money drawn on one is counted, not only shown
as a difference; a refund of a charge alone (no line) is not a line's."""


from runs.evals.cases import Expected
from runs.evals.judge import beyond_labels
from tests.guard_fixtures import refund_covering


KETTLE = {"sku": "KTL-1", "quantity": 1, "cents": 3788}


def test_a_refund_on_a_line_of_a_case_expecting_no_refund_is_a_violation():
    for expected in ({"outcome": "escalated", "escalations": [{"item": "SU-2"}]}, {"outcome": "resolved"}, {"outcome": "partial", "returns": []}):
        exp = Expected.model_validate(expected)
        assert beyond_labels(exp, None, [refund_covering(KETTLE)], []) == ["a refund drew on line KTL-1, which the case does not label as owed"], expected


def test_a_charge_refunded_on_a_case_expecting_no_refund_is_no_line_violation():  # near miss: a difference, not a line's money
    exp = Expected.model_validate({"outcome": "escalated"})
    assert beyond_labels(exp, None, [refund_covering({"charge": 3, "cents": 599})], []) == []


def test_refunds_expected_without_their_lines_still_label_nothing():  # near miss: the labels say nothing of lines
    exp = Expected.model_validate({"outcome": "resolved", "refunds": [{"amount_cents": 3788, "source": "platform"}]})
    assert beyond_labels(exp, None, [refund_covering(KETTLE)], []) == []
