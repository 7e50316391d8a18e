"""The reply check refuses a promise told in the negative ("you won't be out of pocket") and a refund
that was made told as waiting on an approval ("may reach you once the team approves it"); it accepts
a wish that is not a claim ("I wish I could say..."), a promise under a condition with who is at it now,
"no money has moved yet", and money "sent back" as the refund the record shows. Wording written for
these tests, not the blind testers' sentences."""

import pytest

from runs.reply_check import contradicts_ask, resolved_problems, unresolved_problems


@pytest.mark.parametrize("sentence", [
    "You won't be out of pocket for the late delivery.",
    "Rest assured you will not be left out of pocket over the double charge.",
    "You'll never be out of pocket with us - the postage is covered.",
])
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_a_promise_in_the_negative_is_refused_for_work_not_done(sentence, status):
    assert unresolved_problems(sentence, status)


@pytest.mark.parametrize("sentence", [
    "A refund of $45.00 may reach you once the team approves it.",
    "Your $45.00 refund could arrive after a manager signs off.",
    "The $45.00 might land on your card when a lead agrees.",
])
def test_a_refund_made_told_as_waiting_on_an_approval_is_refused(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=4500)


@pytest.mark.parametrize("sentence", [
    "I wish I could say the fee has been refunded, but a colleague has to decide first.",
    "I'd love to tell you the $5.99 is back, but I wish I could: a lead will decide on it.",
    "If a lead approves it, the refund will go back to your card; they are reviewing it now.",
    "Once a manager agrees, the money would go back to you - she is checking it today.",
    "No money has moved on the double charge yet; a teammate is checking it.",
    "No money has gone back for the delivery fee yet, a colleague is looking into it.",
])
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_an_honest_sentence_for_work_not_done_is_accepted(sentence, status):
    assert unresolved_problems(sentence, status) == []


@pytest.mark.parametrize("sentence", [
    "We sent $45.00 back to your original payment method for the kettle.",
    "I've put the $45.00 back on your card for the kettle.",
    "Your $45.00 went back to your original payment method today, for the broken kettle.",
])
def test_money_sent_back_is_the_refund_the_record_shows(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=4500) == []


@pytest.mark.parametrize("sentence", [
    "I've confirmed no replacement is being sent.",
    "We won't be sending another one out.",
    "Just to confirm, nothing new will be posted to you.",
    "There is no replacement on its way.",
])
def test_telling_a_customer_who_asked_for_a_replacement_that_none_is_coming_is_refused_whatever_the_status(sentence):
    assert contradicts_ask(sentence, replacement_asked=True)


@pytest.mark.parametrize("sentence", [
    "I've confirmed no replacement is being sent.",
    "We won't be sending another one out.",
])
def test_the_same_words_answer_a_customer_who_asked_for_no_replacement(sentence):
    assert contradicts_ask(sentence, replacement_asked=False) == ""


@pytest.mark.parametrize("sentence", [
    "A colleague will arrange the replacement pan and write to you.",
    "The replacement hasn't been sent yet; the seller decides and a colleague will follow up.",
    "I've refunded $62.00 for the lamp.",
])
def test_a_sentence_that_leaves_the_replacement_to_a_person_does_not_contradict_the_ask(sentence):
    assert contradicts_ask(sentence, replacement_asked=True) == ""
