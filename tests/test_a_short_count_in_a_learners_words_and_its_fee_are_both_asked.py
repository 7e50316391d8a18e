"""A short count told in a learner's words ("inside the box is only 2 glasses, I order 6 glasses. Where is the other 4?
Please refund the fee.") is a short delivery (runs/counts_in_learner_words.py): read as nothing, the four missing
glasses went to a person only as the question "Where is the other 4?", and the fee asked beside it was folded into that
question and never named. Now the units that never came are a non-delivery claim and the fee is asked beside it; the
parcel the carrier scanned delivered goes to a person with both named, and nothing is paid on the customer's count
(POL-NDL-003). Wording written for these tests. Near-misses: units told broken ("only 2 glasses broken, I ordered 6"),
the same count both sides, a figure of days."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

GLASSES = line("GLS-6", "Wine glass", 900, 6)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "Hello, I receive the order but inside the box is only 2 glasses, I order 6 glasses. Where is the other 4? Please refund the fee.",
    "in the parcel there is only 3 cup, we buy 6",
    "only 2 glasses, i order 6",
    "Hi. Box come today. Inside is only 4 plates but I order 6 plates. Please help",
    "only two glass in box and I buy six. where is rest??",
    "Dear shop, in package just 5 candle, we have order 8 candle. Please send the rest.",
])
def test_a_short_count_in_a_learners_words_is_a_non_delivery(body):
    assert "non_delivery" in _kinds(body), [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "only 2 glasses broken, I ordered 6",
    "only 2 glasses, I ordered 2, thank you",
    "I order 2 day shipping and it was fine",
    "only 2 glasses are chipped, I order 6 and the rest are fine",
    "Only 6 glasses, I order 6, all good.",
])
def test_units_told_broken_or_the_same_count_are_no_short_delivery(body):
    assert "non_delivery" not in _kinds(body)


@pytest.mark.django_db
def test_the_missing_glasses_and_the_fee_both_go_to_a_person_and_nothing_is_paid_on_the_customers_count(tmp_path):
    body = "Hello, I receive the order but inside the box is only 2 glasses, I order 6 glasses. Where is the other 4? Please refund the fee."
    short = case("SLW-1", body, [GLASSES], intents=["non_delivery"], expected={"outcome": "escalated", "refunds": [], "returns": []})
    got = run(tmp_path, [short])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    differences = got["SLW-1"]["differences"]
    assert not [d for d in differences if d.startswith(("unexpected refund", "unexpected return"))], differences
    escalated = [d for d in differences if d.startswith("unexpected escalation")]
    assert any("delivery charge" in d or "fee" in d for d in escalated), differences  # the fee is asked, named
    assert any("never arrived" in d or "investigate" in d or "glass" in d for d in escalated), differences  # the four glasses too
