"""A mail the customer forwards that is their own ("forwarding this from my personal inbox", or forwarded with no words
but the name of its sender) asks what it asks: its requests are the customer's, one of no known kind included ("Also please email me a
VAT invoice"), so each is a subtask, never dropped as quoted (a run closed resolved with the invoice ask unanswered). A
forwarded mail of someone else (another sender) stays what was said before, and so (for now) does an earlier mail the
customer writes about ("following up on my email from Monday (copied below)"), whose problems are adopted as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _requests(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket(text).requests]


def _asked(text: str, words: str) -> bool:
    return any(words in t for t, _ in _requests(text))


@pytest.mark.parametrize("text", [
    "Fwd: espresso set\n---------- Forwarded message ---------\nFrom: Priya Raman\nTo: orders desk\n\nHi, forwarding this from my "
    "personal inbox. 3 of the 4 saucers are broken. Please refund them. Also please email me a VAT invoice for the whole order.\n\nPriya",
    "Sending this again from my work account.\n\n---------- Forwarded message ---------\nFrom: Tom Ellis <tom@example.com>\n\nHello,\n"
    "Could you send me a VAT invoice for order SU-1001?\n\nTom",
    "Hi, resending this from my other email address.\n\n-----Original Message-----\nFrom: Ana Costa\n\nCan you change the delivery "
    "address to 4 Elm Road please?\n\nAna",
    "Fwd: lamp\n---------- Forwarded message ---------\nFrom: Jo Park\n\nI would like an invoice with my company name on it please.\n\n"
    "---------------\nThanks, Jo",
    "---------- Forwarded message ---------\nFrom: Sam Reid\n\nforwarding from my gmail. pls send me a receipt for the order\n\nSam",
])
def test_the_customers_own_forwarded_mail_asks_what_it_asks(text):
    assert any("other" in kinds for _, kinds in _requests(text))


@pytest.mark.parametrize("text", [
    "FYI my neighbour sent me this.\n\n---------- Forwarded message ---------\nFrom: Tom Ellis\n\nCould you send me a VAT invoice for "
    "order SU-1001?\n\nTom\n\n---------------\nThanks, Jane",
    "Fwd: your order\n---------- Forwarded message ---------\nFrom: Support Team <help@shop.example>\n\nPlease reply with your "
    "new address so we can update it.\n\nSupport Team\n\nJane",
    "Fwd: lamp\n---------- Forwarded message ---------\nFrom: Tom Ellis\n\nCould you send me a VAT invoice please?\n\n"
    "---------------\nThanks, Jane",  # another sender, signed by the customer
])
def test_someone_elses_forwarded_mail_stays_quoted(text):
    assert not _asked(text, "invoice") and not _asked(text, "address")


def test_an_earlier_mail_the_customer_writes_about_stays_quoted():
    text = ("Fwd: lid\n\nHello,\n\nI'm following up on my email from Monday (copied below) as nobody answered.\n\nThanks,\nAna Costa\n\n"
            "---------- Forwarded message ---------\nFrom: Ana Costa\n\nPlease send me an invoice for order SU-1001.\n")
    assert not _asked(text, "invoice")
