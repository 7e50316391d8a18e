#!/bin/bash
set -e
cd /work/wt/ver17d
export SQLITE_PATH=$(mktemp /tmp/v17d.XXXX.sqlite3)
echo "$SQLITE_PATH" > /work/wt/ver17d-out/sqlite_path.txt
unset DATABASE_URL REDIS_URL
nice -n 19 .venv/bin/python manage.py migrate -v0
nice -n 19 .venv/bin/python manage.py eval --cases /work/wt/ver17d-out/ver17d.jsonl --model offline --json /work/wt/ver17d-out/report.json > /work/wt/ver17d-out/out.txt 2> /work/wt/ver17d-out/eval.err
nice -n 19 .venv/bin/python manage.py shell < /work/wt/ver17d-out/dump.py > /work/wt/ver17d-out/dump.txt 2>&1
