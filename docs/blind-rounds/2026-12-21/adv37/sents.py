import json, sqlite3, sys
con = sqlite3.connect(sys.argv[1])
for rid, ref, outcome in con.execute("select r.id, t.ref, r.outcome from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    case = ref.split('-', 1)[1].rsplit('-', 1)[0]
    if case not in sys.argv[2:]: continue
    print("==", case, rid, outcome)
    for (payload,) in con.execute("select payload from runs_runevent where run_id=? and kind='ticket_screened'", (rid,)):
        for s in json.loads(payload)['reading']['sentences']:
            print(f"   {s['role'][:9]:9s} {','.join(s['kinds'])[:14]:14s} {s['text'][:120]!r}")
    for (payload,) in con.execute("select payload from runs_runevent where run_id=? and kind='effect_requested'", (rid,)):
        p = json.loads(payload)
        if p['name']=='send_reply': print("   REPLY:", p['request']['body'][:600].replace('\n',' | '))
    for (payload,) in con.execute("select payload from runs_runevent where run_id=? and kind='escalated'", (rid,)):
        print("   ESC:", payload[:400])
