"""An exchange asked without a word against the money ("Could you swap it for the white one please?") holds the wrong
item's refund, and the reply told it "as you asked, no refund will be made when it arrives": a refusal the customer never
made. The reply now says "as you asked" only when a sentence of the ticket refuses a refund in words, and otherwise that
goods were asked in its place (runs/agents/money_refused_told.py). Wording written for these tests."""

import pytest

from runs.agents import reply_sentences as words
from runs.agents.money_refused_told import money_refused_in_words
from runs.models import Run
from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading

WRONG = "Hi, the linen shirt came in blue but I ordered white. "
EXCHANGES = [
    "Could you swap it for the white one please?",
    "can i exchange it for white pls",
    "Would it be possible to switch it to the white one?",
    "I'd like to exchange it for the colour I ordered.",
    "Swap for white please, thanks!",
    "Want to trade it in for the white shirt.",
]
REFUSALS = [
    "Please dont refund me, swap it for the white one.",
    "No refund please - I just want to exchange it for white.",
    "I don't want my money back, can you exchange it for the white?",
]


@pytest.mark.parametrize("ask", EXCHANGES)
def test_an_exchange_refuses_no_money(ask):
    assert not money_refused_in_words(reading(WRONG + ask).sentences)


@pytest.mark.parametrize("ask", REFUSALS)
def test_a_refusal_in_words_is_one(ask):
    assert money_refused_in_words(reading(WRONG + ask).sentences)


def test_the_words_of_each():
    assert "as you asked" not in words.return_started("the shirt", 4860, True, refused=False)
    assert "no refund will be made" in words.return_started("the shirt", 4860, True, refused=False)
    assert "as you asked, no refund will be made" in words.return_started("the shirt", 4860, True)
    assert "as you asked" not in words.collection(4860, "the shirt", True, refused=False)
    assert "$48.60 back" in words.return_started("the shirt", 4860, False, refused=False)


SHIRT = [fc.line("LS-W", "Linen shirt, white", 4500)]
ONE_PERSON = {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "LS-W"}],
              "escalations": [{"item": "a person answers the request"}]}


@pytest.mark.django_db
def test_end_to_end_the_reply_never_puts_a_refusal_in_the_customers_mouth(tmp_path):
    cases = [fc.case(f"EXCH-{i}", WRONG + ask, SHIRT, intents=["wrong_item", "other"], expected=ONE_PERSON)
             for i, ask in enumerate([EXCHANGES[0], EXCHANGES[1], REFUSALS[0]])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()
    replies = {r.state.get("ticket", {}).get("body", "") if isinstance(r.state.get("ticket"), dict) else r.id:
               " ".join((r.state.get("reply") or {}).get("sentences", {}).values()) for r in Run.objects.order_by("id")}
    told = list(replies.values())
    assert "as you asked" not in told[0] and "as you asked" not in told[1] and "no refund will be made" in told[0], told
    assert "as you asked, no refund will be made" in told[2], told
