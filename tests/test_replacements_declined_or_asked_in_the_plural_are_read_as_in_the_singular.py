"""Replacements declined or asked for in the plural are read as the singular is. "Do NOT bother sending replacements,
I'm done waiting on you people." declines a replacement (the replacement question, confirmed as none sent), as "Don't
send me a replacement" does; it was read as a ban on shipping of no kind, handed to a person with the claim's money
already paid (blind round ver24a V24-08). "Please send replacements for both." asks for goods instead of money, as
"Please send a replacement" does; it was attached to the claim as its remedy, and the claim refunded instead. Wording
written for these tests.

Near-misses: a ban on sending something else (the refund to an old card, anything to an old address) is still a
constraint a person sees, and a replacement asked to wait is no replacement declined outright."""

import pytest

from runs.intents import read_ticket
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import assert_all_pass

V24A = round_cases("docs/blind-rounds/2026-12-08/ver24a/ver24a.jsonl")


def _said(text: str):
    reading = read_ticket(f"My order\nThe mugs came chipped, please refund them. {text}", order_ref="SU-70001")
    return next(s for s in reading.sentences if s.text == text), reading


@pytest.mark.parametrize("text", [
    "Do NOT bother sending replacements, I'm done waiting on you people.",
    "No replacements please.",
    "please dont bother sending me a new one",
    "Don't send any replacements, just the money.",
    "I really don't need replacements sent, thanks.",
    "do not send replacements!!",
])
def test_replacements_declined_are_the_replacement_question(text):
    s, reading = _said(text)
    assert s.kinds == ["question"] and "replacement" in s.forbids, (s.role, s.kinds, s.forbids, s.why)


@pytest.mark.parametrize("text", [
    "Please send replacements for both.",
    "Could you send me new ones?",
    "Can you send replacements please",
    "I'd like you to send replacements rather than a refund.",
    "would you post me fresh ones",
])
def test_replacements_asked_are_goods_instead_of_money(text):
    reading = read_ticket(f"My order\nThe mugs came chipped. {text}", order_ref="SU-70001")
    s = next(s for s in reading.sentences if s.text == text)
    assert s.role == "request" and "other" in s.kinds and "refund" in s.forbids, (s.role, s.kinds, s.forbids, s.why)


@pytest.mark.parametrize("text, forbids", [
    ("Please don't send the refund to my old card.", ["shipping"]),
    ("Do not send anything to my old address.", ["shipping"]),
    ("Do not send the replacement until I confirm my new address.", ["replacement"]),
])
def test_near_misses_are_still_a_persons(text, forbids):
    s, reading = _said(text)
    assert s.role == "request" and "other" in s.kinds and s.forbids == forbids, (s.role, s.kinds, s.forbids, s.why)


KILN_BODIES = [
    "The ceramic vase was smashed and both candle holders are chipped. Money back for all of it please. Do NOT bother sending "
    "replacements, I'm done waiting. The tray is fine.",
    "vase smashed, both candle holders chipped. refund the vase and the holders. no replacements please. tray ok",
    "Hello - the vase arrived in pieces and the two candle holders are chipped. I'd like a refund for the vase and the candle "
    "holders. Please don't send any replacements. The oak tray is lovely.",
    "The ceramic vase came shattered and both the candle holders are chipped!! Refund them. I don't need replacements sent. The "
    "tray survived.",
    "Both candle holders chipped and the vase smashed. Refund for the vase and the candle holders please - do not send "
    "replacements, I have given up on them. Tray is fine.",
]


@pytest.mark.django_db
def test_the_claims_are_paid_and_no_person_is_asked_about_replacements(tmp_path):
    assert_all_pass(tmp_path, [reworded(V24A, "V24-08", f"NO-REPL-{i}", body) for i, body in enumerate(KILN_BODIES)])
