"""A refund the customer declines for one thing declines only that thing: "no need to refund the mug"
holds the mug, never the late fee or a charge taken twice that the same ticket asks for, and the
declined claim is context (no subtask, no escalation of its own). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import policy
from runs.intents import DECLINED_WHY, HOLD_WHY, read_ticket
from runs.models import Run
from runs.screening import request_dicts
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.guard_fixtures import sentences_holding
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


def _sentence(text: str, needle: str):
    return next(s for s in read_ticket(text).sentences if needle in s.text)


# --- reading ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, needle", [
    ("The blue bowl has a hairline crack but no need to refund it, it still holds soup. The parcel was 5 days late though, can I have the delivery fee back?",
     "hairline"),
    ("one of the tea towels has a small tear, dont refund that its fine honestly. the courier was late so id like postage back", "tea towels"),
    ("Our vase got a scratch on the base - please don't refund it, nobody will see it. However the delivery charge should come back, it came a week late.",
     "scratch"),
])
def test_a_claim_whose_refund_is_declined_is_context_not_a_request(text, needle):
    s = _sentence(text, needle)
    assert s.role == "context" and s.why == DECLINED_WHY and s.kinds == ["damaged_item"]
    assert "late_delivery" in read_ticket(text).intents


@pytest.mark.parametrize("text, needle", [
    ("Last week I asked for a refund on the toaster because I thought it was faulty. Turns out the socket was off - please ignore that and don't refund it.",
     "ignore that"),
    ("I said the lamp was broken in my first email. It works now, so no need to refund it.", "no need"),
    ("Yesterday I wrote that the jug came chipped. My mistake, it was a mark on the box - do not refund it please.", "do not refund"),
])
def test_a_retracted_claim_and_its_do_not_refund_are_both_context(text, needle):
    reading = read_ticket(text)
    assert not [s for s in reading.requests if set(s.kinds) & {"damaged_item", "other"}]
    assert _sentence(text, needle).role == "context"
    assert any("damaged_item" in s.settles for s in reading.sentences), "the retracted claim still holds its refund"


@pytest.mark.parametrize("text", [
    "Please don't refund it to my card, I'd rather have it as store credit. The teapot came cracked.",
    "The kettle is dented. Don't refund it yet, I'm waiting to hear from my partner.",
    "Please do not refund anything, just tell me why it was late.",
])
def test_a_refund_constrained_or_declined_with_another_ask_still_goes_to_a_person(text):
    reading = read_ticket(text)
    asked_of_a_person = any(s.role == "request" and "other" in s.kinds and "refund" in s.forbids for s in reading.sentences)
    # a refund asked only to wait ("don't refund it yet") holds the refund and leaves the claim open for a person
    claim_held = any(s.why == HOLD_WHY and "refund" in s.forbids for s in reading.sentences) and "damaged_item" in reading.intents
    assert asked_of_a_person or claim_held


# --- the guard's reading of the same -----------------------------------------------------------------

_ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "MUG-4", "description": "Stoneware mug", "quantity": 4, "unit_price_cents": 1200}],
          "charges": [{"number": 1, "kind": "items", "amount_cents": 4800}, {"number": 2, "kind": "delivery", "amount_cents": 599},
                      {"number": 3, "kind": "items", "amount_cents": 4800}]}


def _held(text: str, decision: dict) -> list[str]:
    return sentences_holding(_ORDER, text, decision, return_asked=False)


_FEE = {"case_type": "late_delivery", "action": "refund", "charges": [2]}
_COPY = {"case_type": "duplicate_charge", "action": "refund", "charges": [3]}
_MUG = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "MUG-4", "quantity": 1}]}


@pytest.mark.parametrize("text", [
    "One mug has a chip but honestly no need to refund that. It came two days late, delivery fee back please.",
    "i was billed twice for SU-70001!! refund the extra one. don't bother refunding the postage, it came on time",
    "Dont refund shipping or anything else, it was all fine. The only thing: you took the payment two times.",
])
def test_a_declined_refund_never_holds_the_fee_or_the_duplicate_asked_for(text):
    assert not _held(text, _FEE if "late" in text else _COPY)


def test_a_declined_mug_refund_still_holds_the_mug():
    requests = request_dicts(read_ticket("One mug has a chip but honestly no need to refund that. Delivery fee back please, it was late.",
                                         order_ref="SU-70001"), "SU-70001")
    assert any("damaged_item" in (r.get("settles") or []) for r in requests)


def test_a_declined_delivery_fee_still_holds_a_duplicate_delivery_charge():
    text = "Please don't refund the delivery fee. Thanks."
    assert _held(text, {"case_type": "duplicate_charge", "action": "refund", "charges": [2]})
    assert not _held(text, _COPY)


# --- end to end: the offline agent ------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    for kind in ("late_delivery", "change_of_mind", "wrong_item"):
        row = policy.row_for(kind)
        shop.PolicyDocument.objects.get_or_create(ref=row.policy, defaults={"title": row.policy, "case_type": kind,
                                                                              "keywords": kind.replace("_", " ") + " late delivery fee",
                                                                              "body": f"{row.policy} text"})
    delivered_order("SU-70002", maya, house, [("PAN-1", "Cast iron pan", 1, 5400), ("LMP-1", "Brass desk lamp", 1, 6200)])
    return delivered_order("SU-70001", maya, house, [("MUG-4", "Stoneware mug", 4, 1200)], delivery_cents=599,
                           delivered_at=datetime(2026, 11, 10, 14, tzinfo=UTC))  # promised by the 6th: late


@pytest.mark.django_db
@pytest.mark.parametrize("body, order_ref, paid, to_a_person", [
    ("SU-70001: one of the mugs has a wee chip on the rim but no need to refund that, it's grand. It turned up on the 10th not the 6th, "
     "so the delivery charge back please.", "SU-70001", [599], ""),
    ("I told you the mugs were broken on SU-70001. They weren't, I misread the box - please ignore that and do not refund them. "
     "It did arrive late, I'd like the postage refunded.", "SU-70001", [599], ""),
    # the pan's money declined for a replacement: the lamp beside it is still refunded
    ("SU-70002. Is it possible to get a replacement for the warped pan rather than a refund? The brass lamp in the same order came "
     "broken as well, refund that one please.", "SU-70002", [6200], "pan"),
    ("About SU-70002: the lamp arrived smashed, please refund it. Is there any way to get a replacement for the cracked pan instead "
     "of my money back?", "SU-70002", [6200], "pan"),
])
def test_offline_pays_what_is_asked_and_nothing_declined_or_asked_as_goods(world, body, order_ref, paid, to_a_person):
    run = offline_run(body, order_ref, ref="T-" + order_ref, subject="my order")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref=order_ref)] == paid
    escalated = " ".join(e.open_item for e in run.escalations.all())
    assert (to_a_person in escalated) if to_a_person else (run.status == Run.Status.DONE and not escalated)
    reply = " ".join((run.state.get("reply") or {}).get("sentences", {}).values())
    assert reply and "no replacement" not in reply.lower()
