"""Goods told too big, heavy or awkward to send back are no return and no change of mind: the refund asked beside it is
the claim's own, the goods kept.

"The armchair was delivered yesterday and the seat fabric is torn along the front seam. It is too big to send back, so
I'd like a refund please." (blind round ver23a, V23-24) was read as a change-of-mind return beside the damage claim: a
second $204.12 subtask on the same chair, which kept the run waiting on a lead. The words "too big to send back" now
read as the trip back ruled out (runs/intents/return_spared.py): no change of mind, and the sentence forbids a return
and a collection. And whatever a model plans, two refunds on one line are never both paid: the second is refused by
what the first drew on the line. Wording written for these tests."""

import pytest

from runs import policy
from runs.intents import read_ticket
from runs.intents.return_spared import return_spared
from runs.shop.models import Refund, ReturnRequest
from tests.fresh_cases import run as run_cases
from tests.runtime_world import call, delivered_order, more_policies, small_shop, start, ticket, walk_until_pause
from tests.ver23a_cases import ver23a

TOO_BIG = [
    "Armchair\nThe armchair came with the seat fabric torn. It's way too heavy for me to post back, so a refund would be great.",
    "sofa\nsofa arrived with a gash in the arm!! its far too bulky to send back so just refund me pls",
    "Wardrobe\nThe wardrobe door is cracked. It is too awkward to return, could I have a refund instead?",
    "Mirror\nGood evening. The floor mirror arrived with a chipped corner. Being honest, it is much too big and heavy to be sent "
    "back, so I would like a refund.",
    "Rug\nThe rug has a stain right in the middle. too big 2 send back, refund?",
    "Bed\nthe bed frame came with a split slat. Way too much hassle to take it back, can you refund the bed frame",
    "Blender\nThe pro blender jug arrived cracked. It is too big to send back, so I'd like a refund please.",
]


@pytest.mark.parametrize("text", TOO_BIG)
def test_too_big_to_send_back_is_the_claims_refund_and_forbids_a_return(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert reading.intents == ["damaged_item"], reading.as_payload()
    assert not any(s.asks_return for s in reading.sentences)
    assert any({"return", "collection"} <= set(s.forbids) for s in reading.sentences), reading.as_payload()


# Near misses: goods too big for the room, or to fit, sent back or asked to go back, are still a return asked.
@pytest.mark.parametrize("text", [
    "Sofa\nI changed my mind about the sofa, it is too big for the room. I'd like to send it back for a refund.",
    "Desk\nThe desk is too big to fit through the door, so I'd like to return it.",
    "Chair\nThe chair is too big. Can I send it back?",
])
def test_goods_too_big_for_their_place_are_still_a_return(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "change_of_mind" in reading.intents, reading.as_payload()
    assert any(s.asks_return for s in reading.sentences)


@pytest.mark.parametrize("words", ["too big for the room", "too big to fit in the car", "it was too big so I sent it back",
                                   "too big, can I return it?"])
def test_the_trip_back_ruled_out_only_in_its_own_words(words):
    assert return_spared(words) == []


@pytest.mark.django_db
def test_the_armchair_is_one_damage_refund_with_a_leads_yes(tmp_path):
    got = run_cases(tmp_path, [ver23a("V23-24")])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["V23-24"]["passed"], got["V23-24"]["differences"]


# --- two refunds on one line are never both paid, whatever the plan -------------------------------------------

CHAIR_BODY = ("The reading chair's seat fabric came torn along the seam. Honestly I've gone off it anyway and changed my mind, "
              "I'd like to send it back for a refund.")


def _two_claims_on_one_chair(first: tuple[str, str], second: tuple[str, str]) -> dict:
    """A model planning the damage and the change of mind on the one chair, proposing `first` then `second` ((kind, action))."""
    plan = [{"goal": f"settle the chair: {k.replace('_', ' ')}", "kind": k, "steps": policy.plan_steps(k)} for k in ("damaged_item", "change_of_mind")]
    number = {"damaged_item": 1, "change_of_mind": 2}

    def propose(kind: str, action: str) -> dict:
        return call("propose_decision", subtask=number[kind], action=action, lines=[{"sku": "CHR", "quantity": 1}], amount_cents=12000,
                    source="platform", policy_ref=policy.row_for(kind).policy, needs_human=False, reason="as the model saw it")

    reads = [call("record_progress", subtask=1, status="in_progress"), call("record_progress", subtask=2, status="in_progress"),
             call("get_seller_supplement"), call("get_carrier_scan"), call("search_policy", query="damaged item"),
             call("search_policy", query="change of mind")]
    return {"turns": [[call("get_order", order_ref="SU-74024")], [call("propose_plan", order_ref="SU-74024", subtasks=plan)], reads,
                      [propose(*first), propose(*second)]], "after": "offline"}


@pytest.mark.django_db
@pytest.mark.parametrize("first,second", [
    (("damaged_item", "refund"), ("change_of_mind", "refund")),
    (("change_of_mind", "refund"), ("damaged_item", "refund")),
    (("damaged_item", "refund"), ("change_of_mind", "return")),
])
def test_two_claims_on_one_unit_never_pay_it_twice(settings, first, second):
    maya, house = small_shop(settings)
    more_policies("change_of_mind")
    delivered_order("SU-74024", maya, house, [("CHR", "Linen reading chair", 1, 12000)])
    run = walk_until_pause(start(ticket(CHAIR_BODY, ref="T-74024", order_ref="SU-74024", subject="Chair"),
                                 script=_two_claims_on_one_chair(first, second)))
    paid = sum(c.get("quantity", 0) for r in Refund.objects.filter(order__ref="SU-74024") for c in r.covers if c.get("sku") == "CHR")
    cents = sum(r.amount_cents for r in Refund.objects.filter(order__ref="SU-74024"))
    assert (paid, cents) == (1, 12000)  # the first is paid, once
    assert not ReturnRequest.objects.filter(order__ref="SU-74024").exists()  # no return started on the chair refunded
    refused = {c["check"] for e in run.events.filter(kind="guard_check") for c in e.payload["checks"] if not c["passed"]}
    assert "amount_supported_by_lines" in refused  # the second: nothing left on the line the first drew on
    assert sorted(run.subtasks.values_list("status", flat=True)) == ["escalated", "resolved"]  # the other claim to a person
