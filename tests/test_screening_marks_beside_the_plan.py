"""The marks the run page puts beside the screener's reading: money taken twice in plain words with
no duplicate charge planned, a count ordered against a different count that came, a sentence attached
to a request that tells of a problem of its own, a courtesy that still asks to be told something,
and a wish marked for a check only while a reviewer decides the plan."""

import pytest

from runs.screening_checks import (CHECK_COUNT, CHECK_OWN_PROBLEM, CHECK_PROBLEM, CHECK_TWICE, CHECK_WISH, RECORD_WISH,
                                   attached_to_check, counts_differ, courtesy_to_check, declined_to_check, money_taken_twice,
                                   telling_to_check)

TWICE = [
    "My account was debited for the order on two different dates as well.",
    "the bank took the money for it 2x",
    "Looks like my Visa got billed again for the same order.",
    "There are two identical transactions for the rug on my statement.",
    "i think u hit my card double for this",
    "I've been charged for it a second time this week.",
    "The payment for the chairs shows up on two separate days.",
    "Both of my payments went through, so I paid for it twice.",
    "Funny thing, the order total left my account on two separate days.",
    "the same amount is sitting on my statement two times",
]
NOT_TWICE = [
    "I paid by card on the 3rd.",
    "Two lamps came in one box.",
    "My card was charged once and that's fine.",
    "I ordered the chairs twice before and loved them.",
    "The bank holiday delayed the parcel.",
    "The total came to $40 and my account shows it once.",
]


@pytest.mark.parametrize("text", TWICE)
def test_money_taken_twice_in_plain_words_is_read(text):
    assert money_taken_twice(text)
    assert telling_to_check(text) == CHECK_TWICE
    assert telling_to_check(text, {"duplicate_charge"}) != CHECK_TWICE  # planned: the plan covers it


@pytest.mark.parametrize("text", NOT_TWICE)
def test_a_payment_told_once_is_no_money_taken_twice(text):
    assert not money_taken_twice(text)


COUNTS = [
    "The listing said a pack of ten shelf pins, the bag had seven.",
    "We bought 4 brackets with it, 3 came.",
    "ordered a dozen egg cups n got 9",
    "Paid for three cushions; two turned up.",
    "Should be 24 screws in the kit but I counted 20.",
    "The 8-pack of tea lights only had 5 inside.",
]
NOT_COUNTS = [
    "I ordered 2 mugs and 2 arrived.",
    "Ordered on the 3rd, it came on the 9th.",
    "I ordered 3 weeks ago and it came yesterday.",
    "Paid $40 for 2 lamps, both arrived.",
    "Order SU-88421 came with 2 plates.",
    "It arrived at 10 am, 2 days late.",
]


@pytest.mark.parametrize("text", COUNTS)
def test_a_count_ordered_against_a_different_count_that_came_is_marked(text):
    assert counts_differ(text)
    assert telling_to_check(text) == CHECK_COUNT


@pytest.mark.parametrize("text", NOT_COUNTS)
def test_one_count_or_a_time_is_no_count_that_differs(text):
    assert not counts_differ(text)


@pytest.mark.parametrize("text, owners, mark", [
    ("The price at checkout wasn't the one on the product page.", {"damaged_item"}, CHECK_OWN_PROBLEM),
    ("The promo code was refused at checkout too, which it shouldn't have been.", {"late_delivery"}, CHECK_OWN_PROBLEM),
    ("My account was debited for the order on two different dates as well.", {"damaged_item"}, CHECK_TWICE),
    ("The bag of fixings had 6 screws, the instructions say 10.", {"wrong_item"}, CHECK_COUNT),
    ("The glass shade is cracked right across.", {"damaged_item"}, ""),
    ("It didn't survive the trip, the box was soaked.", {"damaged_item"}, ""),
    ("It was supposed to come on Monday and it still hasn't.", {"late_delivery"}, ""),
    ("The price at checkout wasn't the one on the product page.", {"other"}, ""),  # a person reads the whole request
    ("My daughter chose it for her room.", {"damaged_item"}, ""),
    # a remedy asked beside the claim is the claim's own
    ("Refund please.", {"damaged_item"}, ""),
    ("Could I get a refund for the sugar bowl?", {"damaged_item"}, ""),
    ("pls just refund the cartridge", {"wrong_item"}, ""),
    ("I'd like the fee refunded, thanks.", {"late_delivery"}, ""),
    ("Also the price at checkout was wrong, please refund the difference.", {"damaged_item"}, CHECK_OWN_PROBLEM),
])
def test_a_sentence_attached_to_a_request_is_marked_only_for_a_problem_of_its_own(text, owners, mark):
    assert attached_to_check(text, owners) == mark


def test_a_wish_is_marked_for_a_check_only_while_a_reviewer_decides():
    assert telling_to_check("We were really looking forward to it.", deciding=True) == CHECK_WISH
    assert telling_to_check("We were really looking forward to it.", deciding=False) == RECORD_WISH
    assert telling_to_check("The voucher code was rejected at checkout.") == CHECK_PROBLEM


@pytest.mark.parametrize("text, mark", [
    ("I'd just like to know when the matching jug is back in stock.", CHECK_WISH),
    ("Could you let me find out whether the lid comes separately.", CHECK_WISH),
    ("Thanks so much for your help.", ""),
    ("Have a lovely weekend!", ""),
])
def test_a_courtesy_that_asks_to_be_told_something_is_marked(text, mark):
    assert courtesy_to_check(text) == mark
    assert courtesy_to_check(text, deciding=False) == (RECORD_WISH if mark else "")


@pytest.mark.parametrize("text, mark", [
    ("Please don't refund it, I'd rather have store credit.", CHECK_WISH),
    ("No money back thanks, a voucher instead would suit me better.", CHECK_WISH),
    ("i dont need a refund, id prefer a gift card", CHECK_WISH),
    ("No need to refund it, I glued it back together.", ""),
    ("Keep the money, it's fine.", ""),
])
def test_a_remedy_declined_for_another_is_marked(text, mark):
    assert declined_to_check(text) == mark
    assert declined_to_check(text, deciding=False) == (RECORD_WISH if mark else "")
