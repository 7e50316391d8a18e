"""What a support lead pays, read the way a lead reads it: a count said with no noun next to it, a
duplicate charge judged against what the order cost, a shade other than the customer pictured, a
"the rest is fine" clause beside a damage claim, a line partly refunded before, and a replacement
of one line beside a claim on another."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_charges, policy_delivery_conditions, policy_evidence, policy_goods_conditions, policy_support
from runs.intents import detect_intents, read_ticket
from runs.ticket_lines import line_asked_about, unit_texts
from runs.unit_counts import units_stated

UTC = timezone.utc


def _order(*lines, **over) -> dict:
    order = {"order_ref": "SU-4242", "lines": [{"sku": f"L{i}", "description": d, "quantity": q, "unit_price_cents": p}
                                                for i, (d, q, p) in enumerate(lines, start=1)]}
    order.update(over)
    return order


def _read(order: dict, text: str) -> dict:
    """{sku: Units} for every line, from the ticket's own request sentences and what was told before them."""
    texts = unit_texts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])
    return {x["sku"]: units_stated(order, x, texts) for x in order["lines"]}


# --- a count with no noun next to it -----------------------------------------------------------------

@pytest.mark.parametrize("text,count", [
    ("We got 12 champagne saucers for the party. 4 were shattered in the box!!", 4),
    ("i ordered ten coffee mugs... seven came cracked. pls sort it", 7),
    ("The pack of six ramekins arrived this morning. Sadly, two are chipped.", 2),
    ("Bought 8 of them for my daughter's wedding. Three broke in transit. Refund the three?", 3),
    ("Your courier delivered my nine tumblers yesterday; five arrived smashed.", 5),
])
def test_a_bare_count_in_a_damage_sentence_counts_units_of_the_only_line(text, count):
    order = _order(("Glass tumbler ramekin mug saucer", 12, 500))
    got = _read(order, text)["L1"]
    assert got.exact == count and got.tied


def test_a_bare_count_counts_the_line_the_sentence_before_names_not_the_other_lines():
    order = _order(("Stoneware ramekin", 6, 700), ("Oak trivet", 1, 1900))
    got = _read(order, "Hiya, the six stoneware ramekins came yesterday. 2 were cracked straight through. Can I get a refund for those?")
    assert got["L1"].exact == 2 and got["L1"].tied


def test_a_bare_count_after_a_sentence_naming_two_lines_is_tied_to_neither_and_bounds_both():
    order = _order(("Wine glass", 6, 900), ("Water carafe", 2, 2400))
    got = _read(order, "The wine glasses and the carafes turned up today. Three smashed. Refund please")
    for sku in ("L1", "L2"):
        assert got[sku].exact is None and got[sku].tied is False and got[sku].at_most == min(3, order["lines"][int(sku[1]) - 1]["quantity"])


def test_the_guard_never_admits_the_whole_line_for_a_bare_count():
    order = _order(("Dessert bowl", 10, 800))
    decision = {"action": "refund", "case_type": "damaged_item", "lines": [{"sku": "L1", "quantity": 10}], "amount_cents": 8000}
    requests = [{"text": "Three of them came smashed.", "kinds": ["damaged_item"], "told": ["Just got my 10 dessert bowls."]}]
    problems = guards.quantity_beyond_ticket(decision, order, requests)
    assert problems and "names 10 of Dessert bowl; the ticket says 3" in problems[0]
    assert guards.quantity_beyond_ticket({**decision, "lines": [{"sku": "L1", "quantity": 3}]}, order, requests) == []


def test_a_count_of_what_came_beside_a_count_said_damaged_is_the_whole():
    order = _order(("Espresso cup", 6, 650), ("Milk jug", 1, 1500))
    got = _read(order, "The espresso cups arrived, 6 of them. Two were cracked when I opened the box. Refund those two please")
    assert got["L1"].exact == 2


def test_units_an_earlier_refund_settled_are_not_counted_again():
    order = _order(("Linen napkin", 8, 450))
    got = _read(order, "You already refunded five of my eight linen napkins. Now one more of the eight has a dye stain, can that be refunded?")
    assert got["L1"].exact == 1


def test_a_request_naming_no_line_is_about_the_line_named_just_before_not_one_praised_after():
    order = _order(("Enamel pie dish", 3, 1600), ("Pastry brush", 1, 700))
    reading = read_ticket("Morning. The pie dishes came, three of them. One has a big chip on the edge. The brush is great. "
                          "Refund the chipped one please?", order_ref=order["order_ref"])
    line, why = line_asked_about(order, reading, "damaged_item")
    assert line is not None and line["sku"] == "L1", why


# --- a duplicate charge is a charge beyond what the order cost -----------------------------------------

def _charge(number: int, kind: str, cents: int, at: str, description: str = "") -> dict:
    return {"number": number, "kind": kind, "description": description or kind.title(), "amount_cents": cents, "charged_at": at}


def test_a_card_retried_minutes_later_is_a_copy_because_the_order_is_paid_without_it():
    order = _order(("Cast iron skillet", 1, 5900), charges=[
        _charge(1, "items", 5900, "2026-10-03T08:00:00+00:00"), _charge(2, "tax", 487, "2026-10-03T08:00:00+00:00"),
        _charge(3, "items", 5900, "2026-10-03T08:07:30+00:00")])
    assert [c["number"] for c in policy_charges.copies(order)] == [3]
    assert policy_support.support("duplicate_charge", order, {"charges": [3]}, []).cents == 5900


def test_two_equal_charges_that_each_pay_for_a_line_are_not_copies_however_close():
    order = _order(("Fig candle", 1, 1850), ("Fig room spray", 1, 1850), charges=[
        _charge(1, "items", 1850, "2026-10-03T08:00:00+00:00"), _charge(2, "items", 1850, "2026-10-03T08:00:04+00:00")])
    assert policy_charges.copies(order) == []
    assert policy_delivery_conditions.charged_twice(policy_evidence.Evidence(order=order, now=datetime(2026, 10, 9, tzinfo=UTC)), {}).holds is False


def test_a_delivery_fee_per_parcel_is_owed_and_a_third_equal_fee_is_a_copy():
    parcels = [{"tracking_number": "T1"}, {"tracking_number": "T2"}]
    fees = [_charge(n, "delivery", 599, f"2026-10-03T08:0{n}:00+00:00", "Delivery") for n in (1, 2)]
    assert policy_charges.copies(_order(("Shelf", 1, 6400), charges=fees, shipments=parcels)) == []
    third = _charge(3, "delivery", 599, "2026-10-03T09:00:00+00:00", "Delivery")
    assert [c["number"] for c in policy_charges.copies(_order(("Shelf", 1, 6400), charges=[*fees, third], shipments=parcels))] == [3]


def test_a_tax_charge_taken_again_is_a_copy_but_one_tax_per_separate_items_charge_is_not():
    at = "2026-10-03T08:00:00+00:00"
    once = _order(("Kettle", 1, 4000), charges=[_charge(1, "items", 4000, at), _charge(2, "tax", 330, at), _charge(3, "tax", 330, at)])
    assert [c["number"] for c in policy_charges.copies(once)] == [3]
    split = _order(("Kettle", 1, 2000), ("Toaster", 1, 2000), charges=[
        _charge(1, "items", 2000, at), _charge(2, "tax", 165, at), _charge(3, "items", 2000, "2026-10-03T08:01:00+00:00"),
        _charge(4, "tax", 165, "2026-10-03T08:01:00+00:00")])
    assert policy_charges.copies(split) == []


# --- a shade other than the customer pictured ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Used the hairbrush twice but honestly it's a different colour than I expected, kind of orange. Can I return it?",
    "the throw is a diffrent shade from what i imagined, much greyer. id like to send it back",
    "Hello, the vase is darker than I'd pictured it and I would like to return it please.",
    "The cushion is a different shade of green from what I had in mind. I want to return it.",
])
def test_a_colour_other_than_the_customer_pictured_is_a_change_of_mind(text):
    assert detect_intents(text) == ["change_of_mind"]


def test_a_colour_other_than_the_one_ordered_is_still_a_wrong_item():
    assert "wrong_item" in detect_intents("You sent a different colour than I ordered: I picked navy and a red one came. Please swap it.")


# --- "the rest is fine" beside a damage claim -----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The kettle has a dent in the side, the mugs are fine though. Refund for the kettle please.",
    "Lamp base arrived with a crack; the bulbs were all okay. Could I get the lamp refunded?",
    "the jug was smashed while the glasses came perfect. money back for the jug pls",
])
def test_a_fine_clause_about_other_goods_keeps_the_damage_claim(text):
    roles = [(s.role, s.kinds) for s in read_ticket(text, order_ref="SU-1").sentences]
    assert ("request", ["damaged_item"]) in [(r, k) for r, k in roles]


def test_a_damaged_box_with_fine_goods_is_still_no_claim():
    sentence = read_ticket("The box came crushed, and the teapot inside is fine.", order_ref="SU-1").sentences[0]
    assert sentence.role == "context"


# --- a line partly refunded before; a replacement of another line -----------------------------------------

def test_units_not_yet_refunded_on_a_line_are_still_supported():
    order = _order(("Dinner plate", 5, 1200))
    earlier = [{"amount_cents": 3600, "case_type": "damaged_item", "covers": [{"sku": "L1", "quantity": 5, "cents": 3600}]}]
    assert policy_support.support("damaged_item", order, {"lines": [{"sku": "L1", "quantity": 1}]}, earlier).cents == 1200
    assert policy_support.support("damaged_item", order, {"lines": [{"sku": "L1", "quantity": 3}]}, earlier).cents == 2400  # two left
    everything = [{"amount_cents": 6000, "case_type": "damaged_item", "covers": [{"sku": "L1", "quantity": 5, "cents": 6000}]}]
    assert policy_support.support("damaged_item", order, {"lines": [{"sku": "L1", "quantity": 1}]}, everything).cents == 0


def test_a_replacement_of_one_line_stops_only_claims_on_that_line():
    order = _order(("Blue mug", 1, 1400), ("Desk lamp", 1, 6800), replacement_orders=["SU-4243"], replacement_lines={"SU-4243": ["L1"]})
    ev = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, tzinfo=UTC))
    assert policy_goods_conditions.no_replacement_sent(ev, {"lines": [{"sku": "L2", "quantity": 1}]}).holds is True
    assert policy_goods_conditions.no_replacement_sent(ev, {"lines": [{"sku": "L1", "quantity": 1}]}).holds is False
    unknown = {**order, "replacement_lines": {}}
    assert policy_goods_conditions.no_replacement_sent(policy_evidence.Evidence(order=unknown, now=ev.now), {"lines": [{"sku": "L2", "quantity": 1}]}).holds is False
