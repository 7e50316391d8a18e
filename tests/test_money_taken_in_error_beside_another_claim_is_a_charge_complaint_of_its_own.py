"""Money asked back as taken in error beside a claim of another kind ("My lamp arrived broken. Refund the money you took by
mistake please") is a charge complaint of its own, read as a duplicate charge: the record proves a copy (refunded once)
or shows none (a person looks). Read before as asking "the remedy of the requests around it", it was folded into the
lamp's refund and the charge complained of was never looked at (runs/intents/money_taken_in_error.py). Wording written
for these tests.

Near-misses: the customer's own mistake ("I ordered the rug by mistake, please refund it" is a change of mind), goods
sent by mistake (a wrong item) and the claim's own money ("Please refund the lamp.") are read as before; beside a charge
told as taken twice, the same words are that claim's copy."""

import pytest

from runs.intents import read_ticket
from runs.intents.money_taken_in_error import TAKEN_IN_ERROR_WHY
from tests.fresh_cases import case, cents, line, run
from tests.readings import shown, told_after

BROKEN = "My lamp arrived broken."


@pytest.mark.parametrize("text", [
    "Refund the money you took by mistake please",
    "and give back what you charged me in error",
    "the payment you took wrongly needs reversing",
    "Also, you took 45 dollars from me by mistake, I want it back.",
    "pls refund whatever u took off my card by accident",
    "The sum you debited in error should be returned asap.",
    "kindly return the amount you charged wrongly",
])
def test_money_taken_in_error_is_a_charge_complaint(text):
    reading, said = told_after(BROKEN, text)
    assert said.role == "request" and said.kinds == ["duplicate_charge"] and said.why == TAKEN_IN_ERROR_WHY, shown(reading)
    assert "damaged_item" in reading.intents, shown(reading)


@pytest.mark.parametrize("text,kinds", [
    ("I ordered the rug by mistake, please refund it.", {"damaged_item", "change_of_mind"}),
    ("Please refund the lamp.", {"damaged_item"}),
    ("You sent the wrong bulb by mistake, please send the right one.", {"damaged_item", "wrong_item", "other"}),
])
def test_near_misses_are_read_as_before(text, kinds):
    reading = read_ticket(f"my order\n{BROKEN} {text}", order_ref="SU-1")
    assert set(reading.intents) == kinds, shown(reading)


def test_beside_a_charge_told_twice_it_is_that_claims_copy():
    reading = read_ticket("my order\nYou charged me twice for the lamp. Refund the money you took by mistake please", order_ref="SU-1")
    assert reading.intents == ["duplicate_charge"], shown(reading)


LAMP = [line("LP-2", "Brass desk lamp", 4500)]


@pytest.mark.django_db
def test_the_lamp_is_refunded_and_the_charge_checked_against_the_record(tmp_path):
    body = f"{BROKEN} Refund the money you took by mistake please"
    lamp = {"amount_cents": cents(LAMP, "LP-2", 1), "source": "platform", "lines": [{"sku": "LP-2", "quantity": 1}]}
    copied = case("TIE-1", body, LAMP, ref="SU-72001", intents=["damaged_item", "duplicate_charge"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [lamp, {"amount_cents": 4500, "source": "platform", "lines": []}]})
    order = copied["world"]["orders"][0]
    items = next(x for x in order["charges"] if x["kind"] == "items")
    order["charges"].append({**items, "charged_at": items["charged_at"].replace(":00:00", ":04:00")})
    none = case("TIE-2", body, LAMP, ref="SU-72002", intents=["damaged_item", "duplicate_charge"], fee_cents=0,
                expected={"outcome": "partial", "refunds": [lamp]})
    got = run(tmp_path, [copied, none])
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0, got[""]
    for cid in ("TIE-1", "TIE-2"):
        money = [d for d in got[cid]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (cid, got[cid]["differences"])
    assert got["TIE-2"]["outcome"] in ("partial", "escalated"), got["TIE-2"]
