"""The customer's own goods still wanted beside a claim on them ("I'd still like my tea set") ask the goods sent, for a
person, not the money: the box held somebody else's goods and a return of the tea set was started, with a refund promised
against the customer's wish (blind round ver37c, V37C-25). Near-misses: the money or a return still wanted, the goods
liked, and no claim beside it, keep their readings. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.own_goods_still_wanted import own_goods_still_wanted
from runs.intents.chosen_remedies import EXCHANGE_CHOSEN_WHY
from tests import fresh_cases as fc

WRONG = "The box I got has somebody else's things in it, a packing slip for another name. No sign of my tea set."

ASKED = [
    "I'd still like my tea set.",
    "We still want the tea set we ordered!",
    "i do still need my teaset tho, it's a present",
    "I would still like to have my tea set please.",
    "Still want my order. I'd still like the tea set",
    "What do I do with their things? I'd still really like my tea set.",
]


@pytest.mark.parametrize("ask", ASKED)
def test_the_goods_still_wanted_are_asked_of_a_person(ask):
    reading = read_ticket(f"Wrong parcel\n{WRONG} {ask}", order_ref="SU-70001")
    asked = [s for s in reading.sentences if own_goods_still_wanted(s.text)]
    assert asked and all(s.role == "request" and s.kinds == ["other"] and s.why == EXCHANGE_CHOSEN_WHY for s in asked), \
        [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "I'd still like my money back.", "I still want a refund please.", "I'd still like to send it back.",
    "I still like the colour though.", "I still love it.",
])
def test_money_a_return_or_liking_is_no_goods_wanted(text):
    assert not own_goods_still_wanted(text)


def test_no_claim_beside_it_reads_as_before():
    reading = read_ticket("Tea set\nI'd still like my tea set.", order_ref="SU-70001")
    assert not any(s.why == EXCHANGE_CHOSEN_WHY for s in reading.sentences)


@pytest.mark.django_db
def test_end_to_end_no_return_and_no_refund_for_goods_never_had(tmp_path):
    teaset = [fc.line("TEA-1", "Japanese tea set", 6400)]
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "tea set"}]}
    bodies = [f"{WRONG} {ASKED[0]}", f"{WRONG} {ASKED[1]}", "Someone else's order came in my box (a blender). I'd still like my tea set please."]
    cases = [fc.case(f"STILL-{n}", body, teaset, intents=["wrong_item", "other"], expected=held, ref=f"SU-7394{n}") for n, body in enumerate(bodies)]
    got = fc.run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "unexpected return"))], got[c["id"]]["differences"]
