"""A return the customer will make only if the goods prove wrong when tried reads the same however the condition is
put: "if it's the wrong size I'll send it back" (a change of mind), "if it's the wrong size, I'll send it back" (a plan,
context), "I'll return it if it doesn't fit" (nothing), "should it not fit I'd return it" (a change of mind) were three
readings of one thing. Each is now the reading of "if it turns out to be the wrong size I'll send it back"
(runs/intents/claim_only_if_it_turns_out.py): no claim yet, a person answers, no refund, no return booked. Near-misses:
the goods wrong now with no condition ("it's the wrong size, I'll send it back"), a return asked now beside the
condition, a plan on a condition that is no goods' ("if the refund doesn't go through, we will return them"). Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.claim_only_if_it_turns_out import CONDITION_ONLY_WHY
from tests import fresh_cases as fc

JUMPER = [fc.line("JMP-1", "Wool jumper, navy, M", 5600)]

FORMS = [
    "if it's the wrong size I'll send it back",
    "if it's the wrong size, I'll send it back",
    "I'll return it if it doesn't fit",
    "should it not fit I'd return it",
    "if it turns out to be the wrong size I'll send it back",
]
FRESH = [
    "if they dont fit, ill send them back",
    "Should the jumper be too tight, I'll return it for sure.",
    "I will send it back if the colour isn't right.",
    "if i dont like it ill return it",
    "In case it's the wrong size - we'll post it back.",
    "shud it not fit i wil return it",
    "IF THIS IS THE WRONG SIZE AGAIN I WILL BE SENDING IT BACK",
    "Honestly if it is too small we'll just return it, no drama.",
    "Thank you kindly for the prompt dispatch; should the jumper not suit, I shall return it within the month.",
]


def _reading(body: str):
    return read_ticket(f"my jumper\nHi, the jumper came today. {body}", order_ref="SU-70011")


def _said(reading):
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", FORMS + FRESH)
def test_a_return_on_a_condition_not_yet_known_reads_as_one(body):
    reading = _reading(body)
    held = [s for s in reading.sentences if s.why == CONDITION_ONLY_WHY]
    assert held and all(s.kinds == ["other"] and "refund" in s.forbids for s in held), _said(reading)
    assert not {"change_of_mind", "wrong_item", "damaged_item"} & set(reading.intents), _said(reading)


def test_every_form_reads_the_same():
    readings = {body: [(s.role, s.kinds, s.forbids, s.why) for s in _reading(body).sentences[2:]] for body in FORMS}
    assert len({repr(r) for r in readings.values()}) == 1, readings


@pytest.mark.parametrize("body,kind", [
    ("it's the wrong size, I'll send it back", "wrong_item"),
    ("It's the wrong size so I'll be sending it back.", "wrong_item"),
    ("The jumper is too small. If the next one is too small as well I'll send that back too.", "change_of_mind"),
])
def test_goods_wrong_now_stay_a_claim(body, kind):
    reading = _reading(body)
    assert kind in reading.intents, _said(reading)


@pytest.mark.parametrize("body", [
    "If the refund doesn't go through, we will return them.",
    "If it's too late to cancel, I'll just send it back when it arrives.",
    "I'd like to return it if it doesn't fit, can you send a label?",
])
def test_other_conditions_and_asks_keep_their_reading(body):
    reading = _reading(body)
    assert not any(s.why == CONDITION_ONLY_WHY for s in reading.sentences), _said(reading)


@pytest.mark.django_db(transaction=True)
def test_no_return_or_refund_is_booked_end_to_end(tmp_path):
    bodies = FORMS[:4] + FRESH[:3] + [FRESH[5]]
    cases = [fc.case(f"IFRET-{n}", f"Hi, the jumper came today. {body}", JUMPER, intents=["other"],
                     expected={"outcome": "escalated", "refunds": [], "returns": []}, ref=f"SU-7840{n}")
             for n, body in enumerate(bodies)]
    fc.assert_settled_as_expected(tmp_path, cases)
