"""An honest sentence for an unfinished subtask may name the next step and who takes it ("a colleague
will send the invoice once they have checked the order", "we'll wait for your photos"), tell of an
event that is no work of the shop's ("the return window closed on 3 November", "your bank already
reversed it") or say there is nothing to refund; none of it is a claim. Papers told as attached stay
a claim whatever names them ("a return label for the towels is attached"), and so does money or goods
promised on the clock. Wording written for these tests."""

import pytest

from runs.reply_check import unresolved_problems


@pytest.mark.parametrize("status, sentence", [
    ("escalated", "A colleague will post you the gift receipt once they have found the order."),
    ("escalated", "I haven't booked an exchange; a specialist will arrange the blue one with you."),
    ("escalated", "Someone from our team will email the invoice after they have checked the VAT number."),
    ("escalated", "A member of our returns team will look at the second charge and get back to you."),
    ("escalated", "Our billing team will check the $42.00 payment and reply by email."),
    ("escalated", "Our team still needs to review the other order and will write separately."),
    ("escalated", "We'll wait for your photos before we decide anything about the kettle."),
    ("escalated", "Nothing is decided yet: a colleague will wait until the photos arrive."),
    ("deferred", "The return period for the rug ended on 2 November, so I can't start a return."),
    ("deferred", "The 30-day window for your order closed last week, so a return isn't possible."),
    ("deferred", "Because your card company already refunded the copy, we are not refunding it again."),
    ("deferred", "Since your bank reversed the second payment, I am not paying it back a second time."),
    ("deferred", "Shipping on this order was free, so there is no delivery fee to refund."),
    ("deferred", "There was no express charge on the order, so there's no charge to refund."),
])
def test_a_next_step_an_event_not_ours_or_nothing_to_refund_passes(status, sentence):
    assert unresolved_problems(sentence, status) == []


@pytest.mark.parametrize("status, sentence", [
    ("escalated", "A return label for the grey throw is attached, and a colleague will follow up if needed."),
    ("escalated", "Your returns label for both cushions has been attached to this email."),
    ("escalated", "Our team will refund the lamp today."),
    ("escalated", "A colleague will send you the replacement tomorrow."),
    ("escalated", "A colleague will refund the $27.00 today to your card."),
    ("escalated", "The return window for the napkins was extended to 30 November."),
    ("escalated", "We reopened the return window for your order."),
    ("deferred", "The bank reversed it and we refunded the fee as well."),
    ("escalated", "We've waited for your photos and refunded the kettle."),
    ("escalated", "There is no charge left to refund because we refunded it this morning."),
])
def test_papers_attached_and_work_promised_or_done_are_still_refused(status, sentence):
    assert any("done" in p for p in unresolved_problems(sentence, status))
