#!/bin/bash
# Reruns the ver13 tester's three probes on a worktree: ./rerun.sh /path/to/worktree [outdir]
# Uses SQLite only (fresh databases under /tmp), one thing at a time.
set -u
WT=$(cd "${1:?worktree path}" && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${2:-$HERE/rerun-$(basename "$WT")}
mkdir -p "$OUT"
PY=$WT/.venv/bin/python
[ -x "$PY" ] || PY=/work/main/.venv/bin/python
unset DATABASE_URL REDIS_URL
export SQLITE_PATH=/tmp/ver13-rerun-$$.db
cd "$WT"
rm -f "$SQLITE_PATH"; "$PY" manage.py migrate -v0 || exit 2
python3 "$HERE/make_screen.py" "$OUT/screen.jsonl" >/dev/null
python3 "$HERE/make_eval.py" "$OUT/eval.jsonl" >/dev/null
# 1. screening: summary + per ticket
"$PY" manage.py screen --cases "$OUT/screen.jsonl" --json "$OUT/screen.json" > "$OUT/screen.txt" 2>&1
"$PY" "$HERE/screen_per_ticket.py" "$OUT/screen.jsonl" "$OUT/screen-per-ticket.txt" >/dev/null
# 2. eval, offline agent, fresh database
rm -f "$SQLITE_PATH"; "$PY" manage.py migrate -v0
"$PY" manage.py eval --cases "$OUT/eval.jsonl" --model offline --json "$OUT/eval.json" > "$OUT/eval.txt" 2>"$OUT/eval.err"
"$PY" manage.py shell -c "
from django.apps import apps
for r in apps.get_model('shop','CustomerReply').objects.order_by('id'):
    print('==', r.order.ref if r.order else None, r.customer_email); print(r.body)" > "$OUT/eval-replies.txt" 2>/dev/null
# 3. reply honesty probe
"$PY" "$HERE/reply_probe.py" "$OUT/reply.txt" >/dev/null
rm -f "$SQLITE_PATH"
echo "== $WT ($(git -C "$WT" rev-parse --short HEAD)) -> $OUT"
python3 "$HERE/summarize.py" "$OUT"
