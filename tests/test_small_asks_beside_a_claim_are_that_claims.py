"""Sentences beside a claim that ask nothing of their own (no hand-off for them):
- a count corrected after the claim's own remedy ask ("...arrived cracked, I believe four. Please refund them. Update
  before sending: I counted again and it's actually three cracked.": V41-46) corrects the claim's count;
- a bare ask with its time given ("Could you put that right when you get a chance?" after a charge taken twice: V41-17) is
  the claim's remedy;
- the card refund refused for store credit ("I don't want the money back on my card - store credit please": V41-18) is the
  claim's money asked elsewhere, the claim's one card.
Near-misses keep their own ask. Wording written for these tests."""

import pytest

from runs.intents import REFUND_ELSEWHERE_WHY, read_ticket
from runs.intents.count_corrections import COUNT_CORRECTED_WHY
from runs.intents.unread import COVERED_BY_CLAIM_WHY
from tests.readings import shown

CORRECTED = [
    "Dear Sundry, several of my ramekins arrived cracked, I believe four. Please refund them. Update before sending: I counted again and it's actually three cracked.",
    "My mugs arrived cracked, four I think. Please refund them. Update: I counted again and it's actually three.",
    "my bowls came chipped, 5 of them. refund pls. edit: recounted, its 4",
    "Three of the glasses arrived broken. Could you refund those? Actually, make that two.",
    "Two plates came smashed. Refund them please. Sorry, I mean three.",
    "The tumblers came cracked - six of them. I'd like a refund. Wait, I miscounted, it's five.",
]


@pytest.mark.parametrize("body", CORRECTED)
def test_a_count_corrected_after_the_claims_remedy_ask_is_the_claims(body):
    reading = read_ticket(f"x\n{body}", order_ref="SU-1")
    assert reading.sentences[-1].why == COUNT_CORRECTED_WHY, shown(reading)
    assert not [s for s in reading.requests if "other" in s.kinds], shown(reading)


def test_near_miss_a_correction_after_another_ask_is_not_the_claims():
    reading = read_ticket("x\nThree of the glasses arrived broken. Could you change my address to 12 Elm St? Actually, make that two.", order_ref="SU-1")
    assert [s for s in reading.requests if "other" in s.kinds], shown(reading)


TIMED = [
    "The $24.50 for the frying pan shows up on my statement a second time. Could you put that right when you get a chance?",
    "My mug arrived chipped. Could you put that right when you get a chance?",
    "the lamp came with a dented shade. can u fix that at some point",
    "I was charged twice for the towels. Would you put it right whenever you have a moment?",
    "The vase arrived cracked. Could you sort this at your convenience?",
    "Parcel SU-1 never came. Can you put that right when you get a chance, no rush.",
]


@pytest.mark.parametrize("body", TIMED)
def test_a_bare_ask_with_its_time_given_is_the_claims_remedy(body):
    reading = read_ticket(f"x\n{body}", order_ref="SU-1")
    assert not [s for s in reading.requests if "other" in s.kinds], shown(reading)


@pytest.mark.parametrize("body", [
    "Could you put that right when you get a chance?",  # beside no claim: a person reads it
    "My mug arrived chipped. Could you put my address right when you get a chance?",
])
def test_near_misses_a_bare_ask_beside_no_claim_or_naming_something_stays_asked(body):
    reading = read_ticket(f"x\n{body}", order_ref="SU-1")
    assert [s for s in reading.requests if "other" in s.kinds], shown(reading)


ELSEWHERE = [
    "The glass vase arrived in pieces. I don't want the money back on my card - store credit please, I'll order something else.",
    "The mug arrived chipped. Not on my card please, put it on my PayPal instead.",
    "The mug arrived chipped. I don't want a refund to my visa, store credit would be better.",
    "Bowl came cracked. Don't put it back on the card, I'd rather have store credit please.",
    "The jug arrived broken. I don't want the refund on my card - could it go to my PayPal instead?",
    "lamp base cracked. not to my card pls, store credit instead",
]


@pytest.mark.parametrize("body", ELSEWHERE)
def test_the_card_refused_for_another_account_is_the_money_asked_elsewhere(body):
    reading = read_ticket(f"x\n{body}", order_ref="SU-1")
    assert [s for s in reading.requests if s.why == REFUND_ELSEWHERE_WHY], shown(reading)
    assert not [s for s in reading.requests if s.why.startswith("asks that something not be done (")], shown(reading)


def test_near_miss_a_refund_refused_outright_holds_it():
    reading = read_ticket("x\nThe mug arrived chipped. I don't want a refund, I'll keep it.", order_ref="SU-1")
    assert not [s for s in reading.requests if s.why == REFUND_ELSEWHERE_WHY], shown(reading)
    assert COVERED_BY_CLAIM_WHY  # (imported: the courtesy reading the timed asks take)
