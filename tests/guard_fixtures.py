"""What the guard tests build again and again, made in one place: order lines and orders as get_order shows them,
decisions on one line as the guard receives them or as a model proposes them, the refunds the judge counts, the
sentences the guard reads as holding a decision, and the checks a run recorded.

Each builder writes only the keys it is given (a test that leaves `needs_human` out still leaves it out)."""

from __future__ import annotations

from types import SimpleNamespace

from runs import policy
from runs.intents import read_ticket
from runs.models import Run
from runs.screening import request_dicts
from runs.ticket_lines import forbids_decision
from tests.runtime_world import call


def line(sku: str, description: str, *, quantity: int = 1, cents: int = 1000) -> dict:
    """An order line: `quantity` units at `cents` each."""
    return {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": cents}


def order_of(*lines: tuple[str, str, int, int], ref: str, charged_at: str | None = None) -> dict:
    """An order of (sku, description, quantity, unit price) lines; with `charged_at`, their total charged as its items."""
    made = {"order_ref": ref, "lines": [line(sku, d, quantity=q, cents=p) for sku, d, q, p in lines]}
    if charged_at is not None:
        items = sum(q * p for _, _, q, p in lines)
        made["charges"] = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": items, "charged_at": charged_at}]
    return made


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
    return [c for e in run.events.filter(kind="guard_check").order_by("seq") for c in e.payload["checks"] if c["check"] == name]
