"""The reply check reads two negations that cancel ("nobody could say the fee wasn't refunded",
"there's nothing left for us to pay back") as a claim that the work was done, whoever speaks and
however it is hedged, while an honest single negation ("we have not refunded the fee yet") stays
accepted. A sentence for a refund that was made must tell it as made, with the amount the record
shows, in the clause that names it: an offer ("I'd be happy to refund $18.00") is no report."""

import pytest

from runs.reply_check import claims_done, resolved_problems, unresolved_problems

FOLLOW = "; a colleague will follow up with you."

# Work not done, told as done through negations that cancel.
CANCELLED_NEGATIONS = [
    "Nobody here would say your delivery fee wasn't paid back",
    "It isn't true that the shipping charge hasn't been refunded, and a colleague will follow up if anything else comes up.",
    "No one can claim the $6.99 is still owed to you",
    "There is nothing more for us to refund on the late fee",
    "None of the delivery fee is outstanding any more",
    "It would be wrong to say we never reimbursed the postage",
    "I wouldn't say the fee is unpaid any longer",
    "Theres nothing left owing on the delivery charge, a colleague will follow up",
    "Not a penny of the fee remains unrefunded",
    "Its not the case that the duplicate charge hasnt been reversed",
    "Nobody is chasing you for the fee because there's nothing still owed",
    "We can't say the refund for the mug didn't go through",
    "Not one cent of the $24.00 is still due to you",
    "i dont think anyone could say the fee hasnt been refunded, a colleague will follow up",
    "Hardly anything remains outstanding on the delivery fee",
    "The courier fee is not unpaid",
    "Nobody on our side failed to refund the fee",
    "No-one can deny the $9.50 was credited to your card",
    "It's false that we haven't credited the fee",
    "There isn't anything left to pay back on the late delivery charge",
    "Rest assured, there's nothing else for us to reimburse",
    "You are no longer short-changed on the fee",
    "Not a single cent of the fee is left for you to claim back",
    "We'd never suggest the postage wasn't settled",
    "the fee? nothing of it is still owing to u",
]


@pytest.mark.parametrize("sentence", CANCELLED_NEGATIONS)
@pytest.mark.parametrize("status", ["deferred", "escalated"])
def test_negations_that_cancel_claim_the_work_done(sentence, status):
    text = sentence if sentence.endswith(".") else sentence + FOLLOW
    problems = unresolved_problems(text, status)
    assert any("says or implies it was done" in p for p in problems), (text, problems)


# Work not done, told honestly: one negation, or a debt still owed, or the next step.
HONEST = [
    "We have not refunded the delivery fee yet",
    "A colleague will look at the fee and write to you.",
    "Nobody has refunded the delivery fee yet",
    "I can't refund the $6.99 myself, so a colleague will follow up.",
    "The $6.99 is still owed to you",
    "We haven't reimbursed the postage, which is still outstanding; a specialist will be in touch.",
    "i havent refunded the fee yet, a colleague will get back to you",
    "No refund has been issued for the late fee",
    "Nothing has been paid back on the fee so far",
    "We can't say yet whether the fee will be refunded; a colleague will decide.",
    "The refund hasn't gone through, and the fee is still outstanding",
    "We're not able to pay back the fee today; a colleague will write to you.",
    "The late fee remains unpaid for now",
    "The fee is not refunded; nothing has moved yet and a colleague will follow up.",
    "A colleague will look into the fee, since nothing has been refunded yet.",
    "We didn't refund the fee, because it is still being reviewed",
    "Sorry, the fee hasnt been refunded - a colleague will follow up shortly.",
    "There is still money owed to you for the fee",
    "The delivery fee is outstanding and a colleague will follow up about it.",
    "I couldn't refund the fee as nobody has approved it yet",
    "The shipping charge isn't owed back to you as the parcel came on time, but a colleague will follow up.",
    "None of the $24.00 has been refunded",
    "We have not been able to reverse the duplicate charge, and it's still pending",
    "Unfortunately no one in billing has credited the fee",
    # negations that leave it not done: an odd count, or the matter kept open
    "No refund has been made, and none is due yet",
    "I can't confirm that nothing is owed",
    "Nobody has told me the fee is no longer owed",
    "You're not out of pocket yet, because no charge has gone through",
    "Nothing's been refunded, sorry, and none of it will be until a lead looks at it.",
    "I'm not saying nothing is owed - a colleague will decide.",
]


@pytest.mark.parametrize("sentence", HONEST)
@pytest.mark.parametrize("status", ["deferred", "escalated"])
def test_an_honest_negation_is_accepted(sentence, status):
    text = sentence if sentence.rstrip().endswith(".") else sentence + FOLLOW
    assert unresolved_problems(text, status) == [], text
    assert claims_done(text) == "", text


# A refund of $18.00 made for a damaged lamp, told as an offer, a wish or an ability.
OFFERS = [
    "I'd be happy to refund $18.00 for the lamp.",
    "We can refund you $18.00 for the lamp.",
    "Let me refund $18.00 for the broken lamp.",
    "i can refund u $18.00 for the lamp",
    "Would you like us to refund the $18.00 for the lamp?",
    "We're able to refund $18.00 for the lamp.",
    "We'd gladly refund the $18.00 you paid for the lamp.",
    "Shall I refund $18.00 to your card for the lamp?",
    "We are offering a refund of $18.00 for the lamp.",
    "You're entitled to a refund of $18.00 for the lamp.",
    "The lamp qualifies for an $18.00 refund.",
    "I'm glad to offer you $18.00 back for the lamp.",
    "Happy to refund $18.00 for the lamp whenever suits you.",
    "Our team may refund $18.00 for the lamp.",
    "I'm willing to credit $18.00 to your card for the lamp.",
    "We'll gladly put $18.00 back on your card for the lamp.",
    "A refund of $18.00 is available for the lamp.",
    "We're happy to reimburse $18.00 for the lamp.",
    "Just say the word and we'll refund $18.00 for the lamp.",
    "We want to refund you $18.00 for the lamp.",
    "I'd like to refund $18.00 for the lamp.",
    "you could get $18.00 back for the lamp",
    "We'd be more than happy to issue an $18.00 refund for the lamp.",
    "We can always refund the lamp's $18.00 to your card.",
    "Lets refund the $18.00 for that lamp",
]


@pytest.mark.parametrize("sentence", OFFERS)
def test_a_refund_made_told_as_an_offer_is_refused(sentence):
    problems = resolved_problems(sentence, action="refund", amount_cents=1800, kind="damaged_item")
    assert any("offers it" in p or "conditional or yet to come" in p for p in problems), (sentence, problems)


# The same refund told as done, with its amount, in many voices.
TOLD_DONE = [
    "I've refunded $18.00 for the lamp to your card.",
    "We were able to refund $18.00 for the broken lamp.",
    "I'm happy to confirm we refunded $18.00 for the lamp.",
    "Good news: $18.00 has gone back to your card for the lamp.",
    "Your $18.00 for the lamp was refunded this morning.",
    "A refund of $18.00 for the lamp went through today.",
    "we refunded $18.00 for the lamp, sorry again",
    "The lamp's $18.00 is back on your card.",
    "Billing credited $18.00 to your card for the lamp.",
    "I went ahead and refunded $18.00 for the lamp.",
    "You've been refunded $18.00 for the damaged lamp.",
    "We managed to refund the $18.00 for the lamp today.",
    "I've issued an $18.00 refund for the lamp.",
    "Your card has been credited with $18.00 for the lamp.",
    "I refunded the $18.00 for the lamp a few minutes ago.",
    "The $18.00 you paid for the lamp has been refunded.",
    "We have reimbursed you $18.00 for the lamp.",
    "I'd like to let you know that we refunded $18.00 for the lamp.",
    "Done - I've refunded $18.00 for the lamp.",
    "Your refund of $18.00 for the lamp has now been processed.",
    "Eighteen dollars went back on your card for the lamp today.",
    "ive refunded the $18.00 for the lamp",
    "We're glad to say $18.00 was refunded for the lamp.",
]


@pytest.mark.parametrize("sentence", TOLD_DONE)
def test_a_refund_made_told_as_done_is_accepted(sentence):
    assert resolved_problems(sentence, action="refund", amount_cents=1800, kind="damaged_item") == [], sentence


# A return or a collection started, told as an offer, and told as done.
@pytest.mark.parametrize("sentence, action", [
    ("I'd be glad to start a return for the jug.", "return"),
    ("We can email you a return label for the jug.", "return"),
    ("Shall I open a return for the cracked jug?", "return"),
    ("happy to set up the return for that jug if you want", "return"),
    ("We could book a courier collection for the jug.", "collection"),
    ("I can arrange for the courier to collect the jug.", "collection"),
    ("Would you like us to organise a pick-up for the jug?", "collection"),
])
def test_a_return_or_collection_started_told_as_an_offer_is_refused(sentence, action):
    problems = resolved_problems(sentence, action=action, amount_cents=None, kind="damaged_item")
    assert any("offers it" in p for p in problems), (sentence, problems)


@pytest.mark.parametrize("sentence, action", [
    ("I've started a return for the jug; the label is in your email.", "return"),
    ("Your return for the jug is set up.", "return"),
    ("We've opened a return for the cracked jug.", "return"),
    ("The return label for the jug has been emailed to you.", "return"),
    ("We booked a courier collection for the jug for Friday.", "collection"),
    ("A collection for the jug has been arranged.", "collection"),
    ("ive arranged for the courier to collect the jug", "collection"),
])
def test_a_return_or_collection_started_told_as_done_is_accepted(sentence, action):
    assert resolved_problems(sentence, action=action, amount_cents=None, kind="damaged_item") == [], sentence
