"""Another person's problem told as settled beside the customer's own ("A colleague ordered the same lamp and had the same
problem, and your team sorted him out straight away, see below") is the customer's reason to expect the same, never their
own claim settled (runs/intents/others_settled.py; adv25 ADV25-03 held the customer's cracked lamp). A forwarded mail of
someone else's below the claim settles nothing of the customer's either. Near-misses: the customer's own problem told
sorted, by them or their household. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_settled import settled_for_another

CLAIM = "My desk lamp arrived with the ceramic base cracked right through."
OTHERS = [
    "A colleague ordered the same lamp and had the same problem, and your team sorted him out straight away.",
    "My sister had exactly the same issue last month and you refunded her the same day.",
    "a friend of mine bought one too, it broke as well and ur team sent her a new one no questions asked",
    "Another customer posted in the reviews that you replaced theirs without any fuss.",
    "My neighbour's one came broken too and she got a full refund within a day.",
    "One of my coworkers had this happen as well - you compensated him right away.",
    "My mum ordered the same lamp, same crack, and her refund was through by the weekend.",
]


@pytest.mark.parametrize("other", OTHERS)
def test_someone_elses_problem_settled_leaves_the_customers_claim_asked(other):
    assert settled_for_another(other)
    read = read_ticket(f"Cracked lamp\n{CLAIM} {other}", order_ref="SU-82311")
    claim = next(s for s in read.sentences if s.text == CLAIM)
    assert claim.is_request and claim.kinds == ["damaged_item"], claim
    assert not claim.settles


FORWARDED = [
    ("The bread bin came dented.\n\n---------- Forwarded message ---------\nFrom: Customer Care <care@shop.example>\n"
     "To: Mark Ellis <mark@example.org>\nSubject: Re: dented bread bin\n\nHi Mark,\n\nWe have refunded $40.00 to your card today.\n\n"
     "Kind regards,\nCustomer Care", "The bread bin came dented."),
    ("The rug came stained. Forwarding my friend's mail from you below - you refunded her in full for the same rug.\n\n"
     "> Hi Jo, we've refunded your rug in full.\n> Customer Care", "The rug came stained."),
]


@pytest.mark.parametrize("body, claim_text", FORWARDED)
def test_a_forwarded_mail_of_someone_elses_settles_nothing_of_the_customers(body, claim_text):
    read = read_ticket(f"Fwd: broken\n{body}", order_ref="SU-82311")
    claim = next(s for s in read.sentences if s.text == claim_text)
    assert claim.is_request and claim.kinds == ["damaged_item"], claim


OWN_SETTLED = [
    "Your team sorted me out straight away with a refund, thanks.",
    "My husband rang you and you refunded us the same day, all sorted.",
    "You refunded me on Tuesday and it's all sorted now, thank you.",
]


@pytest.mark.parametrize("own", OWN_SETTLED)
def test_the_customers_own_problem_told_sorted_still_settles_it(own):
    assert not settled_for_another(own)
    read = read_ticket(f"Cracked lamp\n{CLAIM} {own}", order_ref="SU-82311")
    claim = next(s for s in read.sentences if s.text == CLAIM)
    assert not claim.is_request and claim.settles == ["damaged_item"], claim


@pytest.mark.parametrize("text", [
    "My colleague recommended your shop and I love the lamp.",
    "My sister says you are always quick to reply.",
    "He got a refund from another shop for a similar lamp.",
])
def test_other_people_named_without_their_problem_settled_are_not_read_so(text):
    assert not settled_for_another(text)
