"""A thank-you note that only tells an earlier refund arrived ("the refund for the chipped ramen bowl landed on my card
yesterday") asks nothing: the problem it names is settled. The settled words knew "the refund for the bowl landed" but
not goods named in more words ("the refund for the two cracked side plates", "refund's landed for the kettle"), so in a
held-back blind round the note was read as a new damage claim and a person was sent to check the earlier refund. Nothing
is paid on such a note, and no person checks a refund. A refund denied, asked after, or told beside a new claim is
still read. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

LANDED = [
    "Just a quick note to say thank you - the refund for the chipped ramen bowl landed on my card yesterday and the other bowl is in daily use.",
    "Just to say the money for my two cracked side plates arrived in my account this morning, cheers!",
    "Hiya, refund's landed for the dented kettle, thank you, you're stars",
    "My refund for the torn cushion cover came through on Tuesday.",
    "Quick thank you, the reimbursement for the scratched picture frame has hit my bank.",
    "I can see the refund for the broken lamp base on my statement now, thanks for the help.",
]


@pytest.mark.parametrize("text", LANDED)
def test_a_refund_told_landed_settles_what_it_names_and_asks_nothing(text):
    reading = read_ticket(text)
    assert reading.requests == [], reading.as_payload()
    told = reading.sentences[0]
    assert told.role == "context" and told.settles, told


NEAR_MISSES = [
    "The refund for the chipped bowl never landed on my card.",
    "Has the refund for the chipped bowl landed yet?",
    "The money for the lamp went through twice on my card, please refund one.",
    "The refund for the mug landed, but the teapot from the same order is cracked too, please refund it.",
    "I was told the refund for the torn cushion cover would come through by Friday and it hasn't.",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_refund_denied_asked_after_or_beside_a_new_claim_is_still_a_request(text):
    assert read_ticket(text).requests, text


@pytest.mark.django_db
def test_a_thank_you_for_a_refund_on_record_pays_nothing_and_checks_no_refund():
    body = ("Hi team,\n\nJust a quick note to say thank you - the refund for the chipped serving bowl landed on my card yesterday "
            "and the other bowl is in daily use. Really appreciate how quickly it was sorted.\n\nHave a lovely weekend,\nPat")
    case = one_order_case(body, lines=[("BWL-1", "Serving bowl, sage", 2, 1600)], subject="Thank you!",
                          refunds=[{"amount_cents": 1728, "source": "platform", "case_type": "damaged_item", "reason": "one bowl chipped",
                                    "lines": ["BWL-1"]}],
                          expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 0
    # the one thing left is the reply itself: no person is sent to check the earlier refund
    assert not any("refund" in item or "settled" in item for item in items), items
