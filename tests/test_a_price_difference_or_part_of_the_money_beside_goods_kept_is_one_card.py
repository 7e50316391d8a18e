"""Part of the money asked for goods the customer keeps from the trip back is one person's matter, the ask quoted:
- the price difference asked, or accepted if there is one ("If there's a price difference between the two I'd take that,
  otherwise leave it": V41-07), is part of the money (runs/intents/price_difference_asked.py), never a statement;
- beside a return or collection refused, the claim waits for the person who answers that ask, never a second hand-off of
  "a refund without the goods back" nobody asked for (V41-07), nor "a collection ...: the customer asks that it not be done"
  beside "i don't want it taken away ..., just some money back for the tear" (V41-83) (runs/part_money_asked.py).
Near-misses: a bare "the difference" beside a charge taken twice is the copy's money; a price difference told and set
aside asks nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.price_difference_asked import price_difference_asked
from runs.models import Escalation
from tests import fresh_cases as fc
from tests.readings import shown

ASKED = [
    "If there's a price difference between the two I'd take that, otherwise leave it.",
    "Can you refund me the difference in price?",
    "I'll happily take the price difference back.",
    "happy to keep it if you pay me the difference between the two",
    "any price difference owed to me, pls send it",
    "If the difference in cost is anything, I'd like it back.",
]
NOT_ASKED = [
    "There's a price difference but I don't mind.",
    "The price difference is tiny, no need to do anything.",
    "I don't want the price difference, just the right one.",
    "Please refund the difference.",  # a charge taken twice: the copy's money, read elsewhere
    "I can't tell the difference between the two colours.",
    "What's the difference between the two models?",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_price_difference_asked(text):
    assert price_difference_asked(text)


@pytest.mark.parametrize("text", NOT_ASKED)
def test_near_misses_ask_no_price_difference(text):
    assert not price_difference_asked(text)


def test_the_conditional_acceptance_is_an_ask_not_a_statement():
    reading = read_ticket("Wrong kettle\nI ordered the 1.2 L sage kettle (SU-1) and got a 1.7 L cream one. I'm NOT sending it back. "
                          "If there's a price difference between the two I'd take that, otherwise leave it.", order_ref="SU-1")
    assert [s for s in reading.requests if "other" in s.kinds and "price difference" in s.text], shown(reading)


def test_a_duplicate_charges_difference_stays_the_copys():
    reading = read_ticket("x\nI was charged twice for the mug (SU-1). Please refund the difference.", order_ref="SU-1")
    assert not [s for s in reading.requests if "other" in s.kinds], shown(reading)


KETTLE = [fc.line("KT-2", "Electric kettle 1.2 L, sage", 4900)]
KEPT = [
    "I ordered the sage kettle and got a cream one instead. I'm NOT sending it back - please don't arrange a collection or a label. "
    "If there's a price difference between the two I'd take that, otherwise leave it.",
    "You sent the cream kettle, not sage. We'll keep it, no need to arrange a pickup. Can you refund me the difference in price?",
    "wrong kettle came (cream not sage). not posting it back. happy to take the price difference if there is one",
]


@pytest.mark.django_db
def test_end_to_end_the_price_difference_is_the_one_card(tmp_path):
    cases = [fc.case(f"PDK-{i}", body, KETTLE, ref=f"SU-7470{i}", intents=[{"kind": "other", "quote": body.rsplit(". ", 1)[-1][:40]}],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "difference"}]})
             for i, body in enumerate(KEPT)]
    fc.assert_all_pass(tmp_path, cases)
    assert not Escalation.objects.filter(open_item__contains="without the goods back").exists()


MATTRESS = [fc.line("MT-3", "Memory foam mattress, double", 39900)]
PART = [
    "the mattress has a tear in the cover. i don't want it taken away (my back can't wait for another), just some money back for the tear",
    "Mattress arrived with a ripped cover. Please don't send anyone to collect it - a partial refund for the rip would be fine.",
    "Torn cover on the mattress. We'd rather not have it collected; could I get a bit of money back for the tear instead?",
]


@pytest.mark.django_db
def test_end_to_end_part_of_the_money_beside_a_collection_refused_is_one_card(tmp_path):
    cases = [fc.case(f"PMC-{i}", body, MATTRESS, ref=f"SU-7471{i}", remedy="collect_and_refund", fee_cents=0,
                     intents=[{"kind": "other", "quote": body.rsplit(" - ", 1)[-1][:30] if " - " in body else body.split(". ", 1)[-1][:30]}],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "mattress"}]})
             for i, body in enumerate(PART)]
    fc.run(tmp_path, cases)
    assert not Escalation.objects.filter(open_item__contains="asks that it not be done").exists(), \
        list(Escalation.objects.values_list("open_item", flat=True))
