"""Who pays the return postage, asked beside a claim that is no return ("It came a week late, do I have to pay the return
postage?"), got no subtask: the late claim kept, the question read as nothing of its own. It is now an `other` ask
beside the claim, for a person to answer from the seller's terms (runs/intents/postage_question_beside_claim.py).
Near-misses keep their reading. Wording written for these tests."""

import pytest

from runs.intents.return_postage_questions import RETURN_POSTAGE_QUESTION_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED = [
    ("It came a week late, do I have to pay the return postage?", ["late_delivery", "other"]),
    ("It came a week late. Do I have to pay the return postage?", ["late_delivery", "other"]),
    ("parcel turned up 5 days late!! will i have to pay for return shipping", ["late_delivery", "other"]),
    ("The kettle arrived dented, do I have to pay the return postage?", ["damaged_item", "other"]),
    ("My order was 4 days late. Who pays for the return postage if I send it back?", ["late_delivery", "other"]),
    ("Arrived over a week after the promised date - will I have to pay for the return postage?", ["late_delivery", "other"]),
]


@pytest.mark.parametrize("body,intents", ASKED)
def test_the_postage_question_is_asked_beside_the_claim(body, intents):
    read = reading(body)
    assert sorted(read.intents) == sorted(intents), shown(read)
    assert any(s.why == RETURN_POSTAGE_QUESTION_WHY for s in read.requests), shown(read)


@pytest.mark.parametrize("body", [
    "It came a week late. I'll pay the return postage myself.",  # told, not asked
    "It came a week late.",  # nothing asked of the postage
    "Otherwise I suppose I'd have to send it back.",  # a return only supposed
])
def test_near_misses_ask_no_postage(body):
    read = reading(body)
    assert not any(s.why == RETURN_POSTAGE_QUESTION_WHY for s in read.sentences), shown(read)


MUG = [fc.line("MG-1", "Stoneware mug", 1800)]


@pytest.mark.django_db
def test_end_to_end_the_question_reaches_a_person(tmp_path):
    cases = [fc.case(f"POST-{i}", body, MUG, intents=["late_delivery", "other"], delivered_days_ago=6,
                     expected={"outcome": "partial", "refunds": [], "returns": [],
                               "escalations": [{"item": "a person answers the request"}]})
             for i, body in enumerate([ASKED[0][0], ASKED[1][0]])]
    results = fc.run(tmp_path, cases)  # (the late fee is the record's to decide: only the question's subtask is judged here)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0, results[""]
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if "silent drop" in d or "covers other" in d], results[c["id"]]
