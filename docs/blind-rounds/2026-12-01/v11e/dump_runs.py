"""Print each case of the latest eval: the screener's reading, effects, reply, subtasks and escalations.

    PYTHONPATH=. SQLITE_PATH=/tmp/v11e.sqlite3 python docs/blind-rounds/2026-12-01/v11e/dump_runs.py > runs.txt
"""
import django, os
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
django.setup()
from runs.models import EvalRun, EvalCaseResult, RunEvent
ev = EvalRun.objects.order_by("-id").first()
for r in EvalCaseResult.objects.filter(eval_run=ev).order_by("id"):
    run = r.run
    print("=" * 100)
    print(r.case_id, "run", run.id, run.outcome or run.status, "passed" if r.passed else "FAIL")
    for e in RunEvent.objects.filter(run=run).order_by("seq"):
        p = e.payload
        if e.kind == "ticket_screened":
            rd = p.get("reading", {})
            for s in rd.get("sentences", []):
                print(f"   S{s['i']} {s['role']:<10} {s.get('kinds')} {s.get('forbids','')} {s.get('why','')[:60]} :: {s['text'][:110]}")
            if rd.get("removed"): print("   REMOVED:", rd["removed"])
            if rd.get("flags"): print("   FLAGS:", rd["flags"])
            if not p.get("language", {}).get("english", True): print("   LANG:", p["language"])
        if e.kind == "effect_requested":
            q = p.get("request", {})
            if p.get("name") == "send_reply":
                print("  REPLY:", q.get("body", "").replace("\n", " / ")[:900])
            else:
                print("  EFFECT:", p.get("name"), q.get("order_ref"), q.get("amount_cents"), q.get("sku"), q.get("lines"), q.get("reason", "")[:80])
    for s in run.subtasks.all():
        print(f"  #{s.number} [{s.case_type or '-'}] {s.status}: {s.goal[:150]} | {s.deferred_reason[:120]}")
    for x in run.escalations.all() if hasattr(run, "escalations") else []:
        print("  ESC:", str(getattr(x, "open_item", x))[:200])
