""""Not what I paid for" given as the reason of a refund asked for goods told damaged just before it ("...so I do not need
it replaced, but I would be grateful if you could refund what it cost me as it is not what I paid for") is that damage
claim's own refund, no second claim of a wrong item for a person (runs/intents/paid_for_as_reason.py; blind round ver30c
V30C-02). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.paid_for_as_reason import PAID_FOR_REASON_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("my order SU-70001\n\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The dolls house arrived with the roof cracked in two. I don't need a new one, but please refund it as it's not what I paid for.",
    "the dolls house came with its door snapped off!! refund me pls, because it is not what i paid for",
    "Sadly the dolls house was damaged when it came - the chimney was broken. Could you refund the cost, since it really isn't what we paid for?",
    "When we unpacked the dolls house the side panel was split. No replacement please; I would like my money back as it is simply not what I paid for.",
    "The dolls house turned up scratched all over the front. Kindly reimburse me, seeing as it's not what I paid good money for.",
    "Dolls house: roof cracked on arrival. I'd like a refund cos its not what I paid for.",
    "The dolls house arrived with the roof cracked in two. My granddaughter still plays with it, bless her, so I do not need it "
    "replaced, but I would be grateful if you could refund what it cost me as it is not what I paid for.",
])
def test_the_reason_is_attached_to_the_damage_claim(body):
    reading, shown = _reading(body)
    # (a replacement declined may be its own ask, "confirm none is sent"; never a wrong item)
    assert "damaged_item" in reading.intents and "wrong_item" not in reading.intents and "other" not in reading.intents, shown
    asking = [s for s in reading.sentences if "paid" in s.text]
    assert asking and not set(asking[0].kinds) - {"question"}, shown


@pytest.mark.parametrize("body", [
    # no damage beside it: a complaint of what came, read as before
    "The dolls house arrived today. I'd like a refund as it is not what I paid for.",
    # what came set against what was ordered in the same breath: a wrong item
    "The dolls house is the pink one, not what I paid for - I ordered the white. Please refund it.",
    # the phrase told as a statement, not as the reason of a refund asked
    "The dolls house arrived with the roof cracked. This is not what I paid for.",
])
def test_near_misses_are_not_attached_by_this_reading(body):
    reading, shown = _reading(body)
    assert not any(s.why == PAID_FOR_REASON_WHY for s in reading.sentences), shown


def test_the_ver30c_wording_is_attached_by_this_reading():
    reading, shown = _reading("However when we opened the wooden train set the engine had a wheel broken off. He still plays with "
                              "it, so I do not need it replaced, but I would be grateful if you could refund what it cost me as it "
                              "is not what I paid for.")
    assert any(s.why == PAID_FOR_REASON_WHY for s in reading.sentences) and "wrong_item" not in reading.intents, shown


HOUSE = [line("DH-1", "Wooden dolls house", 5400), line("FIG-1", "Dolls house figures", 1600)]


@pytest.mark.django_db
def test_the_damage_is_refunded_and_nobody_is_asked_about_a_wrong_item(tmp_path):
    bodies = [
        "The wooden dolls house arrived with the roof cracked in two. I don't need a new one, but please refund it as it's not what I paid for.",
        "Dear team, when we unpacked the dolls house the side panel was split. No replacement please; I would be grateful for my money "
        "back as it is simply not what I paid for. Kind regards",
    ]
    cases = [case(f"PAIDFOR-{i}", body, HOUSE, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(cents(HOUSE, "DH-1", 1), "DH-1", 1)], "returns": [], "escalations": []})
             for i, body in enumerate(bodies, 1)]
    assert_all_pass(tmp_path, cases)
