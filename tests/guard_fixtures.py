"""What the guard tests build again and again, made in one place: order lines and orders as get_order shows them,
decisions on one line as the guard receives them or as a model proposes them, the refunds the judge counts, the
sentences the guard reads as holding a decision, a model that proposes one decision on a ticket, and the checks a run
recorded.

Each builder writes only the keys it is given (a test that leaves `needs_human` out still leaves it out)."""

from __future__ import annotations

from types import SimpleNamespace

from runs import policy
from runs.intents import read_ticket
from runs.models import Run
from runs.screening import request_dicts
from runs.shop.refund_matrix import refund_source_for
from runs.ticket_lines import forbids_decision, lines_asked_about, requests_unread
from runs.unit_counts import part_of_unit
from tests.runtime_world import call, start, ticket, walk_until_pause


def line(sku: str, description: str, *, quantity: int = 1, cents: int = 1000) -> dict:
    """An order line: `quantity` units at `cents` each."""
    return {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": cents}


def order_of(*lines: tuple[str, str, int, int], ref: str = "SU-73000", charged_at: str | None = None) -> dict:
    """An order (`ref`) of (sku, description, quantity, unit price) lines; with `charged_at`, their total charged as
    its items."""
    made = {"order_ref": ref, "lines": [line(sku, d, quantity=q, cents=p) for sku, d, q, p in lines]}
    if charged_at is not None:
        items = sum(q * p for _, _, q, p in lines)
        made["charges"] = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": items, "charged_at": charged_at}]
    return made


def lines_asked(order: dict, text: str, kind: str = "damaged_item") -> list[str]:
    """The skus of `order` that the requests of `text` ask about as `kind`."""
    return [x["sku"] for x in lines_asked_about(order, read_ticket(text, order_ref=order["order_ref"]), kind)[0]]


def requests_left_unread(order: dict, text: str, kind: str = "damaged_item") -> list[str]:
    """The request sentences of `text` whose lines of `order` cannot be read as `kind`."""
    return [s.text for s in requests_unread(order, read_ticket(text, order_ref=order["order_ref"]), kind)]


def charged_order(*lines: tuple[str, str, int, int]) -> dict:
    """An order of (sku, description, quantity, unit price) lines, its items charged on 2 November."""
    return order_of(*lines, ref="SU-65000", charged_at="2026-11-02T09:00:00+00:00")


def requests_read(text: str, order: dict) -> list[dict]:
    """The requests the screener reads in `text`, sent about `order`."""
    return request_dicts(read_ticket(f"About my order\n{text}", order_ref=order["order_ref"]), order["order_ref"])


def texts_read(text: str, order: dict) -> list[str]:
    """Every sentence the requests of `text` hold: what was told before each, the request, what was told after."""
    return [t for r in requests_read(text, order) for t in [*r.get("told", []), r["text"], *r.get("told_after", [])]]


def part_read(description: str, text: str) -> str:
    """The part of a one-line order's single unit (`description`) that `text` names, or ""."""
    order = charged_order(("L-1", description, 1, 6000))
    return part_of_unit(order, order["lines"][0], texts_read(text, order))


def decision_on(sku: str, *, kind: str = "damaged_item", action: str = "refund", quantity: int = 1, cents: int = 1000, **extra) -> dict:
    """A decision as the guard receives it, on `quantity` units of one line, with any `extra` keys."""
    return {"case_type": kind, "action": action, "amount_cents": cents, "lines": [{"sku": sku, "quantity": quantity}], **extra}


def proposed(number: int, kind: str, sku: str, cents: int, action: str = "refund") -> dict:
    """A model's propose_decision call on one unit of one line, citing the policy of `kind`'s row."""
    return call("propose_decision", subtask=number, action=action, lines=[{"sku": sku, "quantity": 1}], amount_cents=cents,
                source="platform", policy_ref=policy.row_for(kind).policy, needs_human=False, reason="as the model saw it")


def refund_covering(*covers: dict) -> SimpleNamespace:
    """A refund the shop recorded, as the judge reads it: what it covers ({"sku", "quantity", "cents"})."""
    return SimpleNamespace(covers=list(covers), idempotency_key="k")


def sentences_holding(order: dict, text: str, decision: dict, *, return_asked: bool = True) -> list[str]:
    """The ticket's sentences read as asking that `decision` not be made (runs.ticket_lines.forbids_decision); with
    `return_asked=False`, read without whether each asks a return."""
    ref = order["order_ref"]
    return [r["text"] for r in request_dicts(read_ticket(text, order_ref=ref), ref)
            if forbids_decision(order, decision, decision["case_type"], r["text"], r.get("forbids") or [], bool(r.get("goods_instead")),
                                r.get("forbid_kinds") or [], return_asked and bool(r.get("asks_return")))]


def checks_named(run: Run, name: str) -> list[dict]:
    """Every recorded guard check called `name`, in the order the run made them."""
    return [c for c in recorded_checks(run) if c["check"] == name]


def proposed_by_a_model(body: str, order_ref: str, kind: str, decision: dict, *, ref: str = "T-1", subject: str = "About my order",
              seller_type: str = "first_party", times: int = 2) -> Run:
    """A model that reads what the row asks, then proposes `decision` `times` times; the offline
    agent carries on from there (pays what was admitted, writes the reply)."""
    steps = policy.plan_steps(kind)
    reads = {"supplement": call("get_seller_supplement"), "scans": call("get_carrier_scan"),
             "policy": call("search_policy", query=kind.replace("_", " "))}
    proposal = call("propose_decision", subtask=1, source=refund_source_for(kind, seller_type), policy_ref=policy.row_for(kind).policy,
                    **{"needs_human": False, **decision})
    turns = [[call("get_order", order_ref=order_ref)],
             [call("propose_plan", order_ref=order_ref, subtasks=[{"goal": f"settle the {kind.replace('_', ' ')}", "kind": kind, "steps": steps}])],
             [call("record_progress", subtask=1, status="in_progress"), *[reads[e] for e in policy.evidence_needed(kind) if e in reads]],
             *[[proposal]] * times]
    return walk_until_pause(start(ticket(body, ref=ref, order_ref=order_ref, subject=subject), script={"turns": turns, "after": "offline"}))


def recorded_checks(run: Run) -> list[dict]:
    """Every guard check the run recorded, in order."""
    return [c for e in run.events.filter(kind="guard_check").order_by("seq") for c in e.payload["checks"]]


def handed_to_a_person(run: Run) -> bool:
    """Whether a subtask or the run went to a person."""
    return run.subtasks.filter(status="escalated").exists() or run.escalations.exists()


# Two orders of one customer (SU-91001 a mug, SU-91002 a lamp) and a neighbour's (SU-91003): runs.follow_ups' tests.
TWO_ORDER_DAY = "2026-11-09T10:00:00Z"


def _two_order_order(ref: str, customer: str, sku: str, description: str, cents: int) -> dict:
    return {"ref": ref, "customer": customer, "seller": "S-HOME", "status": "delivered", "placed_at": TWO_ORDER_DAY,
            "lines": [{"sku": sku, "description": description, "quantity": 1, "unit_price_cents": cents}],
            "charges": [{"kind": "items", "description": "Goods", "amount_cents": cents, "charged_at": TWO_ORDER_DAY},
                        {"kind": "tax", "description": "Sales tax", "amount_cents": cents // 10, "charged_at": TWO_ORDER_DAY}],
            "shipments": [{"carrier": "ParcelX", "tracking_number": f"PX{ref[3:]}", "status": "delivered", "promised_by": "2026-11-14",
                           "delivered_at": "2026-11-13T14:20:00Z",
                           "scans": [{"at": "2026-11-13T14:20:00Z", "code": "delivered", "location": "Front door"}]}]}


def two_order_case(subject: str, body: str, *, second=("LMP-1", "Ceramic table lamp", 4000), intents=None, expected=None) -> dict:
    return {
        "id": "TWO-ORDERS", "title": "two orders",
        "intents": intents or [{"kind": "damaged_item", "quote": ""}],
        "ticket": {"subject": subject, "body": body, "customer_email": "ana.r@example.com", "order_ref": "SU-91001"},
        "world": {
            "customers": [{"ref": "C-1", "name": "Ana Ruiz", "email": "ana.r@example.com"},
                          {"ref": "C-2", "name": "Sam Lee", "email": "sam.lee@example.com"}],
            "sellers": [{"ref": "S-HOME", "name": "Supervisor Home", "seller_type": "first_party"}],
            "supplements": [{"ref": "SUP-HOME", "seller": "S-HOME", "accepts_returns": True, "return_window_days": 30,
                             "damage_remedy": "refund_keep_item", "text": "Arrived broken: keep it and we refund it with its tax."}],
            "orders": [_two_order_order("SU-91001", "C-1", "MUG-1", "Stoneware mug", 2000), _two_order_order("SU-91002", "C-1", *second),
                       _two_order_order("SU-91003", "C-2", "LMP-1", "Ceramic table lamp", 4000)]},
        "now": "2026-11-17T15:00:00Z",
        "expected": expected or {"outcome": "resolved", "refunds": [], "returns": [], "escalations": []},
    }
