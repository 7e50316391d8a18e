"""A request to wait put to the shop ("Please don't start anything yet, I'll send photos first", "Don't process the return
until I confirm", "just dont open a return yet") holds the money, and any return, of the claim told beside it: the claim is
escalated with the customer's words, never paid at once (runs/intents/wait_asked_holds_money.py). Near-misses: a figure of
speech, a replacement declined beside a refund asked, goods that won't start. Wording written for these tests."""

import pytest

from runs.intents.money import holds_money
from tests import fresh_cases as fc

WAITS = [
    "Please don't start anything yet, I'll send photos first.",
    "Don't process the return until I confirm",
    "just dont open a return yet",
    "pls dont action anything till you hear from me",
    "Please do nothing for now, photos coming tonight.",
    "Please not start anything, I send photos first.",
    "DONT START ANYTHING YET!!! sending pics",
    "Could you hold on - don't go ahead with anything until I've measured it again.",
    "Hi, don't proceed with the claim for now, I want to show my husband first.",
    "Kindly do not initiate the return process until I confirm, I am still checking.",
    "so dont proces anything untill i send the pictures",
    "please don't open a case yet, i'll email pics in the morning",
]
NEAR_MISSES = [
    "don't start me on the courier, the chair leg is cracked, please refund",
    "please don't send a replacement, just refund it",
    "it won't start at all, refund please",
    "The lamp won't start, refund please",
    "I haven't opened it yet but the box is crushed, refund please",
    "I don't start work until 9 so deliver after",
    "don't arrange a replacement yet, just refund it",
    "It doesn't start until you hold the button for ages, refund please",
    "Don't even get me started on the packaging. The leg is cracked, refund please.",
    "It does nothing at all, refund please",
]


@pytest.mark.parametrize("text", WAITS)
def test_a_request_to_wait_holds_the_money(text):
    assert holds_money(text), text


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_goods_that_do_not_start_or_a_remedy_declined_hold_nothing(text):
    assert not holds_money(text), text


CHAIR = [fc.line("CHR-1", "Oak dining chair", 10648)]


@pytest.mark.django_db
def test_end_to_end_the_claim_beside_a_request_to_wait_is_escalated_unpaid(tmp_path):
    held = {"outcome": "escalated", "refunds": []}
    bodies = [
        "The dining chair I ordered arrived with a cracked leg. Please don't start anything yet, I'll send photos first.",
        "hi the chair leg is cracked. i want refund but dont process the return until i confirm pls",
        "Chair came with a split leg. just dont open a return yet, still deciding",
        "Hello. Unfortunately the dining chair arrived damaged, one leg is cracked right through. Please do nothing for now, "
        "I'd like my husband to look at it first and I'll send photos.",
        "chair leg crackd!! pls dont action anything till you hear from me",
        "The chair is broken on the leg. Please not start anything, I send the photos first. After I want refund.",
        "Cracked leg on the chair. Refund please - but don't go ahead with anything until I've sent the pictures.",
    ]
    cases = [fc.case(f"WT-{n}", body, CHAIR, intents=["damaged_item"], expected=held, ref=f"SU-7931{n}") for n, body in enumerate(bodies)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(CHAIR, "CHR-1", 1), "CHR-1", 1)]}
    for n, body in enumerate([
        "The dining chair arrived with a cracked leg. Don't start me on the courier, please refund.",
        "The dining chair arrived with a cracked leg. Please don't send a replacement, just refund it.",
        "The dining chair arrived with a cracked leg, refund please.",
    ]):
        cases.append(fc.case(f"WT-PAID-{n}", body, CHAIR, intents=["damaged_item"], expected=paid, ref=f"SU-7932{n}"))
    fc.assert_money_as_expected(tmp_path, cases)
