"""Pages of runs pushed to many sockets at once: each process reads a page's context once per newest
event and every socket on that page renders from it (supervisor.partials.shared_context)."""

import time

from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import record
from supervisor import partials
from tests.dashboard_world import plan_waiting, world  # noqa: F401
from tests.test_live_updates import frozen_clock  # noqa: F401


def _tables_read(captured) -> set[str]:
    return {table for q in captured.captured_queries for table in ("runs_approval", "runs_escalation", "runs_driftalert")
            if table in q["sql"]}


def test_sockets_on_one_page_share_one_reading_of_it_until_the_next_event(world, reviewer, lead):
    run = plan_waiting()
    page = partials.PAGES["overview"]
    partials.PageState(page).push(partials.page_request(user=reviewer, path="/"), full=True)
    with CaptureQueriesContext(connection) as second:
        html = partials.PageState(page).push(partials.page_request(user=lead, path="/"), full=True)
    assert not _tables_read(second), "the second socket read the overview again for the same newest event"
    assert any(f"#{run.pk}" in region for region in html)
    with transaction.atomic():
        record.append(record.lock_run(run.pk), "note", {"text": "a new fact"}, actor="system")
    with CaptureQueriesContext(connection) as after_event:
        partials.PageState(page).push(partials.page_request(user=lead, path="/"), full=True)
    assert _tables_read(after_event) == {"runs_approval", "runs_escalation", "runs_driftalert"}


def test_a_run_list_with_other_filters_is_read_for_itself(world, reviewer):
    plan_waiting()
    page = partials.PAGES["runs"]
    everything = partials.PageState(page).push(partials.page_request(user=reviewer, path="/runs/"), full=True)
    failed = partials.PageState(page).push(partials.page_request(user=reviewer, path="/runs/", query="status=failed"), full=True)
    assert "No runs match these filters." in failed[0] and "No runs match" not in everything[0]



def test_the_overview_reads_the_same_whoever_looks_so_its_sockets_share_one_rendering(world, reviewer, lead, auditor, frozen_clock):
    run = plan_waiting()
    page = partials.PAGES["overview"]
    seen = []
    for user in (reviewer, lead, auditor):
        partials.forget_shared_contexts()  # each rendered for its own person
        seen.append(partials.page_regions(page, partials.page_request(user=user, path="/"))[2])
    assert seen[0] == seen[1] == seen[2] and f"#{run.pk}" in seen[0]["live-runs"]
    version, _, first = partials.page_regions(page, partials.page_request(user=reviewer, path="/"))
    with CaptureQueriesContext(connection) as second_socket:
        again = partials.page_regions(page, partials.page_request(user=lead, path="/"))
    assert (again[0], again[2]) == (version, first)
    assert len(second_socket) == 1, "the second socket on the overview only asks for the newest event"


def test_sockets_told_of_an_event_share_a_reading_made_after_it_and_never_one_made_before(world, reviewer, lead):
    run = plan_waiting()
    page = partials.PAGES["overview"]
    told = time.monotonic()
    version, read_at, _ = partials.page_regions(page, partials.page_request(user=reviewer, path="/"), fresh_after=told)
    with CaptureQueriesContext(connection) as same_news:
        assert partials.page_regions(page, partials.page_request(user=lead, path="/"), fresh_after=told)[:2] == (version, read_at)
    assert len(same_news) == 0, "a socket told of the same event rendered the overview again"
    with transaction.atomic():
        record.append(record.lock_run(run.pk), "note", {"text": "a new fact"}, actor="system")
    told = time.monotonic()  # the announcement of that event arrives
    with CaptureQueriesContext(connection) as newer_news:
        newer, newer_read_at, _ = partials.page_regions(page, partials.page_request(user=lead, path="/"), fresh_after=told)
    assert newer > version and newer_read_at >= told and _tables_read(newer_news) == {"runs_approval", "runs_escalation", "runs_driftalert"}
