"""Papers named as what shows a charge ("Invoice shows the delivery charged twice.") are the duplicate's witness, not papers
asked for: the sentence is the duplicate charge alone, never also a request of no known kind a person answers (ver24a
V24-07: refunded AND handed to a person, the reply saying both). Papers asked for or worked on anywhere in the sentence
("please reissue it", "a corrected invoice", "email me a receipt") still go to a person."""

import pytest

from runs.intents import read_ticket
from runs.shop.kinds import NOT_A_CASE

OTHER = NOT_A_CASE[1]


def kinds_of(sentence: str, before: str = "The mug arrived chipped.") -> list[str]:
    reading = read_ticket(f"About my order\n{before} {sentence}".replace("\n ", "\n"))
    return next(s.kinds for s in reading.sentences if s.text == sentence)


@pytest.mark.parametrize("sentence", [
    "Invoice shows the delivery charged twice.",
    "My receipt says I paid $12.99 for shipping two times.",
    "The bank statement lists two payments of $45.00 for this order.",
    "also my invoice has the shipping on it twice, pls sort",
    "Looking at my invoice, you billed the delivery twice.",
    "Our invoice #44718 shows the same charge two times - can you refund one?",
    "the receipt clearly shows i was charged twice for delivery",
])
def test_papers_showing_a_charge_twice_are_the_duplicate_alone(sentence):
    assert kinds_of(sentence) == ["duplicate_charge"]


@pytest.mark.parametrize("sentence", [
    "Invoice shows the delivery charged twice, and I need a corrected invoice for our accounts.",
    "Invoice shows the delivery charged twice - please reissue it without the extra charge.",
    "The receipt says I paid twice, can you send me a new receipt showing one payment?",
    "My receipt says I was charged twice, please email me a copy of the receipt as well.",
])
def test_papers_asked_beside_the_duplicate_still_go_to_a_person(sentence):  # near misses
    assert kinds_of(sentence) == ["duplicate_charge", OTHER]


@pytest.mark.parametrize("sentence", [
    "Please send me an invoice for the order.",
    "Could you email me a receipt?",
    "The invoice shows the wrong VAT number, please fix it.",
])
def test_papers_asked_alone_still_go_to_a_person(sentence):  # near misses
    assert OTHER in kinds_of(sentence)


def test_papers_showing_something_else_wrong_are_no_charge_and_still_a_persons():  # near miss
    assert kinds_of("The invoice has the wrong company name on it.", before="Hello.") == [OTHER]
