"""A request to wait ("Please don't start anything yet", "don't process the return until I confirm") is an instruction to
the shop, never goods that "won't start": round 47 R2-10 read it as a defect and refunded a $115 dining chair the customer
was only thinking of returning. Its subject line, "maybe returning the chair", weighs a return as the body does ("I might
want to return it"): no return starts on it (runs/intents/plans_not_goods.py, runs/intents/supposed_returns.py).

Near-misses, read as before: goods that do not start or open ("The mower won't start", "The car seat won't open"), and a
wait asked beside a real fault ("Please don't start the return until I've checked the lamp. It won't start at all.")."""

import pytest

from runs.intents import read_ticket
from runs.intents.plans_not_goods import wait_asked_spans
from runs.shop.kinds import NOT_A_CASE
from tests import fresh_cases as fc

OTHER = NOT_A_CASE[1]

WAITS = [
    "Please don't start anything yet. How long do I have?",
    "Don't process the return until I confirm, how long have I got to decide?",
    "just dont open a return yet pls, i want to think about it. when is the deadline?",
    "Please do not start the return, I'm still deciding. How many days do I have?",
    "I might send the lamp back but don't start anything for now - what's the return window?",
    "pls dont do anything yet, I will tell you next week. how long is the return window?",
    "Kindly, do not begin any return yet, I will write again.",
]


def read(body: str, subject: str = "my order"):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-74702")


@pytest.mark.parametrize("body", WAITS)
def test_a_wait_asked_is_no_fault(body):
    reading = read(body)
    assert reading.intents == [OTHER], (body, reading.intents)
    assert wait_asked_spans(body)


@pytest.mark.parametrize("subject", ["maybe returning the chair", "Re: maybe returning the chair", "Possibly sending the chair back",
                                     "perhaps a return?"])
def test_a_return_weighed_in_the_subject_starts_nothing(subject):
    body = "The chair is lovely but I'm not sure it suits the room. Let me live with it for a few days. Please don't start anything yet."
    assert "change_of_mind" not in read(body, subject).intents


@pytest.mark.parametrize("body,kind", [
    ("The mower won't start, I'd like a refund.", "damaged_item"),
    ("The car seat won't open, please refund.", "damaged_item"),
    ("The lamp won't start.", "damaged_item"),
    ("Please don't start the return until I've checked the lamp. It won't start at all.", "damaged_item"),
])
def test_goods_that_will_not_start_read_as_before(body, kind):  # near misses
    assert kind in read(body).intents


@pytest.mark.parametrize("subject", ["returning the chair", "return please"])
def test_a_plain_return_subject_still_asks_it(subject):  # near misses
    assert "change_of_mind" in read("I don't like the colour.", subject).intents


CHAIR = [fc.line("DCH-1", "Oak dining chair", 11500)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_and_no_return_starts(tmp_path):
    r210 = ("The dining chair is lovely but I'm not sure it suits the room. I might want to return it - let me live with it for a "
            "few days and I'll confirm. Please don't start anything yet. How long do I have?")
    cases = [fc.case("WAIT-0", r210, CHAIR, intents=[OTHER], expected={"outcome": "escalated", "refunds": []}, ref="SU-74720",
                     subject="maybe returning the chair"),
             *fc.none_paid("WAIT", "SU-7472", CHAIR, WAITS[1:5], [OTHER])[1:]]
    fc.assert_settled_as_expected(tmp_path, cases)
