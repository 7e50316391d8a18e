"""A case gives the same verdict on any day: its ticket arrives at the case's `now`, and windows,
promised dates and stalled tracking are judged at that moment, never at the machine's clock.

The machine's clock is moved a year ahead for the whole process (time_machine: datetime.now,
date.today, time.time and Django's timezone.now all move), so any code that read the real clock
where the case's moment should rule would turn a verdict.

Every shipped set twice is 400 walked cases (measured: sundry-120 alone took 299 s and fresh-42
124 s on this shared two-core machine), so by default the tests run a sample chosen by rule, from
the case files as they are:
- a set of 20 cases or fewer (adversarial, policy-conditions) runs whole;
- from a larger set, every case labelled with a situation a date decides (a window counted from
  delivery, a promised date, tracking that stopped moving, a claim declined for one of those),
  then cases chosen until every (request kind, expected outcome) pair of the set is covered:
  every kind of request with every kind of ending.
The full check, every case of every set, is `EVAL_ANY_DAY=all .venv/bin/python -m pytest
tests/test_eval_any_day.py` (or `make eval-any-day`).
"""

import os
from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from runs.evals.cases import SHIPPED, load_cases
from tests.test_eval_command import run_eval

SETS = {"sundry-120": "offline", "fresh-42": "offline", "adversarial": "scripted", "policy-conditions": "scripted"}
# Labels of cases a date can decide: the policy's conditions that compare the evidence with the
# moment of judgement (runs.policy, ev.now), and the sundry set's labels for the same situations
# (a parcel lost or stalled, a claim declined past a window or before a promise, on time, delivered).
MOMENT_TAGS = {"within_return_window", "reported_within_damage_window", "promised_date_passed", "carrier_lost_it",
               "carrier_lost", "carrier_stalled", "declined", "on_time_claim", "delivered_claim"}
SMALL_SET = 20
EVERY_CASE = os.environ.get("EVAL_ANY_DAY") == "all"


def _sample(name: str) -> list[str]:
    cases = load_cases([SHIPPED / f"{name}.jsonl"])
    if len(cases) <= SMALL_SET:
        return [c.id for c in cases]
    chosen = [c.id for c in cases if MOMENT_TAGS & set(c.spec.tags)]
    uncovered = {(kind, c.spec.expected.outcome) for c in cases for kind in c.spec.kinds}
    uncovered -= {(kind, c.spec.expected.outcome) for c in cases if c.id in chosen for kind in c.spec.kinds}
    while uncovered:  # the case covering most uncovered pairs, earliest first
        best = max(cases, key=lambda c: len({(k, c.spec.expected.outcome) for k in c.spec.kinds} & uncovered))
        chosen.append(best.id)
        uncovered -= {(k, best.spec.expected.outcome) for k in best.spec.kinds}
    return chosen


def _table(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "per_case"} | {"per_case": sorted(
        (c["id"], c["outcome"], c["passed"], tuple(c["differences"])) for c in report["per_case"])}


def test_the_sample_covers_every_request_kind_and_ending_and_every_case_a_date_decides():
    for name in SETS:
        cases = {c.id: c for c in load_cases([SHIPPED / f"{name}.jsonl"])}
        sample = _sample(name)
        pairs = lambda ids: {(k, cases[i].spec.expected.outcome) for i in ids for k in cases[i].spec.kinds}  # noqa: E731
        assert pairs(sample) == pairs(cases) and len(set(sample)) == len(sample)
        timed = {i for i, c in cases.items() if MOMENT_TAGS & set(c.spec.tags)}
        assert timed <= set(sample)
    # a set larger than SMALL_SET is sampled, not walked whole
    assert len(_sample("policy-conditions")) < len(load_cases([SHIPPED / "policy-conditions.jsonl"])) and len(_sample("sundry-120")) < 40


@pytest.mark.django_db
@pytest.mark.parametrize("name", list(SETS))
def test_a_shipped_set_gives_the_same_table_with_the_machines_clock_a_year_ahead(tmp_path, name):
    only = [] if EVERY_CASE else ["--only", *_sample(name)]
    args = ("--cases", str(SHIPPED / f"{name}.jsonl"), *only, "--model", SETS[name])
    today, _, _ = run_eval(tmp_path, *args)
    before = timezone.now()
    with time_machine.travel(before + timedelta(days=366), tick=True):
        assert timezone.now() - before > timedelta(days=365)
        next_year, _, _ = run_eval(tmp_path, *args)
    assert _table(next_year) == _table(today)
    assert all(c["passed"] for c in today["per_case"]), [c for c in today["per_case"] if not c["passed"]]
    assert (today["silent_drops"], today["double_refunds"], today["guard_violations"]) == (0, 0, 0)
