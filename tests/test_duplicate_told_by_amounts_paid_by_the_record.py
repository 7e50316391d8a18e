"""End to end, through the offline agent: a charge taken twice told only by its amounts (one amount on two
dates, a statement line pasted twice, twice the price taken, a receipt against twice it on the bank) is
refunded when the order's record shows the copy, and never when it does not: the record decides, the
screener only reads the claim (tests/test_screening_charges_twice_told_by_amounts.py)."""

from datetime import datetime, timezone

import pytest

from runs.models import Subtask
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

BODIES = [
    ("On my card I see 45.50 on first of june and 45.50 again on third of june. I buy only one lamp. "
     "Please can you give back the second money.", 4550),
    ("Copied from my statement:\n02/11 HOMEWARES DIRECT SU-75301 -44.00\n02/11 HOMEWARES DIRECT SU-75301 -44.00\n"
     "I bought four side plates, once. Can you fix this please.", 4400),
    ("I've been charged $70 for a $35 tote bag. Please refund the difference.", 3500),
    ("Your receipt says $58.00. My bank says $116.00. I bought one rug.", 5800),
    ("hiya, the sites price was 27.50 but 55.00 has gone out of my acount for it. pls refund one", 2750),
]


def _order(settings, cents: int, *, copied: bool):
    maya, house = small_shop(settings)
    lines = [("PLT-4", "Stoneware side plate", 4, 1100)] if cents == 4400 else [("ITM-1", "The thing", 1, cents)]
    order = delivered_order("SU-75301", maya, house, lines, delivery_cents=599)
    if copied:
        shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=cents,
                                   charged_at=datetime(2026, 11, 3, 9, tzinfo=timezone.utc))
    return order


@pytest.mark.parametrize("body, cents", BODIES)
def test_the_copy_on_the_record_is_refunded_once(db, settings, body, cents):
    _order(settings, cents, copied=True)
    run = offline_run(body, "SU-75301")
    assert [r.amount_cents for r in Refund.objects.all()] == [cents]
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED
    assert run.outcome == "resolved"


@pytest.mark.parametrize("body, cents", BODIES)
def test_no_copy_on_the_record_is_never_refunded(db, settings, body, cents):
    _order(settings, cents, copied=False)
    run = offline_run(body, "SU-75301")
    assert not Refund.objects.exists()
    assert run.subtasks.get(case_type="duplicate_charge").status in (Subtask.Status.DEFERRED, Subtask.Status.ESCALATED)


def test_two_towels_of_the_same_price_are_two_lines_not_a_copy(db, settings):
    maya, house = small_shop(settings)
    delivered_order("SU-75302", maya, house, [("TWL-1", "Bath towel, sage", 1, 2800), ("TWL-2", "Bath towel, sand", 1, 2800)])
    run = offline_run("I see two charges of $28.00 each on my card from you. Is that right?", "SU-75302")
    assert not Refund.objects.exists()
    assert run.subtasks.get(case_type="duplicate_charge").status in (Subtask.Status.DEFERRED, Subtask.Status.ESCALATED)
