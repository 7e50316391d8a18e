import sqlite3, json, sys
c = sqlite3.connect(sys.argv[1]); c.row_factory = sqlite3.Row
res = {r["run_id"]: r for r in c.execute("select * from runs_evalcaseresult")}
runs = c.execute("select r.id, r.status, r.outcome, r.order_ref, t.ref, t.subject from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall()
for r in runs:
    print("=" * 100)
    cr = res.get(r["id"])
    print(f"RUN {r['id']} {r['ref']} status={r['status']} outcome={r['outcome']} order={r['order_ref']} case={cr['case_id'] if cr else '-'} passed={cr['passed'] if cr else '-'}")
    for s in c.execute("select * from runs_subtask where run_id=? order by number", (r["id"],)):
        print(f"  ST{s['number']} [{s['case_type']}] {s['status']}: {s['goal']!r}")
        if s["deferred_reason"]: print(f"      deferred: {s['deferred_reason']}")
        if s["outcome_sentence"]: print(f"      sentence: {s['outcome_sentence']}")
    for e in c.execute("select * from runs_effect where run_id=?", (r["id"],)):
        print(f"  EFFECT {e['tool']} {e['effect_class']} amt={e['amount_cents']} src={e['source']} order={e['order_ref']} sku={e['sku']} status={e['status']}")
    for e in c.execute("select * from runs_escalation where run_id=?", (r["id"],)):
        d = dict(e); print("  ESC", {k: d[k] for k in d if k in ("open_item", "reason", "status", "subtask_id")})
    for ev in c.execute("select kind,payload from runs_runevent where run_id=? and kind in ('injection_removed','ticket_screened','follow_up_started','approval_requested') order by seq", (r["id"],)):
        p = json.loads(ev["payload"])
        if ev["kind"] == "ticket_screened":
            print("  SCREENED", json.dumps(p)[:1500])
        else:
            print(" ", ev["kind"], json.dumps(p)[:600])
    for ev in c.execute("select payload from runs_runevent where run_id=? and kind='tool_result' order by seq", (r["id"],)):
        p = json.loads(ev["payload"])
        if p.get("tool") == "send_reply" or "reply" in json.dumps(p)[:200]:
            pass
    for e in c.execute("select * from runs_effect where run_id=? and tool='send_reply'", (r["id"],)):
        pass
