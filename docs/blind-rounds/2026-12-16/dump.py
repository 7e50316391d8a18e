import sqlite3, json, sys
db = sqlite3.connect(sys.argv[1]); out = []
rows = db.execute("select case_id, run_id, outcome, passed, differences from runs_evalcaseresult order by case_id").fetchall()
for cid, rid, oc, passed, diffs in rows:
    t = db.execute("select t.subject from runs_run r join runs_ticket t on t.id=r.ticket_id where r.id=?", (rid,)).fetchone()
    st = db.execute("select status, outcome from runs_run where id=?", (rid,)).fetchone()
    print(f"===== {cid} run {rid} | {t[0]} | status={st[0]} outcome={oc} passed={passed}")
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind='ticket_screened'", (rid,)):
        p = json.loads(p); r = p.get("reading", {})
        print("  screened intents:", p.get("intents"), "inj:", p.get("injection_suspected"), "lang:", p.get("language", {}).get("language"))
        for s in r.get("sentences", []):
            if s.get("role") not in ("statement",) or s.get("kinds"):
                print(f"    [{s.get('role')}{s.get('kinds') or ''}] {s['text'][:150]}" + (f"  -- {s.get('why','')[:90]}" if s.get('why') else ""))
        for x in r.get("removed", []): print("    REMOVED:", json.dumps(x)[:300])
        if r.get("flags"): print("    FLAGS:", json.dumps(r.get("flags"))[:300])
    for n, ct, s, g, dr, os_ in db.execute("select number, case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=?", (rid,)):
        print(f"  subtask {n} {ct} {s}: {g[:140]}" + (f" | deferred: {dr[:140]}" if dr else ""))
    for tool, amt, src, sku, status, o in db.execute("select tool, amount_cents, source, sku, status, order_ref from runs_effect where run_id=? and effect_class!='reply'", (rid,)):
        print(f"  EFFECT {tool} {amt} {src} {sku} {status} {o}")
    for oi, rs in db.execute("select open_item, reason from runs_escalation where run_id=?", (rid,)):
        print(f"  ESC: {oi[:200]} || {rs[:200]}")
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind in ('injection_removed','follow_up_started')", (rid,)):
        print("  EV:", p[:300])
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind='tool_result' and payload like '%send_reply%'", (rid,)):
        p = json.loads(p)
        if p.get("ok"):
            for s in p["input"]["sentences"]: print(f"  REPLY[{s.get('subtask')}]: {s['text'][:300]}")
    if diffs and diffs != "[]": print("  DIFFS:", diffs[:600])
