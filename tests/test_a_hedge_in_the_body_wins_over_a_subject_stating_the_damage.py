"""A body that only supposes the damage under a subject line that states it ("Broken lamp" over "I think the lamp might be
cracked, hard to tell") is read by the body: the subject titles the ticket, the body is the customer's account, and damage
the customer is unsure of goes to a person (kind `other`, quoted), no money (runs/intents/damage_unconfirmed.py,
read_supposed_damage). The subject counted as damage told, so the hedged claim was paid. Near-misses still pay: the body
tells the damage outright, or tells it outright beside a hedge on other goods. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_unconfirmed import HEDGED_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

HEDGED_UNDER_A_STATING_SUBJECT = [
    ("Broken lamp", "I think the lamp might be cracked, hard to tell"),
    ("cracked mug??", "hi, the mug may have a crack near the handle, cant really tell in this light"),
    ("Dented kettle - order SU-1", "The kettle might be dented on the side. Could you have a look?"),
    ("Re: damaged jug", "My husband thinks the jug could be chipped but I'm not sure."),
    ("SMASHED VASE", "well maybe not smashed but it could have a hairline crack, I suspect the courier"),
    ("Scratched table top", "Dear team, the table top may possibly be scratched, or it is a mark on the varnish. Kind regards"),
    ("torn cushion cover", "perhaps torn at the seam? tbh it might be how they're made"),
]
STILL_PAID = [
    ("Broken lamp", "It arrived like that, please refund it."),
    ("Broken lamp", "The lamp is broken and the shade might be dented too"),
    ("Cracked bowl", "The bowl came cracked. The plate may be chipped as well, not sure."),
    ("Damaged jug", "jug arrived with a big chip, refund pls"),
    ("Re: broken lamp", "I'm sure now: the lamp is definitely broken, refund please"),
]


@pytest.mark.parametrize("subject, body", HEDGED_UNDER_A_STATING_SUBJECT)
def test_a_hedged_body_under_a_stating_subject_goes_to_a_person(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert "other" in reading.intents, reading.as_payload()
    assert any(s.why == HEDGED_WHY and s.start > len(subject) for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("subject, body", STILL_PAID)
def test_damage_told_in_the_body_is_still_claimed(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


LAMP = [line("LMP-4", "Arc floor lamp", 8900)]


@pytest.mark.django_db
def test_end_to_end_the_hedge_under_a_stating_subject_pays_nothing(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        case("HSB-1", "I think the lamp might be cracked, hard to tell", LAMP, subject="Broken lamp", intents=["other"],
             ref="SU-70061", expected=person),
        case("HSB-2", "the base may have a dent? cant tell if its meant to look like that", LAMP, subject="DENTED LAMP!!",
             intents=["other"], ref="SU-70062", expected=person),
        case("HSB-3", "The lamp arrived broken, refund please.", LAMP, subject="Broken lamp", intents=["damaged_item"], ref="SU-70063",
             expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-4", 1), "LMP-4", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
