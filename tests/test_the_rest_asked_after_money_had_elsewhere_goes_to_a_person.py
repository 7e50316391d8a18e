"""Part of a claim paid by an insurer, bank or courier and the rest asked of the shop ("My travel insurance has already
covered $40.00 of it, so could you refund the remaining $12.80 please?") goes to a person with no refund: the guard pays
whole lines, so paying would exceed the rest asked (case R3-09: the whole $52.80 was refunded). Near-misses still paid:
the insurer refused, the bank could not get it back."""

import pytest

from runs.intents import read_ticket
from runs.intents.rest_after_money_elsewhere import rest_after_money_elsewhere
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LAMP = [line("LMP-2", "Table lamp", 4889)]


@pytest.mark.parametrize("sentence", [
    "My travel insurance has already covered $40.00 of it, so could you refund the remaining $12.80 please?",
    "paypal gave me back 20 quid, can u do the rest",
    "The courier paid out £15 towards it - just the difference from you please.",
    "my insurer has covered $30 so I only need the balance refunded.",
    "I got $25 back from my bank already, please refund the remainder.",
    "Monzo refunded me £10 of it, could you sort the other £12?",
    "insurance company paid 40 dollars, pls refund what is remaining",
])
def test_the_rest_asked_after_money_elsewhere_is_read(sentence):
    assert rest_after_money_elsewhere(sentence)
    reading = read_ticket(f"broken lamp\nThe table lamp arrived smashed. {sentence}", order_ref="SU-70001")
    assert any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("sentence", [
    "My insurance refused, please refund the lamp.",
    "Revolut couldn't get it back, please refund.",
    "Please refund the rest of the order as well.",
    "I paid $40 for it, please refund it.",
])
def test_no_money_had_elsewhere_is_no_rest(sentence):
    assert not rest_after_money_elsewhere(sentence)


@pytest.mark.django_db
def test_the_rest_asked_pays_nothing_and_a_refusal_pays_the_lamp_end_to_end(tmp_path):
    held = [case(f"RAE-{n}", f"The table lamp arrived smashed. {s}", LAMP, intents=["damaged_item"], subject="broken lamp",
                 expected={"outcome": "escalated", "refunds": []}, ref=f"SU-7150{n}")
            for n, s in enumerate(["My travel insurance has already covered $40.00 of it, so could you refund the remaining $12.80 please?",
                                   "paypal gave me back 20 quid, can u do the rest"])]
    paid = case("RAE-9", "The table lamp arrived smashed. My insurance refused, please refund the lamp.", LAMP, intents=["damaged_item"],
                subject="broken lamp", expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-2", 1), "LMP-2", 1)]},
                ref="SU-71509")
    assert_money_as_expected(tmp_path, [*held, paid])
