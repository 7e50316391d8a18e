import sqlite3, sys, re, json
db = sqlite3.connect(sys.argv[1])
want = set(sys.argv[2:])
ecols = [r[1] for r in db.execute("pragma table_info(runs_escalation)")]
evcols = [r[1] for r in db.execute("pragma table_info(runs_runevent)")]
for rid, ref, outcome, status in db.execute("select r.id, t.ref, r.outcome, r.status from runs_run r join runs_ticket t on t.id=r.ticket_id order by t.ref"):
    m = re.match(r"EV\d+-(.+)-(\d+)$", ref); case = m.group(1)
    if want and case not in want: continue
    print(f"=== {case} run {rid} {status} {outcome}")
    for st in db.execute("select number, case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by number", (rid,)):
        print("  ST", st)
    for e in db.execute("select * from runs_escalation where run_id=?", (rid,)):
        d = dict(zip(ecols, e)); print("  ESC", {k: d[k] for k in d if k in ("open_item", "reason", "status")})
    for e in db.execute("select amount_cents, status, sku, decision from runs_effect where run_id=? and tool='issue_refund'", (rid,)):
        print("  REFUND", str(e)[:300])
    for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind='tool_result' and payload like '%send_reply%' order by id desc limit 1", (rid,)):
        try: print("  REPLY", json.loads(p).get("body", p)[:900])
        except Exception: print("  REPLY", p[:900])
    for (k, p) in db.execute("select kind, payload from runs_runevent where run_id=? and (kind like '%inject%' or kind='injection_removed' or kind='forged_grant')", (rid,)):
        print("  EV", k, p[:400])
