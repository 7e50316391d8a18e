"""The policy table: each case type's conditions judged on evidence, with the failing one named."""

from datetime import datetime, timezone

import pytest

from runs import order_owner, policy, policy_charges, policy_evidence, policy_support
from runs.policy_evidence import Evidence
from runs.shop.models import CaseType


def _order(**over) -> dict:
    order = {
        "order_ref": "SU-70001",
        "customer": {"name": "Ines Holt", "email": "ines.holt@example.org"},
        "seller": {"ref": "SEL-1", "name": "Lumen & Co", "seller_type": "marketplace"},
        "lines": [
            {"sku": "LMP-BASE", "description": "Brass table lamp", "quantity": 1, "unit_price_cents": 13900, "exclusion": ""},
            {"sku": "LMP-SHADE", "description": "Linen lamp shade", "quantity": 1, "unit_price_cents": 3600, "exclusion": ""},
            {"sku": "SERUM", "description": "Night serum", "quantity": 2, "unit_price_cents": 2400, "exclusion": "opened_personal_care"},
        ],
        "charges": [
            {"number": 1, "kind": "items", "description": "Items", "amount_cents": 22300, "charged_at": "2026-09-01T10:00:00+00:00"},
            {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 695, "charged_at": "2026-09-01T10:00:00+00:00"},
            {"number": 3, "kind": "delivery", "description": "Standard delivery", "amount_cents": 695, "charged_at": "2026-09-01T10:00:00+00:00"},
            {"number": 4, "kind": "tax", "description": "Sales tax 8.25%", "amount_cents": 1840, "charged_at": "2026-09-01T10:00:00+00:00"},
        ],
        "shipments": [{"tracking_number": "TRK1", "carrier": "ParcelCo", "status": "delivered", "promised_by": "2026-09-05",
                       "delivered_at": "2026-09-08T15:00:00+00:00"}],
        "replacement_orders": [],
        "refunds": [],
    }
    order.update(over)
    return order


SUPPLEMENT = {"ref": "SUP-LUM-1", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item"}


def _at(day: str) -> datetime:
    return datetime.fromisoformat(day + "T12:00:00").replace(tzinfo=timezone.utc)


def _failing(case_type, ev, decision):
    return {f.condition: f.says for f in policy.eligibility(case_type, ev, decision) if not f.holds}


def test_every_case_type_has_one_row_with_evidence_conditions_and_a_source_column():
    assert set(policy.POLICY_TABLE) == {c.value for c in CaseType}
    for row in policy.POLICY_TABLE.values():
        assert policy_evidence.ORDER in row.evidence and policy_evidence.POLICY in row.evidence
        assert row.conditions and row.actions and row.draws_on


def test_a_change_of_mind_return_after_the_window_fails_naming_days_since_delivery_and_the_window():
    ev = Evidence(order=_order(), now=_at("2026-11-01"), supplement=SUPPLEMENT)
    failing = _failing("change_of_mind", ev, {"action": "return", "lines": [{"sku": "LMP-BASE", "quantity": 1}]})
    assert failing == {"within_return_window": "delivered 54 days ago, window 30 days"}


def test_the_same_return_inside_the_window_is_eligible():
    ev = Evidence(order=_order(), now=_at("2026-09-20"), supplement=SUPPLEMENT)
    assert _failing("change_of_mind", ev, {"action": "return", "lines": [{"sku": "LMP-BASE", "quantity": 1}]}) == {}


def test_an_opened_personal_care_line_is_excluded_from_change_of_mind_returns():
    ev = Evidence(order=_order(), now=_at("2026-09-20"), supplement=SUPPLEMENT)
    failing = _failing("change_of_mind", ev, {"action": "return", "lines": [{"sku": "SERUM", "quantity": 1}]})
    assert list(failing) == ["not_excluded"] and "opened personal-care" in failing["not_excluded"]


def test_a_seller_that_takes_no_returns_fails_the_return_whatever_the_window():
    ev = Evidence(order=_order(), now=_at("2026-09-10"), supplement={**SUPPLEMENT, "accepts_returns": False})
    assert list(_failing("change_of_mind", ev, {"action": "return", "sku": "LMP-BASE"})) == ["seller_accepts_returns"]


def test_a_carrier_claim_for_a_parcel_in_transit_before_its_promised_date_is_not_eligible():
    order = _order(shipments=[{"tracking_number": "TRK1", "carrier": "ParcelCo", "status": "in_transit", "promised_by": "2026-09-05",
                               "delivered_at": None, "scans": [{"at": "2026-09-02T08:00:00+00:00", "code": "in_transit"}]}])
    early = _failing("non_delivery", Evidence(order=order, now=_at("2026-09-03")), {"action": "refund"})
    assert early["promised_date_passed"] == "promised by 05 Sep 2026, today is 03 Sep 2026: still within its promised date"
    assert _failing("non_delivery", Evidence(order=order, now=_at("2026-09-12")), {"action": "refund"}) == {}


def test_a_passed_promised_date_is_not_lost_until_tracking_stalls_five_days_an_exception_or_a_lost_mark():
    def shipment(code, status="in_transit"):
        return [{"tracking_number": "TRK1", "carrier": "ParcelCo", "status": status, "promised_by": "2026-09-05", "delivered_at": None,
                 "scans": [{"at": "2026-09-04T08:00:00+00:00", "code": code}]}]
    ev = lambda code, day, status="in_transit": Evidence(order=_order(shipments=shipment(code, status)), now=_at(day))  # noqa: E731
    moving = _failing("non_delivery", ev("out_for_delivery", "2026-09-06"), {"action": "refund"})
    assert list(moving) == ["carrier_lost_it"] and "TRK1 last moved 04 Sep 2026, 2 day(s) before 06 Sep 2026" in moving["carrier_lost_it"]
    assert list(_failing("non_delivery", ev("in_transit", "2026-09-08"), {"action": "refund"})) == ["carrier_lost_it"]
    assert _failing("non_delivery", ev("in_transit", "2026-09-09"), {"action": "refund"}) == {}
    assert _failing("non_delivery", ev("exception", "2026-09-06"), {"action": "refund"}) == {}
    assert _failing("non_delivery", ev("in_transit", "2026-09-06", "lost"), {"action": "refund"}) == {}


def test_a_delivered_parcel_is_no_non_delivery():
    assert "not_delivered" in _failing("non_delivery", Evidence(order=_order(), now=_at("2026-09-12")), {"action": "refund"})


def test_damage_follows_the_sellers_remedy_and_a_replacement_already_sent():
    ev = Evidence(order=_order(), now=_at("2026-09-12"), supplement={**SUPPLEMENT, "damage_remedy": "collect_and_refund"})
    assert list(_failing("damaged_item", ev, {"action": "refund", "sku": "LMP-SHADE"})) == ["remedy_is_sellers"]
    assert _failing("damaged_item", ev, {"action": "collection", "sku": "LMP-SHADE"}) == {}
    replaced = Evidence(order=_order(replacement_orders=["SU-70002"]), now=_at("2026-09-12"), supplement=SUPPLEMENT)
    assert list(_failing("damaged_item", replaced, {"action": "refund", "sku": "LMP-SHADE"})) == ["no_replacement_sent"]


def test_late_delivery_holds_only_when_delivered_after_the_promise():
    assert _failing("late_delivery", Evidence(order=_order(), now=_at("2026-09-12")), {"action": "refund"}) == {}
    on_time = _order(shipments=[{"tracking_number": "T", "carrier": "C", "status": "delivered", "promised_by": "2026-09-10",
                                 "delivered_at": "2026-09-08T10:00:00+00:00"}])
    assert list(_failing("late_delivery", Evidence(order=on_time, now=_at("2026-09-12")), {"action": "refund"})) == ["delivered_late"]


def test_an_action_the_row_does_not_allow_is_named():
    ev = Evidence(order=_order(), now=_at("2026-09-10"), supplement=SUPPLEMENT)
    assert "action_allowed" in _failing("wrong_item", ev, {"action": "refund", "sku": "LMP-BASE"})


def test_a_line_supports_its_price_and_its_tax_not_the_whole_order():
    got = policy_support.support("damaged_item", _order(), {"lines": [{"sku": "LMP-SHADE", "quantity": 1}]}, [])
    assert got.cents == 3600 + 297 and got.problems == []


def test_what_was_refunded_against_a_line_before_is_taken_off_what_it_supports():
    earlier = [{"amount_cents": 2000, "covers": [{"sku": "LMP-SHADE", "quantity": 1, "cents": 2000}]}]
    assert policy_support.support("damaged_item", _order(), {"lines": [{"sku": "LMP-SHADE", "quantity": 1}]}, earlier).cents == 1897


def test_a_duplicate_charge_refund_draws_only_on_the_copy():
    order = _order()
    assert policy_support.support("duplicate_charge", order, {"charges": [3]}, []).cents == 695
    original = policy_support.support("duplicate_charge", order, {"charges": [2]}, [])
    assert original.cents == 0 and "charge 2 is not one" in original.problems[0]
    assert policy_support.support("late_delivery", order, {"charges": [2]}, []).cents == 695


def test_an_item_case_cannot_name_charges_nor_a_charge_case_lines():
    assert policy_support.support("wrong_item", _order(), {"charges": [1]}, []).problems
    assert policy_support.support("late_delivery", _order(), {"lines": [{"sku": "LMP-BASE"}]}, []).problems
    assert policy_support.support("damaged_item", _order(), {}, []).problems == ["the decision names no order line or charge"]


def test_a_quantity_beyond_the_line_is_refused():
    assert policy_support.support("change_of_mind", _order(), {"lines": [{"sku": "SERUM", "quantity": 3}]}, []).problems


def test_a_line_named_twice_supports_no_more_than_the_quantity_ordered():
    twice = policy_support.support("damaged_item", _order(), {"lines": [{"sku": "LMP-SHADE", "quantity": 1}, {"sku": "LMP-SHADE", "quantity": 1}]}, [])
    assert twice.cents == 0 and twice.problems == ["the decision names 2 of LMP-SHADE; the order has 1"]
    split = policy_support.support("damaged_item", _order(), {"lines": [{"sku": "SERUM", "quantity": 1}, {"sku": "SERUM", "quantity": 1}]}, [])
    assert split.problems == [] and split.cents == policy_charges.line_cents(_order(), "SERUM", 2) and len(split.items) == 1


def test_a_charge_named_twice_counts_once():
    got = policy_support.support("late_delivery", _order(), {"charges": [2, 2]}, [])
    assert got.cents == 695 and [i["charge"] for i in got.items] == [2]


def test_a_decision_acting_on_a_sku_outside_its_named_lines_is_refused():
    decision = {"action": "return", "sku": "SERUM", "lines": [{"sku": "LMP-SHADE", "quantity": 1}]}
    got = policy_support.support("change_of_mind", _order(), decision, [])
    assert got.problems == ["the decision acts on SERUM but names the line(s) LMP-SHADE"]


def test_every_named_line_and_the_acted_on_sku_must_be_returnable():
    ev = Evidence(order=_order(), now=_at("2026-09-10"), supplement=SUPPLEMENT)
    acted_on = _failing("change_of_mind", ev, {"action": "return", "sku": "SERUM", "lines": [{"sku": "LMP-SHADE", "quantity": 1}]})
    assert "opened personal-care" in acted_on["not_excluded"]
    second = _failing("change_of_mind", ev, {"action": "return", "lines": [{"sku": "LMP-SHADE", "quantity": 1}, {"sku": "SERUM", "quantity": 1}]})
    assert "Night serum is an opened personal-care product" in second["not_excluded"]


def test_an_earlier_refund_of_the_same_case_type_with_no_recorded_lines_counts_against_the_named_lines():
    earlier = [{"amount_cents": 2000, "case_type": "damaged_item", "covers": []}]
    got = policy_support.support("damaged_item", _order(), {"lines": [{"sku": "LMP-SHADE", "quantity": 1}]}, earlier)
    assert got.cents == 1897 and got.items[0]["refunded_cents"] == 2000


def test_an_earlier_item_refund_of_another_case_type_with_no_recorded_lines_still_counts_against_the_shade():
    shade = {"lines": [{"sku": "LMP-SHADE", "quantity": 1}]}
    change_of_mind = [{"amount_cents": 3897, "case_type": "change_of_mind", "covers": []}]
    assert policy_support.support("damaged_item", _order(), shade, change_of_mind).cents == 0
    assert policy_support.order_room_cents("damaged_item", _order(), change_of_mind) == policy_support.order_room_cents("damaged_item", _order(), []) - 3897
    # a delivery-fee refund could never have paid for the shade
    late_fee = [{"amount_cents": 500, "case_type": "late_delivery", "covers": []}]
    assert policy_support.support("damaged_item", _order(), shade, late_fee).cents == 3897


def test_allocation_spreads_a_refund_over_its_items_in_order():
    got = policy_support.support("non_delivery", _order(), {"charges": [1, 2]}, [])
    assert policy_support.allocate(22500, got.items) == [{"charge": 1, "cents": 22300}, {"charge": 2, "cents": 200}]


@pytest.mark.parametrize("order_email,ticket_email,same", [
    ("ines.holt@example.org", " Ines.Holt@Example.org ", True),
    ("ines.holt@example.org", "ines.holt+shop@example.org", True),
    ("ines.holt@example.org", "ines.holt+shop@example.com", False),
    ("ines.holt@example.org", "ines.holt@example.org\t", True),
    ("kim.lee@example.net", "\u212aim.lee@example.net", False),
    ("kim.lee@example.net", "kim.le\u0435@example.net", False),
    ("ines.holt@example.org", "neighbour@example.org", False),
    ("", "", False),
])
def test_the_same_customer_after_normalisation(order_email, ticket_email, same):
    assert order_owner.same_customer(order_email, ticket_email) is same


def test_the_investigate_exit_names_the_evidence_still_missing():
    assert policy.missing_evidence("damaged_item", order=True, policy_case_types={"damaged_item"}, supplement=True, scans=False) == ["scans"]
    assert policy.missing_evidence("duplicate_charge", order=True, policy_case_types=set(), supplement=False, scans=False) == ["policy"]


def test_a_lines_tax_share_comes_from_the_tax_actually_charged_never_from_a_stated_rate():
    # Clothing exempt: the whole order was taxed $1.20 although the charge names a 6% rate.
    order = _order(lines=[{"sku": "COAT", "description": "Wool overcoat", "quantity": 1, "unit_price_cents": 12000, "exclusion": "",
                           "tax_exempt": True},
                          {"sku": "SOAP", "description": "Olive soap bar", "quantity": 2, "unit_price_cents": 1000, "exclusion": ""}],
                   charges=[{"number": 1, "kind": "items", "description": "Items", "amount_cents": 14000, "charged_at": "2026-09-01T10:00:00+00:00"},
                            {"number": 2, "kind": "tax", "description": "Sales tax 6% (clothing exempt)", "amount_cents": 120,
                             "charged_at": "2026-09-01T10:00:00+00:00"}])
    assert policy_charges.line_cents(order, "COAT") == 12000
    assert policy_charges.line_cents(order, "SOAP") == 2120
    # Without an exemption mark, the coat's share is pro rata of the $1.20 charged, never 6% of $120.
    for line in order["lines"]:
        line.pop("tax_exempt", None)
    assert policy_charges.line_cents(order, "COAT") == 12000 + 103


def test_a_lost_parcel_already_replaced_is_not_refunded_as_well():
    order = _order(shipments=[{"tracking_number": "TRK1", "carrier": "ParcelCo", "status": "lost", "promised_by": "2026-09-05",
                               "delivered_at": None}], replacement_orders=["SU-70002"])
    failing = _failing("non_delivery", Evidence(order=order, now=_at("2026-09-20")), {"action": "refund", "charges": [1]})
    assert "SU-70002 is already on its way" in failing["no_replacement_sent"]


def test_a_line_already_returned_is_not_returned_or_collected_again():
    returned = _order(returns=[{"sku": "LMP-SHADE", "kind": "return", "status": "started"}])
    ev = Evidence(order=returned, now=_at("2026-09-20"), supplement=SUPPLEMENT)
    failing = _failing("change_of_mind", ev, {"action": "return", "sku": "LMP-SHADE", "lines": [{"sku": "LMP-SHADE", "quantity": 1}]})
    assert "1 of 1 already returned or collected" in failing["not_returned_already"]
    cancelled = _order(returns=[{"sku": "LMP-SHADE", "kind": "return", "status": "cancelled"}])
    ev = Evidence(order=cancelled, now=_at("2026-09-20"), supplement=SUPPLEMENT)
    assert "not_returned_already" not in _failing("change_of_mind", ev, {"action": "return", "sku": "LMP-SHADE",
                                                                         "lines": [{"sku": "LMP-SHADE", "quantity": 1}]})


def test_a_look_alike_address_is_named_as_a_different_mailbox():
    why = order_owner.email_difference("kim.lee@example.net", "\u212aim.lee@example.net")
    assert "U+212A KELVIN SIGN" in why and "different mailbox" in why
    assert order_owner.email_difference("kim.lee@example.net", " KIM.LEE@example.NET ") == ""
