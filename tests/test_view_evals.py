"""`/evals/` and `/evals/<id>/`: every eval with its figures; one eval's table, pass^k, per-intent
coverage and its cases, each trial linked to the run it walked. Every role reads them."""

import io
import re

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from runs.evals.cases import SHIPPED
from runs.models import EvalRun
from tests.factories import EvalCaseResultFactory, EvalRunFactory, RunFactory, UserFactory

LIST = reverse("eval_list")
SUNDRY = str(SHIPPED / "sundry-120.jsonl")
# The canonical three-intent ticket (resolved), a duplicate charge (resolved), an unknown customer (escalated).
CASES = ["SU-001", "SU-002", "SU-099"]
LIST_QUERIES = 4  # session, user (permissions and role chips kept between requests: supervisor.person_roles), the count, one page of evals (figures read in the query)
DETAIL_QUERIES = 6  # session, user (permissions and role chips kept between requests: supervisor.person_roles), the eval, its case ids, one page of results with runs and tickets, counts


def detail(eval_run) -> str:
    return reverse("eval_detail", args=[eval_run.pk])


def run_eval(*args: str) -> EvalRun:
    call_command("eval", "--cases", SUNDRY, *args, stdout=io.StringIO(), stderr=io.StringIO())
    return EvalRun.objects.latest("pk")


@pytest.fixture
def evaluated(db) -> EvalRun:
    """A real eval: three shipped cases, two trials each, walked by the offline agent."""
    return run_eval("--only", *CASES, "--k", "2")


def unfinished(**kwargs) -> EvalRun:
    """An eval that stopped half way: case results, no summary."""
    eval_run = EvalRunFactory(**kwargs)
    EvalCaseResultFactory(eval_run=eval_run, case_id="SU-001", passed=True, run=RunFactory())
    EvalCaseResultFactory(eval_run=eval_run, case_id="SU-002", passed=False, outcome="waiting", run=None,
                          differences=["outcome: expected resolved, got waiting"])
    return eval_run


def with_cases(n: int, *, failing: int = 0, silent_drops: int = 0) -> EvalRun:
    """A finished eval of `n` synthetic cases, the last `failing` of them not as expected."""
    eval_run = EvalRunFactory(finished_at=timezone.now(), summary={
        "cases": n, "runs": n, "passed": n - failing, "resolved": n - failing, "partial": 0, "partial_named": 0,
        "escalated": failing, "other_outcomes": {}, "silent_drops": silent_drops, "double_refunds": 0, "guard_violations": 0,
        "over_refunds": 0, "multi_intent": {"cases": 0, "resolved": 0, "escalated_named": 0}, "k": 1,
        "pass_k": {"1": round((n - failing) / n, 4)}, "per_intent": {"duplicate_charge": {"runs": n, "resolved": n - failing,
        "escalated": failing, "deferred": 0, "dropped": 0, "open": 0}}, "trials": [], "timing": {"seconds": 1.0, "per_run": 0.1,
        "workers": 0, "database": "sqlite3"}})
    for i in range(n):
        ok = i < n - failing
        EvalCaseResultFactory(eval_run=eval_run, case_id=f"C-{i:03d}", run=RunFactory(), passed=ok,
                              outcome="resolved" if ok else "escalated",
                              differences=[] if ok else ["outcome: expected resolved, got escalated"])
    return eval_run


# --- Who reads them -----------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_shows_evals_to_every_role(request, evaluated, client_for, role):
    client = client_for(request.getfixturevalue(role))
    assert client.get(LIST).status_code == 200
    assert client.get(detail(evaluated)).status_code == 200


def test_it_sends_anonymous_people_to_log_in_and_refuses_people_without_a_role(evaluated, role_groups):
    for url in (LIST, detail(evaluated)):
        response = Client().get(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    nobody = Client()
    nobody.force_login(UserFactory(username="newcomer"))
    assert nobody.get(LIST).status_code == 403
    assert nobody.get(detail(evaluated)).status_code == 403


def test_it_links_evals_from_the_navigation(auditor, client_for):
    html = client_for(auditor).get(LIST).content.decode()
    assert f'<a href="{LIST}" aria-current="page">Evals</a>' in html


def test_it_answers_404_for_an_eval_that_does_not_exist(reviewer, client_for):
    assert client_for(reviewer).get(reverse("eval_detail", args=[999])).status_code == 404


# --- The list -----------------------------------------------------------------------------------


def test_it_lists_evals_newest_first_with_their_figures(evaluated, auditor, client_for):
    older = unfinished()
    EvalRun.objects.filter(pk=older.pk).update(started_at=evaluated.started_at - timezone.timedelta(days=1))
    response = client_for(auditor).get(LIST)
    assert [e.pk for e in response.context["page"].object_list] == [evaluated.pk, older.pk]
    row = re.search(rf'<a href="{detail(evaluated)}">#{evaluated.pk}</a>.*?</tr>', response.content.decode(), re.S).group(0)
    assert "Offline agent" in row and "sundry-120.jsonl" in row and "2 trials each" in row
    assert '<span class="badge tone-ok">3/3</span>' in row
    assert re.search(r'<td class="num">4</td>\s*<td class="num">0</td>\s*<td class="num">2</td>', row)  # resolved, partial, escalated
    assert '<span class="text-ok">all 0</span>' in row  # no silent drop, double refund, guard violation or over-refund
    assert "pass^2</span> 1.000" in row


def test_it_shows_a_figure_that_must_be_zero_and_is_not(auditor, client_for):
    with_cases(3, failing=1, silent_drops=1)
    html = client_for(auditor).get(LIST).content.decode()
    assert '<span class="text-bad">Silent drops: 1</span>' in html and "all 0" not in html


def test_it_says_which_evals_did_not_finish(auditor, client_for):
    eval_run = unfinished()
    html = client_for(auditor).get(LIST).content.decode()
    assert "did not finish" in html and "1 of 2 trials judged as expected before it stopped" in html
    detail_html = client_for(auditor).get(detail(eval_run)).content.decode()
    assert "This eval did not finish" in detail_html
    assert 'id="case-SU-001"' in detail_html and "outcome: expected resolved, got waiting" in detail_html


def test_it_says_so_when_there_are_no_evals(auditor, client_for):
    assert "No evals yet." in client_for(auditor).get(LIST).content.decode()


def test_the_empty_state_gives_a_command_that_runs_in_a_fresh_clone(auditor, client_for):
    """`make demo` installs into .venv; a bare `python` has no Django, so the hint names the venv's."""
    html = client_for(auditor).get(LIST).content.decode()
    assert "<code>.venv/bin/python manage.py eval</code>" in html


# --- One eval -----------------------------------------------------------------------------------


def test_it_shows_an_evals_table_pass_k_and_per_intent_coverage(evaluated, auditor, client_for):
    html = client_for(auditor).get(detail(evaluated)).content.decode()
    s = evaluated.summary
    assert f"Runs ({s['cases']} cases × 2 trials)" in html
    assert '<span class="badge tone-ok">3/3</span>' in html
    for label in ("Silent drops", "Double refunds", "Guard violations", "Over-refunds"):
        assert re.search(rf'<th scope="row">{re.escape(label)}[^<]*(<span[^>]*>[^<]*</span>)?</th><td class="num text-ok">0</td>', html), label
    assert re.search(r'<th scope="row">pass\^1</th><td class="num">1.000</td>', html)
    assert re.search(r'<th scope="row">pass\^2</th><td class="num">1.000</td>', html)
    # One row per intent the cases carry, with what became of it across the runs.
    for intent, counts in s["per_intent"].items():
        cells = "".join(f'<td class="num">{counts[key]}</td>' for key in ("runs", "resolved", "escalated", "deferred"))
        assert f'<th scope="row">{intent.replace("_", " ")}</th>\n        {cells}' in html, intent


def test_each_case_leads_to_the_runs_it_walked(evaluated, reviewer, client_for):
    client = client_for(reviewer)
    response = client.get(detail(evaluated))
    cases = {c.id: c for c in response.context["cases"]}
    assert list(cases) == sorted(CASES)
    assert cases["SU-099"].outcome == "escalated" and cases["SU-001"].outcome == "resolved"
    assert cases["SU-001"].coverage == {"duplicate_charge": "resolved", "damaged_item": "resolved", "question": "resolved"}
    html = response.content.decode()
    for result in evaluated.results.all():
        url = reverse("run_detail", args=[result.run_id])
        assert f'href="{url}"' in html
        page = client.get(url)
        assert page.status_code == 200 and page.context["run"].ticket.ref == f"EV{evaluated.pk}-{result.case_id}-{result.trial}"


def test_it_can_list_only_the_cases_not_as_expected(auditor, client_for):
    eval_run = with_cases(5, failing=2)
    client = client_for(auditor)
    everything = client.get(detail(eval_run)).context["cases"]
    failed = client.get(detail(eval_run), {"cases": "failed"})
    assert len(everything) == 5
    assert [c.id for c in failed.context["cases"]] == ["C-003", "C-004"]
    assert "outcome: expected resolved, got escalated" in failed.content.decode()
    assert re.search(r'<th scope="row">pass\^1</th><td class="num">0.600</td>', failed.content.decode())
    assert "Every case ended as expected." in client.get(detail(with_cases(2)), {"cases": "failed"}).content.decode()


def test_the_list_makes_the_same_queries_for_few_or_many_evals(auditor, client_for, django_assert_num_queries):
    client = client_for(auditor)
    with_cases(2)
    with django_assert_num_queries(LIST_QUERIES):
        assert client.get(LIST).status_code == 200
    for _ in range(4):
        with_cases(3, failing=1), unfinished()
    with django_assert_num_queries(LIST_QUERIES):
        assert client.get(LIST).status_code == 200


def test_an_eval_makes_the_same_queries_for_few_or_many_cases(auditor, client_for, django_assert_num_queries):
    client = client_for(auditor)
    small, large = with_cases(2), with_cases(12, failing=3)
    with django_assert_num_queries(DETAIL_QUERIES):
        assert client.get(detail(small)).status_code == 200
    with django_assert_num_queries(DETAIL_QUERIES):
        assert client.get(detail(large)).status_code == 200
