# Two commands from a fresh clone: `make demo` and `make test`. Everything else is set up on the way.
#
#   make demo                 embedded demo on http://127.0.0.1:$(PORT)/ (SQLite, in-process worker)
#   make test                 the whole suite (PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set)
#   make test ARGS="-k foo"   extra pytest arguments
#   make test TEST_WORKERS=2  the suite on two pytest-xdist workers (default: one process)
#   make demo PYTHON=/path/to/python3.12   use a given interpreter for .venv
#   make eval-any-day         every case of every shipped set, today and with the clock a year ahead
#   make loadtest [SHORT=1]   locust + two workers + a killed worker, on PostgreSQL + Redis (see README)
#   make bench [BENCH_100K=1]  benchmarks/results.json + BENCHMARKS.md (PostgreSQL + Redis; see README)

VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PORT  ?= 8000
ARGS  ?=

.PHONY: demo test venv clean-venv loadtest eval-any-day bench

demo: $(STAMP)
	$(PY) manage.py demo --port $(PORT)

# TEST_WORKERS=2: the suite on two pytest-xdist workers, each with its own test database and its
# own keys in Redis (tests/settings.py). One process by default: on a busy machine of two cores the
# timing-sensitive tests of two workers side by side slowed each other into failures.
TEST_WORKERS ?= 0
test: $(STAMP)
	$(PY) -m pytest $(if $(filter-out 0,$(TEST_WORKERS)),-n $(TEST_WORKERS),) $(ARGS)

venv: $(STAMP)

# The full any-day check (tests/test_eval_any_day.py runs a sample by default): minutes.
eval-any-day: $(STAMP)
	EVAL_ANY_DAY=all $(PY) -m pytest tests/test_eval_any_day.py $(ARGS)

# (Re)create .venv when it is missing or its interpreter no longer runs or is older than 3.12,
# then install the project and its test tools. The stamp is newer than pyproject.toml once
# that has worked, so later runs skip pip entirely.
$(STAMP): pyproject.toml
	@if ! $(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then \
	  py="$$(scripts/find-python)" || exit 1; \
	  echo "==> creating $(VENV) with $$py ($$("$$py" --version 2>&1))"; \
	  rm -rf $(VENV) && "$$py" -m venv $(VENV) || exit 1; \
	fi
	@echo "==> installing Supervisor and its test tools into $(VENV) (pyproject.toml changed or first run)"
	$(PY) -m pip install --disable-pip-version-check --quiet -e '.[test]'
	@touch $(STAMP)

clean-venv:
	rm -rf $(VENV)

# Load and a fault at once, on 127.0.0.1 only (PostgreSQL + Redis from DATABASE_URL / REDIS_URL, a
# scratch database: it adds people, tickets and runs): `make loadtest`, or `make loadtest SHORT=1`.
LOADTEST_JSON ?= var/loadtest.json
loadtest: $(STAMP)
	$(PY) manage.py migrate --verbosity 0
	$(PY) manage.py seed_demo --demo-deployment --verbosity 0
	$(PY) manage.py loadtest --json $(LOADTEST_JSON) $(if $(SHORT),--short,) $(LOADTEST_ARGS)

# Every figure of issue 13 point 3 (turn cost beside LangGraph and DBOS, pages at 1k and 100k runs,
# live latency in chromium, eval throughput, worker memory, Claude request bytes): scratch databases
# named after DATABASE_URL's (NAME_turns, NAME_pages_100000, ...), REDIS_URL for the live path and
# the workers. BENCH_100K=1 adds the pages at 100,000 runs (seeded once, then kept); BENCH_ARGS="--tiny"
# is a smoke run.
BENCH_ARGS ?=
BENCH_100K ?= 0
bench: $(STAMP)
	@$(PY) -c 'import dbos, langgraph.checkpoint.postgres' 2>/dev/null || $(PY) -m pip install --disable-pip-version-check --quiet -e '.[bench]'
	BENCH_100K=$(BENCH_100K) $(PY) benchmarks/bench.py $(BENCH_ARGS)
