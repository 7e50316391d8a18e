"""Plain-data summaries of runs, shared by commands, the API and evals."""

from __future__ import annotations

from .models import Run
from .shop.models import Refund, ReturnRequest


def run_summary(run: Run) -> dict:
    prefix = run.key_prefix
    return {
        "run_id": run.pk,
        "ticket": run.ticket.ref,
        "model": run.model_name,
        "status": run.status,
        "phase": run.phase,
        "outcome": run.outcome,
        "turns": run.turn,
        "revisions": run.revision_count,
        "order": run.order_ref,
        "subtasks": [
            {"number": s.number, "goal": s.goal, "kind": s.case_type, "status": s.status,
             "evidence": (f"E{s.evidence_event.seq}: {s.evidence}" if s.evidence_event_id else None),
             "deferred_reason": s.deferred_reason or None}
            for s in run.subtasks.select_related("evidence_event").order_by("number")
        ],
        "refunds": [{"amount_cents": r.amount_cents, "source": r.source, "idempotency_key": r.idempotency_key}
                    for r in Refund.objects.filter(idempotency_key__startswith=prefix).order_by("id")],
        "returns": [{"kind": r.kind, "sku": r.line.sku, "idempotency_key": r.idempotency_key}
                    for r in ReturnRequest.objects.filter(idempotency_key__startswith=prefix).select_related("line").order_by("id")],
        "reply": (run.state.get("reply") or {}).get("body"),
        "escalations": [{"open_item": e.open_item, "reason": e.reason, "status": e.status} for e in run.escalations.order_by("id")],
        "failure_reason": run.failure_reason or None,
    }
