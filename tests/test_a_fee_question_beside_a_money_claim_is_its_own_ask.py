"""A question about a fee asked in the same sentence as a claim about money ("I was charged $62 twice, and what is this
$3.50 handling fee?") is cut off into a sentence of its own (runs/fee_questions_apart.py): each ask keeps its own figure
and the fee question is a request of its own (a person, quoted; a delivery fee's own kind). Held-back round 35, item 1:
the fee's figure was taken for the duplicate's (held) and the fee question was dropped. Near-misses: the fee the claim is
about, a question opening the sentence, no money before it. Wording written for these tests."""
import re

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

BESIDE = [
    ("I was charged $62 twice, and what is this $3.50 handling fee? explain or refund it", 6200, 350),
    ("you took £62 two times - also why is there a £3.50 service charge on top", 6200, 350),
    ("double charged for the lamp ($62) plus what's the 3.50 handling fee for?? pls sort", 6200, None),
    ("Hi, my card shows $62 taken twice for this order, and could you explain the $3.50 handling fee? I never agreed to it.", 6200, 350),
    ("Charged twice ($62 each), also what was the $3.50 \"processing\" charge? Refund the duplicate please.", 6200, 350),
    ("ur system billed me twice for $62 and why is there a $3.50 admin fee??", 6200, 350),
]
NOT_CUT = [
    "you charged the $3.50 handling fee twice, what is that about",
    "what is this $3.50 fee, I was charged it twice?",
    "the lamp is lovely, and what is this fee?",
]


def _read(body):
    return read_ticket(f"Billing\n{body}", order_ref="SU-73601")


@pytest.mark.parametrize("body,claim,fee", BESIDE)
def test_the_duplicate_and_the_fee_question_keep_their_own_figures(body, claim, fee):
    reading = _read(body)
    asks = [s for s in reading.sentences if s.role == "request"]
    dup = next(s for s in asks if "duplicate_charge" in s.kinds)
    assert [a.cents for a in dup.amounts] == [claim], [(s.text, s.kinds, s.amounts) for s in reading.sentences]
    question = next(s for s in asks if s is not dup and re.search(r"fee|charge", s.text, re.I))
    assert question.kinds == ["other"], [(s.text, s.kinds) for s in reading.sentences]
    if fee:
        assert [a.cents for a in question.amounts] == [fee]


def test_a_delivery_fee_asked_of_beside_a_duplicate_is_the_fee_kind():
    reading = _read("I was charged $62 twice and what is this $5.99 delivery fee, the parcel was 4 days late")
    kinds = [s.kinds for s in reading.sentences if s.role == "request"]
    assert ["duplicate_charge"] in kinds and any("late_delivery" in k and "duplicate_charge" not in k for k in kinds), kinds


@pytest.mark.parametrize("body", NOT_CUT)
def test_a_fee_the_claim_is_about_or_no_money_before_stays_whole(body):
    reading = _read(body)
    assert len([s for s in reading.sentences if s.role in ("request", "attached")]) == 1, [(s.text, s.role) for s in reading.sentences]


@pytest.mark.django_db
def test_the_duplicate_is_paid_and_the_fee_goes_to_a_person(tmp_path):
    lines = [fc.line("LMP-6", "Desk lamp", 6200)]
    c = fc.charged(fc.case("FQ-1", BESIDE[0][0], lines, intents=["duplicate_charge", "other"], ref="SU-73602",
                           expected={"outcome": "escalated", "refunds": [{"amount_cents": 6200, "source": "platform"}]}), True)
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert not [d for d in results["FQ-1"]["differences"] if d.startswith(("unexpected refund", "refund of"))], results["FQ-1"]
    assert any("$3.50 handling fee" in d for d in results["FQ-1"]["differences"]) or results["FQ-1"]["passed"], results["FQ-1"]
