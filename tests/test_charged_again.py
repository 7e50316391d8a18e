"""A second identical charge told in plain narrative ("twenty-nine dollars and fifty cents, and then the very same again",
"charged me once more", "taken off my card twice") is a duplicate charge, even where the mail also says only one item
came: one unit bought and one come is no unit missing, and "only one came" beside a charge taken twice says why the
second charge is wrong (ver24b V24B-13 sent a person after missing units and left the $29.50 copy unpaid). Near-misses:
a unit genuinely missing, a second charge for a second item bought, "the same again" said of goods. Wording written for
these tests (runs/intents/charged_again.py)."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

TOLD = [
    "Good morning. My grandson helped me look at my bank statement. There is the bread board, thirty-four dollars, and then "
    "the very same again a few minutes later. I only bought one board and only one came. Could you put the second one back please.",
    "hi, my card shows $34.00 for the bread board on tuesday and then the exact same amount again straight after. only one "
    "board turned up which is all i wanted. pls sort",
    "You charged me for the bread board and then charged me once more for it ten minutes later. I only ordered the one.",
    "Dear Sirs, I note that the sum for the bread board was taken off my account twice. Only one was delivered, as only one "
    "was ordered. I trust you will return the second sum.",
    "The board was $34 and my banking app shows the same again at 9.03am!! Just the one board came obviously. Refund the extra.",
    "Hello, i buy one board, one board come, but money $34.00 and then same money again from my card. Please give back.",
    "So I paid for the bread board, and then the identical payment went off my card again two minutes later. Please refund one.",
]

NOT_TOLD = [
    # a unit genuinely missing: the count ordered is more than came
    ("I ordered two bread boards and only one came. Please send the other.", "non_delivery"),
    ("Only one of the three boards arrived, the other two are missing.", "non_delivery"),
    ("I ordered a set of chopping boards and only one came in the box.", "non_delivery"),
    # a second charge for a second item bought
    ("I paid $34 for the bread board and then another $34 for the matching cheese board. Both arrived, thanks.", None),
    # the same again said of goods
    ("I'd order the very same again, the board is lovely, $34 well spent.", None),
    ("We loved the board so much we bought the same again for my sister. Could you gift wrap it?", None),
]


def _said(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", TOLD)
def test_a_second_identical_charge_told_in_narrative_is_a_duplicate_charge(body):
    reading = read_ticket(f"Bread board\n{body}", order_ref="SU-34120")
    assert "duplicate_charge" in reading.intents, _said(reading)
    assert "non_delivery" not in reading.intents, _said(reading)  # one bought, one came: nothing missing


@pytest.mark.parametrize("body, kind", NOT_TOLD)
def test_a_missing_unit_or_a_second_item_is_no_duplicate_charge(body, kind):
    reading = read_ticket(f"Bread board\n{body}", order_ref="SU-34120")
    assert "duplicate_charge" not in reading.intents, _said(reading)
    if kind:
        assert kind in reading.intents, _said(reading)


@pytest.mark.parametrize("body", [
    "My card was charged twice for the bread board. Only one came, so please refund the extra.",
    "Billed two times for one board!! only 1 arrived of course. money back for the second pls",
])
def test_only_one_came_beside_a_charge_taken_twice_is_no_missing_unit(body):
    reading = read_ticket(f"Bread board\n{body}", order_ref="SU-34120")
    assert "duplicate_charge" in reading.intents and "non_delivery" not in reading.intents, _said(reading)


def test_only_one_of_two_beside_a_charge_taken_twice_is_still_missing():
    reading = read_ticket("Bread boards\nI was charged twice for my order. I ordered two boards and only one came.", order_ref="SU-34120")
    assert {"duplicate_charge", "non_delivery"} <= set(reading.intents), _said(reading)


@pytest.fixture
def board(settings):
    maya, house = small_shop(settings)
    order = delivered_order("SU-34120", maya, house, [("BB-034", "Olive wood bread board", 1, 3400)], delivery_cents=595)
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=3400,
                               charged_at=datetime(2026, 11, 2, 9, 2, tzinfo=timezone.utc))
    return order


@pytest.mark.django_db
@pytest.mark.parametrize("body", [TOLD[0], TOLD[2], TOLD[4]])
def test_offline_refunds_the_copy_and_sends_no_one_after_missing_units(board, body):
    run = offline_run(body, "SU-34120", subject="Bread board")
    assert sum(r.amount_cents for r in Refund.objects.filter(order__ref="SU-34120")) == 3400
    assert not any("missing" in e.open_item for e in run.escalations.all()), [e.open_item for e in run.escalations.all()]
    assert run.outcome == "resolved"
