"""Dump every run of an eval database for judging by hand: python3 dump.py DB > out.txt"""
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1]); q = lambda s, *a: db.execute(s, a).fetchall()
for cid, run, outcome, passed, diffs in q("select case_id, run_id, outcome, passed, differences from runs_evalcaseresult order by case_id"):
    print(f"\n######## {cid} run {run} outcome={outcome} passed={passed}")
    tid, = q("select ticket_id from runs_run where id=?", run)[0]
    subj, body = q("select subject, body from runs_ticket where id=?", tid)[0]
    print("SUBJ:", subj); print("BODY:", body.replace("\n", " / "))
    for (p,) in q("select payload from runs_runevent where run_id=? and kind='ticket_screened'", run):
        p = json.loads(p); r = p.get("reading", {})
        print(f"SCREEN intents={p.get('intents')} inj={p.get('injection_suspected')} lang={p.get('language',{}).get('language')} orders={r.get('orders')} flags={r.get('flags')}")
        for s in r.get("sentences", []):
            extra = (" why=" + s["why"]) if s.get("why") else ""
            am = (" amounts=" + str([(a['text'], a.get('cents'), a.get('flag')) for a in s['amounts']])) if s.get("amounts") else ""
            print(f"   [{s['role']}] {s.get('kinds')} {s['text'][:160]}{extra}{am}")
        for rm in r.get("removed", []):
            print("   REMOVED:", rm.get("text")[:160])
    for k, st, goal, dr, os_ in q("select case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by id", run):
        print(f"SUB {k} {st}: {goal[:150]} | def={dr[:150] if dr else ''}")
    for amt, src, ct, key in q("select r.amount_cents, r.source, r.case_type, r.idempotency_key from shop_refund r where r.idempotency_key like ?", f"run-{run}-%"):
        print(f"REFUND {amt} {src} {ct}")
    for kind, sku, qty in q("select rr.kind, l.sku, rr.quantity from shop_returnrequest rr join shop_lineitem l on l.id=rr.line_id where rr.idempotency_key like ?", f"run-{run}-%"):
        print(f"RETURN {kind} {sku} x{qty}")
    for oi, rs in q("select open_item, reason from runs_escalation where run_id=?", run):
        print(f"ESC {oi[:200]} | reason={rs[:160]}")
    for (p,) in q("select payload from runs_runevent where run_id=? and kind='guard_check'", run):
        p = json.loads(p)
        if not p.get("passed", True):
            print("GUARD FAIL", [(c["check"], json.dumps(c.get("inputs"))[:250]) for c in p.get("checks", []) if not c.get("passed")])
    for (b,) in q("select body from shop_customerreply where idempotency_key = ?", f"run-{run}-reply"):
        print("REPLY:", b.replace("\n", " / "))
    print("DIFF:", diffs)
