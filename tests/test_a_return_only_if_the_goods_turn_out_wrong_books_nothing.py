"""A return the customer says they will make only if the goods turn out wrong, before they know ("if it turns out to be
the wrong colour i'll send it back"), books nothing: it was read as a change of mind and a full offline run booked the
return, though the condition's goods claims were already held (runs/intents/claim_only_if_it_turns_out.py). Held the
same way now: a request a person answers, no return, no refund. Near-misses still booked: the goods told wrong now, a
return asked now with "it turns out" telling why."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

JUMPER = [fc.line("JMP-1", "Wool jumper, navy", 5600)]

HELD = [
    "if it turns out to be the wrong colour i'll send it back",
    "I'll send it back if it turns out to be the wrong size",
    "Haven't unwrapped the jumper yet. If it turns out to be the wrong colour I will return it.",
    "in case it turns out the wrong shade i'd return it, will know tonight",
    "Thanks for the quick dispatch! Not opened it yet but if the jumper turns out to be the wrong navy I'll pop it back in the post.",
    "if it turn out wrong colour i will send back",
    "Should the jumper turn out too small I'll be sending it back for a refund.",
]


def _booked(body: str) -> list:
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    return [s for s in reading.requests if {"change_of_mind", "wrong_item", "damaged_item"} & set(s.kinds)]


@pytest.mark.parametrize("body", HELD)
def test_a_return_on_a_condition_not_yet_known_is_no_claim(body):
    assert not _booked(body), [(s.kinds, s.why, s.text) for s in _booked(body)]


@pytest.mark.parametrize("body,kind", [
    ("The jumper IS the wrong colour, I'll send it back.", "wrong_item"),
    ("it turned out to be the wrong size so I'd like to send it back", "wrong_item"),
    ("I want to send it back - it turns out I already have one.", "change_of_mind"),
    ("I'd like to return the jumper please, it's not for me.", "change_of_mind"),
])
def test_a_return_asked_now_is_still_read(body, kind):
    assert any(kind in s.kinds for s in _booked(body)), [(s.role, s.kinds, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.django_db(transaction=True)
def test_no_return_is_booked_end_to_end(tmp_path):
    cases = [fc.case(f"TURNOUT-{n}", body, JUMPER, intents=["other"], expected={"outcome": "escalated", "refunds": [], "returns": []},
                     ref=f"SU-7830{n}") for n, body in enumerate(HELD)]
    fc.assert_settled_as_expected(tmp_path, cases)
