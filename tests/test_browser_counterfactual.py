"""In a real browser: an auditor asks what a finished run would have done under a lower refund
ceiling, from the run's page, and reads both sides."""

from __future__ import annotations

import re

import pytest
from django.test import override_settings

from runs.models import Counterfactual, Run
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, until_paused,
)
from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FEE_TWICE = "Morning - SU-88421 shows the $9.95 delivery charge on my statement two times. The second one back please."


def test_an_auditor_walks_a_run_again_under_a_lower_ceiling_and_reads_both_sides(world, auditor, live_site, browser, shots):
    site = live_site(PLAN_CONFIRMATION_RULE="never")
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = until_paused(start(ticket(FEE_TWICE, ref=next_ref(), subject="charged twice")))
    assert (run.status, run.outcome) == (Run.Status.DONE, "resolved")

    page = log_in(browser, site, auditor, shots)
    page.goto(f"{site.url}/runs/{run.pk}/")
    page.get_by_text("What if? Walk it again under another model or setting").click()
    page.get_by_label("Refund ceiling ($)").fill("5")
    shots(page, "counterfactual-form")
    page.get_by_role("button", name="Walk again with these").click()
    page.wait_for_url(re.compile(r"/audit/counterfactuals/\d+/$"))
    main = page.locator("main").inner_text()
    assert "would differ" in main and "refunds $9.95 -> $0.00" in main and "refund approvals needed 0 -> 1" in main
    assert "Recorded" in main and "Would have" in main
    shots(page, "counterfactual-detail")

    page.get_by_role("link", name="All counterfactuals").click()
    page.wait_for_url(re.compile(r"/audit/counterfactuals/$"))
    assert page.locator("tbody tr").count() == 1 and "REFUND_CEILING_CENTS=500" in page.locator("tbody").inner_text()
    shots(page, "counterfactual-list")
    assert Counterfactual.objects.get().changes == {"REFUND_CEILING_CENTS": 500}
    assert browser_errors(page) == []
