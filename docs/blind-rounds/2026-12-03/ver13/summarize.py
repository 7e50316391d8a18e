"""Prints the summary figures of one rerun: python3 summarize.py OUTDIR"""
import json, re, sys, os
d = sys.argv[1]
s = json.load(open(os.path.join(d, "screen.json")))
print("SCREEN  tickets=%d requests=%d read=%d caught_as_other=%d handed_over_whole=%d DROPPED=%d "
      "false_known_kind=%d false_other=%d injection_missed=%d cut_as_injected=%d language_wrong=%d" % (
      s["tickets"], s["requests_labelled"], s["read"], s["caught_as_other"], s["handed_over_whole"], s["dropped"],
      s["false_known_kind"], s["false_other"], s["injection_missed"], s["requests_cut_as_injected"], s["language_wrong"]))
for x in s.get("dropped_detail", []):
    print("   dropped %s %s: %r (%s)" % (x["id"], x["kind"], x["quote"], x["read_as"]))
e = json.load(open(os.path.join(d, "eval.json")))
wrong, drops = [], []
for c in e["per_case"]:
    for diff in c["differences"]:
        m = re.match(r"unexpected refund of (\d+)c", diff)
        if m:
            wrong.append((c["id"], int(m.group(1))))
        if diff.startswith("silent drop"):
            drops.append((c["id"], diff))
print("EVAL    cases=%d resolved=%d partial=%d escalated=%d SILENT_DROPS=%d double_refunds=%d guard_violations=%d "
      "passed=%d/%d" % (e["cases"], e["resolved"], e["partial"], e["escalated"], e["silent_drops"], e["double_refunds"],
                        e["guard_violations"], sum(c["passed"] for c in e["per_case"]), e["cases"]))
print("        unexpected refunds (money paid the case does not expect): %d runs, $%.2f: %s" % (
    len(wrong), sum(a for _, a in wrong) / 100, ", ".join("%s $%.2f" % (i, a / 100) for i, a in wrong)))
for i, diff in drops:
    print("   %s: %s" % (i, diff))
r = open(os.path.join(d, "reply.txt")).read().splitlines()
print("REPLY   " + [l for l in r if l.startswith("SUMMARY")][0][8:])
for l in r:
    if "<-- MISS" in l:
        print("   " + l)
