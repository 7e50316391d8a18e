import sqlite3, sys, json, re
con = sqlite3.connect(sys.argv[1])
for rid, ref, outcome, status in con.execute("select r.id, t.ref, r.outcome, r.status from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    m = re.search(r"EV\d+-(.*)-(\d+)$", ref or ""); cid = m.group(1) if m else ref
    print(f"=== {cid} run {rid} {outcome or status}")
    for kind, payload in con.execute("select kind, payload from runs_runevent where run_id=? and kind in ('injection_removed','forged_grant') order by seq", (rid,)):
        p = json.loads(payload)
        print(f"  [{kind}]", json.dumps(p)[:400])
    for kind, payload in con.execute("select kind, payload from runs_runevent where run_id=? and kind='ticket_screened' order by seq", (rid,)):
        p = json.loads(payload)
        print("  screened:", json.dumps(p)[:1500])
    for num, goal, st, dr in con.execute("select number, goal, status, deferred_reason from runs_subtask where run_id=?", (rid,)):
        print(f"  subtask {num} [{st}] {goal[:120]} {dr[:80]}")
    for tool, amt, st in con.execute("select tool, amount_cents, status from runs_effect where run_id=? and tool in ('issue_refund','start_return')", (rid,)):
        print(f"  effect {tool} {amt} {st}")
