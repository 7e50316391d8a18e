"""One problem told of two orders in one sentence is each order's ("The mugs on SU-91001 and SU-91002 both came smashed"):
the sentence is about both, so each order's run plans and the guard finds the claim on its own order (runs.follow_ups
hands the second to a follow-up). Near-misses: a sentence naming two orders that singles one out, names one twice, or
says no "both" / "each", keeps its one order."""

import pytest

from runs.ticket_reading import read_once

EACH = [
    "Both mugs came smashed - the one on SU-91001 and the one on SU-91002.",
    "The mugs on SU-91001 and SU-91002 both came smashed, please refund both.",
    "SU-91001 and SU-91002 each had the mug arrive smashed.",
    "both orders (SU-91001, SU-91002) arrived with the mugs broken!!",
    "Each of my orders SU-91001 and SU-91002 had a cracked mug in it, could you refund them?",
    "the mug in su-91001 and the mug in su-91002 are both chipped, refund pls",
]


@pytest.mark.parametrize("text", EACH)
def test_the_problem_is_read_on_each_order(text):
    reading = read_once(text, "SU-91001")
    asked = [s for s in reading.requests if "damaged_item" in s.kinds]
    assert asked and {o for s in asked for o in s.orders} == {"SU-91001", "SU-91002"}, [(s.text, s.order, s.also) for s in reading.sentences]


ONE_ORDER = [
    ("SU-91002 arrived fine; only SU-91001 had the mug smashed, both were in one box.", "SU-91001"),
    ("The mug on SU-91002 came smashed, though SU-91001 was perfect, both were gifts.", "SU-91002"),
    ("The mug on SU-91002 came smashed, SU-91001 was fine.", "SU-91002"),
    ("Both of the mugs in SU-91001 arrived smashed, and SU-91001 was late too.", "SU-91001"),
]


@pytest.mark.parametrize("text,order", ONE_ORDER)
def test_a_sentence_that_singles_one_order_out_keeps_it(text, order):
    reading = read_once(text, "SU-91001")
    asked = [s for s in reading.requests if "damaged_item" in s.kinds]
    assert asked and all("SU-91002" not in s.orders for s in asked) if order == "SU-91001" else \
        all("SU-91001" not in s.kinds_by_order and s.also == [] for s in asked), [(s.text, s.order, s.also, s.kinds_by_order) for s in reading.sentences]


@pytest.mark.parametrize("text", ["Both parcels SU-91001 and SU-91002 came on Monday, but the mug in SU-91001 was smashed.",
                                  "SU-91001 and SU-91002 both came Monday but the mug from SU-91001 is in bits, refund please"])
def test_an_order_listed_beside_the_one_singled_out_is_never_handed_to_a_follow_up(text):
    """The reading may list the second order beside the first (the sentence names both); the hand-over reads it as asked
    only of the order the problem is told of."""
    from runs.follow_ups import asked_of

    reading = read_once(text, "SU-91001")
    assert asked_of(reading, "SU-91001") and not asked_of(reading, "SU-91002")


@pytest.mark.parametrize("text", EACH)
def test_each_order_of_one_problem_may_be_handed_over(text):
    from runs.follow_ups import asked_of

    assert asked_of(read_once(text, "SU-91001"), "SU-91002")
