"""Damage told beside a question, with the remedy refused where it stands ("I'm not returning it", "I don't want a
refund", "no need for a replacement"), asks no remedy: a person answers the question and nothing is paid
(runs/intents/damage_beside_question.py; verify35 V35-055 "Lamp flickers. I'm not returning it. Is it covered by a
warranty?" refunded $89). A remedy asked beside the refusal, or a negated ask put to the shop ("can't you refund it?",
"why not just refund it?"), still asks it."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

REFUSED = [
    "lamp\nLamp flickers. I'm not returning it. Is it covered by a warranty?",
    "kettle\nThe kettle lid came cracked. I don't want a refund. Does the guarantee cover a new lid?",
    "toaster\ntoaster arrived with a dent, not sending it back. is there a warranty on these?",
    "Blender\nBlender jug has a chip. No need for a replacement. How long is the warranty?",
    "rug\nThe rug has a small tear at the edge. I won't be returning it, I just wondered what your guarantee covers?",
    "clock\nThe clock glass is cracked. We're keeping it, never returning it. Does your warranty cover the glass?",
]


@pytest.mark.parametrize("text", REFUSED)
def test_damage_beside_a_question_with_the_remedy_refused_is_a_persons(text):
    reading = read_ticket(text)
    assert "damaged_item" not in reading.intents and "other" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


STILL_ASKED = [
    "lamp\nLamp flickers. Can't you refund it? Is it covered by a warranty?",
    "lamp\nLamp flickers. I'm not returning it, just refund it. Is it covered by a warranty?",
    "lamp\nLamp arrived cracked. I don't want to send it back - can I get a refund? Is there a warranty?",
    "lamp\nLamp arrived cracked. Why not just refund it? Is there a warranty?",
]


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_remedy_asked_beside_the_refusal_stays_asked(text):
    assert "damaged_item" in read_ticket(text).intents


LAMP = [fc.line("LA-1", "Brass desk lamp", 8900)]


@pytest.mark.django_db
def test_a_refused_remedy_beside_a_warranty_question_pays_nothing_and_an_asked_one_pays(tmp_path):
    refused = fc.case("RBW-1", "Lamp flickers. I'm not returning it. Is it covered by a warranty?", LAMP, intents=["other"], subject="lamp",
                      ref="SU-70441", expected={"outcome": "escalated", "refunds": [], "returns": []})
    asked = fc.case("RBW-2", "Lamp arrived cracked. I don't want to send it back - can I get a refund? Is there a warranty?", LAMP,
                    intents=["damaged_item", "other"], subject="lamp", ref="SU-70442",
                    expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(LAMP, "LA-1", 1), "LA-1", 1)], "returns": []})
    fc.assert_money_as_expected(tmp_path, [refused, asked])
