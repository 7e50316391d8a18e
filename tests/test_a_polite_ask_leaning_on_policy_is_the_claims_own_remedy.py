"""A polite ask that leans on the shop's policy ("I believe you refund damaged things, so I would be grateful if you could
refund me for the teapot") and an ask to process and confirm for the books ("Please process and confirm by email for our
bookkeeping.") are the claim's own ask, no extra `other` request beside the damage claim. Held-back round 35, item 3:
"would be grateful" read as a remedy's status ("would be ..."), and "process and confirm" as an ask of its own
(runs/intents/doubt.py, runs/intents/remedy_done_told.py). Near-misses still ask a person. Wording written for these tests."""
import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LEANING = [
    "I believe you refund damaged things, so I would be grateful if you could refund me for the teapot.",
    "As I understand it your policy is to refund breakages, so I'd be most grateful for a refund on the teapot.",
    "i read on your site that you refund damaged items so would be v grateful if u could refund the teapot",
    "Since your policy covers damage, I would be obliged if you refunded the teapot please.",
    "Your returns page says breakages get refunded - I'd be really thankful if you could do that for the teapot.",
    "I think you refund anything that arrives broken, so I'd be glad of my money back for the teapot.",
]
TOLD_WHEN_DONE = [
    "Please process and confirm by email for our bookkeeping.",
    "Kindly process and confirm in writing for our records.",
    "Please refund it and send confirmation by email for our accounts.",
    "pls action it & confirm via email for our books",
    "Could you refund it and then confirm by email for my records?",
    "Please handle the refund and let us know by email for our accounts.",
]
STILL_ASKED = [
    "Please send me written confirmation of my order for my files.",
    "Has my refund gone through yet?",
    "Also I would be grateful if you could update my phone number to 07700 900123.",
]


def _asks(sentence):
    reading = read_ticket(f"Cracked teapot\nThe teapot arrived cracked down one side. {sentence}", order_ref="SU-73591")
    return reading, [s for s in reading.sentences if s.role == "request" and "other" in s.kinds]


@pytest.mark.parametrize("sentence", LEANING + TOLD_WHEN_DONE)
def test_no_other_request_beside_the_claim(sentence):
    reading, others = _asks(sentence)
    assert not others, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("sentence", STILL_ASKED)
def test_a_paper_or_a_status_is_still_asked(sentence):
    _, others = _asks(sentence)
    assert others


@pytest.mark.django_db
@pytest.mark.parametrize("tail", [LEANING[0], TOLD_WHEN_DONE[0]])
def test_the_teapot_is_refunded_once(tmp_path, tail):
    lines = [fc.line("TPT-9", "Teapot", 3500)]
    c = fc.case("PL-1", f"The teapot arrived cracked down one side. {tail}", lines, intents=["damaged_item"], ref="SU-73592",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, "TPT-9", 1), "TPT-9", 1)]})
    fc.assert_money_as_expected(tmp_path, [c])
