import json, sqlite3, sys
con = sqlite3.connect(sys.argv[1])
only = sys.argv[2:] 
for rid, ref, outcome in con.execute("select r.id, t.ref, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    case = ref.split('-', 1)[1].rsplit('-', 1)[0]
    if only and case not in only: continue
    print("=" * 20, case, "run", rid, outcome)
    for kind, payload in con.execute("select kind, payload from runs_runevent where run_id=? and kind in ('ticket_screened','injection_removed','escalated','effect_requested','guard_check') order by seq", (rid,)):
        p = json.loads(payload)
        if kind == 'ticket_screened':
            rd = p.get('reading', {})
            for s in rd.get('sentences', []):
                if s['role'] not in ('statement',):
                    print(f"  [{s['role']}{'/'+','.join(s['kinds']) if s['kinds'] else ''}] {s['text'][:110]!r} {('-- '+s.get('why',''))[:90] if s.get('why') else ''}")
            print("  removed:", rd.get('removed'), "flags:", rd.get('flags'), "orders:", rd.get('orders'))
        elif kind == 'injection_removed':
            print("  INJ REMOVED:", p.get('text','')[:100])
        elif kind == 'escalated':
            print("  ESCALATED:", json.dumps(p)[:300])
        elif kind == 'effect_requested':
            s = json.dumps(p)
            print("  EFFECT:", s[:900])
        elif kind == 'guard_check':
            print("  GUARD:", json.dumps(p)[:300])
    for row in con.execute("select number, case_type, status, goal, deferred_reason, outcome_sentence from runs_subtask where run_id=?", (rid,)):
        print("  SUBTASK", row)
