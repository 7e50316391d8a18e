"""A question where a parcel is ("where is my order", "any update on my parcel?", "has it shipped
yet?", "when will it arrive") is a question: a request a person (or the record) answers, never a
claim that the parcel was lost, so the guard refuses a non-delivery refund on it. A customer who
says it never came makes that claim, asked as a question or not, and a status question beside such
a claim is told as part of it."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.intents.parcel_status import PARCEL_STATUS_WHY, STATUS_OF_LOST_WHY
from runs.screening import request_dicts

ORDER = "SU-44120"


def _read(body: str, subject: str = "My order"):
    return read_ticket(f"{subject}\n{body}", order_ref=ORDER)


def _sentence(reading, words: str):
    return next(s for s in reading.sentences if words in s.text)


STATUS_QUESTIONS = [
    ("where is my order", "where is my order"),
    ("Hi there, wheres my parcel?? ordered it on the 2nd", "wheres my parcel"),
    ("Any update on my order please? It's for my mum's birthday.", "Any update on my order"),
    ("has it shipped yet", "has it shipped"),
    ("Quick one - when will the rug arrive?", "when will the rug arrive"),
    ("Could you tell me when my lamp will be delivered? Thanks, Ana", "when my lamp will be delivered"),
    ("WHERE'S MY STUFF", "WHERE'S MY STUFF"),
    ("Is my order on its way yet?", "Is my order on its way"),
    ("What's the status of my order SU-44120?", "status of my order"),
    ("hello, any news about the parcel with the cushions", "any news about the parcel"),
    ("When can I expect my boots?", "When can I expect my boots"),
    ("Has my order been dispatched? I paid for it last Monday.", "Has my order been dispatched"),
]


@pytest.mark.parametrize("body,words", STATUS_QUESTIONS)
def test_a_question_where_the_parcel_is_is_a_request_to_answer_and_never_a_non_delivery_claim(body, words):
    reading = _read(body)
    s = _sentence(reading, words)
    assert s.role == "request" and s.kinds == ["other"], (s.text, s.role, s.kinds, s.why)
    assert s.why == PARCEL_STATUS_WHY
    assert "non_delivery" not in reading.intents


def _evidence():
    order = {"order_ref": ORDER, "status": "shipped",
             "lines": [{"sku": "TWL", "description": "Bath towel, white", "quantity": 1, "unit_price_cents": 2200}],
             "charges": [{"kind": "items", "amount_cents": 2200}],
             "shipments": [{"carrier": "UPS", "status": "in_transit", "delivered_at": None,
                            "scans": [{"at": "2025-06-02T09:00:00+00:00", "code": "picked_up", "location": "Reno NV"}]}]}
    return policy_evidence.Evidence(order=order, now=datetime(2025, 6, 10, 15, tzinfo=timezone.utc), scans={"shipments": order["shipments"]})


@pytest.mark.parametrize("body", ["where is my order", "any update on my parcel?", "Has it shipped yet? Ordered a week ago.",
                                  "When will it arrive??", "Hiya, where's my towel got to?"])
def test_the_guard_refuses_a_non_delivery_refund_when_the_ticket_only_asks_where_the_parcel_is(body):
    requests = request_dicts(_read(body), ORDER)
    decision = {"case_type": "non_delivery", "action": "refund", "subtask": 1, "lines": [{"sku": "TWL", "quantity": 1}]}
    check = guards.check_request_in_ticket(decision, _evidence(), requests, "")
    assert not check.passed and not check.inputs["asking"]
    # a person who edits the plan may still decide it
    assert guards.check_request_in_ticket(decision, _evidence(), requests, "lead@example.org").passed


# Said not to have come: the claim, whether or not a question sits in the same sentence.
NEVER_CAME = [
    "It never arrived, where is it?",
    "my parcel still hasn't turned up - where is it??",
    "The boots never came. Where are they?",
    "Where is my order? It never arrived and the tracking hasn't moved since the 3rd.",
    "where's the lamp, it was never delivered",
]


@pytest.mark.parametrize("body", NEVER_CAME)
def test_a_parcel_said_never_to_have_come_is_a_non_delivery_claim_even_asked_as_a_question(body):
    reading = _read(body)
    assert "non_delivery" in reading.intents
    assert [s for s in reading.requests if s.kinds == ["other"]] == []  # the question is the claim's, not a second ask


def test_a_status_question_beside_a_claim_that_the_parcel_never_came_is_told_as_part_of_it():
    reading = _read("Hello, my kettle still hasn't arrived and the tracking just says in transit. I'd like a refund if it is lost.",
                    subject="Where is my kettle?")
    subject = reading.sentences[0]
    assert subject.role == "attached" and subject.why == STATUS_OF_LOST_WHY
    assert reading.intents == ["non_delivery"]


def test_a_status_question_about_another_order_than_the_lost_one_is_not_folded_into_it():
    reading = _read("Order SU-44120 never arrived, please refund it.\n\nAnd where is my other order SU-44999?")
    other = _sentence(reading, "where is my other order")
    assert other.role == "request" and other.kinds == ["other"]


# Near-misses that keep their reading: a refund's progress, a replacement's, goods that came, papers.
@pytest.mark.parametrize("body,words,kinds", [
    ("I sent the lamp back last month. Where is my refund?", "Where is my refund", ["other"]),
    ("Hi, I returned the kettle two weeks ago, any news on my refund?", "any news on my refund", ["other"]),
    ("The jug arrived cracked. Where is my replacement?", "Where is my replacement", ["question"]),
])
def test_a_question_where_a_refund_or_replacement_is_stays_a_question_about_that_remedy(body, words, kinds):
    reading = _read(body)
    s = _sentence(reading, words)
    assert s.role == "request" and s.kinds == kinds and s.why != PARCEL_STATUS_WHY
    assert "non_delivery" not in reading.intents


def test_a_parcel_that_came_is_not_asked_after():
    reading = _read("The rug arrived on Tuesday, thanks. It's lovely.")
    assert all(s.why != PARCEL_STATUS_WHY for s in reading.sentences)
