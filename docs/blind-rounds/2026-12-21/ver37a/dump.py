import sqlite3, sys, re
c=sqlite3.connect(sys.argv[1]); want=set(sys.argv[2:])
for rid, ref, outcome in c.execute("select r.id, t.ref, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall():
    m=re.search(r"EV\d+-(.*)-(\d+)$", ref or ""); case=m.group(1) if m else ref
    if want and case not in want: continue
    print("=====", case, "run", rid, outcome)
    for row in c.execute("select number, case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by number",(rid,)):
        print("  ST", row)
    for row in c.execute("select open_item, reason from runs_escalation where run_id=?",(rid,)):
        print("  ESC", row)
    for row in c.execute("select tool, amount_cents, status, sku from runs_effect where run_id=?",(rid,)):
        print("  EFF", row)
    for row in c.execute("select body from shop_customerreply where idempotency_key like ?",(f"run-{rid}-%",)):
        print("  REPLY", row[0])
