"""The reply check: a sentence for unfinished work may not claim it was done, however it is put; a
sentence for finished work states what the record shows."""

import pytest

from runs.reply_check import claims_done, resolved_problems, unresolved_problems

# Sentences written for a subtask that was deferred or escalated, each claiming or implying it was done.
DISHONEST = [
    "We couldn't be happier to tell you that the late delivery fee has been refunded.",
    "The duplicate charge has now been reversed and refunded to your card.",
    "Your refund of $12.40 was processed this morning.",
    "You will see the $12.40 back on your statement within 3-5 days.",
    "You'll receive your refund shortly.",
    "We're happy to confirm the refund for the scratched mirror.",
    "Good news: the refund for the mixer is on its way.",
    "The team refunded the extra postage earlier today.",
    "Your money should land in your account by Friday.",
    "It's all sorted, the delivery fee is back with you.",
    "The collection of the dented bin has been arranged for Tuesday.",
    "A return label was sent to your email address.",
    "Our colleagues have already credited the difference.",
    "I went ahead and refunded the second payment.",
    "The credit will appear on your card in a few days.",
    "Pleased to let you know the sweater payment is being refunded.",
    "Expect the refund for the lamp within the week.",
    "The replacement has been dispatched.",
    "Consider it done: the shipping charge is refunded in full.",
    "Your reimbursement went through today.",
    "We've initiated the refund for the damaged frame, so you'll get your money back soon.",
    "Rest assured, the $8.00 fee is being processed as we speak.",
]
# Sentences for the same kind of subtask that say, truthfully, it is not done and who follows up.
HONEST_NOT_DONE = [
    "I couldn't finish this myself, so a colleague will follow up about the cracked mirror.",
    "The late delivery fee has not been refunded: the carrier delivered on the promised day.",
    "We haven't refunded the delivery fee, because the parcel arrived before the promised date.",
    "A specialist will look at the missing parcel and get back to you; nothing has been refunded yet.",
    "I can't refund the duplicate payment myself; a colleague will review it within two working days.",
    "This is escalated to a person, who will decide on the refund for the lamp.",
    "The seller does not accept change-of-mind returns, so I have not started a return.",
    "I was unable to arrange a collection for the bread bin; someone from our team will contact you.",
    "Nothing was refunded for the earlier order; if a colleague approves it, you'll see the refund then.",
    "Your request to change the delivery address is with a colleague, who will follow up.",
    "I haven't done this: refund the duplicate charge, because this was already refunded ($9.95 on 2026-03-02).",
    "The refund for the kettle is pending a lead's approval; I will not issue it before then.",
    "We declined the return because the seller's window closed after 14 days.",
    "Not done yet: a person will check the tracking with the carrier.",
    "I couldn't cancel the subscription from here; a colleague will handle it and write to you.",
    "The refund is waiting for a support lead, who will decide on it this week.",
    "I haven't refunded the fee because the delivery was on time, on 2026-10-03.",
    "A colleague will follow up on \"please send the invoice again\" since I cannot send invoices.",
    "I have not issued a refund for the sweater; a colleague will review the charges.",
    "Unable to refund this today; our team will get back to you.",
    "I haven't done this: confirm no replacement is being sent, because a replacement is already on its way as order SU-1234.",
]


@pytest.mark.parametrize("sentence", DISHONEST)
def test_a_sentence_claiming_unfinished_work_was_done_is_refused(sentence):
    assert claims_done(sentence), sentence
    assert unresolved_problems(sentence, "deferred")


@pytest.mark.parametrize("sentence", HONEST_NOT_DONE)
def test_an_honest_sentence_about_unfinished_work_passes(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


def test_at_least_twenty_phrasings_each_way():
    assert len(DISHONEST) >= 20 and len(HONEST_NOT_DONE) >= 20
    assert len(STATES_RECORD) >= 20 and len(MISSES_RECORD) >= 20


# (sentence, action, amount) for resolved subtasks, stating what the record shows.
STATES_RECORD = [
    ("I've refunded $9.95 for the duplicate delivery charge.", "refund", 995),
    ("We refunded the second $79.00 sweater payment to your card.", "refund", 7900),
    ("Your $12.40 delivery fee is refunded.", "refund", 1240),
    ("The extra charge of $1,249.00 has been refunded.", "refund", 124900),
    ("A refund of $4.50 for the late delivery went to your card today.", "refund", 450),
    ("You'll see $86.06 back on your card for the cracked jar.", "refund", 8606),
    ("I've issued a refund of $30 for the dented lid.", "refund", 3000),
    ("Refunded: $19.99 for the postage you paid twice.", "refund", 1999),
    ("The parcel never arrived, so everything you paid, $104.29, has been refunded.", "refund", 10429),
    ("We've credited $7.95 back for the double shipping charge.", "refund", 795),
    ("I've started a return for the wrong lamp; you'll get $64.80 back once it arrives.", "return", 6480),
    ("A return label for the navy cushion is in your inbox.", "return", 2500),
    ("We've opened a return for the rain shell.", "return", 12900),
    ("Please send the kettle back with the prepaid label; the refund follows.", "return", 4500),
    ("A courier will collect the damaged sofa, then $454.65 is refunded.", "collection", 45465),
    ("I've arranged a collection for the cracked bookcase.", "collection", 31900),
    ("The carrier will pick it up on Monday and refund you afterwards.", "collection", 5000),
    ("We've booked a pickup for the broken tent.", "collection", 8900),
    ("I've refunded $0.99 for the duplicate fee.", "refund", 99),
    ("We refunded you $250.00 for the bike rack.", "refund", 25000),
]
MISSES_RECORD = [
    ("I've refunded the duplicate delivery charge.", "refund", 995),
    ("We refunded $9.00 for the delivery charge.", "refund", 995),
    ("Your refund is done.", "refund", 1240),
    ("The sweater payment has been sorted.", "refund", 7900),
    ("All taken care of for the late delivery.", "refund", 450),
    ("We refunded $80 for the jar.", "refund", 8606),
    ("I've refunded what you paid twice.", "refund", 1999),
    ("The parcel never arrived; we refunded $100.", "refund", 10429),
    ("We couldn't refund the postage.", "refund", 795),
    ("Everything is fine with the wrong lamp now.", "return", 6480),
    ("We refunded $25.00 for the cushion.", "return", 2500),
    ("Your rain shell issue is resolved.", "return", 12900),
    ("We sorted out the kettle for you.", "return", 4500),
    ("The sofa is refunded.", "collection", 45465),
    ("I've refunded $319.00 for the bookcase.", "collection", 31900),
    ("A colleague will look into the broken item.", "collection", 5000),
    ("The tent is taken care of.", "collection", 8900),
    ("I've refunded the duplicate fee of $9.90.", "refund", 99),
    ("Refund issued.", "refund", 25000),
    ("Your money is on its way.", "refund", 3000),
]


@pytest.mark.parametrize("sentence,action,amount", STATES_RECORD)
def test_a_sentence_stating_what_the_record_shows_passes(sentence, action, amount):
    assert resolved_problems(sentence, action=action, amount_cents=amount) == [], sentence


@pytest.mark.parametrize("sentence,action,amount", MISSES_RECORD)
def test_a_sentence_that_does_not_state_the_recorded_amount_or_action_is_refused(sentence, action, amount):
    assert resolved_problems(sentence, action=action, amount_cents=amount), sentence
