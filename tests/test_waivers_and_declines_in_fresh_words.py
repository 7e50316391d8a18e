"""Waivers and declines in fresh words (issue #11 held-back): goods waived by a possessive ("The bowl's chip is tiny, don't
bother about that one") are struck from the ask and never paid; both remedies turned down clause by clause ("not fussed
about replacements and I don't want a refund either"), or beside "No reply needed.", ask nothing of a person."""

import pytest

from runs.every_remedy_declined import declines_every_remedy
from runs.intents import read_ticket
from runs.intents.waived_goods import kindly_waived_spans
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


@pytest.mark.parametrize("text", [
    "The bowl's chip is tiny, don't bother about that one.",
    "the bowl's handle is a bit scuffed but dont worry about it",
    "My jug's spout has a nick, never mind that one.",
    "The vase's base came scratched, no worries about it",
    "the lamp's shade is dented, honestly don't bother about it",
    "the tray's edge is chipped - no need to do anything about it",
])
def test_goods_named_by_a_possessive_are_kindly_waived(text):
    assert kindly_waived_spans(text)


@pytest.mark.parametrize("text", [
    "The bowl's chip is tiny, don't bother about that one, just refund it.",
    "The bowl's chip is bad, please refund it.",
])
def test_near_misses_still_ask(text):
    assert not kindly_waived_spans(text)


@pytest.mark.parametrize("text", [
    "I'm not fussed about replacements and I don't want a refund either.",
    "not bothered about a new one, and I don't need a refund either",
    "Not worried about a replacement and we don't want any refund.",
    "I don't want a refund or a replacement.",
    "no refund and no replacement needed",
    "I'm not after a replacement, and I don't want my money back either",
])
def test_both_remedies_turned_down(text):
    assert declines_every_remedy(text)


@pytest.mark.parametrize("text", [
    "I'm not fussed about replacements, but I'd like a refund.",
    "I don't want a replacement but I do want a refund.",
    "I don't want a refund, send a new one.",
])
def test_one_remedy_turned_down_still_asks_the_other(text):
    assert not declines_every_remedy(text)


@pytest.mark.parametrize("said", [
    "I'm not fussed about replacements and I don't want a refund either. No reply needed.",
    "I don't want a refund or a replacement. No reply needed.",
    "Not bothered about a new one, and I don't need a refund either. no need to reply, thanks",
])
def test_a_claim_told_with_every_remedy_turned_down_asks_nothing(said):
    reading = read_ticket(f"jug\n\nSU-60422 - the jug arrived cracked. {said}", order_ref="SU-60422")
    assert not reading.requests


@pytest.mark.parametrize("said", [
    "I don't want a refund, send a new one. No reply needed.",
    "No refund needed - can you replace it? No reply needed.",
])
def test_a_remedy_still_asked_beside_no_reply_needed_is_read(said):
    reading = read_ticket(f"jug\n\nSU-60422 - the jug arrived cracked. {said}", order_ref="SU-60422")
    assert reading.requests


LINES = [line("JUG-STONE", "Stoneware jug", 3400), line("BOWL-STONE", "Stoneware serving bowl", 4200)]
BODIES = [
    "Order {ref}: both the jug and the bowl arrived chipped. Could I get a refund on the jug please? The bowl's chip is tiny, don't bother about that one.",
    "{ref} - jug and bowl both chipped. Refund the jug please. The bowl's mark is barely visible, don't worry about it.",
    "Hello, the jug and the serving bowl from {ref} were both chipped in transit. I'd like the jug refunded please. The bowl's chip is hardly noticeable so no need to do anything about it.",
]


@pytest.mark.django_db
def test_the_waived_bowl_is_never_paid_beside_the_jug(tmp_path):
    jug = cents(LINES, "JUG-STONE", 1)
    cases = [case(f"WPF-{n}", body.format(ref=f"SU-6045{n}"), LINES, intents=["damaged_item"], ref=f"SU-6045{n}",
                  expected={"outcome": "resolved", "refunds": [refund(jug, "JUG-STONE", 1)]}) for n, body in enumerate(BODIES)]
    assert_money_as_expected(tmp_path, cases)
