#!/usr/bin/env python3
"""score.py N: money per case for round N (DB from rN.out, expectations from roundN.jsonl, flags from rN.json)."""
import json, re, sqlite3, sys
n = sys.argv[1]
db = open(f"r{n}.out").readline().split()[1]
cases = {c["id"]: c for c in map(json.loads, open(f"round{n}.jsonl"))}
rep = {p["id"]: p for p in json.load(open(f"r{n}.json"))["per_case"]}
con = sqlite3.connect(db)
tot = dict(paid_wrong=0, held=0, unwanted_returns=0, drops=0, failed=0)
out = []
for cid, c in cases.items():
    rows = con.execute("""select e.tool, e.amount_cents, e.sku, e.order_ref from runs_effect e join runs_run r on r.id=e.run_id
        join runs_ticket t on t.id=r.ticket_id where t.ref like ? and e.status='done' and (e.tool='issue_refund' or e.tool like '%return%')""", (f"EV%-{cid}-%",)).fetchall()
    paid = sum(a or 0 for t, a, s, o in rows if t == "issue_refund")
    exp = sum(r["amount_cents"] for r in c["expected"]["refunds"])
    diffs = rep[cid]["differences"]
    misline = any("drew on line" in d or "another order" in d or "nobody asked" in d for d in diffs)
    wrong = max(0, paid - exp) if not misline else paid
    held = max(0, exp - paid) if not misline else exp
    ok_skus = {r["sku"] for r in c["expected"].get("returns", [])} if "returns" in c["expected"] else {l["sku"] for r in c["expected"]["refunds"] for l in r.get("lines", [])}
    ret = [s for t, a, s, o in rows if t != "issue_refund" and s not in ok_skus]
    drop = sum("silent drop" in d for d in diffs)
    tot["paid_wrong"] += wrong; tot["held"] += held; tot["unwanted_returns"] += len(ret); tot["drops"] += drop; tot["failed"] += not rep[cid]["passed"]
    flag = []
    if wrong: flag.append(f"PAID WRONGLY {wrong/100:.2f}")
    if held: flag.append(f"held {held/100:.2f}")
    if ret: flag.append(f"UNWANTED RETURN {ret}")
    if drop: flag.append("SILENT DROP")
    print(f"{cid:8} {'pass' if rep[cid]['passed'] else 'FAIL'} {rep[cid]['outcome']:10} paid {paid/100:8.2f} exp {exp/100:8.2f} {'; '.join(flag)}")
print("TOTAL", {k: (v/100 if k in ('paid_wrong','held') else v) for k, v in tot.items()}, "of", len(cases))
