"""A refund asked so that the goods need not go back ("If you can refund it without me having to send it back, then please
do that") asks the opposite of a return: in blind round ver22a it was read as a change-of-mind return, a second subtask
went to a person and the reply promised a follow-up on "the return of your order". Beside a damage claim the sentence is
that claim's own refund with the goods kept: no change of mind, no return asked, and the return and the collection are
forbidden, so a seller who collects before refunding sends the claim to a person instead. Wording written for these
tests (runs/intents/return_spared.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_spared import return_spared
from tests.fresh_cases import case, cents, line, refund, run

BODY = "The teapot lid arrived in three pieces, the cups are fine."
SPARED = [
    "If you can refund it without me having to send it back, then please do that.",
    "could you refund me without me returning it? the bits are in the bin anyway",
    "Please refund the teapot instead of me posting it back, it would cost more than it's worth.",
    "I'd like the money back without the hassle of a return if that's possible.",
    "Refund without it going back please - it's in pieces.",
    "If it's ok I'd rather you refunded it rather than me boxing it up and sending it back.",
]


@pytest.mark.parametrize("ask", SPARED)
def test_the_send_back_words_are_spared_not_asked(ask):
    assert return_spared(ask)
    reading = read_ticket(f"Teapot\n{BODY} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:20]))
    assert "change_of_mind" not in reading.intents and not said.asks_return, reading.as_payload()
    assert {"return", "collection"} <= set(said.forbids)


@pytest.mark.parametrize("ask", [
    "Can I send it back for a refund?",
    "I'd like to return it and get my money back.",
    "How do I send the teapot back?",
    "I want to send it back without a refund, just a new one please.",
    "Refund it and I'll post it back tomorrow.",
])
def test_a_return_asked_is_still_a_return(ask):
    assert not return_spared(ask) or "without a refund" in ask
    reading = read_ticket(f"Teapot\n{BODY} {ask}", order_ref="SU-1")
    assert any(s.asks_return or "change_of_mind" in s.kinds or "return" not in s.forbids for s in reading.requests), reading.as_payload()


TEAPOT = [line("TPT-01", "Stoneware teapot", 4000), line("CUP-01", "Stoneware cup", 1200, 2)]


@pytest.mark.django_db
def test_beside_a_damage_claim_it_pays_the_claim_and_starts_no_return(tmp_path):
    c = case("SPR-1", f"{BODY} {SPARED[0]} If not, let me know first.", TEAPOT, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(TEAPOT, "TPT-01", 1), "TPT-01", 1)], "returns": [], "escalations": []})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["SPR-1"]["passed"], got["SPR-1"]["differences"]


@pytest.mark.django_db
def test_a_seller_who_collects_first_hands_the_claim_to_a_person(tmp_path):
    c = case("SPR-2", f"{BODY} {SPARED[0]}", TEAPOT, intents=["damaged_item"], remedy="collect_and_refund",
             expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "teapot"}]})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["SPR-2"]["passed"], got["SPR-2"]["differences"]


@pytest.mark.parametrize("told", [
    "I was refunded rather than sent another one, so all good.",
    "They paid me back instead of shipping a new one.",
    "You refunded it rather than sending me a replacement, which suited me.",
    "the money came back instead of posting out another",
    "Got my refund rather than being sent a second one, cheers.",
])
def test_goods_sent_out_instead_are_no_trip_back_spared(told):
    """Sending goods out is not sending them back: a refund told given rather than a new one sent spares no return."""
    assert not return_spared(told)
