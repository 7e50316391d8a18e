"""A reply disputing the shop's quoted word that only one payment was taken ("> We can only see a single payment." under
"With respect, I've checked again and there are two.") claims a payment taken twice: the customer's count names no payment,
the shop's quoted sentence or the reply's subject does (runs/intents/quoted_count_disputed.py; blind round ver43, V43-B4:
read as asking nothing, the $64.00 copy the record shows was held for a person). The order's record still decides: no
copy on the record, nothing paid. The customer agreeing with the shop, one told gone, or two of something else asks
nothing new. Wording written for these tests."""

import pytest

from runs.intents.quoted_count_disputed import DISPUTED_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

QUOTE = "> We have checked your order and can only see one payment. A second one may be a pending hold that drops off."

DISPUTED = [
    ("Re: Double payment", f"With respect, I've looked again and there are two. Both are $30.00. One needs to come back to me.\n\n{QUOTE}"),
    ("Re: charged twice", f"no there are 2!! same amount same day. refund one pls\n\n{QUOTE}"),
    ("Re: your reply", f"Sorry but I can still see two on my statement, a week later, so it is not a pending hold. Please refund "
                       f"one of them.\n\n{QUOTE}"),
    ("Re: Duplicate payment", "I've been through my banking app again and there are definitely two, 3 minutes apart. "
                              "Please put one back.\n\nOn Mon, Support wrote:\n> Our records show a single payment for this order."),
    ("Re: order", f"My card still shows 2, both taken on the same day. I want one of them back.\n\n{QUOTE}"),
    ("Re: Double charge", "Both are still showing on my account, ten days on. One of them has to be refunded.\n\n"
                          "> We can only see one charge on your order, so there is nothing to refund."),
    ("Re: extra payment", f"we can see 2 here mate, sort it out\n\n{QUOTE}"),
]

NOT_DISPUTED = [
    # the customer agrees, or one has gone
    ("Re: Double payment", f"You're right, there's only one now. Thanks for checking.\n\n{QUOTE}"),
    ("Re: Double payment", f"There were two yesterday but one has dropped off now, so all good.\n\n{QUOTE}"),
    # two of something else, or two with no payment told by the shop or the subject
    ("Re: my order", f"There are two parcels on my doorstep and I only ordered one.\n\n{QUOTE}"),
    ("Re: delivery", "There are two. Can you tell me which is mine?\n\n> Your order was sent in two boxes."),
    ("Re: my order", "I checked again and there are two. Which one should I keep?\n\n> We sent your mugs in separate boxes."),
]


@pytest.mark.parametrize("subject, body", DISPUTED)
def test_a_count_disputing_the_shops_single_payment_is_a_copy_claimed(subject, body):
    read = reading(body, subject)
    asks = [s for s in read.requests if "duplicate_charge" in s.kinds]
    assert asks, shown(read)
    assert "duplicate_charge" in read.intents


@pytest.mark.parametrize("subject, body", NOT_DISPUTED)
def test_agreeing_or_two_of_something_else_claims_no_copy(subject, body):
    read = reading(body, subject)
    assert "duplicate_charge" not in read.intents, shown(read)
    assert not any(s.why == DISPUTED_WHY for s in read.sentences)


def test_a_copy_already_claimed_in_words_is_read_as_before():
    read = reading(f"I have been charged twice, please refund one. There are two on my statement.\n\n{QUOTE}", "Re: Double payment")
    assert not any(s.why == DISPUTED_WHY for s in read.sentences)
    assert "duplicate_charge" in read.intents


# --- end to end: what is paid ----------------------------------------------------------------------

TRAY = [fc.line("TRAY-3", "Oak serving tray", 3000)]


@pytest.mark.django_db
def test_the_copy_on_the_record_is_paid_and_none_without_it(tmp_path):
    copy_paid = {"amount_cents": 3000, "source": "platform", "lines": []}
    cases = [fc.charged(fc.case(f"QD-{i}", body, TRAY, subject=subject, ref=f"SU-7431{i}", intents=["duplicate_charge"],
                                expected={"outcome": "resolved", "refunds": [copy_paid]}), twice=True)
             for i, (subject, body) in enumerate(DISPUTED[:4])]
    # the record shows one payment: the customer's count pays nothing
    cases.append(fc.charged(fc.case("QD-9", DISPUTED[0][1], TRAY, subject=DISPUTED[0][0], ref="SU-74319", intents=["duplicate_charge"],
                                    expected={"outcome": "escalated", "refunds": []}), twice=False))
    fc.assert_money_as_expected(tmp_path, cases)
