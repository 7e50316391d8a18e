"""A damage counted fewer than the units asked, in one sentence or two ("One of the three bath towels came torn. Could you
refund all 3 of the towels?", "Please refund all 3 towels, one of them arrived torn."): the damaged units are paid, as
the record and the damage support; the ask beyond them is a request of its own a person answers, quoted in the reply
(runs/intents/all_units_asked.py; runs/ticket_lines.py counts the claim's units without it). It was read as no exact
count and the one unit owed was held; or one unit was paid and the reply said nothing of the others. Near-misses: the
rest told damaged too, a remedy for the damaged one only, every unit damaged. Wording written for these tests."""

import pytest

from runs.intents.all_units_asked import MORE_UNITS_WHY
from runs.models import Run

from tests import fresh_cases as fc
from tests.readings import reading, shown

FEWER = [
    ("One of the three bath towels came torn. Could you refund all 3 of the towels?", "Could you refund all 3 of the towels?"),
    ("Please refund all 3 towels, one of them arrived torn.", "Please refund all 3 towels, one of them arrived torn."),
    ("Only one of the mugs is chipped but I'd like all of them refunded.", "Only one of the mugs is chipped but I'd like all of them refunded."),
    ("Hi, got the six glasses, 2 were smashed on arrival. Refund all 6 please", "Refund all 6 please"),
    ("3 towels arrived, one was torn. Please refund all 3 towels.", "Please refund all 3 towels."),
    ("the bowls: one of them came chipped. all 4 refunded please, I dont trust the rest", "all 4 refunded please, I dont trust the rest"),
    ("one of them arrived ripped so i want both of them refunded", "one of them arrived ripped so i want both of them refunded"),
]


@pytest.mark.parametrize("body, asked", FEWER)
def test_the_ask_beyond_the_damage_is_its_own_request(body, asked):
    read = reading(body)
    ask = next(s for s in read.sentences if s.text == asked)
    assert "other" in ask.kinds and ask.why == MORE_UNITS_WHY or "damaged_item" in ask.kinds and "other" in ask.kinds, shown(read)
    assert "damaged_item" in read.intents, shown(read)


NOT_BEYOND = [
    "One of the towels came torn and the other two are stained. Refund all 3 please.",
    "One of the towels came torn. Please refund it.",
    "All three towels came torn, refund all 3 please.",
    "Two were broken, please refund both of them.",
    "One of the two lamps is dented and the other one is cracked. Please refund both lamps.",
    "One mug has a crack - please refund the cracked one only.",
    "The salad bowl arrived cracked. The pasta bowl in that one is cracked as well. Refunds for both please.",
    "You refunded three of the plates last month. Now two more have cracked too. Refund all six, the set is no good.",
    "ALL SIX of the wine glasses I ordered are shattered. Six glasses, six refunds, the lot please.",
]


@pytest.mark.parametrize("body", NOT_BEYOND)
def test_a_remedy_for_the_damaged_units_stays_the_claims(body):
    read = reading(body)
    assert not any("other" in s.kinds for s in read.sentences), shown(read)


TOWELS = [fc.line("TWL-3", "Cotton bath towels", 1200, 3), fc.line("MUG-1", "Stoneware mug", 1500)]
PAID = [
    ("One of the three bath towels came torn. Could you refund all 3 of the towels?", 1),
    ("Please refund all 3 towels, one of them arrived torn.", 1),
    ("Only one of the bath towels is torn but I'd like all of them refunded.", 1),
    ("3 towels arrived, one was torn. Please refund all 3 towels.", 1),
    ("Hello - the bath towels: 2 of them came with holes torn in them. I'd like all three refunded please.", 2),
]


@pytest.mark.django_db
def test_the_damaged_units_are_paid_and_the_rest_handed_to_a_person_and_told(tmp_path):
    cases = [fc.case(f"FEWER-{i}", body, TOWELS, intents=["damaged_item", "other"],
                     expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(TOWELS, "TWL-3", n), "TWL-3", n)],
                               "escalations": [{"item": "all"}]})
             for i, (body, n) in enumerate(PAID)]
    fc.assert_all_pass(tmp_path, cases)
    for c in cases:
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "I've refunded" in reply and "colleague will follow up" in reply and "all" in reply.split("I've refunded")[1], reply
