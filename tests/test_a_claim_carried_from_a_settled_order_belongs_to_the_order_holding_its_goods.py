"""A claim told after a sentence naming a settled earlier order ("Last month the kettle (SU-2) came dented and you refunded
it. This time the toaster arrived cracked.") names no order itself, so the screener carries the earlier order over to it.
When the run's own order holds its goods and the earlier order's sentences never named them, it is the run's order's
claim: the plan check, the guard and the agent settle it there (runs/carried_orders_retied.py,
runs/intents/carried_order_goods.py; blind round 31, V31-12, $42.12 held and a needless person). A claim whose goods
the run's order does not hold, or that the earlier order's sentence named too, stays where it was carried. Wording
written for these tests."""

import pytest

from runs.carried_orders_retied import retied_to_record
from runs.intents import read_ticket
from tests.fresh_cases import _at, assert_all_pass, case, cents, line, refund

TOASTER = line("TST-1", "Two-slice toaster", 3900)
KETTLE = line("KTL-1", "Electric kettle", 4900)
MUG = line("MUG-9", "Enamel mug", 1200)
RECORD = {"order_ref": "SU-70001", "lines": [TOASTER]}

CARRIED = [
    "Last month the kettle (SU-70002) turned up dented and you refunded it, thank you. This time the toaster came with a cracked "
    "side panel. Refund please.",
    "kettle SU-70002 was refunded last month thx. now toaster arrived smashed!! refund",
    "Dear team, I was grateful for the prompt refund on order SU-70002 for the dented kettle. Regrettably, the toaster I have now "
    "received is cracked across the top. I would be obliged if you could refund it.",
    "You already refunded my kettle on SU-70002 after it came broken. And NOW the toaster shows up cracked too. Refund it.",
    "Before, order SU-70002 the kettle was broken and you give refund, thank you. Now the toaster is arrive broken. Please refund.",
    "So you might remember me - SU-70002, the kettle that came dented, which you kindly refunded. Well, lightning strikes twice: "
    "the toaster arrived this morning with its side panel cracked right through. Could I have my money back for the toaster?",
]


def _claims(body: str, record: dict = RECORD, goods: str = "toaster"):
    """(order, kinds, sentence) of each damage claim naming `goods`, read beside the run's order as it holds `record`."""
    reading = retied_to_record(read_ticket("Toaster - SU-70001\n" + body, order_ref="SU-70001"), "SU-70001", record)
    return [(s.order, s.kinds, s.text) for s in reading.requests if "damaged_item" in s.kinds and goods in s.text.lower()]


@pytest.mark.parametrize("body", CARRIED)
def test_the_claim_on_goods_the_run_order_holds_is_that_orders(body):
    claims = _claims(body)
    assert claims and all(order == "SU-70001" for order, _, _ in claims), claims


@pytest.mark.parametrize("body", [
    # the goods are the earlier order's: its claim stays there
    "Last month the kettle (SU-70002) turned up dented and you refunded it. Now I see the enamel mug from that parcel is cracked too.",
    # the earlier order's own sentence named the toaster: whose it is is not told apart, so nothing moves
    "The toaster and kettle on SU-70002 - you refunded the kettle last month. Now the toaster is cracked as well.",
])
def test_a_claim_on_goods_the_run_order_does_not_hold_stays_carried(body):
    claims = _claims(body, goods="cracked")
    assert claims and all(order == "SU-70002" for order, _, _ in claims), claims


def test_without_the_record_nothing_moves():
    reading = read_ticket("Toaster - SU-70001\n" + CARRIED[0], order_ref="SU-70001")
    assert retied_to_record(reading, "SU-70001", None) is reading


def _two_orders(cid: str, body: str) -> dict:
    c = case(cid, body, [TOASTER], subject="Toaster - SU-70001", intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents([TOASTER], "TST-1", 1), "TST-1", 1)], "returns": [], "escalations": []})
    kettle_items = KETTLE["unit_price_cents"]
    c["world"]["orders"].append({
        "ref": "SU-70002", "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": _at(45),
        "lines": [KETTLE, MUG],
        "charges": [{"kind": "items", "description": "Items", "amount_cents": kettle_items + MUG["unit_price_cents"], "charged_at": _at(45)},
                    {"kind": "tax", "description": "Sales tax", "amount_cents": round((kettle_items + MUG["unit_price_cents"]) * 0.08), "charged_at": _at(45)}],
        "shipments": [{"carrier": "ParcelNet", "tracking_number": "PN70002", "status": "delivered", "promised_by": _at(41)[:10],
                       "scans": [{"at": _at(44), "code": "picked_up", "location": "Depot"}, {"at": _at(40, 14), "code": "delivered", "location": "Front door"}],
                       "delivered_at": _at(40, 14)}],
        "refunds": [{"source": "platform", "amount_cents": cents([KETTLE, MUG], "KTL-1", 1), "case_type": "damaged_item", "reason": "dented kettle",
                     "lines": ["KTL-1"]}],
    })
    return c


@pytest.mark.django_db
def test_the_toaster_is_refunded_on_its_own_order(tmp_path):
    assert_all_pass(tmp_path, [_two_orders(f"CARRIED-{i}", body) for i, body in enumerate(CARRIED[:4], 1)])
