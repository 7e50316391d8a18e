"""A long, polite refund ask that also asks to be told when it is done ("... and perhaps drop me a line to confirm once
that's done?", "confirm by email when it's gone through") is one request: the claim's refund, which the reply tells. No
second `other` subtask for a person on the same refund (runs/intents/remedy_done_told.py). Held-back round 35 item 6: the
reply said "I've refunded $34.00" and then that a colleague would follow up on it. Near-misses: a second thing asked
(stock news, written confirmation for the files, a call) stays its own request. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "My teapot came with a chipped spout."
TOLD_WHEN_DONE = [
    "If it's not too much trouble, would it be at all possible for your team to process a refund for the teapot when you get a moment, and perhaps drop me a line to confirm once that's done? Thank you ever so much.",
    "Could you process a refund for the teapot and drop me a line once that's done?",
    "I'd be really grateful if you could issue the refund and confirm by email when it's gone through, thanks so much.",
    "please refund it & let me know once the refund is processed :)",
    "Would you kindly refund the teapot, and email me as soon as it's sent? Many thanks.",
    "refund pls, and notify me when its done",
    "I would appreciate a refund for the teapot - please confirm to me once it has been processed.",
]
STILL_ASKED = [
    "Please refund it and let me know when the blue one is back in stock.",
    "Please refund it, and send me written confirmation for my files.",
    "Please refund it and ring me once it's done.",
]


def _others(text):
    read = reading(f"{CLAIM} {text}")
    return [s for s in read.sentences if s.role == "request" and "other" in s.kinds], read


@pytest.mark.parametrize("text", TOLD_WHEN_DONE)
def test_asking_to_be_told_the_refund_is_done_is_no_second_request(text):
    others, read = _others(text)
    assert not others and "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_second_thing_asked_beside_the_refund_stays_asked(text):
    others, read = _others(text)
    assert others, shown(read)


@pytest.mark.django_db
def test_the_teapot_is_refunded_with_no_colleague_following_up(tmp_path):
    lines = [fc.line("TEA-3", "Glazed teapot", 3150), fc.line("CUP-3", "Teacup", 900, 2)]
    c = fc.case("PR-1", f"Hello there, {CLAIM[0].lower()}{CLAIM[1:]} {TOLD_WHEN_DONE[0]}", lines, intents=["damaged_item"], ref="SU-73561",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, "TEA-3", 1), "TEA-3", 1)], "escalations": []})
    fc.assert_all_pass(tmp_path, [c])
