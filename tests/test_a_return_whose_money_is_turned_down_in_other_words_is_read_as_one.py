"""A return asked with its money turned down is read as one whatever the words and their order
(runs/intents/return_money_refused.py): the refusal before the return, the return put as a question or as the
customer's plan, clipped, with typos, or the money turned down in words the refusal reading did not know ("without any
refund", "I won't be wanting a refund", "no need to pay us back"). The decision is recorded `refund_declined` and the
reply says no refund will be made. Near-misses, where the money is wanted (or goods instead, or the return refused
unless paid), are never marked and never told "no refund".

Also: a collection marked declined is told from the field too ("as you asked, no refund will be made once it is
collected"), never "the refund of $X follows once it is collected". Wording written for these tests."""

import pytest

from runs.agents import reply_sentences
from runs.agents.offline import OfflineAgent
from runs.intents import read_ticket
from runs.reply_check import contradicts_no_refund, resolved_problems
from runs.returns_without_money import FIELD
from runs.state import DecisionState
from tests.fresh_cases import cents, line
# the same bread bin order, walked and read the same way as the field's own tests
from tests.test_a_return_without_its_money_is_marked_in_the_decisions_own_field import (_reply, assert_money_not_turned_down,
                                                                                    assert_returned_without_money)

TURNED_DOWN = [
    "Can i send the bread bin back? i wont need a refund, honestly.",
    "Quick one: how do I send back the bread bin? No refund necessary at all.",
    "Id like to retrun the bread bin without any refund please, its too big for the counter.",
    "We're going to post the bread bin back to you. No need to pay us back for it.",
    "No money back needed. Please could I return the bread bin though, changed my mind.",
    "The bread bin has to go back, I've no room for it. I won't be wanting a refund.",
    "Return the bread bin please - with no refund, I got it on sale and it's not worth the fuss.",
    "Don't need the money back for it - I'd just like to return the bread bin, it doesnt go with anything.",
]

WANTED = [
    "Please return it and refund me - the bread bin just isn't what I pictured.",
    "I don't want a replacement, I want a refund. Can I send the bread bin back?",
    "I'd like to return the bread bin. No need for a label, just refund me when it's back.",
    "Can I return the bread bin? If not, I want a refund.",
    "I'm not sending the bread bin back without a refund.",  # the return refused unless paid
    "I want to return the bread bin. I won't need a refund if you can swap it for the black one.",  # goods instead
    "Could you tell me how to return the bread bin? I'd like the refund to go to my card please.",
    "How do I return the bread bin? Don't refund it to my card, refund it to PayPal.",  # how it is paid, not refused
    "I don't want a refund. Can I return the bread bin for store credit?",  # money in another shape
    "No refund please. I want to return the bread bin and get the black one instead.",  # goods instead
    "Can I return the bread bin? I won't be needing a refund until it's back with you.",  # when, not whether
]


def _refusals(body: str) -> list:
    """The sentences whose refusal holds the refund of a change of mind."""
    return [s for s in read_ticket("my order\n" + body, order_ref="SU-70001").sentences
            if "refund" in s.forbids and "change_of_mind" in s.forbid_kinds]


@pytest.mark.parametrize("body", TURNED_DOWN)
def test_the_reading_asks_the_return_and_holds_its_refund(body):
    read = read_ticket("my order\n" + body, order_ref="SU-70001").sentences
    assert [s.kinds for s in read if s.role == "request"] == [["change_of_mind"]], [(s.role, s.kinds, s.why, s.text) for s in read]
    assert _refusals(body), [(s.role, s.forbids, s.forbid_kinds, s.text) for s in read]


@pytest.mark.parametrize("body", WANTED)
def test_near_misses_hold_no_refund_of_the_return(body):
    assert not _refusals(body)


@pytest.mark.django_db
def test_each_return_starts_with_its_money_turned_down_and_the_reply_says_so(tmp_path):
    assert_returned_without_money(tmp_path, "NOMONEY", TURNED_DOWN)


@pytest.mark.django_db
def test_near_misses_are_never_told_no_refund(tmp_path):
    got, cases, runs = assert_money_not_turned_down(tmp_path, "MONEY", WANTED)
    for c in cases[:3]:  # the return asked with its money: started, the money promised on arrival
        assert got[c["id"]]["passed"], (c["ticket"]["body"], got[c["id"]]["differences"])
        assert "$36.72 back once it arrives" in _reply(runs[c["id"]]), _reply(runs[c["id"]])


MUG = [line("MUG-BL", "Stoneware mug, blue", 1800)]
ON_COLLECTION = cents(MUG, "MUG-BL", 1)


def _told_collection(declined: bool) -> str:
    """The offline agent's reply sentence for a resolved damaged-item subtask whose executed decision is a collection."""
    decision = {"ref": "D1", "subtask": 1, "state": DecisionState.EXECUTED, "action": "collection", "amount_cents": ON_COLLECTION,
                "sku": "MUG-BL", "lines": [{"sku": "MUG-BL", "quantity": 1}], "reason": "damaged on arrival", FIELD: declined}
    view = {"decisions": {"D1": decision}, "order": {"order_ref": "SU-70001", "lines": MUG}}
    s = {"number": 1, "kind": "damaged_item", "goal": "collect the damaged stoneware mug", "status": "resolved"}
    return OfflineAgent()._told(view, s)


def test_a_collection_whose_money_is_turned_down_is_told_no_refund_follows():
    said = _told_collection(True)
    assert "no refund will be made" in said and "$" not in said and "follows" not in said, said
    # the reply checks pass it: the collection is told as done, and no money is told coming back against the refusal
    assert resolved_problems(said, action="collection", amount_cents=ON_COLLECTION, kind="damaged_item") == []
    assert contradicts_no_refund(said, "damaged_item", True) == ""


def test_a_collection_with_its_money_still_tells_the_refund_that_follows():
    said = _told_collection(False)
    assert f"the refund of ${ON_COLLECTION / 100:.2f} follows once it is collected" in said and "no refund will be made" not in said, said


def test_the_collection_sentence_follows_the_field_it_is_given():
    assert "no refund will be made" in reply_sentences.collection(ON_COLLECTION, "the mug", True)
    assert f"${ON_COLLECTION / 100:.2f}" in reply_sentences.collection(ON_COLLECTION, "the mug", False)
