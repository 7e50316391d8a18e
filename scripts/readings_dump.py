"""Dump the screener's reading of every ticket body in the repo's *.jsonl files (runs/evals/cases, runs/evals/screening,
docs/blind-rounds/**), one JSON line a ticket: usage `python scripts/readings_dump.py OUT.jsonl` from the repo root."""
import glob, json, os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
sys.path.insert(0, os.getcwd())
import django; django.setup()
from runs.intents import read_ticket

def tickets(obj, where):
    if isinstance(obj, dict):
        if isinstance(obj.get("body"), str):
            yield where, f"{obj.get('subject', '')}\n{obj['body']}", obj.get("order_ref", "") or ""
        for k, v in obj.items():
            yield from tickets(v, f"{where}/{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from tickets(v, f"{where}[{i}]")

files = sorted(set(glob.glob("runs/evals/cases/*.jsonl") + glob.glob("runs/evals/screening/*.jsonl") + glob.glob("docs/blind-rounds/**/*.jsonl", recursive=True)))
out = open(sys.argv[1], "w")
n = 0
for f in files:
    for ln, line in enumerate(open(f), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            print('not JSON:', f, ln); continue
        for where, text, ref in tickets(obj, f"{f}:{ln}:{obj.get('id', '')}"):
            r = read_ticket(text, order_ref=ref if isinstance(ref, str) else "")
            rec = {"where": where, "sentences": [[s.index, s.text, s.start, s.end, s.role, s.kinds, s.why, s.order] for s in r.sentences],
                   "removed": r.removed}
            out.write(json.dumps(rec, default=str, sort_keys=True) + "\n")
            n += 1
print(n, "tickets from", len(files), "files")
