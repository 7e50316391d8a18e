"""Labels whose words no subtask, deferral or escalation of the run quotes (what the judge may miss)."""
import json, re, sqlite3, sys
db = sys.argv[1]
cases = {c["id"]: c for c in map(json.loads, open("cases.jsonl"))}
c = sqlite3.connect(db)
norm = lambda s: " ".join(re.sub(r"\d{6,}", "", s.lower().replace("\u2019", "'")).split())
for rid, ref in c.execute("select r.id, t.ref from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall():
    cid = re.search(r"EV\d+-(.*)-(\d+)$", ref).group(1)
    text = " ".join(g + " " + d for g, d in c.execute("select goal, deferred_reason from runs_subtask where run_id=?", (rid,)))
    text += " ".join(o + " " + r for o, r in c.execute("select open_item, reason from runs_escalation where run_id=?", (rid,)))
    text = norm(text)
    for lab in cases[cid]["intents"]:
        q = norm(re.sub(r"HH-8\d{4}", "", lab["quote"]))
        words = q.split()
        hit = q in text or any(" ".join(words[i:i + 6]) in text for i in range(max(1, len(words) - 5)))
        if not hit:
            print(f"{cid}: {lab['kind']} \"{lab['quote']}\" not quoted by any subtask/escalation")
