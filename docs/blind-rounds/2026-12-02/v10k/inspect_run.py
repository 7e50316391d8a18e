"""Print what a case's run did: tool calls and results (short), guard checks, escalations, refunds, returns.
Usage: manage.py shell -c "exec(open('.../inspect_run.py').read())" with CASE and EVAL env vars."""
import json, os
from runs.models import EvalCaseResult, RunEvent
case = os.environ["CASE"]; ev = os.environ.get("EVAL")
q = EvalCaseResult.objects.filter(case_id=case)
if ev: q = q.filter(eval_run_id=int(ev))
r = q.order_by("-eval_run_id").first()
print(case, "run", r.run_id, r.outcome, r.differences)
for e in RunEvent.objects.filter(run_id=r.run_id).order_by("seq"):
    p = e.payload
    s = json.dumps(p, default=str)
    if e.kind in ("model_response", "model_request", "model_call"): continue
    if e.kind.startswith("guard") or "refus" in e.kind or e.kind in ("escalated", "subtask_escalated", "decision_proposed", "tool_result", "tool_call", "plan_admitted", "plan_rejected", "ticket_screened", "decision_admitted", "decision_rejected"):
        print(f"  {e.seq:3d} {e.phase:11s} {e.kind}: {s[:int(os.environ.get('W', 400))]}")
    else:
        print(f"  {e.seq:3d} {e.phase:11s} {e.kind}: {s[:120]}")
