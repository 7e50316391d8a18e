"""Goods the customer asks nobody come for ("Please don't send anyone to collect it"), or says are gone ("I've
already taken it to the tip", "binned it", "we no longer have it"), cannot be collected: the reading records the
return and the collection as forbidden, the guard refuses a collection on the order whoever proposes it, and the
offline agent hands the claim to a person, who decides a refund without the goods back. Asking for a collection, a
time for it, or the box thrown away forbids nothing."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.intents.goods_gone import GOODS_GONE_WHY, goods_gone, nobody_to_come
from runs.screening import request_dicts
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


def _read(body: str, order_ref: str = ""):
    return read_ticket(f"About my order\n{body}", order_ref=order_ref)


def _held(reading) -> list[str]:
    return [s.text for s in reading.sentences if {"return", "collection"} <= set(s.forbids)]


@pytest.mark.parametrize("body", [
    "The rattan chair arrived with the back snapped clean off. Please don't send anyone to collect it - it was in so many pieces "
    "I've already taken it to the tip. Just the refund please.",
    "Mirror arrived smashed to bits. pls dont send a courier round, its already gone to the tip",
    "The table arrived with a split top. I don't want anyone coming to collect it, just the refund.",
    "The chair came broken. We've thrown it away. Refund please.",
    "The chair came broken. I binned it, so just refund it please.",
    "The chair came broken, no need to arrange a pickup as I no longer have it. Refund me.",
    "Lamp arrived broken. We no longer have it - the bin men took it.",
    "the stool turned up with a leg snapped. honestly i was so fed up i put it out with the recycling. can i get a refund?",
    "Bookcase came with the side panel split. No collection please, we got rid of it last weekend.",
])
def test_goods_gone_or_nobody_to_come_forbid_their_return_and_collection(body):
    reading = _read(body)
    assert _held(reading), [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents
    assert not any("shipping" in s.forbids for s in reading.sentences)  # "don't send anyone to collect it" is no shipment
    assert not any("refund" in s.forbids for s in reading.sentences)  # the money may still be paid, by a person's say


@pytest.mark.parametrize("body", [
    "The chair came broken. Can someone collect it?",
    "The chair came broken. I threw the box away. Refund please.",
    "The chair came broken, refund please. Don't send a replacement.",
    "The chair came broken. Please collect it and refund me.",
    "The chair came broken. Just refund it.",
])
def test_a_collection_asked_the_packaging_thrown_or_a_replacement_refused_forbids_no_collection(body):
    assert not _held(_read(body))


def test_a_time_for_the_pickup_is_no_refusal_of_it():
    assert not nobody_to_come("Please don't send anyone to collect it until Monday, I'm away.")
    assert nobody_to_come("Please don't send anyone to collect it, it's gone.")
    assert not goods_gone("I threw the packaging away but kept the lamp.")


def test_a_statement_that_the_goods_are_gone_is_context_holding_them():
    reading = _read("The chair came broken. We've thrown it away. Refund please.")
    gone = next(s for s in reading.sentences if s.text == "We've thrown it away.")
    assert (gone.role, gone.why) == ("context", GOODS_GONE_WHY)


def _evidence() -> policy_evidence.Evidence:
    order = {"order_ref": "SU-60990", "customer": {"email": "maya@example.com"}, "seller": {"name": "Ashford Home", "seller_type": "marketplace"},
             "lines": [{"sku": "CH-RAT", "description": "Rattan lounge chair", "quantity": 1, "unit_price_cents": 9000}],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 9000, "charged_at": "2026-11-02T09:00:00+00:00"}],
             "shipments": [{"tracking_number": "PN-A", "status": "delivered", "promised_by": "2026-11-06", "lines": ["CH-RAT"],
                            "delivered_at": "2026-11-05T14:00:00+00:00", "scans": [{"at": "2026-11-05T14:00:00+00:00", "code": "delivered"}]}]}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 16, 9, tzinfo=UTC), scans={"shipments": order["shipments"]})


@pytest.mark.parametrize("body,collection_passes", [
    ("The rattan chair arrived with the back snapped clean off. Please don't send anyone to collect it - I've already taken it to the tip. "
     "Just the refund please.", False),
    ("The rattan chair arrived with the back snapped off. I binned it, so just refund it please.", False),
    ("The rattan chair arrived with the back snapped off. Please collect it and refund me.", True),
])
def test_the_guard_refuses_a_collection_of_goods_gone_or_nobody_is_to_come_for(body, collection_passes):
    asked = request_dicts(read_ticket(f"Chair SU-60990\n{body}", order_ref="SU-60990"), "SU-60990")
    decision = {"case_type": "damaged_item", "action": "collection", "amount_cents": 9000, "lines": [{"sku": "CH-RAT", "quantity": 1}]}
    result = guards.check_request_in_ticket(decision, _evidence(), asked, "")
    assert result.passed is collection_passes, result.inputs
    if "tip" in body:
        assert "nobody come for the goods, or says they are gone" in " ".join(guards.plain_words("request_in_ticket", result.inputs))
    refund = decision | {"action": "refund"}
    assert guards.check_request_in_ticket(refund, _evidence(), asked, "").passed is True  # a refund with the goods kept is not held


@pytest.mark.django_db
@pytest.mark.parametrize("body,said", [
    ("The rattan chair arrived with the back snapped clean off. Please don't send anyone to collect it - it was in so "
     "many pieces I've already taken it to the tip. Just the refund please.", "taken it to the tip"),
    ("The rattan chair arrived with the back snapped clean off. I binned it, so just refund it please.", "I binned it"),
])
def test_offline_starts_no_collection_of_a_chair_thrown_away_and_hands_the_refund_to_a_person(settings, body, said):
    maya, _ = small_shop(settings)
    ashford = shop.Seller.objects.get(ref="SEL-ASH")  # its damage remedy collects the goods and refunds on receipt
    delivered_order("SU-60991", maya, ashford, [("CH-RAT", "Rattan lounge chair", 1, 9000)])
    run = offline_run(body, "SU-60991")
    assert ReturnRequest.objects.count() == 0 and Refund.objects.count() == 0
    claim = run.subtasks.get(case_type="damaged_item")
    assert claim.status == "escalated"
    handed = claim.escalations.get()
    assert "without the goods back" in handed.open_item and said in handed.open_item
    reply = shop.CustomerReply.objects.filter(order__ref="SU-60991").first()
    assert reply is None or ("arranged a collection" not in reply.body and "once it is collected" not in reply.body)
