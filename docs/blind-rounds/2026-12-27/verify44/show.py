#!/usr/bin/env python3
import sqlite3, sys
n, cid = sys.argv[1], sys.argv[2]
db = open(f"r{n}.out").readline().split()[1]; con = sqlite3.connect(db)
cols = lambda t: [r[1] for r in con.execute(f"pragma table_info({t})")]
for rid, st, out in con.execute("select r.id, r.status, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id where t.ref like ?", (f"EV%-{cid}-%",)):
    print("run", rid, st, out)
    sc = cols("runs_subtask"); want = [c for c in ("kind", "goal", "status", "order_ref", "reason", "outcome") if c in sc]
    for r in con.execute(f"select {','.join(want)} from runs_subtask where run_id=?", (rid,)): print("  sub", dict(zip(want, r)))
    for r in con.execute("select tool, amount_cents, sku, order_ref, status, note from runs_effect where run_id=?", (rid,)): print("  eff", r)
    ec = cols("runs_escalation"); w = [c for c in ("open_item", "reason") if c in ec]
    for r in con.execute(f"select {','.join(w)} from runs_escalation where run_id=?", (rid,)): print("  esc", r)
