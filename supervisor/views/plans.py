"""`/plans/`: plans waiting for a reviewer. Confirm, reject with a note (the run is escalated) or
with instructions (the plan goes back to the agent), or edit (a person's replan, recorded with
their name; the edited plan then waits for someone else's confirmation)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.html import format_html
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from runs.models import Approval, Run
from runs.people import actions
from supervisor.forms import NoteForm, PlanEditForm, RejectForm
from supervisor.selectors import queues, run_pages
from supervisor.views.access import back, check_rule, form_refused, rule_required

OWN_PLAN = "You edited this plan, so another reviewer must confirm or reject it."


@require_GET
@login_required
@rule_required("view_dashboard")
def plan_queue(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/plans/queue.html", {"items": queues.plan_queue()})


def _plan_approval(request: HttpRequest, approval_id: int) -> Approval:
    approval = get_object_or_404(Approval.objects.select_related("requested_by"), pk=approval_id, kind=Approval.Kind.PLAN)
    check_rule(request, "decide_plan", approval, OWN_PLAN if approval.requested_by_id == request.user.pk else None)
    return approval


def _decide_plan(request: HttpRequest, approval_id: int, form_class, verb, done: str) -> HttpResponse:
    """Confirm or reject: the same checks, form and messages; only the verb and the words differ."""
    approval = _plan_approval(request, approval_id)
    form = form_class(request.POST)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, reverse("plan_queue"))
    extra = {"instructions": form.cleaned_data["instructions"]} if "instructions" in form.cleaned_data else {}
    if extra.get("instructions", "").strip():
        done = "Plan for {ticket} sent back; run {run} revises it with your instructions pinned, then it waits here again."
    try:
        run = verb(approval_id=approval.pk, user=request.user, note=form.cleaned_data["note"], **extra)
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, format_html(done + " <a href=\"{url}\">Watch the run</a>.", ticket=run.ticket.ref, run=run.pk,
                                              url=reverse("run_detail", args=[run.pk])))
    return back(request, reverse("plan_queue"))


@require_POST
@login_required
@rule_required("decide_plan")
def plan_confirm(request: HttpRequest, approval_id: int) -> HttpResponse:
    return _decide_plan(request, approval_id, NoteForm, actions.plan_confirm, "Plan for {ticket} confirmed; run {run} goes on.")


@require_POST
@login_required
@rule_required("decide_plan")
def plan_reject(request: HttpRequest, approval_id: int) -> HttpResponse:
    return _decide_plan(request, approval_id, RejectForm, actions.plan_reject,
                        "Plan for {ticket} rejected; run {run} is escalated with your note.")


@require_http_methods(["GET", "POST"])
@login_required
@rule_required("edit_plan")
def plan_edit(request: HttpRequest, run_id: int) -> HttpResponse:
    run = get_object_or_404(Run.objects.select_related("ticket"), pk=run_id)
    subtasks = list(run_pages.subtasks_with_steps([run.pk]))
    if run.status != Run.Status.AWAITING_PLAN:
        messages.error(request, f"Run {run.pk}'s plan is not waiting for confirmation ({run.get_status_display().lower()}); "
                                "plans are edited while they wait.")
        return redirect("run_detail", run_id=run.pk)
    form = PlanEditForm(request.POST or None, run=run, subtasks=subtasks)
    if request.method == "POST" and form.is_valid():
        try:
            run = actions.plan_edit(run_id=run.pk, user=request.user, subtasks=form.proposal(), trigger=form.cleaned_data["trigger"])
        except actions.ActionRefused as exc:
            form.add_error(None, str(exc))
        else:
            if run.status == Run.Status.AWAITING_PLAN:
                messages.success(request, format_html(
                    "Plan revised (revision {n}). You edited it, so another reviewer must confirm it now. "
                    "<a href=\"{url}\">Watch the run</a>.", n=run.revision_count, url=reverse("run_detail", args=[run.pk])))
            else:
                messages.warning(request, f"Plan revised (revision {run.revision_count}); the run is now "
                                          f"{run.get_status_display().lower()}.")
            return redirect("plan_queue")
    return render(request, "supervisor/plans/edit.html", {"run": run, "form": form, "subtasks": subtasks},
                  status=400 if form.is_bound else 200)
