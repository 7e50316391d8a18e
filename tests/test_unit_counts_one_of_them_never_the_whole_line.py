"""A count of broken units said in slang or with the pronoun "one" is read ("1 of em", "the other one's
dead"); a count of what was bought ("the two lamps I ordered") is the whole, not the damage; and when
words speak of some of a line's units but no count can be read, or the count read comes to the whole
line, the reading is at most all-but-one: the agent asks a person and the guard admits no whole line.
Wording written for these tests, not the blind testers' sentences."""

import pytest

from runs import guards
from runs.models import Run
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.runtime_world import delivered_order, offline_run, small_shop


def _units(description: str, quantity: int, *texts: str):
    line = {"sku": "L-1", "description": description, "quantity": quantity, "unit_price_cents": 1000}
    return units_stated({"order_ref": "SU-1", "lines": [line]}, line, list(texts))


@pytest.mark.parametrize("description, quantity, text", [
    ("Soy candle", 3, "got the candles today n 1 of em is cracked right down the side"),
    ("Glass tumbler", 4, "One of 'em arrived smashed, rest are ok."),
    ("Ceramic planter", 2, "the two planters we bought came today - one is fine, the other one has a big crack"),
    ("Wall clock", 3, "I bought three clocks. The broken one stops every hour."),
    ("Soy candle", 3, "candles came today, one's smashed to bits"),
])
def test_one_unit_said_in_slang_or_with_the_pronoun_one_is_one(description, quantity, text):
    assert _units(description, quantity, text).exact == 1


@pytest.mark.parametrize("description, quantity, text, count", [
    ("Brass desk lamp", 2, "both lamps arrived dead", 2),
    ("Soy candle", 3, "all 3 candles melted in the van", 3),
    ("Stoneware mug", 4, "two mugs came chipped", 2),
    ("Wine glass", 6, "The six wine glasses I ordered - two arrived smashed.", 2),
])
def test_a_count_of_the_damage_is_still_read_the_old_way(description, quantity, text, count):
    assert _units(description, quantity, text).exact == count


@pytest.mark.parametrize("description, quantity, text", [
    ("Brass desk lamp", 2, "I got two lamps, only one lights up"),
    ("Table lamp", 3, "the three lamps we got - just one works"),
    ("Stoneware mug", 4, "the four mugs I ordered, only 1 survived, the rest are cracked or worse"),
    ("Brass desk lamp", 2, "Both lamps arrived, sadly the dead one won't switch on at all. Refund the faulty one pls."),
])
def test_some_of_the_line_spoken_of_beside_a_count_of_the_whole_is_never_the_whole_line(description, quantity, text):
    units = _units(description, quantity, text)
    assert units.exact is None or units.exact < quantity
    assert units.at_most is not None and units.at_most < quantity


def test_the_guard_refuses_the_whole_line_for_one_of_two_lamps():
    order = {"order_ref": "SU-1", "lines": [{"sku": "LMP-1", "description": "Brass desk lamp", "quantity": 2, "unit_price_cents": 6200}]}
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 12400, "lines": [{"sku": "LMP-1", "quantity": 2}]}
    requests = [{"text": "the two lamps I ordered - one works, the other one's dead. Refund the dead one.", "kinds": ["damaged_item"]}]
    problems = guards.quantity_beyond_ticket(decision, order, requests)
    assert problems and "the decision names 2 of Brass desk lamp" in problems[0]


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-72001", maya, house, [("CND-3", "Soy candle", 3, 1500)])
    delivered_order("SU-72002", maya, house, [("LMP-2", "Brass desk lamp", 2, 6200)])


@pytest.mark.django_db
@pytest.mark.parametrize("body, order_ref, cents", [
    ("yo SU-72001 came, 1 of em is snapped in half. refund that one plz", "SU-72001", 1500),
    ("SU-72002 - of the two lamps I bought, one lights, the other one's completely dead. Could you refund the dead one?", "SU-72002", 6200),
])
def test_offline_refunds_the_one_broken_unit_not_the_line(world, body, order_ref, cents):
    run = offline_run(body, order_ref, ref="T-" + order_ref, subject="broken")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref=order_ref)] == [cents]
    assert run.status == Run.Status.DONE


@pytest.mark.django_db
def test_offline_asks_a_person_when_some_units_are_spoken_of_but_not_counted(world):
    run = offline_run("SU-72001: got the three candles I ordered, only one is usable. Refund please.", "SU-72001", ref="T-72009", subject="candles")
    assert not Refund.objects.filter(order__ref="SU-72001").exists()
    assert run.escalations.exists()
