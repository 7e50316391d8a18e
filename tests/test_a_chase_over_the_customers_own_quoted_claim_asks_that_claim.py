"""A chase over the customer's own earlier mail, quoted ("Still waiting on this, a week now!!" over "> On 2 May I
wrote:\n> My vase came cracked, please refund"), asks the quoted claim now (runs/intents/own_claim_chased.py): the chase
named no problem and the quote was context, so the run went to a person (verify33 I04, $37.80 held). The refund is
paid from the record, once: an earlier refund on the record is never paid again. Near-misses: the shop's quoted mail,
a quote telling it refunded, words chasing nothing, a claim of the customer's own beside it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

QUOTE = "\n\n> On 2 May I wrote:\n> My vase came cracked, please refund"


def _asks(text: str) -> list[list[str]]:
    return [s.kinds for s in read_ticket("Re: my vase\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text", [
    "Still waiting on this, a week now!!" + QUOTE,
    "any update?\n\n> On 3 May, I wrote:\n> The vase arrived smashed. Refund please.",
    "It's been two weeks. Still nothing.\n\n> On Mon, 2 May, Robin Hale wrote:\n> Hi, I wrote to you because the vase came cracked. I would like a refund.",
    "Following up on my email below, any news?" + QUOTE,
    "chasing this up again, heard nothing back" + QUOTE,
    "Hello, still no reply to this. Its been 10 days.\n\n> On 2 May I wrote:\n> The vase was cracked when it arrived, please refund me",
])
def test_a_chase_over_the_customers_own_claim_asks_it(text):
    assert _asks(text) == [["damaged_item"]], [(s.role, s.kinds, s.text) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "Still waiting on this, a week now!!\n\n> On 2 May Support wrote:\n> Sorry your vase came cracked, we have refunded it.",
    "Still waiting on this!!\n\n> On 2 May I wrote:\n> My vase came cracked, you refunded it, thanks",
    "Still love the vase." + QUOTE,
])
def test_near_misses_ask_no_quoted_claim(text):
    assert ["damaged_item"] not in _asks(text), _asks(text)


def test_a_claim_of_the_customers_own_beside_the_chase_is_read_as_told():
    asks = _asks("The jug is chipped too, refund please. Still waiting on the vase." + QUOTE)
    assert asks.count(["damaged_item"]) == 1, asks


GOODS = [fc.line("VAS-1", "Glass vase", 3500)]
PAID = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, "VAS-1", 1), "VAS-1", 1)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_chased_claim_is_paid_once(tmp_path):
    earlier = [{"amount_cents": fc.cents(GOODS, "VAS-1", 1), "case_type": "damaged_item", "reason": "cracked vase", "lines": ["VAS-1"]}]
    cases = [
        fc.case("CHASE-1", "Still waiting on this, a week now!!" + QUOTE, GOODS, subject="Re: vase", intents=["damaged_item"], expected=PAID),
        fc.case("CHASE-2", "Following up on my email below, any news?" + QUOTE, GOODS, subject="Re: vase", intents=["damaged_item"], expected=PAID),
        # refunded already on the record: never paid twice
        fc.case("CHASE-3", "Still waiting on this, a week now!!" + QUOTE, GOODS, subject="Re: vase", intents=["damaged_item"], refunds=earlier,
                expected={"outcome": "resolved", "refunds": [], "returns": [], "escalations": []}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
