"""The reply check: a sentence for unfinished work may not claim it was done, however it is put; a
sentence for finished work states what the record shows."""

import pytest

from runs.reply_check import claims_done, closing_problems, resolved_problems, unresolved_problems

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


# Sentences for unfinished work that claim or promise it, whatever follow-up words they carry too.
CLAIMS_WITH_A_FOLLOW_UP = [
    "We've gone ahead and put the $5.99 back on your card; a colleague will follow up if you have questions.",
    "Your card will be credited $5.99 shortly, pending a final look by our team.",
    "We've put the $5.99 back on your card, and a specialist will follow up.",
    "The refund was successful; a colleague will follow up to confirm.",
    "We're refunding the duplicate charge now, and a colleague will follow up.",
    "Our team will refund the $5.99 today; a colleague will follow up with the details.",
    "You'll be getting your $12.99 back shortly, once a colleague has had a quick look.",
    "The $5.99 has been taken off your bill; our team will follow up.",
    "Hopefully you've received the refund by now; a colleague will follow up if not.",
    "I'm crediting your card as we speak, and a colleague will follow up.",
    "The charge is going to be reversed tomorrow, pending a quick check.",
    "We will reimburse the delivery fee this week; a colleague will be in touch.",
    "The $5.99 duplicate charge was knocked off your order; this is escalated only for our records.",
    "We'll be sending the $12.99 back to your card; a person will follow up.",
    "Your $5.99 is back on your card, though a colleague will follow up.",
    "I'm going to refund the delivery fee, and someone from our team will confirm.",
    "A colleague will follow up, but we credited $5.99 to your account already.",
    "The refund has gone through on our side; our team will follow up if anything changes.",
    "The team is processing your refund now; a specialist will follow up.",
    "We're about to put $12.99 back on your card; a colleague will follow up.",
    "You should have received the $5.99 credit; if not, a colleague will follow up.",
    "The lamp will be replaced, pending a final check by a colleague.",
]
# Honest sentences for unfinished work, naming the amount or the next step without claiming it.
HONEST_FOLLOW_UPS = [
    "The $5.99 duplicate charge is with a colleague, who will follow up; nothing has been refunded yet.",
    "I haven't refunded the $12.99, because a colleague needs to check the charge first.",
    "A specialist will review the duplicate charge and follow up; no money has moved yet.",
    "Nothing has been put back on your card yet; a colleague will follow up within two working days.",
    "We are not refunding anything today; our team will review the charge and get back to you.",
    "I couldn't reverse the charge myself, so I've passed it to a colleague who will follow up.",
    "The refund for the $12.99 charge is pending a lead's review; a colleague will write to you.",
    "Our team will look at the delivery fee and get back to you; nothing is refunded yet.",
    "I was unable to credit your card; a colleague will follow up once they have checked the order.",
    "This is escalated: a person will decide whether the $5.99 can be refunded.",
    "I won't refund the fee before a colleague has checked the tracking.",
    "No refund has been made; if a colleague approves it, you'll see the refund then.",
    "We haven't sent a return label yet; a colleague will follow up about the lamp.",
    "A colleague will follow up on the duplicate charge of $5.99; it has not been refunded.",
    "Your request for the $12.99 back is waiting for a specialist, who will follow up.",
    "I can't take the fee off your bill myself; our team will review it and reply.",
]


@pytest.mark.parametrize("sentence", CLAIMS_WITH_A_FOLLOW_UP)
def test_a_follow_up_phrase_does_not_excuse_a_claim_for_unfinished_work(sentence):
    assert unresolved_problems(sentence, "escalated"), sentence


@pytest.mark.parametrize("sentence", HONEST_FOLLOW_UPS)
def test_an_honest_follow_up_for_unfinished_work_passes_even_naming_the_amount(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


def test_at_least_twenty_claims_and_fifteen_honest_follow_ups():
    assert len(CLAIMS_WITH_A_FOLLOW_UP) >= 20 and len(HONEST_FOLLOW_UPS) >= 15
    assert len(OVERSTATES_A_REFUND) >= 10 and len(CLAIMING_CLOSINGS) >= 10 and len(HONEST_CLOSINGS) >= 8


# For a resolved refund of $12.99: a second amount, a condition, a hedge or a retraction.
OVERSTATES_A_REFUND = [
    "We've refunded $12.99 and also the $5.99 delivery fee.",
    "We could refund $12.99 if you send a screenshot.",
    "We'll be refunding $12.99 next month, maybe.",
    "We have refunded $12.99 - wait, no, we have not refunded it.",
    "I've refunded $12.99 of the $25.98 you paid.",
    "We might have refunded $12.99 already.",
    "The $12.99 refund will be issued once you confirm your address.",
    "Perhaps the $12.99 has been refunded by now.",
    "I think we refunded $12.99 for the duplicate charge.",
    "We've refunded $12.99; actually, no, it hasn't gone through.",
    "We're going to refund $12.99 in the future.",
    "We refunded $12.99 plus $3.00 for the trouble.",
]
REFUND_STATED = [
    "We've refunded the $12.99 duplicate charge to your card.",
    "I've refunded $12.99 for the second charge.",
    "Your $12.99 has been refunded to the card you paid with.",
    "A refund of $12.99 went back to your card today.",
    "You'll see the $12.99 back on your statement in a few days; it has been refunded.",
    "I've refunded $12.99; if you don't see it within five days, just reply to this email.",
    "I've refunded $12.99 to your card; it may take 3-5 working days to show.",
]


@pytest.mark.parametrize("sentence", OVERSTATES_A_REFUND)
def test_a_sentence_for_a_refund_that_adds_hedges_or_takes_it_back_is_refused(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=1299), sentence


@pytest.mark.parametrize("sentence", REFUND_STATED)
def test_a_plain_statement_of_the_recorded_refund_passes(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=1299) == [], sentence


ESCALATED_DUPLICATE = [{"status": "escalated", "kind": "duplicate_charge", "action": None, "refunded_cents": 0}]
REFUNDED_DUPLICATE = [{"status": "resolved", "kind": "duplicate_charge", "action": "refund", "refunded_cents": 1299}]
REFUND_AND_ESCALATED = REFUNDED_DUPLICATE + ESCALATED_DUPLICATE
CLAIMING_CLOSINGS = [
    ("Good news: your $5.99 refund has been processed and will show on your card in 3-5 days!", ESCALATED_DUPLICATE),
    ("Your refund is on its way.", ESCALATED_DUPLICATE),
    ("We'll refund you as soon as possible.", ESCALATED_DUPLICATE),
    ("Everything has been taken care of.", ESCALATED_DUPLICATE),
    ("Your refund has been processed.", REFUND_AND_ESCALATED),
    ("Thanks again; the $5.99 will be back with you soon.", REFUNDED_DUPLICATE),
    ("Your replacement has been dispatched.", REFUNDED_DUPLICATE),
    ("We've arranged the return for you.", REFUNDED_DUPLICATE),
    ("All sorted: $25.98 is on its way back to you.", REFUNDED_DUPLICATE),
    ("Hopefully you've received the refund by now.", ESCALATED_DUPLICATE),
    ("You'll be getting your money back shortly.", ESCALATED_DUPLICATE),
]
HONEST_CLOSINGS = [
    ("Thank you for your patience.", ESCALATED_DUPLICATE),
    ("Thanks for getting in touch, and sorry for the trouble.", REFUND_AND_ESCALATED),
    ("If you have any questions, just reply to this email.", ESCALATED_DUPLICATE),
    ("Your refund has been processed.", REFUNDED_DUPLICATE),
    ("The $12.99 should show on your card in 3-5 days.", REFUNDED_DUPLICATE),
    ("", ESCALATED_DUPLICATE),
    ("We're sorry the charge came through twice.", ESCALATED_DUPLICATE),
    ("Kind regards, the Sundry support team.", REFUND_AND_ESCALATED),
]


@pytest.mark.parametrize("closing,record", CLAIMING_CLOSINGS)
def test_a_closing_claiming_what_the_record_does_not_show_is_refused(closing, record):
    assert closing_problems(closing, record), closing


@pytest.mark.parametrize("closing,record", HONEST_CLOSINGS)
def test_a_closing_of_thanks_or_of_what_the_record_shows_passes(closing, record):
    assert closing_problems(closing, record) == [], closing


# Money named for unfinished work must sit in a clause that says it has not happened. New wording.
@pytest.mark.parametrize("sentence", [
    "Your statement will show the $12.40 back by Friday; a teammate will follow up on anything else.",
    "Good news, the $12.40 postage is heading back to your card, and our team will be in touch.",
    "Consider the postage refunded - a colleague will confirm by email.",
    "A $12.40 credit now sits on your account; someone will follow up.",
    "The $12.40 is yours again; a colleague will follow up with the carrier.",
])
def test_money_for_unfinished_work_without_saying_it_has_not_happened_is_refused(sentence):
    assert unresolved_problems(sentence, "escalated"), sentence


@pytest.mark.parametrize("sentence", [
    "A colleague will decide whether the $12.40 can go back to your card, and will let you know.",
    "Nothing has been paid yet: if a lead approves it, a colleague will send the $12.40 back to your card.",
    "Your request for the $12.40 is with a colleague in billing, who will reply within two days.",
    "We could not refund the $12.40 because the parcel was on time; a colleague can explain.",
    "I haven't done this: refund the $12.40 postage, because a person needs to check the carrier's scans first.",
])
def test_money_for_unfinished_work_in_a_clause_that_says_so_passes(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence
