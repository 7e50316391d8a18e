"""A part broken while the customer tells the item doing its own work well ("boils perfectly and pours nicely", "charges
fine", "plays great") is a part claim for a person, never the whole unit (runs/item_said_working.py _DOES_ITS_JOB). And "on
top" as a place on the goods ("the little knob on top of the lid came off") asks no money on top (runs/intents/asks.py):
read as compensation, it was a second person's request beside the claim. R2-05: "Kettle from order SU-71006 boils
perfectly and pours nicely ... the little knob on top of the lid came off"; the whole $66 kettle was paid. Wording written here."""

import pytest

from runs.intents.asks import asks_compensation
from runs.intents.read import read_ticket
from runs.item_said_working import item_said_working
from runs.unit_counts import part_of_unit
from tests import fresh_cases as fc

PART_BESIDE_ITS_JOB = [
    ("Gooseneck kettle", "Kettle boils perfectly and pours nicely, no complaints there. But the little knob on top of the lid came off in my hand."),
    ("Cordless kettle", "kettle heats up fine, the lid knob snapped off tho. refund?"),
    ("Wireless speaker", "The speaker plays great but the charging cable is frayed. Refund please"),
    ("Portable radio", "radio charges fine, its cable was split when it arrived, can I get money back"),
    ("Desk lamp", "Lamp lights up just fine. The switch cover is cracked though, refund please."),
    ("Toaster", "toaster toasts brilliantly but the knob broke off the first day. i want refund"),
    ("Coffee grinder", "The grinder itself runs well; the lid arrived cracked. Please refund me."),
]
# the item not doing its job, or told doing it badly: no item told working
NOT_WORKING = [
    ("Gooseneck kettle", "The kettle pours everywhere and the knob came off. Refund please."),
    ("Gooseneck kettle", "the kettle heats unevenly and the knob fell off, refund"),
    ("Wireless speaker", "The speaker plays badly and the cable is frayed. Refund please"),
]


@pytest.mark.parametrize("description, body", PART_BESIDE_ITS_JOB)
def test_the_part_beside_the_item_doing_its_job_is_a_part_of_the_unit(description, body):
    line = fc.line("A-1", description, 6000)
    assert part_of_unit({"order_ref": "SU-70001", "lines": [line]}, line, [body])


@pytest.mark.parametrize("description, body", NOT_WORKING)
def test_the_item_doing_its_job_badly_is_not_told_working(description, body):
    line = fc.line("A-1", description, 6000)
    assert not item_said_working({"lines": [line]}, line, [body], "knob")


@pytest.mark.parametrize("text", ["the knob on top of the lid came off.", "the knob on top came off", "on top of the lid, the knob came off",
                                  "the little handle on top of my teapot snapped"])
def test_on_top_as_a_place_asks_no_money(text):
    assert not asks_compensation(text)
    assert ["other"] not in [s.kinds for s in read_ticket("x\n" + text).sentences]


@pytest.mark.parametrize("text", ["I want $20 on top for the trouble", "refund plus something on top of the refund please",
                                  "and $10 on top of the price please", "please add a bit on top"])
def test_money_on_top_is_still_asked(text):
    assert asks_compensation(text)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_a_part_of_an_item_doing_its_job(tmp_path):
    cases = [fc.case(f"PARTJOB-{n}", body, [fc.line("A-1", description, 6000)], intents=["damaged_item"], ref=f"SU-7471{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n, (description, body) in enumerate(PART_BESIDE_ITS_JOB)]
    fc.assert_money_as_expected(tmp_path, cases)
