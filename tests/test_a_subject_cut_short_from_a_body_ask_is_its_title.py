"""A subject line that is a body ask cut short ("dont send" over "dont send anothr one, just refund") is that ask's title:
read alone it was a constraint of no known kind, escalated beside the body's correct no-replacement subtask, one request
given two subtasks and the run made partial (verify35 V35-071). Near-misses: a subject no body sentence opens with stays
its own request. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _subject_role(subject: str, body: str) -> str:
    return read_ticket(subject + "\n" + body, order_ref="SU-70001").sentences[0].role


@pytest.mark.parametrize("subject, body", [
    ("dont send", "clock glas smashed. dont send anothr one, just refund"),
    ("do NOT send", "The jug is cracked. Do not send another jug please, a refund is fine."),
    ("Don't send", "The rug came torn. Don't send a replacement. Refund me."),
    ("please dont", "teapot lid snapped off. please dont send a new one, id rather have the money"),
    ("Do not ship", "Frame glass shattered in the box. Do not ship another frame - refund it."),
    ("dont want", "the bowl arrived chipped. dont want a replacement, refund pls"),
])
def test_a_subject_opening_a_body_ask_is_its_title(subject, body):
    assert _subject_role(subject, body) == "attached"


@pytest.mark.parametrize("subject, body", [
    ("dont send", "clock glas smashed, refund please."),
    ("do not ship", "The jug arrived cracked, I'd like a refund."),
    ("don't charge", "The rug came torn, please refund it."),
])
def test_a_subject_no_body_sentence_opens_with_is_its_own_request(subject, body):
    assert _subject_role(subject, body) == "request"


CLOCK = [fc.line("CLK-1", "Wall clock", 3900)]


@pytest.mark.django_db
def test_end_to_end_the_clock_is_paid_and_no_person_is_asked(tmp_path):
    expected = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(CLOCK, "CLK-1", 1), "CLK-1", 1)], "returns": [], "escalations": []}
    cases = [
        fc.case("CUT-1", "clock glas smashed. dont send anothr one, just refund", CLOCK, subject="dont send",
                intents=["damaged_item"], expected=expected),
        fc.case("CUT-2", "The clock arrived smashed. Do not send another one, just refund it.", CLOCK, subject="Do not send",
                intents=["damaged_item"], expected=expected),
    ]
    fc.assert_all_pass(tmp_path, cases)
