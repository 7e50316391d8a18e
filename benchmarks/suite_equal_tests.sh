#!/usr/bin/env bash
# The suite's time on equal tests: the tests an older commit and HEAD share (same test ids), run by
# each commit's own code, alternately, with one interpreter and the same libraries.
#
#   benchmarks/suite_equal_tests.sh [OLD_COMMIT] [ROUNDS]
#
# OLD_COMMIT defaults to ff6c9e0, the last commit before the structure work (559 tests, 344 s in its
# CI). Needs .venv (make venv), PostgreSQL and Redis like `make test` in CI: DATABASE_URL and REDIS_URL
# default to a database sup_equal_tests (created if missing) and Redis db 11. Run it on a quiet
# machine: the figures are wall times. Prints one line per run and a summary; keeps logs and JUnit
# reports in $OUT (default /tmp/suite-equal-tests). ONLY=<grep pattern> keeps the shared ids that match
# (a quick look at one file: ONLY=tests/test_view_plans.py); SKIP=<grep pattern> leaves the matching ids out
# (the filing commit's Redis-restart test shuts down the machine's own Redis: SKIP=redis_restart).
# SIDES=old or SIDES=new runs one side only:
# on a busy machine, two copies started at once (each with its own OUT, DATABASE_URL and REDIS_URL)
# share the load between the sides, and their CPU times compare where wall times alone would not.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
old=${1:-ff6c9e0}
rounds=${2:-2}
out=${OUT:-/tmp/suite-equal-tests}
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/sup_equal_tests}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/11}
export CI=true
mkdir -p "$out"

py=$(readlink -f .venv/bin/python)
site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
db=${DATABASE_URL##*/}
psql "${DATABASE_URL%/*}/postgres" -tAc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1 \
  || psql "${DATABASE_URL%/*}/postgres" -qc "CREATE DATABASE $db"

# The project is installed editable in .venv, and its import finder would hand the old commit any
# module it lacks from this checkout. A venv that sees .venv's libraries but not that finder keeps
# each side to its own code.
venv="$out/venv"
if [ ! -x "$venv/bin/python" ]; then
  echo "==> a venv with .venv's libraries and no editable finder"
  "$py" -m venv "$venv"
  echo "$site" > "$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/libraries.pth"
fi

echo "==> worktrees: $old and HEAD ($(git rev-parse --short HEAD))"
for side in old new; do
  rm -rf "$out/$side"; git worktree prune
done
git worktree add -q --detach "$out/old" "$old"
git worktree add -q --detach "$out/new" HEAD
trap 'git -C "$root" worktree remove --force "$out/old"; git -C "$root" worktree remove --force "$out/new"' EXIT

collect() { (cd "$out/$1" && PYTHONPATH="$out/$1" "$venv/bin/python" -m pytest --collect-only -q -p no:cacheprovider 2>/dev/null | grep '::' | sort); }
echo "==> collecting test ids"
collect old > "$out/old-ids.txt"
collect new > "$out/new-ids.txt"
comm -12 "$out/old-ids.txt" "$out/new-ids.txt" | { grep -e "${ONLY:-.}" || true; } | { grep -v -e "${SKIP:-^$}" || true; } > "$out/shared-ids.txt"
[ -s "$out/shared-ids.txt" ] || { echo "no shared test ids${ONLY:+ match $ONLY}" >&2; exit 1; }
echo "    $(wc -l < "$out/old-ids.txt") at $old, $(wc -l < "$out/new-ids.txt") at HEAD, $(wc -l < "$out/shared-ids.txt") shared"

: > "$out/summary.txt"
for ((round = 1; round <= rounds; round++)); do
  for side in ${SIDES:-old new}; do
    echo "==> round $round/$rounds: $side ($(wc -l < "$out/shared-ids.txt") tests; progress in $out/$side-$round.log)"
    load0=$(cut -d' ' -f1 /proc/loadavg); start=$(date +%s.%N)
    set +e
    (cd "$out/$side" && PYTHONPATH="$out/$side" /usr/bin/time -f '%U %S' -o "$out/$side-$round.cpu" \
      "$venv/bin/python" -m pytest "@$out/shared-ids.txt" -q -p no:cacheprovider --junitxml="$out/$side-$round.xml" \
      > "$out/$side-$round.log" 2>&1)
    set -e
    wall=$(echo "$(date +%s.%N) - $start" | bc); load1=$(cut -d' ' -f1 /proc/loadavg)
    cpu=$(awk '{printf "%.0f", $1 + $2}' "$out/$side-$round.cpu" 2>/dev/null || echo "?")
    line=$(printf '%-3s round %d: %6.0f s wall, %4s s CPU, load %s -> %s: %s' "$side" "$round" "$wall" "$cpu" "$load0" "$load1" \
      "$(tail -n1 "$out/$side-$round.log")")
    echo "    $line"; echo "$line" >> "$out/summary.txt"
  done
done
echo "==> summary ($out/summary.txt)"
cat "$out/summary.txt"
