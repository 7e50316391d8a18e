"""A return the customer started before and now calls off is one request for a person, never a change of mind.

"Hi, I started a return for the rug last week but I've changed my mind. Please cancel the return." and "I no longer
want to return the rug - please cancel it." were read as a change-of-mind return of the rug (a refund decided without
the goods back, for a person) beside the call-off, and the reply sounded as if the return went ahead (issue 11, finding
2). The mind changed is about the return: one `other` request, the call-off quoted, no return, nothing paid
(runs/intents/return_started_then_unwanted.py). Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CALLED_OFF = [
    ("my order", "please cancel the return"),
    ("Rug return", "Hi there, I'd like to keep the rug after all, can you cancel my return? Thanks, Robin"),
    ("my order", "Hi, I started a return for the rug last week but I've changed my mind. Please cancel the return."),
    ("my order", "I no longer want to return the rug - please cancel it."),
    ("Cancel return", "I changed my mind again and want to keep the rug. Please cancel the return I started on the website."),
    ("Change of mind", "Hi, I'd like to keep the rug after all. Can you cancel my return? Thanks"),
    ("my order", "I requested a return on Monday. Changed my mind about the return, I'm keeping the rug. Can you cancel it?"),
    ("Return request", "please cancel the return"),
]


@pytest.mark.parametrize("subject, body", CALLED_OFF)
def test_the_call_off_is_one_request_for_a_person_and_no_change_of_mind(subject, body):
    read = reading(body, subject)
    asked = [s for s in read.sentences if s.role == "request"]
    assert [s.kinds for s in asked] == [["other"]], shown(read)
    assert not any("change_of_mind" in s.kinds for s in read.sentences if s.role in ("request", "attached")), shown(read)


# Near-misses: a return asked now stays a change of mind.
@pytest.mark.parametrize("body", [
    "I started a return online but the form crashed, can I send the rug back?",
    "I've changed my mind, I'd like to return the rug please.",
    "The rug didn't go with the sofa after all. Can I send it back?",
])
def test_a_return_asked_now_is_still_a_change_of_mind(body):
    read = reading(body)
    assert any("change_of_mind" in s.kinds for s in read.sentences if s.role == "request"), shown(read)


RUG = [fc.line("RUG-1", "Wool area rug", 14900)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_returned_or_paid_and_a_person_is_asked_once(tmp_path):
    held = {"outcome": "escalated", "refunds": [], "returns": []}
    bodies = ["Hi, I started a return for the rug last week but I've changed my mind. Please cancel the return.",
              "I no longer want to return the rug - please cancel it.",
              "Hi there, I'd like to keep the rug after all, can you cancel my return? Thanks, Robin"]
    cases = [fc.case(f"UNRETURN-{n}", b, RUG, intents=["other"], expected=held, ref=f"SU-7200{n}") for n, b in enumerate(bodies)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        diffs = results[c["id"]]["differences"]
        assert not [d for d in diffs if d.startswith(("unexpected refund", "refund of", "unexpected return", "outcome"))], diffs
        escalated = [d for d in diffs if d.startswith("unexpected escalation")]
        assert len(escalated) == 1 and "cancel" in escalated[0], diffs  # one person, handed the call-off quoted
