"""Two asks of no known kind in one sentence, opened in words other than a list of imperatives ("I need a VAT invoice for
the order and I'd also like to be taken off your mailing list", "could you merge my two accounts and reset my password?"),
are two requests of kind `other`, each with its own quote: read whole, one subtask quoted both, and a reviewer saw one
request where there were two. One ask that merely holds "and" ("send the invoice and receipt", "cancel and refund the
order", "cancel the order and refund me") stays one request. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.paired_asks import ask_gaps
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _others(body: str) -> list[str]:
    return [s.text for s in read_ticket(f"About my order\n{body}").requests if s.kinds == ["other"]]


@pytest.mark.parametrize("body, first, second", [
    ("I need a VAT invoice for the order and I'd also like to be taken off your mailing list.", "VAT invoice", "mailing list"),
    ("Can I get a copy of the invoice, and can you also switch my delivery address to my work?", "copy of the invoice", "delivery address"),
    ("would it be possible to get a gift receipt and could you tell me when the sale starts?", "gift receipt", "sale starts"),
    ("I'd like to change my email address and unsubscribe from the newsletter.", "email address", "newsletter"),
    ("pls sort out a vat receipt for me and also can u take my phone number off the account", "vat receipt", "phone number"),
    ("Could you merge my two accounts and reset my password, please?", "two accounts", "password"),
    ("Please set up my account for trade pricing and let me know when the oak table is back in stock.", "trade pricing", "oak table"),
    ("Hello! Could u renew my loyalty membership; I'd also like a paper catalogue posted to me", "loyalty membership", "paper catalogue"),
])
def test_each_ask_is_a_request_of_its_own_with_its_own_quote(body, first, second):
    others = _others(body)
    assert len(others) == 2, others
    assert first in others[0] and second not in others[0] and second in others[1] and first not in others[1]


@pytest.mark.parametrize("body", [
    "Please send the invoice and receipt.",
    "Please cancel and refund the order.",
    "Could you cancel the order and refund me?",
    "Please cancel my order and refund the money.",
    "Can you please confirm my new address and phone number?",
    "Could you tell me when the sale starts and whether the oak table will be in it?",
    "Can you check my account and let me know when it's done?",
    "I'd like to know if you ship to Norway and how long it takes.",
])
def test_one_ask_holding_and_stays_one_request(body):
    assert _others(body) == [body]


@pytest.mark.parametrize("text", [
    "The lamp arrived broken and could you also send me the invoice?",  # a claim beside it: read by that claim's readings
    "I was charged twice, and please remove me from your marketing emails.",
    "Tell me the dimensions and the weight.",
])
def test_a_claim_or_one_verb_leaves_the_sentence_whole(text):
    assert ask_gaps(text) == []


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-69301", maya, house, [("VAS-W", "Ceramic bud vase, sage", 1, 3600)])


def test_offline_each_ask_beside_a_claim_is_its_own_subtask_for_a_person(world):
    run = offline_run("The vase arrived with a crack down one side. I need a VAT invoice for the order and I'd also like to be "
                      "taken off your mailing list.", "SU-69301", subject="Vase")
    others = [t.goal for t in run.subtasks.filter(case_type="other")]
    assert len(others) == 2 and any("VAT invoice" in g for g in others) and any("mailing list" in g for g in others)
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-69301")] == [3600]
