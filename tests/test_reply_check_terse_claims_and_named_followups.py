"""The reply check on sentences for a subtask that is not done: a remedy told done in two words, papers
told attached, money told to be with the customer again are refused; a sentence that names who has
the request and will answer, says the refund is not approved, or puts something "rather than" the
refund, passes. And a resolved refund's sentence may not state the sum twice."""

import pytest

from runs.reply_check import resolved_problems, unresolved_problems

CLAIMED_TERSELY = [
    "Return booked! Someone from our team will email you the details.",
    "Credit issued - a colleague will confirm the reference with you.",
    "Replacement sent, and a colleague will check in next week.",
    "The postage label is enclosed; print it out and a colleague will follow up.",
    "Here is your return label, and our team will follow up on the rest.",
    "The duplicate amount is back with you, and a specialist will keep an eye on the statement.",
    "Your money's with you again; a colleague will follow up if the bank asks.",
    "Voucher codes are attached below, and a colleague will follow up.",
]


@pytest.mark.parametrize("sentence", CLAIMED_TERSELY)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_a_remedy_told_done_without_a_verb_or_papers_told_attached_is_refused(sentence, status):
    assert any("says or implies it was done" in p for p in unresolved_problems(sentence, status)), sentence


HONEST_FOLLOW_UPS = [
    "Your question about the invoice is now with one of our supervisors, who will write back to you.",
    "The claim is with a member of the billing team, and they will reply by Friday.",
    "Nothing is approved so far: the refund is not approved yet, and a manager will get back to you.",
    "Before any money moves, two of our specialists need to review the charge, and they will be in touch.",
    "Instead of refunding the postage now, we have passed it to a supervisor, who will let you know.",
    "No refund made yet; a colleague will review it and write to you.",
    "The return is not arranged yet; our returns lead will contact you about a collection date.",
    "Rather than credit the fee today, we are asking our accounts specialists to check it; they will get back to you.",
]


@pytest.mark.parametrize("sentence", HONEST_FOLLOW_UPS)
@pytest.mark.parametrize("status", ["escalated", "deferred"])
def test_a_sentence_naming_who_has_it_and_will_answer_passes(sentence, status):
    assert unresolved_problems(sentence, status) == [], sentence


def test_a_resolved_refund_stated_twice_is_two_refunds_the_record_does_not_show():
    problems = resolved_problems("We've refunded $8.50 for the cracked bowl and $8.50 for the second delivery charge.",
                                 action="refund", amount_cents=850, kind="damaged_item")
    assert any("2 times" in p for p in problems)
    assert resolved_problems("We've refunded $8.50 for the cracked bowl to your card.", action="refund", amount_cents=850,
                             kind="damaged_item") == []
