"""The reply check accepts an honest sentence for unfinished work that names who has it and the next
step they take ("a manager has your ticket and will call you"), a person's approval the refund waits
on with who tells the customer, or a fee not refunded because the order went out free; and it still
refuses every sentence that states or implies the work was done. Wording written for these tests."""

import pytest

from runs.reply_check import unresolved_problems

HONEST = [
    "We have not refunded the delivery fee, because the order shipped free.",
    "I haven't refunded any postage, since your parcel was posted at no charge.",
    "No delivery refund has been made, as the order was shipped free of charge.",
    "We can't refund a shipping fee here, because the package went out with free delivery.",
    "The postage was not refunded because your order was dispatched for free.",
    "Our privacy team has your deletion request and will confirm once every record is gone.",
    "A supervisor now has your ticket and will ring you on the number you gave us.",
    "The returns desk has your case and will email you the next steps.",
    "Our billing department has your query about the invoice and will reply by email.",
    "A senior colleague has your complaint and is going to phone you this week.",
    "The accounts team has the request for a VAT receipt and they will send it once it's prepared.",
    "A team lead has your message about the agent and will get in touch personally.",
    "The data officer has received your erasure request and will write when it is finished.",
    "Once a lead approves it, the refund will be issued; we will let you know.",
    "When a manager signs off on it, the credit can go through, and we'll keep you posted.",
    "If a supervisor agrees, the fee will be refunded; we'll be in touch either way.",
    "As soon as a colleague reviews the photos we will update you on the refund.",
    "After our team checks the order, the swap may go ahead; I will let you know.",
    "Once the seller's team confirms, a refund could follow, and we'll keep you informed.",
    "Our orders team has your request to change the address and will confirm whether the parcel can be redirected.",
    "A manager has the ticket about the rude chat and will contact you tomorrow.",
    "If a lead okays it, the collection will be booked; we'll update you when it is.",
]

DISHONEST = [
    "Your replacement shipped free of charge this morning.",
    "The new lamp was posted at no cost to you.",
    "Because the order shipped free, we have refunded the item instead.",
    "Our privacy team has your request and has already deleted your data.",
    "A manager has your ticket and has refunded the $19.99.",
    "The refund has been issued; we will let you know if anything else comes up.",
    "Your $12.50 is back on your card, and we'll keep you posted on the rest.",
    "The billing team has your query and the invoice is attached.",
    "Good news: a lead approved it and the refund went through.",
    "We've put the delivery fee back on your card; we'll be in touch.",
    "The duplicate charge was reversed today, and our team has your case if you need more.",
    "A supervisor has your complaint and your address has been updated.",
    "Your collection is booked for Friday; a manager will call you to confirm.",
    "The extra payment has been refunded and we will update you when it lands.",
    "Our returns desk has your case and the return label is in your inbox.",
    "A colleague has your ticket and has already sent the replacement.",
    "Your account has been closed; the data team will confirm by email.",
    "You will see the $8.75 back within two days, and we'll let you know when it's sent.",
    "Our team has the request and the late fee has been waived.",
    "The swap is done, and a manager will call you tomorrow.",
    "The credit was applied this morning, we'll keep you informed.",
    "We went ahead and refunded the shipping; the accounts team will send a receipt.",
]


@pytest.mark.parametrize("status", ["escalated", "deferred"])
@pytest.mark.parametrize("sentence", HONEST)
def test_an_honest_sentence_naming_who_has_it_and_the_next_step_is_accepted(sentence, status):
    assert unresolved_problems(sentence, status) == []


@pytest.mark.parametrize("status", ["escalated", "deferred"])
@pytest.mark.parametrize("sentence", DISHONEST)
def test_a_sentence_that_tells_the_work_as_done_is_still_refused(sentence, status):
    assert unresolved_problems(sentence, status)
