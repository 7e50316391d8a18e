"""Money per case from the end-state DB against each case's tags right:/maxok: (see gen.py)."""
import json, re, sqlite3, sys
db = sys.argv[1]
cases = {c["id"]: c for c in map(json.loads, open("cases.jsonl"))}
c = sqlite3.connect(db)
WRONG_LINE = {"VF-310", "VF-424"}  # paid a line the customer did not ask for while the asked line was held
PARTIAL_ASK = {"VF-103", "VF-118", "VF-201", "VF-202", "VF-204", "VF-205", "VF-206", "VF-207", "VF-223", "VF-301", "VF-302", "VF-303",
               "VF-304", "VF-305", "VF-306", "VF-307", "VF-323", "VF-325", "VF-401", "VF-402", "VF-403", "VF-404", "VF-405",
               "VF-521", "VF-522", "VF-523", "VF-525", "VF-612", "VF-613", "VF-614", "VF-615"}
rows = []
for rid, ref, outcome, status in c.execute("select r.id, t.ref, r.outcome, r.status from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall():
    cid = re.search(r"EV\d+-(.*)-(\d+)$", ref).group(1)
    paid = c.execute("select coalesce(sum(amount_cents),0) from runs_effect where run_id=? and status='done' and tool='issue_refund'", (rid,)).fetchone()[0]
    rets = c.execute("select count(*) from runs_effect where run_id=? and status='done' and tool like '%return%'", (rid,)).fetchone()[0]
    tags = dict(t.split(":") for t in cases[cid]["tags"] if ":" in t and t.split(":")[0] in ("right", "maxok"))
    right, maxok = int(tags["right"]), int(tags["maxok"])
    wrong = paid if cid in WRONG_LINE else max(0, paid - maxok)
    held = max(0, right - (paid - wrong))
    exp_returns = cases[cid]["expected"].get("returns")
    rows.append(dict(id=cid, outcome="awaiting a person" if status.startswith("awaiting") else outcome, paid=paid, right=right, maxok=maxok,
                     paid_wrongly=wrong, held=held, held_kind=("defensible (partial ask)" if cid in PARTIAL_ASK else "wrongly") if held else "",
                     goods_back_wrongly=rets if (exp_returns == [] and rets) else 0))
json.dump(rows, open("analysis.json", "w"), indent=1)
pw = sum(r["paid_wrongly"] for r in rows); hw = sum(r["held"] for r in rows if r["held_kind"] == "wrongly")
hd = sum(r["held"] for r in rows if r["held_kind"].startswith("defensible"))
print(f"tickets {len(rows)}  paid wrongly ${pw/100:.2f} in {sum(1 for r in rows if r['paid_wrongly'])} tickets  "
      f"held wrongly ${hw/100:.2f} in {sum(1 for r in rows if r['held_kind']=='wrongly')}  held (partial asks, defensible) ${hd/100:.2f} in {sum(1 for r in rows if r['held_kind'].startswith('def'))}  "
      f"returns started nobody wanted {sum(r['goods_back_wrongly'] for r in rows)}")
for r in rows:
    if r["paid_wrongly"] or r["held"] or r["goods_back_wrongly"]:
        print(f"{r['id']:8s} {r['outcome']:18s} paid ${r['paid']/100:7.2f} right ${r['right']/100:7.2f} wrong ${r['paid_wrongly']/100:7.2f} held ${r['held']/100:7.2f} {r['held_kind']} returns_wrong={r['goods_back_wrongly']}")
