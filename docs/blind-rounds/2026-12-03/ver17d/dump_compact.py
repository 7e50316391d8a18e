# manage.py shell < dump_compact.py : one compact block per case (introspection via apps registry only)
import json
from django.apps import apps
M = {m.__name__: m for m in apps.get_models()}
EvalRun, ECR, Run = M["EvalRun"], M["EvalCaseResult"], M["Run"]
ev = EvalRun.objects.order_by("-pk").first()
for r in ECR.objects.filter(eval_run=ev).order_by("pk"):
    run = r.run
    print("\n" + "=" * 90)
    print(f"{r.case_id}  run {run.pk}  outcome={run.outcome} status={run.status} passed={r.passed}")
    for d in r.differences or []:
        print("  DIFF:", d)
    t = run.ticket
    print("  SUBJECT:", t.subject)
    print("  BODY:", t.body.replace("\n", " / "))
    for e in M["RunEvent"].objects.filter(run=run).order_by("pk"):
        k = getattr(e, "kind", None)
        p = getattr(e, "payload", {}) or {}
        if k == "ticket_screened":
            rd = p.get("reading", {})
            print("  SCREEN intents=%s orders=%s lang=%s" % (p.get("intents"), rd.get("orders"), (p.get("language") or {}).get("language")))
            for s in rd.get("sentences", []):
                extra = {kk: vv for kk, vv in s.items() if kk not in ("i", "text", "role", "kinds")}
                print("    [%s%s] %s %s" % (s.get("role"), (":" + ",".join(s["kinds"])) if s.get("kinds") else "", s.get("text")[:160], json.dumps(extra, ensure_ascii=False)[:200] if extra else ""))
            for x in rd.get("removed", []):
                print("    REMOVED:", json.dumps(x, ensure_ascii=False)[:300])
            if rd.get("flags"):
                print("    FLAGS:", json.dumps(rd.get("flags"), ensure_ascii=False)[:300])
        elif k in ("injection_removed",):
            print("  INJECTION_REMOVED:", json.dumps(p, ensure_ascii=False)[:400])
        elif k == "guard_check" and not p.get("passed"):
            bad = [c for c in p.get("checks", []) if not c.get("passed")]
            print("  GUARD REFUSED %s: %s" % (p.get("decision"), "; ".join("%s: %s" % (c.get("check"), str(c.get("reason") or c.get("why") or c.get("message") or "")[:200]) for c in bad)))
    for s in M["Subtask"].objects.filter(run=run).order_by("number"):
        d = {f.name: getattr(s, f.attname) for f in s._meta.concrete_fields if f.name not in ("id", "run", "expects_tools", "evidence_event", "updated_turn", "number")}
        d = {k: v for k, v in d.items() if v not in (None, "", [], {})}
        print("  SUBTASK %d %s" % (s.number, json.dumps(d, default=str, ensure_ascii=False)[:600]))
    for e in M["Escalation"].objects.filter(run=run).order_by("pk"):
        print("  ESCALATION: %s || reason: %s" % (e.open_item[:400], e.reason[:250]))
    for m in ("Refund", "ReturnRequest"):
        for x in M[m].objects.filter(idempotency_key__startswith="run-%d-" % run.pk):
            d = {f.name: getattr(x, f.attname) for f in x._meta.concrete_fields if f.name not in ("id", "created_at")}
            print("  %s: %s" % (m.upper(), json.dumps(d, default=str, ensure_ascii=False)[:400]))
    for x in M["CustomerReply"].objects.filter(idempotency_key__startswith="run-%d-" % run.pk):
        print("  REPLY: " + x.body.replace("\n", " // "))
    for a in M["Approval"].objects.filter(run=run):
        d = {f.name: getattr(a, f.attname) for f in a._meta.concrete_fields if f.name not in ("id", "run")}
        print("  APPROVAL:", json.dumps(d, default=str, ensure_ascii=False)[:500])
