"""The reply check reads a sentence that presupposes the money paid back as a claim that it was: the refund
enjoyed, spent, used, put towards something, treated with, or "your refund of $X" spoken of as there. And it
lets pass the honest sentence that says outright the work is not done yet, then what follows once it is
("Nothing has been refunded yet; once it is, you'll see it within 5 days"). A not-yet does not cover a
promise on a mere step, the customer's own step, or a time told as certain. A resolved subtask whose record
shows the amount may speak of the refund as the customer's. Wording written for these tests."""

import pytest

from runs.models import SubtaskStatus
from runs.reply_check import closing_problems, resolved_problems, unresolved_problems

PRESUPPOSED = [
    'Treat yourself with the refund!',
    'Enjoy spending your refund.',
    'Your refund is yours to spend.',
    'A colleague will follow up on the details, but do enjoy spending your refund!',
    'treat urself with the refund, you deserve it :)',
    'Go on, treat yourself to something nice with the $12.00.',
    'Enjoy using the credit on your next order!',
    'Put your refund towards something lovely for the garden.',
    'Spend your refund wisely - a teammate will email the receipt.',
    'Hope the refund comes in handy before the holidays.',
    'Have fun with the money, and sorry again for the wait.',
    'Make the most of your refund this weekend!',
    'Your refund of $12.00 can go towards your next order.',
    'Your $12.00 refund is ready and waiting on your card.',
    'With the refund back in your pocket, maybe try the matching mug?',
    "Now that you have your refund back, we hope you'll shop with us again.",
    'Our team is still checking the late fee. Enjoy spending your refund when it comes.',
    "The refund's all yours to spend however you like.",
    'Enjoy putting your credit towards the autumn range.',
    'Feel free to use the $8.50 on anything in the shop.',
    'Your refund of $19.99 is sitting on your card now, so treat yourself!',
    'Sorry for the hassle - enjoy the refund and have a lovely week.',
    'Get yourself something nice with the money back.',
]


@pytest.mark.parametrize("sentence", PRESUPPOSED)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_a_sentence_that_presupposes_the_refund_is_a_claim_it_was_made(sentence, status):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, status)), sentence


@pytest.mark.parametrize("sentence", PRESUPPOSED)
def test_a_closing_that_presupposes_the_refund_is_refused_while_no_refund_is_made(sentence):
    record = [{"status": SubtaskStatus.ESCALATED, "kind": "late_delivery", "action": None, "refunded_cents": None}]
    assert closing_problems(sentence, record), sentence


HONEST_NOT_YET = [
    "Nothing has been refunded yet; once it is, you'll see it within 5 days.",
    "The refund hasn't been approved yet; as soon as a lead signs it off, you'll have it by Friday.",
    'No refund has been made yet - once it is, it should reach your card within 3-5 working days.',
    "It's not been processed yet, but when it is you'll get an email and see the $12.00 within a week.",
    "We haven't refunded the delivery fee yet; when it's approved, the money lands within 5 business days.",
    "nothing refunded yet sorry!! once it is you'll see it in 2-3 days",
    "The $30.00 hasn't been paid back yet. Once a supervisor okays it, expect it on your card within 5 days.",
    "Your refund hasn't been issued yet; the moment it is, you'll receive a confirmation and the money within 48 hours.",
    "I haven't been able to refund this yet - as soon as a lead signs it off you'll see the credit within a few days.",
    'Not refunded yet: once it is, the $9.95 will be back on your card in 3 days.',
    "The duplicate charge hasn't been reversed yet; once it is, you won't see it on your statement any more.",
    "A colleague is checking it and nothing has been paid back yet; once it is, you'll have it within 5 working days.",
    "The credit isn't approved yet, though once it is you can expect it by the end of next week.",
    "So far no refund has gone through; when it does, you'll get it within 5 days.",
    "The refund is yet to be approved; once it's approved, you will see it within a week.",
    "Nothing's been credited yet, but after it is, the $14.00 should show on your statement within 5 days.",
    "We have not yet refunded the late fee; if a manager approves it, you'll get the $12.00 back by Friday.",
    "The return fee hasn't been waived yet - once it is, we'll email you and it will come off your bill.",
    "No money has moved yet; once it does, you'll see the refund within 3-5 days.",
    "It hasn't been signed off yet; when it is, the refund arrives within 5 days.",
    'the $45 has not been refunded as yet, once it is youll see it on your card within a week',
    'Nothing has been refunded yet. Once it is, enjoy your refund!',
]


@pytest.mark.parametrize("sentence", HONEST_NOT_YET)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_not_done_yet_then_what_follows_once_it_is_passes(sentence, status):
    assert unresolved_problems(sentence, status) == [], sentence


STILL_REFUSED = [
    "Nothing has been refunded yet, but you'll see it within 5 days.",
    "It hasn't been refunded yet; once the weekend is over you'll see the $12 within 5 days.",
    "It hasn't been refunded yet, but once you send photos, you'll see the $12 within 5 days.",
    "Once it is, you'll see the refund within 5 days.",
    "Nothing has been refunded yet; once it is, which will be later today, you'll see it within 5 days.",
    "Nothing has been refunded yet; once it is, you'll see it within 5 days, and the fee is waived already.",
    # a refund not yet arrived is a refund made
    "Your refund hasn't reached your card yet; once it does you'll see it within 5 days.",
]


@pytest.mark.parametrize("sentence", STILL_REFUSED)
def test_a_not_yet_does_not_cover_a_promise_on_a_mere_step_or_told_as_certain(sentence):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, "escalated")), sentence


# The same words negated, wished, asked about, left to a decision, or naming no money that is there.
NOT_PRESUPPOSED = [
    "I know you were hoping to treat yourself with the refund; a colleague is reviewing the claim and nothing is refunded yet.",
    "Your refund of $12.00 is pending a lead's approval.",
    "Your refund of $12.00 is with a colleague for review.",
    "You can't use the refund form for this; a colleague will review it.",
    "A colleague will decide on the refund; if it's approved, you can put it towards your next order.",
    "Nothing has been refunded yet, so please don't spend the refund before it lands.",
    "Once approved, treat yourself with the refund!",
    "Whether you can spend the credit on a gift card is up to a colleague, who will reply by Friday.",
    "You mentioned you were hoping to put the money towards a new kettle - a teammate is checking the claim; nothing has been paid back yet.",
]


@pytest.mark.parametrize("sentence", NOT_PRESUPPOSED)
def test_the_refund_negated_wished_or_left_to_a_decision_is_no_claim(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


RESOLVED = [
    "Enjoy your refund of $12.00!",
    "I've refunded $12.00 for the late delivery - enjoy spending it!",
    "The $12.00 refund for the late delivery is done, so treat yourself with the refund!",
    "Your refund of $12.00 has been issued; once it's refunded to your card, you'll see it within 5 days.",
    "I've refunded $12.00; once it's processed by your bank you'll see it in 3-5 days.",
    "Refunded $12.00 to your card - once it's refunded you'll see it on your statement.",
    "We've refunded the $12.00 delivery fee, so put it towards something nice.",
]


@pytest.mark.parametrize("sentence", RESOLVED)
def test_a_resolved_refund_may_be_spoken_of_as_the_customers_when_the_record_shows_it(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=1200, kind="late_delivery") == [], sentence
