import json
from runs.models import EvalCaseResult, RunEvent
from runs.shop.models import Refund, ReturnRequest, CustomerReply
from collections import Counter
print("EVENT KINDS", Counter(RunEvent.objects.values_list("kind", flat=True)).most_common())
for r in EvalCaseResult.objects.order_by("case_id"):
    run = r.run
    print("=" * 100)
    print(r.case_id, "outcome", r.outcome, "passed", r.passed, "run", run.id)
    print("  ticket:", run.ticket.subject, "|", run.ticket.body.replace("\n", " ")[:600])
    for s in run.subtasks.order_by("number"):
        print(f"  ST{s.number} {s.case_type} {s.status}: {s.goal} | deferred={s.deferred_reason!r} | out={s.outcome_sentence!r}")
    for e in run.escalations.all():
        print(f"  ESC: {e.open_item} | reason={e.reason}")
    for f in run.effects.all():
        print(f"  EFFECT {f.tool} {f.status} {f.amount_cents} {f.order_ref} sku={f.sku} dec={json.dumps(f.decision)[:300]}")
    pre = f"run-{run.id}-"
    for rf in Refund.objects.filter(idempotency_key__startswith=pre):
        print(f"  REFUND {rf.amount_cents} {rf.source} {rf.order.ref} {rf.case_type} covers={rf.covers}")
    for rt in ReturnRequest.objects.filter(idempotency_key__startswith=pre):
        print(f"  RETURN {rt.kind} {rt.line.sku} x{rt.quantity} {rt.order.ref}")
    for cr in CustomerReply.objects.filter(idempotency_key__startswith=pre):
        print("  REPLY:", cr.body.replace("\n", " ")[:1500])
    for ev in run.events.filter(kind__iregex=r"screen|inject|read|request").order_by("seq")[:4]:
        print("  EV", ev.kind, json.dumps(ev.payload)[:900])
    print("  DIFFS:", r.differences)
