import json, re, sqlite3, sys
con = sqlite3.connect(sys.argv[1])
runs = con.execute("select r.id, t.ref, r.outcome, r.status from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id").fetchall()
for rid, ref, outcome, status in runs:
    cid = re.search(r"(G38-P?\d+)", ref).group(1)
    out = []
    for kind, p in con.execute("select kind, payload from runs_runevent where run_id=? order by seq", (rid,)):
        p = json.loads(p)
        if kind == "plan_rejected":
            out.append("PLAN REJECTED: " + "; ".join(p.get("reasons", []))[:300])
        elif kind == "decision_proposed":
            d = p["decision"]; out.append(f"{d['ref']} proposed {d['action']} {d['amount_cents']}c lines={d['lines']} charges={d['charges']} src={d['source']}")
        elif kind == "guard_check":
            bad = [c for c in p["checks"] if not c["passed"]]
            out.append(f"  guard {p['decision']}: " + ("PASSED" if p["passed"] else "REFUSED by " + ", ".join(c["check"] for c in bad)))
            for c in bad:
                r = c.get("reason") or c.get("detail") or ""
                if r: out.append("     " + c["check"] + ": " + str(r)[:250])
        elif kind == "tool_result" and p.get("error") if isinstance(p, dict) else False:
            out.append("  tool error: " + str(p.get("error"))[:200])
        elif kind == "escalated":
            out.append("ESCALATED: " + (p.get("open_item") or "")[:120] + " / " + (p.get("reason") or "")[:250])
        elif kind == "effect_requested" and p["name"] in ("issue_refund", "start_return"):
            r = p["request"]; out.append(f"EFFECT {p['name']} {r['decision']} {r['amount_cents']}c lines={r['lines']} charges={r['charges']}")
        elif kind == "approval_requested":
            out.append("APPROVAL requested " + p.get("subject", ""))
    print(f"== {cid} outcome={outcome or status}")
    for l in out: print("   " + l)
