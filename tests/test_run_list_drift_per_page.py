"""`/runs/`: whether a run ever raised drift is read for the page's rows only, with their subtask
tallies, never as a column of the list's own query (there PostgreSQL answered it by hashing every
drift alert in the database for each page). The badge, the filter and the query count stay as they were."""

import pytest
from django.urls import reverse

from runs.models import DriftAlert
from tests.dashboard_world import drifting, finished, plan_waiting, world  # noqa: F401

URL = reverse("run_list")
BADGE = 'title="This run raised a drift alert">drift</span>'


def rows(response) -> dict[int, bool]:
    return {run.pk: run.has_drift for run in response.context["page"].object_list}


@pytest.mark.parametrize("query", [{}, {"has_drift": "yes"}, {"has_drift": "no"}, {"outcome": "none"}, {"phase": "triage"}])
def test_each_row_says_whether_its_run_raised_drift_under_every_filter(world, reviewer, client_for, query):
    stalled, waiting, done = drifting(), plan_waiting(), finished()
    assert DriftAlert.objects.filter(run=stalled).exists() and not DriftAlert.objects.filter(run__in=[waiting, done]).exists()
    response = client_for(reviewer).get(URL, query)
    expected = {stalled.pk: True, waiting.pk: False, done.pk: False}
    assert all(expected[pk] == flag for pk, flag in rows(response).items())
    assert response.content.decode().count(BADGE) == sum(rows(response).values())


def test_the_drift_filter_still_splits_the_runs(world, reviewer, client_for):
    stalled, waiting, done = drifting(), plan_waiting(), finished()
    client = client_for(reviewer)
    assert list(rows(client.get(URL, {"has_drift": "yes"}))) == [stalled.pk]
    assert list(rows(client.get(URL, {"has_drift": "no"}))) == [done.pk, waiting.pk]


def test_a_run_without_subtasks_or_drift_counts_zero(world, reviewer, client_for):
    waiting = plan_waiting()
    run = client_for(reviewer).get(URL).context["page"].object_list[0]
    assert run.pk == waiting.pk and (run.has_drift, run.subtask_resolved) == (False, 0)


def test_the_page_of_runs_names_no_drift_alert_unless_filtered_by_it(world, reviewer, client_for, django_assert_num_queries):
    drifting(), finished()
    client = client_for(reviewer)
    client.get(URL)
    with django_assert_num_queries(4) as captured:  # session, user, the page of runs, its tallies and drift flags
        client.get(URL)
    page_query, tallies_query = (q["sql"] for q in captured.captured_queries[-2:])
    assert "runs_driftalert" not in page_query
    assert "runs_driftalert" in tallies_query and "runs_subtask" in tallies_query
    with django_assert_num_queries(4) as captured:
        client.get(URL, {"has_drift": "yes"})
    assert "runs_driftalert" in captured.captured_queries[-2]["sql"]  # the filter: a semi-join, not a selected column
