"""Fewer units of a line than were ordered is a short delivery, not a wrong item: what came is the
line itself. The units that never came are a non-delivery matter (a parcel scanned delivered goes to
a person), the units that came broken are a damage claim of their own (refund and keep under the
damage policy), and no model may start a wrong-item return on such a ticket: the screener reads no
wrong item, and the wrong-item row's `not_what_was_ordered` refuses one whatever the reading."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy, policy_evidence
from runs.intents import read_ticket
from runs.models import Run
from runs.screening import request_dicts
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc
NOW = datetime(2026, 11, 16, 9, tzinfo=UTC)
SHORT = [
    "We paid for eight napkin rings and the box held only six of them.",
    "Only five of the eight coasters were in the parcel.",
    "The candle pack came one short - I count 3, the listing says 4.",
    "I bought 10 hooks and only 7 arrived.",
    "you sent 4 instead of 6 bowls",
    "We ordered twelve and there were only nine in the carton.",
]


def _kinds(text: str) -> list[str]:
    return read_ticket(text).intents


@pytest.mark.parametrize("text", SHORT)
def test_fewer_units_than_ordered_reads_as_units_never_delivered_not_as_a_wrong_item(text):
    kinds = _kinds(text)
    assert "wrong_item" not in kinds
    assert "non_delivery" in kinds


@pytest.mark.parametrize("text", [
    "I ordered 4 in sage but only 3 came and one of them is the wrong colour.",
    "Only two of the mugs were in the box and they're a different design from the one I ordered.",
])
def test_a_short_count_beside_something_else_sent_is_still_a_wrong_item(text):
    assert "wrong_item" in _kinds(text)


def test_units_said_broken_among_fewer_than_ordered_are_a_damage_claim_beside_the_missing_ones():
    kinds = _kinds("We ordered 8 wine glasses, only 6 came and 2 of those 6 are chipped. Could you refund the chipped two?")
    assert "damaged_item" in kinds and "non_delivery" in kinds and "wrong_item" not in kinds


ORDER = {"order_ref": "SU-74100", "customer": {"email": "maya@example.com"},
         "seller": {"seller_type": "first_party", "name": "Sundry"},
         "lines": [{"sku": "NPK-RNG", "description": "Brass napkin ring", "quantity": 8, "unit_price_cents": 500}],
         "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 4000, "charged_at": "2026-11-02T09:00:00+00:00"}],
         "shipments": [{"tracking_number": "PN-1", "status": "delivered", "promised_by": "2026-11-06",
                        "delivered_at": "2026-11-05T14:00:00+00:00", "lines": ["NPK-RNG"]}]}
RETURN_TWO = {"case_type": "wrong_item", "action": "return", "amount_cents": 1000, "needs_human": False, "subtask": 1,
              "lines": [{"sku": "NPK-RNG", "quantity": 2}]}


def test_the_wrong_item_row_refuses_a_return_when_a_short_count_is_all_the_customer_tells():
    ev = policy_evidence.Evidence(order=ORDER, now=NOW, said=("We paid for eight napkin rings and the box held only six of them, please sort it.",))
    finding = next(f for f in policy.eligibility("wrong_item", ev, RETURN_TWO) if f.condition == "not_what_was_ordered")
    assert finding.holds is False
    assert "short delivery" in finding.says and "only six" in finding.compared["customer_says"][0]


def test_the_wrong_item_row_still_admits_a_short_count_told_with_something_else_sent():
    ev = policy_evidence.Evidence(order=ORDER, now=NOW, said=("Only six came and they're silver, not the brass ones I ordered.",))
    finding = next(f for f in policy.eligibility("wrong_item", ev, RETURN_TWO) if f.condition == "not_what_was_ordered")
    assert finding.holds is True


def test_the_guard_refuses_a_wrong_item_return_on_a_short_delivery_ticket():
    text = "We paid for eight napkin rings and the box held only six of them. Please send the other two or refund them."
    asked = request_dicts(read_ticket(text, order_ref="SU-74100"), "SU-74100")
    ev = guards.with_said(policy_evidence.Evidence(order=ORDER, now=NOW), RETURN_TWO, asked)
    assert guards.check_request_in_ticket(RETURN_TWO, ev, asked, kind_set_by="").passed is False
    assert guards.check_eligible(RETURN_TWO, ev).passed is False


@pytest.mark.django_db
def test_broken_units_of_a_short_delivery_are_refunded_to_keep_and_the_missing_ones_go_to_a_person(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-74101", maya, house, [("GLS-WN", "Stemmed wine glass", 8, 900)])
    body = ("Order SU-74101: we paid for 8 wine glasses, only 6 came, and 2 of those 6 are chipped on the rim. "
            "Please refund the chipped two, and can somebody find out where the other 2 went?")
    run = offline_run(body, "SU-74101", ref="T-74101", subject="glasses")
    assert not ReturnRequest.objects.filter(order__ref="SU-74101").exists()  # nothing posted back: refund and keep
    [refund] = Refund.objects.filter(order__ref="SU-74101")
    assert refund.amount_cents == 2 * 900
    missing = [e for e in run.escalations.all() if "units missing" in e.open_item]
    assert len(missing) == 1 and "only 6 came" in missing[0].open_item  # the customer's own words for what is short
    assert "wrong" not in " ".join(s.goal for s in run.subtasks.all())
    assert run.status == Run.Status.DONE
