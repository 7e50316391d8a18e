"""Screening: a price said in words with no currency after a word of paying ("charged forty-two fifty")
is read as the shop's dollars and flagged as read so; a price whose words could be two amounts ("one
twenty") is flagged unread. An amount with a point between its thousands ("1.250,00 kr") is read
whole, in the crown the ticket's words name (Sweden's when they name none, and flagged so), never
as its last group."""

import pytest

from runs.guards import check_amount_stated
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.sentences import amounts_in


@pytest.mark.parametrize("text, cents", [
    ("I was charged forty-two fifty for it twice, too.", 4250),
    ("they billed me nineteen ninety-nine on two separate days", 1999),
    ("Paid five ninety-nine for postage and it still came late", 599),
    ("the total was one hundred twelve forty, taken twice", 11240),
    ("it cost about seventy-four eighty-five", 7485),
    ("debited nine oh five again", 905),
])
def test_a_price_in_words_with_no_currency_is_read_and_flagged(text, cents):
    amount = amounts_in(text)[0]
    assert (amount.currency, amount.cents) == ("USD", cents)
    assert "no currency named" in amount.flag


@pytest.mark.parametrize("text", ["paid one twenty for the lamp", "charged two fifty for it twice"])
def test_a_price_in_words_that_could_be_two_amounts_is_flagged_unread(text):
    amount = amounts_in(text)[0]
    assert amount.cents is None and "could not be read" in amount.flag


@pytest.mark.parametrize("text", [
    "I was charged two times for one order",
    "charged twenty twice, then nothing",
    "I paid twenty for two lamps",
    "we ordered forty-two fifty times over the years",
    "charged forty dollars and fifty cents",
    "the price was fine, two of us liked it",
])
def test_words_that_are_no_price_without_currency_are_not_read_as_one(text):
    assert all("no currency named" not in a.flag for a in amounts_in(text))


@pytest.mark.parametrize("ticket, text, currency", [
    ("I was charged 1.250,00 kr twice for the sofa, my bank is in Oslo.", "1.250,00 kr", "NOK"),
    ("Hej! kr 1.250,00 came off my Danish card two times.", "kr 1.250,00", "DKK"),
    ("Stockholm here. The app shows 1 250,00 kr twice.", "1 250,00 kr", "SEK"),
    ("The lamp, 2.399 kronor, was taken twice (Swedish bank).", "2.399 kronor", "SEK"),
    ("Mit danske kort: 1.250,- kr trukket to gange / charged twice.", "1.250,- kr", "DKK"),
])
def test_crowns_are_read_whole_in_the_crown_the_ticket_names(ticket, text, currency):
    amount = next(a for s in read_ticket(f"SU-60310\n{ticket}").sentences for a in s.amounts)
    assert amount.text == text and amount.currency == currency
    assert amount.cents in (125000, 239900)
    assert "not the shop's currency" in amount.flag and "does not say which" not in amount.flag


def test_crowns_of_no_named_country_are_read_as_swedish_and_flagged_so():
    reading = read_ticket("SU-60311\nI was charged 1.250,00 kr twice for the armchair.")
    amount = next(a for s in reading.sentences for a in s.amounts)
    assert (amount.currency, amount.cents) == ("SEK", 125000)
    assert "does not say which" in amount.flag
    assert "duplicate_charge" in reading.intents


@pytest.mark.parametrize("text, cents", [("charged $1,250.00 twice", 125000), ("45,50 € twice", 4550), ("$12.50 again", 1250),
                                         ("kr 499,- taken twice", 49900), ("paid 45,- € for it", 4500)])
def test_amounts_written_otherwise_read_as_before(text, cents):
    assert amounts_in(text)[0].cents == cents


def _order_requests(body: str) -> list[dict]:
    return request_dicts(read_ticket(f"Charges\n{body}", order_ref="SU-61020"), "SU-61020")


ORDER = {"order_ref": "SU-61020", "lines": [{"sku": "JUG", "description": "Stoneware jug", "quantity": 1, "unit_price_cents": 4250}],
         "charges": [{"kind": "items", "description": "Items", "amount_cents": 4250}, {"kind": "items", "description": "Items", "amount_cents": 4250}],
         "refunds": []}
DUP = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 4250}


@pytest.mark.parametrize("body, passes", [
    ("I was charged forty-two fifty for the jug twice.", True),
    ("I was charged ninety-one twenty for the jug twice.", False),
    ("I was charged 1.250,00 kr for the jug twice, my bank is in Oslo.", True),
])
def test_the_guard_compares_a_price_in_words_as_dollars_and_a_crown_amount_never(body, passes):
    assert check_amount_stated(DUP, ORDER, [], _order_requests(body)).passed is passes
