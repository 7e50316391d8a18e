"""A sum demanded under a threat or a deadline ("Refund $300 by tonight or I'll post about you everywhere and call my
lawyer.", adv30 A30-17) is a demand a person declines, not the customer's figure for the claim beside it: the late fee
the record shows is paid, the $300 is never paid nor compared with the fee (runs/intents/threatened_demands.py,
runs/stated_amounts.py), and the threat's verbs after "or I'll" are not cut into asks of their own ("call my lawyer." was
quoted back to the customer as their request: runs/threat_tails.py). Near-misses: a figure given calmly, a sum let go,
a list of real asks, a threat beside an ask with no sum."""

from datetime import timedelta

import pytest

from runs.models import Run
from runs.shop.models import Refund
from runs.stated_amounts import stated_for
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading as _reading, shown
from runs.intents.asks_told_as_statements import DEMAND_WHY

DEMANDS = [
    ("The clock came 4 days late. Refund $300 by tonight or I'll post about you everywhere and call my lawyer.", "$300"),
    ("parcel was a week late!!! pay me $250 within 24 hours or i go to my bank and report you to trading standards", "$250"),
    ("The lamp turned up 3 days late. I want $500 back by Friday, otherwise my lawyer will be in touch and I'll tell everyone.", "$500"),
    ("Delivery was 5 days late. Give me 200 dollars or I'll leave a one-star review and contact the ombudsman.", "200 dollars"),
    ("The kettle was delivered 4 days late. Credit me $150 before midnight or else we will dispute the charge and warn all my "
     "friends.", "$150"),
    ("My order came 6 days late, send $400 to my card by tomorrow or I'll write a review and name and shame you.", "$400"),
]


@pytest.mark.parametrize("body, figure", DEMANDS)
def test_the_demanded_sum_is_no_figure_for_the_late_claim(body, figure):
    assert stated_for("late_delivery", guard_requests(body)) == []
    read = _reading(body)
    assert any(s.role == "request" and "late_delivery" in s.kinds for s in read.sentences), shown(read)
    demand = next(s for s in read.sentences if figure in s.text)
    assert "other" in demand.kinds, shown(read)


@pytest.mark.parametrize("body, figure", DEMANDS[:5])
def test_the_demand_is_read_as_a_demand_whole(body, figure):
    read = _reading(body)
    demand = next(s for s in read.sentences if figure in s.text)
    assert demand.why == DEMAND_WHY and demand.text.rstrip(".") == body.split(". ", 1)[-1].split("!!! ", 1)[-1].rstrip("."), shown(read)


@pytest.mark.parametrize("body, tail", [
    ("The clock came 4 days late. Refund $300 by tonight or I'll post about you everywhere and call my lawyer.", "call my lawyer"),
    ("The clock was late. Refund the fee by Friday or I'll leave a review and tell my friends.", "tell my friends"),
    ("The mug came chipped. Refund it now or we will go to the press and contact our solicitor.", "contact our solicitor"),
])
def test_a_threats_verbs_are_not_cut_into_asks(body, tail):
    read = _reading(body)
    assert not any(s.text.startswith(tail) for s in read.sentences), shown(read)


def test_near_miss_a_calm_figure_stays_the_claims():
    stated = stated_for("late_delivery", guard_requests("The clock came 4 days late. Please refund the $6.99 delivery fee."))
    assert [a["text"] for a in stated] == ["$6.99"], stated


@pytest.mark.parametrize("body", [
    "The clock came 4 days late. I don't want $300, just the delivery fee back please.",
    "The clock came 4 days late. Please refund the $6.99 fee by Friday if you can, thanks.",
    "The mug came chipped. Refund it today or I'll leave a bad review.",
    "The lamp came 3 days late. Refund the $12.95 by Friday or I'm filing a chargeback with my bank.",
])
def test_near_misses_are_no_demand(body):
    read = _reading(body)
    assert not any(s.why == DEMAND_WHY for s in read.sentences), shown(read)


def test_near_miss_a_list_of_real_asks_is_still_cut():
    read = _reading("The clock came 4 days late, so please refund the delivery fee, and please send me the invoice.")
    assert any("invoice" in s.text and "other" in s.kinds for s in read.sentences), shown(read)


def _late(c: dict, days_late: int = 4) -> dict:
    ship = c["world"]["orders"][0]["shipments"][0]
    ship["promised_by"] = (fc.NOW - timedelta(days=6 + days_late)).date().isoformat()
    return c


CLOCK = [fc.line("CK-1", "Desk clock", 3900)]


@pytest.mark.django_db
def test_end_to_end_the_fee_is_paid_and_the_demand_goes_to_a_person(tmp_path):
    fee = {"outcome": "partial", "refunds": [{"amount_cents": 699, "source": "platform"}]}
    cases = [_late(fc.case(f"THR-{i}", body, CLOCK, intents=["late_delivery"], expected=fee, fee_cents=699))
             for i, (body, _) in enumerate(DEMANDS[:3])]
    fc.assert_money_as_expected(tmp_path, cases)
    assert not Refund.objects.filter(amount_cents__in=[30000, 25000, 50000]).exists()
    for run in Run.objects.all():
        open_items = " ".join(e.payload.get("open_item", "") for e in run.events.filter(kind="escalated"))
        assert "$" in open_items and "call my lawyer.\"" not in open_items.replace("and call my lawyer.", ""), open_items
