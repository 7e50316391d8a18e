"""Several lines told damaged in one sentence, by one predicate ("the colander and the cake stand were both
broken", "... all arrived smashed", "I got the colander and the cake stand, both cracked"), each get their damage
claim, paid by the seller's policy: the goods listed before the predicate share it (runs/listed_broken.py).
V24B-20 held $88.56 and asked a person twice: cut at "and", "the mixing bowl" stood in a clause telling no
damage, so "refund the two broken ones" counted two broken lines where one was read, and no count was tied.

Near-misses pay only the line told broken: the other goods in a clause of their own with a verb ("I love the
colander and the cake stand arrived broken"), "both" of the boxes, a hard break. A model that pays both lines on such a ticket is refused by the guard."""

import re

import pytest

from runs import policy
from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.shop.models import Order, Refund
from runs.ticket_lines import damaged_in_clauses
from runs.unit_counts import units_stated

COLANDER, STAND, TRIVET = 3456, 4968, 1512  # each line's price and its 8% tax share
QUOTES = {"CO-1": "lander", "CS-2": "stand", "TR-3": "trivet"}  # a case's label quotes the ticket ("collander" too)
ORDER = {"order_ref": "SU-7710", "lines": [
    {"sku": "CO-1", "description": "Enamel colander", "quantity": 1, "unit_price_cents": 3200},
    {"sku": "CS-2", "description": "Glass cake stand", "quantity": 1, "unit_price_cents": 4600},
    {"sku": "TR-3", "description": "Oak trivet", "quantity": 1, "unit_price_cents": 1400}]}

BOTH = [
    "Opened the parcel today and the cake stand & the colander have both cracked. The trivet survived. Refund for those two please.",
    "hi, colander and cake stand were each damaged when they got here, trivet is fine. can i get my money back for them",
    "I got the colander and the cake stand, both broken in the box. Please refund them, the trivet is fine.",
    "the collander and cake stand were both brokn on arival!! trivet ok. refund the 2 broken ones pls",
    "Sadly the glass cake stand and the enamel colander are chipped; the trivet is ok. I'd like a refund for the stand and the colander.",
    "Both the cake stand and the colander came with big cracks - please refund both. Trivet is fine.",
    "Morning. Box looked like it had been kicked: the colander and the cake stand, both dented and cracked. The trivet's grand. "
    "Could you refund me for the broken two? Cheers, Alf",
]
ALL_THREE = [
    "The enamel colander, the glass cake stand and the oak trivet all arrived smashed up. Please refund all three.",
    "colander, cake stand, trivet: all three broken when the box came. refund me for everything please",
]
ONLY_THE_STAND = [
    "I love the colander and the cake stand arrived broken. Please refund the cake stand.",
    "The colander and the cake stand came in two boxes; both boxes were dented but only the cake stand was broken. Refund the stand please.",
    "The colander and the cake stand arrived on Tuesday, the cake stand was broken. Please refund it.",
    "The colander is perfect and the cake stand was smashed, refund for the stand please.",
    "Both the colander and the cake stand are gorgeous, but the cake stand was cracked on arrival. Refund for the stand please.",
    "I returned the colander ages ago and the cake stand has now come cracked. Refund the cake stand please.",
]


def _case(body: str, refunds: list[tuple[str, int]], script: dict | None = None) -> dict:
    day = "2026-11-06T10:00:00Z"
    case = {
        "id": "LISTED-1", "title": "goods listed broken in one sentence",
        "intents": [{"kind": "damaged_item", "quote": QUOTES[sku]} for sku, _ in refunds] or ["damaged_item"],
        "ticket": {"subject": "Breakages", "body": body + " Order SU-7710.", "customer_email": "alf.b@example.org", "order_ref": "SU-7710"},
        "world": {
            "customers": [{"ref": "C-7710", "name": "Alf Byrne", "email": "alf.b@example.org"}],
            "sellers": [{"ref": "S-KIT", "name": "Kitchen Kin", "seller_type": "marketplace"}],
            "supplements": [{"ref": "SUP-KIT", "seller": "S-KIT", "accepts_returns": True, "return_window_days": 14,
                             "damage_remedy": "refund_keep_item", "text": "Kitchen Kin: breakages refunded, no need to send back."}],
            "orders": [{"ref": "SU-7710", "customer": "C-7710", "seller": "S-KIT", "status": "shipped", "placed_at": day,
                        "lines": ORDER["lines"],
                        "charges": [{"kind": "items", "description": "Items", "amount_cents": 9200, "charged_at": day},
                                    {"kind": "tax", "description": "Sales tax", "amount_cents": 736, "charged_at": day},
                                    {"kind": "delivery", "description": "Standard delivery", "amount_cents": 695, "charged_at": day}],
                        "shipments": [{"carrier": "UPS", "tracking_number": "1Z7710", "status": "delivered", "promised_by": "2026-11-11",
                                       "delivered_at": "2026-11-10T15:00:00Z",
                                       "scans": [{"at": "2026-11-10T15:00:00Z", "code": "delivered", "location": "Front door"}]}]}]},
        "now": "2026-11-12T10:00:00Z",
        "expected": {"outcome": "resolved", "returns": [], "escalations": [],
                     "refunds": [{"amount_cents": cents, "source": "seller", "lines": [{"sku": sku, "quantity": 1}]} for sku, cents in refunds]},
    }
    if script:
        case["script"] = script
    return case


def _walk(data: dict, model: str = "offline"):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model=model, k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    refunds = Refund.objects.filter(order=Order.objects.get(ref__startswith="SU-7710"))
    return result, sum(r.amount_cents for r in refunds), {c["sku"] for r in refunds for c in (r.covers or []) if c.get("sku")}


@pytest.mark.parametrize("body", BOTH)
def test_each_good_listed_before_the_predicate_is_told_damaged(body):
    listed = next(t for t in re.split(r"(?<=[.!?])\s+", body) if "stand" in t)
    assert damaged_in_clauses(ORDER, listed) == {"CO-1", "CS-2"}


@pytest.mark.django_db
@pytest.mark.parametrize("body", BOTH)
def test_both_lines_are_paid(body):
    result, paid, skus = _walk(_case(body, [("CO-1", COLANDER), ("CS-2", STAND)]))
    assert paid == COLANDER + STAND and result.passed and not (result.guard_violations or result.over_refund), result.differences


@pytest.mark.django_db
@pytest.mark.parametrize("body", ALL_THREE)
def test_all_three_lines_are_paid(body):
    result, paid, _ = _walk(_case(body, [("CO-1", COLANDER), ("CS-2", STAND), ("TR-3", TRIVET)]))
    assert paid == COLANDER + STAND + TRIVET and result.passed and not result.guard_violations, result.differences


@pytest.mark.parametrize("body", ONLY_THE_STAND)
def test_goods_in_a_clause_of_their_own_share_no_damage(body):
    assert damaged_in_clauses(ORDER, body) == {"CS-2"}


@pytest.mark.django_db
@pytest.mark.parametrize("body", ONLY_THE_STAND)
def test_only_the_line_told_broken_is_paid(body):
    result, paid, skus = _walk(_case(body, [("CS-2", STAND)]))
    assert paid <= STAND and "CO-1" not in skus and not (result.guard_violations or result.over_refund), result.differences


@pytest.mark.django_db
def test_a_model_paying_a_line_not_told_broken_is_refused():
    steps = policy.plan_steps("damaged_item")
    script = {"turns": [
        [{"type": "tool_use", "name": "get_order", "input": {"order_ref": "SU-7710"}}],
        [{"type": "tool_use", "name": "propose_plan", "input": {"order_ref": "SU-7710", "subtasks": [
            {"goal": "settle the broken goods", "kind": "damaged_item", "steps": steps}]}}],
        [{"type": "tool_use", "name": "record_progress", "input": {"subtask": 1, "status": "in_progress"}},
         {"type": "tool_use", "name": "search_policy", "input": {"query": "damaged item"}},
         {"type": "tool_use", "name": "get_seller_supplement", "input": {}},
         {"type": "tool_use", "name": "get_carrier_scan", "input": {}}],
        [{"type": "tool_use", "name": "propose_decision", "input": {
            "subtask": 1, "source": "seller", "policy_ref": policy.row_for("damaged_item").policy, "needs_human": False, "action": "refund",
            "amount_cents": COLANDER + STAND, "lines": [{"sku": "CO-1", "quantity": 1}, {"sku": "CS-2", "quantity": 1}],
            "reason": "both broken"}}],
    ], "after": "offline"}
    result, paid, skus = _walk(_case(ONLY_THE_STAND[0], [("CS-2", STAND)], script), "scripted")
    assert "CO-1" not in skus and paid <= STAND and not result.over_refund, (paid, result.differences)


GLASSES = {"order_ref": "SU-7711", "lines": [
    {"sku": "TU-1", "description": "Crystal tumbler", "quantity": 4, "unit_price_cents": 1000},
    {"sku": "JU-2", "description": "Glass water jug", "quantity": 1, "unit_price_cents": 2000}]}


@pytest.mark.parametrize("text", [
    "the tumblers and the jug, all three arrived smashed",  # three of five units: which ones is a person's
    "The tumblers and the jug were both broken, refund the two broken ones",
])
def test_a_count_that_is_not_every_unit_of_the_lines_listed_is_no_line_s_count(text):
    for line in GLASSES["lines"]:
        units = units_stated(GLASSES, line, [text])
        assert not units.tied and units.exact is None and units.at_most <= 3, (line["sku"], units)


def test_a_count_that_is_every_unit_of_the_lines_listed_pays_each_whole():
    text = "colander, cake stand, trivet: all three broken when the box came."
    assert [units_stated(ORDER, line, [text]).exact for line in ORDER["lines"]] == [1, 1, 1]


MIXER = {"order_ref": "SU-7712", "lines": [
    {"sku": "MX-1", "description": "Stand mixer", "quantity": 1, "unit_price_cents": 19900},
    {"sku": "BW-2", "description": "Mixing bowl", "quantity": 1, "unit_price_cents": 2400},
    {"sku": "WH-3", "description": "Balloon whisk", "quantity": 1, "unit_price_cents": 900}]}


@pytest.mark.parametrize("text, told", [
    ("the parcel came on tuesday with the whisk and the bowl and both of them were bent out of shape", {"WH-3", "BW-2"}),
    ("the mixer came with the whisk and the bowl, both broken", {"WH-3", "BW-2"}),  # what the mixer came with, never the mixer
    ("I got the mixer and the whisk, both broken", {"MX-1", "WH-3"}),
    ("The whisk shattered, and so did the mixing bowl.", {"WH-3", "BW-2"}),
    ("I returned the mixer and the whisk arrived bent.", {"WH-3"}),
])
def test_what_a_predicate_told_of_all_covers(text, told):
    assert damaged_in_clauses(MIXER, text) == told
