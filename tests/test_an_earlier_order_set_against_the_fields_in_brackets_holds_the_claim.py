"""The customer sets the order their goods came in against the ticket's field, the number meant in brackets: "the mug I'm
writing about came in my previous order (SU-71001), not SU-71002". That is a correction ("I meant SU-71001, not SU-71002"),
never history: the claim is the earlier order's and is paid there. Case 46-R2-01: the bracket kept "(SU-71001), not
SU-71002" from being read as a correction (runs/sentences.corrected_numbers), and "my previous order" made the sentence
history, so the claim stayed on the field's order and went to a person ("no other order of this customer was found").
(The eval's "SU-71002101000" in that escalation is only the eval giving each case's orders numbers of their own.)
Near-misses left on the field's order: an earlier order told fine, the field's order named as the one meant."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

FIELD = [fc.line("MUG-2", "Stoneware mug", 2400), fc.line("LMP-2", "Table lamp", 4800)]
EARLIER = [fc.line("MUG-0", "Stoneware mug", 2000)]

CORRECTED = [
    "Hi, the mug I'm writing about came in my previous order ({early}), not {field}. It has a chip on the rim right where you drink. "
    "Could you refund it please?",
    "the mug is from my last order ({early}) not {field} - it came chipped, refund pls",
    "Sorry, wrong order in the box: the mug was in my earlier order ({early}), not {field}. It arrived with a chip on the rim, please refund it.",
    "The mug come in my before order ({early}), not {field}. It have a chip, please refund.",
    "Re the chipped mug - it was in my previous order [{early}], not {field}. Refund please.",
    "My mug (previous order, {early} - not {field}) arrived chipped. Could I get a refund for it?",
    "Hello! Just so you know, the mug was part of my older order ({early}), NOT {field} like the form says. It's got a chip on the rim so "
    "I'd like a refund please.",
]


def _claims(body: str) -> list:
    reading = read_ticket(f"Chipped mug\n{body.format(early='SU-71001', field='SU-71002')}", order_ref="SU-71002")
    return [s for s in reading.requests if "damaged_item" in s.kinds]


@pytest.mark.parametrize("body", CORRECTED)
def test_the_claim_is_the_earlier_orders(body):
    claims = _claims(body)
    assert claims and all(s.order == "SU-71001" for s in claims), [(s.order, s.kinds, s.text) for s in claims]


@pytest.mark.parametrize("body", [
    "My previous order {early} was fine. The mug in this one came chipped, please refund it.",
    "The mug came in {field}, not my previous order {early}. It has a chip on the rim, please refund it.",
    "Last time ({early}) everything was perfect. This time the mug has a chip on the rim, please refund it.",
])
def test_the_claim_stays_on_the_fields_order(body):
    claims = _claims(body)
    assert claims and all(s.order in ("", "SU-71002") for s in claims), [(s.order, s.kinds, s.text) for s in claims]


@pytest.mark.django_db(transaction=True)
def test_the_earlier_orders_mug_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(EARLIER, "MUG-0", 1), "MUG-0", 1)]
    cases = []
    for n, body in enumerate(CORRECTED):
        field, early = f"SU-7820{n}", f"SU-7821{n}"
        c = fc.case(f"EARLYFIX-{n}", body.format(early=early, field=field), FIELD, subject="Chipped mug", intents=["damaged_item"],
                    expected={"outcome": "resolved", "refunds": paid}, ref=field)
        cases.append(fc.with_second_order(c, early, EARLIER, charged_for_lines=True))
    fc.assert_all_pass(tmp_path, cases)
