"""Goods told wrong or damaged only on a condition not yet known ("unless the mug turns out to be the wrong colour as well
- I'll only know when I unwrap it tonight") are no claim: nothing is booked and a person answers (case R2-09: a wrong-item
return of the mug was booked). Near-misses still claimed: the mug IS the wrong colour, a claim told before a condition on
other goods."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_settled_as_expected, case, line

MUG = [line("MUG-3", "Blue mug", 1400)]


def _goods_claims(body: str):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    return [s for s in reading.sentences if s.role == "request" and {"wrong_item", "damaged_item"} & set(s.kinds)]


@pytest.mark.parametrize("body", [
    "Order came on the 15th, you said the 12th. I'm honestly not fussed about the delivery fee, unless the mug turns out to be the "
    "wrong colour as well - I'll only know when I unwrap it tonight. Will let you know.",
    "if it turns out to be the wrong colour i'll send it back, not opened yet",
    "Not unwrapped yet. In case the mug turns out to be the wrong size, can I return it?",
    "Should the mug turn out damaged I will tell you, I won't know until I open the box.",
    "unless it turn out wrong colour also, is ok. i will know when i open it",
    "Haven't opened it yet - if the mug turns out cracked I'll be back in touch.",
])
def test_a_claim_only_on_a_condition_is_no_claim(body):
    assert not _goods_claims(body)


@pytest.mark.parametrize("body", [
    "The mug IS the wrong colour, I want to return it.",
    "The bowl arrived broken - if the plate turns out to be chipped I'll let you know",
    "I opened it and the mug is the wrong colour, please swap it.",
])
def test_a_claim_told_outright_is_claimed(body):
    assert _goods_claims(body)


@pytest.mark.django_db
def test_a_condition_books_nothing_end_to_end(tmp_path):
    cases = [case(f"TOC-{n}", body, MUG, intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref=f"SU-7160{n}")
             for n, body in enumerate(["Came late. not fussed about the fee, unless it turns out to be the wrong colour as well - i'll only know when i unwrap it.",
                                       "Should the mug turn out damaged I will tell you, I won't know until I open the box."])]
    assert_settled_as_expected(tmp_path, cases)
