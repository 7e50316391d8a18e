"""A remedy the customer prefers over money ("send a new lid rather than money", "I don't want my money
back, just a new one") is a request of its own a person arranges, and it holds the card refund: the
reading never turns it into the replacement question ("confirm no replacement is being sent"), the
offline agent pays nothing and gives it its own subtask, and a model that proposes the card refund all
the same is refused by the guard."""

import pytest

from runs import policy
from runs.intents import GOODS_INSTEAD, read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from runs.shop.refund_matrix import refund_source_for
from tests.runtime_world import call, delivered_order, offline_run, small_shop, start, ticket, walk_until_pause
from tests.guard_fixtures import checks_named, handed_to_a_person

pytestmark = pytest.mark.django_db


def _read(body: str):
    return read_ticket(f"About my order\n{body}")


# (the damage told first, the remedy asked after it, in several voices)
@pytest.mark.parametrize("body", [
    "The bread bin lid is bent. i'd like you to send a new lid rather than money.",
    "My teapot's lid came cracked. I'd rather you posted a new lid than gave me money back.",
    "The kettle filter arrived split. Please send a replacement filter instead of a refund.",
    "the strap on the bag is ripped. dont want refund, just new strap pls",
    "The blender jug is cracked. I dont need my money back, only a new jug.",
    "Lamp shade dented. I would prefer a replacement to a refund.",
    "The vase chipped. Not looking for money, I'd like a new vase sent.",
    "The lid of my bread bin came bent. I don't want my money back, just a new one.",
])
def test_goods_asked_instead_of_money_are_a_request_of_their_own_that_holds_the_refund(body):
    reading = _read(body)
    asked = [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD)]
    assert len(asked) == 1 and "other" in asked[0].kinds and "refund" in asked[0].forbids
    assert "question" not in reading.intents  # never read as "is a replacement coming / none wanted"
    assert "damaged_item" in reading.intents  # the damage told before it is still a claim


@pytest.mark.parametrize("body,kinds", [
    ("the lamp arrived smashed, refund please", ["damaged_item"]),
    ("The mug arrived chipped. send a replacement or refund, whichever is quicker", ["damaged_item", "question"]),
    ("The toaster is broken. I'd rather have my money back than wait for a new one.", ["damaged_item"]),
    ("The parcel is late. Can I get a refund now instead of waiting?", ["late_delivery"]),
])
def test_money_asked_or_either_remedy_offered_holds_nothing(body, kinds):
    reading = _read(body)
    assert reading.intents == kinds
    assert not any("refund" in s.forbids for s in reading.sentences)


def test_money_declined_with_nothing_else_asked_is_still_a_decline():
    reading = _read("The toaster is broken. I'll keep it, just wanted you to know.")
    assert reading.requests == []


# --- end to end ----------------------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-64001", maya, house, [("BIN-1", "Bread bin", 1, 3200)])
    delivered_order("SU-64002", maya, house, [("GRN-1", "Coffee grinder", 1, 4400)])
    return house


def test_offline_a_new_lid_asked_rather_than_money_pays_nothing_and_gives_the_lid_its_own_subtask(world):
    run = offline_run("hi, SU-64001 here. the bread bin's lid got bent in the post. could u send me a new lid? rather than money back",
                      "SU-64001")
    assert Refund.objects.count() == 0
    other = [s for s in run.subtasks.all() if s.case_type == "other"]
    assert any("new lid" in s.goal for s in other) and {s.status for s in other} == {"escalated"}
    assert not run.subtasks.filter(case_type="question").exists()
    reply = shop.CustomerReply.objects.get(order__ref="SU-64001").body
    assert "no replacement" not in reply.lower() and "refunded" not in reply.lower()


def test_scripted_a_card_refund_proposed_against_a_replacement_asked_instead_is_refused(world):
    body = "The grinder's lid cracked the first time I opened the box. I'd like a new lid posted out rather than money."
    asked = "I'd like a new lid posted out rather than money."
    plan = [{"goal": "settle the damaged coffee grinder", "kind": "damaged_item", "steps": policy.plan_steps("damaged_item")},
            {"goal": f'a person answers the request "{asked}"', "kind": "other", "steps": policy.plan_steps("other")}]
    refund = call("propose_decision", subtask=1, source=refund_source_for("damaged_item", "first_party"), needs_human=False,
                  policy_ref=policy.row_for("damaged_item").policy, action="refund", amount_cents=4400,
                  lines=[{"sku": "GRN-1", "quantity": 1}], reason="cracked lid")
    turns = [[call("get_order", order_ref="SU-64002")], [call("propose_plan", order_ref="SU-64002", subtasks=plan)],
             [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"), call("get_carrier_scan"),
              call("search_policy", query="damaged item"),
              call("escalate_to_human", subtask=2, open_item=plan[1]["goal"], reason="a replacement lid is a person's to send")],
             [refund], [refund]]
    run = walk_until_pause(start(ticket(body, ref="T-1", order_ref="SU-64002", subject="Grinder lid"), script={"turns": turns, "after": "offline"}))
    held = checks_named(run, "request_in_ticket")
    assert held and not any(c["passed"] for c in held)
    assert held[0]["inputs"]["forbidding"] == [asked]
    assert Refund.objects.count() == 0 and handed_to_a_person(run)
