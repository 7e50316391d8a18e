"""`/runs/`: every run with its model label, filtered with django-filter and paginated."""

import datetime as dt

import pytest
from django.urls import reverse

from runs.models import Run
from supervisor.partials import RUN_LIST_PAGE_SIZE as PAGE_SIZE
from tests.dashboard_world import agent_replanned, drifting, escalated, finished, plan_waiting, refund_waiting, world  # noqa: F401

URL = reverse("run_list")
QUERIES = 4  # session, user (permissions and role chips kept between requests: supervisor.person_roles), one page of runs (ticket joined in), its subtask tallies and drift flags


def listed(response) -> list[int]:
    return [run.pk for run in response.context["page"].object_list]


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_lists_runs_for_every_role(request, world, client_for, role):
    run = plan_waiting()
    response = client_for(request.getfixturevalue(role)).get(URL)
    assert response.status_code == 200 and listed(response) == [run.pk]


def test_it_shows_each_run_with_its_model_label_and_state(world, reviewer, client_for):
    offline, scripted = finished(), escalated()
    html = client_for(reviewer).get(URL).content.decode()
    assert '<span class="model model--offline">Offline agent</span>' in html
    assert '<span class="model model--scripted">Scripted agent</span>' in html
    assert f'href="{reverse("run_detail", args=[offline.pk])}"' in html and f'href="{reverse("run_detail", args=[scripted.pk])}"' in html
    assert "Resolved" in html and "Escalated to a person" in html


def test_it_filters_by_phase_status_outcome_and_drift(world, reviewer, client_for):
    waiting, paying, done, stalled, partial = plan_waiting(), refund_waiting(), finished(), drifting(), agent_replanned()
    client = client_for(reviewer)
    assert listed(client.get(URL, {"phase": "decide"})) == [paying.pk]
    assert listed(client.get(URL, {"status": "awaiting_plan"})) == [waiting.pk]
    assert listed(client.get(URL, {"outcome": "resolved"})) == [done.pk]
    assert listed(client.get(URL, {"outcome": "partial"})) == [partial.pk]
    assert set(listed(client.get(URL, {"outcome": "none"}))) == {waiting.pk, paying.pk, stalled.pk}
    assert listed(client.get(URL, {"has_drift": "yes"})) == [stalled.pk]
    assert stalled.pk not in listed(client.get(URL, {"has_drift": "no"}))
    assert listed(client.get(URL, {"ticket": paying.ticket.ref})) == [paying.pk]


def test_it_filters_by_creation_date(world, reviewer, client_for):
    old, new = finished(), finished()
    Run.objects.filter(pk=old.pk).update(created_at=dt.datetime(2026, 1, 10, 12, tzinfo=dt.UTC))
    client = client_for(reviewer)
    assert listed(client.get(URL, {"created_before": "2026-01-10"})) == [old.pk]
    assert listed(client.get(URL, {"created_after": "2026-01-11"})) == [new.pk]
    assert listed(client.get(URL, {"created_after": "2026-01-10", "created_before": "2026-01-10"})) == [old.pk]


def test_it_says_so_when_no_run_matches(world, reviewer, client_for):
    finished()
    html = client_for(reviewer).get(URL, {"status": "failed"}).content.decode()
    assert "No runs match these filters." in html


def test_it_pages_through_runs_newest_first_from_the_run_before_the_page(world, reviewer, client_for):
    runs = [plan_waiting() for _ in range(PAGE_SIZE + 2)]
    newest_first = [r.pk for r in reversed(runs)]
    client = client_for(reviewer)
    first = client.get(URL)
    assert listed(first) == newest_first[:PAGE_SIZE]
    html = first.content.decode()
    assert f'href="?before={newest_first[PAGE_SIZE - 1]}" rel="next">Older' in html and 'rel="prev"' not in html
    second = client.get(URL, {"before": newest_first[PAGE_SIZE - 1]})
    assert listed(second) == [runs[1].pk, runs[0].pk]
    assert f'href="?after={runs[1].pk}" rel="prev">' in second.content.decode() and 'rel="next"' not in second.content.decode()
    back = client.get(URL, {"after": runs[1].pk})
    assert listed(back) == newest_first[:PAGE_SIZE] and 'rel="prev"' not in back.content.decode()
    # the page links keep the filters and drop the other direction
    html = client.get(URL, {"status": "awaiting_plan", "after": runs[1].pk}).content.decode()
    assert f'href="?status=awaiting_plan&amp;before={newest_first[PAGE_SIZE - 1]}" rel="next"' in html


def test_it_ignores_a_page_cursor_that_names_no_run(world, reviewer, client_for):
    run = plan_waiting()
    client = client_for(reviewer)
    for cursor in ("x", "-3", "0", "1e30", str(2**70)):
        assert listed(client.get(URL, {"before": cursor})) == [run.pk], cursor


def test_it_counts_subtasks_for_the_runs_on_the_page(world, reviewer, client_for):
    done, waiting = finished(), plan_waiting()
    response = client_for(reviewer).get(URL)
    shown = {run.pk: (run.subtask_resolved, run.subtask_total) for run in response.context["page"].object_list}
    assert shown[done.pk] == (done.subtasks.filter(status="resolved").count(), done.subtasks.count())
    assert shown[waiting.pk] == (0, waiting.subtasks.count()) and shown[waiting.pk][1] > 0


def test_it_answers_htmx_with_the_table_alone(world, reviewer, client_for):
    finished()
    html = client_for(reviewer).get(URL, {"outcome": "resolved"}, headers={"HX-Request": "true"}).content.decode()
    assert html.strip().startswith('<section id="runs-table"')
    assert "<html" not in html


def test_it_makes_the_same_queries_for_few_or_many_runs(world, reviewer, client_for, django_assert_num_queries):
    plan_waiting(), finished()
    client = client_for(reviewer)
    with django_assert_num_queries(QUERIES):
        client.get(URL)
    for _ in range(4):
        plan_waiting(), refund_waiting(), finished(), drifting(), escalated()
    with django_assert_num_queries(QUERIES):
        client.get(URL)


def test_it_offers_to_create_a_ticket_when_there_are_no_runs(world, lead, auditor, client_for):
    assert f'href="{reverse("ticket_new")}">Create a ticket</a>' in client_for(lead).get(URL).content.decode()
    assert "Create a ticket</a>" not in client_for(auditor).get(URL).content.decode()
