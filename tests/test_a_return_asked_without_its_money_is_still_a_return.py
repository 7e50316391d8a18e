"""A return asked with its money turned down is still a request: "I want to return the tea towel but I don't want a
refund for it, just tell me where to post it." closed with no subtask at all, the return dropped in silence. Declining
the money of goods the customer sends back declines the money, not the return: the return is started and its
decision's record says no refund is made when the goods arrive (runs.returns_without_money), which the reply tells.

Goods kept with the money declined ("I'll keep it, no refund needed") are still no return, and a return turned down
with the money ("I don't want to send it back or get a refund") asks none. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import forbids_action
from runs.models import Run
from tests.fresh_cases import case, line, run


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.forbids, s.forbid_kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I want to return the tea towel but I don't want a refund for it, just tell me where to post it.",
    "The tea towel is going back too, I changed my mind on it. No need to refund that one.",
    "i'd like to send the tea towel back pls, dont need the money for it",
    "Kindly arrange the return of the tea towel; I do not require a refund for it.",
    "Sending the tea towel back - changed my mind. Keep the money, I don't want it refunded!!",
    "I will return the tea towel, no refund necessary, how I send it?",
    "Can I return the tea towel? No need to refund me, I just don't want it in the house.",
])
def test_a_return_with_its_money_declined_is_read_as_a_return_with_the_refund_held(body):
    reading, shown = _reading(body)
    assert "change_of_mind" in reading.intents, shown
    assert any("refund" in s.forbids for s in reading.sentences), shown
    # the refusal holds the money, never the return itself
    assert not any(forbids_action(s.forbids, False, "return", "change_of_mind", scope=s.forbid_kinds, return_asked=s.asks_return)
                   for s in reading.sentences), shown


@pytest.mark.parametrize("body", [
    "I'll keep the tea towel, no need to refund it.",
    "The tea towel is fine, I don't want a refund or to send it back.",
    "I don't want to return the tea towel and I don't need a refund, it's lovely.",
    "Thought about sending the tea towel back but no, I'll keep it - no refund needed.",
])
def test_near_misses_goods_kept_with_the_money_declined_ask_no_return(body):
    reading, shown = _reading(body)
    assert "change_of_mind" not in reading.intents, shown


TOWEL = [line("TPT-BL", "Blue teapot", 4200), line("TWL-GR", "Tea towel, green", 900)]
NO_MONEY_RETURN = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TWL-GR"}], "escalations": []}


@pytest.mark.django_db
def test_a_return_with_its_money_declined_is_started_and_the_reply_says_no_refund(tmp_path):
    bodies = [
        "Hello, I want to return the tea towel but I don't want a refund for it, just tell me where to post it. Thanks, Robin",
        "The tea towel is going back too, I changed my mind on it. No need to refund that one.",
        "Kindly arrange the return of the tea towel; I do not require a refund for it.",
        "i'd like to send the tea towel back pls, dont need the money for it",
    ]
    cases = [case(f"NOMONEY-{i}", body, TOWEL, intents=["change_of_mind"], expected=NO_MONEY_RETURN) for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
    for r in Run.objects.all():
        reply = " ".join((r.state.get("reply") or {}).get("sentences", {}).values())
        assert "no refund will be made" in reply, reply


# (a return without money of other goods beside a claim leaves the claim standing: those phrasings are with the other
# returns of other goods, tests/test_a_return_asked_by_preference_or_as_goods_sent_back_is_a_change_of_mind.py)


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. I want to return it but I don't want a refund.",
    "kettle came dented. want to send it back but dont refund me",
    "The kettle arrived with a dent. I should like to return it; no refund is necessary.",
    "Kettle is arrive dented. I return it please, no need refund.",
])
def test_a_claims_goods_asked_back_without_money_go_to_a_person_never_dropped(body):
    reading, shown = _reading(body)
    assert reading.requests, shown
    assert not any(s.is_request and "damaged_item" in s.kinds and not any("refund" in t.forbids for t in reading.sentences)
                   for s in reading.sentences), shown
