"""A duplicate charge the customer says their bank or payment app already got back, counted as "the second one" or
"the extra one" ("Revolut already got the second one back for me through their dispute tool, so leave that"), is not
paid again by the shop. Case R3-10: the payer-got-money-back reading (runs/intents/third_party_money_back.py) knew
"got the money back" but not the charge counted by its place, so the duplicate $72.00 was refunded twice over.

Near-misses still asked: "Revolut couldn't get the second one back, please refund it"."""

import pytest

from runs.intents.third_party_money_back import returned_by_third_party
from tests.fresh_cases import assert_money_as_expected, case, charged, line


@pytest.mark.parametrize("sentence", [
    "You charged me the $72.00 twice but Revolut already got the second one back for me through their dispute tool, so leave that.",
    "charged twice, monzo got the extra one back already",
    "My bank has got the duplicate one back for me, no action needed.",
    "u took the payment 2 times but my bank got the 2nd one back yesterday",
    "Paypal already gave me the other one back so that part is fine.",
    "i was charge double, but the bank already get back... sorry, my bank got the second one back for me last week",
    "Just so you know, Starling got the extra 1 back through their app.",
])
def test_a_third_party_getting_the_second_charge_back_is_money_back(sentence):
    assert returned_by_third_party(sentence)


@pytest.mark.parametrize("sentence", [
    "Revolut couldn't get the second one back, please refund it.",
    "If my bank gets the second one back I'll let you know.",
    "Can Monzo get the extra one back or do you need to?",
    "The courier got the parcel back to the depot.",
    "I got the second one back to you in the post yesterday?",
    "Please refund the second one, my bank said to ask you.",
])
def test_the_second_charge_not_got_back_is_still_asked(sentence):
    assert not returned_by_third_party(sentence)


MUG = [line("MUG-1", "Stoneware mug", 6000)]


@pytest.mark.django_db
def test_a_duplicate_got_back_elsewhere_pays_nothing_end_to_end(tmp_path):
    bodies = [
        "You charged me twice but Revolut already got the second one back for me through their dispute tool, so leave that.",
        "charged 2 times. monzo got the extra one back already, just letting u know",
        "My bank has got the duplicate one back for me so no action needed on your side.",
    ]
    cases = [charged(case(f"TPB-{n}", body, MUG, intents=["duplicate_charge"], subject="double charge",
                          expected={"outcome": "resolved", "refunds": []}, ref=f"SU-7130{n}"), twice=True)
             for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)
