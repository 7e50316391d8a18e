import json, sys, sqlite3, re
r = json.load(open(sys.argv[1])); db = sys.argv[2]
c = sqlite3.connect(db)
money = {}
for rid, status, ref in c.execute("select r.id, r.status, t.ref from runs_run r join runs_ticket t on t.id = r.ticket_id order by r.id"):
    m = re.search(r"EV\d+-(.*)-(\d+)$", ref or ""); case = m.group(1)
    paid = c.execute("select coalesce(sum(amount_cents),0) from runs_effect where run_id=? and status='done' and tool='issue_refund'", (rid,)).fetchone()[0]
    rets = c.execute("select count(*) from runs_effect where run_id=? and status='done' and tool like '%return%'", (rid,)).fetchone()[0]
    inj = c.execute("select count(*) from runs_runevent where run_id=? and kind='injection_removed'", (rid,)).fetchone()[0]
    p, rr, ii = money.get(case, (0, 0, 0)); money[case] = (p + paid, rr + rets, ii + inj)
for x in r["per_case"]:
    p, rr, ii = money.get(x["id"], (0, 0, 0))
    print(f'{x["id"]:6} {x["outcome"]:10} {"PASS" if x["passed"] else "fail"} paid ${p/100:.2f} returns {rr} inj {ii}')
    if not x["passed"]:
        for d in x["differences"]: print("     ", d[:260])
