"""A case gives the same verdict on any day: its ticket arrives at the case's `now`, and windows and
promised dates are judged at that moment, not at the machine's clock."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.evals.cases import SHIPPED
from tests.test_eval_command import run_eval

POLICY_SET = str(SHIPPED / "policy-conditions.jsonl")
SUNDRY = str(SHIPPED / "sundry-120.jsonl")
# Window-sensitive sundry cases: a damage claim and a change of mind, each past its window.
SUNDRY_WINDOWS = ["SU-102", "SU-107"]


def _table(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "per_case"} | {
        "per_case": sorted((c["id"], c["outcome"], c["passed"]) for c in report["per_case"])}


@pytest.mark.django_db
def test_the_policy_cases_give_the_same_table_with_the_clock_a_year_ahead(tmp_path, monkeypatch):
    args = ("--cases", POLICY_SET, SUNDRY, "--only", *[f"POL-{n:02d}" for n in (1, 2, 5, 6, 26)], *SUNDRY_WINDOWS,
            "--model", "scripted")
    today, _, _ = run_eval(tmp_path, *args)
    real_now = timezone.now
    monkeypatch.setattr(timezone, "now", lambda: real_now() + timedelta(days=366))
    next_year, _, _ = run_eval(tmp_path, *args)
    assert _table(next_year) == _table(today)
    assert all(c["passed"] for c in today["per_case"]), [c for c in today["per_case"] if not c["passed"]]
