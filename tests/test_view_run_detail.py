"""`/runs/<id>/`: the phase diagram with each phase's incident, the plan with evidence linked to the
timeline, the timeline of turns, drift alerts, replans with diffs, approvals and escalations."""

import re

import pytest
from django.template.loader import render_to_string
from django.test import override_settings
from django.urls import reverse
from django.utils.html import escape

from runs import reply_quotes_removed
from runs.guards import INCIDENTS
from runs.machine import PHASES
from runs import step_checks
from runs.people import actions
from supervisor.selectors.run_pages import run_detail
from tests.dashboard_world import (  # noqa: F401
    ONE_INTENT, agent_replanned, drifting, escalated, finished, open_escalation, pending, plan_waiting, refund_waiting, world,
)
from tests.runtime_world import call, start, ticket, walk_until_pause

QUERIES = 10  # session, user (permissions and role chips kept between requests: supervisor.person_roles), run+ticket, events, subtasks, steps, replans, approvals, escalations, drift alerts


def url(run) -> str:
    return reverse("run_detail", args=[run.pk])


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_shows_a_run_to_every_role(request, world, client_for, role):
    run = finished()
    assert client_for(request.getfixturevalue(role)).get(url(run)).status_code == 200


def test_it_answers_404_for_a_run_that_does_not_exist(world, reviewer, client_for):
    response = client_for(reviewer).get(reverse("run_detail", args=[999]))
    assert response.status_code == 404


def test_it_highlights_the_live_phase_and_shows_every_phase_incident(world, reviewer, client_for):
    run = plan_waiting()
    html = client_for(reviewer).get(url(run)).content.decode()
    current = re.search(r'<li class="phase-node phase-node--current" aria-current="step">.*?</li>', html, re.S).group(0)
    assert "Investigate" in current
    assert '<li class="phase-node phase-node--visited">' in html  # triage
    for spec in PHASES.values():
        assert escape(spec.incident) in html
    assert "Waiting for a reviewer to confirm the plan." in html


def test_a_run_closed_by_an_escalation_is_in_no_phase_now_and_says_it_never_pinned_an_order(world, reviewer, client_for):
    run = escalated()
    actions.escalation_resolve(escalation_id=open_escalation(run).pk, user=reviewer, resolution="phoned the customer", resume=False)
    run.refresh_from_db()
    assert run.is_finished and not run.order_ref
    html = client_for(reviewer).get(url(run)).content.decode()
    phases = html.split('id="run-phases"')[1].split("</section>")[0]
    assert "phase-node--current" not in phases and 'aria-current="step"' not in phases and ">now</span>" not in phases
    ended = re.search(r'<li class="phase-node phase-node--ended">.*?</li>', html, re.S).group(0)
    assert run.get_phase_display() in ended and "ended here" in ended
    assert f"Closed (ended in {run.get_phase_display().lower()})" in html
    assert "not pinned yet" not in html and "none (never pinned)" in html


def test_it_links_each_subtask_to_the_event_that_proves_it(world, reviewer, client_for):
    run = finished()
    subtask = run.subtasks.get()
    html = client_for(reviewer).get(url(run)).content.decode()
    seq = subtask.evidence_event.seq
    assert f'Evidence: <a href="#event-{seq}">E{seq}</a>' in html
    assert f'<li id="event-{seq}" class="event event--ok event-kind--tool_result">' in html


def test_it_shows_steps_in_plain_words_keeping_each_steps_tool(world, reviewer, client_for):
    run = finished()
    step = run.subtasks.get().steps.get(tool="issue_refund")
    html = client_for(reviewer).get(url(run)).content.decode()
    steps = re.search(r'<table class="table table--compact table--stack steps">.*?</table>', html, re.S).group(0)
    for column in ("What the agent does", "What it touches", "Only after", "Done when", "If it must be undone"):
        assert f">{column}</th>" in steps
    assert "Money or goods" in steps and "<code>issue_refund</code>" in steps
    assert not re.search(r"Precondition|Acceptance|Compensation|External effect", steps)
    assert escape(step.compensation) in steps
    for name in (*step.precondition, *step.acceptance):
        assert f"{escape(step_checks.plain(name))}: <strong>met</strong>" in steps


def test_a_finished_run_says_in_its_header_what_money_moved(world, reviewer, client_for):
    from runs.money import dollars
    from runs.shop.models import Refund

    run = finished()
    refund = Refund.objects.get(idempotency_key__startswith=f"run-{run.pk}-")
    header = client_for(reviewer).get(url(run)).content.decode().split('id="run-phases"')[0]
    assert f"Refund of {dollars(refund.amount_cents)} paid to the customer (funded by the shop)." in header


def test_a_run_that_moved_nothing_says_so(world, reviewer, client_for):
    header = client_for(reviewer).get(url(escalated())).content.decode().split('id="run-phases"')[0]
    assert "Refund of" not in header and "No money or goods moved" not in header  # not finished: it may still move
    run = plan_waiting()
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop", text="the customer phoned: sorted")
    run.refresh_from_db()
    assert run.is_finished
    header = client_for(reviewer).get(url(run)).content.decode().split('id="run-phases"')[0]
    assert "No money or goods moved in this run." in header


def test_a_plan_a_reviewer_edited_says_it_waits_for_a_second_reviewer(world, reviewer, client_for):
    run = plan_waiting()
    subtasks = [{"number": s.number, "goal": s.goal, "kind": s.case_type,
                 "steps": [{"title": st.title, "tool": st.tool, "precondition": st.precondition, "acceptance": st.acceptance,
                            "effect_class": st.effect_class} for st in s.steps.all()]} for s in run.subtasks.prefetch_related("steps")]
    header = client_for(reviewer).get(url(run)).content.decode().split('id="run-phases"')[0]
    assert "Waiting for a reviewer to confirm the plan." in header
    actions.plan_edit(run_id=run.pk, user=reviewer, subtasks=subtasks, trigger="the customer phoned")
    header = client_for(reviewer).get(url(run)).content.decode().split('id="run-phases"')[0]
    assert "Waiting for a second reviewer: reviewer edited the plan, so someone else confirms it." in header


def test_a_plan_on_a_ticket_a_lead_typed_waits_for_a_reviewer_other_than_them(world, lead, reviewer, client_for):
    run = plan_waiting(created_by=lead)
    header = client_for(reviewer).get(url(run)).content.decode().split('id="run-phases"')[0]
    assert "Waiting for a reviewer to confirm the plan (not lead, who typed the ticket)." in header


def test_it_groups_the_timeline_by_turn_with_tool_calls_guard_checks_and_transitions(world, reviewer, client_for):
    run = refund_waiting()
    response = client_for(reviewer).get(url(run))
    turns = response.context["turns"]
    assert [t.number for t in turns] == list(range(run.turn + 1))
    html = response.content.decode()
    assert '<code>get_order({&quot;order_ref&quot;: &quot;SU-90001&quot;})</code>' in html  # a tool call with its input
    assert 'triage</span> → <span class="phase-chip">investigate' in html  # a transition
    guard = run.events.get(kind="guard_check")
    assert f'id="event-{guard.seq}" class="event event--bad event-kind--guard_check"' in html
    for check, incident in INCIDENTS.items():
        assert check == reply_quotes_removed.CHECK or escape(incident) in html  # (the reply's check runs at send_reply, not on a decision)
    # Money in dollars, as everywhere else on the page: never raw cents beside dollars.
    assert "<dt>amount</dt><dd>$445.00</dd>" in html and "<dt>ceiling</dt><dd>$150.00</dd>" in html
    assert "44500" not in html.split(f'id="event-{guard.seq}"')[1].split("</li>")[0]


def test_it_shows_a_tool_call_the_runtime_refused_with_its_error(world, reviewer, client_for):
    script = {"turns": [[call("issue_refund", decision="D1")]], "after": "offline"}
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = walk_until_pause(start(ticket(ONE_INTENT, ref="T-ERR1", subject="Charged twice"), script=script))
    refused = run.events.filter(kind="tool_result").first()
    html = client_for(reviewer).get(url(run)).content.decode()
    assert f'<li id="event-{refused.seq}" class="event event--bad event-kind--tool_result">' in html
    assert '<p class="event-error">issue_refund is not available in the triage phase.' in html


def test_it_shows_drift_and_the_escalation_it_led_to(world, reviewer, client_for):
    run = drifting()
    html = client_for(reviewer).get(url(run)).content.decode()
    assert "Drift alert" in html and "3 turns in a row without a subtask status change" in html
    assert "No subtask changed status" in html  # the drift alert panel
    assert "Escalated" in html


def test_it_shows_a_replan_with_its_diff(world, reviewer, client_for):
    run = agent_replanned()
    replan = run.replans.get()
    html = client_for(reviewer).get(url(run)).content.decode()
    assert f'id="replan-{replan.pk}"' in html
    assert "Trigger: customer says the panel is fine after all" in html
    assert '<div class="diff-row diff-row--changed" role="row">' in html
    assert "Partial" in html


def test_it_shows_approvals_and_escalations(world, reviewer, lead, client_for):
    run = refund_waiting()
    actions.refund_decide(approval_id=pending(run, "refund").pk, user=lead, approve=False, note="carrier says delivered")
    run = walk_until_pause(run)
    html = client_for(reviewer).get(url(run)).content.decode()
    assert "Rejected</span> Refund over the ceiling" in html and "rejected by lead" in html
    assert "“carrier says delivered”" in html
    assert "Escalations" in html and "carrier says delivered" in html


def test_it_shows_the_intervention_form_only_to_those_who_may_intervene(world, reviewer, auditor, lead, client_for):
    run = plan_waiting()
    assert f'action="{reverse("run_intervene", args=[run.pk])}"' in client_for(reviewer).get(url(run)).content.decode()
    for person in (auditor, lead):
        html = client_for(person).get(url(run)).content.decode()
        assert f'action="{reverse("run_intervene", args=[run.pk])}"' not in html
        assert "Reviewers can add an instruction" in html


def test_it_marks_the_live_region_with_the_run_id(world, reviewer, client_for):
    run = plan_waiting()
    html = client_for(reviewer).get(url(run)).content.decode()
    assert f'<div id="live" class="live" data-run-id="{run.pk}" data-last-seq="{run.next_seq - 1}"' in html


def test_it_renders_each_live_region_alone_with_a_stable_id(world, rf, reviewer):
    run = finished()
    request = rf.get(url(run))
    request.user = reviewer
    context = run_detail(run.pk)
    for name in ("run-header", "run-phases", "run-subtasks", "run-replans", "run-timeline", "run-actions", "run-approvals",
                 "run-escalations", "run-drift"):
        html = render_to_string(f"supervisor/runs/detail.html#{name}", context, request=request)
        assert html.strip().startswith(f'<section id="{name}"'), name
    turn = context["turns"][-1]
    html = render_to_string("supervisor/runs/detail.html#timeline-turn", {**context, "turn": turn}, request=request)
    assert html.strip().startswith(f'<li class="turn" id="turn-{turn.number}">')


def test_it_makes_the_same_queries_for_a_short_or_long_history(world, reviewer, admin_user, client_for, django_assert_num_queries):
    run = plan_waiting()
    client = client_for(reviewer)
    with django_assert_num_queries(QUERIES):
        client.get(url(run))
    actions.plan_confirm(approval_id=pending(run, "plan").pk, user=admin_user)
    run = walk_until_pause(run)
    assert run.status == "done" and run.events.count() > 40
    with django_assert_num_queries(QUERIES):
        client.get(url(run))
