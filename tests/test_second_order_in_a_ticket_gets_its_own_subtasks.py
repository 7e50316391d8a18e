"""A ticket telling of two orders, each with its own problem, gets a subtask for each: the request naming
its order number is decided on that order, the other one is bound to its own order (by its number, by the
goods its lines hold, or by words such as "separately", "on a different order") and never read as a claim
on the first; a non-delivery on one order never swallows a damage told of goods that came; a second order
told only as history, or one that is someone else's, is never paid. Run end to end as eval cases."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.models import Effect
from tests.fresh_cases import run
from tests.fresh_cases import _at

NOW = "2026-11-24T15:30:00Z"
EMAIL = "sam.okoro@example.net"


def order(ref: str, lines: list[tuple[str, str, int, int]], *, customer: str = "C1", arrived: bool = True, twice: bool = False,
          late_days: int = 0) -> dict:
    """A first-party order of `lines` (sku, description, quantity, unit cents), tax exempt, a $5.99 delivery fee: delivered
    six days ago (`late_days` after its promised day), or shipped four weeks ago with tracking stopped (`arrived=False`)."""
    items = sum(q * p for _, _, q, p in lines)
    placed = _at(30 if not arrived else 9 + late_days)
    charges = [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed}]
    if twice:
        charges.append({"kind": "items", "description": "Items", "amount_cents": items, "charged_at": placed.replace("T10", "T11")})
    charges.append({"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": placed})
    scans = [{"at": _at(29 if not arrived else 8 + late_days), "code": "picked_up", "location": "Depot"}]
    if arrived:
        scans.append({"at": _at(6, 14), "code": "delivered", "location": "Front door"})
    else:
        scans.append({"at": _at(28), "code": "in_transit", "location": "Hub"})
    return {"ref": ref, "customer": customer, "seller": "S1", "status": "delivered" if arrived else "shipped", "placed_at": placed,
            "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": p, "tax_exempt": True} for s, d, q, p in lines],
            "charges": charges,
            "shipments": [{"carrier": "UPS", "tracking_number": "1Z" + ref[-5:], "status": "delivered" if arrived else "in_transit",
                           "promised_by": _at(6 + late_days)[:10] if arrived else _at(22)[:10],
                           "delivered_at": _at(6, 14) if arrived else None, "scans": scans}]}


def case(cid: str, subject: str, body: str, orders: list[dict], intents: list, expected: dict, *, ref: str = "") -> dict:
    customers = [{"ref": "C1", "name": "Sam Okoro", "email": EMAIL}, {"ref": "C2", "name": "Dana Whitlow", "email": "dana.whitlow@example.org"}]
    return {"id": cid, "title": body[:60], "tags": ["multi_order"], "now": NOW, "intents": intents,
            "ticket": {"subject": subject, "body": body, "customer_email": EMAIL, "order_ref": ref or orders[0]["ref"]},
            "world": {"customers": customers, "sellers": [{"ref": "S1", "name": "Homewares Direct", "seller_type": "first_party"}],
                      "orders": orders},
            "expected": {"returns": [], **expected}}


def paid(cents: int, *lines: tuple[str, int]) -> dict:
    return {"amount_cents": cents, "source": "platform", "lines": [{"sku": s, "quantity": q} for s, q in lines]}


LOST = dict(arrived=False)

# Two orders, each with its own problem: what is owed on the first is paid on its lines, the other order's request is its own
# subtask, never read as a claim on the first: handed to a follow-up run pinned to that order, which the same guards check on
# its own record (a double charge, a damaged line: paid there), or to a person where that order's claim needs one. An order
# the ticket numbers only in its subject or signature, whose request names its goods and not its number, is handed the same
# way when the record ties those goods to it alone (runs/goods_of_another_order.py): the rug, the toaster, the bedding, the
# throw and the doormat are each worked on their own order's record.
TWO_ORDERS = [
    case("MO-01", "two things", "Hiya, two things sorry. The teapot from SU-72001 turned up with the spout snapped clean off. And separately, "
         "the rug I ordered ages ago still hasn't come, tracking hasn't moved in weeks.\n\nSam Okoro\norders SU-72001 / SU-72101",
         [order("SU-72001", [("TEA-POT", "Glazed teapot", 1, 3200)]), order("SU-72101", [("RUG-WOOL", "Wool rug", 1, 8900)], **LOST)],
         [{"kind": "damaged_item", "quote": "turned up with the spout snapped clean off"}, {"kind": "non_delivery", "quote": "still hasn't come"}],
         {"outcome": "resolved", "refunds": [paid(3200, ("TEA-POT", 1)), {"amount_cents": 9499, "source": "carrier_claim"}], "escalations": []}),
    case("MO-02", "Orders SU-72002 and SU-72102", "Hello,\n\nThe kettle arrived with a big dent in the side, could I have a refund for it? "
         "Also the toaster never turned up at all.\n\nThank you, Sam",
         [order("SU-72002", [("KET-STL", "Steel kettle", 1, 4500)]), order("SU-72102", [("TOAST-2", "Two-slice toaster", 1, 3900)], **LOST)],
         [{"kind": "damaged_item", "quote": "The kettle arrived with a big dent in the side"}, {"kind": "non_delivery", "quote": "the toaster never turned up"}],
         {"outcome": "resolved", "refunds": [paid(4500, ("KET-STL", 1)), {"amount_cents": 4499, "source": "carrier_claim"}], "escalations": []}),
    case("MO-03", "refund pls", "my SU-72003 parcel had the vase in it smashed to bits, pls refund. also i got charged twice on SU-72103 for "
         "the yoga blocks, only bought one set",
         [order("SU-72003", [("VASE-CER", "Ceramic vase", 1, 6400)]), order("SU-72103", [("YOGA-BLK", "Cork yoga blocks", 1, 2800)], twice=True)],
         [{"kind": "damaged_item", "quote": "had the vase in it smashed to bits"}, {"kind": "duplicate_charge", "quote": "i got charged twice"}],
         {"outcome": "resolved", "refunds": [paid(6400, ("VASE-CER", 1)), {"amount_cents": 2800, "source": "platform", "lines": []}], "escalations": []}),
    case("MO-04", "Two orders, two issues", "Dear team, I am writing about two separate purchases. The lamp from order SU-72004 arrived with "
         "its base cracked through. Unrelated, but on a different order we were sent the wrong item: a king size bedding set instead of the double I ordered. "
         "Kind regards, S. Okoro (orders SU-72004, SU-72104)",
         [order("SU-72004", [("LAMP-DSK", "Desk lamp", 1, 2700)]), order("SU-72104", [("BED-DBL", "Linen bedding set, double", 1, 11900)])],
         [{"kind": "damaged_item", "quote": "arrived with its base cracked through"}, {"kind": "wrong_item", "quote": "we were sent the wrong item"}],
         {"outcome": "resolved", "refunds": [paid(2700, ("LAMP-DSK", 1))], "escalations": [], "returns": [{"kind": "return", "sku": "BED-DBL"}]}),
    case("MO-05", "late + broken", "Order SU-72005 came five days after the date you promised, so refund the delivery charge please. "
         "Separately the serving bowl in my other parcel SU-72105 arrived cracked down the middle.",
         [order("SU-72005", [("RUG-JUT", "Jute rug", 1, 7900)], late_days=5), order("SU-72105", [("BOWL-SRV", "Serving bowl", 1, 3800)])],
         [{"kind": "late_delivery", "quote": "refund the delivery charge please"}, {"kind": "damaged_item", "quote": "arrived cracked down the middle"}],
         {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}, paid(3800, ("BOWL-SRV", 1))], "escalations": []}),
    case("MO-06", "cushion + blanket", "The cushion cover I got is mustard, not the sage one I paid for. And the throw blanket from a "
         "different order never arrived, the tracking just stopped weeks back.\n\n-- Sam | SU-72006 and SU-72106",
         [order("SU-72006", [("CUSH-SAGE", "Linen cushion cover, sage", 1, 2200)]), order("SU-72106", [("THROW-WL", "Wool throw blanket", 1, 5400)], **LOST)],
         [{"kind": "wrong_item", "quote": "is mustard, not the sage one I paid for"}, {"kind": "non_delivery", "quote": "never arrived"}],
         {"outcome": "resolved", "refunds": [{"amount_cents": 5999, "source": "carrier_claim"}], "escalations": [],
          "returns": [{"kind": "return", "sku": "CUSH-SAGE"}]}),
    # no word sets the second request apart: the goods it names are on the other order's lines
    case("MO-07", "teapot and rug", "Evening. The milk jug from SU-72007 came with a crack down the handle. The doormat I ordered back in "
         "October still hasnt come, tracking stuck for weeks.\n\nSam Okoro\norders SU-72007 / SU-72107",
         [order("SU-72007", [("JUG-MLK", "Milk jug", 1, 1900)]), order("SU-72107", [("MAT-COIR", "Coir doormat", 1, 2600)], **LOST)],
         [{"kind": "damaged_item", "quote": "came with a crack down the handle"}, {"kind": "non_delivery", "quote": "still hasnt come"}],
         {"outcome": "resolved", "refunds": [paid(1900, ("JUG-MLK", 1)), {"amount_cents": 3199, "source": "carrier_claim"}], "escalations": []}),
    case("MO-08", "SU-72008", "hi so the salad bowl from SU-72008 arrived cracked in two places :( also the tea towels were charged "
         "twice on my card, its the SU-72108 one",
         [order("SU-72008", [("BOWL-SLD", "Acacia salad bowl", 1, 4200)]), order("SU-72108", [("TOWEL-3", "Linen tea towels (3)", 1, 2400)], twice=True)],
         [{"kind": "damaged_item", "quote": "arrived cracked in two places"}, {"kind": "duplicate_charge", "quote": "charged twice"}],
         {"outcome": "resolved", "refunds": [paid(4200, ("BOWL-SLD", 1)), {"amount_cents": 2400, "source": "platform", "lines": []}], "escalations": []}),
    # the first request told names no order: the run works on the order holding its goods, the other order's claim is a person's
    case("MO-09", "two orders", "The wall clock I ordered last month still hasn't come, the tracking hasn't moved in weeks. And the "
         "glass from SU-72009 turned up with a chip in the rim.\n\nSam Okoro\norders SU-72009 / SU-72109",
         [order("SU-72009", [("GLASS-6", "Tumbler glass", 1, 1200)]), order("SU-72109", [("CLOCK-WL", "Oak wall clock", 1, 8900)], **LOST)],
         [{"kind": "non_delivery", "quote": "still hasn't come"}, {"kind": "damaged_item", "quote": "turned up with a chip in the rim"}],
         {"outcome": "resolved", "refunds": [{"amount_cents": 9499, "source": "carrier_claim"}, paid(1200, ("GLASS-6", 1))], "escalations": []}),
]

# Near-misses: one order with two problems stays one order's; an order told of only as history is not opened; one that is
# someone else's is never paid.
NEAR_MISSES = [
    case("MO-11", "mug", "The mug from SU-72011 arrived with a chip in the rim. Separately, I was charged twice for it on my card.",
         [order("SU-72011", [("MUG-BLU", "Blue stoneware mug", 1, 1500)], twice=True)],
         [{"kind": "damaged_item", "quote": "arrived with a chip in the rim"}, {"kind": "duplicate_charge", "quote": "charged twice"}],
         {"outcome": "resolved", "refunds": [paid(1500, ("MUG-BLU", 1)), {"amount_cents": 1500, "source": "platform", "lines": []}], "escalations": []}),
    case("MO-12", "lamp", "My last order SU-72112 was fine, no complaints at all. This time though, order SU-72012, the lamp arrived with "
         "a cracked base. Could you refund it?",
         [order("SU-72012", [("LAMP-DSK", "Desk lamp", 1, 2700)]), order("SU-72112", [("CANDLE-3", "Candle trio", 1, 1800)])],
         [{"kind": "damaged_item", "quote": "the lamp arrived with a cracked base"}],
         {"outcome": "resolved", "refunds": [paid(2700, ("LAMP-DSK", 1))], "escalations": []}, ref="SU-72012"),
    case("MO-13", "two parcels", "The jug from SU-72013 arrived chipped on the spout. Separately, my neighbour's order SU-72113 never "
         "came, refund that one to me too.",
         [order("SU-72013", [("JUG-GLS", "Glass jug", 1, 2100)]), order("SU-72113", [("BLND-PR", "Pro blender", 1, 8900)], customer="C2", **LOST)],
         [{"kind": "damaged_item", "quote": "arrived chipped on the spout"}, {"kind": "other", "quote": "refund that one to me too"}],
         {"outcome": "partial", "refunds": [paid(2100, ("JUG-GLS", 1))], "escalations": [{"item": "SU-72113"}]}),
    case("MO-14", "kettle", "The SU-72014 kettle came dented on the lid. Also the delivery was a week late, so refund the shipping too.",
         [order("SU-72014", [("KET-WHT", "White kettle", 1, 3300)], late_days=7)],
         [{"kind": "damaged_item", "quote": "came dented on the lid"}, {"kind": "late_delivery", "quote": "refund the shipping too"}],
         {"outcome": "resolved", "refunds": [paid(3300, ("KET-WHT", 1)), {"amount_cents": 599, "source": "platform", "lines": []}], "escalations": []}),
    case("MO-15", "bread bin", "Hi, I placed another order last week for some tea towels. But on SU-72015 the bread bin itself arrived "
         "with a big dent in the side, please refund it.",
         [order("SU-72015", [("BIN-BRD", "Enamel bread bin", 1, 3600)])],
         [{"kind": "damaged_item", "quote": "arrived with a big dent in the side"}],
         {"outcome": "resolved", "refunds": [paid(3600, ("BIN-BRD", 1))], "escalations": []}),
]


# What each case may pay, order by order: (the order as the case numbers it, the line, cents); "" for a charge.
PAID_ON = {
    "MO-01": {("SU-72001", "TEA-POT", 3200), ("SU-72101", "", 9499)}, "MO-02": {("SU-72002", "KET-STL", 4500), ("SU-72102", "", 4499)}, "MO-03": {("SU-72003", "VASE-CER", 6400), ("SU-72103", "", 2800)},
    "MO-04": {("SU-72004", "LAMP-DSK", 2700)}, "MO-05": {("SU-72005", "", 599), ("SU-72105", "BOWL-SRV", 3800)}, "MO-06": {("SU-72106", "", 5999)},
    "MO-07": {("SU-72007", "JUG-MLK", 1900), ("SU-72107", "", 3199)}, "MO-08": {("SU-72008", "BOWL-SLD", 4200), ("SU-72108", "", 2400)}, "MO-09": {("SU-72109", "", 9499), ("SU-72009", "GLASS-6", 1200)},
    "MO-11": {("SU-72011", "MUG-BLU", 1500), ("SU-72011", "", 1500)}, "MO-12": {("SU-72012", "LAMP-DSK", 2700)},
    "MO-13": {("SU-72013", "JUG-GLS", 2100)}, "MO-14": {("SU-72014", "KET-WHT", 3300), ("SU-72014", "", 599)},
    "MO-15": {("SU-72015", "BIN-BRD", 3600)},
}


def _paid_on(cid: str, refs: list[str]) -> set[tuple[str, str, int]]:
    """The refunds a case's run made, each on the order (as the case numbers it) and the line it drew on."""
    effects = Effect.objects.filter(run__ticket__ref__contains=f"-{cid}-", effect_class="refund")
    return {(next(r for r in refs if e.order_ref.startswith(r)), e.sku, e.amount_cents) for e in effects}


@pytest.mark.django_db
@pytest.mark.parametrize("cases", [TWO_ORDERS, NEAR_MISSES], ids=["two_orders", "near_misses"])
def test_each_order_named_with_a_request_gets_its_own_subtask_and_nothing_is_dropped(tmp_path, cases):
    results = run(tmp_path, cases)
    report = results[""]
    assert (report["silent_drops"], report["double_refunds"], report["guard_violations"]) == (0, 0, 0)
    failed = {cid: r.get("differences") or r for cid, r in results.items() if cid and not r["passed"]}
    assert not failed, failed
    for c in cases:
        refs = [o["ref"] for o in c["world"]["orders"]]
        assert _paid_on(c["id"], refs) == PAID_ON[c["id"]], c["id"]


def _bound(body: str, ref: str) -> list[tuple[str, str, bool, str]]:
    reading = read_ticket(body, order_ref=ref)
    return [(s.text, s.order, s.order_unsure, s.other_than) for s in reading.requests]


# A sentence naming no order, told "separately", "unrelated", "on a different order", in a ticket numbering two orders, is
# not bound to the one told of before it: any of the two, the one whose lines hold its goods.
SET_APART = [
    "The mug from SU-71001 arrived with a chip. And separately, the night light never turned up.\n\nPriya | orders SU-71001 and SU-71002",
    "SU-71001: the lamp came with the shade torn. Unrelated, but the kettle was charged twice. Orders SU-71001, SU-71002",
    "the SU-71001 vase arrived smashed!! on a different order the rug never came. (SU-71002)",
    "Hello. Teapot on SU-71001 was broken when it arrived. The candles from another order arrived late, refund the delivery please. Ref SU-71002.",
    "Order SU-71001 - bowl cracked on arrival. Seperately, i got charged twice for the towels. thx, orders SU-71001 + SU-71002",
]


@pytest.mark.parametrize("body", SET_APART)
def test_a_request_set_apart_from_the_order_before_it_is_not_bound_to_that_order(body):
    first, second = _bound(body, "SU-71001")[:2]
    assert first[1] == "SU-71001" and not first[2]
    assert second[1] == "" and second[2], second


# Near-misses: one order numbered and "separately" is another problem of that order; buying again ("I placed another order")
# says nothing of which order a problem is on; an order named as history is not the request's.
@pytest.mark.parametrize("body", [
    "The mug from SU-71001 arrived with a chip. Separately, I was charged twice for it.",
    "I placed another order for a spare lid, but the bread bin from SU-71001 arrived dented.",
    "My last order SU-71002 was fine. This time, order SU-71001, the lamp arrived with a cracked base.",
    "SU-71001 - the kettle came dented. Also the delivery was a week late, refund the shipping.",
    "The rug from SU-71001 came with a stain. Unrelated, but it also arrived late, please refund the delivery.",
])
def test_a_request_of_the_one_order_told_stays_on_it(body):
    assert all(order == "SU-71001" and not unsure and not other for _, order, unsure, other in _bound(body, "SU-71001")), _bound(body, "SU-71001")


# With one order numbered, words naming another order put the request off it: the customer's other order, looked up.
@pytest.mark.parametrize("body", [
    "Order SU-71001 - the bath mat came torn. The shower caddy from a different order never arrived.",
    "SU-71001: wrong size towel sent. Also on another order the soap dish arrived smashed.",
    "The lamp on SU-71001 is dented. The cushion in a separate parcel came ripped too.",
    "hi, SU-71001 teapot cracked. and for my other purchase the mugs were charged twice",
    "Re SU-71001: the kettle leaks. On a separate order the toaster came late, please refund the delivery fee.",
])
def test_a_request_told_of_another_order_is_kept_off_the_one_numbered(body):
    rest = [r for r in _bound(body, "SU-71001") if "SU-71001" not in r[0]]
    assert rest and all(other == "SU-71001" for _, _, _, other in rest), _bound(body, "SU-71001")


# Two orders told of in one breath, the second's number given after its problem: each problem on the order its own part names.
@pytest.mark.parametrize("body, first_kind, second_kind", [
    ("the salad bowl from SU-71001 arrived cracked :( also the tea towels were charged twice, its the SU-71002 one", "damaged_item", "duplicate_charge"),
    ("SU-71001 came a week late, plus the lamp never arrived at all - that was SU-71002", "late_delivery", "non_delivery"),
    ("The vase on SU-71001 arrived smashed; the rug was billed twice too (order SU-71002)", "damaged_item", "duplicate_charge"),
    ("my SU-71001 mug came chipped and also i was charged twice for the candles on SU-71002", "damaged_item", "duplicate_charge"),
    ("Order SU-71001 arrived with the jug broken, and separately the toaster never came, SU-71002.", "damaged_item", "non_delivery"),
])
def test_each_problem_told_in_one_breath_goes_to_the_order_its_part_names(body, first_kind, second_kind):
    requests = read_ticket(body, order_ref="SU-71001").requests
    on = {ref: [k for s in requests if s.orders for k in s.kinds_on(ref)] for ref in ("SU-71001", "SU-71002")}
    assert on == {"SU-71001": [first_kind], "SU-71002": [second_kind]}, [(s.text, s.kinds, s.kinds_by_order) for s in requests]
