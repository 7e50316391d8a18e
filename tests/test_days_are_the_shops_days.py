"""A promised-by date, a 30-day window and "today" are days of the shop's calendar (SHOP_TIME_ZONE,
or the zone a ticket names), never the UTC day the database stores: a claim at 7:30 pm Pacific on
the promised day is made that day, a return on the 30th local day is inside a 30-day window, and a
parcel that came at 1 am in Auckland on the day after its promise came late there.

Every case here is new (its own order, times and zones); each has a near miss that must not move.
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo, available_timezones

import pytest
from django.core.exceptions import ValidationError
from django.test import override_settings
from hypothesis import given, settings as hsettings, strategies as st

from runs import guards, policy, policy_delivery_conditions, policy_evidence, policy_goods_conditions
from runs.evals.cases import CaseFileInvalid, parse_case
from runs.local_days import local_day, zone_problem
from runs.models import valid_time_zone
from tests.test_settings import run_settings, settings_with

LA, AKL = "America/Los_Angeles", "Pacific/Auckland"


def _order(*, shipment: dict, lines=None, charges=None, status="delivered") -> dict:
    lines = lines or [{"sku": "LMP-2", "description": "Rattan floor lamp", "quantity": 1, "unit_price_cents": 8400}]
    charges = charges or [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 8400, "charged_at": "2025-06-01T17:00:00+00:00"},
                          {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 699,
                           "charged_at": "2025-06-01T17:00:00+00:00"},
                          {"number": 3, "kind": "tax", "description": "Sales tax 8.25%", "amount_cents": 693, "charged_at": "2025-06-01T17:00:00+00:00"}]
    return {"order_ref": "SU-74410", "status": status, "placed_at": "2025-06-01", "lines": lines, "charges": charges,
            "seller": {"name": "Sundry", "seller_type": "first_party"}, "shipments": [shipment]}


def _in_transit(promised: str, last_scan: str, picked: str = "2025-06-02T15:00:00+00:00") -> dict:
    return {"tracking_number": "KP-7441", "carrier": "Kestrel Parcel", "status": "in_transit", "promised_by": promised,
            "delivered_at": None, "scans": [{"at": picked, "code": "picked_up"}, {"at": last_scan, "code": "in_transit"}]}


def _delivered(promised: str, at: str) -> dict:
    return {"tracking_number": "KP-7442", "carrier": "Kestrel Parcel", "status": "delivered", "promised_by": promised,
            "delivered_at": at, "scans": [{"at": at, "code": "delivered"}]}


CARRIER_CLAIM = {"case_type": "non_delivery", "action": "refund", "source": "carrier_claim", "charges": [1, 2, 3]}
FEE_BACK = {"case_type": "late_delivery", "action": "refund", "charges": [2]}
RETURN = {"case_type": "change_of_mind", "action": "return", "sku": "LMP-2", "lines": [{"sku": "LMP-2", "quantity": 1}]}


def _failing(case_type: str, ev: policy_evidence.Evidence, decision: dict) -> dict[str, policy_evidence.Finding]:
    return {f.condition: f for f in policy.eligibility(case_type, ev, decision) if not f.holds}


# --- the promised day that has not ended where the shop is ------------------------------------------
# the same claim, made at three moments of the promised day's evening on the US west coast (already
# the 15th in UTC), and told three ways by the clock: Z, an offset, a naive UTC time from the database
@pytest.mark.parametrize("now", [datetime(2025, 6, 15, 2, 45, tzinfo=timezone.utc),  # 7:45 pm PDT on the 14th
                                 datetime.fromisoformat("2025-06-14T23:59:00-07:00"),  # a minute before the day ends
                                 datetime(2025, 6, 15, 4, 10)])  # naive: the database's UTC, 9:10 pm PDT
def test_a_carrier_claim_on_the_evening_of_the_promised_day_waits_for_the_day_to_end_where_the_shop_is(now):
    order = _order(shipment=_in_transit("2025-06-14", "2025-06-06T20:00:00+00:00"), status="shipped")
    ev = policy_evidence.Evidence(order=order, now=now, zone=LA)
    failing = _failing("non_delivery", ev, CARRIER_CLAIM)
    assert list(failing) == ["promised_date_passed"]  # lost by its stalled tracking, but its day is not over
    f = failing["promised_date_passed"]
    assert f.compared["promised_by"] == "2025-06-14" and f.compared["today"] == "2025-06-14" and f.compared["time_zone"] == LA
    assert "today is 14 Jun 2025 (days in America/Los_Angeles): still within its promised date" in f.says
    # the same moment on a shop that keeps UTC days: the 15th, the date has passed (as before)
    assert not _failing("non_delivery", policy_evidence.Evidence(order=order, now=now, zone="UTC"), CARRIER_CLAIM)


def test_the_near_miss_a_minute_after_local_midnight_the_promised_date_has_passed():
    order = _order(shipment=_in_transit("2025-06-14", "2025-06-06T20:00:00+00:00"), status="shipped")
    ev = policy_evidence.Evidence(order=order, now=datetime.fromisoformat("2025-06-15T00:01:00-07:00"), zone=LA)
    assert not _failing("non_delivery", ev, CARRIER_CLAIM)


def test_the_guard_records_the_local_day_and_the_zone_it_counted_in():
    order = _order(shipment=_in_transit("2025-06-14", "2025-06-06T20:00:00+00:00"), status="shipped")
    ev = guards.evidence_of({"order": order}, datetime(2025, 6, 15, 2, 45, tzinfo=timezone.utc), LA)
    result = guards.check_eligible(CARRIER_CLAIM, ev)
    assert not result.passed and result.inputs["failing"] == ["promised_date_passed"]
    assert (result.inputs["now"], result.inputs["time_zone"], result.inputs["today"]) == ("2025-06-15T02:45:00+00:00", LA, "2025-06-14")
    json.dumps(result.inputs)  # recorded as it is


def test_without_a_zone_of_its_own_a_ticket_counts_in_the_shops_zone():
    order = _order(shipment=_in_transit("2025-06-14", "2025-06-06T20:00:00+00:00"), status="shipped")
    ev = policy_evidence.Evidence(order=order, now=datetime(2025, 6, 15, 2, 45, tzinfo=timezone.utc))
    with override_settings(SHOP_TIME_ZONE=LA):
        assert list(_failing("non_delivery", ev, CARRIER_CLAIM)) == ["promised_date_passed"]
        assert ev.clock()["time_zone"] == LA
    assert not _failing("non_delivery", ev, CARRIER_CLAIM)  # the default: UTC, as every install had it
    assert ev.clock() == {"now": "2025-06-15T02:45:00+00:00", "time_zone": "UTC", "today": "2025-06-15"}


# --- a window whose last local day is the 31st in UTC -------------------------------------------------
def test_a_return_on_the_30th_local_day_is_inside_a_30_day_window_though_utc_says_31():
    order = _order(shipment=_delivered("2025-04-02", "2025-04-02T18:30:00+00:00"))  # 11:30 am PDT, 2 April
    late_evening = datetime.fromisoformat("2025-05-02T20:15:00-07:00")  # 3 May 03:15 UTC: day 31 there
    ev = policy_evidence.Evidence(order=order, now=late_evening, zone=LA)
    assert not _failing("change_of_mind", ev, RETURN)
    f = policy_goods_conditions.within_return_window(ev, RETURN)
    assert f.compared["days_since_delivery"] == 30 and f.compared["today"] == "2025-05-02" and f.compared["time_zone"] == LA
    utc = _failing("change_of_mind", policy_evidence.Evidence(order=order, now=late_evening, zone="UTC"), RETURN)
    assert utc["within_return_window"].compared["days_since_delivery"] == 31


def test_the_near_miss_one_local_day_later_is_refused_naming_the_days_and_the_zone():
    order = _order(shipment=_delivered("2025-04-02", "2025-04-02T18:30:00+00:00"))
    ev = policy_evidence.Evidence(order=order, now=datetime.fromisoformat("2025-05-03T08:05:00-07:00"), zone=LA)
    f = _failing("change_of_mind", ev, RETURN)["within_return_window"]
    assert f.says == "delivered 31 days ago, window 30 days (days in America/Los_Angeles)"


def test_a_damage_window_is_counted_the_same_way():
    decision = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "LMP-2", "quantity": 1}]}
    order = _order(shipment=_delivered("2025-04-02", "2025-04-02T16:00:00+00:00"))  # 9 am PDT on the 2nd
    reported = datetime(2025, 5, 3, 6, 30, tzinfo=timezone.utc)  # "the lamp's shade is cracked", 11:30 pm PDT on 2 May
    assert policy_goods_conditions.reported_within_damage_window(policy_evidence.Evidence(order=order, now=reported, zone=LA), decision).holds
    assert not policy_goods_conditions.reported_within_damage_window(policy_evidence.Evidence(order=order, now=reported, zone="UTC"), decision).holds


# --- east of UTC: the shop's day is ahead ---------------------------------------------------------------
def test_in_auckland_a_parcel_at_1_am_the_day_after_its_promise_came_late_though_utc_says_on_time():
    order = _order(shipment=_delivered("2025-05-20", "2025-05-20T13:05:00+00:00"))  # 1:05 am NZST, 21 May
    ev = policy_evidence.Evidence(order=order, now=datetime(2025, 5, 23, 1, 0, tzinfo=timezone.utc), zone=AKL)
    f = policy_delivery_conditions.delivered_late(ev, FEE_BACK)
    assert f.holds and f.compared["parcels"][0]["delivered_on"] == "2025-05-21" and f.compared["time_zone"] == AKL
    assert "delivered 21 May 2025, promised by 20 May 2025: late (days in Pacific/Auckland)" in f.says
    assert not policy_delivery_conditions.delivered_late(policy_evidence.Evidence(order=order, now=ev.now, zone="UTC"), FEE_BACK).holds


def test_in_auckland_the_near_miss_at_11_30_pm_on_the_promised_day_is_on_time():
    order = _order(shipment=_delivered("2025-05-20", "2025-05-20T11:30:00+00:00"))  # 11:30 pm NZST, 20 May
    f = policy_delivery_conditions.delivered_late(policy_evidence.Evidence(order=order, now=datetime(2025, 5, 23, 1, 0, tzinfo=timezone.utc), zone=AKL), FEE_BACK)
    assert not f.holds and "on time" in f.says


def test_in_auckland_a_claim_the_morning_after_the_promised_day_is_past_it_while_utc_is_still_on_it():
    order = _order(shipment=_in_transit("2025-05-20", "2025-05-12T01:00:00+00:00", picked="2025-05-11T03:00:00+00:00"), status="shipped")
    ev = policy_evidence.Evidence(order=order, now=datetime(2025, 5, 20, 21, 0, tzinfo=timezone.utc), zone=AKL)  # 9 am on the 21st there
    assert not _failing("non_delivery", ev, CARRIER_CLAIM)
    assert list(_failing("non_delivery", policy_evidence.Evidence(order=order, now=ev.now, zone="UTC"), CARRIER_CLAIM)) == ["promised_date_passed"]


# --- the clock changes ----------------------------------------------------------------------------------
def test_a_day_across_a_clock_change_is_counted_on_the_zones_own_offset():
    # Pacific time ends DST at 2 am on 2 November 2025: 07:30Z is 12:30 am PDT that day, and a day later
    # 07:30Z is 11:30 pm PST on the 2nd. A fixed -08:00 would put the first on 1 November.
    assert local_day(datetime(2025, 11, 2, 7, 30, tzinfo=timezone.utc), LA) == date(2025, 11, 2)
    assert local_day(datetime(2025, 11, 3, 7, 30, tzinfo=timezone.utc), LA) == date(2025, 11, 2)
    # spring forward (9 March 2025): the short day still counts as a day
    order = _order(shipment=_delivered("2025-03-08", "2025-03-09T07:30:00+00:00"))  # 11:30 pm PST on the 8th
    terms = {"ref": "SUP-KP-1", "accepts_returns": True, "return_window_days": 1, "seller": "Kestrel Home"}
    now = datetime(2025, 3, 10, 7, 30, tzinfo=timezone.utc)  # 12:30 am PDT on the 10th: two local days, one UTC day
    assert policy_goods_conditions.within_return_window(policy_evidence.Evidence(order=order, now=now, supplement=terms, zone=LA), RETURN).compared["days_since_delivery"] == 2
    assert policy_goods_conditions.within_return_window(policy_evidence.Evidence(order=order, now=now, supplement=terms, zone="UTC"), RETURN).holds


@hsettings(max_examples=300, deadline=None)
@given(moment=st.datetimes(min_value=datetime(1990, 1, 1), max_value=datetime(2060, 12, 31), timezones=st.just(timezone.utc)),
       zone=st.sampled_from(sorted(z for z in available_timezones() if not z.startswith(("posix", "right")))))
def test_local_day_is_the_date_zoneinfo_gives(moment, zone):
    expected = moment.astimezone(ZoneInfo(zone)).date()
    assert local_day(moment, zone) == expected
    assert local_day(moment.isoformat(), zone) == expected  # as a recorded ISO timestamp
    assert local_day(moment.replace(tzinfo=None), zone) == expected  # as a naive UTC time from the database
    assert local_day(moment.astimezone(timezone(timedelta(hours=-3))), zone) == expected  # told with another offset
    assert local_day(expected.isoformat(), zone) == expected  # a day stays the day it is


# --- the words a person reads -----------------------------------------------------------------------------
def test_the_settled_claim_words_count_days_before_the_ticket_on_the_recorded_zone():
    line = {"sku": "LMP-2", "description": "Rattan floor lamp",
            "earlier": [{"cents": 9093, "units": 1, "date": "2025-06-14", "reason": "damaged"}], "new_claim": [], "repeating": [], "unmarked": []}
    inputs = {"now": "2025-06-15T02:45:00+00:00", "time_zone": LA, "lines": [line], "settled": ["LMP-2"]}
    assert "0 day(s) before the ticket" in guards.settled_words(inputs)[0]
    # inputs recorded before the shop had a zone were counted on the UTC day
    assert "1 day(s) before the ticket" in guards.settled_words({k: v for k, v in inputs.items() if k != "time_zone"})[0]


# --- the zone itself: the setting, the ticket and the case format --------------------------------------------
@pytest.mark.parametrize("bad", ["Pacific/Atlantis", "PST8PDTX", " UTC", ""])
def test_a_zone_that_is_no_iana_name_is_refused_naming_it(bad):
    assert repr(bad) in zone_problem(bad)
    result = run_settings({"SHOP_TIME_ZONE": bad}) if bad else None
    if result is not None:
        assert result.returncode != 0 and "ImproperlyConfigured" in result.stderr
        assert f"SHOP_TIME_ZONE: {bad!r} is not an IANA time zone name" in result.stderr


def test_the_setting_is_utc_by_default_and_the_pages_clock_follows_it():
    assert (settings_with()["shop_time_zone"], settings_with()["time_zone"]) == ("UTC", "UTC")
    assert (settings_with(SHOP_TIME_ZONE=AKL)["shop_time_zone"], settings_with(SHOP_TIME_ZONE=AKL)["time_zone"]) == (AKL, AKL)


def test_a_ticket_zone_is_blank_or_an_iana_name():
    valid_time_zone("")
    valid_time_zone(AKL)
    with pytest.raises(ValidationError, match="Mars/Olympus"):
        valid_time_zone("Mars/Olympus")


def _case(**world) -> dict:
    return {"id": "TZ-1", "ticket": {"subject": "s", "body": "b", "customer_email": "a@example.com", "order_ref": "SU-10001"},
            "world": {**world, "customers": [], "sellers": [], "supplements": [], "orders": []}, "intents": ["late_delivery"],
            "expected": {"outcome": "resolved"}}


def test_a_case_world_may_name_the_shops_zone_and_a_wrong_one_is_refused():
    assert parse_case(_case(time_zone=AKL)).spec.world.time_zone == AKL
    assert parse_case(_case()).spec.world.time_zone is None
    with pytest.raises(CaseFileInvalid) as refused:
        parse_case(_case(time_zone="Europe/Atlantis"))
    assert "world.time_zone" in str(refused.value.problems) and "Europe/Atlantis" in str(refused.value.problems)


# --- end to end: the case's zone is carried on the ticket to the run, the guard and the judge -------------
def _late_night_case(zone: str | None, expected: dict) -> dict:
    world = {"customers": [{"ref": "C1", "name": "Ines Okafor", "email": "ines.okafor@example.com"}],
             "sellers": [{"ref": "SEL-SUN", "name": "Sundry", "seller_type": "first_party"}],
             "orders": [{"ref": "SU-74460", "customer": "C1", "seller": "SEL-SUN", "status": "delivered", "placed_at": "2025-07-14T09:00:00-05:00",
                         "lines": [{"sku": "SUN-FAN-3", "description": "Pedestal fan, 16 inch, white", "quantity": 1, "unit_price_cents": 4599}],
                         "charges": [{"kind": "items", "description": "Items", "amount_cents": 4599, "charged_at": "2025-07-14T09:00:00-05:00"},
                                     {"kind": "delivery", "description": "Standard delivery", "amount_cents": 699, "charged_at": "2025-07-14T09:00:00-05:00"},
                                     {"kind": "tax", "description": "Sales tax 8.25%", "amount_cents": 379, "charged_at": "2025-07-14T09:00:00-05:00"}],
                         "shipments": [{"carrier": "Meridian Parcel", "tracking_number": "MP74460", "status": "delivered", "promised_by": "2025-07-18",
                                        "scans": [{"at": "2025-07-15T10:00:00-05:00", "code": "picked_up", "location": "Origin hub"},
                                                  {"at": "2025-07-18T23:20:00-05:00", "code": "delivered", "location": "Customer address"}],
                                        "delivered_at": "2025-07-18T23:20:00-05:00"}]}]}
    return {"id": "TZ-CHI-" + (zone or "none").split("/")[-1][:8], "now": "2025-07-21T15:00:00Z",
            "ticket": {"subject": "shipping refund?", "body": "fan finaly showed up at 11.20pm on the 18th, the date you promised but so late at "
                       "night the dog went mad. id like the shipping refunded. SU-74460", "customer_email": "ines.okafor@example.com",
                       "order_ref": "SU-74460"},
            "world": {**({"time_zone": zone} if zone else {}), **world}, "intents": ["late_delivery"], "expected": expected}


@pytest.mark.django_db
def test_a_case_in_chicago_pays_no_fee_for_a_parcel_that_came_late_on_its_promised_evening(tmp_path):
    from runs.models import Ticket
    from tests.test_eval_command import run_eval

    held = {"outcome": "partial", "refunds": [], "returns": [], "escalations": [], "deferred": [{"item": "deliver"}]}
    path = tmp_path / "chicago.jsonl"
    path.write_text(json.dumps(_late_night_case("America/Chicago", held)) + "\n" + json.dumps(_late_night_case(None, held)) + "\n")
    report, _, _ = run_eval(tmp_path, "--cases", str(path), "--model", "offline")
    by_id = {c["id"]: c for c in report["per_case"]}
    assert by_id["TZ-CHI-Chicago"]["passed"], by_id["TZ-CHI-Chicago"]
    assert report["guard_violations"] == 0
    # the near miss: the same case on a shop that keeps UTC days (04:20 on the 19th there) pays the fee as late
    assert not by_id["TZ-CHI-none"]["passed"] and by_id["TZ-CHI-none"]["outcome"] == "resolved"
    assert sorted(Ticket.objects.values_list("time_zone", flat=True)) == ["", "America/Chicago"]
