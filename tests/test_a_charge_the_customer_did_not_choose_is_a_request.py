"""A charge the customer says they did not choose is a request, and a person confirms it.

"And my card was charged a $12.50 gift wrap fee even though I definitely unticked gift wrap, I have the screenshot."
(blind round ver25c, VER25C-27) was read as a statement of no kind: the run closed resolved and the $12.50 was never
mentioned. A fee or an option the customer says they unticked, opted out of, never agreed to, or did not pick (billed for
express, standard picked) is money taken that was not owed: an `other` request (runs/intents/unchosen_charges.py, read by
runs/intents/told.py), escalated with the sentence quoted. A fee the customer chose, or a refund never asked for, is no
such thing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.told import TOLD_CHARGE_WHY
from runs.intents.unchosen_charges import charge_not_chosen
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import run

VER25C = "docs/blind-rounds/2026-12-09/ver25c/ver25c.jsonl"

NOT_CHOSEN = [
    "there's a $3 'service fee' on my receipt that I never agreed to.",
    "You billed me for express shipping but I picked standard at checkout.",
    "i UNTICKED the protection plan and its still on my card for 8.99",
    "Insurance of £3.50 was added to the order without my consent.",
    "Why did you charge me for next day delivery when I chose the free option??",
    "We opted out of the carbon offset but got billed $2 for it anyway.",
    "A priority handling charge of $4 shows on the invoice, which I didn't select.",
    "I didn't want gift wrap but you charged me $4 for it regardless.",
]


@pytest.mark.parametrize("sentence", NOT_CHOSEN)
def test_a_charge_not_chosen_is_a_request_for_a_person(sentence):
    reading = read_ticket(f"About my order\nHello. {sentence} Thanks, Sam")
    asked = [s for s in reading.requests if s.text.strip().startswith(sentence.split()[0])]
    assert asked and asked[0].kinds == ["other"], reading.as_payload()
    assert "wrong_item" not in reading.intents  # an option billed, never goods sent back


@pytest.mark.parametrize("sentence", [
    "I ticked gift wrap and paid the $5, it looks lovely.",
    "I opted into insurance for $3, that's fine.",
    "I chose express and was charged $9.99, fair enough.",
    "The gift wrap fee was $12.50 which I was happy to pay.",
    "I never asked for a refund of the delivery fee, I just wanted to say thanks.",
    "I didn't want to make a fuss about the fee, it's all fine.",
])
def test_a_fee_the_customer_chose_is_no_charge_told(sentence):
    assert not charge_not_chosen(sentence)
    reading = read_ticket(f"Order\nHello. {sentence} Thanks, Sam")
    assert not [s for s in reading.requests if s.why == TOLD_CHARGE_WHY], reading.as_payload()


@pytest.mark.django_db
def test_a_gift_wrap_fee_unticked_goes_to_a_person_beside_the_damage_refund(tmp_path):
    cases = round_cases(VER25C)
    bodies = [
        "Hi. One of the three glass candle holders came cracked. Also I never agreed to the $12.50 gift wrap, I untick it every time. Cheers, Fiona",
        "hello, one of the glass candle holders arrived cracked :(. also theres a gift wrap fee of 12.50 on my card tho i unchecked gift wrap. thanks",
        "Good morning,\n\nOne glass candle holder was cracked on arrival. Separately, you billed me $12.50 for gift wrap without my consent.\n\nRegards, F. McLeod",
    ]
    runs = [cases["VER25C-27"]] + [reworded(cases, "VER25C-27", f"VER25C-27-{i}", b) for i, b in enumerate(bodies)]
    got = run(tmp_path, runs)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in runs if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in runs]
