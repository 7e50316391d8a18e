"""Lateness told in a word beside the delivery fee asked back ("late. refund shipping pls", "order late, give back
delivery money") read the fee ask as a remedy of no problem, and the run went to a person (runs/intents/
lateness_in_a_word.py). End to end the fee is refunded when the record shows the parcel late, and nothing when it came on
time. Near-misses: "late." with nothing asked or with goods' money asked, the customer's own late reply. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, late_by, line, run

LAMP = [line("LMP-3", "Table lamp", 4800)]
TERSE = [
    "late. refund shipping pls",
    "late again. refund shipping pls",
    "order late, give back delivery money",
    "Late - refund postage please",
    "Late!!\nwant my delivery fee back",
    "parcel came very late. Refund the shipping.",
]


@pytest.mark.parametrize("body", TERSE)
def test_the_lateness_is_claimed(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    assert reading.intents == ["late_delivery"], reading.as_payload()


@pytest.mark.parametrize("body", ["late.", "late. refund the lamp", "Sorry for the late reply. Refund shipping?", "Late.\n\nThe lamp is cracked.",
                                  "Late again!! not asking for a refund on the shipping though", "late. no need to refund postage, all good"])
def test_no_late_claim_is_read_where_no_fee_is_asked_of_a_late_parcel(body):
    assert "late_delivery" not in read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.django_db
def test_the_fee_is_refunded_when_the_record_shows_it_late(tmp_path):
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}
    cases = [late_by(case(f"LW-{n}", body, LAMP, intents=["late_delivery"], ref=f"SU-7430{n}", expected=fee), 3) for n, body in enumerate(TERSE[:4])]
    cases.append(case("LW-N1", TERSE[0], LAMP, intents=["late_delivery"], ref="SU-74309", expected={"outcome": "resolved", "refunds": []}))
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)
