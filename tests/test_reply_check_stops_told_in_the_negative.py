"""The reply check refuses, for a request a person still has, a stop told as done in the negative
("your membership won't renew", "you won't be billed again", "no more boxes will go out"), a stop
told as a state ("the auto-renewal is switched off") and a change told as in force ("from now on
..."), even when a colleague's follow-up is named beside it; it accepts the same words under a
condition or said of what cannot be done yet. For a refund that was made, "will hopefully be
refunded" tells it as yet to come. Wording written for these tests."""

import pytest

from runs.reply_check import resolved_problems, unresolved_problems

STOPS_TOLD_DONE = [
    "Your gym membership won't renew in January.",
    "You won't be billed for the next box, a teammate will confirm.",
    "That duplicate payment will not show up on your next statement.",
    "Don't worry - you won't lose the $42.50.",
    "Order SU-55120 won't ship now; someone will email you to confirm.",
    "Your card won't be debited again for the magazine.",
    "The renewal is not going to go out this month.",
    "You will not pay the postage on this one.",
    "Your tea subscription is stopped; a colleague will be in touch if anything else is needed.",
    "The auto-renewal is switched off now - a teammate will follow up.",
    "There is no longer any second charge on your card, and a colleague will reply to confirm.",
    "No more boxes will go out to you, and a colleague will confirm by email.",
    "No further payments are going to be taken for the plan; our team will write to you.",
    "From now on your parcels will go to the new flat; a colleague will confirm.",
]


@pytest.mark.parametrize("sentence", STOPS_TOLD_DONE)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_a_stop_told_as_done_is_refused_for_a_request_a_person_still_has(sentence, status):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, status)), sentence


HONEST = [
    "We won't be able to cancel the membership from here; a colleague will follow up.",
    "I can't stop the renewal myself, so a colleague will be in touch about it.",
    "Your subscription is still active for now; a colleague will look at cancelling it.",
    "You won't be charged again until a colleague confirms the cancellation with you.",
    "No further payments will be taken once a colleague has cancelled the plan; they will write to you.",
    "I haven't cancelled the subscription: a colleague will follow up on it.",
    "We won't know whether the parcel is lost until the carrier replies; a colleague is checking it.",
    "A colleague will follow up on stopping your box; nothing has changed yet.",
]


@pytest.mark.parametrize("sentence", HONEST)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_the_same_words_under_a_condition_or_of_what_cannot_be_done_yet_are_accepted(sentence, status):
    assert unresolved_problems(sentence, status) == [], sentence


@pytest.mark.parametrize("sentence", [
    "The $5.99 fee will hopefully be refunded soon.",
    "Your $5.99 will probably be credited this week.",
    "The delivery charge of $5.99 will soon be refunded to your card.",
])
def test_a_refund_that_was_made_told_as_yet_to_come_is_refused(sentence):
    assert any("yet to come" in p for p in resolved_problems(sentence, action="refund", amount_cents=599)), sentence


@pytest.mark.parametrize("sentence", [
    "I've refunded the $5.99 delivery fee; hopefully that helps.",
    "The $5.99 fee has been refunded to your card.",
])
def test_a_refund_told_as_made_is_accepted(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=599) == [], sentence
