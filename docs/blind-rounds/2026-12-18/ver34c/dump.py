import sqlite3, sys, re
db = sqlite3.connect(sys.argv[1])
for case in sys.argv[2:]:
    for rid, ref, outcome in db.execute("select r.id, t.ref, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id where t.ref like ? order by r.id", (f"%-{case}-%",)):
        print(f"=== {case} run {rid} {outcome}")
        for n, goal, ct, st, dr, os_ in db.execute("select number, goal, case_type, status, deferred_reason, outcome_sentence from runs_subtask where run_id=? order by number", (rid,)):
            print(f"  ST{n} [{ct}/{st}] {goal} | def={dr} | out={os_}")
        for oi, rs in db.execute("select open_item, reason from runs_escalation where run_id=?", (rid,)):
            print(f"  ESC {oi} || {rs[:200]}")
        for tool, st, amt, dec in db.execute("select tool, status, amount_cents, decision from runs_effect where run_id=?", (rid,)):
            print(f"  EFF {tool} {st} {amt} {dec[:1500] if tool=='send_reply' else ''}")
        for (p,) in db.execute("select payload from runs_runevent where run_id=? and kind='tool_result' and payload like '%\"send_reply\"%' order by seq desc limit 1", (rid,)):
            import json; d=json.loads(p)
            for s in d["input"].get("sentences", []): print("  SAY", s.get("subtask"), s.get("text"))
