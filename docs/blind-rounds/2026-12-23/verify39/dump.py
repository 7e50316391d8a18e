import sqlite3, sys, json, re
c = sqlite3.connect(sys.argv[1]); only = set(sys.argv[2:])
ecols = [r[1] for r in c.execute("pragma table_info(runs_escalation)")]
for rid, ref in c.execute("select r.id, t.ref from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall():
    m = re.search(r"EV\d+-(.*)-(\d+)$", ref); cid = m.group(1) if m else ref
    if only and cid not in only: continue
    print("=====", cid)
    for n, kind, st, goal, dr, os_ in c.execute("select number, case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by number", (rid,)):
        print(f"  sub{n} [{kind or '-'}] {st}: {goal} | defer={dr} | out={os_}")
    for row in c.execute("select * from runs_escalation where run_id=?", (rid,)):
        d = dict(zip(ecols, row)); print("  ESC:", {k: v for k, v in d.items() if k in ('open_item', 'reason', 'status')})
    for (p,) in c.execute("select payload from runs_runevent where run_id=? and kind='injection_removed'", (rid,)):
        print("  INJ:", p[:300])
    for (p,) in c.execute("select payload from runs_runevent where run_id=? and kind='ticket_screened'", (rid,)):
        d = json.loads(p); print("  SCREEN:", json.dumps(d)[:1500])
    for e, a, st in c.execute("select tool, amount_cents, status from runs_effect where run_id=?", (rid,)):
        print("  EFFECT:", e, a, st)
    for (p,) in c.execute("select payload from runs_runevent where run_id=? and kind='tool_result' order by id", (rid,)):
        if '"send_reply"' in p or 'reply' in p[:200]:
            pass
    row = c.execute("select payload from runs_runevent where run_id=? and kind='run_closed'", (rid,)).fetchone()
    if row: print("  CLOSED:", row[0][:800])
