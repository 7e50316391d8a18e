"""A count of units that came whole with the rest said broken ("Only one of the pasta bowls came through in one piece,
the rest are cracked") is a damage claim on the rest, never also a claim for units missing from the parcel
(runs/intents/rest_broken.py). V20A-11 paid the 3 cracked bowls and opened beside them a hand-over asking a person to
"send or refund" the same 3 bowls as missing: a double payment waiting for someone to follow the open item. The rest
said missing, or a count that came with one of those broken, is still a short delivery."""

import pytest

from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

CAME_WHOLE = [
    ("Only one of the pasta bowls came through in one piece, the rest are cracked. Refund the cracked ones thanks.", 3),
    ("only one came thru ok, the other 3 cracked. money back for 3 please", 3),
    ("Hello, I'm afraid only two of the bowls came out of the box unbroken, the rest are cracked. Please refund the cracked ones.", 2),
    ("ONLY ONE BOWL CAME OUT OK THE REST ARE CHIPPED!! refund them", 3),
    ("Only one bowl came through OK, the rest are cracked right across. Could I get my money back for the cracked ones?", 3),
    ("Just 1 of my 4 pasta bowls came through whole - all the others were smashed. I'd like a refund for the broken ones.", 3),
    ("Good afternoon. Of the four stoneware bowls only one arrived in one piece; the other three are cracked. A refund for those three, please.", 3),
]

STILL_SHORT = [
    "Only two of the four pasta bowls arrived, the other two never came.",
    "Only one of the pasta bowls came through, the rest are missing.",
    "only 2 bowls in the box, I ordered 4, and one of those is chipped",
    "Only one of the bowls came, the rest are not here and the one that came is cracked.",
    "Only 2 of the 4 bowls arrived, the others weren't in the parcel.",
]


@pytest.mark.parametrize("body, broken", CAME_WHOLE)
def test_the_rest_said_broken_is_read_as_damage_only(body, broken):
    reading = read_ticket(f"Bowls\n{body}", order_ref="SU-91101")
    assert "damaged_item" in reading.intents
    assert "non_delivery" not in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", STILL_SHORT)
def test_the_rest_said_missing_is_still_a_short_delivery(body):
    assert "non_delivery" in read_ticket(f"Bowls\n{body}", order_ref="SU-91101").intents


@pytest.mark.parametrize("body, broken", CAME_WHOLE)
def test_the_broken_units_are_paid_once_and_nobody_is_asked_to_send_them_again(db, settings, body, broken):
    maya, house = small_shop(settings)
    delivered_order("SU-91101", maya, house, [("BWL-PAS", "Stoneware pasta bowl", 4, 1300)])
    run = offline_run(body, "SU-91101", subject="Bowls")
    assert [r.amount_cents for r in Refund.objects.all()] == [1300 * broken]
    assert not run.subtasks.filter(case_type="non_delivery").exists()
    assert run.subtasks.get(case_type="damaged_item").status == Subtask.Status.RESOLVED
    assert run.outcome == "resolved"
