"""A collection the customer refuses in words that lean on the sentence before ("I've read I need to wait in for a
courier collection. I'm not doing that ... nobody will be home, so don't book one."), or goods the customer is about to
throw away ("It's going in the skip", "I'm binning it", "it'll go in the bin"), hold any return or collection: the
guard refuses one whoever proposes it, and the offline agent hands the claim to a person, who decides a refund without
the goods back, quoting the customer; the refusal asks nothing a second subtask would. A time for the collection
("don't book it for Friday - Monday is fine"), being home for it, the box going in the skip, or nobody at the address
for a new item sent are no refusal."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.intents.goods_gone import goods_gone, nobody_to_come
from runs.screening import request_dicts
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc

M12 = ("The jute rug arrived with a tear along one side, about 20 cm. I've read I need to wait in for a courier collection. I'm not "
       "doing that, I work long shifts and nobody will be home, so don't book one. It's going in the skip. Just refund me.")


def _read(body: str):
    return read_ticket(f"Rug\n{body}", order_ref="")


def _held(reading) -> list[str]:
    return [s.text for s in reading.sentences if {"return", "collection"} <= set(s.forbids)]


@pytest.mark.parametrize("body", [
    M12,
    "The lamp came with the shade crushed. Your site says a courier will collect it. Not happening, i'm on nights and no one's going "
    "to be in. Please just refund it.",
    "rug arrived torn. it'll go in the bin tonight, refund pls",
    "Mirror arrived cracked right across. I'm binning it, its dangerous with kids around. Can I get my money back.",
    "The stool has a split leg. I read that you arrange a pickup. Please don't arrange one, I won't be home for weeks. Just refund.",
    "Chair came with the back broken. I'm told I must be in for the collection, I can't do that, nobody's home during the week, so "
    "dont book it. Refund please.",
    "Teh vase come smashed. You want to send courier for take it back, please no, I am never home. I will throw it away. Money back "
    "please.",
    "The side table has a gouge across the top. We're gonna take it to the tip at the weekend. Refund for it please.",
])
def test_a_collection_refused_or_goods_about_to_go_hold_the_return_and_collection(body):
    reading = _read(body)
    assert _held(reading), [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents
    # the refusal asks nothing of its own: no second subtask asks a person the same
    assert not [s.text for s in reading.requests if "other" in s.kinds]
    assert not any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "The jute rug arrived torn. I'll be home on Monday for the collection.",
    "The jute rug arrived torn. Please don't book it for Friday, I'm away - Monday is fine.",
    "The jute rug arrived torn. The box is going in the skip. Please refund.",
    "The jute rug arrived torn. Refund please. We're moving house on Friday and nobody will be at this address after that, so please "
    "don't post a new rug.",
    "The jute rug arrived torn. You asked for photos. I'm not doing that. Refund please.",
    "The jute rug arrived torn. A courier can collect it, but nobody's home before 5pm on weekdays.",
    "The jute rug arrived torn. Please collect it and refund me.",
])
def test_a_time_being_home_the_box_binned_or_no_collection_named_hold_nothing(body):
    assert not _held(_read(body))


def test_a_time_for_the_collection_stays_a_request_for_a_person():
    reading = _read("The jute rug arrived torn. Please don't book it for Friday, I'm away - Monday is fine.")
    assert [s.text for s in reading.requests if "other" in s.kinds] == ["Please don't book it for Friday, I'm away - Monday is fine."]


def test_another_ask_beside_the_refusal_stays_a_request():
    reading = _read("The stool has a split leg. Please don't send anyone to collect it, and update my address to 4 Elm Road please.")
    assert _held(reading)
    assert [s.text for s in reading.requests if "other" in s.kinds]


def test_the_words_alone_and_with_the_sentence_before():
    assert goods_gone("It's going in the skip.") and goods_gone("I'm binning it.") and goods_gone("it'll go in the bin")
    assert not goods_gone("The box is going in the skip.") and not goods_gone("I'll bin the packaging.")
    said_before = "I've read I need to wait in for a courier collection."
    assert nobody_to_come("I'm not doing that, so don't book one.", said_before)
    assert not nobody_to_come("I'm not doing that, so don't book one.", "You asked for photos of the damage.")
    assert nobody_to_come("nobody will be home, so don't book one.", said_before)
    assert not nobody_to_come("don't book it for Friday, I'm away.", said_before)


def _evidence() -> policy_evidence.Evidence:
    order = {"order_ref": "SU-83112", "customer": {"email": "maya@example.com"}, "seller": {"name": "Loom Co", "seller_type": "marketplace"},
             "lines": [{"sku": "RUG-JUT-160", "description": "Jute rug 160x230", "quantity": 1, "unit_price_cents": 8900}],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 8900, "charged_at": "2026-11-08T10:15:00+00:00"}],
             "shipments": [{"tracking_number": "PN-A", "status": "delivered", "promised_by": "2026-11-13", "lines": ["RUG-JUT-160"],
                            "delivered_at": "2026-11-12T14:20:00+00:00", "scans": [{"at": "2026-11-12T14:20:00+00:00", "code": "delivered"}]}]}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, 16, tzinfo=UTC), scans={"shipments": order["shipments"]})


def test_the_guard_refuses_a_collection_the_customer_refused_and_lets_a_refund_pass():
    asked = request_dicts(read_ticket(f"Rug SU-83112 torn\n{M12}", order_ref="SU-83112"), "SU-83112")
    decision = {"case_type": "damaged_item", "action": "collection", "amount_cents": 8900, "lines": [{"sku": "RUG-JUT-160", "quantity": 1}]}
    result = guards.check_request_in_ticket(decision, _evidence(), asked, "")
    assert result.passed is False
    assert "nobody come for the goods, or says they are gone" in " ".join(guards.plain_words("request_in_ticket", result.inputs))
    assert guards.check_request_in_ticket(decision | {"action": "refund"}, _evidence(), asked, "").passed is True


@pytest.mark.django_db
def test_offline_books_no_collection_and_hands_the_refund_without_the_goods_to_a_person(settings):
    maya, _ = small_shop(settings)
    ashford = shop.Seller.objects.get(ref="SEL-ASH")  # its damage remedy collects the goods and refunds on receipt
    delivered_order("SU-83112", maya, ashford, [("RUG-JUT-160", "Jute rug 160x230", 1, 8900)])
    run = offline_run(M12, "SU-83112")
    assert ReturnRequest.objects.count() == 0 and Refund.objects.count() == 0
    assert list(run.subtasks.values_list("case_type", flat=True)) == ["damaged_item"]
    handed = run.subtasks.get(case_type="damaged_item").escalations.get()
    assert "without the goods back" in handed.open_item and "so don't book one" in handed.open_item
