"""In a real browser: an auditor reads an eval's tables and drills down from a case to its run."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command

from runs.evals.cases import SHIPPED
from runs.models import EvalRun
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_an_auditor_reads_an_eval_and_opens_a_cases_run(auditor, live_site, browser, shots):
    # Walked here before the site's workers start (on services they would take the same walks).
    call_command("eval", "--cases", str(SHIPPED / "sundry-120.jsonl"), "--only", "SU-001", "SU-099", "SU-118", "--k", "2",
                 stdout=io.StringIO(), stderr=io.StringIO())
    eval_run = EvalRun.objects.get()
    site = live_site()

    page = log_in(browser, site, auditor, shots)
    page.get_by_role("link", name="Evals").click()
    page.wait_for_url(re.compile(r"/evals/$"))
    row = page.locator("tr", has=page.get_by_role("link", name=f"#{eval_run.pk}"))
    assert "3/3" in row.inner_text() and "pass^2" in row.inner_text()
    shots(page, "evals")

    row.get_by_role("link", name=f"#{eval_run.pk}").click()
    page.wait_for_url(re.compile(rf"/evals/{eval_run.pk}/$"))
    assert page.get_by_role("heading", name="Per-intent coverage").is_visible()
    assert page.locator("#case-SU-118").get_by_text("partial").count() >= 1
    shots(page, "eval")

    case = page.locator("#case-SU-118")
    run_id = eval_run.results.get(case_id="SU-118", trial=2).run_id
    case.get_by_role("link", name=f"2: run #{run_id}").click()
    page.wait_for_url(re.compile(rf"/runs/{run_id}/$"))
    assert page.locator("#run-header .badge").first.inner_text() == "Partial"
    shots(page, "case-run")
    assert browser_errors(page) == []
