"""In a real browser: an auditor reads a replan's diff in the audit history and downloads the CSV."""

from __future__ import annotations

import csv
import io
import re

import pytest
from django.test import override_settings

from runs.models import Run
from supervisor.views.audit import CSV_COLUMNS
from tests.browser import (  # noqa: F401
    async_unsafe_allowed, browser, browser_errors, live_site, log_in, shots, site_env, until_paused,
)
from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, call, start, ticket

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TRIGGER = "customer says the panel is fine after all"


def agent_replanned() -> Run:
    """The agent drops the panel subtask in a replan (the runtime defers it instead)."""
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])],
                        [call("replan", trigger=TRIGGER, subtasks=[dict(DUPLICATE, number=1), dict(NO_REPLACEMENT, number=3)])]],
              "after": "offline"}
    with override_settings(PLAN_CONFIRMATION_RULE="never"):  # on SQLite this process walks it
        return until_paused(start(ticket(ref=next_ref()), script=script))


def test_an_auditor_opens_a_replan_diff_and_downloads_the_history_as_csv(world, auditor, live_site, browser, shots):
    site = live_site(PLAN_CONFIRMATION_RULE="never")
    run = agent_replanned()
    replan = run.replans.get()

    page = log_in(browser, site, auditor, shots)
    page.get_by_role("link", name="Audit").click()
    page.wait_for_url(re.compile(r"/audit/replans/$"))
    row = page.locator("tr", has_text=TRIGGER)
    assert row.count() == 1
    shots(page, "replan-history")

    row.get_by_role("link", name="Diff").click()
    page.wait_for_url(re.compile(rf"/audit/replans/{replan.pk}/$"))
    diff = page.locator("main").inner_text()
    assert TRIGGER in diff and "settle the cracked side panel" in diff and "deferred" in diff
    shots(page, "replan-diff")

    page.go_back()
    page.wait_for_url(re.compile(r"/audit/replans/$"))
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Export CSV").click()
    download = download_info.value
    assert re.fullmatch(r"replans-\d{8}-\d{6}\.csv", download.suggested_filename)
    rows = list(csv.DictReader(io.StringIO(open(download.path(), encoding="utf-8").read())))
    shots(page, "after-download")
    assert len(rows) == 1
    assert list(rows[0]) == CSV_COLUMNS
    assert rows[0]["replan_id"] == str(replan.pk) and rows[0]["run_id"] == str(run.pk)
    assert rows[0]["trigger"] == TRIGGER and rows[0]["actor_kind"] == "agent"
    # The dropped subtask is kept, deferred with the replan's trigger as its reason: one change.
    assert (rows[0]["added"], rows[0]["removed"], rows[0]["changed"]) == ("0", "0", "1")
    assert '"status": ["open", "deferred"]' in rows[0]["diff"]
    assert browser_errors(page) == []
