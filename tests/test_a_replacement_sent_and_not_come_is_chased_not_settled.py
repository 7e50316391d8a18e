"""A replacement the shop sent, told as not come ("Your team sent a new one that hasn't arrived"), is still open: a chase
for a person, never settled context (runs/intents/sent_remedy_not_come.py), and the goods problem it was sent for is
settled by it, so no refund is paid beside the replacement (runs/intents/replacement_not_come.py). Near-misses keep their
reading. Wording written for these tests."""

import pytest

from runs.intents.replacement_not_come import REPLACEMENT_NOT_COME_WHY
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

NOT_COME = [
    "The vase arrived broken. Your team sent a new one that hasn't arrived.",
    "Mug arrived chipped. You sent another but it hasnt turned up.",
    "The kettle was dented. they posted me a new kettle which has not arrived yet",
    "Hello - the lampshade came crushed and your colleague sent a replacement, which never came.",
    "the frame was cracked!! u sent me a new one and it still hasnt arrived",
    "Bowl arrived in bits. You dispatched another one last Tuesday, that hasn't got here.",
]


@pytest.mark.parametrize("body", NOT_COME)
def test_the_replacement_not_come_is_asked_of_a_person_and_nothing_is_paid_twice(body):
    read = reading(body)
    chased = [s for s in read.sentences if s.role == "request" and "other" in s.kinds]
    assert chased, shown(read)
    assert not set(read.intents) & {"damaged_item", "wrong_item"}, shown(read)
    assert not any(s.role == "context" and "new one" in s.text and "arrive" in s.text and s.why.startswith("a past problem the customer") for s in read.sentences), shown(read)


def test_the_chase_is_quoted_with_its_own_reason():
    read = reading("The vase arrived broken. Your team sent a new one that hasn't arrived.")
    assert [s.why for s in read.requests] == [REPLACEMENT_NOT_COME_WHY], shown(read)


@pytest.mark.parametrize("body", [
    "The vase arrived broken. Your team sent a new one and it arrived fine.",
    "The vase arrived broken. You sent a replacement which arrived yesterday.",
    "The vase arrived broken but your team sent a new one, thanks.",
])
def test_a_replacement_come_is_settled(body):
    read = reading(body)
    assert read.intents == [], shown(read)


def test_a_refund_not_come_is_not_read_as_a_replacement():
    read = reading("The vase arrived broken. You refunded it but the money hasn't arrived.")
    assert not any(s.why == REPLACEMENT_NOT_COME_WHY for s in read.sentences), shown(read)


VASE = [fc.line("VS-1", "Glass vase", 4500)]


@pytest.mark.django_db
def test_end_to_end_no_refund_beside_the_replacement_and_a_person_chases_it(tmp_path):
    cases = [fc.case(f"REPL-{i}", body, VASE, intents=["other"],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})
             for i, body in enumerate(NOT_COME[:3])]  # (the whole ticket to a person, the chase quoted: no claim left to act on)
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
