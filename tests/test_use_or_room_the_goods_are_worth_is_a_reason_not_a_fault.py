"""Screening: the use or the room the goods are worth to the customer ("we've used the air fryer for about three weeks
now and honestly we just don't use it enough to justify the space on the counter", "hardly ever wear them", "takes up
too much space") is the reason for a change-of-mind return, told beside it: a remark that asks nothing, never a fault
that showed after use for a person. Read as such a fault, the whole ticket went to a person although the return's own
decision (POL-COM-005: unused items only) answered it (blind round ver20c, V20C-09). A fault told after the use stays
a person's. Wording written for these tests."""

import pytest

from runs.intents import FAULT_AFTER_USE_WHY, read_ticket

ASK = "I'd like to return it for a refund."


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("reason", [
    "Hi, we've used the air fryer for about three weeks now and honestly we just don't use it enough to justify the space on the counter.",
    "We've had the juicer a month now and honestly we never use it.",
    "used it for 2 weeks now and tbh we hardly ever use it.",
    "I've had the blender three weeks now and it takes up too much space on the worktop.",
    "Had the bread maker for a fortnight now, honestly we barely use it.",
    "We've used the stand mixer for about a month now and we just don't use it as much as we thought.",
])
def test_the_worth_of_the_goods_to_the_customer_is_a_remark(reason):
    reading = read_ticket(f"return\n{reason} {ASK}")
    s = _sentence(reading, reason[:16])
    assert not s.is_request, (s.role, s.why)
    assert reading.intents == ["change_of_mind"], reading.intents


@pytest.mark.parametrize("fault", [
    "We've used it for three weeks now and the basket is peeling.",
    "used the air fryer for about three weeks now and it doesn't heat up anymore.",
    "We've used it for a month now and the handle has started to wobble.",
])
def test_a_fault_after_the_use_stays_a_persons(fault):
    reading = read_ticket(f"return\n{fault} {ASK}")
    s = _sentence(reading, fault[:16])
    assert s.is_request and "other" in s.kinds and s.why.startswith(FAULT_AFTER_USE_WHY), (s.role, s.kinds, s.why)
