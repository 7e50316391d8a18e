"""Money per case of a round with right:/maxok: tags (verify39): every run of a case summed (the ticket's run and its follow-up runs on other orders), against the most the rules allow and the right amount. Usage: money_per_case.py <eval database> <cases.jsonl>"""
import json, re, sqlite3, sys
from collections import defaultdict
db = sys.argv[1]
cases = {c["id"]: c for c in map(json.loads, open(sys.argv[2] if len(sys.argv) > 2 else "cases.jsonl"))}
c = sqlite3.connect(db)
paid, rets, outs = defaultdict(int), defaultdict(int), defaultdict(list)
for rid, ref, outcome, status in c.execute("select r.id, t.ref, r.outcome, r.status from runs_run r join runs_ticket t on t.id=r.ticket_id"):
    cid = re.search(r"EV\d+-(.*)-(\d+)$", ref).group(1)
    paid[cid] += c.execute("select coalesce(sum(amount_cents),0) from runs_effect where run_id=? and status='done' and tool='issue_refund'", (rid,)).fetchone()[0]
    rets[cid] += c.execute("select count(*) from runs_effect where run_id=? and status='done' and tool like '%return%'", (rid,)).fetchone()[0]
    outs[cid].append("awaiting a person" if (status or "").startswith("awaiting") else outcome)
pw = hw = 0; nw = nh = nr = 0
for cid, case in cases.items():
    tags = dict(t.split(":") for t in case["tags"] if ":" in t and t.split(":")[0] in ("right", "maxok"))
    right, maxok = int(tags["right"]), int(tags["maxok"])
    wrong = max(0, paid[cid] - maxok); held = max(0, right - paid[cid]) if not wrong else max(0, right - (paid[cid] - wrong))
    back = rets[cid] if case["expected"].get("returns") == [] and rets[cid] else 0
    pw += wrong; hw += held; nw += bool(wrong); nh += bool(held); nr += back
    if wrong or held or back:
        print(f"{cid:8s} {'/'.join(outs[cid]):28s} paid ${paid[cid]/100:7.2f} right ${right/100:7.2f} over ${wrong/100:7.2f} short ${held/100:7.2f} returns_unwanted={back}")
print(f"cases {len(cases)}: paid over the most allowed ${pw/100:.2f} in {nw}; short of right ${hw/100:.2f} in {nh} (part asks held for a person included); returns nobody wanted {nr}")
