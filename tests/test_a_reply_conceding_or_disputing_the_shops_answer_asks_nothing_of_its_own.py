"""A customer's answer to the shop's earlier reply, in a sentence of its own: the shop's point conceded ("fair enough about
the delivery fee, I had the dates wrong") asks nothing (context); a dispute ("I'm afraid that isn't right.") tells more of
the request of a known kind the ticket goes on to make (attached). Either was a request of no kind for a person beside the
claim, and the run closed partial (ver43 V43-B5, V43-B1; runs/intents/shop_reply_answered.py). Near-misses keep their
reading: a concession with a claim or an ask beside it, a dispute with no request after it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.shop_reply_answered import CONCEDED_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

CONCEDED = [
    "OK, fair enough about the postage, I had the dates wrong and it came on the day you said.",
    "You're right about the delivery charge, my mistake.",
    "fair enough re the shipping fee, my bad.",
    "Point taken about the delivery date.",
    "Ah, I stand corrected on the delivery fee.",
    "Sorry, I misread the confirmation email, it did come on time.",
]
DISPUTED = [
    "I'm afraid that isn't right.",
    "That's not correct.",
    "With respect, what you said is not true.",
    "I disagree.",
    "Sorry but that is simply wrong.",
    "your reply isn't accurate.",
]
LATE_ASK = " The tracking shows it came on the 16th and it was promised by the 12th, so I'd like the delivery charge refunded."


@pytest.mark.parametrize("text", CONCEDED)
def test_a_concession_asks_nothing(text):
    reading = read_ticket("Re: your reply\n" + text + " The lid of the dish arrived cracked though, can I get a refund?", order_ref="SU-1")
    s = reading.sentences[1]
    assert s.role in ("context", "attached", "statement") and not s.kinds, reading.as_payload()
    assert "other" not in reading.intents and "damaged_item" in reading.intents, reading.as_payload()


def test_a_concession_alone_in_its_paragraph_is_context():
    reading = read_ticket("Re: your reply\nOK, fair enough about the delivery fee, I had the dates wrong and it did arrive when you said.\n\n"
                          "Separately, the lid arrived cracked. Refund please.", order_ref="SU-1")
    assert reading.sentences[1].why == CONCEDED_WHY, reading.as_payload()


@pytest.mark.parametrize("text", DISPUTED)
def test_a_dispute_tells_more_of_the_request_after_it(text):
    reading = read_ticket("Re: your reply\n" + text + LATE_ASK, order_ref="SU-1")
    assert reading.sentences[1].role in ("attached", "statement") and not reading.sentences[1].kinds, reading.as_payload()
    assert "other" not in reading.intents and "late_delivery" in reading.intents, reading.as_payload()


def test_near_misses_keep_their_reading():
    # a concession that asks, or keeps a claim beside it
    asked = read_ticket("Re: your reply\nFair enough about the fee, but I'd still like it refunded please.", order_ref="SU-1")
    assert not any(s.why == CONCEDED_WHY for s in asked.sentences), asked.as_payload()
    claimed = read_ticket("Re: your reply\nFair enough about the fee, but the lid arrived cracked.", order_ref="SU-1")
    assert "damaged_item" in claimed.intents, claimed.as_payload()
    # a dispute with nothing asked after it is still a person's
    alone = read_ticket("Re: your reply\nI'm afraid that isn't right.", order_ref="SU-1")
    assert alone.sentences[1].role == "request" and alone.sentences[1].kinds == ["other"], alone.as_payload()


DISH = [line("CASS-24", "Cast iron casserole dish", 7800)]


@pytest.mark.django_db
def test_end_to_end_a_conceded_fee_beside_a_damage_claim_pays_the_damage(tmp_path):
    cases = [case("RCD-1", "OK, fair enough about the delivery fee, I got the dates mixed up. But the casserole dish lid arrived "
                  "cracked clean across. Can you refund it please?", DISH, subject="Re: your reply", intents=["damaged_item"],
                  ref="SU-71170", expected={"outcome": "resolved", "refunds": [refund(cents(DISH, "CASS-24", 1), "CASS-24", 1)], "returns": []})]
    assert_money_as_expected(tmp_path, cases)
