"""Wrong goods sent back with their money turned down ("Wrong size. No need to refund me, just tell me how to send it
back.") ask the wrong item's own remedy, its return, with the refund held: read as a constraint "a person sees", the
sentence went to a person as an `other` request beside the return it asks for; read as the remedy declined, the claim
was taken back and the whole wrong item went to a person (runs/intents/wrong_goods_back_unpaid.py). Goods told damaged,
other goods asked, or the goods kept are not read so. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import forbids_action
from runs.models import Run
from tests.fresh_cases import case, line, run


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.forbids, s.forbid_kinds, s.text, s.why) for s in reading.sentences]


WRONG_BACK_UNPAID = [
    "The boots are the wrong size. No need to refund me, just tell me how to send it back.",
    "Wrong size. No need to refund me, just tell me how to send it back.",
    "You sent the blue jumper not the green one I ordered. I don't need a refund, just let me know where to post it back.",
    "hi the boots u sent are the wrong size!! dont need a refund, how do i send them back",
    "I'm afraid the boots you sent are not the ones I ordered. I do not require a refund. Please tell me where to return them.",
    "The boots you sent are not the ones I ordered. I do not need a refund. How do I send them back?",
    "These boots are the wrong colour, I ordered brown. No refund needed - what address do I post them back to?",
]


@pytest.mark.parametrize("body", WRONG_BACK_UNPAID)
def test_the_wrong_items_return_is_asked_with_its_refund_held_and_no_person_asked_again(body):
    reading, shown = _reading(body)
    assert reading.intents == ["wrong_item"], shown
    refusal = [s for s in reading.sentences if "refund" in s.forbids]
    assert refusal and all(s.forbid_kinds == ["wrong_item"] for s in refusal), shown
    assert not any(forbids_action(s.forbids, False, "return", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return)
                   for s in reading.sentences), shown
    assert any(forbids_action(s.forbids, False, "refund", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return)
               for s in reading.sentences), shown


@pytest.mark.parametrize("body, kinds", [
    # damaged goods sent back with no money: no policy remedy, a person arranges it
    ("The mug arrived chipped. No need to refund me, just tell me how to send it back.", {"damaged_item", "other"}),
    # other goods asked instead of the money: a person arranges the swap
    ("The boots are the wrong size. No need to refund me, just send the 9s and tell me how to send these back.", {"wrong_item", "other"}),
    # real requests of no known kind beside a wrong item still go to a person
    ("The boots are the wrong size. Can you change my address to 4 Elm Road?", {"wrong_item", "other"}),
    ("Wrong size boots. Also please cancel my subscription.", {"wrong_item", "other"}),
])
def test_near_misses_stay_with_a_person(body, kinds):
    reading, shown = _reading(body)
    assert set(reading.intents) == kinds, shown


BOOTS = [line("BOOT-1", "Walking boots", 8900), line("SOCK-1", "Wool socks", 1200)]
RETURN_NO_MONEY = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BOOT-1"}], "escalations": []}


@pytest.mark.django_db
def test_the_return_is_started_with_no_refund_and_no_person_asked(tmp_path):
    bodies = [
        "Hi, the boots are the wrong size, I ordered a 9 and got a 7. No need to refund me, just tell me how to send it back.",
        "You sent the wrong boots, not the ones I ordered. I don't need a refund, just let me know where to post them back. Thanks",
    ]
    cases = [case(f"WRONGBACK-{i}", body, BOOTS, intents=["wrong_item"], expected=RETURN_NO_MONEY) for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
    for r in Run.objects.all():
        reply = " ".join((r.state.get("reply") or {}).get("sentences", {}).values())
        assert "no refund will be made" in reply, reply
