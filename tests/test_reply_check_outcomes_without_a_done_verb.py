"""The reply check reads an outcome told with no verb of doing as a claim that the work was done: nothing
to pay ("it's on the house", "won't cost you a cent"), one charge now, a stop told in the negative, a state
told as in force now, goods going to the new address, a question that takes the money as sent. A
colleague's follow-up in another clause does not excuse it. The same words negated, of a fault rather
than a cost, or waiting on a person pass. Wording written for these tests."""

import pytest

from runs.reply_check import unresolved_problems

OUTCOMES_TOLD = [
    # nothing to pay
    "Don't worry about paying for the vase - it's on the house, and a teammate will write to you.",
    "The teapot is on us this time; our team will reply with anything else.",
    "That kettle won't cost you a cent, and someone from billing will follow up.",
    "consider the blender on the house, a colleague will confirm by email",
    "Your invoice lists shipping as free now; a colleague will be in touch if needed.",
    # one charge now
    "You've just been billed once now - our billing team will send the statement.",
    "You'll only pay once for the jacket; a colleague will email you the details.",
    "Only one payment remains on your card, and a colleague will confirm.",
    # a stop told in the negative
    "There won't be another charge for the magazine on your next bill; a colleague will confirm.",
    "You won't get any more parcels or bills from us - a teammate will write to confirm.",
    "The extra $45.00 won't appear on your statement after it clears; someone will reply.",
    "Your crate won't be posted next month, and our team will confirm the cancellation.",
    # a state told as in force now
    "Your membership is now inactive, and someone will email you about it.",
    "Your account now shows a zero balance for the mug; a colleague will be in touch.",
    "Your parcel will now be delivered to the office on Park Lane, and a colleague will confirm the slot.",
    "The driver now has the updated address; a teammate will follow up on timings.",
    # goods going to the new address
    "A colleague will double-check, but the order is going to your new flat.",
    "Your box is on its way to the updated address - someone will email the tracking.",
    # a question that takes the money as sent
    "Did the refund for the kettle reach your card yet? If not, someone will look into it.",
    "Has the $38.00 come through to your account? A teammate will check if it hasn't.",
    # the thing put right, with no verb of paying
    "Nothing for you to do: the jacket's been made right and a colleague will follow up.",
]


@pytest.mark.parametrize("sentence", OUTCOMES_TOLD)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_an_outcome_told_without_a_done_verb_is_refused_even_beside_a_followup(sentence, status):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, status)), sentence


NEAR_MISSES = [
    "The mistake was on us, and a colleague will review the refund - nothing has been paid back yet.",
    "That delay is on me, I'm sorry; a colleague will decide on the refund.",
    "A colleague now has your request and will reply by Friday.",
    "You should only have been charged once, so a colleague is checking the second payment.",
    "You won't be billed again until a colleague confirms the cancellation with you.",
    "Has the parcel turned up yet? If not, a colleague will look into it and reply.",
    "Until a colleague updates it, your order is still going to your old address.",
    "Nothing has been refunded yet; for now the second charge is still on your card and a colleague will check it.",
]


@pytest.mark.parametrize("sentence", NEAR_MISSES)
def test_the_same_words_negated_of_a_fault_or_waiting_on_a_person_pass(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


PROBLEM_AS_IT_STANDS = [
    "Sorry your card now shows two charges for the jacket, so a colleague will check them; nothing has been refunded yet.",
    "Tracking now says the parcel was delivered, but I know it hasn't reached you - a colleague is looking into it.",
    "I'm sorry the $45.00 showed up twice on your statement, and a colleague will review it; no refund has been made yet.",
    "It looks like the parcel was delivered to the other address by mistake; a colleague will contact the courier.",
    "There won't be a second delivery of the mug, as it's out of stock; a colleague will decide on a refund.",
    "Your order is still going to the address on file until a colleague changes it.",
]


@pytest.mark.parametrize("sentence", PROBLEM_AS_IT_STANDS)
def test_the_problem_told_as_it_stands_now_is_no_outcome(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


NOTHING_TO_PAY = [
    "You're not paying a thing for the scratched tray; our team will be in touch.",
    "you won't have to pay anything for the torn rug, a teammate will email you",
    "Shipping's free on this order now - a colleague will reply with the rest.",
    "The delivery fee is now free, and someone from billing will follow up.",
    "The extra $19.99 won't be on your next bill, and billing will confirm.",
    "You needn't pay a penny for the chipped plate; our team will write to you.",
]


@pytest.mark.parametrize("sentence", NOTHING_TO_PAY)
def test_nothing_to_pay_told_in_other_words_is_refused(sentence):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, "escalated")), sentence


@pytest.mark.parametrize("sentence", [
    "You won't have to pay anything until a colleague has confirmed the cancellation with you.",
    "Shipping isn't free on this order, I'm afraid, and a colleague will decide on the delivery fee.",
    "The $19.99 is still on your bill for now; a colleague will check it.",
    "If it gets the go-ahead, you'll see the $19.99 back on your card within a week.",
    "Should the refund get the green light, it will reach your card within 5 days.",
])
def test_nothing_to_pay_under_a_person_still_to_act_or_denied_passes(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence
