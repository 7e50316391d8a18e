"""Money asked in another form for one thing ("For that one, I'd rather have store credit than money back on my card")
holds the refund of the claim just before it, never the late fee the same mail asks back to the card ("that one to my
card is fine"): read unscoped, both went to a person and the $5.99 the record proves was held (blind round ver26c, case
16). The guard reads the same scope. Wording written for these tests.

Near-misses: a form asked for everything ("all refunds as store credit please", "could you put the money on my PayPal
instead") still holds every refund."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import forbids_action

RETURN = "The wool throw is lovely but too warm, so I'd like to send it back (unused, still in its bag)."
LATE = "Separately, it turned up 3 days after the date promised, so please refund the delivery charge."


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.forbids, s.forbid_kinds, s.text) for s in reading.sentences]


def _form(reading):
    return next(s for s in reading.sentences if "refund" in s.forbids)


@pytest.mark.parametrize("form", [
    "For that one, I'd rather have store credit than money back on my card.",
    "for that one could it be a voucher instead of a card refund?",
    "On this one I'd prefer store credit rather than the money on my card.",
    "For the return, store credit instead please, not my card.",
    "That one I'd rather have as store credit than money back on my card.",
    "I'd like store credit for that one rather than a refund to my Visa.",
])
def test_the_form_asked_for_that_one_holds_only_the_claim_before_it(form):
    reading = read_ticket(f"Return and late fee\n{RETURN} {form} {LATE}", order_ref="SU-1")
    s = _form(reading)
    assert s.forbid_kinds == ["change_of_mind"], _shown(reading)
    assert not forbids_action(s.forbids, False, "refund", "late_delivery", scope=s.forbid_kinds)
    assert forbids_action(s.forbids, False, "refund", "change_of_mind", scope=s.forbid_kinds)


@pytest.mark.parametrize("form", [
    "I'd rather have all the refunds as store credit than money back on my card.",
    "Could you put the money on my PayPal instead of the card?",
    "For both, store credit rather than my card please.",
])
def test_near_misses_a_form_asked_for_everything_holds_every_refund(form):
    reading = read_ticket(f"Return and late fee\n{RETURN} {form} {LATE}", order_ref="SU-1")
    s = _form(reading)
    assert s.forbid_kinds == [], _shown(reading)
    assert forbids_action(s.forbids, False, "refund", "late_delivery", scope=s.forbid_kinds)
