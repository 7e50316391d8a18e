"""A deferred subtask's reply sentence tells the reason in the customer's words, not the record's shorthand: "delivered 45
days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-1)" once went to the customer as written.
The policy gives those words itself (runs.policy_evidence.Finding.customer_words) and the agent records them beside the reason
(the deferral's note): the reply never reads them out of the record's text, and the record's reason stays as it was."""

from datetime import datetime, timedelta, timezone

import pytest

from runs import guards, policy_delivery_conditions, policy_evidence, policy_goods_conditions
from runs.agents.offline import OfflineAgent
from runs.agents.offline_decisions import naming_order
from runs.agents.reply_sentences import deferred
from runs.reply_check import unresolved_problems

DELIVERED = datetime(2025, 6, 10, 18, 0, tzinfo=timezone.utc)
KETTLE = {"sku": "KTL-1", "description": "Glass kettle", "quantity": 1, "unit_price_cents": 4500}
DAMAGE = {"case_type": "damaged_item", "action": "refund", "sku": "KTL-1", "lines": [{"sku": "KTL-1", "quantity": 1}]}


def _evidence(days: int, zone: str, *, promised: str = "2025-06-09") -> policy_evidence.Evidence:
    shipment = {"tracking_number": "KP-1", "carrier": "Kestrel Parcel", "status": "delivered", "promised_by": promised,
                "delivered_at": DELIVERED.isoformat(), "lines": ["KTL-1"],
                "scans": [{"at": DELIVERED.isoformat(), "code": "delivered"}]}
    order = {"order_ref": "SU-83117", "status": "delivered", "placed_at": "2025-06-01", "lines": [KETTLE],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 4500},
                         {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599}],
             "seller": {"name": "Sundry", "seller_type": "first_party"}, "shipments": [shipment]}
    return policy_evidence.Evidence(order=order, now=DELIVERED + timedelta(days=days, hours=1), zone=zone)


@pytest.mark.parametrize("days, zone, record, said", [
    (45, "America/Los_Angeles", "delivered 45 days ago, window 30 days (days in America/Los_Angeles)",
     "it arrived 45 days ago, and the window for this is 30 days from arrival"),
    (31, "Europe/London", "delivered 31 days ago, window 30 days (days in Europe/London)",
     "it arrived 31 days ago, and the window for this is 30 days from arrival"),
    (60, "UTC", "delivered 60 days ago, window 30 days", "it arrived 60 days ago, and the window for this is 30 days from arrival"),
])
def test_a_window_passed_is_said_in_words_without_the_shops_time_zone(days, zone, record, said):
    found = policy_goods_conditions.reported_within_damage_window(_evidence(days, zone), DAMAGE)
    assert not found.holds
    assert found.says == record, "the record's words stay as they were"
    assert found.for_the_customer() == said
    sentence = deferred("the kettle", naming_order(said, "SU-83117", named_as="order"))
    assert sentence.endswith("from arrival (order SU-83117).")
    assert "days in" not in sentence and "(checked on" not in sentence
    assert not unresolved_problems(sentence, "deferred"), "the reply check would refuse it for a deferred subtask"


def test_days_counted_in_the_shops_zone_are_told_without_it_and_kept_in_the_record():
    ev = _evidence(3, "America/Los_Angeles", promised="2025-06-20")  # a fee claimed back on a parcel that came early
    late = policy_delivery_conditions.delivered_late(ev, {"case_type": "late_delivery", "action": "refund", "charges": [2]})
    assert not late.holds
    assert "(days in America/Los_Angeles)" in late.says
    assert late.for_the_customer() == late.says.replace(" (days in America/Los_Angeles)", "")


def test_the_guards_record_of_a_condition_keeps_its_own_words_only():
    check = guards.check_eligible(DAMAGE, _evidence(45, "America/Los_Angeles"))
    window = next(c for c in check.inputs["conditions"] if c["condition"] == "reported_within_damage_window")
    assert set(window) == {"condition", "holds", "compared", "says"}
    assert window["says"] == "delivered 45 days ago, window 30 days (days in America/Los_Angeles)"


@pytest.mark.parametrize("reason", [
    "order SU-1 shows no charge taken twice, so there is nothing to refund",
    "this was already refunded ($9.95 on 2026-03-02)",
    "the seller does not accept change-of-mind returns (its terms, SUP-4)",
])
def test_a_reason_already_in_words_is_told_as_it_is(reason):
    assert policy_evidence.Finding("c", False, {}, reason).for_the_customer() == reason


def test_the_order_a_reason_was_checked_on_is_still_named():
    assert naming_order("the record shows one charge", "SU-7") == "the record shows one charge (checked on order SU-7)"
    assert naming_order("the record shows one charge", "SU-7", named_as="order") == "the record shows one charge (order SU-7)"


RECORD = "delivered 45 days ago, window 30 days (days in America/Los_Angeles) (checked on order SU-83117)"
WORDS = "it arrived 45 days ago, and the window for this is 30 days from arrival (order SU-83117)"


def _view(reason: str, calls: list[dict]) -> tuple[dict, dict]:
    s = {"number": 2, "kind": "damaged_item", "status": "deferred", "deferred_reason": reason}
    results = [{"name": "record_progress", "ok": True, "input": c} for c in calls]
    return {"results": results}, s


def test_the_reply_tells_the_words_recorded_beside_the_reason():
    view, s = _view(RECORD, [{"subtask": 2, "status": "deferred", "deferred_reason": RECORD, "note": WORDS}])
    assert OfflineAgent()._deferral_told(view, s) == WORDS


REPLANNED = "replaced by a replan: the customer asked for the lamp only"


@pytest.mark.parametrize("reason, calls", [
    (REPLANNED, []),  # deferred by a replan, not by a call of the agent's
    (REPLANNED, [{"subtask": 2, "status": "deferred", "deferred_reason": RECORD, "note": WORDS}]),  # an earlier deferral's
    (REPLANNED, [{"subtask": 3, "status": "deferred", "deferred_reason": REPLANNED, "note": WORDS}]),  # another subtask's
    (RECORD, [{"subtask": 2, "status": "deferred", "deferred_reason": RECORD}]),  # another model's call, no words beside it
])
def test_a_reason_recorded_without_words_beside_it_is_told_as_it_is(reason, calls):
    view, s = _view(reason, calls)
    assert OfflineAgent()._deferral_told(view, s) == reason
