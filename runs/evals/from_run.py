"""A finished run turned into an eval case (docs/evals.md's format): the world is what the run read
from the shop (the order, the seller's terms, the carrier scans, as they were when it read them),
the intents are the person's (the screener's reading by default), the expected end state is what the
run left (its outcome as the person confirms it, refunds, returns and escalations), and the approver
answers as the people did. The case is validated by the loader before it is appended to its set
(`run_save_as_case`, a reviewer's verb: the eval library's own, so the people's verbs need no evals).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from .. import record
from ..local_days import zone_name
from ..models import Effect, Run
from ..people.actions import ActionRefused
from .cases import CaseFileInvalid, load_cases, parse_case

SET_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,40}$")


class CaseRefused(Exception):
    """The run cannot be saved as asked; the message says why."""


def _first_ok(events, name: str) -> dict | None:
    return next((e.payload["result"] for e in events if e.kind == "tool_result" and e.payload.get("name") == name and e.payload.get("ok")), None)


def _day_start(day: str) -> str:
    return day if "T" in day else f"{day}T00:00:00+00:00"


def world_from_record(events) -> dict:
    """Fixtures from the shop's answers in the record: the first order read, its seller's terms and its scans."""
    order = _first_ok(events, "get_order")
    if order is None:
        return {"customers": [], "sellers": [], "supplements": [], "orders": []}
    supplement, scans = _first_ok(events, "get_seller_supplement"), _first_ok(events, "get_carrier_scan") or {}
    seller = order["seller"]
    scans_of = {s["tracking_number"]: s.get("scans", []) for s in scans.get("shipments", [])}
    number_of_charge = {c["id"]: c["number"] for c in order["charges"]}

    def earlier_refund(r: dict) -> dict:
        covers = r.get("covers") or []
        return {"amount_cents": r["amount_cents"], "source": r["source"], "case_type": r.get("case_type") or "duplicate_charge",
                "reason": (r.get("reason") or "an earlier refund")[:300],
                "lines": [c["sku"] for c in covers if c.get("sku")],
                "charges": [number_of_charge.get(c["charge"], c["charge"]) for c in covers if c.get("charge")]}

    return {
        "customers": [{"ref": "C-1", "name": order["customer"]["name"], "email": order["customer"]["email"]}],
        "sellers": [{"ref": seller["ref"], "name": seller["name"], "seller_type": seller["seller_type"]}],
        "supplements": [{"ref": supplement["ref"], "seller": seller["ref"], "accepts_returns": supplement["accepts_returns"],
                         "return_window_days": supplement["return_window_days"], "damage_remedy": supplement["damage_remedy"],
                         "text": supplement["text"]}] if supplement and supplement.get("ref") else [],
        "orders": [{
            "ref": order["order_ref"], "customer": "C-1", "seller": seller["ref"], "status": order["status"],
            "placed_at": _day_start(order["placed_at"]),
            "lines": [{k: v for k, v in line.items() if k in ("sku", "description", "quantity", "unit_price_cents", "exclusion", "tax_exempt")}
                      for line in order["lines"]],
            "charges": [{"kind": c["kind"], "description": c["description"], "amount_cents": c["amount_cents"], "charged_at": c["charged_at"]}
                        for c in order["charges"]],
            "shipments": [{"carrier": s["carrier"], "tracking_number": s["tracking_number"], "status": s["status"],
                           "promised_by": s["promised_by"], "delivered_at": s["delivered_at"], "scans": scans_of.get(s["tracking_number"], [])}
                          for s in order["shipments"]],
            "refunds": [earlier_refund(r) for r in order.get("refunds", [])],
            "returns": [{"sku": r["sku"], "kind": r["kind"], **({"quantity": r["quantity"]} if r.get("quantity") else {})}
                        for r in order.get("returns", [])],
        }],
    }


def expected_from_run(run: Run) -> dict:
    """The end state the run left: what a person confirms (and may correct the outcome of)."""
    effects = list(run.effects.filter(status__in=[Effect.Status.DONE, Effect.Status.COMPENSATED]).order_by("requested_seq"))
    return {"outcome": run.outcome,
            "refunds": [{"amount_cents": e.amount_cents, "source": e.source} for e in effects if e.effect_class == "refund"],
            "returns": [{"kind": e.effect_class, "sku": e.sku} for e in effects if e.effect_class in ("return", "collection")],
            "escalations": [{"item": esc.open_item} for esc in run.escalations.order_by("created_at", "pk")]}


def approver_from_record(run: Run, events) -> dict:
    decisions = run.state.get("decisions", {})
    plans = [{"answer": "approve" if e.kind == "plan_confirmed" else "reject", "role": "reviewer", "note": e.payload.get("note", "")}
             for e in events if e.kind in ("plan_confirmed", "plan_rejected_by_person")]
    refunds = [{"answer": "approve" if e.kind == "refund_approved" else "reject", "role": "support_lead", "note": e.payload.get("note", ""),
                **({"amount_cents": decisions[e.payload["decision"]]["amount_cents"]} if decisions.get(e.payload.get("decision"), {}).get("amount_cents") else {})}
               for e in events if e.kind in ("refund_approved", "refund_rejected")]
    return {"plans": plans, "refunds": refunds}


def case_from_run(run: Run, *, case_id: str, intents: list[str] | None = None, outcome: str | None = None, title: str = "") -> dict:
    if not run.is_finished:
        raise CaseRefused(f"Only a finished run becomes an eval case; run {run.pk} is {run.get_status_display().lower()}.")
    events = list(run.events.order_by("seq"))
    t = run.ticket
    if intents is None and not run.state.get("intents"):
        # [] labels a ticket that asks for nothing: a person says so, the screener reading nothing never does
        raise CaseRefused(f"The screener read no request in run {run.pk}'s ticket: name its intents, or none if it asks for nothing.")
    expected = expected_from_run(run)
    if outcome:
        expected["outcome"] = outcome
    case = {
        "id": case_id, "title": title or f"from run {run.pk}: {t.subject}"[:200], "tags": [f"from_run:{run.pk}"],
        "ticket": {"subject": t.subject, "body": t.body, "customer_email": t.customer_email, "order_ref": t.order_ref},
        # the zone the run counted its days in, so the case counts the same ones wherever it is read
        "world": {"time_zone": zone_name(t.time_zone), **world_from_record(events)}, "now": t.created_at.isoformat(),
        "intents": list(dict.fromkeys(intents if intents is not None else run.state.get("intents", []))),
        "expected": expected, "approver": approver_from_record(run, events),
    }
    try:
        parse_case(case, path=f"run {run.pk}")
    except CaseFileInvalid as exc:
        raise CaseRefused("; ".join(exc.problems)) from None
    return case


def case_set_path(name: str) -> Path:
    if not SET_NAME_RE.match(name):
        raise CaseRefused("A case set is named with lower-case letters, digits and dashes (saved-cases).")
    return Path(settings.EVAL_CASE_DIR) / f"{name}.jsonl"


def append_case(case: dict, case_set: str) -> Path:
    """Append a validated case to its set file, refusing an id the set already has."""
    path = case_set_path(case_set)
    if path.exists():
        try:
            ids = {c.id for c in load_cases([path])}
        except CaseFileInvalid as exc:
            raise CaseRefused(f"The case set {path.name} does not load: {exc.problems[0]}") from None
        if case["id"] in ids:
            raise CaseRefused(f"The case set {path.name} already has a case {case['id']}.")
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(case, ensure_ascii=False, sort_keys=False) + "\n")
    return path


@transaction.atomic
def run_save_as_case(*, run_id: int, user: AbstractBaseUser, case_set: str, case_id: str, intents: list[str] | None = None,
                     outcome: str | None = None) -> dict:
    """A reviewer saves a finished run as an eval case: validated, appended to the named case set, and
    noted in the run's record. Locks the run. Refused (ActionRefused, as every person's verb) with
    the loader's reason."""
    run = record.lock_run(run_id)
    try:
        case = case_from_run(run, case_id=case_id.strip(), intents=intents, outcome=outcome)
        path = append_case(case, case_set.strip())
    except CaseRefused as exc:
        raise ActionRefused(str(exc)) from None
    record.append(run, "saved_as_case", {"case_set": case_set.strip(), "case_id": case["id"], "file": path.name,
                                         "intents": case["intents"], "expected": case["expected"], "run_status": run.status},
                  actor=user.username)
    return case
