"""`/escalations/`: what the agent handed to a person, with the open item named. Resolving records
what the person did; for a whole-run escalation they may let the run carry on."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from runs.models import Escalation, Run
from runs.people import actions
from supervisor import selectors
from supervisor.forms import ResolveEscalationForm
from supervisor.views.access import back, form_refused, rule_required


@require_GET
@login_required
@rule_required("view_dashboard")
def escalation_queue(request: HttpRequest) -> HttpResponse:
    return render(request, "supervisor/escalations/queue.html", {"escalations": selectors.escalation_queue()})


@require_POST
@login_required
@rule_required("resolve_escalation")
def escalation_resolve(request: HttpRequest, escalation_id: int) -> HttpResponse:
    escalation = get_object_or_404(Escalation, pk=escalation_id)
    form = ResolveEscalationForm(request.POST)
    if not form.is_valid():
        form_refused(request, form)
        return back(request, reverse("escalation_queue"))
    try:
        run = actions.escalation_resolve(escalation_id=escalation.pk, user=request.user, resolution=form.cleaned_data["resolution"],
                                         resume=form.cleaned_data["resume"])
    except actions.ActionRefused as exc:
        messages.error(request, str(exc))
    else:
        if run.status == Run.Status.QUEUED:
            messages.success(request, f"Resolved: “{escalation.open_item}”. Run {run.pk} resumes.")
        elif run.is_finished:
            messages.success(request, f"Resolved: “{escalation.open_item}”. Run {run.pk} closed ({run.get_outcome_display().lower()}).")
        else:
            messages.success(request, f"Resolved: “{escalation.open_item}”.")
    return back(request, reverse("escalation_queue"))
