"""Per-ticket screening results: runs `manage.py screen` (through call_command, the public command)
once per ticket in one process and prints one block per ticket.
Usage (from a worktree, env set): .venv/bin/python /work/wt/ver13/screen_per_ticket.py CASES.jsonl OUT.txt
"""
import io, json, os, sys, tempfile, contextlib

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
import django

django.setup()
from django.core.management import call_command

src, out = sys.argv[1], sys.argv[2]
cases = [json.loads(l) for l in open(src) if l.strip() and not l.startswith("//")]
lines = []
tot = {}
with tempfile.TemporaryDirectory() as d:
    for c in cases:
        p = os.path.join(d, "one.jsonl")
        j = os.path.join(d, "one.json")
        with open(p, "w") as f:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
            try:
                call_command("screen", cases=[p], json=j, stdout=buf, stderr=buf)
            except SystemExit:
                pass
            except Exception as e:  # a CommandError on exit 1
                buf.write(f"[{type(e).__name__}: {e}]\n")
        r = json.load(open(j))
        keys = ["read", "caught_as_other", "handed_over_whole", "dropped", "false_known_kind",
                "false_other", "injection_missed", "requests_cut_as_injected", "language_wrong"]
        for k in keys:
            tot[k] = tot.get(k, 0) + r.get(k, 0)
        status = "OK"
        if r.get("dropped") or r.get("requests_cut_as_injected") or r.get("injection_missed"):
            status = "DROP"
        elif r.get("false_known_kind") or r.get("language_wrong"):
            status = "WRONG"
        elif r.get("false_other"):
            status = "NOISE"
        head = (f"{c['id']} [{status}] labelled={len(c['requests'])} lang={c.get('language','en')} "
                + " ".join(f"{k}={r.get(k,0)}" for k in keys if r.get(k, 0)))
        lines.append(head)
        detail = [l for l in buf.getvalue().splitlines() if l.startswith("  ")]
        lines += detail
tot["tickets"] = len(cases)
tot["requests_labelled"] = sum(len(c["requests"]) for c in cases)
lines.append("TOTAL " + json.dumps(tot))
open(out, "w").write("\n".join(lines) + "\n")
print(lines[-1])
