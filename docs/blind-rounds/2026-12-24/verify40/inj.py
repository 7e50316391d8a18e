import sqlite3, sys, re, json
c = sqlite3.connect(sys.argv[1])
cols=[r[1] for r in c.execute('pragma table_info(runs_runevent)')]
for rid, ref in c.execute("select r.id, t.ref from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall():
    n = c.execute("select count(*) from runs_runevent where run_id=? and kind='injection_removed'", (rid,)).fetchone()[0]
    print(re.sub(r"EV\d+-", "", ref), "injection_removed:", n)
