"""A question about the returns policy ("how long do I have to return it if I change my mind?"),
or a "can I send it back?" from a customer who says they have not decided, is a question for a
person to answer: no return is started on it. A plain "can I send that one back?" after saying
the thing is not what they pictured is a change of mind. And a refund declined for one thing
("I'll keep the frame, I don't need a refund for it") holds that thing's refund only, never the
delivery fee the same ticket asks back."""

from datetime import datetime, timezone

import pytest

from runs import policy
from runs.intents import read_ticket
from runs.models import Run
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.guard_fixtures import sentences_holding
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


def _kinds(text: str) -> list[str]:
    return [k for s in read_ticket(text, order_ref="SU-74001").requests for k in s.kinds]


# --- a question about the policy is a question ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "returns\nHow long do I have to send back the rug if I change my mind? Haven't made my mind up yet.",
    "query\nquick question - how many days have we got to return the lamp, in case we decide against it?",
    "rug\nwhats your return policy on the rug? havent decided if im keeping it",
    "Lamp\nCan I still send the lamp back? Not sure yet, just asking.",
    "Hello,\nWould I be able to return the armchair if I end up not liking it in the room? We are still deciding.",
])
def test_a_question_about_returning_is_not_a_return(text):
    kinds = _kinds(text)
    assert "change_of_mind" not in kinds
    assert "other" in kinds  # answered by a person, never dropped


@pytest.mark.parametrize("text", [
    "cushion\nThe grey cushion cover isn't what I pictured though, so can I send that one back?",
    "rug\nhonestly the rug isnt what i imagined. could i send that back pls",
    "Lamp\nI've decided against the lamp - how do I return it?",
])
def test_a_customer_who_has_decided_asks_for_a_return(text):
    assert "change_of_mind" in _kinds(text)


# --- a declined refund holds its own claim only ------------------------------------------------------------

_ORDER = {"order_ref": "SU-74001", "lines": [{"sku": "FRM-1", "description": "Oak picture frame", "quantity": 1, "unit_price_cents": 3200}],
          "charges": [{"number": 1, "kind": "items", "amount_cents": 3200}, {"number": 2, "kind": "delivery", "amount_cents": 599}]}
_FEE = {"case_type": "late_delivery", "action": "refund", "charges": [2]}
_FRAME = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "FRM-1", "quantity": 1}]}


def _held(text: str, decision: dict) -> list[str]:
    return sentences_holding(_ORDER, text, decision, return_asked=False)


@pytest.mark.parametrize("text", [
    "frame\nThe frame has a small scuff on the corner, honestly it's fine, I'll keep it and I don't need a refund for it. "
    "It came 4 days late though so I'd like the delivery charge back.",
    "late\nTiny chip on the frame but I'm keeping it, no refund needed for it. What I do want is the shipping fee back - it was a week late.",
    "Hi! It was late (promised the 6th, came the 10th), please refund the delivery. PS there's a scratch on it but I'll keep it and "
    "don't want money for that.",
])
def test_a_refund_declined_for_the_goods_never_holds_the_late_fee(text):
    assert not _held(text, _FEE)
    assert _held(text, _FRAME)  # the frame's own refund stays held


def test_a_declined_delivery_refund_still_holds_the_late_fee():
    assert _held("frame\nThe frame came late but please don't refund the delivery, it's fine.", _FEE)


# --- end to end: the offline agent ------------------------------------------------------------------------

@pytest.fixture
def frame(settings):
    maya, house = small_shop(settings)
    for kind in ("late_delivery", "change_of_mind"):
        row = policy.row_for(kind)
        shop.PolicyDocument.objects.get_or_create(ref=row.policy, defaults={"title": row.policy, "case_type": kind,
                                                                              "keywords": kind.replace("_", " ") + " late delivery fee return",
                                                                              "body": f"{row.policy} text"})
    return delivered_order("SU-74001", maya, house, [("FRM-1", "Oak picture frame", 1, 3200)], delivery_cents=599,
                           delivered_at=datetime(2026, 11, 10, 14, tzinfo=UTC))  # promised by the 6th: late


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "How long have I got to return the frame if I change my mind? I haven't decided yet, just asking.",
    "is there a return window on the picture frame? still thinking it over",
])
def test_offline_starts_no_return_for_a_question_about_returning(frame, body):
    run = offline_run(body, "SU-74001", ref="T-74001")
    assert not ReturnRequest.objects.filter(order__ref="SU-74001").exists()
    assert not Refund.objects.filter(order__ref="SU-74001").exists()
    assert run.escalations.exists()  # a person answers the question


@pytest.mark.django_db
def test_offline_pays_the_late_fee_beside_a_refund_declined_for_the_frame(frame):
    run = offline_run("The frame has a tiny scratch but honestly it's fine, I'll keep it and I don't need a refund for it. "
                      "It did turn up four days late, so I would like the delivery fee back.", "SU-74001", ref="T-74002")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-74001")] == [599]
    assert run.outcome == Run.Outcome.RESOLVED
