"""An amount the customer states in another currency than the order's ("€85 taken twice", "85 eruos", "CAD $54.80",
"38 quid") is read with its currency and flagged on the screener's reading; a dollar amount never is. Such a figure
is not compared with the order's dollars: the run pays only a copy the order's record shows, and the reply tells the
customer the refund is made in the order's currency for the amount the record shows, never that it matches their
figure (runs/stated_amounts.py says why it is paid rather than held; runs/verifier.py holds any model's reply to it)."""

import pytest
from django.urls import reverse
from django.utils.html import escape

from runs.agents import reply_sentences
from runs.intents import read_ticket
from runs.reply_check import foreign_amount_problems, resolved_problems
from runs.sentences import amounts_in
from runs.verifier import verify
from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket, walk_until_pause

FOREIGN = [
    ("My statement shows €85 taken twice for this order. Please return one.", "€85", "EUR"),
    ("charged 85 euro two times for the same jumper, pls refund one", "85 euro", "EUR"),
    ("Hi, you took 85 eruos off my card twice??", "85 eruos", "EUR"),
    ("The bank lists EUR 49.50 and again EUR 49.50 on the same day.", "EUR 49.50", "EUR"),
    ("two payments of 49,50€ went out, I only ordered once", "49,50€", "EUR"),
    ("The same payment of £38.00 went through again.", "£38.00", "GBP"),
    ("you've had 38 quid off me twice mate", "38 quid", "GBP"),
    ("I was billed GBP 38 two times for one order.", "GBP 38", "GBP"),
    ("my card got hit for forty pounds twice", "forty pounds", "GBP"),
    ("I see 40 punds taken twice on my account", "40 punds", "GBP"),
    ("Charged ¥9000 twice for the teapot.", "¥9000", "JPY"),
    ("My Canadian card shows CAD $54.80 twice.", "CAD $54.80", "CAD"),
    ("double charge: (CAD) $54.80 and (CAD) $54.80", "CAD) $54.80", "CAD"),
    ("It went through twice, C$54.80 each time.", "C$54.80", "CAD"),
    ("Two debits of AUD $20 for one order, can you fix it", "AUD $20", "AUD"),
    ("Took A$20 twice from me.", "A$20", "AUD"),
    ("I was charged 85EUR twice.", "85EUR", "EUR"),
]


@pytest.mark.parametrize("text,said,currency", FOREIGN)
def test_an_amount_in_another_currency_is_read_with_its_currency_and_flagged_on_the_reading(text, said, currency):
    amounts = amounts_in(text)
    assert [(a.text, a.currency) for a in amounts][:1] == [(said, currency)]
    reading = read_ticket(text, order_ref="SU-8801")
    assert any(f"is in {currency}, not the shop's currency (USD)" in flag for flag in reading.flags), reading.flags


DOLLARS = [
    ("My card shows $79.00 twice.", 7900), ("charged 79 dollars two times", 7900), ("USD 79 went out twice", 7900),
    ("US$79 taken twice", 7900), ("79 bucks twice!!", 7900), ("I was billed $1200 twice for the sofa.", 120000),
    ("Can $50 be put back on my card? It was taken twice.", 5000), ("the $4.50 delivery went out again", 450),
]


@pytest.mark.parametrize("text,cents", DOLLARS)
def test_a_dollar_amount_is_never_flagged(text, cents):
    amounts = amounts_in(text)
    assert [(a.currency, a.cents) for a in amounts] == [("USD", cents)], amounts
    assert read_ticket(text, order_ref="SU-8801").flags == []


def test_the_offline_reply_tells_the_refund_in_the_orders_currency_for_the_recorded_amount():
    sentence = reply_sentences.refunded(7900, "the duplicate charge", ["€85"])
    assert "$79.00" in sentence and "US dollars" in sentence and "not compared" in sentence
    assert foreign_amount_problems(sentence, ["€85"]) == []
    assert resolved_problems(sentence, action="refund", amount_cents=7900, kind="duplicate_charge") == []
    assert reply_sentences.refunded(7900, "the duplicate charge") == "I've refunded $79.00 for the duplicate charge."


GOOD_REPLIES = [
    "I've refunded $79.00 for the duplicate charge, the amount our record shows, in US dollars (the order's currency); "
    "the €85 on your statement is in another currency, so it was not compared.",
    "I've refunded $79.00 for the second charge, in USD, the order's currency; your bank converts it at its own rate.",
    "I've refunded $79.00 in US dollars for the duplicate charge, as our record shows it.",
    "I've refunded $79.00 for the duplicate charge, paid back in the order's currency. I couldn't compare your figure of €85 with it.",
    "The duplicate charge of $79.00 is refunded in US dollars; we could not check the €85 figure, which is in a different currency.",
]


@pytest.mark.parametrize("text", GOOD_REPLIES)
def test_a_reply_telling_the_refund_in_the_orders_currency_passes(text):
    assert foreign_amount_problems(text, ["€85"]) == []


BAD_REPLIES = [
    "I've refunded $79.00 for the duplicate charge.",  # no currency said: reads as their €85 refunded
    "I've refunded €85 for the duplicate charge.",
    "Your €85 has been refunded as $79.00 in US dollars.",
    "I've refunded $79.00 in US dollars, which matches the figure on your statement.",
    "I've refunded $79.00 USD, the same as the amount on your card.",
    "I've refunded $79.00 in US dollars. That is the €85 you saw twice.",
]


@pytest.mark.parametrize("text", BAD_REPLIES)
def test_a_reply_taking_the_foreign_figure_as_paid_or_matched_or_silent_on_currency_is_refused(text):
    assert foreign_amount_problems(text, ["€85"]) != []


def test_the_verifier_fails_a_reply_that_does_not_tell_the_orders_currency():
    ticket_ = {"subject": "double charge", "body": "My statement shows €85 taken twice for order SU-8801. Please return one.", "order_ref": "SU-8801"}
    plan = [{"number": 1, "goal": "refund the duplicate charge", "kind": "duplicate_charge", "status": "resolved"}]
    refunds = {"refunds": [{"type": "refund", "subtask": 1, "amount_cents": 7900}], "returns": []}
    bare = verify(ticket=ticket_, plan=plan, deliverables=refunds, sentences={1: "I've refunded $79.00 for the duplicate charge."})
    assert bare.verdict == "FAIL" and any("order's currency" in f["detail"] for f in bare.findings), bare.findings
    told = verify(ticket=ticket_, plan=plan, deliverables=refunds, sentences={1: reply_sentences.refunded(7900, "the duplicate charge", ["€85"])})
    assert told.verdict == "PASS", told.findings


def test_a_dollar_figure_asks_no_currency_sentence():
    ticket_ = {"subject": "double charge", "body": "My statement shows $79.00 taken twice for order SU-8801. Please return one.", "order_ref": "SU-8801"}
    plan = [{"number": 1, "goal": "refund the duplicate charge", "kind": "duplicate_charge", "status": "resolved"}]
    refunds = {"refunds": [{"type": "refund", "subtask": 1, "amount_cents": 7900}], "returns": []}
    assert verify(ticket=ticket_, plan=plan, deliverables=refunds, sentences={1: "I've refunded $79.00 for the duplicate charge."}).verdict == "PASS"


def test_the_run_page_flags_a_euro_and_a_canadian_dollar_amount(world, reviewer, client_for, settings):  # noqa: F811
    settings.PLAN_CONFIRMATION_RULE = "never"
    body = "My statement shows €85 taken twice for SU-88421. On my other card it is CAD $54.80 twice. Please return one."
    run = walk_until_pause(start(ticket(body, ref=next_ref(), subject="Billing")))
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert escape("'€85' is in EUR, not the shop's currency (USD)") in html
    assert escape("'CAD $54.80' is in CAD, not the shop's currency (USD)") in html
