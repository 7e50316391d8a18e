"""One customer, one first-party order, one ticket: an eval case built in a test and walked by the offline agent, for
the tests that check a reading end to end (what is paid, what a person is asked)."""

from __future__ import annotations

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.shop.models import Refund

ORDER_REF = "SU-5150"


def one_order_case(body: str, *, lines: list[tuple[str, str, int, int]], extra_charges: list[dict] = (), refunds: list[dict] = (),
                   subject: str = "My order", expected: dict | None = None, approver: dict | None = None,
                   intents: list[tuple[str, str]] = ()) -> dict:
    """A case on order SU-5150 (placed 10 Nov, delivered 16 Nov on time, taxed 8%, $4.99 delivery), `now` 20 Nov 2026.
    `lines`: (sku, description, quantity, unit cents); `extra_charges`: charges beyond items, delivery and tax (a copy taken
    twice); `refunds`: refunds already on the record; `intents`: the labelled (kind, quote) requests."""
    items = sum(q * c for _, _, q, c in lines)
    order = {
        "ref": ORDER_REF, "customer": "C-5150", "seller": "S-HOME", "status": "delivered", "placed_at": "2026-11-10T09:00:00Z",
        "lines": [{"sku": s, "description": d, "quantity": q, "unit_price_cents": c} for s, d, q, c in lines],
        "charges": [{"kind": "items", "description": "Items", "amount_cents": items, "charged_at": "2026-11-10T09:00:00Z"},
                    {"kind": "delivery", "description": "Delivery", "amount_cents": 499, "charged_at": "2026-11-10T09:00:00Z"},
                    {"kind": "tax", "description": "Sales tax", "amount_cents": items * 8 // 100, "charged_at": "2026-11-10T09:00:00Z"},
                    *extra_charges],
        "shipments": [{"carrier": "PX", "tracking_number": "PX5150US", "status": "delivered", "promised_by": "2026-11-17",
                       "delivered_at": "2026-11-16T14:00:00Z",
                       "scans": [{"at": "2026-11-11T08:00:00Z", "code": "picked_up", "location": "Reno sort centre"},
                                 {"at": "2026-11-16T14:00:00Z", "code": "delivered", "location": "Front door"}]}],
    }
    if refunds:
        order["refunds"] = list(refunds)
    case = {
        "id": "OO-1", "title": "one order", "intents": [{"kind": k, "quote": q} for k, q in intents],
        "ticket": {"subject": subject, "body": body, "customer_email": "pat.lowe@example.net", "order_ref": ORDER_REF},
        "world": {"customers": [{"ref": "C-5150", "name": "Pat Lowe", "email": "pat.lowe@example.net"}],
                  "sellers": [{"ref": "S-HOME", "name": "Sundry Home", "seller_type": "first_party"}],
                  "supplements": [{"ref": "SUP-HOME", "seller": "S-HOME", "accepts_returns": True, "return_window_days": 30,
                                   "damage_remedy": "refund_keep_item", "text": "Sundry Home: returns within 30 days; damage remedy refund_keep_item."}],
                  "orders": [order]},
        "now": "2026-11-20T16:00:00Z",
        "expected": expected or {"outcome": "resolved", "refunds": [], "escalations": []},
    }
    if approver:
        case["approver"] = approver
    return case


def walk(case: dict):
    """(eval result, cents refunded in the run, the escalations' open items) for a case walked by the offline agent."""
    parsed = parse_case(case, path="test", line=1)
    session = EvalSession.open(cases=[parsed], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(parsed, 1), timeout=60)
    run = session.eval_run.results.get().run
    seeded = sum(r["amount_cents"] for r in case["world"]["orders"][0].get("refunds", []))
    paid = sum(r.amount_cents for r in Refund.objects.all()) - seeded  # (one order in the test's database)
    items = [e.payload.get("open_item", "") for e in run.events.filter(kind="escalation")]
    return result, paid, items
