"""A subject line that holds the money ("NO REFUND YET - cracked lamp") holds the claim the body tells, and a repair tried
first with its bill to come puts the remedy off (case R3-07: the lamp was refunded). Near-misses still paid: a subject
asking the refund, a repair that failed with the refund asked."""

import pytest

from runs.intents import read_ticket
from runs.intents.subject_holds_refund import subject_holds_refund
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LAMP = [line("LMP-1", "Table lamp", 4800)]


def _refund_forbidden(subject: str, body: str) -> bool:
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-70001")
    return any("refund" in s.forbids for s in reading.sentences)  # the guard refuses any refund (runs/guards.check_request_in_ticket)


@pytest.mark.parametrize("subject", [
    "NO REFUND YET - cracked lamp SU-70001",
    "hold refund - lamp cracked",
    "Refund on hold pls, lamp base cracked",
    "pls dont refund yet - lamp",
    "no refund for now (cracked lamp)",
    "Do not process a refund yet - damaged lamp",
    "lamp cracked - refund not yet",
])
def test_a_subject_holding_the_money_holds_the_body_claim(subject):
    assert subject_holds_refund(subject)
    assert _refund_forbidden(subject, "The lamp arrived with a crack in the base. Photos attached.")


@pytest.mark.parametrize("subject", ["Refund please", "Still no refund?", "no refund yet after 3 weeks", "Refund for cracked lamp",
                                     "where is my refund"])
def test_a_subject_asking_or_chasing_the_money_holds_nothing(subject):
    assert not subject_holds_refund(subject)


@pytest.mark.parametrize("body", [
    "The lamp arrived with a crack in the base. I'm going to see if the repair shop down the road can fix it cheaply and then I'll send you their bill.",
    "lamp base is cracked. gonna see if my local guy can fix it, will send u the invoice after",
    "The lamp came cracked. I will check whether the repair shop could mend it and forward you the bill.",
    "Lamp is crack in base. I go to see if shop near me can repair it, then I will send you the receipt.",
    "Cracked lamp, sadly. Let me see if a repairer can sort it first - I'll email you the quote.",
    "Hi there, the lamp arrived with a hairline crack along the base, which is a shame as it's lovely otherwise. My neighbour "
    "runs a small repair business, so I'm going to find out if he can fix it properly and I'll pass on his bill.",
])
def test_a_repair_tried_first_with_its_bill_to_come_holds_the_claim(body):
    assert _refund_forbidden("cracked lamp", body)


@pytest.mark.parametrize("body", [
    "The lamp arrived with a crack in the base. I tried to see if the repair shop could fix it but they couldn't, so please refund it.",
    "The lamp arrived cracked, please refund it.",
])
def test_a_refund_asked_after_no_repair_still_claims(body):
    reading = read_ticket(f"Refund please\n{body}", order_ref="SU-70001")
    assert any(s.role in ("request", "attached") and "damaged_item" in s.kinds for s in reading.sentences) or \
        any(s.role == "request" and "damaged_item" in s.kinds for s in reading.sentences)
    assert not any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.django_db
def test_held_lamps_pay_nothing_and_the_asked_one_is_paid_end_to_end(tmp_path):
    held = [case(f"SHR-{n}", body, LAMP, intents=["damaged_item"], subject=subject, expected={"outcome": "escalated", "refunds": []},
                 ref=f"SU-7140{n}")
            for n, (subject, body) in enumerate([
                ("NO REFUND YET - cracked lamp", "The lamp arrived with a crack in the base. Photos attached."),
                ("cracked lamp", "The lamp arrived with a crack in the base. I'm going to see if the repair shop down the road can fix it "
                                 "cheaply and then I'll send you their bill."),
                ("hold refund pls", "lamp base came cracked."),
            ])]
    paid = case("SHR-9", "The lamp arrived with a crack in the base, please refund it.", LAMP, intents=["damaged_item"],
                subject="Refund please", expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-1", 1), "LMP-1", 1)]},
                ref="SU-71409")
    assert_money_as_expected(tmp_path, [*held, paid])
