"""Screening: dollars of another country are flagged, never compared as US dollars; an order number
told with a verb between ("my order number was 88307") is an order; a charge for a remedy that was
to be free is a charge, not a status question; two payments said to be for one thing are a duplicate;
the customer's own words above a quoted message are read, and the quote alone never asks for money."""

import pytest

from runs.intents import read_ticket
from runs.sentences import amounts_in, orders_in


@pytest.mark.parametrize("text, currency, cents", [
    ("the statement lists CA$54.80 two times", "CAD", 5480),
    ("I paid A$19.95 and then A$19.95 again", "AUD", 1995),
    ("charged $61.20 CAD twice on my card", "CAD", 6120),
    ("two debits of 12.50 Australian dollars", "AUD", 1250),
    ("NZ$ 33.10 came out twice", "NZD", 3310),
])
def test_dollars_of_another_country_are_flagged_not_read_as_us_dollars(text, currency, cents):
    amount = amounts_in(text)[0]
    assert (amount.currency, amount.cents) == (currency, cents)
    assert "not the shop's currency" in amount.flag


@pytest.mark.parametrize("text", ["it was $79.00 twice", "US$12.99 for delivery", "charged 49.99 dollars again", "charged me a$5 fee twice"])
def test_us_dollars_are_still_compared(text):
    amount = amounts_in(text)[0]
    assert amount.currency == "USD" and amount.flag == ""


@pytest.mark.parametrize("text, ref", [
    ("The kettle came dented, please refund it. My order number was 88307.", "SU-88307"),
    ("(my original order was 55140, the replacement came later)", "SU-55140"),
    ("Order reference is 71234 if that helps", "SU-71234"),
    ("the order number should be 60020", "SU-60020"),
])
def test_an_order_number_told_with_a_verb_between_is_an_order(text, ref):
    assert orders_in(text) == [ref]


@pytest.mark.parametrize("text", ["the order was 1500 dollars in all", "my order was $1500", "the order was delivered 12 times late"])
def test_an_amount_or_a_count_after_order_was_is_no_order_number(text):
    assert orders_in(text) == []


@pytest.mark.parametrize("text", [
    "You charged me $64.00 again last week, I guess for the exchange, which was meant to be free of charge. Please refund it.",
    "There's a second debit of $30.00 - presumably it is for the new one you sent, and that was supposed to be at no cost. Refund please.",
    "My card was charged again for the replacement mixer, which was promised to be complimentary.",
])
def test_a_charge_for_a_remedy_that_was_to_be_free_is_a_claim_of_money_taken(text):
    assert "duplicate_charge" in read_ticket(text).intents


def test_asking_where_a_replacement_stands_is_still_a_status_question():
    reading = read_ticket("The mixer arrived broken and you promised a replacement. Where is the replacement? It was supposed to come Monday.")
    assert "duplicate_charge" not in reading.intents


@pytest.mark.parametrize("text", [
    "both payments are for the same lamp - I only bought one",
    "The two charges were for one order, so please reverse one.",
    "Both of the transactions are for a single rug!",
])
def test_two_payments_said_to_be_for_one_thing_are_a_duplicate_charge(text):
    assert "duplicate_charge" in read_ticket(text).intents


def test_two_payments_for_two_things_are_no_duplicate():
    assert "duplicate_charge" not in read_ticket("Both payments are for different orders, the lamp and the rug.").intents


_QUOTE = ("On Mon, Nov 16, 2026 Sundry Support wrote:\n"
          "> Could you confirm what the two payments on order SU-70111 are for?\n"
          ">> I think I was charged twice, $89.00 each time.\n")


def test_the_customers_own_claim_above_a_quote_is_read_and_the_quote_stays_context():
    reading = read_ticket("Re: order SU-70111\n\nYes - both charges were for the same kettle. Please refund the second one.\n\n" + _QUOTE)
    assert reading.intents == ["duplicate_charge"]
    assert all(s.role == "context" for s in reading.sentences if s.text.lstrip().startswith(">"))


@pytest.mark.parametrize("own", ["Yes please, go ahead.", "Please refund the second one.", "ok do it"])
def test_a_bare_yes_above_a_quoted_claim_moves_no_money_on_the_quote_alone(own):
    reading = read_ticket(f"Re: order SU-70111\n\n{own}\n\n" + _QUOTE)
    assert "duplicate_charge" not in reading.intents
