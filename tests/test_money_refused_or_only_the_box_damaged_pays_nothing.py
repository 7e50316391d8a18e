"""A ticket that refuses money in plain words, or tells of a crushed box around goods it says are fine,
asks for no money: the screener reads the refusal as the refund forbidden and the box as no claim on the
goods, and the guard refuses a damage refund on goods the ticket calls fine when the only damage told is
to the packaging, whoever proposed it. A crushed box with broken goods inside is still a claim, and "no
fuss, just a refund please" still asks for money."""

import pytest

from runs.guards import check_line_in_ticket, check_request_in_ticket
from runs import policy_evidence
from runs.intents import read_ticket
from runs.intents.money import actions_forbidden
from runs.screening import request_dicts

VASE = {"order_ref": "SU-5100", "lines": [{"sku": "VAS-1", "description": "Glass vase, amber", "quantity": 1, "unit_price_cents": 5400}],
        "charges": [{"number": 1, "kind": "items", "description": "Items subtotal", "amount_cents": 5400}]}


def _damage_refund(sku="VAS-1"):
    return {"case_type": "damaged_item", "action": "refund", "subtask": 1, "lines": [{"sku": sku, "quantity": 1}], "amount_cents": 5400}


def _evidence(order=VASE):
    from datetime import datetime, timezone
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)


def _requests(text):
    return request_dicts(read_ticket(text, order_ref="SU-5100"), "SU-5100")


def _money_claims(text):
    """The sentences still read as asking for goods money (damage, wrong item, change of mind)."""
    return [s.text for s in read_ticket(text).requests if {"damaged_item", "wrong_item", "change_of_mind"} & set(s.kinds)]


# ---- money refused in the customer's own words is the refund forbidden ----

@pytest.mark.parametrize("text", [
    "I want no fuss and certainly no money.",
    "we want no money for it, honestly",
    "Certainly no money, please.",
    "No compensation needed, thank you.",
    "I dont want anything back",
    "i'm not asking for a thing back.",
    "I don't want a penny, just thought you should hear about it.",
    "Absolutely no refund - keep it.",
    "I would like no refund for this.",
])
def test_money_refused_in_plain_words_forbids_the_refund(text):
    assert "refund" in actions_forbidden(text)


@pytest.mark.parametrize("text", [
    "It's been three weeks and still no money.",
    "No refund, no reply, nothing - what is going on?",
    "no money has come through yet",
    "There was no refund on my statement this morning.",
    "I got no money back for the broken lamp.",
])
def test_money_chased_or_missing_is_no_refusal(text):
    # a customer chasing money not yet come, or listing what they did not get, refuses nothing
    assert "refund" not in actions_forbidden(text)


@pytest.mark.parametrize("text", [
    "The teapot lid came cracked. I want no fuss and certainly no money.",
    "the lamp shade has a dent in it. i want no money tho, its fine",
    "Sorry to be a bother - the bowl has a hairline crack. I don't want anything back.",
    "One of the cushions arrived with a small mark. Certainly no money, please, it's barely visible.",
    "My picture frame got a tiny chip in the post. We need no refund for it.",
])
def test_a_claim_followed_by_money_refused_asks_for_nothing(text):
    reading = read_ticket(text)
    assert _money_claims(text) == []
    assert any("refund" in s.forbids for s in reading.sentences)


# ---- a crushed box around goods said to be fine ----

@pytest.mark.parametrize("text", [
    # the customer's own order of telling, voices and typos vary
    "Dear Sir, the box my vase came in was badly squashed on arrival. I want no fuss, the vase inside is perfectly fine.",
    "hi the outer carton was totally crushed when it got here. vase inside is fine tho!",
    "The parcel box arrived dented as if something sat on it. Luckily the vase itself is unharmed.",
    "Just to say the packaging was ripped open on one side. The vase came through in one piece, so all good.",
    "I am writing simply to let you know that the box my glass vase came in was quite crushed. "
    "I want no fuss and certainly no money, for the vase inside is perfectly fine.",
])
def test_a_crushed_box_around_goods_said_fine_asks_for_no_money(text):
    assert _money_claims(text) == []


@pytest.mark.parametrize("text", [
    "The box was crushed and the vase inside is broken.",
    "The carton was squashed and the vase was shattered when I opened it.",
    "the packaging was ripped and the vase has a big crack down one side",
    "Box crushed. Vase smashed.",
    "The vase arrived smashed in its box.",
])
def test_a_crushed_box_and_broken_goods_inside_is_still_a_claim(text):
    assert _money_claims(text)


@pytest.mark.parametrize("text", [
    "The vase arrived chipped. No fuss, just a refund please.",
    "the vase came cracked, i dont want any fuss, can you just refund me",
    "The box was crushed and the vase inside is cracked. I want no fuss, just my money back.",
])
def test_no_fuss_with_a_refund_asked_still_asks_for_money(text):
    assert _money_claims(text)
    assert not any("refund" in s.forbids for s in read_ticket(text).sentences)


# ---- the guard, whatever proposed the refund ----

@pytest.mark.parametrize("box, fine", [
    ("I am writing to let you know that the box my glass vase came in was quite crushed.", "The vase inside is perfectly fine."),
    ("The outer carton got badly squashed.", "Thankfully the vase is intact."),
    ("the delivery box was torn open at one end", "vase is fine tho"),
    ("Your packaging arrived dented.", "The glass vase itself came through in one piece."),
    ("The box the vase came in was crushed flat on one corner.", "The vase is unharmed, I want no fuss."),
])
def test_the_guard_refuses_a_damage_refund_when_only_the_box_was_damaged_and_the_goods_are_fine(box, fine):
    # as a screener might have misread it: the box sentence a damage claim, the fine sentence a request of no kind
    requests = [{"text": box, "kinds": ["damaged_item"], "spans": {"damaged_item": _damage_spans(box)}},
                {"text": fine, "kinds": ["other"], "spans": {}}]
    check = check_line_in_ticket(_damage_refund(), VASE, requests)
    assert not check.passed and set(check.inputs["fine_by_customer"]) == {"VAS-1"}


@pytest.mark.parametrize("box, fine", [
    ("The box was crushed and the vase inside is broken.", "Everything else in the order is fine."),
    ("The carton was squashed and the vase cracked.", "The stand it came with is fine."),
])
def test_the_guard_pays_a_broken_item_in_a_crushed_box(box, fine):
    requests = [{"text": box, "kinds": ["damaged_item"], "spans": {"damaged_item": _damage_spans(box)}},
                {"text": fine, "kinds": ["other"], "spans": {}}]
    assert check_line_in_ticket(_damage_refund(), VASE, requests).passed


@pytest.mark.parametrize("text", [
    "The vase arrived with a chip on the rim. I want no fuss and certainly no money.",
    "The vase arrived with a chip on the rim. I don't want anything back.",
    "The vase arrived with a chip on the rim. I'm not after a refund.",
    "The vase arrived with a chip on the rim, but honestly I want no money for it.",
    "The vase arrived with a chip on the rim. No money please, it was a gift from me to me.",
])
def test_the_guard_refuses_a_refund_the_customer_says_they_want_no_money_for(text):
    check = check_request_in_ticket(_damage_refund(), _evidence(), _requests(text), "")
    assert not check.passed


def test_the_guard_still_pays_a_claim_asking_for_money():
    check = check_request_in_ticket(_damage_refund(), _evidence(), _requests("The vase arrived with a chip on the rim. No fuss, just a refund please."), "")
    assert check.passed


def _damage_spans(text):
    from runs.intents.cues import _spans_of
    return [list(h) for h in _spans_of(text).get("damaged_item", [])] or [[0, len(text)]]


@pytest.mark.parametrize("text", [
    "I want no money for the delay",
    "i dont want anything back for the postage",
    "Certainly no money for the late delivery.",
    "we need no refund on the shipping",
    "Absolutely no compensation for the wait, please.",
])
def test_money_refused_for_the_delay_or_fee_only_holds_the_fee_not_the_goods(text):
    # "no money for the delay, but please refund the vase": the vase's refund is asked, only the fee's is refused
    assert actions_forbidden(text) == ["delivery_refund"]
