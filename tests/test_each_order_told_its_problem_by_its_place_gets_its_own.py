"""A ticket numbering several orders and then telling each its own problem by its place ("The first one was late, and
the second one charged me twice.") or by its number alone ("SU-3310 was late."): each order gets its own request of
its own kind. Read whole, both kinds went to the order named first, so the late claim was lost under the charge and
the copied charge was looked for on the wrong order; and an order told late by its number was read as a statement
(runs/intents/ordinal_parts.py, the late cue in runs/intents/cues.py; probe30 findings 12-14). "The first / second
one" are the orders in the order the ticket named them. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.shop.models import Refund
from tests.fresh_cases import assert_money_as_expected, case, line


def _by_order(subject: str, body: str) -> tuple[dict, list]:
    reading = read_ticket(subject + "\n" + body)
    shown = [(s.role, s.kinds, s.text, s.order, s.also, s.kinds_by_order) for s in reading.sentences]
    out: dict[str, set] = {}
    for s in reading.requests:
        for order in reading.orders:
            if kinds := set(s.kinds_on(order)) - {"question", "other"}:
                out.setdefault(order, set()).update(kinds)
    return out, shown


@pytest.mark.parametrize("subject,body,expected", [
    ("SU-3303 and SU-3304", "The first one was late, and the second one charged me twice.",
     {"SU-3303": {"late_delivery"}, "SU-3304": {"duplicate_charge"}}),
    ("SU-4701 / SU-4702", "The first order was charged twice and the second one never came.",
     {"SU-4701": {"duplicate_charge"}, "SU-4702": {"non_delivery"}}),
    ("two orders: SU-5101, SU-5102", "the 1st order never showed up and on the second one i was billed twice",
     {"SU-5101": {"non_delivery"}, "SU-5102": {"duplicate_charge"}}),
    ("Orders SU-6201 and SU-6202", "Hi, the second parcel arrived with a smashed jug, while the first one was charged twice.",
     {"SU-6202": {"damaged_item"}, "SU-6201": {"duplicate_charge"}}),
    ("re SU-7301 + SU-7302", "first order came cracked; the second order never arrived at all",
     {"SU-7301": {"damaged_item"}, "SU-7302": {"non_delivery"}}),
    ("SU-8401, SU-8402", "The first one was late and the last one came with a torn cover!!",
     {"SU-8401": {"late_delivery"}, "SU-8402": {"damaged_item"}}),
])
def test_each_ordinal_gets_its_orders_problem(subject, body, expected):
    got, shown = _by_order(subject, body)
    assert got == expected, shown


@pytest.mark.parametrize("subject,body,expected", [
    ("Orders SU-3310, SU-3311 and SU-3312", "SU-3310 was late. SU-3311 arrived with a cracked vase. SU-3312 never came.",
     {"SU-3310": {"late_delivery"}, "SU-3311": {"damaged_item"}, "SU-3312": {"non_delivery"}}),
    ("Orders SU-3320 and SU-3321", "SU-3321 arrived late. SU-3320 came fine.", {"SU-3321": {"late_delivery"}}),
    ("SU-3330 / SU-3331", "The first one was late. The second one was fine.", {"SU-3330": {"late_delivery"}}),
])
def test_an_order_told_late_by_its_number_or_place_is_a_late_claim(subject, body, expected):
    got, shown = _by_order(subject, body)
    assert got == expected, shown


@pytest.mark.parametrize("subject,body", [
    # one ordinal only, of goods, not orders: nothing split
    ("Mug SU-9001", "The first one I ordered was fine, but this mug came chipped."),
    ("Lamp SU-9002", "the first one was late and it also came cracked"),
    ("SU-9003 and SU-9004", "Both were charged twice, the first one and the second one."),
])
def test_a_single_order_or_both_told_together_is_not_split(subject, body):
    reading = read_ticket(subject + "\n" + body)
    assert all(not s.kinds_by_order for s in reading.sentences), [(s.role, s.kinds, s.kinds_by_order) for s in reading.sentences]


def test_a_single_order_lateness_by_place_is_still_one_claim():
    reading = read_ticket("Lamp SU-9002\nthe first one was late and it also came cracked")
    assert {"late_delivery", "damaged_item"} <= set(reading.intents), [(s.role, s.kinds) for s in reading.sentences]


MUG = [line("MG-1", "Speckled mug", 1800)]
RUG = [line("RG-1", "Wool rug", 12900)]


def _copied(order: dict) -> None:
    """The order's items charge taken a second time a few minutes later."""
    items = next(x for x in order["charges"] if x["kind"] == "items")
    order["charges"].append({**items, "charged_at": items["charged_at"].replace(":00:00", ":04:00")})


@pytest.mark.django_db
def test_the_late_fee_and_the_copied_charge_go_to_their_own_orders(tmp_path):
    """Two orders of one customer: the mug's (SU-71001) came after its promised day, the rug's (SU-71002) was charged twice.
    The late fee is paid back on the first, the copy of the rug charge on the second; nothing crosses over."""
    body = "Hello, the first one was late, and the second one charged me twice. Please sort both out."
    c = case("ORD-1", body, MUG, intents=["late_delivery", "duplicate_charge"], ref="SU-71001", subject="SU-71001 and SU-71002",
             expected={"outcome": "resolved", "returns": [], "refunds": [{"amount_cents": 599, "source": "platform", "lines": []},
                                                                          {"amount_cents": 12900, "source": "platform", "lines": []}]})
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = "2026-11-14"  # delivered on the 18th
    rug = case("ORD-1", body, RUG, intents=[], ref="SU-71002", expected={})["world"]["orders"][0]
    _copied(rug)
    c["world"]["orders"].append(rug)
    assert_money_as_expected(tmp_path, [c])
    paid = sorted((r.order.ref[:8], r.amount_cents) for r in Refund.objects.all())  # (the eval suffixes its order refs)
    assert paid == [("SU-71001", 599), ("SU-71002", 12900)], paid
