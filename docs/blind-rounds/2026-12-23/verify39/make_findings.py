import json, re
cases = {c["id"]: c for c in map(json.loads, open("cases.jsonl"))}
rows = {r["id"]: r for r in json.load(open("analysis.json"))}
replies = json.load(open("replies.json"))
verdict = {}
for line in open("run-on-start.txt"):
    m = re.match(r"\s+(VF-\d+) \((\w+)\): (.*)", line)
    if m: verdict[m.group(1)] = m.group(3)
CLS = {}
def put(cls, ids, why):
    for i in ids.split(): CLS.setdefault("VF-" + i, []).append((cls, why))
put("PAID WRONGLY", "118 201 207 223 303 306 307 323 401 403 404 405 522 523 612 613", "part of the money asked; the full line paid")
put("PAID WRONGLY", "214 406 409 310 411", "a line (or claim) the customer waived was paid")
put("PAID WRONGLY", "212 422 514 617", "count corrected in a later sentence; the first count paid")
put("PAID WRONGLY", "424 501 503 603 604", "goods not on the order; the order's other line paid")
put("HELD WRONGLY", "106 112 209 210 213 315 316 622 424", "a second order of the customer named by number: its claim held")
put("HELD WRONGLY", "308 309 407 408 609 310", "a waiver of one line held the line the customer asked for")
put("HELD WRONGLY", "328", "a waiver of the damage was applied to the late-delivery ask in the next sentence (reply: 'you asked for neither a refund nor a replacement')")
put("HELD WRONGLY", "211", "goods corrected ('Scratch that - it's the lid'): whole ticket held")
put("HELD WRONGLY", "321", "'I will also need the assembly instructions emailed as the paper copy was missing' read as a missing part; the damage refund held")
put("HELD WRONGLY", "322", "'came with a loose seam, a refund would be great' not read as damage; whole ticket held")
put("GOODS TAKEN BACK WRONGLY", "226 313 418 420", "customer refuses to send the item back; a return was started")
put("GOODS TAKEN BACK WRONGLY", "419 507", "customer withdrew the request; a return was started")
put("DROPPED", "413 414 516 518 520 618 619 620 621", "an ask stated as should/must/needs to/ideally/meant to/ought to/would suit me: run closed without it (judge: silent drop)")
put("DROPPED", "322", "'My husband's name should be on the account too' read as a statement; the whole-ticket escalation quotes only the bath-mat sentence; the judge counts no drop")
put("OTHER", "320", "'which bulb type does the lamp take?' became a change-of-mind return subtask and a replacement question; reply has no sentence for the ask")
put("OTHER", "624", "reply has no sentence for the duplicate delivery charge asked in Spanish (it is named only in an escalation)")
put("OTHER", "327", "hold reason is false: 'order does not hold the casserole (its one line is the Casserole dish)'")
out = ["# FINDINGS (verify39, code <the code at the round's start>, offline agent)\n",
       "Money totals first (156 tickets, one run each, run-on-start.txt, money.txt, analysis.json):\n",
       "- PAID WRONGLY: $802.99 in 30 tickets (part of the money asked paid in full $627.99 / 16; waived lines paid $48.00 / 5; corrected counts paid at the first count $35.00 / 4; goods not on the order paid on another line $92.00 / 5)",
       "- HELD WRONGLY: $560.99 in 19 tickets (second order named by number $282.00 / 9; waiver of one line held the other $206.00 / 6; goods correction $14.00; waiver spread to another claim $5.99; misreads $53.00 / 2). Not counted: $190.00 in 13 tickets that asked for part of the money and were held for a person (defensible).",
       "- Goods taken back nobody wanted: 6 returns started. DROPPED: 10 requests (9 the judge flags, 1 it misses). INJECTION UNRECORDED: 0 of 8.\n"]
for cid in sorted(CLS, key=lambda x: int(x[3:])):
    c = cases[cid]; r = rows[cid]
    out.append(f"## {cid}: " + "; ".join(f"{k}" for k, _ in CLS[cid]))
    out.append(f"- Ticket: **{c['ticket']['subject']}** / {c['ticket']['body']!r}")
    out.append(f"- Failure: {'; '.join(w for _, w in CLS[cid])}.")
    out.append(f"- Expected by the rules: ${r['right']/100:.2f} paid automatically (at most ${r['maxok']/100:.2f}), outcome {c['expected']['outcome']}, returns {c['expected'].get('returns', 'as refunds name')}.")
    out.append(f"- Happened: {r['outcome']}, paid ${r['paid']/100:.2f} (wrongly ${r['paid_wrongly']/100:.2f}, held ${r['held']/100:.2f}), returns started wrongly {r['goods_back_wrongly']}. Eval: {verdict.get(cid, 'as expected')[:600]}")
    if replies.get(cid): out.append(f"- Reply sentences: {json.dumps(replies[cid])[:600]}")
    out.append("")
open("FINDINGS.md", "w").write("\n".join(out))
# clearest failures in case format
clear = "401 405 522 118 612 403 323 207 411 214 409 310 514 617 422 212 501 503 603 604 424 209 315 622 408 328 419 507 226 418 413 516 619 621 322 320".split()
with open("cases-clearest.jsonl", "w") as f:
    for i in clear:
        c = dict(cases["VF-" + i]); c["tags"] = c["tags"] + ["class:" + k for k, _ in CLS["VF-" + i]]
        f.write(json.dumps(c) + "\n")
print(len(CLS), "failing cases in FINDINGS.md;", len(clear), "in cases-clearest.jsonl")
