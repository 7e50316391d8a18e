"""The reply check reads a negation that affirms ("we did not hesitate to refund", "billing wasted no
time reversing it") as the claim it is, and a completed action of another hand ("our accounts team
has emailed your invoice") as work done, while honest negations stay accepted."""

import pytest

from runs.reply_check import resolved_problems, unresolved_problems

# Sentences for a subtask that is not done (escalated or deferred): each claims the work done.
CLAIMS_FOR_WORK_NOT_DONE = [
    "Our billing department has e-mailed the corrected receipt, and someone will follow up with you.",
    "The finance folks have mailed out your invoice copy; a colleague will be in touch.",
    "Accounts texted you the voucher code and will get back to you about the rest.",
    "Billing generated your credit note and a team member will follow up.",
    "The warehouse uploaded your proof of postage to your account, and a specialist will review the claim.",
    "The seller has e-mailed over the return label, and our team will follow up on the refund.",
    "Our payments partner has sorted out the double charge, though a colleague will still confirm.",
    "Our returns desk has issued your label and will follow up if anything is missing.",
    "The accounts team has processed your refund and will write to you separately.",
    "We didn't wait to refund the delivery fee; a colleague will follow up.",
    "Our team never failed to reverse the extra charge, and someone will be in touch.",
    "We wasted no time in crediting your card for the lamp, and a specialist will follow up.",
    "Billing lost no time reimbursing the postage; they'll follow up by email.",
    "We not only refunded the fee but also flagged the order to a colleague.",
    "I didn't think twice before sending the replacement, and a colleague will follow up.",
    "We didn't just waive the late fee, we also asked a supervisor to look at the order.",
    "Our team did not hesitate to cancel the second payment, and a lead will follow up.",
    "We won't hesitate to refund the $12.99 today, and a colleague will follow up.",
    "We never once hesitated to credit the $20.00; a teammate will follow up.",
    "The seller was not slow to reimburse you, and our team will follow up.",
    "I had no hesitation in returning the $45.00 to your card; a colleague will follow up.",
    "honestly we didnt hesitate to refund the shipping, a colleague will follow up tho",
]

# Honest sentences for a subtask that is not done: each says so, and must be accepted.
HONEST_NOT_DONE = [
    ("escalated", "We haven't refunded the delivery fee yet; a colleague will look at it and reply."),
    ("escalated", "No money has gone back for the mug so far; a specialist will decide and write to you."),
    ("escalated", "The second charge has not been reversed yet, and our billing team will review it."),
    ("deferred", "I didn't refund the late fee, because the parcel arrived on the promised day."),
    ("escalated", "Nothing has been credited to your card so far; a colleague will follow up."),
    ("escalated", "We did not send a replacement; a person on our team will decide what to do and get back to you."),
    ("escalated", "I haven't been able to issue the refund myself, so a supervisor will review it."),
    ("deferred", "We won't be refunding the express fee, as it arrived on time."),
    ("escalated", "No one has reversed the duplicate yet; a colleague from billing will check it."),
    ("escalated", "Our accounts team has not mailed the receipt yet, and a colleague will follow up."),
    ("escalated", "We did not hesitate to pass your claim to a colleague, who will reply within two days."),
    ("escalated", "We wasted no time in forwarding your photos to our damage team, who will get back to you."),
    ("deferred", "The late fee isn't refundable here, since the parcel came on the promised date."),
    ("escalated", "A colleague will decide whether the $37.80 can be refunded and let you know."),
    ("escalated", "Your refund hasn't gone through yet; a member of our billing team will look into it."),
    ("escalated", "Our billing team has not processed a reversal of the second charge; they will reply to you."),
    ("escalated", "The invoice hasn't been emailed yet; our accounts team will reply to you."),
    ("escalated", "The subscription has not been cancelled yet; a colleague will get back to you."),
    ("escalated", "I never refund a fee before a lead approves it, so a lead will review yours."),
    ("escalated", "Not a cent has been paid back yet, and a specialist will follow up."),
    ("escalated", "We haven't emailed the VAT invoice; our accounts team will check your details and reply."),
    ("escalated", "I didn't hesitate to ask a supervisor to review the charge; they will get back to you."),
]

# Sentences for a resolved refund that affirm through a negation: true to the record, accepted.
HONEST_DONE = [
    ("We didn't hesitate to refund your $5.99 delivery fee to your card.", 599),
    ("Billing wasted no time in refunding the $45.00 second charge.", 4500),
    ("We did not wait to refund the $37.80 for the cracked lamp shade.", 3780),
]


@pytest.mark.parametrize("sentence", CLAIMS_FOR_WORK_NOT_DONE)
def test_a_negation_that_affirms_or_another_hands_finished_work_is_a_claim(sentence):
    assert unresolved_problems(sentence, "escalated"), sentence


@pytest.mark.parametrize("status,sentence", HONEST_NOT_DONE)
def test_an_honest_negation_for_work_not_done_is_accepted(status, sentence):
    assert unresolved_problems(sentence, status) == [], sentence


@pytest.mark.parametrize("sentence,cents", HONEST_DONE)
def test_a_refund_told_through_an_affirming_negation_matches_the_record(sentence, cents):
    assert resolved_problems(sentence, action="refund", amount_cents=cents) == [], sentence
