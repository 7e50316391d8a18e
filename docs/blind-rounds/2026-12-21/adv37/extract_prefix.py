"""One-off helper (run once on the offline eval DB; its output prefix_turns.json is committed beside gen.py, which reads it):
per case, the offline agent's own turns before its first decision (order numbers put back to the case's own, blocks that
name run-specific ids or e-mails dropped) and its decisions' inputs, as templates for scripted models that obey the ticket."""
import json, re, sqlite3, sys
con = sqlite3.connect(sys.argv[1])
out = {}
STOP = {"propose_decision", "escalate_to_human_whole", "send_reply"}
for rid, ref in con.execute("select r.id, t.ref from runs_run r join runs_ticket t on t.id=r.ticket_id order by r.id"):
    case = ref.split('-', 1)[1].rsplit('-', 1)[0]
    if case in out: continue
    turns, decisions, done = [], [], False
    for (payload,) in con.execute("select payload from runs_runevent where run_id=? and kind='model_response' order by seq", (rid,)):
        content = json.loads(payload)["response"]["content"]
        decisions += [b["input"] for b in content if b.get("name") == "propose_decision"]
        if done: continue
        if any(b.get("name") in ("propose_decision", "send_reply") or
               (b.get("name") == "record_progress" and b["input"].get("status") in ("deferred", "resolved")) or
               (b.get("name") == "escalate_to_human" and b["input"].get("subtask") in (None, 1)) for b in content):
            done = True
            continue
        keep = [b for b in content if b.get("name") != "search_orders"]
        if keep: turns.append(keep)
    s = json.dumps({"turns": turns, "decisions": decisions})
    s = re.sub(r"(SU-7\d{4})\d+", r"\1", s)
    out[case] = json.loads(s)
json.dump(out, open("prefix_turns.json", "w"), indent=0, sort_keys=True)
print({k: (len(v["turns"]), len(v["decisions"])) for k, v in out.items()})
