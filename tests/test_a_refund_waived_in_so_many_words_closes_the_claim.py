"""Screening: a refund waived with no object ("Don't bother refunding, it's a few quid", "no need to refund - it still
works", "honestly not worth refunding") waives the claim told just before it, as "don't refund it" does: the claim is
context, its refund held, and no `other` request asks a person to follow up on a waiver. What the ticket asks besides
stays asked; a waiver with goods asked in its place ("don't bother refunding, just send a new one") or one of another
remedy ("don't bother sending a replacement, just refund") is no waiver of the money. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "One of the little cups came with a hairline crack."
ASK = "What I do need is a VAT invoice with my company name on it."


@pytest.mark.parametrize("waiver", [
    "Don't bother refunding, it's a few quid and it still holds tea.",
    "no need to refund - it still works fine.",
    "Honestly its not worth refunding.",
    "dont bother with a refund tbh, it's tiny.",
    "You needn't refund, I'll glue it.",
    "Not worth the hassle of a refund, it's cosmetic.",
])
def test_a_refund_waived_closes_the_claim_before_it(waiver):
    reading = read_ticket(f"SU-60201\n{CLAIM} {waiver} {ASK}")
    claim = next(s for s in reading.sentences if "hairline" in s.text)
    waived = next(s for s in reading.sentences if s.text.startswith(waiver[:12]))
    assert claim.role == "context", (claim.role, claim.why)
    assert waived.role == "context" and "refund" in waived.forbids, (waived.role, waived.why)
    assert reading.intents == ["other"]
    assert "VAT invoice" in next(s.text for s in reading.requests)


@pytest.mark.parametrize("text, kind", [
    ("Don't bother refunding, just send a new one please.", "other"),
    ("don't bother sending a replacement, just refund it.", "damaged_item"),
])
def test_a_remedy_asked_in_the_same_breath_is_no_waiver(text, kind):
    reading = read_ticket(f"SU-60202\n{CLAIM} {text}")
    assert kind in reading.intents, [(s.role, s.kinds, s.why) for s in reading.sentences]
