"""Part of a late parcel's delivery fee asked back, as a question or plainly ("would you refund half of the shipping
charge?", "could you give back half the postage?"), is the part-money rule's (runs/intents/part_money_forms.py): the
amount is the one person's to decide, held, and nothing is paid on it; never the whole fee, and never a change-of-mind
return read from the fee sentence. Before, the whole fee was paid with no person deciding, and the same sentence was
also read as a return. Near-misses: the whole fee asked back for lateness is still paid ("can I get the delivery fee
back?"), and a return asked for a change of mind is still a return."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, line, run

pytestmark = pytest.mark.django_db

LAMP = [line("LMP-1", "Desk lamp", 4200)]

HALF_ASKED = [
    "My parcel arrived four days late. Would you refund half of the shipping charge?",
    "hey so the order turned up almost a week after you said, could you give back half the postage? ta",
    "parcel late AGAIN. refund like half the delivery fee pls",
    "Dear team, the delivery was considerably delayed. Would it be possible to reimburse 50% of the shipping cost?",
    "it come 5 day late, can you return half of delivery money to me?",
    "Got it way past the promised date... any chance of getting half the shipping back?",
    "Late delivery on this one. Could I have a partial refund of the shipping fee?",
]


def test_a_partial_refund_of_the_postage_after_lateness_told_is_held(tmp_path):
    c = _late("HF-P", "Late delivery on this one. Could I have a partial refund of the postage?", {"outcome": "escalated", "refunds": [], "returns": []}, "SU-74140")
    got = run(tmp_path, [c])
    assert not [d for d in got["HF-P"]["differences"] if d.startswith(("unexpected refund", "refund of"))]


def _late(cid: str, body: str, expected: dict, ref: str) -> dict:
    c = case(cid, body, LAMP, intents=["late_delivery"], expected=expected, subject="Late parcel", ref=ref)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


def test_part_of_a_late_fee_asked_pays_nothing_and_returns_nothing(tmp_path):
    cases = [_late(f"HF-{i}", body, {"outcome": "escalated", "refunds": [], "returns": []}, f"SU-7410{i}") for i, body in enumerate(HALF_ASKED)]
    got = run(tmp_path, cases)
    bad = {c["id"]: (c["ticket"]["body"], got[c["id"]]["outcome"], got[c["id"]]["differences"]) for c in cases
           if got[c["id"]]["outcome"] == "resolved" or [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "unexpected return", "refund of"))]}
    assert not bad, bad
    assert got[""]["guard_violations"] == 0


def test_the_whole_late_fee_asked_is_still_paid_and_a_change_of_mind_is_still_a_return(tmp_path):
    fee = _late("HF-FEE", "It arrived a week late. can I get the delivery fee back?",
                {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": []}, "SU-74120")
    got = run(tmp_path, [fee])
    assert not [d for d in got["HF-FEE"]["differences"] if d.startswith(("unexpected refund", "refund of"))], got["HF-FEE"]["differences"]


@pytest.mark.parametrize("body", ["I'd like to return it, I changed my mind", "changed my mind, can I send the lamp back?"])
def test_a_change_of_mind_told_is_still_a_return(body):
    assert "change_of_mind" in read_ticket(f"Return\n{body}", order_ref="SU-74130").intents
