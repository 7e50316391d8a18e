"""Store credit asked in words that never say "store credit" ("I'd rather have it as credit to spend on the site than back
on my card", "credit for my next order") is held as "store credit instead of a card refund" is: the refund tool pays only
the card, so a person arranges the credit and no card refund is paid (runs/intents/credit_in_other_words.py). verify38
Y-23: the card refund the customer set aside was paid. Wording written here."""

import pytest

from runs.intents import refund_elsewhere
from tests import fresh_cases as fc
from tests.readings import reading, shown

CREDIT_ASKED = [
    "Toaster's dented. I'd rather have it as credit to spend on the site than back on my card.",
    "The toaster arrived with a dent in the side. Could I have the money as credit for my next order instead?",
    "toaster dented :( can u put it as credit on my account, rather not have it on the card",
    "Dented toaster. Please give me credit I can use in the shop instead of refunding the card.",
    "The toaster is dented on top. I'd prefer credit towards a future purchase rather than a refund to my card.",
    "Hello, my toaster came dented. Happy to take it in credit to use on your website instead. Thanks, Pat",
]
NEAR_MISSES = [
    "Toaster's dented. Please refund it as a credit to my card.",
    "Toaster's dented. Please refund it - the credit card I paid with is fine.",
    "Toaster's dented. Refund please, back on my card is fine.",
    "Toaster's dented. Can you refund it? Credit back on my card as usual.",
]


@pytest.mark.parametrize("body", CREDIT_ASKED)
def test_credit_in_other_words_holds_the_card_refund(body):
    read = reading(body)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


def test_the_credit_is_named_store_credit():
    assert refund_elsewhere(CREDIT_ASKED[0].split(". ", 1)[1]) == "store credit"


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_credit_on_the_card_holds_nothing(body):
    read = reading(body)
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("TST-1", "Two-slice toaster", 3999), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_no_card_refund_where_credit_was_asked(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("CREDIT", "SU-7331", LINES, CREDIT_ASKED, ["damaged_item", "other"]))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_credit_on_the_card_is_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("CREDITCARD", "SU-7332", LINES, NEAR_MISSES,
                                                           [fc.refund(fc.cents(LINES, "TST-1", 1), "TST-1", 1)]))
