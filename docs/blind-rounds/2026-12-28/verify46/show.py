import sqlite3, sys, json
db = sqlite3.connect(sys.argv[1]); ids = sys.argv[2:]
for rid in ids:
    st, oc, ref = db.execute("select status,outcome,order_ref from runs_run where id=?", (rid,)).fetchone()
    print(f"== run {rid} {st} {oc} pinned={ref}")
    for n, k, s, g, d, o in db.execute("select number,case_type,status,goal,deferred_reason,outcome_sentence from runs_subtask where run_id=? order by number", (rid,)):
        print(f"  sub{n} {k} {s}: {g[:150]} | def={d[:100]} | out={o[:120]}")
    for oi, r in db.execute("select open_item, reason from runs_escalation where run_id=?", (rid,)):
        print(f"  ESC {oi[:200]} || {r[:150]}")
    for t, a, s, o, sku, st2 in db.execute("select tool,amount_cents,source,order_ref,sku,status from runs_effect where run_id=? and tool!='send_reply'", (rid,)):
        print(f"  EFF {t} {a} {s} {o} {sku} {st2}")
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind like '%reply%' order by id desc limit 1", (rid,)):
        print("  REPLY", str(p)[:600])
