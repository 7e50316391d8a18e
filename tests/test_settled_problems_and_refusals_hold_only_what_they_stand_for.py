"""Money owed is paid as surely as money not owed is refused: a settled past problem holds only the
line (or charge) it is about, never a claim on goods it does not name nor an order it predates; a
refusal standing for the very claim a decision answers holds it whatever the customer calls the
goods on a one-line order (or when it is the order's only claim of the kind); and a refusal of a
refund made before ("don't refund that again") does not hold a new claim for other units of the
line. Near misses keep holding: a settled problem or a refusal about this line, a claim that does
not tell new units from the refunded ones. Wording written for these tests."""

from datetime import datetime, timedelta, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.refusal_holds import refusals_holding
from runs.screening import request_dicts
from runs.settled_lines import lines_settled
from tests import fresh_cases as fc
from tests.guard_fixtures import line

NOW = datetime(2026, 11, 24, 15, 30, tzinfo=timezone.utc)
REF = "SU-70001"


def _requests(body: str) -> list[dict]:
    return request_dicts(read_ticket("my order\n" + body, order_ref=REF), REF)


def _order(*lines, refunds=()) -> dict:
    return {"order_ref": REF, "lines": list(lines), "refunds": list(refunds), "charges": []}


def _line(sku: str, description: str, quantity: int = 1) -> dict:
    return line(sku, description, quantity=quantity, cents=4000)


def _refund(order: dict, kind: str, sku: str | None = None, units: int = 1) -> dict:
    lines = [{"sku": sku, "quantity": units}] if sku else []
    return {"case_type": kind, "action": "refund", "subtask": 1, "amount_cents": 4000 * units, "order_ref": order["order_ref"], "lines": lines}


def _request_check(order: dict, decision: dict, body: str):
    return guards.check_request_in_ticket(decision, policy_evidence.Evidence(order=order, now=NOW), _requests(body), "")


RUG = _line("RUG-1", "Jute runner rug")
COUCH = _line("HRB-3", "Harbor 3-seat couch")
TRAINERS = _line("AER-9", "Aero runner")


# 1. A settled past problem of other goods, or of an earlier order, holds nothing on this order.
@pytest.mark.parametrize("body", [
    "Back in March you sorted out a broken toaster for me, brilliant service. This time order SU-70001 simply never turned up "
    "and the tracking has been stuck for ten days.",
    "A while ago my teapot came chipped and you refunded it, no complaints there. My parcel SU-70001 has never arrived and it is "
    "still not here though, where is it?",
    "ages ago a lamp came dented and your team replaced it super quick, so thanks for that. SU-70001 hasnt arrived at all tho, nothing since the depot scan",
    "A pair of headphones I bought in the summer arrived broken and you refunded them. Sadly the rug on SU-70001 has not arrived at all.",
])
def test_a_settled_problem_of_other_goods_or_an_earlier_order_does_not_hold_a_lost_parcel_claim(body):
    order = _order(RUG)
    requests = _requests(body)
    assert any(r.get("settles") for r in requests), requests  # the screener did read it as settled
    check = _request_check(order, _refund(order, "non_delivery"), body)
    assert check.passed and not check.inputs.get("settled"), check.inputs


@pytest.mark.parametrize("body, claimed", [
    ("Last year a desk lamp reached me with a snapped switch and you refunded it. The sofa from this order has a long tear along the "
     "back cushion, please refund it.", COUCH),
    ("Ages ago you replaced a cracked teapot for me, thank you. My new trainers came with the sole peeling away, could I get a refund?", TRAINERS),
])
def test_a_settled_problem_of_other_goods_does_not_hold_a_damage_claim_on_a_one_line_order(body, claimed):
    order = _order(claimed)
    check = _request_check(order, _refund(order, "damaged_item", claimed["sku"]), body)
    assert check.passed and not check.inputs.get("settled"), check.inputs


@pytest.mark.parametrize("text, tied", [
    ("Last spring a food mixer arrived cracked and you refunded it within a day.", False),  # other goods, an earlier time
    ("On an earlier order it came scratched and you sent a replacement.", False),  # an earlier order, no goods named
    ("It arrived scratched and your team refunded it, thanks.", True),  # this order's only line
    ("The lid came chipped and your team sent a new one.", True),  # a part of the line's goods
    ("The settee came with a ripped arm and you refunded it.", True),  # another name of the line ("couch")
    ("The fabric on the seat was torn when it came and you refunded it.", True),  # what the line's goods are made of
    ("A blender arrived cracked and you refunded it.", False),  # other goods, whenever
])
def test_a_settled_sentence_is_tied_to_the_one_line_only_when_it_could_be_about_it(text, tied):
    assert lines_settled(_order(COUCH), text) == ({"HRB-3"} if tied else set())


# Near misses: a settled problem about this line (named, or the only line) still holds a claim that does not tell it apart.
@pytest.mark.parametrize("body", [
    "Could you refund the damage please, there's a big tear. The couch came with a ripped arm last month and you refunded it.",
])
def test_a_settled_problem_about_this_line_still_holds_its_refund(body):
    order = _order(COUCH)
    check = _request_check(order, _refund(order, "damaged_item", "HRB-3"), body)
    assert not check.passed and check.inputs["settled"], check.inputs


# 2. A refusal standing for the claim a decision answers holds it, whatever the customer calls the goods.
@pytest.mark.parametrize("body, line", [
    ("hi, the coat came with a ripped lining. dont refund that pls, i would like another coat instead", _line("FJD", "Fjord parka")),
    ("Our mirror came with a crack across one corner. No refund for that please, we'd rather have a replacement.", _line("OVL", "Oval wall glass")),
    ("The armchair's leg snapped when we unpacked it. I do not want money back for it, send a new chair please.", _line("NK", "Nook reading seat")),
    ("The sofa has a big rip on one arm. Don't refund that, I want a replacement sofa.", COUCH),  # named by a synonym: held before too
])
def test_a_refusal_of_the_only_lines_claim_holds_its_refund_whatever_the_goods_are_called(body, line):
    order = _order(line)
    requests = _requests(body)
    held = refusals_holding(order, _refund(order, "damaged_item", line["sku"]), "damaged_item", requests, requests)
    assert held, requests
    check = _request_check(order, _refund(order, "damaged_item", line["sku"]), body)
    assert not check.passed and check.inputs["forbidding"] == held


def test_a_refusal_of_the_orders_only_claim_holds_it_on_an_order_of_several_lines():
    order = _order(_line("LUN", "Luna table light"), _line("NAP", "Linen napkin set"))
    body = "The bedside lamp came with a cracked shade. dont refund that please, i would like another lamp instead."
    requests = _requests(body)
    assert refusals_holding(order, _refund(order, "damaged_item", "LUN"), "damaged_item", requests, requests)


def test_a_refusal_standing_for_something_not_on_the_order_still_holds_no_line():
    order = _order(_line("JUG", "Stoneware pourer"))
    body = "The milk jug drips from the spout and the recipe card was missing. Don't refund that, just email me the recipe card."
    requests = _requests(body)
    assert refusals_holding(order, _refund(order, "damaged_item", "JUG"), "damaged_item", requests, requests) == []


# 3. A refusal of a refund made before does not hold a new claim for other units of the line.
def _earlier(sku: str) -> list[dict]:
    return [{"amount_cents": 4000, "case_type": "damaged_item", "reason": "one unit broken", "date": "2026-11-17",
             "covers": [{"sku": sku, "quantity": 1, "cents": 4000}]}]


@pytest.mark.parametrize("body, line", [
    ("I got my money back for the first mug, no need to refund it again. Now another mug from the set has a crack.",
     _line("MUG", "Speckled stoneware mug", 4)),
    ("you already paid me back for the cracked plant pot so dont refund that again!! but i unpacked the rest and one more pot is cracked, "
     "refund that one pls", _line("POT", "Terracotta planter", 3)),
    ("You refunded one of the wine glasses on Monday, please don't refund that one twice. The other glass turned out to be cracked as well though.",
     _line("WGL", "Crystal wine glass", 2)),
])
def test_a_refusal_of_a_refund_made_before_does_not_hold_a_claim_for_other_units(body, line):
    order = _order(line, refunds=_earlier(line["sku"]))
    decision = _refund(order, "damaged_item", line["sku"])
    requests = _requests(body)
    assert refusals_holding(order, decision, "damaged_item", requests, requests) == []
    assert _request_check(order, decision, body).passed
    # and the claim is told apart from the refunded unit
    assert guards.check_not_settled_before(decision, policy_evidence.Evidence(order=order, now=NOW), requests).passed


@pytest.mark.parametrize("body", [
    "You refunded the broken candle holder already, so please don't refund it again. The candle holder is still chipped though.",
    "You already refunded the chipped candle holder, please don't refund that again. The candle holder has a chip, as I said on the phone.",
])
def test_a_refusal_of_a_refund_made_before_still_holds_a_claim_that_does_not_say_it_is_other_units(body):
    line = _line("CHD", "Glass candle holder", 2)
    order = _order(line, refunds=_earlier("CHD"))
    decision = _refund(order, "damaged_item", "CHD")
    requests = _requests(body)
    assert refusals_holding(order, decision, "damaged_item", requests, requests)
    assert not _request_check(order, decision, body).passed


# End to end, offline agent.
def _lost(case: dict) -> dict:
    """The case's order never delivered: picked up, one hub scan, nothing since, well past its promised day."""
    order = case["world"]["orders"][0]
    order["status"] = "shipped"
    at = (NOW - timedelta(days=20)).isoformat().replace("+00:00", "Z")
    order["shipments"] = [{"carrier": "ParcelNet", "tracking_number": "PN70001", "status": "in_transit",
                           "promised_by": (NOW - timedelta(days=12)).date().isoformat(),
                           "scans": [{"at": at, "code": "picked_up", "location": "Depot"},
                                     {"at": at.replace("T10", "T18"), "code": "in_transit", "location": "Hub"}]}]
    order["placed_at"] = (NOW - timedelta(days=22)).isoformat().replace("+00:00", "Z")
    return case


@pytest.mark.django_db
def test_the_offline_agent_pays_what_is_owed_beside_settled_problems_and_refusals(tmp_path):
    trainers = [fc.line("AER-9", "Aero runner", 8900)]
    light = [fc.line("LUN-2", "Luna table light", 5500)]
    mugs = [fc.line("MUG-4", "Speckled stoneware mug", 1200, 4)]
    mug = fc.cents(mugs, "MUG-4", 1)
    kettle = [fc.line("KTL-1", "Copper stovetop kettle", 4500)]
    earlier_mug = [{"amount_cents": mug, "case_type": "damaged_item", "reason": "one mug cracked", "lines": ["MUG-4"]}]
    earlier_kettle = [{"amount_cents": fc.cents(kettle, "KTL-1", 1), "case_type": "damaged_item", "reason": "kettle leaking", "lines": ["KTL-1"]}]
    lost_total = sum(x["unit_price_cents"] for x in trainers) + round(8900 * 0.08) + 599
    got = fc.run(tmp_path, [
        _lost(fc.case("F14E-1", "Back in the summer you sorted a broken toaster for me, great service. This time my order SU-70001 never came, "
                                "tracking hasn't moved for almost three weeks.", trainers, intents=["non_delivery"],
                      expected={"outcome": "resolved", "refunds": [{"amount_cents": lost_total, "source": "carrier_claim", "lines": []}]})),
        fc.case("F14E-2", "My bedside lamp has a crack all down the stem. dont refund that please, i would like another lamp instead.",
                light, intents=["damaged_item", "other"],
                # no refund; one person arranges the lamp the customer chose instead
                expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "a person answers"}, {"item": "remedy the customer chose"}]}),
        fc.case("F14E-3", "I got my money back for the first mug already, so no need to refund that again. Now another mug from the set has a "
                          "crack down the side.", mugs, intents=["damaged_item"], refunds=earlier_mug,
                expected={"outcome": "resolved", "refunds": [fc.refund(mug, "MUG-4", 1)]}),
        fc.case("F14E-4", "you refunded this kettle last month and now it leaks again", kettle, intents=["damaged_item"], refunds=earlier_kettle,
                expected={"outcome": "partial", "refunds": []}),  # deferred: "already refunded", as before
    ])
    results = {c: (got[c]["passed"], got[c]["differences"]) for c in ("F14E-1", "F14E-2", "F14E-3", "F14E-4")}
    assert all(ok for ok, _ in results.values()), results
    assert (got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0)
