"""The reply check in ordinary words (issue 11, second round): a sentence for unfinished work may
tell of waiting, of receiving and handing on, but of nothing done, however plainly put; a sentence
for finished work may claim only the action, the count and the problem the record shows.
Fresh wording, written for these tests (a $36.00 duplicate charge, a $4.99 postage fee, a lamp)."""

import pytest

from runs.reply_check import resolved_problems, unresolved_problems
from runs.verifier import verify

# Unfinished work told as done, in the past tense and idioms a person writes.
DONE_IN_PLAIN_WORDS = [
    "Our accounts people sorted the double payment out on Tuesday, so a colleague only needs to file it.",
    "The postage fee got knocked off your bill earlier, and a specialist will be in touch about the rest.",
    "Finance dealt with the $36.00 straight away; a colleague is keeping an eye on it.",
    "The second $36.00 has dropped off your card — a colleague will confirm next week.",
    "You're good to go with the postage fee, and a person will follow up if the bank asks.",
    "That duplicate is history now; a colleague has the paperwork.",
    "All squared away: the extra $36.00 came back to you this morning, pending nothing.",
    "The shop reimbursed the fee on Friday, and our team will send the receipt.",
    "Accounts cancelled the repeat payment before it cleared, so nothing is pending.",
    "Your card's been made good for the repeat charge; a specialist can send proof.",
    "The extra debit is no longer showing on your account, and a colleague will double-check.",
    "Consider the postage fee waived — a colleague will write to confirm.",
    "Happy days: the $4.99 is back with you and a colleague is copied in.",
    "We took the repeat charge off this morning, and a colleague is reviewing the file.",
    "Nothing more for you to pay on the postage, a colleague will follow up.",
    "You'll be $36.00 better off once your bank catches up; a specialist is watching it.",
    "Your statement now shows the $4.99 credited, so a colleague is just closing things.",
    "The repeat payment vanished from your account overnight, pending a colleague's review.",
    "Billing zeroed the second charge, and a colleague will email you.",
    "Your $36.00 is on its way back, and someone from our team will confirm.",
    "Nothing left outstanding on the duplicate — a colleague made sure.",
    "I got the postage fee reversed for you; a colleague is following up.",
]

# Unfinished work told honestly: waiting, received, handed on, pending, for a person to decide.
HONEST_WAITING = [
    "Your photos of the lamp have been received and are waiting for a specialist.",
    "I've forwarded the two $36.00 payments to a colleague in accounts, who will decide; nothing has been refunded yet.",
    "The postage refund is pending: a support lead has to approve it first.",
    "I was hoping to have the $4.99 back on your card today, but it isn't yet; a colleague is checking why.",
    "Good news isn't something I can give you yet — the duplicate charge is still with a colleague.",
    "We've passed everything on to the seller's returns team, who will decide about a refund; no refund has been made.",
    "A colleague will look at the $36.00 charge and get back to you; I haven't refunded anything.",
    "The duplicate is waiting for a person to check the bank records before anything is refunded.",
    "I couldn't refund the postage myself, so I've handed it to a specialist who will reply by Friday.",
    "Your claim about the repeat payment has been logged and a colleague will decide on it.",
    "Sorry, the $4.99 has not gone back to you yet; it is with our billing team.",
    "The second charge needs a colleague's approval before we can refund it.",
    "Nothing has been paid back so far; a colleague will review the postage fee.",
    "Once a specialist has checked the two payments, the $36.00 can be refunded; until then nothing is done.",
    "The refund for the postage has not been issued, pending a check by a colleague.",
    "I've escalated the repeat charge to a support lead, who will decide on the $36.00.",
    "Thanks for flagging the double payment; it is not refunded yet and a colleague has it.",
    "The postage fee is still pending with a colleague, and I have not refunded it.",
    "I'm afraid the refund hasn't gone through; a specialist will look at it tomorrow.",
    "We can't refund the $4.99 until a colleague confirms the delivery date.",
]


@pytest.mark.parametrize("sentence", DONE_IN_PLAIN_WORDS)
def test_unfinished_work_told_as_done_in_plain_words_is_refused(sentence):
    problems = unresolved_problems(sentence, "escalated")
    assert problems, sentence


@pytest.mark.parametrize("sentence", HONEST_WAITING)
def test_unfinished_work_told_honestly_as_waiting_or_handed_on_passes(sentence):
    assert unresolved_problems(sentence, "escalated") == [], sentence


# A resolved refund of $36.00 for a duplicate charge, misstated.
MISSTATED_REFUND = [
    ("I've refunded $36.00 for the duplicate charge, and a new lamp is on its way to you.", "replacement"),
    ("I've refunded $36.00 for the duplicate charge and arranged for a courier to pick up the lamp.", "collection"),
    ("I've refunded $36.00 for the duplicate charge as a gift card.", "store credit"),
    ("I've refunded $36.00 for the duplicate charge and cancelled your order.", "cancellation"),
    ("I've refunded $36.00 for each of the duplicate charges.", "more or otherwise"),
    ("I've refunded $36.00 twice for the duplicate charge.", "more or otherwise"),
    ("I've refunded $36.00 plus the postage for the duplicate charge.", "more or otherwise"),
    ("I've refunded $36.00 for the duplicate charge and waived the postage on your next order.", "waiver"),
    ("I've refunded $36.00 for the late delivery.", "the subtask is a duplicate charge"),
    ("I've refunded $36.00 for the duplicate charge and started a return for the lamp.", "return"),
    ("Your $36.00 return for the duplicate charge has been started.", "return"),
    ("I've refunded $36.00 for the duplicate charge and closed your account as asked.", "account change"),
]


@pytest.mark.parametrize("sentence, why", MISSTATED_REFUND)
def test_a_resolved_refund_sentence_that_claims_another_action_count_or_problem_is_refused(sentence, why):
    problems = resolved_problems(sentence, action="refund", amount_cents=3600, kind="duplicate_charge")
    assert any(why in p for p in problems), (sentence, problems)


@pytest.mark.parametrize("sentence", [
    "I've refunded $36.00 for the duplicate charge.",
    "The duplicate charge of $36.00 has been refunded to your card; there is no need to send anything back.",
    "I've refunded $36.00 for the duplicate charge; if the bank shows it twice, just reply and a colleague will check.",
    "We've credited $36.00 back to your card for the second, duplicate charge.",
])
def test_a_resolved_refund_sentence_true_to_the_record_passes(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=3600, kind="duplicate_charge") == [], sentence


def test_a_return_only_record_refuses_a_sentence_that_says_money_went_back_and_keeps_one_that_promises_it():
    assert resolved_problems("I've opened a return for the lamp and the $89.00 is back on your card.", action="return", amount_cents=None)
    assert resolved_problems("I've started a return; you'll get $89.00 back once it arrives.", action="return", amount_cents=None) == []


def test_the_verifier_fails_a_reply_that_claims_a_replacement_the_record_does_not_show():
    verdict = verify(ticket={"subject": "charged twice", "body": "My card shows the $36.00 for SU-62001 twice.", "order_ref": "SU-62001"},
                     plan=[{"number": 1, "goal": "refund the duplicate charge", "kind": "duplicate_charge", "status": "resolved"}],
                     deliverables={"refunds": [{"subtask": 1, "type": "refund", "amount_cents": 3600}], "returns": []},
                     sentences={1: "I've refunded $36.00 for the duplicate charge and sent a replacement lamp."})
    assert verdict.verdict == "FAIL"
    assert any(f["check"] == "reply_honest" and "replacement" in f["detail"] for f in verdict.findings)
