"""A duplicate charge asked back whole ("$49.50 and then $49.50 again, so $99.00 in total ... put the whole $99.00 back",
adv28 A28-21) pays the copy, and the reply says why not the customer's figure: every payment together, the first paid for
the order (runs/duplicate_whole_told.py). Wording written for these tests."""

import pytest

from runs.duplicate_whole_told import whole_stated
from runs.models import Run
from runs.reply_check import resolved_problems
from tests.fresh_cases import case, line
from tests.readings import guard_requests

CLOTH = [line("TBC", "Linen tablecloth", 4950)]


def _copy_case(cid: str, body: str) -> dict:
    c = case(cid, body, CLOTH, intents=["duplicate_charge"], fee_cents=0,
             expected={"outcome": "resolved", "refunds": [{"amount_cents": 4950, "source": "platform", "lines": []}], "returns": [], "escalations": []})
    charges = c["world"]["orders"][0]["charges"]
    charges.append({**charges[0], "charged_at": charges[0]["charged_at"].replace(":00:00", ":03:00")})
    return c


WHOLE = [
    ("you've taken $49.50 and then $49.50 again for the tablecloth, so $99.00 in total. Please refund the $99.00.", "$99.00"),
    ("I was charged twice for my tablecloth - $99 went out of my account. I want it back.", "$99"),
    ("Hello, the tablecloth payment shows two times on my card, ninety-nine dollars altogether. Could you return the duplicate?",
     "ninety-nine dollars"),
    ("DOUBLE CHARGED!!! $49.50 x2 = $99.00 taken. refund the double payment", "$99.00"),
    ("Good morning. My statement lists the tablecloth charge twice, $99.00 in total; kindly reverse the extra one.", "$99.00"),
    ("charged me twice 4 the table cloth, 99 dollars gone, pls fix", "99 dollars"),
]


@pytest.mark.django_db
def test_the_copy_is_paid_and_the_reply_tells_the_whole_figure_against_the_record(tmp_path):
    from tests.fresh_cases import run

    cases = [_copy_case(f"WHOLE-{i}", body) for i, (body, _) in enumerate(WHOLE)]
    results = run(tmp_path, cases)
    for c, (_, said) in zip(cases, WHOLE):
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "I've refunded $49.50" in reply and f"the {said} you mention was taken for that charge" in reply, (c["id"], reply)
        assert "the first $49.50 paid for your order itself" in reply, reply


ORDER = {"order_ref": "SU-70001", "lines": CLOTH,
         "charges": [{"number": 1, "kind": "items", "amount_cents": 4950}, {"number": 2, "kind": "items", "amount_cents": 4950},
                     {"number": 3, "kind": "tax", "amount_cents": 396}]}
COPY = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 4950, "charges": [2]}


def _requests(body: str) -> list[dict]:
    return guard_requests(body, "charged twice")


@pytest.mark.parametrize("body", [
    "I was charged twice, $49.50 both times. Refund the second $49.50 please.",  # the copy's own figure: nothing to explain
    "charged twice for the tablecloth, please refund the duplicate",  # no figure
    "The tablecloth was charged twice; the order came to $102.96 instead of $53.46.",  # totals, told as the guard reads them
])
def test_no_whole_figure_stated_adds_nothing(body):
    assert whole_stated(COPY, ORDER, _requests(body)) == ""


def test_the_sentence_passes_the_reply_check_for_the_refund_recorded():
    said = whole_stated(COPY, ORDER, _requests("you took $49.50 twice, $99.00 in total, put the whole $99.00 back"))
    assert said
    assert resolved_problems("I've refunded $49.50 for the duplicate charge." + said, action="refund", amount_cents=4950,
                             kind="duplicate_charge") == []
