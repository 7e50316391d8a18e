"""Settled history told before a new claim on other goods ("Back in the summer my blender jug arrived cracked and your team
refunded it straight away... this time it's the hand mixer: one of the beaters is bent... Could I have a refund for the
mixer?") holds nothing on the new claim: the mixer is paid (verify38, issue #11). Wording written for these tests.

Near-miss: the settled goods are the same line as the new claim, and the record shows the refund: held for a person."""

import pytest

from tests.fresh_cases import case, cents, line, refund, run

MIXER = [line("MIX", "Hand mixer, 5-speed", 4200)]

BODIES = [
    "Back in the summer my blender jug arrived cracked and your team refunded it straight away, which was great. But this time "
    "it's the hand mixer from order SU-70001: one of the beaters is bent out of shape. Could I have a refund for the mixer?",
    "Last year you refunded me for a broken teapot, no complaints there. Now the hand mixer has arrived with a bent beater. Please refund it.",
    "you guys sorted a cracked jug for me in march (refunded, thanks). this time the hand mixer's beater is bent. refund for the mixer pls",
    "Hello again! My previous order had a smashed salad bowl and you refunded it within a day - brilliant service. Sadly the hand "
    "mixer in this order arrived with a dented casing. I'd like a refund for the mixer please.",
    "A while back your colleague refunded a chipped mug for me. Different story now: the mixer's motor housing came cracked. Refund please.",
    "The toaster I had from you last month came dented and was refunded - thanks. Today the hand mixer came with a snapped beater, "
    "can you refund it?",
]


@pytest.mark.django_db
def test_end_to_end_the_new_claim_is_paid_beside_settled_history(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(MIXER, "MIX", 1), "MIX", 1)], "returns": [], "escalations": []}
    cases = [case(f"HIST-{i}", body, MIXER, intents=["damaged_item"], expected=paid) for i, body in enumerate(BODIES, 1)]
    got = run(tmp_path, cases)
    money = [(c["id"], d) for c in cases for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert money == [], [(c["id"], got[c["id"]]["differences"]) for c in cases]
    assert got[""]["guard_violations"] == 0
