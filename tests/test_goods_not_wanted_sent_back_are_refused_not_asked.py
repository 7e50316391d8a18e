"""Goods the customer does not want returned, collected, replaced or refunded, said in the passive ("And I do NOT want
the sugar tin returned either, it's fine"): a request NOT to do it. The action is recorded as forbidden for the goods
named (the guard holds it on their line only), no subtask performs it, and no person is asked to do nothing. Said
with a place or a manner ("not returned to the warehouse, send it to my sister"), something else is asked: a person.
(runs/intents/not_wanted_done.py)"""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.not_wanted_done import ASKED_OTHERWISE_WHY, NOT_WANTED_DONE_WHY
from runs.shop.kinds import NOT_A_CASE, CaseType
from runs.state import DecisionAction
from tests.guard_fixtures import decision_on, order_of, sentences_holding

OTHER = NOT_A_CASE[1]
RETURN = ["return", "collection"]


def _sentence(text: str, said: str):
    return next(s for s in read_ticket(text).sentences if s.text.startswith(said[:25]))


@pytest.mark.parametrize(("said", "forbidden"), [
    ("I don't want the lamp sent back, it's perfect.", RETURN),
    ("we really don't want the two glass jars to be collected - they survived the trip.", RETURN),
    ("Honestly I wouldn't want the linen napkins taken back, they're lovely.", RETURN),
    ("I'd rather not have the bath mat picked up, it's fine where it is.", RETURN),
    ("DONT want the bowls sent back!!", RETURN),
    ("I do not want my green scarf to be exchanged, I love it.", ["replacement"]),
    ("We don't need the spare cushion covers refunded, nothing wrong with them.", ["refund"]),
    ("i dont want the kettle replaced or refunded its working fine now", ["replacement", "refund"]),
])
def test_goods_refused_by_name_are_context_with_the_action_forbidden(said, forbidden):
    text = f"Order SU-73000\nHello. {said} Thanks, Ana"
    s = _sentence(text, said)
    assert s.role == "context" and s.kinds == [] and s.why == NOT_WANTED_DONE_WHY
    assert set(forbidden) <= set(s.forbids)
    assert not read_ticket(text).requests  # nothing for a person, no return started


def test_the_claim_beside_stands_and_the_refusal_holds_only_the_goods_it_names():
    order = order_of(("POT-1", "Cast iron teapot", 1, 6200), ("MUG-2", "Stoneware mugs, set of 2", 1, 1800))
    text = "Order SU-73000\nThe teapot arrived cracked, please refund it. I don't want the mugs returned, they're fine."
    reading = read_ticket(text, order_ref="SU-73000")
    assert [(s.text, s.kinds) for s in reading.requests] == [("The teapot arrived cracked, please refund it.", [CaseType.DAMAGED_ITEM])]
    mugs_back = decision_on("MUG-2", kind=CaseType.CHANGE_OF_MIND, action=DecisionAction.RETURN)
    pot_collected = decision_on("POT-1", kind=CaseType.DAMAGED_ITEM, action=DecisionAction.COLLECTION)
    assert sentences_holding(order, text, mugs_back) == ["I don't want the mugs returned, they're fine."]
    assert sentences_holding(order, text, pot_collected) == []


def test_goods_of_their_own_refused_let_no_claim_on_other_goods_go():
    # "they are fine" is said of the candle holders refused by name: the vase's damage is still asked
    text = "Order SU-73000\nThe vase came smashed. We would not want the candle holders collected, they are fine."
    assert [(s.text, s.kinds) for s in read_ticket(text).requests] == [("The vase came smashed.", [CaseType.DAMAGED_ITEM])]
    # ... while "it" is the vase: kept, and let go
    kept = "Order SU-73000\nThe lamp arrived dented. I don't want it collected, it's fine, I'll keep it."
    assert not read_ticket(kept).requests


@pytest.mark.parametrize("said", [
    "I do not want it returned to the warehouse, send it to my sister.",
    "I don't want the blue one returned by courier, can I drop it at a store?",
    "I don't want the rug collected from home, could someone collect it from my office instead?",
])
def test_refused_only_in_a_place_or_a_manner_is_a_persons_with_the_action_held(said):
    s = _sentence(f"Order SU-73000\n{said}", said)
    assert s.role == "request" and s.kinds == [OTHER]
    assert {"return", "collection"} <= set(s.forbids)
    assert s.why in (ASKED_OTHERWISE_WHY, "tells of a problem of no kind the screener knows", "asks for a remedy, and no problem it could be for was read")


@pytest.mark.parametrize(("said", "kind"), [
    ("I don't want the bedside lamp anymore, please take it back.", CaseType.CHANGE_OF_MIND),
    ("I no longer want the toaster, can I return it?", CaseType.CHANGE_OF_MIND),
    ("The frame is cracked and I don't want it sent back, please just refund it.", CaseType.DAMAGED_ITEM),
])
def test_near_misses_still_ask_what_they_ask(said, kind):
    s = _sentence(f"Order SU-73000\n{said}", said)
    assert s.role == "request" and kind in s.kinds


def test_a_question_whether_goods_must_go_back_refuses_nothing():
    s = _sentence("Order SU-73000\nCould you tell me if I need the box returned as well?", "Could you tell me")
    assert s.role == "request" and s.why != NOT_WANTED_DONE_WHY and "return" not in s.forbids
