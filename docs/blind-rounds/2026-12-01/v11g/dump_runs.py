"""Prints every run of the latest eval: screened language, subtasks, escalations, refunds, returns and the reply (read by hand)."""
import django,os;os.environ.setdefault('DJANGO_SETTINGS_MODULE','supervisor.settings');django.setup()
from runs.models import EvalCaseResult, EvalRun
from runs.shop.models import Refund, ReturnRequest
ev=EvalRun.objects.order_by('-id').first()
for r in EvalCaseResult.objects.filter(eval_run=ev).order_by('case_id'):
    run=r.run
    print(f"=== {r.case_id} run {run.id} outcome={run.outcome} status={run.status} passed={r.passed}")
    print("  lang:", run.state.get('language'), "inj:", run.state.get('injection_suspected'))
    for s in run.subtasks.order_by('number'):
        print(f"  ST{s.number} [{s.case_type or '-'}] {s.status}: {s.goal[:160]}" + (f" | defer: {s.deferred_reason[:120]}" if s.deferred_reason else ""))
    for e in run.escalations.all():
        print(f"  ESC: {e.open_item[:200]}")
    for f in Refund.objects.filter(idempotency_key__startswith=f"run-{run.id}-"):
        print(f"  REFUND {f.amount_cents} {f.source} {f.case_type} covers={f.covers}")
    for f in ReturnRequest.objects.filter(idempotency_key__startswith=f"run-{run.id}-"):
        print(f"  RETURN {f.kind} {f.line.sku} q={f.quantity}")
    rep=(run.state.get('reply') or {}).get('body')
    if rep: print("  REPLY: " + rep.replace("\n"," / "))
