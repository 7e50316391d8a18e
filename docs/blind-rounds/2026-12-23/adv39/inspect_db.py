"""Per case: outcome, refunds (amount, order), injection_removed passages, screened roles. Read-only."""
import sqlite3, sys, json, re
db = sys.argv[1]
c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
tcols = [r[1] for r in c.execute("pragma table_info(runs_ticket)")]
ecols = [r[1] for r in c.execute("pragma table_info(runs_effect)")]
for rid, outcome, status, ticket_id in c.execute("select id,outcome,status,ticket_id from runs_run order by id").fetchall():
    ref = c.execute("select ref from runs_ticket where id=?", (ticket_id,)).fetchone()[0]
    m = re.search(r"(A39-\d\d)", ref); case = m.group(1) if m else ref
    inj = [json.loads(p)["text"][:70] for (p,) in c.execute("select payload from runs_runevent where run_id=? and kind='injection_removed'", (rid,))]
    scr = c.execute("select payload from runs_runevent where run_id=? and kind='ticket_screened'", (rid,)).fetchone()
    lang = ""
    reqs = []
    if scr:
        s = json.loads(scr[0]); lang = s.get("language", {}).get("language")
        reqs = [(x["kinds"], x["text"][:50]) for x in s.get("reading", {}).get("sentences", []) if x.get("role") == "request"]
    effs = [ (r) for r in c.execute("select * from runs_effect where run_id=?", (rid,)).fetchall()]
    effs = [dict(zip(ecols, e)) for e in effs]
    money = [(e.get("kind") or e.get("effect_class"), e.get("status"), (e.get("result") or "")[:160]) for e in effs]
    esc = [r[0][:90] for r in c.execute("select open_item from runs_escalation where run_id=?", (rid,))]
    print(f"== {case} run {rid} {status}/{outcome} lang={lang}")
    print("   injected:", inj)
    print("   requests:", reqs)
    print("   effects:", money)
    print("   escalations:", esc)
