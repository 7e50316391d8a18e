"""Dump each run's subtasks, escalations, injection events and reply, for judging by hand."""
import sqlite3, json, sys
db = sys.argv[1]
c = sqlite3.connect(db)
for rid, tref, subj, status, outcome in c.execute("select r.id, t.ref, t.subject, r.status, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    print(f"==== run {rid} {tref} [{status}/{outcome}] {subj}")
    for n, goal, ct, st, dr, os_ in c.execute("select number, goal, case_type, status, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by number", (rid,)):
        print(f"  S{n} {ct} {st}: {goal}" + (f" | deferred: {dr}" if dr else ""))
    cols = [r[1] for r in c.execute("pragma table_info(runs_escalation)")]
    for row in c.execute("select * from runs_escalation where run_id=?", (rid,)):
        d = dict(zip(cols, row))
        print("  ESC:", d.get("open_item") or d)
    for kind, payload in c.execute("select kind, payload from runs_runevent where run_id=? and kind in ('injection_removed','ticket_screened','effect_requested') order by seq", (rid,)):
        p = json.loads(payload)
        if kind == "injection_removed":
            print("  INJ:", json.dumps(p)[:400])
        elif kind == "ticket_screened":
            rd = p.get("reading", {})
            print("  LANG:", p.get("language"), "inj_suspected:", p.get("injection_suspected"))
            for s_ in rd.get("sentences", []):
                if s_.get("role") in ("statement",) and not s_.get("kinds"):
                    continue
                print(f"   [{s_.get('role')}{s_.get('kinds')}] {s_.get('text')[:160]}" + (f"  <{s_.get('why')[:90]}>" if s_.get('why') else ""))
            for r_ in rd.get("removed", []):
                print("   REMOVED:", json.dumps(r_)[:300])
        elif kind == "effect_requested":
            if p.get("tool") == "send_reply" or "reply" in json.dumps(p)[:200]:
                print("  REPLY:", (p.get("request") or {}).get("body", "")[:1500].replace(chr(10)," / "), "| verdict", (p.get("request") or {}).get("verdict"))
            else:
                q=p.get("request") or {}; print("  EFFECT:", p.get("name"), q.get("amount_cents"), q.get("source"), q.get("sku"), q.get("order_ref"), q.get("reason","")[:100])
