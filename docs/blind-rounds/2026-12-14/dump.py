import json, sys, textwrap
from runs.models import EvalRun, EvalCaseResult, Run, RunEvent, Effect
er = EvalRun.objects.order_by("-id").first()
import os
only = set(os.environ["ONLY"].split()) if os.environ.get("ONLY") else None
for r in er.results.order_by("case_id"):
    if only and r.case_id not in only: continue
    run = r.run
    print("=" * 100)
    print(r.case_id, "passed" if r.passed else "FAILED", "outcome:", r.outcome)
    for d in r.differences: print("   diff:", d)
    for rr in Run.objects.filter(ticket=run.ticket).order_by("id"):
        print(f"-- run {rr.id} order={rr.order_ref} status={rr.status} outcome={rr.outcome}")
        for ev in rr.events.filter(kind="ticket_screened"):
            p = ev.payload
            rd = p.get("reading", {})
            print("   screened intents:", p.get("intents"), "inj:", p.get("injection_suspected"), "lang:", (p.get("language") or {}).get("language"), "orders:", rd.get("orders"), "flags:", rd.get("flags"))
            for se in rd.get("sentences", []):
                extra = ""
                if se.get("amounts"): extra += " amounts=" + ",".join(a["text"] + ("!" + a["flag"] if a.get("flag") else "") for a in se["amounts"])
                if se.get("forbids"): extra += " forbids=" + str(se["forbids"])
                print(f"     s{se['i']} {se['role']:10} {se.get('kinds')} {se['text'][:160]!r}" + (f" // {se.get('why','')[:110]}" if se.get('why') else "") + extra)
        for ev in rr.events.filter(kind="injection_removed"):
            print("   INJECTION REMOVED:", json.dumps(ev.payload, ensure_ascii=False)[:400])
        for s in rr.subtasks.order_by("number"):
            print(f"   ST{s.number} [{s.case_type}] {s.status}: {s.goal}")
            if s.deferred_reason: print("        deferred:", s.deferred_reason)
        for e in rr.effects.all().order_by("requested_seq"):
            if e.effect_class == "reply": continue
            print(f"   EFFECT {e.effect_class} {e.tool} {e.amount_cents} {e.source} {e.order_ref} {e.sku} {e.status}")
        for esc in rr.escalations.all():
            print(f"   ESC: {esc.open_item} || {esc.reason[:300]}")
        for ev in rr.events.filter(kind="effect_requested"):
            if ev.payload.get("name") == "send_reply":
                print("   REPLY:", ev.payload["request"]["body"].replace("\n", " | "))
