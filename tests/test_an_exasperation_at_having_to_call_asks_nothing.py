"""An exasperation at having to get in touch ("Don't make me ring up.", "Don't make me call you again.", "I'd rather not
have to phone") asks nothing: it was read as a request of kind `other`, sent to a person, and the reply promised a
follow-up (issue 11, finding 5). It is a remark on the answer wanted (runs/intents/remarks.py). A call asked ("Please
ring me on 07700 900123", "Can you call me tomorrow?") is still a request. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, said, shown

EXASPERATED = [
    "Don't make me ring up.",
    "Don't make me call you again.",
    "I'd rather not have to phone.",
    "dont make me phone u up",
    "Don't make me chase this!!",
    "Do not make me have to call again.",
    "I don't want to have to call you again about this.",
    "We'd rather not have to ring up again.",
]


@pytest.mark.parametrize("text", EXASPERATED)
def test_the_exasperation_asks_nothing(text):
    read = reading(f"The lamp arrived with a cracked base, please refund it. {text}")
    mine = said(read, text)
    assert mine and mine[0].role in ("courtesy", "statement", "context"), shown(read)


@pytest.mark.parametrize("text", [
    "Please ring me on 07700 900123.",
    "Can you call me tomorrow?",
    "Could someone phone me back this afternoon?",
    "Please could you call me back on 0161 496 0000?",
])
def test_a_call_or_something_else_asked_is_still_a_request(text):
    read = reading(f"The lamp arrived with a cracked base, please refund it. {text}")
    mine = said(read, text) or [s for s in read.sentences if s.text.strip() in text]
    assert any(s.role == "request" for s in mine), shown(read)


LAMP = [fc.line("LMP-1", "Ceramic table lamp", 6400)]


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_and_nobody_is_asked_to_follow_up(tmp_path):
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(LAMP, "LMP-1", 1), "LMP-1", 1)], "escalations": []}
    cases = [fc.case(f"RINGUP-{n}", f"The lamp arrived with a cracked base. Please refund it. {t}", LAMP, intents=["damaged_item"],
                     expected=paid, ref=f"SU-7500{n}") for n, t in enumerate(EXASPERATED[:3])]
    fc.assert_all_pass(tmp_path, cases)
