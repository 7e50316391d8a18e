"""From production to evaluation: a reviewer saves a finished run as an eval case (the world it read,
the intents as they label them, the end state it left) that the eval runs again and passes; the
annotation queue lists closed runs to label correct or wrong, and metrics shows the labels."""

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from runs.evals import from_run
from runs.evals.cases import load_cases
from runs.models import Approval, RunLabel
from runs.people import actions
from tests.dashboard_world import escalated, finished, plan_waiting, refund_waiting, world  # noqa: F401
from tests.runtime_world import walk_until_pause

QUEUE = reverse("annotation_queue")


@pytest.fixture(autouse=True)
def case_dir(settings, tmp_path):
    settings.EVAL_CASE_DIR = tmp_path / "cases"
    return settings.EVAL_CASE_DIR


def run_eval(tmp_path, path) -> dict:
    report = tmp_path / "report.json"
    call_command("eval", "--cases", str(path), "--model", "offline", "--json", str(report), stdout=io.StringIO(), stderr=io.StringIO())
    return json.loads(report.read_text())


def test_a_saved_run_is_a_valid_case_that_the_eval_walks_again_to_the_same_end_state(world, reviewer, case_dir, tmp_path):
    run = finished()
    case = from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="RUN-1")
    path = case_dir / "from-prod.jsonl"
    [loaded] = load_cases([path])
    assert loaded.id == "RUN-1" and case["intents"] == ["duplicate_charge"]
    assert case["expected"] == {"outcome": "resolved", "refunds": [{"amount_cents": 995, "source": "platform"}], "returns": [],
                                "escalations": []}
    assert [o["ref"] for o in case["world"]["orders"]] == ["SU-88421"] and len(case["world"]["orders"][0]["charges"]) == 3
    saved = run.events.get(kind="saved_as_case")
    assert saved.actor == "reviewer" and saved.payload["case_id"] == "RUN-1"
    report = run_eval(tmp_path, path)
    assert report["per_case"][0]["passed"], report["per_case"]


def test_the_person_corrects_the_intents_and_the_outcome_and_an_id_is_never_saved_twice(world, reviewer, case_dir):
    run = finished()
    case = from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="RUN-2",
                                    intents=["duplicate_charge", "question"], outcome="partial")
    assert case["intents"] == ["duplicate_charge", "question"] and case["expected"]["outcome"] == "partial"
    with pytest.raises(actions.ActionRefused, match="already has a case RUN-2"):
        from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="RUN-2")
    with pytest.raises(actions.ActionRefused, match="intents.0"):
        from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="RUN-3", intents=["a refund please"])
    with pytest.raises(actions.ActionRefused, match="lower-case letters"):
        from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="../etc", case_id="RUN-4")
    assert len(load_cases([case_dir / "from-prod.jsonl"])) == 1


def test_the_lead_who_approved_a_refund_is_the_cases_approver(world, lead, reviewer, settings):
    run = refund_waiting()
    actions.refund_decide(approval_id=run.approvals.get(kind="refund", status="pending").pk, user=lead, approve=True, note="lost parcel")
    run = walk_until_pause(run)
    case = from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="SOFA")
    assert case["approver"]["refunds"] == [{"answer": "approve", "role": "support_lead", "note": "lost parcel",
                                            "amount_cents": case["expected"]["refunds"][0]["amount_cents"]}]


def test_an_unfinished_run_is_not_saved(world, reviewer):
    run = plan_waiting()
    with pytest.raises(actions.ActionRefused, match="Only a finished run"):
        from_run.run_save_as_case(run_id=run.pk, user=reviewer, case_set="from-prod", case_id="X")


def test_a_run_still_awaiting_escalation_is_not_saved_by_the_command_or_the_page(world, reviewer, client_for, case_dir):
    run = escalated()
    with pytest.raises(CommandError, match=r"Only a finished run becomes an eval case; run \d+ is escalated to a person"):
        call_command("save_case", str(run.pk), "--set", "from-prod", "--id", "ESC-1", "--as", "reviewer", stdout=io.StringIO())
    response = client_for(reviewer).post(reverse("run_save_case", args=[run.pk]), {"case_set": "from-prod", "case_id": "ESC-2"}, follow=True)
    assert "Only a finished run becomes an eval case" in response.content.decode()
    assert not (case_dir / "from-prod.jsonl").exists() and not run.events.filter(kind="saved_as_case").exists()


def test_the_command_refuses_an_auditor_as_the_page_does_and_saves_for_a_reviewer(world, auditor, reviewer, case_dir):
    run = finished()
    with pytest.raises(CommandError, match="auditor may not save runs as eval cases"):
        call_command("save_case", str(run.pk), "--set", "from-prod", "--id", "AUD-1", "--as", "auditor", stdout=io.StringIO())
    assert not (case_dir / "from-prod.jsonl").exists()
    out = io.StringIO()
    call_command("save_case", str(run.pk), "--set", "from-prod", "--id", "REV-1", "--as", "reviewer", stdout=out)
    assert json.loads(out.getvalue())["id"] == "REV-1"
    assert [c.id for c in load_cases([case_dir / "from-prod.jsonl"])] == ["REV-1"]


def test_reviewers_save_a_case_from_the_run_page_and_auditors_may_not(world, reviewer, auditor, client_for, case_dir):
    run = finished()
    page = reverse("run_detail", args=[run.pk])
    assert "Save as eval case" in client_for(reviewer).get(page).content.decode()
    assert "Save as eval case" not in client_for(auditor).get(page).content.decode()
    url = reverse("run_save_case", args=[run.pk])
    assert client_for(auditor).post(url, {"case_set": "x", "case_id": "A"}).status_code == 403
    response = client_for(reviewer).post(url, {"case_set": "from-prod", "case_id": "WEB-1", "intents": ["duplicate_charge"],
                                               "outcome": "resolved"}, follow=True)
    assert "Saved as case WEB-1" in response.content.decode()
    assert [c.id for c in load_cases([case_dir / "from-prod.jsonl"])] == ["WEB-1"]


def test_the_queue_lists_closed_runs_until_someone_labels_them(world, reviewer, client_for):
    done, waiting = finished(), plan_waiting()
    client = client_for(reviewer)
    assert [r.pk for r in client.get(QUEUE).context["page"].object_list] == [done.pk]
    assert waiting.pk not in [r.pk for r in client.get(QUEUE).context["page"].object_list]
    client.post(reverse("run_label", args=[done.pk]), {"label": "correct"})
    assert list(client.get(QUEUE).context["page"].object_list) == []
    assert RunLabel.objects.get().label == "correct" and done.events.get(kind="run_labelled").actor == "reviewer"


def test_a_wrong_label_needs_a_reason_and_an_open_run_is_not_labelled(world, reviewer):
    done, waiting = finished(), plan_waiting()
    with pytest.raises(actions.ActionRefused, match="Say what was wrong"):
        actions.run_label(run_id=done.pk, user=reviewer, label="wrong")
    with pytest.raises(actions.ActionRefused, match="Only a closed run"):
        actions.run_label(run_id=waiting.pk, user=reviewer, label="correct")
    actions.run_label(run_id=done.pk, user=reviewer, label="wrong", reason="refunded without reading the policy")
    actions.run_label(run_id=done.pk, user=reviewer, label="correct")  # changing one's mind replaces the label
    assert list(RunLabel.objects.values_list("label", flat=True)) == ["correct"]
    assert done.events.filter(kind="run_labelled").count() == 2


def test_metrics_shows_the_labels_by_outcome_and_the_latest_reasons(world, reviewer, admin_user, auditor, client_for):
    one, two = finished(), finished(body="Delivery was billed two times on SU-88421. Refund the extra one please.")
    actions.run_label(run_id=one.pk, user=reviewer, label="correct")
    actions.run_label(run_id=two.pk, user=admin_user, label="wrong", reason="the reply never named the amount")
    response = client_for(auditor).get(reverse("metrics"))
    labels = response.context["labels"]
    assert (labels["correct"], labels["wrong"], labels["total"]) == (1, 1, 2)
    expected: dict = {}
    for run, label in ((one, "correct"), (two, "wrong")):
        expected.setdefault(run.outcome, {"correct": 0, "wrong": 0})[label] += 1
    assert {r["outcome"]: {"correct": r["correct"], "wrong": r["wrong"]} for r in labels["rows"]} == expected
    assert "the reply never named the amount" in response.content.decode()


def test_only_reviewers_and_admins_open_the_queue(world, lead, auditor, client_for):
    assert client_for(lead).get(QUEUE).status_code == 403
    assert client_for(auditor).get(QUEUE).status_code == 403


def test_the_queue_asks_the_same_queries_however_many_runs(world, reviewer, client_for, django_assert_num_queries):
    finished()
    client = client_for(reviewer)
    client.get(QUEUE)
    with django_assert_num_queries(3):  # session, user (permissions and role chips kept: supervisor.person_roles), one page of runs with tickets
        client.get(QUEUE)
    finished(body="Delivery was billed two times on SU-88421. Refund the extra one please.")
    with django_assert_num_queries(3):
        assert len(client.get(QUEUE).context["page"].object_list) == 2
    assert not Approval.objects.filter(kind="compensation").exists()
