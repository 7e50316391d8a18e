"""`/metrics/`: outcomes, silent drops, stuck runs by phase, guard failures by check, revisions per run
and approval wait, each an inline SVG bar chart with its numbers in a table."""

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone

from runs.guards import INCIDENTS
from runs.models import Approval, Run
from runs import record
from runs.people import actions
from supervisor import tallies
from supervisor.selectors.metrics import percentile, weighted_percentile
from tests.dashboard_world import agent_replanned, drifting, finished, pending, plan_waiting, refund_waiting, world  # noqa: F401
from tests.factories import RunFactory, SubtaskFactory

URL = reverse("metrics")
# session, user (permissions and role chips kept between requests: supervisor.person_roles); model usage 1; the folded totals 11 (the fold's mark, the ids of
# runs changed since it, their rows, subtasks, guard checks and decided approvals, the totals, those runs' stored
# shares, runs kept with an open item or a dropped intent, and the open item runs' tickets), stuck 2, pending approvals 1
QUERIES = 19  # + the labels by outcome and the latest wrong ones (supervisor.selectors.labels)


def bars(response, chart: str) -> dict[str, float]:
    return {b.label: b.value for b in response.context[chart].bars}


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_shows_metrics_to_every_role(request, world, client_for, role):
    assert client_for(request.getfixturevalue(role)).get(URL).status_code == 200


def test_it_draws_every_chart_as_inline_svg_with_a_table_beside_it(world, auditor, client_for):
    finished()
    html = client_for(auditor).get(URL).content.decode()
    for key in ("outcomes", "silent", "stuck", "guards", "revisions", "waits"):
        section = html.split(f'id="chart-{key}"')[1].split("</section>")[0]
        assert "<svg" in section and "<rect" in section and "<table" in section, key
    assert "<script" not in html.split("</head>")[1]  # no chart library: htmx in the head is the only script


def test_each_charts_table_is_kept_for_screen_readers_and_out_of_sight(world, auditor, client_for):
    finished()
    html = client_for(auditor).get(URL).content.decode()
    for key in ("outcomes", "silent", "stuck", "guards", "revisions", "waits"):
        section = html.split(f'id="chart-{key}"')[1].split("</section>")[0]
        assert '<div class="chart-numbers visually-hidden">\n    <table class="table table--compact chart-table">' in section, key
        assert "<caption>" in section and ": the numbers</caption>" in section, key


def test_it_counts_outcomes(world, auditor, client_for):
    finished(), finished(), agent_replanned(), plan_waiting(), drifting()
    response = client_for(auditor).get(URL)
    counts = bars(response, "outcomes")
    # The second ticket about the same duplicate charge finds it refunded already: deferred, so partial.
    assert (counts["Resolved"], counts["Partial"], counts["Escalated"]) == (1, 2, 0)
    assert counts["Waiting for a person"] == 2
    assert f'href="{reverse("run_list")}?outcome=resolved"' in response.content.decode()


def test_it_finds_no_silent_drops_in_real_runs(world, auditor, client_for):
    finished(), agent_replanned()
    counts = bars(client_for(auditor).get(URL), "silent")
    assert counts == {"Resolved, item still open": 0, "Requests left uncovered": 0, "Not English: to a person": 0}


def test_it_shows_silent_drops_when_the_record_has_them(world, auditor, client_for):
    # Rows the runtime refuses to write; the metric is there to notice if it ever did.
    closed = RunFactory(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED, phase="closed")
    SubtaskFactory(run=closed, number=1, status="open")
    dropped = RunFactory(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED, phase="closed",
                         state={"intents": ["duplicate_charge", "damaged_item"]})
    SubtaskFactory(run=dropped, number=1, resolved=True)
    response = client_for(auditor).get(URL)
    assert bars(response, "silent") == {"Resolved, item still open": 1, "Requests left uncovered": 1, "Not English: to a person": 0}
    html = response.content.decode()
    assert f'href="{reverse("run_detail", args=[closed.pk])}"' in html
    assert f'<a href="{reverse("run_detail", args=[dropped.pk])}">run #{dropped.pk}</a>: “damaged item” has no subtask' in html


def test_it_counts_runs_stuck_longer_than_the_threshold_by_phase(world, auditor, client_for):
    old, fresh, paying = plan_waiting(), plan_waiting(), refund_waiting()
    Run.objects.filter(pk__in=[old.pk, paying.pk]).update(updated_at=timezone.now() - dt.timedelta(hours=2))
    client = client_for(auditor)
    counts = bars(client.get(URL), "stuck")
    assert (counts["Investigate"], counts["Decide"], counts["Triage"]) == (1, 1, 0)
    assert bars(client.get(URL, {"stuck_minutes": 180}), "stuck")["Investigate"] == 0
    assert fresh.pk not in [r.pk for r in client.get(URL).context["stuck"].extra["oldest"]]


def test_it_counts_guard_failures_by_check(world, auditor, client_for):
    run = finished()
    # A refusal: the decision cited a policy this run never retrieved (and was over the ceiling too).
    record.append(run, "guard_check", {"decision": "D9", "subtask": 1, "passed": False, "checks": [
        {"check": "amount_within_ceiling", "passed": False}, {"check": "policy_retrieved_this_run", "passed": False}]}, actor="system")
    response = client_for(auditor).get(URL)
    counts = bars(response, "guards")
    # one bar per check the guard runs (runs.guards.INCIDENTS), failures counted from the recorded guard_check events
    assert counts == {check.replace("_", " "): (1 if check in ("amount_within_ceiling", "policy_retrieved_this_run") else 0)
                      for check in INCIDENTS}
    assert "1 of 2 checks failed" in response.content.decode()


def test_decisions_routed_to_a_leads_approval_are_not_guard_failures(world, auditor, client_for):
    waiting = [refund_waiting(), refund_waiting()]
    assert [run.guard_failures for run in waiting] == [0, 0]  # what each run's header says
    response = client_for(auditor).get(URL)
    assert set(bars(response, "guards").values()) == {0}
    assert "0 of 2 checks failed; 2 sent to a lead&#x27;s approval, as designed" in response.content.decode()


def test_it_draws_revisions_per_run(world, auditor, client_for):
    finished(), agent_replanned(), agent_replanned()
    counts = bars(client_for(auditor).get(URL), "revisions")
    assert (counts["0 revisions"], counts["1 revision"], counts["4 or more (over budget)"]) == (1, 2, 0)


def test_it_measures_approval_wait(world, auditor, lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    Approval.objects.filter(pk=approval.pk).update(created_at=timezone.now() - dt.timedelta(minutes=45))
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    plan_waiting()
    response = client_for(auditor).get(URL)
    assert bars(response, "waits")["30 min–2 h"] == 1
    summary = {s["label"]: s for s in response.context["waits"].extra["summary"]}
    assert summary["Refund approvals"]["decided"] == 1 and summary["Refund approvals"]["p50"] == "45 min"
    assert summary["Plan confirmations"]["pending"] == 1


def test_it_takes_percentiles_by_nearest_rank():
    assert percentile([], 50) is None
    assert percentile([10, 20, 30, 40], 50) == 20
    assert percentile([10, 20, 30, 40], 90) == 40
    assert percentile([5], 90) == 5


def test_it_makes_the_same_queries_for_few_or_many_runs(world, auditor, client_for, django_assert_num_queries):
    finished(), refund_waiting()
    client = client_for(auditor)
    with django_assert_num_queries(QUERIES):
        client.get(URL)
    for _ in range(3):
        finished(), refund_waiting(), plan_waiting(), agent_replanned(), drifting()
    with django_assert_num_queries(QUERIES):
        client.get(URL)
    tallies.fold()
    with django_assert_num_queries(QUERIES):  # after a fold, nothing changed since
        client.get(URL)
    finished()
    with django_assert_num_queries(QUERIES):  # after a fold, one run changed since
        client.get(URL)


def charts(response) -> dict:
    return {key: bars(response, key) for key in ("outcomes", "silent", "guards", "revisions", "waits")}


def test_a_fold_changes_nothing_the_page_shows(world, auditor, lead, client_for):
    run, paying, _ = finished(), refund_waiting(), agent_replanned()
    record.append(run, "guard_check", {"decision": "D9", "subtask": 1, "passed": False, "checks": [
        {"check": "policy_retrieved_this_run", "passed": False}]}, actor="system")
    actions.refund_decide(approval_id=Approval.objects.get(run=paying, status="pending").pk, user=lead, approve=True)
    client = client_for(auditor)
    before = charts(client.get(URL))
    assert tallies.fold() == 3
    after = client.get(URL)
    assert charts(after) == before
    assert after.context["waits"].extra["summary"] == client.get(URL).context["waits"].extra["summary"]


def test_a_run_that_changes_after_a_fold_is_counted_as_it_is_now(world, auditor, client_for):
    waiting = plan_waiting()
    tallies.fold()
    # Long after the fold, the run is closed resolved with its plan still open (a row the runtime refuses to write).
    Run.objects.filter(pk=waiting.pk).update(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED, phase="closed",
                                             updated_at=timezone.now() + dt.timedelta(hours=1))
    response = client_for(auditor).get(URL)
    assert (bars(response, "outcomes")["Resolved"], bars(response, "outcomes")["Waiting for a person"]) == (1, 0)
    assert bars(response, "silent")["Resolved, item still open"] == 1
    assert [r.pk for r in response.context["silent"].extra["runs"]] == [waiting.pk]


def test_folding_twice_counts_each_run_once(world, auditor, client_for):
    finished(), refund_waiting()
    client = client_for(auditor)
    expected = charts(client.get(URL))
    tallies.fold(), tallies.fold()
    assert charts(client.get(URL)) == expected
    assert tallies.fold() == 2  # the window still covers runs saved just before the last fold began


def test_a_page_load_after_a_fold_reads_only_what_changed_since(world, auditor, client_for):
    finished(), finished()
    tallies.fold()
    Run.objects.update(updated_at=timezone.now() - dt.timedelta(hours=1))
    from supervisor.models import TallyMark
    TallyMark.objects.update(folded_at=timezone.now())
    assert tallies.changed_since(TallyMark.objects.get()) == [0]  # no run (no run has id 0)
    assert bars(client_for(auditor).get(URL), "outcomes")["Partial"] == 1  # the second finds the charge refunded


def test_it_takes_percentiles_of_counted_values_by_nearest_rank():
    assert weighted_percentile({}, 50) is None
    assert weighted_percentile({10: 1, 20: 1, 30: 1, 40: 1}, 50) == 20
    assert weighted_percentile({10: 3, 40: 1}, 90) == 40
    assert weighted_percentile({10: 3, 40: 1}, 75) == 10


def test_waits_are_rounded_only_as_far_as_the_page_shows_them():
    for seconds in (0, 59.4, 61, 89, 90, 2699.7, 3599, 3600, 5399, 86399, 86400, 200000):
        assert tallies.duration_label(tallies.wait_key(seconds)) == tallies.duration_label(seconds), seconds
